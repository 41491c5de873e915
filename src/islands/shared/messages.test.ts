import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslate, format } from '../../i18n/translate.ts';
import { BUNDLES, bundleOf, bundlePath } from './generate-messages.ts';

describe('island message bundles', () => {
  it.each(BUNDLES)(
    '$file is up to date (run node src/islands/shared/generate-messages.ts)',
    ({ file, keys }) => {
      const generated = JSON.parse(readFileSync(bundlePath(file), 'utf8'));
      expect(generated).toEqual(bundleOf(keys));
    },
  );

  it('hold only their own keys, in both languages', () => {
    for (const { keys } of BUNDLES) {
      const bundle = bundleOf(keys);
      expect(Object.keys(bundle.en)).toEqual(Object.keys(bundle.it));
      expect(Object.keys(bundle.en).length).toBe(new Set(keys).size);
    }
  });
});

describe('createTranslate', () => {
  const bundle = {
    en: { 'a.b': 'Hello {name}', 'error.field.generic.invalid': 'Invalid' },
    it: { 'a.b': 'Ciao {name}', 'error.field.generic.invalid': 'Non valido' },
  } as const;

  it('translates in the page language and fills placeholders', () => {
    const t = createTranslate(bundle, 'it');
    expect(t('a.b', { name: 'Giulia' })).toBe('Ciao Giulia');
    expect(format('{count} of {total}', { count: 1 })).toBe('1 of {total}');
  });

  it('falls back for keys the island does not hold (server codes)', () => {
    const t = createTranslate(bundle, 'en', 'error.field.generic.invalid');
    expect(t.text('error.unknown')).toBe('Invalid');
    expect(t.has('error.unknown')).toBe(false);
    expect(createTranslate(bundle, 'en').text('x.y')).toBe('x.y');
  });
});

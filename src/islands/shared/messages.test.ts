import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslate, format } from '../../i18n/translate.ts';
import { BUNDLES, bundleKeys, bundleOf, bundlePath, scanBundle } from './generate-messages.ts';
import { MESSAGE_TEMPLATES } from './message-templates.ts';

// Reading every bundle's code takes a few seconds on a busy machine (the back office is large).
const SCAN_TIMEOUT = 60_000;

describe('island message bundles', () => {
  it.each(BUNDLES)(
    '$file is up to date (run node_modules/.bin/node src/islands/shared/generate-messages.ts)',
    (spec) => {
      const generated = JSON.parse(readFileSync(bundlePath(spec.file), 'utf8'));
      expect(generated).toEqual(bundleOf(bundleKeys(spec)));
    },
    SCAN_TIMEOUT,
  );

  it(
    'use every shape of the template table: no entry outlives the code that built it',
    () => {
      const built = new Set<string>();
      for (const spec of BUNDLES) {
        const scan = scanBundle(spec);
        for (const shape of scan.shapes.keys()) built.add(shape);
        for (const stem of scan.stems) built.add(`${stem}.*`);
      }
      expect(Object.keys(MESSAGE_TEMPLATES).filter((shape) => !built.has(shape))).toEqual([]);
    },
    SCAN_TIMEOUT,
  );

  it("keep a schema's refusals out of the widget's shell: they travel with the guest step's form", () => {
    const bundle = (file: string) => BUNDLES.find((spec) => spec.file === file) as (typeof BUNDLES)[number];
    // The shell holds the client that calls every booking route, the guest step the form checking the card.
    expect(bundleKeys(bundle('widget/src/i18n/messages.gen.json'))).not.toContain('error.card.expired');
    expect(bundleKeys(bundle('widget/src/guest/messages.gen.json'))).toContain('error.card.expired');
  });

  it('hold their keys in both languages, each with a text', () => {
    for (const spec of BUNDLES) {
      const bundle = bundleOf(bundleKeys(spec));
      expect(Object.keys(bundle.en)).toEqual(Object.keys(bundle.it));
      expect(Object.keys(bundle.en)).toEqual(bundleKeys(spec));
      expect(Object.values(bundle.it).every((text) => typeof text === 'string' && text !== '')).toBe(true);
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

import { describe, expect, it } from 'vitest';
import { subsetDictionary } from './subset-dictionary.ts';

describe('subsetDictionary', () => {
  const bundle = {
    en: { 'a.hello': 'Hello {name}', 'a.only.en': 'English only' },
    it: { 'a.hello': 'Ciao {name}' },
  };

  it('translates in the language, then English, then gives the key back', () => {
    const { translate } = subsetDictionary(bundle);
    expect(translate('it', 'a.hello', { name: 'Giulia' })).toBe('Ciao Giulia');
    expect(translate('it', 'a.only.en')).toBe('English only');
    expect(translate('it', 'a.unknown')).toBe('a.unknown');
    expect(translate('en', 'a.hello', {})).toBe('Hello {name}');
  });

  it('adds the texts of a chunk loaded later, without touching another instance', () => {
    const first = subsetDictionary(bundle);
    const second = subsetDictionary(bundle);
    first.addMessages({ en: { 'b.late': 'Later' }, it: { 'b.late': 'Dopo' } });
    expect(first.translator('it')('b.late')).toBe('Dopo');
    expect(second.translate('it', 'b.late')).toBe('b.late');
  });
});

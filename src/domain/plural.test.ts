import { describe, expect, it } from 'vitest';
import { countText, pluralForm } from './plural.ts';

describe('pluralForm (Intl.PluralRules)', () => {
  it.each([
    [0, 'en', 'other'],
    [1, 'en', 'one'],
    [2, 'en', 'other'],
    [1.5, 'en', 'other'],
    [0, 'it', 'other'],
    [1, 'it', 'one'],
    [2, 'it', 'other'],
    [21, 'it', 'other'],
    // CLDR gives Italian 'many' for millions; the dictionaries' 'other' form is the right text.
    [1_000_000, 'it', 'other'],
  ] as const)('%d in %s → %s', (count, language, form) => {
    expect(pluralForm(count, language)).toBe(form);
  });
});

describe('countText', () => {
  const nights = {
    en: { one: '{count} night', other: '{count} nights' },
    it: { one: '{count} notte', other: '{count} notti' },
  };
  it.each([
    [1, 'en', '1 night'],
    [2, 'en', '2 nights'],
    [0, 'en', '0 nights'],
    [1, 'it', '1 notte'],
    [7, 'it', '7 notti'],
  ] as const)('%d in %s → "%s"', (count, language, text) => {
    expect(countText(count, language, nights[language])).toBe(text);
  });
});

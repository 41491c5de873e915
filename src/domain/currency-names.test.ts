import { describe, expect, it } from 'vitest';
import { SUPPORTED_CURRENCIES } from './currency.ts';
import { CURRENCY_NAMES } from './currency-names.ts';
import { LOCALE } from './dates-format.ts';

describe('CURRENCY_NAMES', () => {
  it.each(['en', 'it'] as const)('names every supported currency in %s as CLDR does', (language) => {
    const names = new Intl.DisplayNames([LOCALE[language]], { type: 'currency' });
    expect(Object.keys(CURRENCY_NAMES[language]).sort()).toEqual([...SUPPORTED_CURRENCIES].sort());
    for (const code of SUPPORTED_CURRENCIES)
      expect(CURRENCY_NAMES[language][code], code).toBe(names.of(code));
  });
});

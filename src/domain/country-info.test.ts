import { describe, expect, it } from 'vitest';
import { allCountries, countriesByName, countryByIso, flagOf, nativeNameOf } from './country-info.ts';

describe('country info', () => {
  it.each([
    ['IT', '🇮🇹'],
    ['de', '🇩🇪'],
  ])('flag of %s', (iso, flag) => expect(flagOf(iso)).toBe(flag));

  it.each([
    ['DE', 'Deutschland'],
    ['IT', 'Italia'],
    ['JP', '日本'],
    ['FR', 'France'],
  ])('native name of %s', (iso, name) => expect(nativeNameOf(iso)).toBe(name));

  it('finds by ISO code in any case, with names in both languages', () => {
    expect(countryByIso('ch', 'it')).toEqual({
      alpha2Code: 'CH',
      name: 'Svizzera',
      nativeName: 'Schweiz',
      flag: '🇨🇭',
      translations: { en: 'Switzerland', it: 'Svizzera' },
      callingCode: '+41',
    });
    expect(countryByIso('zz', 'en')).toBeNull();
  });

  it('treats 2 letters as an ISO code and 3 or more as a name (PROPLIM-1)', () => {
    expect(countriesByName('de', 'en').map((c) => c.alpha2Code)).toEqual(['DE']);
    expect(countriesByName('germ', 'en').map((c) => c.alpha2Code)).toEqual(['DE']);
    expect(countriesByName('germ', 'it').map((c) => c.alpha2Code)).toEqual(['DE']);
    expect(countriesByName('xyzzy', 'en')).toEqual([]);
  });

  it('lists every country once, sorted in the language', () => {
    const list = allCountries('it');
    expect(list.length).toBeGreaterThan(240);
    expect(new Set(list.map((c) => c.alpha2Code)).size).toBe(list.length);
    expect(list.findIndex((c) => c.alpha2Code === 'AL')).toBeLessThan(
      list.findIndex((c) => c.alpha2Code === 'IT'),
    );
  });
});

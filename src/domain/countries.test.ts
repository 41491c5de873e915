import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  COUNTRY_DIAL_CODES,
  countryName,
  countryOfNationality,
  countryOfPrefix,
  dialCountries,
  dialPrefix,
  exactCountry,
  findCountries,
  foldForSearch,
  guestCountryIso,
  languageCountry,
} from './countries.ts';

const isos = (query: string, language: 'en' | 'it') => findCountries(query, language).map((c) => c.iso);

describe('country table', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes and Kosovo, each once, with E.164 prefixes', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    for (const iso of COUNTRY_CODES) {
      expect(iso).toMatch(/^[A-Z]{2}$/);
      const dial = COUNTRY_DIAL_CODES[iso];
      if (dial !== null) expect(dial).toMatch(/^\+[1-9]\d{0,3}$/);
    }
  });

  it('gives the dial prefixes of the ITU list', () => {
    expect(dialPrefix('IT')).toBe('+39');
    expect(dialPrefix('it')).toBe('+39');
    expect(dialPrefix('GB')).toBe('+44');
    expect(dialPrefix('US')).toBe('+1');
    expect(dialPrefix('CA')).toBe('+1');
    expect(dialPrefix('DE')).toBe('+49');
    expect(dialPrefix('SM')).toBe('+378');
    expect(dialPrefix('CH')).toBe('+41');
    expect(dialPrefix('CN')).toBe('+86');
    expect(dialPrefix('KZ')).toBe('+7');
    // The Vatican's reserved +379 is not in use: its lines are Italian numbers.
    expect(dialPrefix('VA')).toBe('+39');
    expect(dialPrefix('BV')).toBeNull();
    expect(dialPrefix('ZZ')).toBeNull();
  });

  it('maps a shared prefix to its main country', () => {
    expect(countryOfPrefix('+1')).toBe('US');
    expect(countryOfPrefix('+44')).toBe('GB');
    expect(countryOfPrefix('+39')).toBe('IT');
    expect(countryOfPrefix('+49')).toBe('DE');
    expect(countryOfPrefix('+999')).toBeNull();
  });

  it('names countries in English and Italian', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'it')).toBe('Germania');
    expect(countryName('VA', 'it')).toMatch(/Vaticano/);
    expect(countryName('CI', 'en')).toMatch(/^Côte d.Ivoire$/);
  });

  it('lists the phone prefixes sorted by name in the language, territories without service left out', () => {
    const it = dialCountries('it');
    expect(it.find((c) => c.iso === 'BV')).toBeUndefined();
    expect(it.find((c) => c.iso === 'IT')).toEqual({ iso: 'IT', name: 'Italia', dial: '+39' });
    const names = it.map((c) => c.name);
    expect(names.indexOf('Germania')).toBeLessThan(names.indexOf('Italia'));
    expect(names[0]).toBe('Afghanistan');
  });
});

describe('findCountries (PROPCHECK, PROPLIM)', () => {
  it('suggests nothing under 2 characters', () => {
    expect(findCountries('', 'en')).toEqual([]);
    expect(findCountries('i', 'en')).toEqual([]);
    expect(findCountries('  ', 'it')).toEqual([]);
  });

  it('takes two letters as an ISO code, in any case', () => {
    expect(findCountries('it', 'en')).toEqual([{ iso: 'IT', name: 'Italy', dial: '+39' }]);
    expect(isos('IT', 'it')).toEqual(['IT']);
    expect(isos('de', 'en')).toEqual(['DE']);
    expect(isos('uk', 'en')).toEqual(['GB']);
    expect(isos('zz', 'en')).toEqual([]);
  });

  it('matches three or more letters against the names in the language and in English', () => {
    expect(isos('ger', 'en')[0]).toBe('DE');
    expect(isos('ger', 'it')[0]).toBe('DE');
    expect(findCountries('ger', 'it')[0]?.name).toBe('Germania');
    expect(isos('germania', 'it')).toEqual(['DE']);
    expect(isos('germany', 'it')).toEqual(['DE']);
    expect(isos('GERMANIA', 'en')).toEqual([]);
  });

  it('ignores accents and apostrophe shapes', () => {
    expect(isos('Cote', 'en')).toContain('CI');
    expect(isos("cote d'iv", 'en')).toEqual(['CI']);
    // 'New Zealand' contains it too, after the name that starts with it.
    expect(isos('aland', 'en')).toEqual(['AX', 'NZ']);
    expect(isos('turkiye', 'en')).toEqual(['TR']);
    expect(isos('città del', 'it')).toEqual(['VA']);
    expect(isos('citta del', 'it')).toEqual(['VA']);
  });

  it('puts names that start with the text before word and inner matches', () => {
    const result = isos('ind', 'en');
    expect(result[0]).toBe('IN');
    expect(result.indexOf('ID')).toBeGreaterThan(-1);
    expect(result.indexOf('IN')).toBeLessThan(result.indexOf('IO'));
    // "Guinea" starts a word of "Equatorial Guinea", "Papua New Guinea": after the names starting with it.
    const guinea = isos('guinea', 'en');
    expect(guinea.slice(0, 2)).toEqual(['GN', 'GW']);
    expect(guinea.slice(2).sort()).toEqual(['GQ', 'PG']);
  });

  it('knows common other names and honours a limit', () => {
    expect(isos('usa', 'en')).toContain('US');
    expect(isos('olanda', 'it')).toEqual(['NL']);
    expect(isos('holy see', 'en')).toEqual(['VA']);
    expect(findCountries('an', 'en', 3).length).toBeLessThanOrEqual(3);
    expect(findCountries('lan', 'en', 3)).toHaveLength(3);
  });
});

describe('exactCountry', () => {
  it('accepts a whole name, an alias or a code, and nothing partial', () => {
    expect(exactCountry('Italia', 'it')).toBe('IT');
    expect(exactCountry('italy', 'it')).toBe('IT');
    expect(exactCountry(' Germany ', 'en')).toBe('DE');
    expect(exactCountry('it', 'en')).toBe('IT');
    expect(exactCountry('England', 'en')).toBe('GB');
    expect(exactCountry('Ital', 'en')).toBeNull();
    expect(exactCountry('x', 'en')).toBeNull();
  });
});

describe('languageCountry', () => {
  it('gives Italy for Italian, the browser region or the UK for English', () => {
    expect(languageCountry('it', ['en-US'])).toBe('IT');
    expect(languageCountry('en', ['en-US', 'en'])).toBe('US');
    expect(languageCountry('en', ['de_CH'])).toBe('CH');
    expect(languageCountry('en', ['en'])).toBe('GB');
    expect(languageCountry('en')).toBe('GB');
  });
});

describe('foldForSearch', () => {
  it('folds case, accents, apostrophes and spaces', () => {
    expect(foldForSearch('  Côte  d’Ivoire ')).toBe("cote d'ivoire");
    expect(foldForSearch('São Tomé')).toBe('sao tome');
  });
});

describe('countryOfNationality (BODATA-12: countryIso looked up from the nationality)', () => {
  it.each([
    ['Italia', 'en', 'IT'],
    ['Italia', 'it', 'IT'],
    ['Italy', 'en', 'IT'],
    ['Italy', 'it', 'IT'],
    ['  italia ', 'en', 'IT'],
    ['Germania', 'en', 'DE'],
    ['Germany', 'it', 'DE'],
    ['Regno Unito', 'en', 'GB'],
    ['Côte d’Ivoire', 'en', 'CI'],
    ['it', 'en', 'IT'],
    ['Narnia', 'en', null],
    ['Ital', 'it', null],
    ['Italian', 'en', null],
    ['', 'en', null],
  ] as const)('%j (%s) → %s', (nationality, language, iso) => {
    expect(countryOfNationality(nationality, language)).toBe(iso);
  });

  it('keeps a countryIso the guest gave, upper case, and looks it up only when missing', () => {
    expect(guestCountryIso({ countryIso: 'fr', nationality: 'Italia' }, 'en')).toBe('FR');
    expect(guestCountryIso({ countryIso: undefined, nationality: 'Italia' }, 'en')).toBe('IT');
    expect(guestCountryIso({ countryIso: null, nationality: 'Italy' }, 'it')).toBe('IT');
    expect(guestCountryIso({ countryIso: '', nationality: 'Narnia' }, 'en')).toBeNull();
  });
});

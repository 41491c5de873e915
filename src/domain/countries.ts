/**
 * Countries for the guest's nationality and phone prefix (PROPDATA-1 Country, PROPCHECK and PROPLIM-1 country
 * autocomplete; BODATA-2 Phone prefix): the ISO 3166-1 alpha-2 codes with their international
 * dial prefixes, names in the site's languages, and the autocomplete's search. Pure and static:
 * names come from the runtime's CLDR data (Intl.DisplayNames), so nothing is downloaded.
 *
 * Dial prefixes follow ITU-T E.164 country codes. Countries of the North American Numbering Plan
 * share +1 (the area code is part of the national number), and a few territories share their
 * country's code (+44 Guernsey, Jersey, Isle of Man; +7 Kazakhstan; +358 Åland…). The Vatican
 * has a reserved code (+379) that is not in use: its numbers are Italian (+39 06 698…).
 * Territories with no telephone service of their own have no prefix (null).
 */
import type { Language } from './types.ts';

/** ISO 3166-1 alpha-2 code → dial prefix (null when the territory has none). */
export const COUNTRY_DIAL_CODES: Readonly<Record<string, string | null>> = {
  AD: '+376',
  AE: '+971',
  AF: '+93',
  AG: '+1',
  AI: '+1',
  AL: '+355',
  AM: '+374',
  AO: '+244',
  AQ: '+672',
  AR: '+54',
  AS: '+1',
  AT: '+43',
  AU: '+61',
  AW: '+297',
  AX: '+358',
  AZ: '+994',
  BA: '+387',
  BB: '+1',
  BD: '+880',
  BE: '+32',
  BF: '+226',
  BG: '+359',
  BH: '+973',
  BI: '+257',
  BJ: '+229',
  BL: '+590',
  BM: '+1',
  BN: '+673',
  BO: '+591',
  BQ: '+599',
  BR: '+55',
  BS: '+1',
  BT: '+975',
  BV: null,
  BW: '+267',
  BY: '+375',
  BZ: '+501',
  CA: '+1',
  CC: '+61',
  CD: '+243',
  CF: '+236',
  CG: '+242',
  CH: '+41',
  CI: '+225',
  CK: '+682',
  CL: '+56',
  CM: '+237',
  CN: '+86',
  CO: '+57',
  CR: '+506',
  CU: '+53',
  CV: '+238',
  CW: '+599',
  CX: '+61',
  CY: '+357',
  CZ: '+420',
  DE: '+49',
  DJ: '+253',
  DK: '+45',
  DM: '+1',
  DO: '+1',
  DZ: '+213',
  EC: '+593',
  EE: '+372',
  EG: '+20',
  EH: '+212',
  ER: '+291',
  ES: '+34',
  ET: '+251',
  FI: '+358',
  FJ: '+679',
  FK: '+500',
  FM: '+691',
  FO: '+298',
  FR: '+33',
  GA: '+241',
  GB: '+44',
  GD: '+1',
  GE: '+995',
  GF: '+594',
  GG: '+44',
  GH: '+233',
  GI: '+350',
  GL: '+299',
  GM: '+220',
  GN: '+224',
  GP: '+590',
  GQ: '+240',
  GR: '+30',
  GS: '+500',
  GT: '+502',
  GU: '+1',
  GW: '+245',
  GY: '+592',
  HK: '+852',
  HM: null,
  HN: '+504',
  HR: '+385',
  HT: '+509',
  HU: '+36',
  ID: '+62',
  IE: '+353',
  IL: '+972',
  IM: '+44',
  IN: '+91',
  IO: '+246',
  IQ: '+964',
  IR: '+98',
  IS: '+354',
  IT: '+39',
  JE: '+44',
  JM: '+1',
  JO: '+962',
  JP: '+81',
  KE: '+254',
  KG: '+996',
  KH: '+855',
  KI: '+686',
  KM: '+269',
  KN: '+1',
  KP: '+850',
  KR: '+82',
  KW: '+965',
  KY: '+1',
  KZ: '+7',
  LA: '+856',
  LB: '+961',
  LC: '+1',
  LI: '+423',
  LK: '+94',
  LR: '+231',
  LS: '+266',
  LT: '+370',
  LU: '+352',
  LV: '+371',
  LY: '+218',
  MA: '+212',
  MC: '+377',
  MD: '+373',
  ME: '+382',
  MF: '+590',
  MG: '+261',
  MH: '+692',
  MK: '+389',
  ML: '+223',
  MM: '+95',
  MN: '+976',
  MO: '+853',
  MP: '+1',
  MQ: '+596',
  MR: '+222',
  MS: '+1',
  MT: '+356',
  MU: '+230',
  MV: '+960',
  MW: '+265',
  MX: '+52',
  MY: '+60',
  MZ: '+258',
  NA: '+264',
  NC: '+687',
  NE: '+227',
  NF: '+672',
  NG: '+234',
  NI: '+505',
  NL: '+31',
  NO: '+47',
  NP: '+977',
  NR: '+674',
  NU: '+683',
  NZ: '+64',
  OM: '+968',
  PA: '+507',
  PE: '+51',
  PF: '+689',
  PG: '+675',
  PH: '+63',
  PK: '+92',
  PL: '+48',
  PM: '+508',
  PN: '+64',
  PR: '+1',
  PS: '+970',
  PT: '+351',
  PW: '+680',
  PY: '+595',
  QA: '+974',
  RE: '+262',
  RO: '+40',
  RS: '+381',
  RU: '+7',
  RW: '+250',
  SA: '+966',
  SB: '+677',
  SC: '+248',
  SD: '+249',
  SE: '+46',
  SG: '+65',
  SH: '+290',
  SI: '+386',
  SJ: '+47',
  SK: '+421',
  SL: '+232',
  SM: '+378',
  SN: '+221',
  SO: '+252',
  SR: '+597',
  SS: '+211',
  ST: '+239',
  SV: '+503',
  SX: '+1',
  SY: '+963',
  SZ: '+268',
  TC: '+1',
  TD: '+235',
  TF: '+262',
  TG: '+228',
  TH: '+66',
  TJ: '+992',
  TK: '+690',
  TL: '+670',
  TM: '+993',
  TN: '+216',
  TO: '+676',
  TR: '+90',
  TT: '+1',
  TV: '+688',
  TW: '+886',
  TZ: '+255',
  UA: '+380',
  UG: '+256',
  UM: null,
  US: '+1',
  UY: '+598',
  UZ: '+998',
  VA: '+39',
  VC: '+1',
  VE: '+58',
  VG: '+1',
  VI: '+1',
  VN: '+84',
  VU: '+678',
  WF: '+681',
  WS: '+685',
  // Kosovo: a user-assigned code (not in ISO 3166-1) in general use, CLDR included.
  XK: '+383',
  YE: '+967',
  YT: '+262',
  ZA: '+27',
  ZM: '+260',
  ZW: '+263',
};

export const COUNTRY_CODES: readonly string[] = Object.keys(COUNTRY_DIAL_CODES);

/** For a prefix shared by several countries, the one a bare prefix stands for. */
const MAIN_COUNTRY_OF_PREFIX: Readonly<Record<string, string>> = {
  '+1': 'US',
  '+7': 'RU',
  '+39': 'IT',
  '+44': 'GB',
  '+47': 'NO',
  '+61': 'AU',
  '+64': 'NZ',
  '+212': 'MA',
  '+262': 'RE',
  '+290': 'SH',
  '+358': 'FI',
  '+500': 'FK',
  '+590': 'GP',
  '+599': 'CW',
  '+672': 'NF',
};

/**
 * Other names a guest may type (former or colloquial names, in English and Italian); 'UK' is the
 * code ISO 3166-1 reserves for the United Kingdom.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  CI: ['Ivory Coast'],
  CZ: ['Czech Republic', 'Repubblica Ceca'],
  GB: [
    'UK',
    'Great Britain',
    'Gran Bretagna',
    'England',
    'Inghilterra',
    'Scotland',
    'Scozia',
    'Wales',
    'Galles',
  ],
  MK: ['Macedonia'],
  MM: ['Burma', 'Birmania'],
  NL: ['Holland', 'Olanda'],
  SZ: ['Swaziland'],
  TR: ['Turkey'],
  US: ['USA', 'United States of America', "Stati Uniti d'America", 'America'],
  VA: ['Holy See', 'Santa Sede', 'Vatican'],
};

/** The international dial prefix of a country ('IT' → '+39'), or null. */
export function dialPrefix(iso: string): string | null {
  return COUNTRY_DIAL_CODES[iso.toUpperCase()] ?? null;
}

/** The country a dial prefix stands for: the main one when several share it, else the only one. */
export function countryOfPrefix(prefix: string): string | null {
  const main = MAIN_COUNTRY_OF_PREFIX[prefix];
  if (main !== undefined) return main;
  return COUNTRY_CODES.find((iso) => COUNTRY_DIAL_CODES[iso] === prefix) ?? null;
}

export function isCountryCode(value: string): boolean {
  return Object.hasOwn(COUNTRY_DIAL_CODES, value.toUpperCase());
}

const namesCache = new Map<Language, ReadonlyMap<string, string>>();

/** Every country's name in a language (CLDR, through Intl.DisplayNames). */
export function countryNames(language: Language): ReadonlyMap<string, string> {
  let names = namesCache.get(language);
  if (names === undefined) {
    const display = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    names = new Map(COUNTRY_CODES.map((iso) => [iso, display.of(iso) ?? iso]));
    namesCache.set(language, names);
  }
  return names;
}

/** A country's name in a language ('DE', 'it' → 'Germania'); the code itself when unknown. */
export function countryName(iso: string, language: Language): string {
  return countryNames(language).get(iso.toUpperCase()) ?? iso;
}

/** Lowercase, without accents, with one kind of apostrophe and single spaces: 'Côte d’Ivoire' → "cote d'ivoire". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** PROPLIM-1: the nationality field starts suggesting at 2 characters (two letters = an ISO code). */
export const COUNTRY_QUERY_MIN_LENGTH = 2;

export type CountryMatch = { iso: string; name: string; dial: string | null };

type SearchEntry = { iso: string; terms: string[] };
const searchCache = new Map<Language, SearchEntry[]>();

function searchEntries(language: Language): SearchEntry[] {
  let entries = searchCache.get(language);
  if (entries === undefined) {
    const local = countryNames(language);
    const english = countryNames('en');
    entries = COUNTRY_CODES.map((iso) => ({
      iso,
      terms: [
        ...new Set(
          [local.get(iso) ?? iso, english.get(iso) ?? iso, ...(ALIASES[iso] ?? [])].map(foldForSearch),
        ),
      ],
    }));
    searchCache.set(language, entries);
  }
  return entries;
}

/**
 * The countries a typed text stands for, best first (PROPCHECK, PROPLIM): nothing under 2
 * characters; two letters are an ISO code ('it' → Italy); three or more are matched against the
 * names in the given language and in English (and a few common other names), without regard to
 * case or accents: names that start with the text first, then names with a word that starts
 * with it, then names that contain it, each group in the language's alphabetical order.
 */
export function findCountries(query: string, language: Language, limit = Infinity): CountryMatch[] {
  const folded = foldForSearch(query);
  const names = countryNames(language);
  const toMatch = (iso: string): CountryMatch => ({
    iso,
    name: names.get(iso) ?? iso,
    dial: dialPrefix(iso),
  });
  if (folded.length < COUNTRY_QUERY_MIN_LENGTH) return [];
  if (folded.length === 2) {
    const code = folded.toUpperCase();
    const iso = code === 'UK' ? 'GB' : code;
    return isCountryCode(iso) ? [toMatch(iso)] : [];
  }
  const ranked: { iso: string; rank: number }[] = [];
  for (const { iso, terms } of searchEntries(language)) {
    let rank = 3;
    for (const term of terms) {
      if (term.startsWith(folded)) rank = Math.min(rank, 0);
      else if (term.split(/[\s'(-]+/).some((word) => word.startsWith(folded))) rank = Math.min(rank, 1);
      else if (term.includes(folded)) rank = Math.min(rank, 2);
    }
    if (rank < 3) ranked.push({ iso, rank });
  }
  const collator = new Intl.Collator(language);
  ranked.sort(
    (a, b) => a.rank - b.rank || collator.compare(names.get(a.iso) ?? a.iso, names.get(b.iso) ?? b.iso),
  );
  return ranked.slice(0, limit).map((entry) => toMatch(entry.iso));
}

/**
 * The one country a whole text names exactly (a name in the language or English, an alias, or
 * a two-letter ISO code), or null: used to accept a typed or autofilled nationality.
 */
export function exactCountry(text: string, language: Language): string | null {
  const folded = foldForSearch(text);
  if (folded.length === 2) return findCountries(folded, language)[0]?.iso ?? null;
  if (folded.length < 3) return null;
  return searchEntries(language).find((entry) => entry.terms.includes(folded))?.iso ?? null;
}

/** The languages a nationality may be written in (the site's), tried in this order after the guest's own. */
const NATIONALITY_LANGUAGES: readonly Language[] = ['en', 'it'];

/**
 * The ISO code of a nationality (BODATA-12 Guest contact: countryIso "looked up from the
 * nationality when missing"): the country the whole text names in the guest's language, else in
 * any language of the site, else null. countryOfNationality('Italia', 'en') = 'IT',
 * countryOfNationality('Italy', 'it') = 'IT', countryOfNationality('Narnia', 'en') = null.
 */
export function countryOfNationality(nationality: string, language: Language): string | null {
  for (const candidate of [language, ...NATIONALITY_LANGUAGES.filter((l) => l !== language)]) {
    const iso = exactCountry(nationality, candidate);
    if (iso !== null) return iso;
  }
  return null;
}

/** The guest's countryIso: the one given (upper case), else looked up from the nationality (null when unknown). */
export function guestCountryIso(
  guest: { countryIso?: string | null; nationality: string },
  language: Language,
): string | null {
  const given = guest.countryIso?.trim().toUpperCase();
  if (given) return given;
  return countryOfNationality(guest.nationality, language);
}

/** Countries with a dial prefix, sorted by name in the language: the phone prefix list. */
export function dialCountries(language: Language): CountryMatch[] {
  const names = countryNames(language);
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.filter((iso) => COUNTRY_DIAL_CODES[iso] !== null)
    .map((iso) => ({ iso, name: names.get(iso) ?? iso, dial: COUNTRY_DIAL_CODES[iso] ?? null }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The country of a language, for a default phone prefix: 'it' → 'IT'; English has none of its own. */
export function languageCountry(language: Language, browserLocales: readonly string[] = []): string | null {
  if (language === 'it') return 'IT';
  // An English page says nothing about the guest's country; the browser's region may.
  for (const locale of browserLocales) {
    const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(locale)?.[1]?.toUpperCase();
    if (region !== undefined && dialPrefix(region) !== null) return region;
  }
  return 'GB';
}

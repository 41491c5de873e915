/**
 * A country as the country lookups answer it (PROPDATA-1 Country: name, nativeName, alpha2Code,
 * flag, translations by language), built from the shipped data: the ISO codes and dial prefixes of
 * countries.ts and the runtime's CLDR (Intl.DisplayNames, Intl.Locale likely subtags). Pure.
 */
import { COUNTRY_CODES, countryName, dialPrefix, findCountries, isCountryCode } from './countries.ts';
import type { Language } from './types.ts';

export type CountryInfo = {
  alpha2Code: string;
  name: string;
  nativeName: string;
  flag: string;
  translations: Record<Language, string>;
  callingCode: string | null;
};

/** The flag emoji of an ISO code: two regional indicator symbols ('IT' → 🇮🇹). */
export function flagOf(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

/**
 * The country's name in its own most likely language ('DE' → 'Deutschland', 'JP' → '日本'); the
 * English name when CLDR knows no language for it.
 */
export function nativeNameOf(iso: string): string {
  try {
    const language = new Intl.Locale(`und-${iso.toUpperCase()}`).maximize().language;
    if (language && language !== 'und') {
      return (
        new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(iso.toUpperCase()) ?? iso
      );
    }
  } catch {
    // An unknown region: fall back to English below.
  }
  return countryName(iso, 'en');
}

export function countryInfo(iso: string, language: Language): CountryInfo {
  const code = iso.toUpperCase();
  return {
    alpha2Code: code,
    name: countryName(code, language),
    nativeName: nativeNameOf(code),
    flag: flagOf(code),
    translations: { en: countryName(code, 'en'), it: countryName(code, 'it') },
    callingCode: dialPrefix(code),
  };
}

/** Every country, sorted by name in `language`. */
export function allCountries(language: Language): CountryInfo[] {
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((iso) => countryInfo(iso, language)).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** The country of an ISO code, or null ('it' → Italy). */
export function countryByIso(iso: string, language: Language): CountryInfo | null {
  const code = iso.toUpperCase() === 'UK' ? 'GB' : iso.toUpperCase();
  return isCountryCode(code) ? countryInfo(code, language) : null;
}

/** PROPLIM-1: two letters are an ISO code, three or more a name (best matches first). */
export function countriesByName(query: string, language: Language): CountryInfo[] {
  return findCountries(query, language).map((match) => countryInfo(match.iso, language));
}

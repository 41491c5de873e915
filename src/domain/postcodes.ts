/**
 * Postcode and province rules by country (PROPDATA-7 addressInfo, PROPCHECK-7 hotel form: zipcode and
 * province optional; FMT-4 gives Italy's formats). Italy keeps its CAP of 5 digits and
 * the 2-letter province code; a few countries with a simple, well-known postcode format are
 * checked against it; any other country accepts 1 to 10 letters, digits, spaces and hyphens,
 * and a province is free text outside Italy. The country of an address may be an ISO 3166-1
 * alpha-2 code ('CH', what the places lookup gives) or a country's name in English or Italian
 * ('Switzerland', 'Svizzera').
 */
import { countryOfNationality, isCountryCode } from './countries.ts';

/** The postcode formats checked by country (ISO 3166-1 alpha-2), case-insensitive. */
export const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  /** CAP: 00186 Roma. */
  IT: /^\d{5}$/,
  /** 3920 Zermatt, 6020 Innsbruck, 1000 Bruxelles, 1050 København K. */
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  BE: /^\d{4}$/,
  DK: /^\d{4}$/,
  /** 10115 Berlin, 75008 Paris, 28013 Madrid, 00100 Helsinki. */
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  FI: /^\d{5}$/,
  /** 1012 AB Amsterdam (the space is often left out). */
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  /** 1100-148 Lisboa. */
  PT: /^\d{4}-\d{3}$/,
  /** 00-001 Warszawa. */
  PL: /^\d{2}-\d{3}$/,
  /** Eircode: routing key (letter, 2 digits; or D6W) and a 4-character identifier: D02 X285. */
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  /** SW1A 1AA, M1 1AE, EC1A 1BB, B33 8TH, CR2 6XH, DN55 1PT; GIR 0AA. */
  GB: /^(?:[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}|GIR ?0AA)$/i,
};

/** Any other country: 1 to 10 letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
export const GENERIC_POSTCODE = /^[\p{L}\p{N}](?:[\p{L}\p{N} -]{0,8}[\p{L}\p{N}])?$/u;

/** The longest postcode accepted in any country. */
export const POSTCODE_MAX_LENGTH = 10;

/** Italy's province code (sigla): 2 letters. */
export const ITALIAN_PROVINCE = /^[A-Za-z]{2}$/;

/** The longest province, state or county accepted outside Italy. */
export const PROVINCE_MAX_LENGTH = 100;

/**
 * The ISO code of an address's country: a 2-letter code as given ('ch' → 'CH', 'UK' → 'GB'),
 * else the country a whole name stands for in English or Italian; null when unknown.
 */
export function countryIsoOf(country: string | null | undefined): string | null {
  const text = country?.trim() ?? '';
  if (text.length === 2) {
    const code = text.toUpperCase() === 'UK' ? 'GB' : text.toUpperCase();
    return isCountryCode(code) ? code : null;
  }
  return text.length < 3 ? null : countryOfNationality(text, 'en');
}

/** Whether a postcode is well formed for a country (ISO code or name; unknown countries: the generic rule). */
export function isPostcode(postcode: string, country: string | null | undefined): boolean {
  const value = postcode.trim();
  if (value.length > POSTCODE_MAX_LENGTH) return false;
  const pattern = POSTCODE_PATTERNS[countryIsoOf(country) ?? ''] ?? GENERIC_POSTCODE;
  return pattern.test(value);
}

/** Whether the province must be Italy's 2-letter code (the country is Italy). */
export function requiresItalianProvince(country: string | null | undefined): boolean {
  return countryIsoOf(country) === 'IT';
}

/** Whether a province is well formed for a country: 2 letters in Italy, any text up to 100 characters elsewhere. */
export function isProvince(province: string, country: string | null | undefined): boolean {
  const value = province.trim();
  if (requiresItalianProvince(country)) return ITALIAN_PROVINCE.test(value);
  return value.length > 0 && value.length <= PROVINCE_MAX_LENGTH;
}

/** Whether the country's postcodes are digits only (the form offers a numeric keyboard). */
export function isNumericPostcode(country: string | null | undefined): boolean {
  const pattern = POSTCODE_PATTERNS[countryIsoOf(country) ?? ''];
  return pattern !== undefined && /^\^\\d\{\d\}\$$/.test(pattern.source);
}

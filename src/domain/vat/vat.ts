/**
 * EU VAT numbers (FMT-8 "VAT number: per-country EU patterns"), checked beyond the
 * pattern: the country's check digits too. The reference for what is valid is python-stdnum's
 * `stdnum.eu.vat` (docs/decisions/023-format-rules-beyond-the-spec.md).
 */
import { VAT_COUNTRIES, VAT_RULES, type VatCountry } from './countries.ts';
import type { VatCheck } from './types.ts';

export type { VatCheck, VatCountry };

/** Unicode dashes and spaces people paste from documents, folded to their ASCII forms. */
const DASHES = /[\u2010-\u2015\u2212\uFE63\uFF0D]/g;
const SPACES = /\s/g;

export function isVatCountry(code: string): code is VatCountry {
  return (VAT_COUNTRIES as readonly string[]).includes(code);
}

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, '\\$&');
}

/**
 * The canonical form of a VAT number: country prefix, then the number without separators,
 * upper case (`'be 0428.759.497'` → `'BE0428759497'`), or null when the prefix is not an EU
 * member state's. Does not check the number.
 */
export function compactVatNumber(value: string): string | null {
  const upper = value.replace(DASHES, '-').replace(SPACES, ' ').toUpperCase().trim();
  const country = upper.slice(0, 2);
  if (!isVatCountry(country)) return null;
  const rule = VAT_RULES[country];
  const rest = upper.slice(2).replace(new RegExp(`[${escapeClass(rule.separators)}]`, 'g'), '');
  return country + (rule.canonical ? rule.canonical(rest) : rest);
}

/**
 * Checks a VAT number with its country prefix: 'valid', or why not ('country' for a prefix
 * that is not an EU member state's, then 'format', 'length', 'component' or 'checksum').
 * @example checkVatNumber('IT 00743110157') // 'valid'; checkVatNumber('IT00743110158') // 'checksum'
 */
export function checkVatNumber(value: string): VatCheck {
  const compact = compactVatNumber(value);
  if (compact === null) return 'country';
  const country = compact.slice(0, 2) as VatCountry;
  return VAT_RULES[country].check(compact.slice(2));
}

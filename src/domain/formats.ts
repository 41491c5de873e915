/**
 * Format rules of spec 002 §5 ("Format rules") and spec 000 §5 (link sanitisation), as plain
 * regular expressions and predicates shared by the forms, the widget and the worker.
 */

/** 3 to 32 lowercase letters, digits, underscore, dot, hyphen and at. */
export const USERNAME = /^[a-z0-9_.@-]{3,32}$/;

/** 8 to 32 characters, no whitespace, at least one digit, one lowercase and one uppercase letter. */
export const PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,32}$/;

/** The password rule plus one special character from @$!%*?&_+-. */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*?&_+\-.])\S{8,32}$/;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 32;

/** Generic top-level domains accepted besides every two-letter country code. */
export const KNOWN_TLDS = [
  'aero',
  'app',
  'arpa',
  'asia',
  'biz',
  'blog',
  'cat',
  'cloud',
  'com',
  'coop',
  'design',
  'dev',
  'edu',
  'email',
  'eu',
  'gov',
  'holiday',
  'hotel',
  'hotels',
  'info',
  'int',
  'jobs',
  'live',
  'mil',
  'mobi',
  'museum',
  'name',
  'net',
  'online',
  'org',
  'pro',
  'shop',
  'site',
  'store',
  'tech',
  'tel',
  'travel',
  'tours',
  'vacations',
  'xyz',
] as const;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TLD = `(?:${KNOWN_TLDS.join('|')}|[A-Za-z]{2})`;
const IPV4 = '(?:(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const PORT = '(?::\\d{1,5})?';

/**
 * Standard address with a known TLD or a two-letter country code, or an IP; optional port.
 * Case-insensitive: domain names are (`USER@EXAMPLE.COM` is valid).
 */
export const EMAIL = new RegExp(
  `^${EMAIL_LOCAL}@(?:(?:${DOMAIN_LABEL}\\.)+${TLD}|${IPV4}|\\[${IPV4}\\])${PORT}$`,
  'i',
);

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}

/** Exactly 5 digits (Italian CAP). */
export const ZIP = /^\d{5}$/;

/** Exactly 2 letters (Italian province code). */
export const PROVINCE = /^[A-Za-z]{2}$/;

/** Optional plus, 2 to 4 digits, then 3 to 11 digits (one space or hyphen may separate them). */
export const PHONE = /^\+?\d{2,4}[ -]?\d{3,11}$/;

/** Digits with up to 2 decimals. */
export const PRICE = /^\d+(?:\.\d{1,2})?$/;

/** Like PRICE, with a leading plus or minus allowed. */
export const PRICE_NON_STRICT = /^[+-]?\d+(?:\.\d{1,2})?$/;

/** Italian fiscal code of a person (16 characters) or of a company (11 digits). */
export const FISCAL_CODE = /^(?:[A-Za-z]{6}\d{2}[A-EHLMPRSTa-ehlmprst]\d{2}[A-Za-z]\d{3}[A-Za-z]|\d{11})$/;

/** ISO-8601 calendar date, optionally with a time and a zone (2026-11-21, 2026-11-21T08:00:00Z). */
export const ISO_DATE_STRING =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

export type CardBrand = 'VISA' | 'MASTERCARD' | 'DISCOVER' | 'AMEX' | 'DINERS_CLUB' | 'JCB';

/** Card number patterns by brand (digits only). */
export const CARD_PATTERNS: Record<CardBrand, RegExp> = {
  VISA: /^4\d{12}(?:\d{3}){0,2}$/,
  MASTERCARD: /^(?:5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/,
  DISCOVER: /^6(?:011|5\d{2})\d{12}(?:\d{3})?$/,
  AMEX: /^3[47]\d{13}$/,
  DINERS_CLUB: /^3(?:0[0-5]|[689]\d)\d{11,16}$/,
  JCB: /^(?:2131|1800|35\d{3})\d{11}$/,
};

/** Per-country EU VAT number patterns, country prefix included (VIES formats). */
export const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(?:\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** True when `value` (spaces ignored, case-insensitive) is a VAT number of an EU country. */
export function isVatNumber(value: string): boolean {
  const normalized = value.replace(/\s+/g, '').toUpperCase();
  const pattern = VAT_PATTERNS[normalized.slice(0, 2)];
  return pattern?.test(normalized) ?? false;
}

/** Protocols a user-supplied link may use (spec 000 §5). */
export const SAFE_LINK_PROTOCOLS = ['http:', 'https:', 'file:', 'tel:', 'sms:', 'mailto:'] as const;

/**
 * Returns the link when its protocol is allowed, otherwise `'unsafe:' + link` (so that
 * `javascript:` and `data:` links never run). Relative links are kept.
 */
export function sanitizeLink(link: string): string {
  const trimmed = link.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these characters from a URL, so must we.
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(trimmed.replace(/[\u0000-\u001F\u007F\s]/g, ''));
  if (!scheme) return trimmed;
  const protocol = `${scheme[1]?.toLowerCase()}:`;
  return (SAFE_LINK_PROTOCOLS as readonly string[]).includes(protocol) ? trimmed : `unsafe:${trimmed}`;
}

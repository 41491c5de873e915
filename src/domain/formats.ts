/**
 * The format rules (FMT) and INPUT-6 (link sanitisation), as plain
 * regular expressions and predicates shared by the forms, the widget and the worker.
 *
 * The patterns say what a value looks like; the `is…` predicates also check what a pattern
 * cannot: VAT and fiscal-code check digits, the calendar of ISO 8601 dates
 * (docs/decisions/023-format-rules-beyond-the-spec.md).
 */
import { daysInMonth, isLeapYear } from './vat/checksums.ts';
import { checkFiscalCode } from './vat/italy.ts';
import { checkVatNumber } from './vat/vat.ts';

/** 3 to 32 lowercase letters, digits, underscore, dot, hyphen and at. */
export const USERNAME = /^[a-z0-9_.@-]{3,32}$/;

/** 8 to 32 characters, no whitespace, at least one digit, one lowercase and one uppercase letter. */
export const PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,32}$/;

/** The special characters of a strong password, exactly as FMT-2 lists them. */
export const STRONG_PASSWORD_SPECIALS = '@$!%*?&_+-.';

/**
 * The password rule plus one special character from @$!%*?&_+-. and nothing but letters, digits
 * and those characters (a `#` or an `é` is not one of the listed specials).
 */
export const STRONG_PASSWORD =
  /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*?&_+\-.])[A-Za-z\d@$!%*?&_+\-.]{8,32}$/;

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
/** TCP ports 1-65535, without leading zeros. */
const PORT = '(?::(?:6553[0-5]|655[0-2]\\d|65[0-4]\\d{2}|6[0-4]\\d{3}|[1-5]\\d{4}|[1-9]\\d{0,3}))?';

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

/** Optional plus, 2 to 4 digits, then 3 to 11 digits: FMT-5 exactly. */
export const PHONE = /^\+?\d{2,4}\d{3,11}$/;

/**
 * A phone number as people type it: PHONE's digits, which single spaces or hyphens may group
 * (`+39 333 123-4567`), never after the plus or at either end. Whatever matches it matches
 * PHONE once `compactPhone` removed the separators.
 */
export const PHONE_INPUT = /^\+?\d(?:[ -]?\d){4,14}$/;

/**
 * The phone number without the spaces and hyphens people group digits with
 * (`'+39 333 123-4567'` → `'+393331234567'`): the form PHONE describes.
 */
export function compactPhone(value: string): string {
  return value.replace(/[ -]/g, '');
}

/** True for a phone number as typed (PHONE_INPUT): PHONE's pattern once spaces and hyphens go. */
export function isPhone(value: string): boolean {
  return PHONE_INPUT.test(value);
}

/** Digits with up to 2 decimals. */
export const PRICE = /^\d+(?:\.\d{1,2})?$/;

/** Like PRICE, with a leading plus or minus allowed. */
export const PRICE_NON_STRICT = /^[+-]?\d+(?:\.\d{1,2})?$/;

/**
 * Shape of an Italian fiscal code: a person's 16 upper-case characters (the 7 digit positions
 * may hold their omocodia letters L-V, the month is one of ABCDEHLMPRST) or a company's 11
 * digits. `isFiscalCode` also checks the check character, the birth date and the office code.
 */
export const FISCAL_CODE =
  /^(?:[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]|\d{11})$/;

/**
 * True for a valid Italian fiscal code: a person's (check character, real birth day, omocodia
 * allowed, upper case only) or a company's partita IVA (office code and Luhn check digit).
 * @example isFiscalCode('RSSMRA45C12F2LRI') // true: RSSMRA45C12F205C with omocodia
 */
export function isFiscalCode(value: string): boolean {
  return checkFiscalCode(value) === 'valid';
}

// ISO 8601-1 building blocks. A time may follow only a complete date; basic and extended
// formats are not mixed within one string; the lowest-order time component may carry a decimal
// fraction after a comma or a point.
const MONTH = '(?:0[1-9]|1[0-2])';
const DAY = '(?:0[1-9]|[12]\\d|3[01])';
const WEEK = 'W(?:0[1-9]|[1-4]\\d|5[0-3])';
const WEEKDAY = '[1-7]';
const ORDINAL = '(?:00[1-9]|0[1-9]\\d|[12]\\d\\d|3[0-5]\\d|36[0-6])';
const HOUR = '(?:[01]\\d|2[0-3])';
const MINUTE = '[0-5]\\d';
const FRACTION = '(?:[.,]\\d{1,9})?';
const EXTENDED_DATE = `\\d{4}-(?:${MONTH}-${DAY}|${WEEK}-${WEEKDAY}|${ORDINAL})`;
const EXTENDED_REDUCED = `\\d{4}-(?:${MONTH}|${WEEK})`;
const EXTENDED_TIME = `T${HOUR}(?::${MINUTE}(?::${MINUTE})?)?${FRACTION}(?:Z|[+-]${HOUR}(?::${MINUTE})?)?`;
const BASIC_DATE = `\\d{4}(?:${MONTH}${DAY}|${WEEK}${WEEKDAY}|${ORDINAL})`;
const BASIC_REDUCED = `\\d{4}(?:${WEEK})?`;
const BASIC_TIME = `T${HOUR}(?:${MINUTE}(?:${MINUTE})?)?${FRACTION}(?:Z|[+-]${HOUR}(?:${MINUTE})?)?`;

/**
 * ISO 8601 date string, by its shape: calendar (2026-11-26, 20261126), week (2026-W48-4,
 * 2026W484) or ordinal (2026-330, 2026330) dates, reduced precision (2026-11, 2026-W48, 2026),
 * optionally a time after a complete date (T08, T08:30, T08:30:15, their basic forms, a
 * fraction with a comma or a point) and a zone (Z, ±hh, ±hh:mm or ±hhmm). The calendar is
 * checked by `isIsoDateString`, which is what forms should use.
 */
export const ISO_DATE_STRING = new RegExp(
  `^(?:${EXTENDED_DATE}(?:${EXTENDED_TIME})?|${EXTENDED_REDUCED}|${BASIC_DATE}(?:${BASIC_TIME})?|${BASIC_REDUCED})$`,
);

/**
 * ISO weeks of a year: 53 when it starts or ends on a Thursday (a common year starting on a
 * Thursday, a leap year starting on a Wednesday or a Thursday), otherwise 52.
 */
export function isoWeeksInYear(year: number): 52 | 53 {
  // Weekday of 31 December of year y, 0 = Sunday: 4 is a Thursday; 3 for the year before means
  // this year's 1 January is a Thursday.
  const dec31 = (y: number) =>
    (((y + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400)) % 7) + 7) % 7;
  return dec31(year) === 4 || dec31(year - 1) === 3 ? 53 : 52;
}

/**
 * True for an ISO 8601 date string (see ISO_DATE_STRING) that is also a real day of the
 * Gregorian calendar: no 30 February, 29 February and day 366 only in leap years, week 53 only
 * in years that have one; a zone of minus zero (-00, -00:00) is not ISO 8601's.
 * @example isIsoDateString('2026-W48-4') // true; isIsoDateString('2026-W53') // false
 */
export function isIsoDateString(value: string): boolean {
  if (!ISO_DATE_STRING.test(value)) return false;
  const [date = '', time = ''] = value.split('T');
  if (/-00(?::?00)?$/.test(time)) return false;
  const year = Number(date.slice(0, 4));
  const rest = date.slice(4).replace(/-/g, '');
  if (rest.startsWith('W')) return Number(rest.slice(1, 3)) <= isoWeeksInYear(year);
  if (rest.length === 3) return Number(rest) <= (isLeapYear(year) ? 366 : 365);
  if (rest.length === 4) return Number(rest.slice(2)) <= daysInMonth(year, Number(rest.slice(0, 2)));
  return true;
}

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

/**
 * Per-country EU VAT number patterns, country prefix included, of the compacted number (no
 * separators, upper case, python-stdnum's canonical form). `isVatNumber` also checks the
 * country's check digits.
 */
export const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE[1-9]\d{8}$/,
  DK: /^DK[1-9]\d{7}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-W]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(?:\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT[1-9]\d{7}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT[1-9]\d{8}$/,
  RO: /^RO(?:[1-9]\d{1,9}|\d{13})$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI[1-9]\d{7}$/,
  SK: /^SK\d{10}$/,
};

/**
 * True when `value` is a valid VAT number of an EU member state: its pattern and its country's
 * check digits (separators and case ignored; see `checkVatNumber` in ./vat/vat.ts for why not).
 * @example isVatNumber('IT 00743110157') // true; isVatNumber('IT00743110158') // false
 */
export function isVatNumber(value: string): boolean {
  return checkVatNumber(value) === 'valid';
}

/** Protocols a user-supplied link may use (INPUT). */
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

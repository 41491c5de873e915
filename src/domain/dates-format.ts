/**
 * Date-only values in the locale's short format (INPUT-7 "date parsing: strict, in the
 * locale's short format"; PROPCHECK; PROPERR 'The date is not valid!').
 *
 * Both languages use day/month/year: en is British English (en-GB, DD/MM/YYYY) and it is it-IT
 * (DD/MM/YYYY). Parsing is strict:
 * - separators are '/' only; day and month take one or two digits, the year exactly four
 *   (two-digit years are refused: 01/02/27 is not a date);
 * - the day must exist (31/02/2027 and 29/02/2027 are refused, 29/02/2028 is fine);
 * - surrounding spaces are ignored, anything else fails.
 *
 * Values are 'YYYY-MM-DD' strings (`IsoDate`), never `Date` objects, so no time zone can shift
 * a day. The week starts on Monday (SITELIM-1).
 */

import { dateTimeFormat } from './intl.ts';
import type { Language } from './types.ts';

export type IsoDate = string;

export const INVALID_DATE_MESSAGE = 'The date is not valid!';

/** SITELIM-1: the week starts on Monday (ISO weekday 1). */
export const FIRST_DAY_OF_WEEK = 1;

/** The short date pattern shown as a placeholder, per language. */
export const SHORT_DATE_PATTERN: Readonly<Record<Language, string>> = {
  en: 'DD/MM/YYYY',
  it: 'GG/MM/AAAA',
};

/** BCP 47 locale of each language (dates, numbers, currency). */
export const LOCALE: Readonly<Record<Language, string>> = { en: 'en-GB', it: 'it-IT' };

/** The locale of a language tag that may be any string (English's when it is not ours). */
export function localeOf(language: string): string {
  return language in LOCALE ? LOCALE[language as Language] : LOCALE.en;
}

/** Strict: two-digit day and month, four-digit year ('01/02/2026', never '1/2/2026' or '01/02/26'). */
const SHORT_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' from parts, or null when the day does not exist. */
function fromParts(year: number, month: number, day: number): IsoDate | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && fromParts(Number(match[1]), Number(match[2]), Number(match[3])) === value;
}

/**
 * Parses a date typed in the short format of `language` ('21/11/2026') into '2026-11-21';
 * null when it is not a real date in that format. Both languages read day/month/year.
 */
export function parseShortDate(text: string, _language: Language): IsoDate | null {
  const match = SHORT_DATE.exec(text.trim());
  if (!match) return null;
  return fromParts(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** Like `parseShortDate`, throwing `Error('The date is not valid!')` on invalid input. */
export function parseShortDateOrThrow(text: string, language: Language): IsoDate {
  const date = parseShortDate(text, language);
  if (date === null) throw new Error(INVALID_DATE_MESSAGE);
  return date;
}

/** '2026-11-21' → '21/11/2026' (both languages); throws 'The date is not valid!' on a bad value. */
export function formatShortDate(date: IsoDate, _language: Language): string {
  const match = ISO_DATE.exec(date);
  if (!match || !isIsoDate(date)) throw new Error(INVALID_DATE_MESSAGE);
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD'. */
function epochDay(date: IsoDate): number {
  if (!isIsoDate(date)) throw new Error(INVALID_DATE_MESSAGE);
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** Adds whole days to a date-only value: addDays('2027-12-30', 3) = '2028-01-02'. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const d = new Date((epochDay(date) + days) * MS_PER_DAY);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). BOLIM: diffs in days. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDay(to) - epochDay(from);
}

/** Today's date in a time zone (the browser's when omitted). */
export function todayIso(now: Date = new Date(), timeZone?: string): IsoDate {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a date-only value. */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (ISO 4).
  return ((((epochDay(date) + 3) % 7) + 7) % 7) + 1;
}

/** A date-only value in a long, human form ('21 Nov 2026' / '21 nov 2026'). */
export function formatLongDate(date: IsoDate, language: Language): string {
  if (!isIsoDate(date)) throw new Error(INVALID_DATE_MESSAGE);
  return dateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * A date-only value in words, weekday first, as a letter writes it: 'Monday 11 January 2027' /
 * 'lunedì 11 gennaio 2027' (the e-mails to guests). A language that is not ours is English.
 */
export function formatDateInWords(date: IsoDate, language: string): string {
  if (!isIsoDate(date)) throw new Error(INVALID_DATE_MESSAGE);
  return dateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');
}

/** The day of an instant on a clock (the hotel's time zone), in the same form ('21 Nov 2026'). */
export function formatInstantDate(
  instant: string | number | Date,
  language: Language,
  timeZone: string,
): string {
  return dateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone }).format(new Date(instant));
}

/**
 * The last minute still inside a period that ends at `end`, on a clock (`timeZone`): a
 * cancellation deadline at midnight reads '13 Dec, 23:59', never the '00:00' that starts the
 * penalty. The year only when it is not `now`'s year on that clock.
 */
export function formatLastMinuteBefore(
  end: string | number | Date,
  language: Language,
  timeZone: string,
  now: number = Date.now(),
): string {
  const last = new Date(end).getTime() - 60_000;
  const year = (instant: number) => dateTimeFormat('en', { year: 'numeric', timeZone }).format(instant);
  return dateTimeFormat(LOCALE[language], {
    day: 'numeric',
    month: 'short',
    ...(year(last) === year(now) ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(last);
}

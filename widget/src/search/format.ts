/**
 * Date-only values in words for the search step, per language (en-GB, it-IT). A 'YYYY-MM-DD'
 * is formatted as that day at UTC midnight in the UTC zone: the browser's own time zone never
 * takes part, so no day shifts by one west or east of Greenwich.
 */
import type { Language } from '../../../src/contracts/types.ts';
import { LOCALE } from '../../../src/domain/dates-format.ts';

type IsoDate = string;

const cache = new Map<string, Intl.DateTimeFormat>();

function format(language: Language, options: Intl.DateTimeFormatOptions, date: IsoDate): string {
  const key = language + JSON.stringify(options);
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(LOCALE[language], { ...options, timeZone: 'UTC' });
    cache.set(key, formatter);
  }
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return formatter.format(Date.UTC(y, m - 1, d));
}

/** 'Friday, 12 June 2026' / 'venerdì 12 giugno 2026' (a day's accessible name). */
export function longDate(date: IsoDate, language: Language): string {
  return format(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, date);
}

/**
 * The long date split around its day number, for a cell that shows only the number:
 * ['Friday, ', '12', ' June 2026'] / ['venerdì ', '12', ' giugno 2026'].
 */
export function longDateParts(date: IsoDate, language: Language): [string, string, string] {
  const text = longDate(date, language);
  const day = String(Number(date.slice(8)));
  const at = text.search(new RegExp(`(?<!\\d)${day}(?!\\d)`));
  return at < 0 ? [`${text} `, day, ''] : [text.slice(0, at), day, text.slice(at + day.length)];
}

/** 'Fri 12 Jun' / 'ven 12 giu'. */
export function shortDate(date: IsoDate, language: Language): string {
  return format(language, { weekday: 'short', day: 'numeric', month: 'short' }, date);
}

/** 'June 2026' / 'Giugno 2026' (capitalised: it is a heading). */
export function monthLabel(month: IsoDate, language: Language): string {
  const text = format(language, { month: 'long', year: 'numeric' }, month);
  return text.charAt(0).toLocaleUpperCase(LOCALE[language]) + text.slice(1);
}

/** Weekday names Monday first: [{ short: 'Mon', long: 'Monday' }, …]. 2024-01-01 was a Monday. */
export function weekdays(language: Language): { short: string; long: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = `2024-01-0${i + 1}`;
    return {
      short: format(language, { weekday: 'short' }, date),
      long: format(language, { weekday: 'long' }, date),
    };
  });
}

/**
 * A price made compact for a day cell: formatted by the widget's whole-unit money function
 * (useCompactMoney, which converts before rounding), any zero decimals dropped
 * ('€89.00' → '€89', '89,00 €' → '89 €').
 */
export function compactPrice(money: (amount: number) => string, amount: number): string {
  return money(amount).replace(/[.,]0+(?!\d)/, '');
}

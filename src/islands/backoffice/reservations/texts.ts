/** Small text helpers the reservations list and the reservation screen share. */
import type { Language } from '../../../contracts/types.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import { pluralForm } from '../../../domain/plural.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';

/** `key.one` or `key.other` with `{count}`, by the plural rules of t's language (Intl.PluralRules). */
export function plural(t: Translate, key: string, count: number): string {
  return t.text(`${key}.${pluralForm(count, t.language ?? 'en')}`, { count });
}

/** The day (YYYY-MM-DD) of an instant in the hotel's time zone. */
export function hotelDay(instant: string, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(instant))
    .slice(0, 10);
}

/** The address of a reservation's screen in `language`. */
export function reservationPath(language: Language, code: string): string {
  return localePath(language, `/secure/reservations/${encodeURIComponent(code)}`);
}

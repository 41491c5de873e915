/** Small text helpers the reservations list and the reservation screen share. */
import type { Language } from '../../../contracts/types.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import { pluralForm } from '../../../domain/plural.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';

/** `key.one` or `key.other` with `{count}`, by the plural rules of t's language (Intl.PluralRules). */
export function plural(t: Translate, key: string, count: number): string {
  return t.text(`${key}.${pluralForm(count, t.language ?? 'en')}`, { count });
}

/**
 * What a reservation of the list still owes, in words: 'Unpaid €120.00', 'Paid', or for a
 * cancelled or no-show one the penalty it owes ('Penalty due €1,150.20'), never "Unpaid" for a
 * stay that will not happen.
 */
export function balanceText(
  row: { status: string; unpaidBalance: number; currency: string },
  t: Translate,
  language: Language,
): string {
  if (row.unpaidBalance <= 0) return t.text('bo.reservations.paid');
  const amount = formatMoney(row.unpaidBalance, language, row.currency);
  const ended = row.status === 'CANCELLED' || row.status === 'NO_SHOW';
  return t.text(ended ? 'bo.reservations.penalty.due' : 'bo.reservations.unpaid', { amount });
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

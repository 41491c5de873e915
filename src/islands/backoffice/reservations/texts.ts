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
 * What a reservation still owes, in words, from its folio balance (city tax included, the same
 * figure as the reservation's folio): 'Balance due €120.00', 'Paid', 'To refund €30.00', or for a
 * cancelled or no-show one the penalty it owes ('Penalty due €1,150.20'), never a balance for a
 * stay that will not happen.
 */
export function balanceText(
  row: { status: string; unpaidBalance: number; currency: string },
  t: Translate,
  language: Language,
): string {
  if (row.unpaidBalance === 0) return t.text('bo.reservations.paid');
  const amount = formatMoney(Math.abs(row.unpaidBalance), language, row.currency);
  if (row.unpaidBalance < 0) return t.text('bo.reservations.credit', { amount });
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

/**
 * The guest's words for a failed call: the widget never shows the server's `message` (English,
 * written for developers: 'Error searching availability', 'Too many attempts…'), but its own
 * text in the guest's language, chosen from the answer's HTTP status and `errors[].code`:
 * - no answer (status 0) → no connection; 408 / 504 → no answer in time;
 * - 429 or `error.rate.limit` → too many attempts;
 * - a code the booking routes answer with a meaning for the guest (dates, sold out, a
 *   reservation changed or closed, a booking still in progress) → its text;
 * - otherwise by status: 404 not found, 409 no longer available, another 4xx a request the hotel
 *   cannot accept, 5xx (or anything else) the service not answering.
 * The texts travel with the lazy views that show failures, the results step and the summary /
 * manage views: the message generator finds them here, in the code those views import.
 */
import type { ApiRequestError } from '../../src/contracts/client/http.ts';
import type { MessageKey } from '../../src/i18n/dictionary.ts';

export type ErrorKey = MessageKey;

/** Codes of the booking routes with a text of their own (the first found wins). */
const CODE_KEYS: Readonly<Record<string, ErrorKey>> = {
  'error.rate.limit': 'error.rate.limit',
  'error.idempotency.in.progress': 'widget.error.in.progress',
  'error.date.past': 'widget.search.dates.past',
  'error.date.too.far': 'widget.search.dates.far',
  'error.stay.too.long': 'widget.error.stay.long',
  'error.date.end.before.start': 'widget.error.dates',
  'error.stay.sold.out': 'widget.error.unavailable',
  'error.booking.unavailable': 'widget.error.unavailable',
  'error.reservation.changed': 'widget.error.reservation.changed',
  'error.reservation.ended': 'widget.error.reservation.closed',
  'error.reservation.not.confirmed': 'widget.error.reservation.closed',
};

export function errorKey(error: Pick<ApiRequestError, 'status' | 'errors'>): ErrorKey {
  const { status } = error;
  if (status === 0) return 'widget.error.network';
  if (status === 408 || status === 504) return 'widget.error.timeout';
  if (status === 429) return 'error.rate.limit';
  for (const { code } of error.errors) {
    const key = CODE_KEYS[code];
    if (key !== undefined) return key;
  }
  if (status === 404) return 'widget.error.not.found';
  if (status === 409) return 'widget.error.unavailable';
  if (status >= 400 && status < 500) return 'widget.error.request';
  return 'widget.error.server';
}

/** The translated text of a failure, for `t` of the guest's language. */
export function errorMessage(
  t: (key: ErrorKey) => string,
  error: Pick<ApiRequestError, 'status' | 'errors'>,
): string {
  return t(errorKey(error));
}

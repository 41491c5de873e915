/**
 * What a refused or failed booking means for the guest, and so what the summary offers next
 * (README "Booking engine API", POST reservations):
 * - 'price': 409 `error.price.changed` with the recomputed quote → show the new total, search again;
 * - 'unavailable': any other 409 (sold out, a stay rule, online booking off) → search other dates;
 * - 'fields': 400 on guest.* or card.* → back to the guest step, which marks the fields;
 * - 'request': another 400 (the stay or the rooms) → change the search;
 * - 'duplicate': 422 `error.idempotency.key.reused` → an earlier attempt may have booked already;
 * - 'retry': no answer, a timeout, too many requests, a server error, or the same request still in
 *   progress → try again with the same Idempotency-Key (the controller keeps it for these).
 */

import { BookingErrorCode } from '../../../src/contracts/booking-limits.ts';
import type { PriceChangedBody } from '../../../src/contracts/booking-types.ts';
import type { ApiRequestError } from '../../../src/contracts/client/http.ts';
import type { FieldError } from '../../../src/contracts/error-codes.ts';

export type BookingProblem =
  | { kind: 'price'; quote: PriceChangedBody['quote'] | null }
  | { kind: 'unavailable'; message: string; codes: string[] }
  | { kind: 'fields'; fields: FieldError[] }
  | { kind: 'request'; message: string }
  | { kind: 'duplicate'; message: string }
  | { kind: 'retry'; message: string };

const GUEST_FIELD = /^(guest|card)\./;

function quoteOf(body: unknown): PriceChangedBody['quote'] | null {
  if (typeof body !== 'object' || body === null || !('quote' in body)) return null;
  const quote = (body as { quote: unknown }).quote;
  if (typeof quote !== 'object' || quote === null) return null;
  const { total, grandTotal, currency } = quote as Record<string, unknown>;
  return typeof total === 'number' && typeof grandTotal === 'number' && typeof currency === 'string'
    ? (quote as PriceChangedBody['quote'])
    : null;
}

export function bookingProblem(error: ApiRequestError): BookingProblem {
  const codes = error.errors.map((e) => e.code);
  if (codes.includes('error.idempotency.in.progress')) return { kind: 'retry', message: error.message };
  if (
    error.status === 409 &&
    (codes.includes(BookingErrorCode.priceChanged) || quoteOf(error.body) !== null)
  ) {
    return { kind: 'price', quote: quoteOf(error.body) };
  }
  if (error.status === 409) return { kind: 'unavailable', message: error.message, codes };
  if (error.status === 422 && codes.includes(BookingErrorCode.idempotencyReused)) {
    return { kind: 'duplicate', message: error.message };
  }
  if (error.status === 400) {
    const fields = error.errors.filter((e) => GUEST_FIELD.test(e.field));
    if (fields.length > 0) return { kind: 'fields', fields };
    return { kind: 'request', message: error.message };
  }
  return { kind: 'retry', message: error.message };
}

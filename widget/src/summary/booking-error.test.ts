import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { bookingProblem } from './booking-error.ts';

const error = (status: number, errors: { field: string; code: string }[] = [], body: unknown = null) =>
  new ApiRequestError(status, 'server says', errors, true, body);

describe('bookingProblem', () => {
  it('reads a changed price with its new quote', () => {
    const quote = { currency: 'EUR', total: 400, grandTotal: 436, rooms: [] };
    const problem = bookingProblem(
      error(409, [{ field: 'expectedTotal', code: 'error.price.changed' }], {
        message: 'The price has changed',
        quote,
      }),
    );
    expect(problem).toEqual({ kind: 'price', quote });
    expect(bookingProblem(error(409, [{ field: 'expectedTotal', code: 'error.price.changed' }]))).toEqual({
      kind: 'price',
      quote: null,
    });
  });

  it('sends other conflicts (sold out, stay rules, booking off) to other dates', () => {
    for (const code of ['error.stay.sold.out', 'error.stay.min.los', 'error.booking.unavailable']) {
      expect(bookingProblem(error(409, [{ field: 'rooms.0', code }])).kind).toBe('unavailable');
    }
  });

  it('sends guest and card field errors back to the guest step, other request errors to the search', () => {
    expect(bookingProblem(error(400, [{ field: 'card.number', code: 'error.card.invalid' }]))).toEqual({
      kind: 'fields',
      fields: [{ field: 'card.number', code: 'error.card.invalid' }],
    });
    expect(bookingProblem(error(400, [{ field: 'guest.email', code: 'error.email.invalid' }])).kind).toBe(
      'fields',
    );
    expect(
      bookingProblem(error(400, [{ field: 'rooms.0.people.adults', code: 'error.field.max' }])).kind,
    ).toBe('request');
  });

  it('retries what may still succeed with the same key, and warns about a reused key', () => {
    expect(bookingProblem(error(0)).kind).toBe('retry');
    expect(bookingProblem(error(503)).kind).toBe('retry');
    expect(bookingProblem(error(429)).kind).toBe('retry');
    expect(
      bookingProblem(error(409, [{ field: 'Idempotency-Key', code: 'error.idempotency.in.progress' }])).kind,
    ).toBe('retry');
    expect(
      bookingProblem(error(422, [{ field: 'Idempotency-Key', code: 'error.idempotency.key.reused' }])).kind,
    ).toBe('duplicate');
  });
});

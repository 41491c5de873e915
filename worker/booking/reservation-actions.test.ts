import { describe, expect, it } from 'vitest';
import { reservationVatSplit, vatSplit } from '../../src/domain/booking/pricing.ts';
import { nonRefundablePolicy, reservation, reservedRoom } from '../../src/domain/booking/test-fixtures.ts';
import type { Reservation, ReservationStatus } from '../../src/domain/booking/types.ts';
import type { ReservationRoomRow, ReservationRow, StoredReservation } from '../data/stored-reservation.ts';
import {
  allowedActions,
  planAction,
  type ReservationAction,
  recomputedAmounts,
} from './reservation-actions.ts';

/** 10:00 in Rome on 2027-03-10: the hotel's today. */
const NOW = Date.parse('2027-03-10T09:00:00Z');

/** One Flexible room (100.00 a night) from `checkin` for `nights` nights. */
function stay(checkin: string, nights: number, status: ReservationStatus = 'CONFIRMED'): Reservation {
  return reservation([reservedRoom(checkin, Array(nights).fill(10_000), { status })], { status });
}

type Case = [string, ReservationAction, Reservation, { outcome: string } | { code: string }];

const cases: Case[] = [
  ['cancel before the stay', 'cancel', stay('2027-03-20', 2), { outcome: 'CANCELLED' }],
  ['cancel during the stay', 'cancel', stay('2027-03-08', 4), { outcome: 'CANCELLED' }],
  ['cancel a stay over', 'cancel', stay('2027-03-07', 3), { code: 'error.reservation.ended' }],
  [
    'cancel a cancelled one',
    'cancel',
    stay('2027-03-20', 2, 'CANCELLED'),
    { code: 'error.reservation.not.confirmed' },
  ],
  [
    'no-show the day before arrival',
    'no-show',
    stay('2027-03-11', 2),
    { code: 'error.reservation.not.arrived' },
  ],
  ['no-show on the arrival day', 'no-show', stay('2027-03-10', 2), { outcome: 'NO_SHOW' }],
  ['no-show the day after arrival', 'no-show', stay('2027-03-09', 2), { outcome: 'NO_SHOW' }],
  [
    'no-show after a no-show',
    'no-show',
    stay('2027-03-09', 2, 'NO_SHOW'),
    { code: 'error.reservation.not.confirmed' },
  ],
  ['early checkout during the stay', 'early-checkout', stay('2027-03-08', 4), { outcome: 'EARLY_CHECKOUT' }],
  [
    'early checkout on the arrival day',
    'early-checkout',
    stay('2027-03-10', 2),
    { outcome: 'CHECKIN_DELETED' },
  ],
  ['early checkout before the stay', 'early-checkout', stay('2027-04-01', 2), { outcome: 'CHECKIN_DELETED' }],
  [
    'early checkout on the last day',
    'early-checkout',
    stay('2027-03-08', 2),
    { code: 'error.reservation.ended' },
  ],
  [
    'early checkout twice',
    'early-checkout',
    stay('2027-03-08', 4, 'EARLY_CHECKOUT'),
    { code: 'error.reservation.not.confirmed' },
  ],
];

describe('planAction (BOFLOW-2, on the hotel clock)', () => {
  it.each(cases)('%s', (_name, action, before, expected) => {
    const planned = planAction(action, before, NOW);
    if ('outcome' in expected) {
      expect(planned).toMatchObject({ ok: true, outcome: expected.outcome, today: '2027-03-10' });
    } else {
      expect(planned).toMatchObject({ ok: false, code: expected.code });
    }
  });

  it('early checkout of a started stay: the nights from today on are dropped (spec numbers)', () => {
    const planned = planAction('early-checkout', stay('2027-03-08', 4), NOW);
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.after).toMatchObject({
      status: 'EARLY_CHECKOUT',
      checkout: '2027-03-10',
      totalCents: 20_000,
    });
    expect(planned.after.rooms[0]?.dailyRates.map((n) => n.date)).toEqual(['2027-03-08', '2027-03-09']);
  });

  it('non-refundable early checkout: 1 dropped night charged at 50 %', () => {
    const before = reservation([
      reservedRoom('2027-03-09', [10_000, 10_000, 10_000], {
        rateType: 'NOT_REFUNDABLE',
        cancellationPolicy: nonRefundablePolicy,
      }),
    ]);
    const planned = planAction('early-checkout', before, NOW);
    if (!planned.ok) throw new Error(planned.message);
    // Stayed 100.00 + the first dropped night at 50 % = 150.00, of which 50.00 penalty.
    expect(planned.after.rooms[0]).toMatchObject({ totalCents: 15_000, cancelAmountCents: 5_000 });
  });

  it('lists the actions that apply now', () => {
    // A stay that has not started is cancelled, never 'checked out early'.
    expect(allowedActions(stay('2027-03-20', 2), NOW)).toEqual(['cancel']);
    expect(planAction('early-checkout', stay('2027-03-20', 2), NOW)).toMatchObject({
      outcome: 'CHECKIN_DELETED',
    });
    // The arrival day: no night stayed yet, so no early checkout either.
    expect(allowedActions(stay('2027-03-10', 2), NOW)).toEqual(['cancel', 'no-show']);
    expect(allowedActions(stay('2027-03-01', 2), NOW)).toEqual(['no-show']);
    expect(allowedActions(stay('2027-03-20', 2, 'CANCELLED'), NOW)).toEqual([]);
  });
});

describe('recomputedAmounts: the VAT of an early checkout follows the booking rule', () => {
  /** A stored reservation of these rooms at VAT 20 % (only the fields the recomputation reads). */
  function stored(before: Reservation): StoredReservation {
    const row = {
      hotel_vat_tax: 20,
      hotel_city_tax_cents: 0,
      hotel_city_tax_limit: 0,
      hotel_city_tax_bands_json: null,
    } as unknown as ReservationRow;
    const rooms = before.rooms.map(() => ({ city_tax_cents: 0 }) as unknown as ReservationRoomRow);
    return { row, rooms };
  }

  it('splits each room from its own new total and sums: 2 × (88 + 17), not one split of 210', () => {
    // Two rooms of 1.05 a night from 2027-03-09 (started): an early checkout on 2027-03-10 keeps one night each.
    const before = reservation([
      reservedRoom('2027-03-09', [105, 105], { id: 'a' }),
      reservedRoom('2027-03-09', [105, 105], { id: 'b' }),
    ]);
    const planned = planAction('early-checkout', before, NOW);
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.after.rooms.map((r) => r.totalCents)).toEqual([105, 105]);
    const amounts = recomputedAmounts(planned, stored(before));
    expect(amounts).toMatchObject({ taxableCents: 176, vatCents: 34, grandTotalCents: 210 });
    expect(amounts).toMatchObject(reservationVatSplit([105, 105], 20));
    // The other rule (one split of the whole total) would differ by a cent:
    expect(vatSplit(210, 20)).toEqual({ taxableCents: 175, vatCents: 35 });
  });
});

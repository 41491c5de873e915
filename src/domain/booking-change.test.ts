import { describe, expect, it } from 'vitest';
import { startOfDayIn } from './booking/dates.ts';
import { flexiblePolicy, nonRefundablePolicy, ROME } from './booking/test-fixtures.ts';
import type { ReservationNight } from './booking/types.ts';
import {
  type ChangeNight,
  guestChangeRefusal,
  overrideNightPrice,
  type PricedStay,
  priceChange,
  priceReservationChange,
  type StoredStay,
} from './booking-change.ts';

const n = (date: string, amountCents: number): ReservationNight => ({ date, amountCents });

/** Two nights in May at 100.00 (low season), a parking at 15.00 × 2 nights in the total. */
const may: StoredStay = {
  checkin: '2027-05-30',
  nights: [n('2027-05-30', 10000), n('2027-05-31', 10000)],
  totalCents: 23000,
  rateType: 'STANDARD',
  cancellationPolicy: flexiblePolicy,
};

/** Ten days before check-in (flexible policy: free until 2 days before), and the day before. */
const early = { timeZone: ROME, now: startOfDayIn('2027-05-20', ROME) };
const late = { timeZone: ROME, now: startOfDayIn('2027-05-29', ROME) + 10 * 3_600_000 };

type Row = {
  name: string;
  stored: StoredStay;
  priced: PricedStay;
  clock: typeof early;
  old: number;
  next: number;
  penalty: number;
  difference: number;
};

const rows: Row[] = [
  {
    // +1 night at 100.00, parking one more night 15.00: 230.00 → 345.00.
    name: 'extend by one night',
    stored: may,
    priced: {
      nights: [n('2027-05-30', 10000), n('2027-05-31', 10000), n('2027-06-01', 10000)],
      totalCents: 34500,
      samePlan: true,
    },
    clock: early,
    old: 23000,
    next: 34500,
    penalty: 0,
    difference: 11500,
  },
  {
    // −1 night before the deadline, flexible: free. 230.00 → 115.00.
    name: 'shorten a flexible rate before its deadline',
    stored: may,
    priced: { nights: [n('2027-05-30', 10000)], totalCents: 11500, samePlan: true },
    clock: early,
    old: 23000,
    next: 11500,
    penalty: 0,
    difference: -11500,
  },
  {
    // After the deadline the check-in penalty (first night) applies to the removed night: 100.00.
    name: 'shorten a flexible rate after its deadline',
    stored: may,
    priced: { nights: [n('2027-05-30', 10000)], totalCents: 11500, samePlan: true },
    clock: late,
    old: 23000,
    next: 11500,
    penalty: 10000,
    difference: -1500,
  },
  {
    // Non-refundable: the removed night (90.00) stays owed whatever the date. 195.00 → 105.00 + 90.00.
    name: 'shorten a non-refundable rate',
    stored: {
      ...may,
      nights: [n('2027-05-30', 9000), n('2027-05-31', 9000)],
      totalCents: 21000,
      rateType: 'NOT_REFUNDABLE',
      cancellationPolicy: nonRefundablePolicy,
    },
    priced: { nights: [n('2027-05-30', 9000)], totalCents: 10500, samePlan: true },
    clock: early,
    old: 21000,
    next: 10500,
    penalty: 9000,
    difference: -1500,
  },
  {
    // Moved a night later into June (high season 150.00): 31 May + 1 June = 100 + 150 + parking 30.
    // The removed night (30 May) is free before the deadline.
    name: 'a change crossing a season price',
    stored: may,
    priced: {
      nights: [n('2027-05-31', 10000), n('2027-06-01', 15000)],
      totalCents: 28000,
      samePlan: true,
    },
    clock: early,
    old: 23000,
    next: 28000,
    penalty: 0,
    difference: 5000,
  },
  {
    // A child (extra person 15.00 a night) joins: 2 × (100 + 15) + parking 30 = 260.00.
    name: 'a party change with a child price',
    stored: may,
    priced: {
      nights: [n('2027-05-30', 11500), n('2027-05-31', 11500)],
      totalCents: 26000,
      samePlan: true,
    },
    clock: early,
    old: 23000,
    next: 26000,
    penalty: 0,
    difference: 3000,
  },
  {
    // 31 May was set by hand to 80.00 (stored total 210.00); extended by a night at 100.00: the
    // engine says 345.00 with 31 May at 100.00, the hand-set 80.00 stays: 325.00.
    name: 'an overridden night keeps its price',
    stored: {
      ...may,
      nights: [n('2027-05-30', 10000), { ...n('2027-05-31', 8000), overrideReason: 'Regular guest' }],
      totalCents: 21000,
    },
    priced: {
      nights: [n('2027-05-30', 10000), n('2027-05-31', 10000), n('2027-06-01', 10000)],
      totalCents: 34500,
      samePlan: true,
    },
    clock: early,
    old: 21000,
    next: 32500,
    penalty: 0,
    difference: 11500,
  },
  {
    // Another plan: the engine's price for the night replaces the hand-set one.
    name: 'an overridden night repriced on another plan',
    stored: {
      ...may,
      nights: [n('2027-05-30', 10000), { ...n('2027-05-31', 8000), overrideReason: 'Regular guest' }],
      totalCents: 21000,
    },
    priced: {
      nights: [n('2027-05-30', 9000), n('2027-05-31', 9000)],
      totalCents: 21000,
      samePlan: false,
    },
    clock: early,
    old: 21000,
    next: 21000,
    penalty: 0,
    difference: 0,
  },
];

describe('priceChange', () => {
  it.each(rows)('$name', ({ stored, priced, clock, old, next, penalty, difference }) => {
    const change = priceChange(stored, priced, clock);
    expect(change.oldTotalCents).toBe(old);
    expect(change.newTotalCents).toBe(next);
    expect(change.penaltyCents).toBe(penalty);
    expect(change.differenceCents).toBe(difference);
  });

  it('says which nights are removed and added, and keeps the reason of a hand-set night', () => {
    const change = priceChange(
      { ...may, nights: [n('2027-05-30', 10000), { ...n('2027-05-31', 8000), overrideReason: 'Regular' }] },
      { nights: [n('2027-05-31', 10000), n('2027-06-01', 15000)], totalCents: 25000, samePlan: true },
      early,
    );
    expect(change.removed).toEqual(['2027-05-30']);
    expect(change.added).toEqual(['2027-06-01']);
    expect(change.nights).toEqual([
      { date: '2027-05-31', amountCents: 8000, overrideReason: 'Regular' },
      n('2027-06-01', 15000),
    ]);
  });
});

describe('guestChangeRefusal', () => {
  it.each([
    { name: 'flexible, before the deadline', stay: may, clock: early, refusal: null },
    // The deadline is local midnight of 28 May (2 days before 30 May).
    {
      name: 'flexible, one minute past the deadline',
      stay: may,
      clock: { timeZone: ROME, now: startOfDayIn('2027-05-28', ROME) + 60_000 },
      refusal: 'error.change.deadline.passed',
    },
    {
      name: 'flexible, at the deadline',
      stay: may,
      clock: { timeZone: ROME, now: startOfDayIn('2027-05-28', ROME) },
      refusal: null,
    },
    {
      name: 'non-refundable rate',
      stay: { ...may, rateType: 'NOT_REFUNDABLE' as const, cancellationPolicy: nonRefundablePolicy },
      clock: early,
      refusal: 'error.change.not.refundable',
    },
    {
      name: 'no policy: free until check-in',
      stay: { ...may, cancellationPolicy: null },
      clock: late,
      refusal: null,
    },
  ])('$name', ({ stay, clock, refusal }) => {
    expect(guestChangeRefusal(stay, clock)).toBe(refusal);
  });
});

describe('overrideNightPrice', () => {
  const nights: ChangeNight[] = [n('2027-05-30', 10000), n('2027-05-31', 10000)];
  it('sets one night and says how much the total moves', () => {
    expect(overrideNightPrice(nights, '2027-05-31', 8000, ' Regular guest ')).toEqual({
      ok: true,
      nights: [
        n('2027-05-30', 10000),
        { date: '2027-05-31', amountCents: 8000, overrideReason: 'Regular guest' },
      ],
      deltaCents: -2000,
    });
  });
  it.each([
    { date: '2027-06-01', reason: 'x', code: 'error.night.not.in.stay' },
    { date: '2027-05-30', reason: '  ', code: 'error.reason.required' },
  ])('refuses $code', ({ date, reason, code }) => {
    expect(overrideNightPrice(nights, date, 5000, reason)).toEqual({ ok: false, code });
  });
});

describe('priceReservationChange', () => {
  /** Room 2 of the reservation: two May nights at 80.00, no extras. */
  const second: StoredStay = {
    ...may,
    nights: [n('2027-05-30', 8000), n('2027-05-31', 8000)],
    totalCents: 16000,
  };

  it('changes the type of one room and keeps the other exactly as booked', () => {
    // Room 2 becomes a suite at 150.00 a night: 160.00 → 300.00; room 1 (230.00) is not priced again.
    const change = priceReservationChange(
      [
        { id: 1, stored: may, priced: null },
        {
          id: 2,
          stored: second,
          priced: {
            nights: [n('2027-05-30', 15000), n('2027-05-31', 15000)],
            totalCents: 30000,
            samePlan: false,
          },
        },
      ],
      early,
    );
    expect(change.rooms[0]).toEqual({
      id: 1,
      changed: false,
      nights: may.nights,
      oldTotalCents: 23000,
      newTotalCents: 23000,
      penaltyCents: 0,
      differenceCents: 0,
      removed: [],
      added: [],
    });
    expect(change.rooms[1]).toMatchObject({
      id: 2,
      changed: true,
      newTotalCents: 30000,
      differenceCents: 14000,
    });
    expect(change).toMatchObject({
      oldTotalCents: 39000,
      newTotalCents: 53000,
      penaltyCents: 0,
      differenceCents: 14000,
    });
  });

  it('extends two rooms across a season price, each at its own rate', () => {
    // 1 June is high season: room 1 130.00 (+ parking 15.00), room 2 110.00.
    // Room 1: 230.00 → 345.00 + 30.00 − 15.00 = 360.00; room 2: 160.00 → 270.00.
    const change = priceReservationChange(
      [
        {
          id: 1,
          stored: may,
          priced: {
            nights: [n('2027-05-30', 10000), n('2027-05-31', 10000), n('2027-06-01', 13000)],
            totalCents: 36000,
            samePlan: true,
          },
        },
        {
          id: 2,
          stored: second,
          priced: {
            nights: [n('2027-05-30', 8000), n('2027-05-31', 8000), n('2027-06-01', 11000)],
            totalCents: 27000,
            samePlan: true,
          },
        },
      ],
      early,
    );
    expect(change.rooms.map((room) => [room.oldTotalCents, room.newTotalCents, room.added])).toEqual([
      [23000, 36000, ['2027-06-01']],
      [16000, 27000, ['2027-06-01']],
    ]);
    expect(change).toMatchObject({
      oldTotalCents: 39000,
      newTotalCents: 63000,
      penaltyCents: 0,
      differenceCents: 24000,
    });
  });

  it('sums the penalty of the nights each room gives up', () => {
    // After the deadline: room 1 (flexible) owes its check-in penalty, the removed night's 100.00;
    // room 2 (non-refundable) owes its removed night, 80.00. Together 180.00.
    const change = priceReservationChange(
      [
        {
          id: 1,
          stored: may,
          priced: { nights: [n('2027-05-30', 10000)], totalCents: 11500, samePlan: true },
        },
        {
          id: 2,
          stored: { ...second, rateType: 'NOT_REFUNDABLE', cancellationPolicy: nonRefundablePolicy },
          priced: { nights: [n('2027-05-30', 8000)], totalCents: 8000, samePlan: true },
        },
      ],
      late,
    );
    expect(change.rooms.map((room) => room.penaltyCents)).toEqual([10000, 8000]);
    // New 115.00 + 80.00, penalty 180.00, old 390.00: difference −15.00.
    expect(change).toMatchObject({ newTotalCents: 19500, penaltyCents: 18000, differenceCents: -1500 });
  });
});

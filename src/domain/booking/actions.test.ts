import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelReservation,
  earlyCheckout,
  earlyCheckoutCharge,
  earlyCheckoutRoom,
  noShow,
} from './actions.ts';
import { addDays } from './dates.ts';
import { roomTotalCents, unpaidBalance } from './reservation-totals.ts';
import {
  flexiblePolicy,
  nonRefundablePolicy,
  noShowFirstNight,
  penalty,
  people,
  reservation,
  reservedRoom,
} from './test-fixtures.ts';
import type { CancellationPolicy, ReservationRoom } from './types.ts';

const at = (text: string) => Date.parse(text);
// Flexible policy, check-in 10 June 2028: deadline = local midnight of 8 June = 2028-06-07T22:00Z.
const DEADLINE = at('2028-06-07T22:00:00Z');

const withExtras = (room: ReservationRoom): ReservationRoom => {
  const extended: ReservationRoom = {
    ...room,
    beds: [
      {
        bedId: 'sofa',
        type: 'DIVAN',
        frequency: 'NIGHTLY',
        unitCents: 1500,
        people: people(0, 0, 1),
        status: 'CONFIRMED',
      },
    ],
    services: [
      {
        // INCLUDED: part of the rate, owed nothing (even with a list price in an older snapshot).
        serviceId: 'cleaning',
        bookability: 'INCLUDED',
        frequency: 'LUMP_SUM',
        unitCents: 2000,
        count: 1,
        status: 'CONFIRMED',
      },
      {
        serviceId: 'breakfast',
        bookability: 'BOOKABLE',
        frequency: 'DAILY',
        unitCents: 1000,
        count: 1,
        status: 'CONFIRMED',
      },
    ],
  };
  return { ...extended, totalCents: roomTotalCents(extended) };
};

describe('cancelReservation (PEN-1 Cancel)', () => {
  const room = reservedRoom('2028-06-10', [10000, 12000, 8000]);

  it.each<[string, ReservationRoom, number, number, 'free' | 'penalty']>([
    ['a week before the deadline: reservation penalty (none)', room, DEADLINE - 7 * 86_400_000, 0, 'free'],
    ['exactly at the deadline: still the reservation penalty', room, DEADLINE, 0, 'free'],
    ['1 ms after the deadline: check-in penalty (first night)', room, DEADLINE + 1, 10000, 'penalty'],
    ['on check-in day', room, at('2028-06-10T07:00:00Z'), 10000, 'penalty'],
    ['during the stay (not ended)', room, at('2028-06-11T10:00:00Z'), 10000, 'penalty'],
    ['no policy: 0', { ...room, cancellationPolicy: null }, DEADLINE + 1, 0, 'free'],
    [
      'non-refundable: 100 % from booking',
      { ...room, cancellationPolicy: nonRefundablePolicy },
      DEADLINE - 86_400_000,
      30000,
      'penalty',
    ],
  ])('%s', (_label, value, now, amount, text) => {
    const result = cancelReservation(reservation([value]), now);
    expect(result.rooms[0]).toMatchObject({ status: 'CANCELLED', cancelAmountCents: amount });
    expect(result).toMatchObject({
      status: 'CANCELLED',
      statusText: text,
      sendEmail: true,
      cancelAmountCents: amount,
      cancelledAt: now,
      totalCents: 30000,
    });
  });

  it('takes the deadline in the hotel time zone: 23:30 UTC on 7 June is already 8 June 01:30 in Rome', () => {
    expect(cancelReservation(reservation([room]), at('2028-06-07T23:30:00Z')).statusText).toBe('penalty');
    expect(
      cancelReservation(reservation([room], { timeZone: 'UTC' }), at('2028-06-07T23:30:00Z')).statusText,
    ).toBe('free');
  });

  it('leaves ended rooms alone and cancels the others', () => {
    const ended = reservedRoom('2028-06-01', [10000, 10000], { id: 'ended' });
    const later = reservedRoom('2028-06-10', [10000, 12000, 8000], { id: 'later' });
    const result = cancelReservation(reservation([ended, later]), at('2028-06-05T10:00:00Z'));
    expect(result.rooms.map((r) => [r.id, r.status, r.cancelAmountCents])).toEqual([
      ['ended', 'CONFIRMED', 0],
      ['later', 'CANCELLED', 0],
    ]);
    expect(result.status).toBe('CONFIRMED'); // the ended room still stands
    expect(result.statusText).toBe('free');
  });

  it('a room ending today has ended', () => {
    const endsToday = reservedRoom('2028-06-08', [10000, 10000]);
    expect(cancelReservation(reservation([endsToday]), at('2028-06-10T08:00:00Z')).rooms[0]?.status).toBe(
      'CONFIRMED',
    );
  });

  it('leaves rooms that are not CONFIRMED alone', () => {
    const noShowRoom = reservedRoom('2028-06-10', [10000], { status: 'NO_SHOW', cancelAmountCents: 10000 });
    const result = cancelReservation(reservation([noShowRoom]), DEADLINE);
    expect(result.rooms[0]).toBe(noShowRoom);
    expect(result.statusText).toBe('free'); // nothing cancelled now
  });

  it('adds the penalties of several rooms and cancels their beds and services', () => {
    const a = withExtras(reservedRoom('2028-06-10', [10000, 12000, 8000], { id: 'a' }));
    const b = reservedRoom('2028-06-10', [9000, 9000, 9000], { id: 'b' });
    const result = cancelReservation(reservation([a, b]), DEADLINE + 1);
    expect(result.cancelAmountCents).toBe(19000);
    expect(result.rooms[0]?.beds.map((bed) => bed.status)).toEqual(['CANCELLED']);
    expect(result.rooms[0]?.services.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(unpaidBalance(result.rooms)).toBe(19000);
  });

  it('does not mutate its input', () => {
    const input = reservation([withExtras(room)]);
    const copy = structuredClone(input);
    cancelReservation(input, DEADLINE + 1);
    expect(input).toEqual(copy);
  });
});

describe('noShow (PEN-2 No-show)', () => {
  it.each([
    ['first-night policy', noShowFirstNight, 10000],
    ['every night', { ...noShowFirstNight, stayNights: true }, 30000],
    ['no policy: 0', null, 0],
  ])('%s → %i', (_label, policy, amount) => {
    const room = withExtras(reservedRoom('2028-06-10', [10000, 12000, 8000], { noShowPolicy: policy }));
    const result = noShow(reservation([room]));
    expect(result.status).toBe('NO_SHOW');
    expect(result.rooms[0]).toMatchObject({ status: 'NO_SHOW', cancelAmountCents: amount });
    expect(result.rooms[0]?.beds.every((bed) => bed.status === 'NO_SHOW')).toBe(true);
    expect(result.rooms[0]?.services.every((s) => s.status === 'NO_SHOW')).toBe(true);
    expect(result.cancelAmountCents).toBe(amount);
  });

  it('leaves cancelled rooms alone', () => {
    const cancelled = reservedRoom('2028-06-10', [10000], {
      id: 'c',
      status: 'CANCELLED',
      cancelAmountCents: 500,
    });
    const confirmed = reservedRoom('2028-06-10', [10000], { id: 'k' });
    const result = noShow(reservation([cancelled, confirmed]));
    expect(result.rooms.map((r) => [r.status, r.cancelAmountCents])).toEqual([
      ['CANCELLED', 500],
      ['NO_SHOW', 10000],
    ]);
    expect(result.cancelAmountCents).toBe(10500);
  });
});

describe('earlyCheckout (PEN-3 Early checkout)', () => {
  // 4 nights from 10 June; leaving on 12 June (Rome): 10 and 11 June stayed, 12 and 13 dropped.
  const NOW = at('2028-06-12T08:00:00Z');
  const nrPolicy = (checkinPenalty: CancellationPolicy['checkinPenalty']): CancellationPolicy => ({
    ...nonRefundablePolicy,
    checkinPenalty,
  });
  const nr = (policy: CancellationPolicy | null) =>
    reservedRoom('2028-06-10', [10000, 10000, 10000, 10000], {
      rateType: 'NOT_REFUNDABLE',
      cancellationPolicy: policy,
    });

  it('STANDARD: drops the nights from today on, beds and services recomputed', () => {
    const room = withExtras(reservedRoom('2028-06-10', [10000, 12000, 8000, 9000]));
    // Nights + sofa 4 × 15 € + breakfast 4 × 10 €; the INCLUDED cleaning adds nothing.
    expect(room.totalCents).toBe(39000 + 4 * 1500 + 4 * 1000);
    const result = earlyCheckout(reservation([room]), NOW);
    expect(result).toMatchObject({ status: 'EARLY_CHECKOUT', checkout: '2028-06-12', deleteCheckin: false });
    const out = result.rooms[0];
    expect(out).toMatchObject({
      status: 'EARLY_CHECKOUT',
      endDate: '2028-06-12',
      penalty: false,
      cancelAmountCents: 0,
    });
    expect(out?.dailyRates.map((n) => n.date)).toEqual(['2028-06-10', '2028-06-11']);
    expect(out?.totalCents).toBe(22000 + 2 * 1500 + 2 * 1000);
    expect(out && roomTotalCents(out)).toBe(out?.totalCents);
    expect(out?.beds.every((bed) => bed.status === 'EARLY_CHECKOUT')).toBe(true);
    expect(out?.services.every((s) => s.status === 'EARLY_CHECKOUT')).toBe(true);
    expect(result.totalCents).toBe(out?.totalCents);
  });

  it.each<[string, CancellationPolicy | null, number, number, boolean, number]>([
    // [label, policy, total, cancelAmount, penalty flag, charged nights]
    [
      '1 charged night at 50 %: 200 € stayed + 50 €',
      nrPolicy(penalty({ chargeNights: 1, percentage: 50 })),
      25000,
      5000,
      false,
      3,
    ],
    [
      '2 charged nights at 100 %: the whole stay',
      nrPolicy(penalty({ chargeNights: 2 })),
      40000,
      20000,
      false,
      4,
    ],
    [
      '2 charged nights, percentage 0 means 100',
      nrPolicy(penalty({ chargeNights: 2, percentage: 0 })),
      40000,
      20000,
      false,
      4,
    ],
    [
      '3 charged nights of the 2 left',
      nrPolicy(penalty({ chargeNights: 3, percentage: 75 })),
      35000,
      15000,
      false,
      4,
    ],
    [
      'no charged nights, 100 % penalty: the penalty floor',
      nrPolicy(penalty({ percentage: 100 })),
      40000,
      40000,
      true,
      2,
    ],
    [
      '1 night at 50 % but a 350 € fee: the floor',
      nrPolicy(penalty({ chargeNights: 1, percentage: 50, chargeAmountCents: 35000 })),
      40000,
      40000,
      true,
      3,
    ],
    ['no check-in penalty: stayed nights only', nrPolicy(null), 20000, 0, false, 2],
    ['no policy: stayed nights only', null, 20000, 0, false, 2],
  ])('NOT_REFUNDABLE: %s', (_label, policy, total, cancelAmount, flag, nights) => {
    const out = earlyCheckout(reservation([nr(policy)]), NOW).rooms[0];
    expect(out).toMatchObject({
      status: 'EARLY_CHECKOUT',
      totalCents: total,
      cancelAmountCents: cancelAmount,
      penalty: flag,
    });
    expect(out?.dailyRates).toHaveLength(nights);
  });

  // BODATA cancellation (chargeNights, percentage), BOFLOW: "the charged nights follow the
  // cancellation chargeNights; a percentage below 100 discounts the penalty nights". 4 nights of
  // 100 € from 10 June, leaving on 12 June: 200 € stayed, 2 nights dropped. The check-in penalty
  // (the floor) is the first night at 100 % = 100 € unless said otherwise.
  const withCharge = (
    cancellation: CancellationPolicy['cancellation'],
    checkinPenalty: CancellationPolicy['checkinPenalty'] = penalty({ firstNight: true }),
  ): CancellationPolicy => ({ ...nonRefundablePolicy, checkinPenalty, cancellation });
  it.each<[string, CancellationPolicy, number, number, boolean, number]>([
    // [label, policy, total, cancelAmount, penalty flag, nights kept]
    [
      'cancellation 1 night at 100 %',
      withCharge({ chargeNights: 1, percentage: 100 }),
      30000,
      10000,
      false,
      3,
    ],
    [
      'cancellation 2 nights at 100 %',
      withCharge({ chargeNights: 2, percentage: 100 }),
      40000,
      20000,
      false,
      4,
    ],
    [
      'cancellation 2 nights at 50 %',
      withCharge({ chargeNights: 2, percentage: 50 }),
      30000,
      10000,
      false,
      4,
    ],
    ['cancellation 1 night at 25 %', withCharge({ chargeNights: 1, percentage: 25 }), 22500, 2500, false, 3],
    ['percentage null means 100', withCharge({ chargeNights: 1, percentage: null }), 30000, 10000, false, 3],
    ['5 nights of the 2 left', withCharge({ chargeNights: 5, percentage: 100 }), 40000, 20000, false, 4],
    [
      'cancellation wins over the check-in penalty nights (3 at 100 % there, 1 at 50 % here)',
      withCharge({ chargeNights: 1, percentage: 50 }, penalty({ chargeNights: 3, percentage: 10 })),
      25000,
      5000,
      false,
      3,
    ],
    [
      'no night charged: 200 € stayed is not below the 100 € penalty',
      withCharge({ chargeNights: 0, percentage: 100 }),
      20000,
      0,
      false,
      2,
    ],
    [
      'below the penalty (100 % of the stay): the penalty is used',
      withCharge({ chargeNights: 1, percentage: 100 }, penalty({ percentage: 100 })),
      40000,
      40000,
      true,
      3,
    ],
  ])('NOT_REFUNDABLE with cancellation: %s', (_label, policy, total, cancelAmount, flag, nights) => {
    const out = earlyCheckout(reservation([nr(policy)]), NOW).rooms[0];
    expect(out).toMatchObject({
      status: 'EARLY_CHECKOUT',
      totalCents: total,
      cancelAmountCents: cancelAmount,
      penalty: flag,
    });
    expect(out?.dailyRates).toHaveLength(nights);
  });

  it.each<[string, CancellationPolicy | null, { chargeNights: number; percentage: number | null }]>([
    [
      'the policy cancellation',
      withCharge({ chargeNights: 2, percentage: 80 }),
      { chargeNights: 2, percentage: 80 },
    ],
    [
      'else the check-in penalty',
      withCharge(null, penalty({ chargeNights: 1, percentage: 50 })),
      { chargeNights: 1, percentage: 50 },
    ],
    ['else nothing', withCharge(null, null), { chargeNights: 0, percentage: null }],
    ['no policy', null, { chargeNights: 0, percentage: null }],
  ])('earlyCheckoutCharge: %s', (_label, policy, charge) => {
    expect(earlyCheckoutCharge(policy)).toEqual(charge);
  });

  it('NOT_REFUNDABLE discounts the charged nights per night (33.33 € at 50 %)', () => {
    const room = reservedRoom('2028-06-10', [3333, 3333, 3333, 3333], {
      rateType: 'NOT_REFUNDABLE',
      cancellationPolicy: nrPolicy(penalty({ chargeNights: 2, percentage: 50 })),
    });
    const out = earlyCheckoutRoom(room, '2028-06-12');
    expect(out.dailyRates.map((n) => n.amountCents)).toEqual([3333, 3333, 1667, 1667]);
    expect(out.totalCents).toBe(10000);
  });

  it.each([
    ['on the check-in day', at('2028-06-10T08:00:00Z')],
    ['before the check-in day', at('2028-06-01T08:00:00Z')],
    ['at 00:30 on check-in day in Rome (22:30 UTC the day before)', at('2028-06-09T22:30:00Z')],
  ])('not started (%s): a cancellation with the delete check-in wording', (_label, now) => {
    const result = earlyCheckout(reservation([reservedRoom('2028-06-10', [10000, 12000])]), now);
    expect(result).toMatchObject({ status: 'CANCELLED', deleteCheckin: true, sendEmail: true });
    expect(result.rooms[0]?.status).toBe('CANCELLED');
    expect(['free', 'penalty']).toContain(result.statusText);
  });

  it('a started multi-room stay: the room in progress leaves, a later room is cancelled, an ended room stays', () => {
    const ended = reservedRoom('2028-06-08', [10000, 10000], { id: 'ended' });
    const inProgress = reservedRoom('2028-06-10', [10000, 10000, 10000, 10000], { id: 'now' });
    const later = reservedRoom('2028-06-13', [10000], { id: 'later' });
    const result = earlyCheckout(reservation([ended, inProgress, later]), NOW);
    expect(result.rooms.map((r) => [r.id, r.status, r.totalCents, r.cancelAmountCents])).toEqual([
      ['ended', 'CONFIRMED', 20000, 0],
      ['now', 'EARLY_CHECKOUT', 20000, 0],
      ['later', 'CANCELLED', 10000, 10000], // after its deadline: the first night
    ]);
    expect(result.totalCents).toBe(50000);
    expect(unpaidBalance(result.rooms)).toBe(20000 + 20000 + 10000);
  });

  it('a stay already over is left unchanged', () => {
    const input = reservation([reservedRoom('2028-06-01', [10000, 10000])]);
    expect(earlyCheckout(input, NOW)).toBe(input);
  });

  it('works on the Rome DST change day', () => {
    const room = reservedRoom('2028-03-24', [10000, 10000, 10000, 10000]);
    // 00:30 UTC on 26 March is 01:30 CET: today is 26 March.
    const out = earlyCheckout(reservation([room]), at('2028-03-26T00:30:00Z')).rooms[0];
    expect(out?.dailyRates.map((n) => n.date)).toEqual(['2028-03-24', '2028-03-25']);
    expect(out?.endDate).toBe('2028-03-26');
  });

  it('property: recomputed totals and penalties are never negative and never above the booked total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(50_000), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('STANDARD' as const, 'NOT_REFUNDABLE' as const),
        fc.record({
          percentage: fc.option(fc.integer({ min: 0, max: 150 })),
          firstNight: fc.boolean(),
          additionalNights: fc.nat(3),
          chargeNights: fc.nat(5),
          chargeAmountCents: fc.nat(30_000),
        }),
        (amounts, leaveAfter, rateType, checkinPenalty) => {
          const room = reservedRoom('2028-06-10', amounts, {
            rateType,
            cancellationPolicy: { ...flexiblePolicy, checkinPenalty },
          });
          const now = at(`${addDays('2028-06-10', leaveAfter)}T10:00:00Z`);
          for (const result of [
            earlyCheckout(reservation([room]), now),
            cancelReservation(reservation([room]), now),
            noShow(reservation([room])),
          ]) {
            for (const out of result.rooms) {
              expect(out.totalCents).toBeGreaterThanOrEqual(0);
              expect(out.totalCents).toBeLessThanOrEqual(room.totalCents);
              expect(out.cancelAmountCents).toBeGreaterThanOrEqual(0);
              expect(out.cancelAmountCents).toBeLessThanOrEqual(room.totalCents);
            }
          }
        },
      ),
    );
  });
});

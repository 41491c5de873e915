import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicablePenalty,
  cancellationPenalty,
  deadlineDate,
  deadlineInstant,
  hasGracePeriod,
  noShowAmount,
  penaltyAmount,
  policySummary,
  policyType,
} from './cancellation.ts';
import { flexiblePolicy, nonRefundablePolicy, noShowFirstNight, penalty, ROME } from './test-fixtures.ts';
import type { CancellationPolicy, Deadline } from './types.ts';

const at = (text: string) => Date.parse(text);
const policy = (partial: Partial<CancellationPolicy>): CancellationPolicy => ({
  ...flexiblePolicy,
  ...partial,
});

describe('policyType and hasGracePeriod (SITEFLOW)', () => {
  it.each<[string, CancellationPolicy | null, string, boolean]>([
    ['no policy', null, 'FREE', true],
    ['no penalties', policy({ reservationPenalty: null, checkinPenalty: null }), 'FREE', true],
    [
      'empty penalties',
      policy({ reservationPenalty: penalty(), checkinPenalty: penalty({ percentage: 0 }) }),
      'FREE',
      true,
    ],
    ['free until the deadline, first night after', flexiblePolicy, 'CUSTOM', true],
    ['100 % from booking', nonRefundablePolicy, 'NOT_REFUNDABLE', false],
    ['50 % from booking', policy({ reservationPenalty: penalty({ percentage: 50 }) }), 'CUSTOM', false],
    [
      'a fee from booking',
      policy({ reservationPenalty: penalty({ chargeAmountCents: 1000 }) }),
      'CUSTOM',
      false,
    ],
    [
      'the first night from booking',
      policy({ reservationPenalty: penalty({ firstNight: true }) }),
      'CUSTOM',
      false,
    ],
    [
      'charged nights from booking',
      policy({ reservationPenalty: penalty({ chargeNights: 2 }) }),
      'CUSTOM',
      false,
    ],
  ])('%s → %s, grace %s', (_label, value, type, grace) => {
    expect(policyType(value)).toBe(type);
    expect(hasGracePeriod(value)).toBe(grace);
  });
});

describe('deadlineInstant (check-in local midnight minus DAYS, HOURS, otherwise months)', () => {
  it.each<[string, Deadline | null, string]>([
    ['2028-06-10', { count: 2, unit: 'DAYS' }, '2028-06-07T22:00:00Z'], // local midnight of 8 June (CEST)
    ['2028-06-10', { count: 48, unit: 'HOURS' }, '2028-06-07T22:00:00Z'],
    ['2028-06-10', { count: 0, unit: 'DAYS' }, '2028-06-09T22:00:00Z'],
    ['2028-06-10', null, '2028-06-09T22:00:00Z'], // no deadline: check-in itself
    ['2028-06-10', { count: 1, unit: 'MONTHS' }, '2028-05-09T22:00:00Z'],
    ['2028-06-10', { count: 1, unit: 'WEEKS' }, '2028-05-09T22:00:00Z'], // any other unit means months
    ['2028-03-27', { count: 1, unit: 'DAYS' }, '2028-03-25T23:00:00Z'], // spring DST: 26 March midnight is CET
    ['2028-03-27', { count: 24, unit: 'HOURS' }, '2028-03-25T22:00:00Z'], // 24 elapsed hours, 1 h more than a local day
    ['2028-10-30', { count: 1, unit: 'DAYS' }, '2028-10-28T22:00:00Z'], // autumn DST: 29 October midnight is CEST
    ['2028-10-30', { count: 24, unit: 'HOURS' }, '2028-10-28T23:00:00Z'],
    ['2028-03-29', { count: 1, unit: 'MONTHS' }, '2028-02-28T23:00:00Z'], // 29 February
    ['2028-03-31', { count: 1, unit: 'MONTHS' }, '2028-02-28T23:00:00Z'], // clamped to 29 February
    ['2029-01-02', { count: 3, unit: 'DAYS' }, '2028-12-29T23:00:00Z'], // year boundary
  ])('%s with %j → %s', (checkin, deadline, instant) => {
    expect(new Date(deadlineInstant(checkin, deadline, ROME)).toISOString()).toBe(
      new Date(at(instant)).toISOString(),
    );
  });

  it.each<[string, Deadline | null, string]>([
    ['2028-06-10', { count: 2, unit: 'DAYS' }, '2028-06-08'],
    ['2028-06-10', { count: 36, unit: 'HOURS' }, '2028-06-08'], // 12:00 on 8 June
    ['2028-03-31', { count: 1, unit: 'MONTHS' }, '2028-02-29'],
    ['2029-01-02', { count: 3, unit: 'DAYS' }, '2028-12-30'],
  ])('deadlineDate(%s, %j) = %s', (checkin, deadline, date) => {
    expect(deadlineDate(checkin, deadline, ROME)).toBe(date);
  });
});

describe('applicablePenalty: on or before the deadline → reservation penalty, after → check-in penalty', () => {
  const deadline = at('2028-06-07T22:00:00Z'); // flexible policy, check-in 10 June
  it.each([
    ['a week before', deadline - 7 * 86_400_000, true],
    ['exactly at the deadline', deadline, true],
    ['1 ms after', deadline + 1, false],
    ['on check-in day', at('2028-06-10T08:00:00Z'), false],
  ])('%s', (_label, now, before) => {
    const result = applicablePenalty(flexiblePolicy, '2028-06-10', ROME, now);
    expect(result.beforeDeadline).toBe(before);
    expect(result.penalty).toBe(before ? flexiblePolicy.reservationPenalty : flexiblePolicy.checkinPenalty);
  });

  it('gives the amount, 0 without a policy', () => {
    expect(cancellationPenalty(flexiblePolicy, '2028-06-10', ROME, deadline, [10000, 12000], 22000)).toBe(0);
    expect(cancellationPenalty(flexiblePolicy, '2028-06-10', ROME, deadline + 1, [10000, 12000], 22000)).toBe(
      10000,
    );
    expect(cancellationPenalty(null, '2028-06-10', ROME, deadline + 1, [10000, 12000], 22000)).toBe(0);
  });
});

describe('penaltyAmount (nights 100 €, 120 €, 80 €; total 330 € with 30 € of extras)', () => {
  const nights = [10000, 12000, 8000];
  const total = 33000;
  it.each([
    ['no penalty', null, 0],
    ['an empty penalty', penalty(), 0],
    ['first night', penalty({ firstNight: true }), 10000],
    ['first night + 1 additional', penalty({ firstNight: true, additionalNights: 1 }), 22000],
    ['additional nights alone count from the first', penalty({ additionalNights: 1 }), 10000],
    ['charge 2 nights', penalty({ chargeNights: 2 }), 22000],
    [
      'first night and charge 2 nights overlap (max, not sum)',
      penalty({ firstNight: true, chargeNights: 2 }),
      22000,
    ],
    ['charge 5 nights of a 3-night stay', penalty({ chargeNights: 5 }), 30000],
    ['first night at 50 %', penalty({ firstNight: true, percentage: 50 }), 5000],
    ['2 nights, percentage 0 means 100', penalty({ chargeNights: 2, percentage: 0 }), 22000],
    ['50 % of the total', penalty({ percentage: 50 }), 16500],
    ['100 % of the total', penalty({ percentage: 100 }), 33000],
    ['150 % is capped at the total', penalty({ percentage: 150 }), 33000],
    ['33.33 % of the total', penalty({ percentage: 33.33 }), 10999], // 10998.9
    ['a 25 € fee', penalty({ chargeAmountCents: 2500 }), 2500],
    ['first night + 25 € fee', penalty({ firstNight: true, chargeAmountCents: 2500 }), 12500],
    ['100 % + fee is capped at the total', penalty({ percentage: 100, chargeAmountCents: 5000 }), 33000],
    ['a fee above the total is capped', penalty({ chargeAmountCents: 99_999 }), 33000],
  ])('%s → %i', (_label, value, expected) => {
    expect(penaltyAmount(value, nights, total)).toBe(expected);
  });

  it.each([
    [
      'zero nights and zero total',
      penalty({ firstNight: true, percentage: 100, chargeAmountCents: 500 }),
      [],
      0,
      0,
    ],
    ['zero nights, first night named', penalty({ firstNight: true }), [], 2000, 0],
    ['zero nights, a fee', penalty({ chargeNights: 1, chargeAmountCents: 500 }), [], 2000, 500],
    ['zero charged nights and no percentage', penalty({ chargeNights: 0 }), nights, total, 0],
    ['nights of 0 €', penalty({ chargeNights: 2 }), [0, 0], 0, 0],
  ])('zero-night penalties: %s', (_label, value, nightly, sum, expected) => {
    expect(penaltyAmount(value, nightly, sum)).toBe(expected);
  });

  it('property: 0 ≤ penalty ≤ total, whole cents', () => {
    const anyPenalty = fc.record({
      percentage: fc.option(fc.double({ min: -50, max: 300, noNaN: true })),
      firstNight: fc.boolean(),
      additionalNights: fc.integer({ min: -2, max: 10 }),
      chargeNights: fc.integer({ min: -2, max: 10 }),
      chargeAmountCents: fc.integer({ min: -1000, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        anyPenalty,
        fc.array(fc.nat(100_000), { maxLength: 10 }),
        fc.nat(100_000),
        (value, nightly, extras) => {
          const sum = nightly.reduce((a, b) => a + b, 0) + extras;
          const amount = penaltyAmount(value, nightly, sum);
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(sum);
          expect(
            noShowAmount({ id: 'n', ...value, stayNights: value.firstNight }, nightly, sum),
          ).toBeLessThanOrEqual(sum);
        },
      ),
    );
  });
});

describe('noShowAmount', () => {
  const nights = [10000, 12000, 8000];
  it.each([
    ['no policy', null, 0],
    ['first night', noShowFirstNight, 10000],
    ['every night of the stay', { ...noShowFirstNight, stayNights: true }, 30000],
    ['2 nights at 50 %', { ...noShowFirstNight, chargeNights: 2, percentage: 50 }, 11000],
    ['a fee only', { ...noShowFirstNight, chargeNights: 0, chargeAmountCents: 3000 }, 3000],
  ])('%s → %i', (_label, value, expected) => {
    expect(noShowAmount(value, nights, 30000)).toBe(expected);
  });
});

describe('policySummary', () => {
  const stay = { checkin: '2028-06-10', nightlyCents: [10000, 12000], totalCents: 22000 };
  it('summarises a flexible policy before and after its deadline', () => {
    const before = policySummary(flexiblePolicy, stay, ROME, at('2028-06-01T10:00:00Z'));
    expect(before).toEqual({
      type: 'CUSTOM',
      gracePeriod: true,
      deadline: at('2028-06-07T22:00:00Z'),
      deadlineDate: '2028-06-08',
      reservationPenaltyCents: 0,
      checkinPenaltyCents: 10000,
      deposit: false,
      freeNow: true,
    });
    expect(policySummary(flexiblePolicy, stay, ROME, at('2028-06-09T10:00:00Z')).freeNow).toBe(false);
  });

  it('summarises a non-refundable policy and no policy', () => {
    expect(policySummary(nonRefundablePolicy, stay, ROME, at('2028-06-01T10:00:00Z'))).toMatchObject({
      type: 'NOT_REFUNDABLE',
      gracePeriod: false,
      reservationPenaltyCents: 22000,
      checkinPenaltyCents: 5000,
      deposit: true,
      freeNow: false,
    });
    expect(policySummary(null, stay, ROME, 0)).toMatchObject({ type: 'FREE', freeNow: true, deadline: null });
  });
});

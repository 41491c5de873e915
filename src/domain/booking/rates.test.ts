import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStayContext } from './context.ts';
import {
  deriveAmount,
  isResolvedStayOf,
  planChain,
  resolveRate,
  resolveRates,
  resolveStay,
} from './rates.ts';
import { context, double, hotel, nonRefundable, rateRows, standard } from './test-fixtures.ts';
import type { RatePlan } from './types.ts';

describe('deriveAmount', () => {
  it.each([
    [10000, 'PERCENTAGE', -10, 9000],
    [10000, 'PERCENTAGE', 15, 11500],
    [3333, 'PERCENTAGE', -10, 3000], // 2999.7 → 3000
    [3335, 'PERCENTAGE', -10, 3002], // 3001.5 → 3002 (half-up)
    [9999, 'PERCENTAGE', -33.33, 6666], // 6666.33 → 6666
    [10000, 'PERCENTAGE', -150, 0], // never negative
    [10000, 'AMOUNT', -500, 9500],
    [10000, 'AMOUNT', 1250, 11250],
    [300, 'AMOUNT', -500, 0],
  ] as const)('%i with %s %d → %i', (parent, kind, value, expected) => {
    expect(deriveAmount(parent, { kind, value })).toBe(expected);
  });

  it('property: never negative, whole cents', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.constantFrom('PERCENTAGE' as const, 'AMOUNT' as const),
        fc.double({ min: -200, max: 200, noNaN: true }),
        (parent, kind, value) => {
          const derived = deriveAmount(parent, {
            kind,
            value: kind === 'AMOUNT' ? Math.round(value * 100) : value,
          });
          expect(Number.isInteger(derived)).toBe(true);
          expect(derived).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('resolveRate', () => {
  const ctx = context('2028-06-01', '2028-06-05', {
    rates: [
      ...rateRows('2028-06-02', '2028-06-03', { amountCents: 3333, minLOS: 2 }),
      ...rateRows('2028-06-03', '2028-06-04', { amountCents: null }),
    ],
  });

  it.each([
    ['STD', '2028-06-01', 10000],
    ['NR', '2028-06-01', 9000], // −10 %
    ['NR5', '2028-06-01', 8500], // (−10 %) − 5 €: a derived plan of a derived plan
    ['STD', '2028-06-02', 3333],
    ['NR', '2028-06-02', 3000], // rounded per night: 2999.7
    ['NR5', '2028-06-02', 2500],
    ['NR', '2028-06-03', null], // the parent has no rate
    ['NR', '2028-06-09', null], // no row at all
    ['NOPE', '2028-06-01', null],
  ])('%s on %s = %j', (plan, date, cents) => {
    expect(resolveRate(ctx, 'DBL', plan, date).amountCents).toBe(cents);
  });

  it("a derived plan without rows takes the parent's restrictions", () => {
    expect(resolveRate(ctx, 'DBL', 'NR5', '2028-06-02').minLOS).toBe(2);
  });

  it('its own row wins for restrictions, the amount still comes from the parent', () => {
    const own = createStayContext({
      hotel,
      roomTypes: [double],
      ratePlans: [standard, nonRefundable],
      dailyRates: [
        ...rateRows('2028-06-01', '2028-06-02'),
        ...rateRows('2028-06-01', '2028-06-02', { amountCents: 1, closedToArrival: true }, 'NR'),
      ],
      inventory: [],
    });
    expect(resolveRate(own, 'DBL', 'NR', '2028-06-01')).toMatchObject({
      amountCents: 9000,
      closedToArrival: true,
    });
  });

  it('cycles and missing parents give no rate', () => {
    const a: RatePlan = { ...standard, id: 'A', parent: { parentId: 'B', kind: 'AMOUNT', value: 0 } };
    const b: RatePlan = { ...standard, id: 'B', parent: { parentId: 'A', kind: 'AMOUNT', value: 0 } };
    const orphan: RatePlan = { ...standard, id: 'O', parent: { parentId: 'GONE', kind: 'AMOUNT', value: 0 } };
    const plans = new Map([a, b, orphan].map((p) => [p.id, p]));
    expect(planChain(plans, a)).toBeNull();
    expect(planChain(plans, orphan)).toBeNull();
    const cyclic = createStayContext({
      hotel,
      roomTypes: [double],
      ratePlans: [a, b],
      dailyRates: rateRows('2028-06-01', '2028-06-02', {}, 'A'),
      inventory: [],
    });
    expect(resolveRate(cyclic, 'DBL', 'A', '2028-06-01').amountCents).toBeNull();
  });
});

describe('resolveStay', () => {
  const ctx = context('2028-06-01', '2028-06-08', {
    rates: rateRows('2028-06-02', '2028-06-03', { amountCents: 3333, minLOS: 2 }),
  });

  it('resolves every night of the stay, checkout excluded, like resolveRates', () => {
    const stay = resolveStay(ctx, 'DBL', 'NR', '2028-06-01', '2028-06-04');
    expect(stay).toMatchObject({
      roomTypeId: 'DBL',
      ratePlanId: 'NR',
      checkin: '2028-06-01',
      checkout: '2028-06-04',
    });
    expect(stay.dates).toEqual(['2028-06-01', '2028-06-02', '2028-06-03']);
    expect(stay.rates.map((r) => r.amountCents)).toEqual([9000, 3000, 9000]);
    expect(stay.rates).toEqual(resolveRates(ctx, 'DBL', 'NR', stay.dates));
  });

  it('takes the nights when the caller has them', () => {
    const dates = ['2028-06-01', '2028-06-02'];
    expect(resolveStay(ctx, 'DBL', 'STD', '2028-06-01', '2028-06-03', dates).dates).toBe(dates);
  });

  it("a plan's own row gives its values unchanged", () => {
    expect(resolveRate(ctx, 'DBL', 'STD', '2028-06-02')).toMatchObject({
      amountCents: 3333,
      minLOS: 2,
      maxLOS: null,
      closed: false,
      closedToArrival: false,
      closedToDeparture: false,
    });
  });

  it('a negative amount of its own is floored at 0', () => {
    const negative = context('2028-06-01', '2028-06-02', {
      rates: rateRows('2028-06-01', '2028-06-02', { amountCents: -5 }),
    });
    expect(resolveRate(negative, 'DBL', 'STD', '2028-06-01').amountCents).toBe(0);
  });

  it('isResolvedStayOf matches room type, plan and both dates', () => {
    const stay = resolveStay(ctx, 'DBL', 'STD', '2028-06-01', '2028-06-03');
    expect(isResolvedStayOf(stay, 'DBL', 'STD', '2028-06-01', '2028-06-03')).toBe(true);
    expect(isResolvedStayOf(stay, 'DBL', 'NR', '2028-06-01', '2028-06-03')).toBe(false);
    expect(isResolvedStayOf(stay, 'SGL', 'STD', '2028-06-01', '2028-06-03')).toBe(false);
    expect(isResolvedStayOf(stay, 'DBL', 'STD', '2028-06-02', '2028-06-03')).toBe(false);
    expect(isResolvedStayOf(stay, 'DBL', 'STD', '2028-06-01', '2028-06-04')).toBe(false);
  });
});

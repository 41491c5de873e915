import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStayContext } from './context.ts';
import { addDays, eachNight } from './dates.ts';
import { validateOccupancy } from './people.ts';
import { resolveStay } from './rates.ts';
import {
  checkStay,
  DEFAULT_MAX_RANGE,
  parseStay,
  resolvedStayViolations,
  type StayRequest,
  validateDates,
  validateRestrictions,
  validateStay,
} from './stay.ts';
import { context, double, hotel, inventoryRows, people, rateRows, standard } from './test-fixtures.ts';
import type { Violation } from './types.ts';

const codes = (violations: Violation[]) => violations.map((v) => v.code);

describe('validateDates (booking form: checkout in checkin + 1 … checkin + maxRange)', () => {
  it.each([
    ['2028-06-01', '2028-06-02', {}, []],
    ['2028-06-01', '2028-06-01', {}, ['stay.checkout.before.checkin']],
    ['2028-06-02', '2028-06-01', {}, ['stay.checkout.before.checkin']],
    ['2028-06-01', '2028-07-01', {}, []], // 30 nights, the default max
    ['2028-06-01', '2028-07-02', {}, ['stay.too.long']], // 31
    ['2028-06-01', '2028-06-11', { maxRange: 10 }, []],
    ['2028-06-01', '2028-06-12', { maxRange: 10 }, ['stay.too.long']],
    ['2028-06-01', '2028-06-03', { today: '2028-06-01' }, []], // arrival today
    ['2028-05-31', '2028-06-03', { today: '2028-06-01' }, ['stay.checkin.past']],
    ['2027-12-30', '2028-01-02', {}, []], // year boundary
    ['2028-02-28', '2028-03-01', {}, []], // leap day
  ])('%s → %s %j → %j', (checkin, checkout, options, expected) => {
    expect(codes(validateDates(checkin, checkout, options))).toEqual(expected);
  });

  it('parses both formats strictly', () => {
    expect(parseStay('20280601', '2028-06-03')).toEqual({
      ok: true,
      checkin: '2028-06-01',
      checkout: '2028-06-03',
    });
    expect(parseStay('2028-06-31', 'x')).toEqual({
      ok: false,
      violations: [{ code: 'stay.checkin.invalid' }, { code: 'stay.checkout.invalid' }],
    });
  });

  it('property: any checkout within 1..maxRange nights passes, any other fails', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 80 }), fc.integer({ min: 1, max: 60 }), (nights, maxRange) => {
        const errors = validateDates('2028-06-01', addDays('2028-06-01', nights), { maxRange });
        expect(errors.length === 0).toBe(nights >= 1 && nights <= maxRange);
      }),
    );
    expect(DEFAULT_MAX_RANGE).toBe(30);
  });
});

describe('validateStay', () => {
  const base: StayRequest = {
    checkin: '2028-06-01',
    checkout: '2028-06-04',
    roomTypeId: 'DBL',
    ratePlanId: 'STD',
    people: people(2),
  };
  // Rows from May 28 to June 10; the cases below override some dates (later rows win).
  const from = '2028-05-28';
  const to = '2028-06-10';
  const day = (date: string, overrides: Parameters<typeof rateRows>[2], plan = 'STD') =>
    rateRows(date, addDays(date, 1), overrides, plan);

  it.each<[string, Partial<StayRequest>, Parameters<typeof context>[2], string[]]>([
    ['an open stay', {}, {}, []],
    ['minLOS 4 on arrival', {}, { rates: day('2028-06-01', { minLOS: 4 }) }, ['stay.min.los']],
    ['minLOS 4 on a later night does not count', {}, { rates: day('2028-06-02', { minLOS: 4 }) }, []],
    ['minLOS 3 on arrival is met', {}, { rates: day('2028-06-01', { minLOS: 3 }) }, []],
    ['maxLOS 2 on arrival', {}, { rates: day('2028-06-01', { maxLOS: 2 }) }, ['stay.max.los']],
    [
      'closed to arrival on checkin',
      {},
      { rates: day('2028-06-01', { closedToArrival: true }) },
      ['stay.closed.arrival'],
    ],
    [
      'closed to arrival on a later night is fine',
      {},
      { rates: day('2028-06-02', { closedToArrival: true }) },
      [],
    ],
    [
      'closed to departure on checkout',
      {},
      { rates: day('2028-06-04', { closedToDeparture: true }) },
      ['stay.closed.departure'],
    ],
    [
      'closed to departure on a night is fine',
      {},
      { rates: day('2028-06-03', { closedToDeparture: true }) },
      [],
    ],
    ['rate closed on a night', {}, { rates: day('2028-06-02', { closed: true }) }, ['stay.closed']],
    ['rate closed on the checkout day is fine', {}, { rates: day('2028-06-04', { closed: true }) }, []],
    ['no rate on a night', {}, { rates: day('2028-06-03', { amountCents: null }) }, ['stay.no.rate']],
    ['hotel closed on a night', {}, { hotelClosedDates: ['2028-06-03'] }, ['stay.closed']],
    ['hotel closed on the checkout day', {}, { hotelClosedDates: ['2028-06-04'] }, []],
    [
      'room type closed on a night',
      {},
      { stock: [{ roomTypeId: 'DBL', date: '2028-06-02', total: 5, booked: 0, roomClosed: true }] },
      ['stay.closed'],
    ],
    [
      'sold out on the last night',
      {},
      { stock: inventoryRows('2028-06-03', '2028-06-04', 5) },
      ['stay.sold.out'],
    ],
    ['sold out on the checkout day is fine', {}, { stock: inventoryRows('2028-06-04', '2028-06-05', 5) }, []],
    [
      '2 rooms wanted, 1 left',
      { rooms: 2 },
      { stock: inventoryRows('2028-06-02', '2028-06-03', 4) },
      ['stay.sold.out'],
    ],
    [
      'overbooked counts as sold out',
      {},
      { stock: inventoryRows('2028-06-02', '2028-06-03', 7) },
      ['stay.sold.out'],
    ],
    [
      'derived plan inherits the parent minLOS',
      { ratePlanId: 'NR5' },
      { rates: day('2028-06-01', { minLOS: 5 }) },
      ['stay.min.los'],
    ],
    ['0 adults', { people: people(0, 2) }, {}, ['people.adults.min']],
    ['10,000 guests', { people: people(10_000) }, {}, ['people.band.max', 'people.too.many']],
    ['unknown room type', { roomTypeId: 'SUITE' }, {}, ['stay.room.type.unknown']],
    ['unknown rate plan', { ratePlanId: 'X' }, {}, ['stay.rate.plan.unknown']],
    [
      'checkout before checkin skips restrictions',
      { checkout: '2028-05-30' },
      {},
      ['stay.checkout.before.checkin'],
    ],
    ['too long skips restrictions', { checkout: '2030-01-01' }, {}, ['stay.too.long']],
    ['malformed checkin', { checkin: '2028-02-30' }, {}, ['stay.checkin.invalid']],
    ['compact dates are accepted', { checkin: '20280601', checkout: '20280604' }, {}, []],
  ])('%s', (_label, request, data, expected) => {
    const ctx = context(from, to, data);
    expect(codes(validateStay(ctx, { ...base, ...request }))).toEqual(expected);
  });

  it.each<[string, { minStay?: number; maxStay?: number }, Parameters<typeof rateRows>[2], string[]]>([
    ['the plan’s minimum stay of 4 where the night names none', { minStay: 4 }, {}, ['stay.min.los']],
    ['the plan’s minimum stay of 3 (3 nights booked)', { minStay: 3 }, {}, []],
    ['the plan’s maximum stay of 2', { maxStay: 2 }, {}, ['stay.max.los']],
    ['the night’s own minimum (2) before the plan’s (4)', { minStay: 4 }, { minLOS: 2 }, []],
    ['the night’s own maximum (5) before the plan’s (2)', { maxStay: 2 }, { maxLOS: 5 }, []],
  ])('%s', (_label, defaults, night, expected) => {
    const ctx = createStayContext({
      hotel,
      roomTypes: [double],
      ratePlans: [{ ...standard, ...defaults }],
      services: [],
      promotions: [],
      dailyRates: [...rateRows(from, to), ...day('2028-06-01', night)],
      inventory: inventoryRows(from, to),
      hotelClosedDates: [],
    });
    expect(codes(validateStay(ctx, base))).toEqual(expected);
  });

  it('reports the night, the limit and the scope', () => {
    const ctx = context(from, to, {
      rates: day('2028-06-01', { minLOS: 5 }),
      stock: inventoryRows('2028-06-02', '2028-06-03', 4),
      hotelClosedDates: ['2028-06-03'],
    });
    expect(validateStay(ctx, { ...base, rooms: 2 })).toEqual([
      { code: 'stay.min.los', date: '2028-06-01', limit: 5 },
      { code: 'stay.sold.out', date: '2028-06-02', limit: 1 },
      { code: 'stay.closed', date: '2028-06-03', scope: 'hotel' },
    ]);
  });

  it('a plan limited to other room types is unknown for this one', () => {
    const ctx = context(from, to);
    const plan = ctx.ratePlans.get('STD');
    if (!plan) throw new Error('fixture');
    const limited = { ...ctx, ratePlans: new Map([['STD', { ...plan, roomTypeIds: ['SUITE'] }]]) };
    expect(codes(validateStay(limited, base))).toEqual(['stay.rate.plan.unknown']);
  });

  it('refuses a past check-in when today is given', () => {
    expect(codes(validateStay(context(from, to), base, { today: '2028-06-02' }))).toEqual([
      'stay.checkin.past',
    ]);
  });

  it('a stay across the Rome DST change and one over a leap day are open', () => {
    const dst = context('2028-03-20', '2028-04-02');
    expect(validateStay(dst, { ...base, checkin: '2028-03-25', checkout: '2028-03-28' })).toEqual([]);
    const leap = context('2028-02-25', '2028-03-05', { rates: day('2028-02-29', { closed: true }) });
    expect(validateStay(leap, { ...base, checkin: '2028-02-28', checkout: '2028-03-01' })).toEqual([
      { code: 'stay.closed', date: '2028-02-29', scope: 'rate' },
    ]);
  });

  it('missing inventory rows mean no availability', () => {
    const ctx = context(from, '2028-06-02');
    expect(codes(validateStay(ctx, base))).toEqual([
      'stay.no.rate',
      'stay.sold.out',
      'stay.no.rate',
      'stay.sold.out',
    ]);
  });
});

describe('checkStay (validateStay handing back the nights it resolved)', () => {
  const base: StayRequest = {
    checkin: '2028-06-01',
    checkout: '2028-06-04',
    roomTypeId: 'DBL',
    ratePlanId: 'NR',
    people: people(2),
  };
  const ctx = context('2028-05-28', '2028-06-10', {
    rates: rateRows('2028-06-02', '2028-06-03', { amountCents: 3333, minLOS: 4 }),
    stock: inventoryRows('2028-06-03', '2028-06-04', 5),
  });

  it('gives the nights resolved for the restrictions, the same as resolveStay', () => {
    const { violations, resolved } = checkStay(ctx, base);
    expect(codes(violations)).toEqual(['stay.sold.out']);
    expect(resolved).toEqual(resolveStay(ctx, 'DBL', 'NR', '2028-06-01', '2028-06-04'));
    expect(resolved?.rates.map((r) => r.amountCents)).toEqual([9000, 3000, 9000]);
  });

  it('reuses the nights it is given', () => {
    const nights = eachNight('2028-06-01', '2028-06-04');
    expect(checkStay(ctx, base, {}, nights).resolved?.dates).toBe(nights);
  });

  it.each<[string, Partial<StayRequest>]>([
    ['bad dates', { checkout: '2028-05-30' }],
    ['malformed dates', { checkin: 'tomorrow' }],
    ['unknown room type', { roomTypeId: 'SUITE' }],
    ['unknown plan', { ratePlanId: 'X' }],
  ])('resolves nothing for %s', (_label, request) => {
    const { violations, resolved } = checkStay(ctx, { ...base, ...request });
    expect(violations.length).toBeGreaterThan(0);
    expect(resolved).toBeNull();
  });

  it('resolvedStayViolations over resolved nights = validateRestrictions', () => {
    const resolved = resolveStay(ctx, 'DBL', 'STD', '2028-06-01', '2028-06-04');
    expect(resolvedStayViolations(ctx, resolved, 2)).toEqual(
      validateRestrictions(ctx, 'DBL', 'STD', '2028-06-01', '2028-06-04', 2),
    );
  });

  it('property: the violations are those of the dates, the room type, the plan and the restrictions, in order', () => {
    const dates = eachNight('2028-05-28', '2028-06-10');
    fc.assert(
      fc.property(
        fc.constantFrom(...dates),
        fc.integer({ min: -2, max: 6 }),
        fc.constantFrom('DBL', 'SUITE'),
        fc.constantFrom('STD', 'NR', 'NR5', 'X'),
        fc.nat(4),
        fc.integer({ min: 1, max: 6 }),
        (checkin, length, roomTypeId, ratePlanId, adults, rooms) => {
          const checkout = addDays(checkin, length);
          const request = { checkin, checkout, roomTypeId, ratePlanId, people: people(adults), rooms };
          const dateProblems = validateDates(checkin, checkout);
          const known = roomTypeId === 'DBL' && ratePlanId !== 'X';
          const expected = [
            ...dateProblems,
            ...(roomTypeId === 'DBL'
              ? validateOccupancy(double, request.people)
              : [{ code: 'stay.room.type.unknown' }]),
            ...(ratePlanId === 'X' ? [{ code: 'stay.rate.plan.unknown' }] : []),
            ...(known && dateProblems.length === 0
              ? validateRestrictions(ctx, roomTypeId, ratePlanId, checkin, checkout, rooms)
              : []),
          ];
          const checked = checkStay(ctx, request);
          expect(checked.violations).toEqual(expected);
          expect(checked.resolved === null).toBe(!(known && dateProblems.length === 0));
          expect(validateStay(ctx, request)).toEqual(expected);
        },
      ),
    );
  });
});

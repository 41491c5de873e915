import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStayContext } from './context.ts';
import { addDays } from './dates.ts';
import { resolveStay } from './rates.ts';
import { reservationRoomFromQuote, roomTotalCents } from './reservation-totals.ts';
import { type QuoteRequest, quoteRoom, validateExtras } from './room-quote.ts';
import { checkStay } from './stay.ts';
import {
  context,
  double,
  hotel,
  inventoryRows,
  NOW,
  nonRefundable,
  nonRefundableLess5,
  occupancyBased,
  people,
  promotion,
  quote,
  rateRows,
  services,
  standard,
} from './test-fixtures.ts';

describe('quoteRoom', () => {
  it('3 nights at 100 € for 2 adults: rates, included cleaning, VAT 10, city tax, no deposit (flexible)', () => {
    const q = quote({});
    expect(q.nights).toBe(3);
    expect(q.nightly.map((n) => n.date)).toEqual(['2028-06-10', '2028-06-11', '2028-06-12']);
    expect(q).toMatchObject({
      rateType: 'STANDARD',
      roomInitialCents: 30000,
      roomDiscountCents: 0,
      roomFinalCents: 30000,
      bookableServicesCents: 0,
      totalCents: 30000, // the INCLUDED cleaning is part of the rate
      vatRate: 10,
      taxableCents: 27273, // 30000 / 1.1 = 27272.727…
      vatCents: 2727,
      cityTaxCents: 1200, // 2 € × 2 adults × 3 nights
      depositCents: 0,
      grandTotalCents: 31200,
      currency: 'EUR',
      includedMealPlans: ['BREAKFAST'],
    });
    // Listed, flagged INCLUDED, at 0 (PROPLIM-11: the balance counts bookable services only).
    expect(q.services).toEqual([
      {
        id: 'cleaning',
        bookability: 'INCLUDED',
        frequency: 'LUMP_SUM',
        unitCents: 0,
        periods: 1,
        count: 1,
        totalCents: 0,
      },
    ]);
    expect(q.initialTotalCents).toBe(30000);
  });

  it('a derived NOT_REFUNDABLE plan (−10 %) with the deposit of its policy (30 %)', () => {
    const q = quote({ ratePlanId: 'NR' });
    expect(q.nightly.map((n) => n.rateCents)).toEqual([9000, 9000, 9000]);
    // 270 € of nights (the INCLUDED cleaning adds nothing); deposit 30 % of 270 €.
    expect(q).toMatchObject({ rateType: 'NOT_REFUNDABLE', totalCents: 27000, depositCents: 8100 });
  });

  it('a derived plan of a derived plan: (100 € − 10 %) − 5 € = 85 €', () => {
    expect(quote({ ratePlanId: 'NR5' }).nightly.map((n) => n.rateCents)).toEqual([8500, 8500, 8500]);
  });

  it('rounds per night: 3 nights at 33.33 € with 10 % off', () => {
    const ctx = context('2028-06-01', '2028-07-15', {
      rates: rateRows('2028-06-10', '2028-06-13', { amountCents: 3333 }),
      promos: [promotion({ id: 'ten', type: 'STANDARD' })],
    });
    const q = quote({}, ctx);
    expect(q.nightly.map((n) => [n.initialCents, n.discountCents, n.finalCents])).toEqual([
      [3333, 333, 3000],
      [3333, 333, 3000],
      [3333, 333, 3000],
    ]);
    expect([q.roomInitialCents, q.roomDiscountCents, q.roomFinalCents]).toEqual([9999, 999, 9000]);
    expect(quote({ ratePlanId: 'NR' }, ctx).nightly.map((n) => n.rateCents)).toEqual([3000, 3000, 3000]); // 2999.7
  });

  it('occupancy-based pricing: base for 2, extra adult 30 € and child 15 € per night', () => {
    const q = quote({ ratePlanId: 'OBP', people: people(3, 0, 1) });
    expect(q.nightly[0]).toMatchObject({ rateCents: 10000, extraPeopleCents: 4500, initialCents: 14500 });
    expect(q.roomFinalCents).toBe(43500);
  });

  it('per-room pricing ignores extra people', () => {
    expect(quote({ people: people(3, 0, 1) }).nightly[0]?.extraPeopleCents).toBe(0);
  });

  it('guests in an extra bed pay the bed, not the extra-person price', () => {
    const q = quote({
      ratePlanId: 'OBP',
      people: people(3, 0, 1, 1),
      extraBeds: [
        { bedId: 'sofa', people: people(0, 0, 1) },
        { bedId: 'cot', people: people(0, 0, 0, 1) },
      ],
    });
    expect(q.nightly[0]?.extraPeopleCents).toBe(3000); // only the third adult
    expect(q.extraBeds).toEqual([
      { id: 'sofa', frequency: 'NIGHTLY', unitCents: 1500, periods: 3, count: 1, totalCents: 4500 },
      { id: 'cot', frequency: 'LUMP_SUM', unitCents: 1000, periods: 1, count: 1, totalCents: 1000 },
    ]);
    expect(q.extraBedsCents).toBe(5500);
    expect(q.totalCents).toBe(39000 + 5500);
  });

  it.each([
    ['breakfast PER_PERSON DAILY, 2 adults 1 boy', 'breakfast', 1, people(2, 1), 3200, 3, 1, 9600],
    ['breakfast × 10 with no cap (-1)', 'breakfast', 10, people(2), 2400, 3, 10, 72000],
    ['parking NIGHTLY × 5 capped at 2', 'parking', 5, people(2), 1500, 3, 2, 9000],
    ['spa: a HOTEL service, LUMP_SUM', 'spa', 2, people(2), 4000, 1, 2, 8000],
    ['gym MONTHLY for 3 nights', 'gym', 1, people(2), 3000, 1, 1, 3000],
  ])('service: %s', (_label, serviceId, count, guests, unit, periods, capped, total) => {
    const q = quote({ people: guests, services: [{ serviceId, count }] });
    expect(q.services.find((s) => s.id === serviceId)).toMatchObject({
      unitCents: unit,
      periods,
      count: capped,
      totalCents: total,
    });
    expect(q.bookableServicesCents).toBe(total);
  });

  it('monthly service over 31 nights counts 2 months', () => {
    const q = quote({ checkout: '2028-07-11', services: [{ serviceId: 'gym', count: 1 }] });
    expect(q.services.find((s) => s.id === 'gym')).toMatchObject({ periods: 2, totalCents: 6000 });
  });

  it('applies promotions with the code and only to the room nights', () => {
    const ctx = context('2028-06-01', '2028-07-15', {
      promos: [
        promotion({
          id: 'secret',
          type: 'STANDARD',
          secretCode: 'VIP',
          discount: { type: 'PERCENTAGE', value: 20 },
        }),
        promotion({ id: 'lm', type: 'LAST_MINUTE', days: 10, discount: { type: 'PRICE', value: 1000 } }),
      ],
    });
    const withCode = quote({ promoCode: 'vip', services: [{ serviceId: 'parking', count: 1 }] }, ctx);
    expect(withCode.promotions.map((p) => [p.promotionId, p.discountCents])).toEqual([
      ['secret', 6000],
      ['lm', 3000],
    ]);
    expect(withCode.roomFinalCents).toBe(21000);
    expect(withCode.initialTotalCents).toBe(30000 + 4500);
    expect(withCode.totalCents).toBe(21000 + 4500);
    const without = quote({}, ctx);
    expect(without.promotions.map((p) => p.promotionId)).toEqual(['lm']);
  });

  it('prices each night of a stay across the Rome spring DST change (26 March 2028)', () => {
    const ctx = context('2028-03-20', '2028-04-02', {
      rates: [
        ...rateRows('2028-03-25', '2028-03-26', { amountCents: 10000 }),
        ...rateRows('2028-03-26', '2028-03-27', { amountCents: 12000 }),
        ...rateRows('2028-03-27', '2028-03-28', { amountCents: 11000 }),
      ],
    });
    const q = quote({ checkin: '2028-03-25', checkout: '2028-03-28' }, ctx);
    expect(q.nightly.map((n) => [n.date, n.finalCents])).toEqual([
      ['2028-03-25', 10000],
      ['2028-03-26', 12000],
      ['2028-03-27', 11000],
    ]);
    expect(q.cityTaxCents).toBe(1200);
  });

  it('prices each night across the Rome autumn DST change (29 October 2028)', () => {
    const q = quote({ checkin: '2028-10-28', checkout: '2028-10-31' }, context('2028-10-20', '2028-11-05'));
    expect(q.nights).toBe(3);
    expect(q.nightly.map((n) => n.date)).toEqual(['2028-10-28', '2028-10-29', '2028-10-30']);
  });

  it('prices the leap day', () => {
    const ctx = context('2028-02-20', '2028-03-05', {
      rates: rateRows('2028-02-29', '2028-03-01', { amountCents: 15000 }),
    });
    const q = quote({ checkin: '2028-02-28', checkout: '2028-03-01' }, ctx);
    expect(q.nightly.map((n) => [n.date, n.finalCents])).toEqual([
      ['2028-02-28', 10000],
      ['2028-02-29', 15000],
    ]);
  });

  it('prices a stay over the year boundary (30 Dec → 2 Jan)', () => {
    const ctx = context('2028-12-20', '2029-01-10', {
      rates: rateRows('2028-12-31', '2029-01-01', { amountCents: 25000 }),
    });
    const q = quote({ checkin: '2028-12-30', checkout: '2029-01-02' }, ctx);
    expect(q.nightly.map((n) => [n.date, n.finalCents])).toEqual([
      ['2028-12-30', 10000],
      ['2028-12-31', 25000],
      ['2029-01-01', 10000],
    ]);
  });

  it('returns null when a night has no rate, the room type or the plan is unknown', () => {
    const ctx = context('2028-06-01', '2028-07-15', {
      rates: rateRows('2028-06-11', '2028-06-12', { amountCents: null }),
    });
    const request: QuoteRequest = {
      roomTypeId: 'DBL',
      ratePlanId: 'STD',
      checkin: '2028-06-10',
      checkout: '2028-06-13',
      people: people(2),
    };
    expect(quoteRoom(ctx, request, NOW)).toBeNull();
    expect(quoteRoom(ctx, { ...request, roomTypeId: 'X' }, NOW)).toBeNull();
    expect(quoteRoom(ctx, { ...request, ratePlanId: 'X' }, NOW)).toBeNull();
  });

  it('property: nights = breakdown length; no negative amount; VAT splits the total; deposit ≤ total; sums hold', () => {
    const plans = [standard, nonRefundable, nonRefundableLess5, occupancyBased];
    fc.assert(
      fc.property(
        fc.array(fc.nat(100_000), { minLength: 1, maxLength: 14 }),
        fc.constantFrom(...plans.map((p) => p.id)),
        fc.record({
          adults: fc.integer({ min: 1, max: 3 }),
          boys: fc.nat(2),
          children: fc.nat(2),
          kids: fc.nat(1),
        }),
        fc.array(
          fc.record({
            serviceId: fc.constantFrom(...services.map((s) => s.id)),
            count: fc.integer({ min: -1, max: 5 }),
          }),
          { maxLength: 3 },
        ),
        fc.array(
          fc.record({
            type: fc.constantFrom('STANDARD' as const, 'MINIMUM_STAY' as const, 'LAST_MINUTE' as const),
            discount: fc.oneof(
              fc.record({
                type: fc.constant('PERCENTAGE' as const),
                value: fc.integer({ min: 0, max: 100 }),
              }),
              fc.record({ type: fc.constant('PRICE' as const), value: fc.nat(50_000) }),
            ),
            days: fc.constant(30),
          }),
          { maxLength: 3 },
        ),
        fc.integer({ min: 0, max: 150 }),
        (amounts, ratePlanId, guests, wanted, promoParts, depositPercentage) => {
          const checkin = '2028-06-10';
          const checkout = addDays(checkin, amounts.length);
          const ctx = createStayContext({
            hotel: { ...hotel, depositPercentage },
            roomTypes: [double],
            ratePlans: plans.map((p) => ({
              ...p,
              cancellationPolicy: p.cancellationPolicy ? { ...p.cancellationPolicy, deposit: true } : null,
            })),
            services,
            promotions: promoParts.map((p, i) => promotion({ id: `p${i}`, ...p })),
            dailyRates: ['STD', 'OBP'].flatMap((plan) =>
              amounts.flatMap((amountCents, i) =>
                rateRows(addDays(checkin, i), addDays(checkin, i + 1), { amountCents }, plan),
              ),
            ),
            inventory: inventoryRows(checkin, checkout),
          });
          const q = quoteRoom(
            ctx,
            { roomTypeId: 'DBL', ratePlanId, checkin, checkout, people: guests, services: wanted },
            NOW,
          );
          if (!q) throw new Error('no quote');
          expect(q.nights).toBe(amounts.length);
          expect(q.nightly).toHaveLength(q.nights);
          for (const night of q.nightly) {
            expect(
              Math.min(night.rateCents, night.initialCents, night.discountCents, night.finalCents),
            ).toBeGreaterThanOrEqual(0);
            expect(night.finalCents).toBe(night.initialCents - night.discountCents);
          }
          expect(q.roomFinalCents).toBe(q.nightly.reduce((sum, n) => sum + n.finalCents, 0));
          expect(q.totalCents).toBe(q.roomFinalCents + q.extraBedsCents + q.bookableServicesCents);
          // INCLUDED services are listed at 0: part of the rate.
          for (const service of q.services) {
            if (service.bookability === 'INCLUDED') expect(service.totalCents).toBe(0);
          }
          expect(q.totalCents).toBeLessThanOrEqual(q.initialTotalCents);
          expect(q.taxableCents + q.vatCents).toBe(q.totalCents);
          expect(Math.min(q.taxableCents, q.vatCents, q.cityTaxCents, q.depositCents)).toBeGreaterThanOrEqual(
            0,
          );
          expect(q.depositCents).toBeLessThanOrEqual(q.totalCents);
          expect(q.grandTotalCents).toBe(q.totalCents + q.cityTaxCents);
          const room = reservationRoomFromQuote(q, { id: 'r' }, double);
          expect(roomTotalCents(room)).toBe(q.totalCents);
        },
      ),
    );
  });
});

describe('quoteRoom with the nights checkStay resolved', () => {
  const ctx = context('2028-06-01', '2028-07-15', {
    rates: rateRows('2028-06-11', '2028-06-12', { amountCents: 12345 }),
    promos: [
      promotion({ id: 'ten', type: 'STANDARD' }),
      promotion({ id: 'long', type: 'MINIMUM_STAY', minStay: 3 }),
    ],
  });
  const request = (ratePlanId: string, adults: number): QuoteRequest => ({
    roomTypeId: 'DBL',
    ratePlanId,
    checkin: '2028-06-10',
    checkout: '2028-06-14',
    people: people(adults),
  });

  it.each([
    ['STD', 2],
    ['NR', 2],
    ['NR5', 1],
    ['OBP', 3],
  ])('%s for %i adults: the same quote as resolving again', (ratePlanId, adults) => {
    const { violations, resolved } = checkStay(ctx, { ...request(ratePlanId, adults) });
    expect(violations).toEqual([]);
    expect(resolved).not.toBeNull();
    expect(quoteRoom(ctx, request(ratePlanId, adults), NOW, resolved)).toEqual(
      quoteRoom(ctx, request(ratePlanId, adults), NOW),
    );
  });

  it('ignores nights resolved for another plan or other dates', () => {
    const other = resolveStay(ctx, 'DBL', 'NR', '2028-06-10', '2028-06-14');
    const shorter = resolveStay(ctx, 'DBL', 'STD', '2028-06-10', '2028-06-12');
    const expected = quoteRoom(ctx, request('STD', 2), NOW);
    expect(quoteRoom(ctx, request('STD', 2), NOW, other)).toEqual(expected);
    expect(quoteRoom(ctx, request('STD', 2), NOW, shorter)).toEqual(expected);
    expect(expected?.nightly.map((n) => n.rateCents)).toEqual([10000, 12345, 10000, 10000]);
  });
});

describe('validateExtras', () => {
  const ctx = context('2028-06-01', '2028-06-02');
  it.each<[string, Partial<QuoteRequest>, string[]]>([
    ['nothing extra', {}, []],
    [
      'a sofa bed for the child',
      { people: people(2, 0, 1), extraBeds: [{ bedId: 'sofa', people: people(0, 0, 1) }] },
      [],
    ],
    ['an unknown bed', { extraBeds: [{ bedId: 'bunk', people: people(1) }] }, ['bed.unknown']],
    [
      'two sofas where one fits',
      {
        people: people(2, 0, 2),
        extraBeds: [
          { bedId: 'sofa', people: people(0, 0, 1) },
          { bedId: 'sofa', people: people(0, 0, 1) },
        ],
      },
      ['bed.too.many'],
    ],
    [
      'three in a sofa for two',
      { people: people(3, 0, 2), extraBeds: [{ bedId: 'sofa', people: people(1, 0, 2) }] },
      ['bed.people.max'],
    ],
    [
      'a bed guest not in the room',
      { people: people(2), extraBeds: [{ bedId: 'cot', people: people(0, 0, 0, 1) }] },
      ['bed.people.not.in.room'],
    ],
    [
      'bookable services',
      {
        services: [
          { serviceId: 'breakfast', count: 2 },
          { serviceId: 'spa', count: 9 },
        ],
      },
      [],
    ],
    ['an unknown service', { services: [{ serviceId: 'heli', count: 1 }] }, ['service.unknown']],
    [
      'an INCLUDED service is not bookable',
      { services: [{ serviceId: 'cleaning', count: 1 }] },
      ['service.not.bookable'],
    ],
    ['a negative count', { services: [{ serviceId: 'parking', count: -1 }] }, ['service.count.invalid']],
    [
      'the same service twice (it would double its maxCount)',
      {
        services: [
          { serviceId: 'parking', count: 2 },
          { serviceId: 'parking', count: 2 },
        ],
      },
      ['service.duplicate'],
    ],
    [
      'two cots where the room takes one',
      {
        people: people(2, 0, 0, 2),
        extraBeds: [
          { bedId: 'cot', people: people(0, 0, 0, 1) },
          { bedId: 'cot', people: people(0, 0, 0, 1) },
        ],
      },
      ['bed.too.many'],
    ],
    [
      'the same guest in two beds',
      {
        people: people(2, 0, 0, 1),
        extraBeds: [
          { bedId: 'sofa', people: people(0, 0, 0, 1) },
          { bedId: 'cot', people: people(0, 0, 0, 1) },
        ],
      },
      ['bed.people.not.in.room'],
    ],
    // CONSIST: a cot holds an infant, not an adult nor a child of 3 or more.
    [
      'an adult in a cot',
      { people: people(2), extraBeds: [{ bedId: 'cot', people: people(1) }] },
      ['bed.band.not.fit'],
    ],
    [
      'a child in a cot',
      { people: people(2, 0, 1), extraBeds: [{ bedId: 'cot', people: people(0, 0, 1) }] },
      ['bed.band.not.fit'],
    ],
  ])('%s', (_label, request, codes) => {
    expect(validateExtras(ctx, double, { people: people(2), ...request }).map((v) => v.code)).toEqual(codes);
  });

  it('names the repeated service line', () => {
    const services = [
      { serviceId: 'breakfast', count: 1 },
      { serviceId: 'parking', count: 1 },
      { serviceId: 'breakfast', count: 1 },
    ];
    expect(validateExtras(ctx, double, { people: people(2), services })).toEqual([
      { code: 'service.duplicate', id: 'breakfast', index: 2 },
    ]);
  });
});

describe('maxCount holds per service and room (PROPCHECK-8 "Service count is capped to maxCount")', () => {
  // Parking: 15 € a night, maxCount 2; 3 nights.
  it.each<[string, { serviceId: string; count: number }[], number, number]>([
    ['count 2', [{ serviceId: 'parking', count: 2 }], 2, 9000],
    ['count 5 capped to 2', [{ serviceId: 'parking', count: 5 }], 2, 9000],
    [
      'repeated lines add up, then the cap applies',
      [
        { serviceId: 'parking', count: 2 },
        { serviceId: 'parking', count: 2 },
      ],
      2,
      9000,
    ],
    [
      '1 + 1 = 2, within the cap',
      [
        { serviceId: 'parking', count: 1 },
        { serviceId: 'parking', count: 1 },
      ],
      2,
      9000,
    ],
  ])('%s', (_label, services, count, total) => {
    const q = quote({ services });
    const parking = q.services.filter((s) => s.id === 'parking');
    expect(parking).toHaveLength(1);
    expect(parking[0]).toMatchObject({ count, totalCents: total });
    expect(q.bookableServicesCents).toBe(total);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPromotions,
  applyPromotionsTo,
  coveredNights,
  nightDiscount,
  type PromotionQuery,
  promotionConditionHolds,
  promotionLabel,
  promotionName,
} from './promotions.ts';
import { promotion, ROME } from './test-fixtures.ts';
import { type AppliedPromotion, PROMOTION_TYPES, type Promotion } from './types.ts';

describe('promotionLabel (BOLIM-3: truncated at 20 characters)', () => {
  it.each([
    ['Last minute', 'Last minute'],
    ['Exactly twenty chars', 'Exactly twenty chars'], // 20: kept whole
    ['Early booking summer special', 'Early booking summer…'],
    ['Offerta speciale di primavera', 'Offerta speciale di…'], // trailing space trimmed before the ellipsis
    ['Sconto più lungo di venti caratteri', 'Sconto più lungo di…'],
    ['🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉🎉', `${'🎉'.repeat(20)}…`], // counted as characters, not UTF-16 units
    ['', ''],
  ])('%j → %j', (name, label) => {
    expect(promotionLabel(name)).toBe(label);
  });

  it('takes another length', () => {
    expect(promotionLabel('Early booking', 5)).toBe('Early…');
  });

  it('names fall back to English, then to the first one', () => {
    expect(promotionName({ name: { en: 'Summer', it: 'Estate' } }, 'it')).toBe('Estate');
    expect(promotionName({ name: { en: 'Summer', it: 'Estate' } }, 'de')).toBe('Summer');
    expect(promotionName({ name: { fr: 'Été' } }, 'de')).toBe('Été');
    expect(promotionName({ name: {} })).toBe('');
  });
});

// Stay 10-13 June 2028 (3 nights), booked on 1 June at 12:00 Rome time: 9 days before arrival.
const query: PromotionQuery = {
  roomTypeId: 'DBL',
  ratePlanId: 'STD',
  checkin: '2028-06-10',
  checkout: '2028-06-13',
  bookingDate: '2028-06-01',
  now: Date.parse('2028-06-01T10:00:00Z'),
  timeZone: ROME,
  promoCode: null,
};
// Arrival local midnight: 2028-06-09T22:00Z (CEST).
const arrival = Date.parse('2028-06-09T22:00:00Z');

describe('promotionConditionHolds', () => {
  it.each<[string, Partial<Promotion> & Pick<Promotion, 'type'>, Partial<PromotionQuery>, boolean]>([
    ['STANDARD', { type: 'STANDARD' }, {}, true],
    ['disabled', { type: 'STANDARD', enabled: false }, {}, false],
    ['zero discount', { type: 'STANDARD', discount: { type: 'PERCENTAGE', value: 0 } }, {}, false],
    ['MINIMUM_STAY 3 for 3 nights', { type: 'MINIMUM_STAY', minStay: 3 }, {}, true],
    ['MINIMUM_STAY 4 for 3 nights', { type: 'MINIMUM_STAY', minStay: 4 }, {}, false],
    [
      'BOOK_TODAY valid on the booking day',
      { type: 'BOOK_TODAY', validFrom: '2028-06-01', validTo: '2028-06-01' },
      {},
      true,
    ],
    ['BOOK_TODAY valid from tomorrow', { type: 'BOOK_TODAY', validFrom: '2028-06-02' }, {}, false],
    ['EARLY_BOOKING 9 days, booked 9 days before', { type: 'EARLY_BOOKING', days: 9 }, {}, true],
    ['EARLY_BOOKING 10 days, booked 9 days before', { type: 'EARLY_BOOKING', days: 10 }, {}, false],
    ['LAST_MINUTE 9 days, booked 9 days before', { type: 'LAST_MINUTE', days: 9 }, {}, true],
    ['LAST_MINUTE 8 days, booked 9 days before', { type: 'LAST_MINUTE', days: 8 }, {}, false],
    [
      'LAST_MINUTE for a past arrival',
      { type: 'LAST_MINUTE', days: 30 },
      { bookingDate: '2028-06-11' },
      false,
    ],
    ['LAST_SECOND 24 h, 9 days before', { type: 'LAST_SECOND', days: 24 }, {}, false],
    [
      'LAST_SECOND 24 h, exactly 24 h before',
      { type: 'LAST_SECOND', days: 24 },
      { now: arrival - 86_400_000, bookingDate: '2028-06-09' },
      true,
    ],
    [
      'LAST_SECOND 24 h, 1 ms earlier',
      { type: 'LAST_SECOND', days: 24 },
      { now: arrival - 86_400_001, bookingDate: '2028-06-08' },
      false,
    ],
    [
      'LAST_SECOND on the arrival day',
      { type: 'LAST_SECOND', days: 0 },
      { now: arrival + 3_600_000, bookingDate: '2028-06-10' },
      true,
    ],
    ['secret without code', { type: 'STANDARD', secretCode: 'SUMMER' }, {}, false],
    [
      'secret with the code in another case',
      { type: 'STANDARD', secretCode: 'SUMMER' },
      { promoCode: ' summer ' },
      true,
    ],
    ['secret with a wrong code', { type: 'STANDARD', secretCode: 'SUMMER' }, { promoCode: 'WINTER' }, false],
    ['other rate plan', { type: 'STANDARD', ratePlanIds: ['NR'] }, {}, false],
    ['this rate plan', { type: 'STANDARD', ratePlanIds: ['NR', 'STD'] }, {}, true],
    ['other room type', { type: 'STANDARD', roomTypeIds: ['SUITE'] }, {}, false],
  ])('%s → %s', (_label, partial, overrides, expected) => {
    expect(promotionConditionHolds(promotion({ id: 'p', ...partial }), { ...query, ...overrides })).toBe(
      expected,
    );
  });
});

describe('coveredNights', () => {
  const nights = ['2028-06-10', '2028-06-11', '2028-06-12'];
  it.each<[string, Partial<Promotion> & Pick<Promotion, 'type'>, boolean[]]>([
    ['open', { type: 'STANDARD' }, [true, true, true]],
    ['from the 11th', { type: 'STANDARD', validFrom: '2028-06-11' }, [false, true, true]],
    ['up to the 10th', { type: 'STANDARD', validTo: '2028-06-10' }, [true, false, false]],
    [
      'on arrival, arrival inside',
      { type: 'STANDARD', validTo: '2028-06-10', onArrival: true },
      [true, true, true],
    ],
    [
      'on arrival, arrival outside',
      { type: 'STANDARD', validFrom: '2028-06-11', onArrival: true },
      [false, false, false],
    ],
    ['BOOK_TODAY ignores the nights', { type: 'BOOK_TODAY', validTo: '2028-06-01' }, [true, true, true]],
  ])('%s', (_label, partial, expected) => {
    expect(coveredNights(promotion({ id: 'p', ...partial }), '2028-06-10', nights)).toEqual(expected);
  });
});

describe('nightDiscount', () => {
  it.each([
    ['PERCENTAGE', 10, 10000, 1000],
    ['PERCENTAGE', 10, 3333, 333], // 333.3
    ['PERCENTAGE', 15, 3333, 500], // 499.95 → 500
    ['PERCENTAGE', 150, 3333, 3333], // clamped at 100 %
    ['PRICE', 500, 10000, 500],
    ['PRICE', 12000, 10000, 10000], // never below 0
  ] as const)('%s %d on %i → %i', (type, value, amount, expected) => {
    expect(nightDiscount({ discount: { type, value } }, amount)).toBe(expected);
  });
});

describe('applyPromotions', () => {
  const nights = (amounts: number[]) =>
    amounts.map((amountCents, i) => ({ date: `2028-06-1${i}`, amountCents }));

  it('picks the best promotion of each type', () => {
    const result = applyPromotions(
      [
        promotion({ id: 'ten', type: 'STANDARD' }),
        promotion({ id: 'fifteen', type: 'STANDARD', discount: { type: 'PERCENTAGE', value: 15 } }),
        promotion({ id: 'fiver', type: 'STANDARD', discount: { type: 'PRICE', value: 500 } }),
      ],
      nights([10000, 10000, 10000]),
      query,
    );
    expect(result.discountsCents).toEqual([1500, 1500, 1500]);
    expect(result.applied.map((p) => [p.promotionId, p.discountCents])).toEqual([['fifteen', 4500]]);
  });

  it('a smaller percentage covering more nights can be the best', () => {
    const result = applyPromotions(
      [
        promotion({
          id: 'big-one-night',
          type: 'STANDARD',
          discount: { type: 'PERCENTAGE', value: 25 },
          validTo: '2028-06-10',
        }),
        promotion({ id: 'small-all', type: 'STANDARD', discount: { type: 'PERCENTAGE', value: 10 } }),
      ],
      nights([10000, 10000, 10000]),
      query,
    );
    expect(result.applied.map((p) => p.promotionId)).toEqual(['small-all']);
  });

  it('applies types in the fixed order, each on what the previous left (compounding)', () => {
    const result = applyPromotions(
      [
        promotion({
          id: 'early',
          type: 'EARLY_BOOKING',
          days: 7,
          discount: { type: 'PERCENTAGE', value: 20 },
        }),
        promotion({ id: 'std', type: 'STANDARD' }),
        promotion({ id: 'stay', type: 'MINIMUM_STAY', minStay: 3, discount: { type: 'PRICE', value: 1000 } }),
      ],
      nights([10000, 10000, 10000]),
      query,
    );
    // 10000 → STANDARD −10 % → 9000 → MINIMUM_STAY −10 € → 8000 → EARLY_BOOKING −20 % → 6400.
    expect(result.discountsCents).toEqual([3600, 3600, 3600]);
    expect(result.applied.map((p) => [p.type, p.discountCents])).toEqual([
      ['STANDARD', 3000],
      ['MINIMUM_STAY', 3000],
      ['EARLY_BOOKING', 4800],
    ]);
  });

  it('discounts only the nights inside the validity, rounding per night (3 nights at 33.33)', () => {
    const result = applyPromotions(
      [promotion({ id: 'p', type: 'STANDARD', validFrom: '2028-06-11' })],
      nights([3333, 3333, 3333]),
      query,
    );
    expect(result.discountsCents).toEqual([0, 333, 333]);
    expect(result.applied[0]?.discountCents).toBe(666);
  });

  it('gives the name in the language and its label', () => {
    const long = promotion({
      id: 'p',
      type: 'STANDARD',
      name: { en: 'Early booking summer special', it: 'Prenota prima' },
    });
    expect(applyPromotions([long], nights([10000]), query).applied[0]).toMatchObject({
      name: 'Early booking summer special',
      label: 'Early booking summer…',
    });
    expect(applyPromotions([long], nights([10000]), { ...query, language: 'it' }).applied[0]?.label).toBe(
      'Prenota prima',
    );
  });

  it('nothing applies without promotions or nights', () => {
    expect(applyPromotions([], nights([10000]), query)).toEqual({ discountsCents: [0], applied: [] });
    expect(applyPromotions([promotion({ id: 'p', type: 'STANDARD' })], [], query)).toEqual({
      discountsCents: [],
      applied: [],
    });
  });

  it('property: discounts stay within each night, and the applied amounts add up to them', () => {
    const promo = fc.record({
      type: fc.constantFrom(
        'STANDARD',
        'MINIMUM_STAY',
        'EARLY_BOOKING',
        'LAST_MINUTE',
        'BOOK_TODAY',
        'LAST_SECOND',
      ) as fc.Arbitrary<Promotion['type']>,
      discount: fc.oneof(
        fc.record({
          type: fc.constant('PERCENTAGE' as const),
          value: fc.double({ min: 0, max: 120, noNaN: true }),
        }),
        fc.record({ type: fc.constant('PRICE' as const), value: fc.nat(20_000) }),
      ),
      days: fc.option(fc.nat(30)),
      minStay: fc.option(fc.nat(5)),
      validFrom: fc.option(fc.constantFrom('2028-06-09', '2028-06-11', '2028-06-12')),
      onArrival: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(promo, { maxLength: 6 }),
        fc.array(fc.nat(50_000), { minLength: 1, maxLength: 3 }),
        (partials, amounts) => {
          const promos = partials.map((p, i) => promotion({ id: `p${i}`, ...p }));
          const result = applyPromotions(promos, nights(amounts), query);
          result.discountsCents.forEach((cents, i) => {
            expect(Number.isInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThanOrEqual(0);
            expect(cents).toBeLessThanOrEqual(amounts[i] ?? 0);
          });
          const applied = result.applied.reduce((sum, p) => sum + p.discountCents, 0);
          expect(applied).toBe(result.discountsCents.reduce((sum, c) => sum + c, 0));
          expect(new Set(result.applied.map((p) => p.type)).size).toBe(result.applied.length);
        },
      ),
    );
  });
});

/** The rules of applyPromotions written the plain way (one array per step), as a reference. */
function referenceApply(
  promotions: Promotion[],
  nights: { date: string; amountCents: number }[],
  q: PromotionQuery,
): { discountsCents: number[]; applied: AppliedPromotion[] } {
  const dates = nights.map((n) => n.date);
  const running = nights.map((n) => n.amountCents);
  const candidates = promotions.filter((p) => promotionConditionHolds(p, q));
  const applied: AppliedPromotion[] = [];
  for (const type of PROMOTION_TYPES) {
    let best: { promotion: Promotion; perNight: number[]; total: number } | null = null;
    for (const promotion of candidates) {
      if (promotion.type !== type) continue;
      const covered = coveredNights(promotion, q.checkin, dates);
      if (!covered.some(Boolean)) continue;
      const perNight = running.map((amount, i) => (covered[i] ? nightDiscount(promotion, amount) : 0));
      const total = perNight.reduce((sum, cents) => sum + cents, 0);
      if (total > 0 && (best === null || total > best.total)) best = { promotion, perNight, total };
    }
    if (!best) continue;
    best.perNight.forEach((cents, i) => {
      running[i] = (running[i] ?? 0) - cents;
    });
    const name = promotionName(best.promotion, q.language);
    applied.push({
      promotionId: best.promotion.id,
      type,
      name,
      label: promotionLabel(name),
      discount: best.promotion.discount,
      discountCents: best.total,
    });
  }
  return { discountsCents: nights.map((n, i) => n.amountCents - (running[i] ?? n.amountCents)), applied };
}

describe('applyPromotionsTo (the nights as two arrays)', () => {
  const dates = ['2028-06-10', '2028-06-11', '2028-06-12', '2028-06-13'];

  it('property: the same as applyPromotions and as the plain reference', () => {
    const promo = fc.record({
      type: fc.constantFrom(...PROMOTION_TYPES),
      discount: fc.oneof(
        fc.record({
          type: fc.constant('PERCENTAGE' as const),
          value: fc.double({ min: -5, max: 120, noNaN: true }),
        }),
        fc.record({ type: fc.constant('PRICE' as const), value: fc.integer({ min: -100, max: 20_000 }) }),
      ),
      days: fc.option(fc.nat(30)),
      minStay: fc.option(fc.nat(5)),
      enabled: fc.boolean(),
      validFrom: fc.option(fc.constantFrom('2028-06-01', '2028-06-09', '2028-06-11', '2028-06-12')),
      validTo: fc.option(fc.constantFrom('2028-06-10', '2028-06-11', '2028-06-13', '2028-06-30')),
      onArrival: fc.boolean(),
      secretCode: fc.option(fc.constantFrom('SUMMER', 'winter')),
      ratePlanIds: fc.option(fc.subarray(['STD', 'NR'])),
      roomTypeIds: fc.option(fc.subarray(['DBL', 'SGL'])),
    });
    fc.assert(
      fc.property(
        fc.array(promo, { maxLength: 7 }),
        fc.array(fc.nat(50_000), { maxLength: 4 }),
        fc.option(fc.constantFrom('summer', ' SUMMER ', 'WINTER', 'other')),
        fc.constantFrom('en', 'it'),
        (partials, amounts, promoCode, language) => {
          const promos = partials.map((p, i) => promotion({ id: `p${i}`, ...p }));
          const nights = amounts.map((amountCents, i) => ({ date: dates[i] as string, amountCents }));
          const q = { ...query, checkout: '2028-06-14', promoCode, language };
          const reference = referenceApply(promos, nights, q);
          expect(
            applyPromotionsTo(
              promos,
              nights.map((n) => n.date),
              amounts,
              q,
            ),
          ).toEqual(reference);
          expect(applyPromotions(promos, nights, q)).toEqual(reference);
        },
      ),
      { numRuns: 500 },
    );
  });
});

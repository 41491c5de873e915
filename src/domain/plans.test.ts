import { describe, expect, it } from 'vitest';
import {
  addLength,
  availableOptions,
  bestOption,
  bestPlan,
  contractDates,
  defaultPaymentOption,
  discountForStep,
  lengthInMonths,
  planPrice,
  sliderSteps,
} from './plans.ts';
import type { Plan, PlanFrequency, PlanLengthDiscount, PlanPaymentOption } from './types.ts';

let nextId = 1;

function option(
  frequency: PlanFrequency,
  finalAmount: number,
  extra: Partial<Omit<PlanPaymentOption, 'amount'>> = {},
): PlanPaymentOption {
  return {
    id: nextId++,
    frequency,
    amount: { type: 'PRICE', currency: 'EUR', initialAmount: finalAmount, finalAmount },
    minLength: { count: 1, unit: 'MONTHS' },
    favorite: false,
    ...extra,
  };
}

function discount(
  months: number,
  type: 'PRICE' | 'PERCENTAGE',
  finalAmount: number,
  unit: PlanLengthDiscount['size']['unit'] = 'MONTHS',
): PlanLengthDiscount {
  return { id: nextId++, size: { count: months, unit }, discount: { type, finalAmount } };
}

function plan(extra: Partial<Plan>): Plan {
  return {
    id: nextId++,
    nameKey: 'plan.test',
    classification: 1,
    enabled: true,
    background: null,
    features: [],
    featureGroups: [],
    paymentOptions: [],
    multiLengthDiscounts: [],
    ...extra,
  };
}

describe('lengthInMonths', () => {
  it.each([
    [{ count: 30, unit: 'DAYS' }, 1],
    [{ count: 52, unit: 'WEEKS' }, 12],
    [{ count: 6, unit: 'MONTHS' }, 6],
    [{ count: 2, unit: 'YEARS' }, 24],
  ] as const)('%o = %s months', (length, months) => {
    expect(lengthInMonths(length)).toBe(months);
  });
});

describe('planPrice: monthly figure of a payment option', () => {
  it.each([
    ['MONTHLY', 29.9, 29.9],
    ['YEARLY', 299, 24.92], // 299 / 12 = 24.9166…
    ['YEARLY', 120, 10],
    ['WEEKLY', 10, 43.33], // 10 × 52 / 12 = 43.333…
    ['DAILY', 1.5, 45],
    ['NIGHTLY', 2, 60],
    ['HOURLY', 0.1, 72], // 0.1 × 24 × 30
    ['PER_MINUTE', 0.01, 432], // 0.01 × 60 × 24 × 30
  ] as const)('%s %s → %s a month', (frequency, amount, monthly) => {
    const p = plan({ paymentOptions: [option(frequency, amount)] });
    expect(planPrice(p)).toBe(monthly);
  });

  it.each([
    [{ count: 12, unit: 'MONTHS' }, 600, 50],
    [{ count: 1, unit: 'YEARS' }, 600, 50],
    [{ count: 3, unit: 'MONTHS' }, 100, 33.33],
    [{ count: 0, unit: 'MONTHS' }, 100, 100], // no minimum length: the whole sum counts as one month
  ] as const)('LUMP_SUM over %o: %s → %s a month', (minLength, amount, monthly) => {
    const p = plan({ paymentOptions: [option('LUMP_SUM', amount, { minLength })] });
    expect(planPrice(p)).toBe(monthly);
  });

  it.each([
    ['PERCENTAGE', 10, 90],
    ['PERCENTAGE', 15, 85],
    ['PERCENTAGE', 100, 0],
    ['PERCENTAGE', 150, 0], // capped at 100 %
    ['PRICE', 12.5, 87.5],
    ['PRICE', 150, 0], // never negative
  ] as const)('after a %s discount of %s: 100 → %s', (type, value, monthly) => {
    const p = plan({ paymentOptions: [option('MONTHLY', 100)] });
    expect(planPrice(p, undefined, discount(12, type, value))).toBe(monthly);
  });

  it('rounds a percentage of a yearly price half-up once, at the end', () => {
    const yearly = option('YEARLY', 299);
    const p = plan({ paymentOptions: [yearly] });
    // 29900 / 12 × 0.85 = 2117.9166… cents
    expect(planPrice(p, yearly, discount(12, 'PERCENTAGE', 15))).toBe(21.18);
  });

  it('uses the given option instead of the default', () => {
    const monthly = option('MONTHLY', 30, { favorite: true });
    const yearly = option('YEARLY', 240);
    const p = plan({ paymentOptions: [monthly, yearly] });
    expect(planPrice(p)).toBe(30);
    expect(planPrice(p, yearly)).toBe(20);
  });

  it('is null for a plan without payment options', () => {
    expect(planPrice(plan({}))).toBeNull();
  });
});

describe('defaultPaymentOption', () => {
  it('prefers the favorite', () => {
    const a = option('MONTHLY', 10);
    const b = option('YEARLY', 100, { favorite: true });
    expect(defaultPaymentOption(plan({ paymentOptions: [a, b] }))).toBe(b);
  });
  it('falls back to the first', () => {
    const a = option('MONTHLY', 10);
    const b = option('YEARLY', 100);
    expect(defaultPaymentOption(plan({ paymentOptions: [a, b] }))).toBe(a);
  });
  it('is null without options', () => {
    expect(defaultPaymentOption(plan({}))).toBeNull();
  });
});

describe('bestPlan', () => {
  it('picks the enabled plan with the lowest computed monthly price', () => {
    const basic = plan({ classification: 1, paymentOptions: [option('MONTHLY', 30)] });
    const yearly = plan({ classification: 2, paymentOptions: [option('YEARLY', 300)] }); // 25 a month
    const cheaperButDisabled = plan({
      classification: 3,
      enabled: false,
      paymentOptions: [option('MONTHLY', 5)],
    });
    const empty = plan({ classification: 0 });
    expect(bestPlan([basic, yearly, cheaperButDisabled, empty])).toBe(yearly);
  });

  it('breaks ties by classification, then id', () => {
    const second = plan({ classification: 2, paymentOptions: [option('MONTHLY', 20)] });
    const first = plan({ classification: 1, paymentOptions: [option('YEARLY', 240)] });
    expect(bestPlan([second, first])).toBe(first);
    const a = plan({ id: 10, classification: 1, paymentOptions: [option('MONTHLY', 20)] });
    const b = plan({ id: 11, classification: 1, paymentOptions: [option('MONTHLY', 20)] });
    expect(bestPlan([b, a])).toBe(a);
  });

  it('is null when no plan is enabled and priced', () => {
    expect(bestPlan([])).toBeNull();
    expect(bestPlan([plan({ enabled: false, paymentOptions: [option('MONTHLY', 1)] })])).toBeNull();
  });
});

describe('availableOptions and bestOption', () => {
  const monthly = option('MONTHLY', 30, { minLength: { count: 1, unit: 'MONTHS' }, favorite: true });
  const yearly = option('YEARLY', 300, { minLength: { count: 12, unit: 'MONTHS' } });
  const twoYears = option('LUMP_SUM', 480, { minLength: { count: 2, unit: 'YEARS' } });
  const p = plan({ paymentOptions: [monthly, yearly, twoYears] });

  it.each([
    [null, [false, false, false]],
    [discount(1, 'PERCENTAGE', 0), [false, true, true]],
    [discount(6, 'PERCENTAGE', 5), [false, true, true]],
    [discount(12, 'PERCENTAGE', 10), [false, false, true]],
    [discount(1, 'PERCENTAGE', 10, 'YEARS'), [false, false, true]],
    [discount(24, 'PERCENTAGE', 20), [false, false, false]],
  ])('with discount %o the disabled flags are %o', (chosen, flags) => {
    expect(availableOptions(p, chosen).map((entry) => entry.disabled)).toEqual(flags);
  });

  it('reselects the cheapest enabled option', () => {
    expect(bestOption(p, discount(6, 'PERCENTAGE', 5))).toBe(monthly); // only monthly is allowed
    expect(bestOption(p, discount(12, 'PERCENTAGE', 10))).toBe(yearly); // 25 < 30
    expect(bestOption(p, discount(24, 'PERCENTAGE', 20))).toBe(twoYears); // 20 < 25 < 30
  });

  it('prefers the favorite on equal prices', () => {
    const a = option('MONTHLY', 20);
    const b = option('YEARLY', 240, { favorite: true });
    expect(bestOption(plan({ paymentOptions: [a, b] }), null)).toBe(b);
  });

  it('is null when every option is disabled', () => {
    expect(bestOption(plan({ paymentOptions: [yearly] }), discount(1, 'PRICE', 0))).toBeNull();
  });
});

describe('contractDates and addLength', () => {
  const now = new Date('2026-01-31T10:00:00.000Z');

  it.each([
    [{ count: 1, unit: 'MONTHS' }, '2026-02-28T10:00:00.000Z'],
    [{ count: 12, unit: 'MONTHS' }, '2027-01-31T10:00:00.000Z'],
    [{ count: 1, unit: 'YEARS' }, '2027-01-31T10:00:00.000Z'],
    [{ count: 2, unit: 'WEEKS' }, '2026-02-14T10:00:00.000Z'],
    [{ count: 30, unit: 'DAYS' }, '2026-03-02T10:00:00.000Z'],
  ] as const)('31 Jan + %o = %s', (size, end) => {
    expect(addLength(now, size).toISOString()).toBe(end);
  });

  it('leap years keep 29 February', () => {
    expect(addLength(new Date('2028-01-31T00:00:00.000Z'), { count: 1, unit: 'MONTHS' }).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('starts now and ends after the discount size', () => {
    const dates = contractDates(now, discount(6, 'PERCENTAGE', 5));
    expect(dates.startDate.toISOString()).toBe('2026-01-31T10:00:00.000Z');
    expect(dates.endDate?.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(dates.startDate).not.toBe(now);
  });

  it('has no end without a discount', () => {
    expect(contractDates(now, null).endDate).toBeNull();
  });
});

describe('sliderSteps and discountForStep', () => {
  const twelve = discount(12, 'PERCENTAGE', 10);
  const six = discount(6, 'PERCENTAGE', 5);
  const twoYears = discount(2, 'PERCENTAGE', 20, 'YEARS');
  const p = plan({ multiLengthDiscounts: [twelve, twoYears, six, discount(1, 'PRICE', 1, 'YEARS')] });

  it('starts at 0 and lists the discount months ascending, once each', () => {
    expect(sliderSteps(p)).toEqual([0, 6, 12, 24]);
    expect(sliderSteps(plan({}))).toEqual([0]);
  });

  it('maps a step back to its discount', () => {
    expect(discountForStep(p, 0)).toBeNull();
    expect(discountForStep(p, 6)).toBe(six);
    expect(discountForStep(p, 12)).toBe(twelve);
    expect(discountForStep(p, 24)).toBe(twoYears);
    expect(discountForStep(p, 7)).toBeNull();
  });
});

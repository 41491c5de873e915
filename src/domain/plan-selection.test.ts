import { describe, expect, it } from 'vitest';
import {
  chooseLength,
  chooseOption,
  contractChoiceIssue,
  lengthRange,
  revalidateSelection,
  selectedMonths,
  selectPlan,
} from './plan-selection.ts';
import type { Plan, PlanPaymentOption } from './types.ts';

const NOW = new Date('2026-01-31T10:00:00.000Z');

function option(
  id: number,
  frequency: PlanPaymentOption['frequency'],
  finalAmount: number,
  minMonths: number,
  favorite = false,
): PlanPaymentOption {
  return {
    id,
    frequency,
    amount: { type: 'PRICE', currency: 'EUR', initialAmount: finalAmount, finalAmount },
    minLength: { count: minMonths, unit: 'MONTHS' },
    favorite,
  };
}

// monthly 50 (min 1), quarterly lump sum 120 (min 3 = 40/month), yearly 420 (min 12 = 35/month, favourite)
const PLAN: Plan = {
  id: 7,
  nameKey: 'plan.professional',
  classification: 2,
  enabled: true,
  background: null,
  features: [],
  featureGroups: [],
  paymentOptions: [
    option(1, 'MONTHLY', 50, 1),
    option(2, 'LUMP_SUM', 120, 3),
    option(3, 'YEARLY', 420, 12, true),
  ],
  multiLengthDiscounts: [
    { id: 10, size: { count: 6, unit: 'MONTHS' }, discount: { type: 'PERCENTAGE', finalAmount: 5 } },
    { id: 11, size: { count: 1, unit: 'YEARS' }, discount: { type: 'PERCENTAGE', finalAmount: 10 } },
    { id: 12, size: { count: 24, unit: 'MONTHS' }, discount: { type: 'PERCENTAGE', finalAmount: 15 } },
  ],
};

describe('selectPlan', () => {
  it('takes the favourite option, no discount, the contract from now without an end', () => {
    expect(selectPlan(PLAN, NOW)).toEqual({
      planId: 7,
      optionId: 3,
      discountId: null,
      startDate: '2026-01-31T10:00:00.000Z',
      endDate: null,
    });
  });

  it('the first option without a favourite; a disabled plan clears the contract', () => {
    const noFavourite = {
      ...PLAN,
      paymentOptions: PLAN.paymentOptions.map((o) => ({ ...o, favorite: false })),
    };
    expect(selectPlan(noFavourite, NOW)?.optionId).toBe(1);
    expect(selectPlan({ ...PLAN, enabled: false }, NOW)).toBeNull();
    expect(selectPlan({ ...PLAN, paymentOptions: [] }, NOW)).toBeNull();
  });
});

describe('chooseLength', () => {
  const start = selectPlan(PLAN, NOW);
  if (!start) throw new Error('fixture');

  it('6 months: the yearly option (min 12) is disabled, the best remaining (quarterly, 38/month) chosen; end = now + 6 months', () => {
    const chosen = chooseLength(PLAN, start, 6, NOW);
    expect(chosen).toMatchObject({ discountId: 10, optionId: 2, endDate: '2026-07-31T10:00:00.000Z' });
    expect(selectedMonths(PLAN, chosen)).toBe(6);
    // the disabled yearly option cannot be chosen now
    expect(chooseOption(PLAN, chosen, 3)).toBe(chosen);
    expect(chooseOption(PLAN, chosen, 1).optionId).toBe(1);
  });

  it('12 months (a 1-year discount): yearly allowed again and best; end 31 Jan next year', () => {
    const chosen = chooseLength(PLAN, start, 12, NOW);
    expect(chosen).toMatchObject({ discountId: 11, optionId: 3, endDate: '2027-01-31T10:00:00.000Z' });
  });

  it('0 = no discount, no end', () => {
    const chosen = chooseLength(PLAN, chooseLength(PLAN, start, 24, NOW), 0, NOW);
    expect(chosen).toMatchObject({ discountId: null, endDate: null });
    expect(selectedMonths(PLAN, chosen)).toBe(0);
  });
});

describe('revalidateSelection', () => {
  it('keeps a valid selection, drops one whose plan is disabled or gone', () => {
    const selection = selectPlan(PLAN, NOW);
    expect(revalidateSelection([PLAN], selection)).toBe(selection);
    expect(revalidateSelection([{ ...PLAN, enabled: false }], selection)).toBeNull();
    expect(revalidateSelection([], selection)).toBeNull();
    expect(revalidateSelection([PLAN], null)).toBeNull();
  });
});

describe('lengthRange (the slider steps as a value input)', () => {
  it('0, 6, 12, 24 → 0–24 step 6 with 18 disabled', () => {
    expect(lengthRange(PLAN)).toEqual({ min: 0, max: 24, step: 6, disabled: [18] });
  });

  it('no discounts → only 0', () => {
    expect(lengthRange({ multiLengthDiscounts: [] })).toEqual({ min: 0, max: 0, step: 1, disabled: [] });
  });
});

describe('contractChoiceIssue', () => {
  it.each([
    [PLAN, 3, null, null],
    [PLAN, 3, 11, null],
    [PLAN, 3, 10, 'optionId'], // yearly (min 12 months) with a 6-month discount
    [PLAN, 99, null, 'optionId'],
    [PLAN, 1, 99, 'discountId'],
    [{ ...PLAN, enabled: false }, 1, null, 'planId'],
    [null, 1, null, 'planId'],
  ] as const)('%#', (plan, optionId, discountId, expected) => {
    expect(contractChoiceIssue(plan, optionId, discountId)).toBe(expected);
  });
});

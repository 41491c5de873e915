import { describe, expect, it } from 'vitest';
import {
  childrenOf,
  derivationExample,
  hasTwoDecimalsAtMost,
  isLastEnabledPrimary,
  PARENT_DERIVED,
  PARENT_SELF,
  PARENT_UNKNOWN,
  PLAN_HAS_CHILDREN,
  parentIssues,
} from './rate-plan-setup.ts';

// Plan 1 and 4 are primary, 2 and 3 derive from 1.
const plans = [
  { id: 1, parentId: null, enabled: true },
  { id: 2, parentId: 1, enabled: true },
  { id: 3, parentId: 1, enabled: false },
  { id: 4, parentId: null, enabled: false },
];

describe('parentIssues', () => {
  it.each([
    ['a primary plan for a new plan', null, 1, []],
    ['another primary plan (4, even off sale) for plan 2', 2, 4, []],
    ['no parent at all', 2, null, []],
    ['itself', 4, 4, [{ field: 'derivation.parentId', code: PARENT_SELF }]],
    [
      'a plan of no such id (another hotel’s)',
      null,
      99,
      [{ field: 'derivation.parentId', code: PARENT_UNKNOWN }],
    ],
    ['a derived plan (no chains)', null, 2, [{ field: 'derivation.parentId', code: PARENT_DERIVED }]],
    [
      'anything, for a plan others derive from (no chains)',
      1,
      4,
      [{ field: 'derivation', code: PLAN_HAS_CHILDREN }],
    ],
  ] as const)('%s', (_, planId, parentId, issues) => {
    expect(parentIssues(plans, planId, parentId)).toEqual(issues);
  });
});

describe('the last enabled primary plan', () => {
  it('is plan 1 when 4 is off sale; no longer once 4 is back on', () => {
    expect(isLastEnabledPrimary(plans, 1)).toBe(true);
    expect(isLastEnabledPrimary(plans, 4)).toBe(false);
    expect(isLastEnabledPrimary(plans, 2)).toBe(false);
    const both = plans.map((plan) => (plan.id === 4 ? { ...plan, enabled: true } : plan));
    expect(isLastEnabledPrimary(both, 1)).toBe(false);
  });

  it('finds the plans that derive from a parent', () => {
    expect(childrenOf(plans, 1).map((plan) => plan.id)).toEqual([2, 3]);
    expect(childrenOf(plans, 4)).toEqual([]);
  });
});

describe('derivationExample (the engine’s deriveAmount)', () => {
  it.each([
    [10000, 'PERCENTAGE', -10, 9000],
    [10000, 'PERCENTAGE', 12.5, 11250],
    [9999, 'PERCENTAGE', -33.33, 6666],
    [10000, 'AMOUNT', -1500, 8500],
    [10000, 'AMOUNT', 2000, 12000],
    [1000, 'AMOUNT', -1500, 0],
    [10000, 'PERCENTAGE', -100, 0],
  ] as const)('€%d on the parent, %s %d → %d cents', (parent, kind, value, cents) => {
    expect(derivationExample(parent, { kind, value })).toBe(cents);
  });

  it('takes percentages of two decimals at most', () => {
    expect(hasTwoDecimalsAtMost(-10)).toBe(true);
    expect(hasTwoDecimalsAtMost(12.25)).toBe(true);
    expect(hasTwoDecimalsAtMost(0.125)).toBe(false);
  });
});

/**
 * The plan-and-contract choice (BOFLOW-4 "Plan and contract selection") as one immutable
 * value: which plan, which payment option, which length discount and the contract's dates.
 * Built on the rules of ./plans.ts (default and best option, available options, slider steps,
 * contract dates); nothing here duplicates them.
 */

import { roundHalfUp } from './money.ts';
import {
  availableOptions,
  bestOption,
  contractDates,
  defaultPaymentOption,
  discountForStep,
  lengthInMonths,
  sliderSteps,
} from './plans.ts';
import type { Plan } from './types.ts';

export type PlanSelection = {
  planId: number;
  optionId: number;
  /** The chosen length discount, or null (slider step 0). */
  discountId: number | null;
  /** ISO instants: start is now, end is now plus the discount's length (null without one). */
  startDate: string;
  endDate: string | null;
};

function dates(now: Date, plan: Plan, discountId: number | null) {
  const discount = plan.multiLengthDiscounts.find((d) => d.id === discountId) ?? null;
  const { startDate, endDate } = contractDates(now, discount);
  return { startDate: startDate.toISOString(), endDate: endDate?.toISOString() ?? null };
}

/**
 * Choosing a plan (the caller keeps one selection, so the others are cleared): the favourite or
 * first payment option, no discount, the contract from now. A disabled plan, or one without a
 * payment option, clears the contract (null).
 */
export function selectPlan(plan: Plan, now: Date): PlanSelection | null {
  const option = defaultPaymentOption(plan);
  if (!plan.enabled || !option) return null;
  return { planId: plan.id, optionId: option.id, discountId: null, ...dates(now, plan, null) };
}

/** The selection still valid against `plans` (e.g. reloaded): null when its plan is gone or disabled. */
export function revalidateSelection(
  plans: readonly Plan[],
  selection: PlanSelection | null,
): PlanSelection | null {
  if (!selection) return null;
  const plan = plans.find((p) => p.id === selection.planId);
  if (!plan?.enabled) return null;
  const option = plan.paymentOptions.find((o) => o.id === selection.optionId);
  const discount = plan.multiLengthDiscounts.find((d) => d.id === selection.discountId) ?? null;
  if (!option || (selection.discountId !== null && !discount)) return null;
  const allowed = availableOptions(plan, discount).find((entry) => entry.option.id === option.id);
  return allowed && !allowed.disabled ? selection : null;
}

/**
 * A slider step (months; 0 = none): its discount is chosen, options with a longer minimum length
 * are disabled and the best remaining option reselected; the contract's end moves with it.
 */
export function chooseLength(plan: Plan, selection: PlanSelection, months: number, now: Date): PlanSelection {
  const discount = discountForStep(plan, months);
  const option = bestOption(plan, discount) ?? defaultPaymentOption(plan);
  const discountId = discount?.id ?? null;
  return {
    ...selection,
    optionId: option?.id ?? selection.optionId,
    discountId,
    ...dates(now, plan, discountId),
  };
}

/** A payment option, unless the chosen discount disables it (then nothing changes). */
export function chooseOption(plan: Plan, selection: PlanSelection, optionId: number): PlanSelection {
  const discount = plan.multiLengthDiscounts.find((d) => d.id === selection.discountId) ?? null;
  const entry = availableOptions(plan, discount).find((e) => e.option.id === optionId);
  return entry && !entry.disabled ? { ...selection, optionId } : selection;
}

/** The slider step (months) of the selection's discount: 0 without one. */
export function selectedMonths(plan: Plan, selection: PlanSelection): number {
  const discount = plan.multiLengthDiscounts.find((d) => d.id === selection.discountId);
  return discount ? roundHalfUp(lengthInMonths(discount.size), 2) : 0;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The slider's steps as a value-input range: min 0, max the longest length, step their common
 * divisor, and every count in between that is not a step disabled (0, 6, 12, 24 → 0–24 step 6,
 * 18 disabled). Whole months only: a fractional step gives step 1 over the rounded months.
 */
export function lengthRange(plan: Pick<Plan, 'multiLengthDiscounts'>): {
  min: number;
  max: number;
  step: number;
  disabled: number[];
} {
  const steps = sliderSteps(plan).map((m) => Math.round(m));
  const max = Math.max(0, ...steps);
  const step = steps.filter((m) => m > 0).reduce((acc, m) => gcd(acc, m), 0) || 1;
  const disabled: number[] = [];
  for (let m = 0; m <= max; m += step) if (!steps.includes(m)) disabled.push(m);
  return { min: 0, max, step, disabled };
}

/**
 * Why a plan / option / discount choice cannot be a contract, as the field at fault, or null:
 * the plan must be enabled, the option and the discount its own, and the option not disabled by
 * the discount (its minimum length within the discount's).
 */
export function contractChoiceIssue(
  plan: Plan | null,
  optionId: number,
  discountId: number | null,
): 'planId' | 'optionId' | 'discountId' | null {
  if (!plan?.enabled) return 'planId';
  const discount = discountId === null ? null : plan.multiLengthDiscounts.find((d) => d.id === discountId);
  if (discount === undefined) return 'discountId';
  const entry = availableOptions(plan, discount).find((e) => e.option.id === optionId);
  if (!entry || entry.disabled) return 'optionId';
  return null;
}

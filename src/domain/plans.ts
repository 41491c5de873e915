/**
 * Plan and contract selection rules (SITEDATA-2 Plan, BOFLOW-4 "Plan and contract
 * selection"). Pure functions over the public API's Plan shape; money is handled in cents.
 */

import { fromCents, roundHalfUp, toCents } from './money.ts';
import type { LengthUnit, Plan, PlanFrequency, PlanLengthDiscount, PlanPaymentOption } from './types.ts';

export type Length = { count: number; unit: LengthUnit };

/** Days in a month and weeks in a year used to normalise frequencies and lengths. */
export const DAYS_PER_MONTH = 30;
export const WEEKS_PER_YEAR = 52;

/** How many periods of each frequency make one month (LUMP_SUM depends on the option's minLength). */
export const MONTHLY_FACTOR: Readonly<Record<Exclude<PlanFrequency, 'LUMP_SUM'>, number>> = {
  PER_MINUTE: 60 * 24 * DAYS_PER_MONTH,
  HOURLY: 24 * DAYS_PER_MONTH,
  DAILY: DAYS_PER_MONTH,
  NIGHTLY: DAYS_PER_MONTH,
  WEEKLY: WEEKS_PER_YEAR / 12,
  MONTHLY: 1,
  YEARLY: 1 / 12,
};

/** A length in months: DAYS /30, WEEKS ×12/52, MONTHS ×1, YEARS ×12. */
export function lengthInMonths(length: Length): number {
  switch (length.unit) {
    case 'DAYS':
      return length.count / DAYS_PER_MONTH;
    case 'WEEKS':
      return (length.count * 12) / WEEKS_PER_YEAR;
    case 'MONTHS':
      return length.count;
    case 'YEARS':
      return length.count * 12;
  }
}

/** The payment option's final amount as a monthly figure in cents (unrounded). */
export function monthlyCents(option: PlanPaymentOption): number {
  const cents = toCents(option.amount.finalAmount);
  if (option.frequency === 'LUMP_SUM') {
    const months = lengthInMonths(option.minLength);
    return months > 0 ? cents / months : cents;
  }
  return cents * MONTHLY_FACTOR[option.frequency];
}

/** Payment option shown by default: the favorite, else the first (BOFLOW-4). */
export function defaultPaymentOption(plan: Pick<Plan, 'paymentOptions'>): PlanPaymentOption | null {
  return plan.paymentOptions.find((option) => option.favorite) ?? plan.paymentOptions[0] ?? null;
}

/**
 * Computed monthly price of a plan (decimal money): the option's normalised monthly cost after the
 * length discount (PERCENTAGE: minus that share; PRICE: minus that amount per month, not below 0);
 * option defaults to `defaultPaymentOption`; null when the plan has no payment option.
 */
export function planPrice(
  plan: Pick<Plan, 'paymentOptions'>,
  option?: PlanPaymentOption | null,
  lengthDiscount?: PlanLengthDiscount | null,
): number | null {
  const chosen = option ?? defaultPaymentOption(plan);
  if (!chosen) return null;
  let cents = monthlyCents(chosen);
  if (lengthDiscount) {
    const { type, finalAmount } = lengthDiscount.discount;
    cents =
      type === 'PERCENTAGE'
        ? (cents * (100 - Math.min(Math.max(finalAmount, 0), 100))) / 100
        : cents - toCents(finalAmount);
  }
  return fromCents(roundHalfUp(Math.max(cents, 0)));
}

/** The enabled plan with the lowest computed price (SITEDATA); ties go to the lower classification, then id. */
export function bestPlan<P extends Plan>(plans: readonly P[]): P | null {
  let best: { plan: P; price: number } | null = null;
  for (const plan of plans) {
    if (!plan.enabled) continue;
    const price = planPrice(plan);
    if (price === null) continue;
    if (
      best === null ||
      price < best.price ||
      (price === best.price &&
        (plan.classification < best.plan.classification ||
          (plan.classification === best.plan.classification && plan.id < best.plan.id)))
    ) {
      best = { plan, price };
    }
  }
  return best?.plan ?? null;
}

export type OptionAvailability = { option: PlanPaymentOption; disabled: boolean };

/** Options with a disabled flag: with a discount chosen, those whose minLength in months exceeds the discount's months. */
export function availableOptions(
  plan: Pick<Plan, 'paymentOptions'>,
  discount: PlanLengthDiscount | null | undefined,
): OptionAvailability[] {
  const limit = discount ? lengthInMonths(discount.size) : Number.POSITIVE_INFINITY;
  return plan.paymentOptions.map((option) => ({
    option,
    disabled: lengthInMonths(option.minLength) > limit,
  }));
}

/** The option to reselect after a discount change: the cheapest enabled one (favorite, then order, on ties), or null. */
export function bestOption(
  plan: Pick<Plan, 'paymentOptions'>,
  discount: PlanLengthDiscount | null | undefined,
): PlanPaymentOption | null {
  const enabled = availableOptions(plan, discount)
    .filter((entry) => !entry.disabled)
    .map((entry) => entry.option);
  let best: { option: PlanPaymentOption; price: number } | null = null;
  for (const option of enabled) {
    const price = planPrice(plan, option, discount);
    if (price === null) continue;
    if (
      best === null ||
      price < best.price ||
      (price === best.price && option.favorite && !best.option.favorite)
    ) {
      best = { option, price };
    }
  }
  return best?.option ?? null;
}

/** Adds a length to a UTC date; months and years clamp to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addLength(date: Date, length: Length): Date {
  const result = new Date(date.getTime());
  if (length.unit === 'DAYS' || length.unit === 'WEEKS') {
    result.setUTCDate(result.getUTCDate() + length.count * (length.unit === 'WEEKS' ? 7 : 1));
    return result;
  }
  const months = length.unit === 'YEARS' ? length.count * 12 : length.count;
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Contract period: starts now, ends now plus the discount size (null end without a discount). */
export function contractDates(
  now: Date,
  discount: PlanLengthDiscount | null | undefined,
): { startDate: Date; endDate: Date | null } {
  return { startDate: new Date(now.getTime()), endDate: discount ? addLength(now, discount.size) : null };
}

/** Contract slider steps in months: 0 (no discount) then each discount's months, ascending, without duplicates. */
export function sliderSteps(plan: Pick<Plan, 'multiLengthDiscounts'>): number[] {
  const months = plan.multiLengthDiscounts.map((discount) => roundHalfUp(lengthInMonths(discount.size), 2));
  return [0, ...[...new Set(months)].filter((m) => m > 0).sort((a, b) => a - b)];
}

/** The discount that a slider step (in months) stands for; null for step 0 or an unknown step. */
export function discountForStep(
  plan: Pick<Plan, 'multiLengthDiscounts'>,
  months: number,
): PlanLengthDiscount | null {
  if (months <= 0) return null;
  return (
    plan.multiLengthDiscounts.find((discount) => roundHalfUp(lengthInMonths(discount.size), 2) === months) ??
    null
  );
}

/**
 * The rules of a hotel's policies and taxes as the manager sets them up: the few terms a manager
 * chooses ("free until 2 days before arrival, then the first night") and the booking engine's
 * policy they stand for (`CancellationPolicy`, `NoShowPolicy` of ./booking/types.ts), both ways.
 *
 * The engine's penalty is richer than the form (nights and a percentage and a fixed fee, another
 * penalty before the deadline): a stored policy the form cannot say is read as CUSTOM and kept as
 * it is by a save that leaves it CUSTOM, so no terms are ever lost by opening and saving the form.
 */
import type { CancellationPolicy, Deadline, NoShowPolicy, Penalty } from './booking/types.ts';

/** What cancelling (after the free period) or not arriving costs, in a manager's words. */
export const CHARGE_TYPES = ['NONE', 'FIRST_NIGHT', 'PERCENTAGE', 'WHOLE_STAY', 'CUSTOM'] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];

/** A charge: `percentage` (of the whole stay) only for PERCENTAGE, else null. */
export type Charge = { type: ChargeType; percentage: number | null };

/** The units a free period counts in (the engine's months stay CUSTOM). */
export const FREE_UNITS = ['DAYS', 'HOURS'] as const;
export type FreeUnit = (typeof FREE_UNITS)[number];
export type FreeUntil = { count: number; unit: FreeUnit };

/**
 * A cancellation policy as the form holds it: free until `freeUntil` before arrival (null: never
 * free), then `penalty`; `earlyCheckout` null charges what the penalty charges (the engine's rule).
 */
export type CancellationTerms = {
  freeUntil: FreeUntil | null;
  penalty: Charge;
  deposit: boolean;
  earlyCheckout: { nights: number; percentage: number } | null;
};

export const POLICY_NAME_MAX_LENGTH = 60;
/** Longest free period: a year of days, or a week of hours (more is a number of days). */
export const FREE_DAYS_MAX = 365;
export const FREE_HOURS_MAX = 168;
export const EARLY_CHECKOUT_NIGHTS_MAX = 30;
/** Most cancellation or no-show policies one hotel keeps. */
export const POLICIES_MAX = 20;
export const DEPOSIT_NIGHTS_MAX = 30;
export const DEPOSIT_DUE_DAYS_MAX = 365;
/** VAT rates and percentages: 0..100 with at most two decimals. */
export const PERCENT_MAX = 100;
/** City tax per guest per night, at most 100.00 in the hotel's currency. */
export const CITY_TAX_MAX_CENTS = 10_000;
export const CITY_TAX_NIGHTS_MAX = 365;

export const PERCENTAGE_REQUIRED = 'error.policy.percentage.required';
export const CUSTOM_NOT_NEW = 'error.policy.custom.new';

const NO_PENALTY: Penalty = {
  percentage: null,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmountCents: 0,
};

/**
 * The engine's penalty of a charge (CUSTOM has none: it keeps the stored one):
 * penaltyOf({ type: 'FIRST_NIGHT', percentage: null }) = { firstNight: true, percentage: null, … }.
 */
export function penaltyOf(charge: Charge): Penalty | null {
  switch (charge.type) {
    case 'NONE':
    case 'CUSTOM':
      return null;
    case 'FIRST_NIGHT':
      return { ...NO_PENALTY, firstNight: true };
    case 'PERCENTAGE':
      return { ...NO_PENALTY, percentage: charge.percentage ?? 0 };
    case 'WHOLE_STAY':
      return { ...NO_PENALTY, percentage: 100 };
  }
}

/** The charge a penalty stands for, CUSTOM when the form's choices cannot say it. */
export function chargeOf(penalty: Penalty | null): Charge {
  if (!penalty) return { type: 'NONE', percentage: null };
  if (penalty.chargeAmountCents > 0) return { type: 'CUSTOM', percentage: null };
  const nights =
    Math.max((penalty.firstNight ? 1 : 0) + Math.max(0, penalty.additionalNights), 0) +
    Math.max(0, penalty.chargeNights);
  const percentage = penalty.percentage ?? 0;
  if (nights === 0) {
    if (percentage <= 0) return { type: 'NONE', percentage: null };
    if (percentage >= 100) return { type: 'WHOLE_STAY', percentage: null };
    return { type: 'PERCENTAGE', percentage };
  }
  // One night named either way, charged in full.
  const oneNight =
    (penalty.firstNight && penalty.additionalNights <= 0 && penalty.chargeNights <= 1) ||
    (!penalty.firstNight && penalty.additionalNights <= 0 && penalty.chargeNights === 1);
  if (oneNight && (percentage <= 0 || percentage >= 100)) return { type: 'FIRST_NIGHT', percentage: null };
  return { type: 'CUSTOM', percentage: null };
}

function samePenalty(a: Penalty | null, b: Penalty | null): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The engine's terms of a cancellation policy (id aside); CUSTOM keeps `stored`'s penalties. */
export function cancellationPolicyOf(
  terms: CancellationTerms,
  stored: Pick<CancellationPolicy, 'deadline' | 'reservationPenalty' | 'checkinPenalty'> | null,
): Omit<CancellationPolicy, 'id'> {
  const cancellation = terms.earlyCheckout
    ? { chargeNights: terms.earlyCheckout.nights, percentage: terms.earlyCheckout.percentage }
    : null;
  if (terms.penalty.type === 'CUSTOM' && stored) {
    return {
      deadline: stored.deadline,
      reservationPenalty: stored.reservationPenalty,
      checkinPenalty: stored.checkinPenalty,
      cancellation,
      deposit: terms.deposit,
    };
  }
  const penalty = penaltyOf(terms.penalty);
  // Never free: the penalty applies from booking (the engine's deadline is then check-in).
  if (!terms.freeUntil) {
    return {
      deadline: null,
      reservationPenalty: penalty,
      checkinPenalty: penalty,
      cancellation,
      deposit: terms.deposit,
    };
  }
  const deadline: Deadline = { count: terms.freeUntil.count, unit: terms.freeUntil.unit };
  return {
    deadline,
    reservationPenalty: null,
    checkinPenalty: penalty,
    cancellation,
    deposit: terms.deposit,
  };
}

/** The form's terms of an engine policy (CUSTOM when they cannot be said with the form's choices). */
export function cancellationTermsOf(policy: Omit<CancellationPolicy, 'id'>): CancellationTerms {
  const earlyCheckout = policy.cancellation
    ? {
        nights: policy.cancellation.chargeNights,
        percentage:
          policy.cancellation.percentage === null || policy.cancellation.percentage <= 0
            ? 100
            : policy.cancellation.percentage,
      }
    : null;
  const base = { deposit: policy.deposit, earlyCheckout };
  const custom: CancellationTerms = {
    ...base,
    freeUntil: freeUntilOf(policy.deadline),
    penalty: { type: 'CUSTOM', percentage: null },
  };
  if (policy.deadline === null) {
    // Never free: the same penalty before and after check-in's midnight.
    if (!samePenalty(policy.reservationPenalty, policy.checkinPenalty)) return custom;
    const penalty = chargeOf(policy.checkinPenalty);
    return { ...base, freeUntil: null, penalty };
  }
  const freeUntil = freeUntilOf(policy.deadline);
  if (!freeUntil || chargeOf(policy.reservationPenalty).type !== 'NONE') return custom;
  return { ...base, freeUntil, penalty: chargeOf(policy.checkinPenalty) };
}

function freeUntilOf(deadline: Deadline | null): FreeUntil | null {
  if (!deadline || (deadline.unit !== 'DAYS' && deadline.unit !== 'HOURS')) return null;
  return { count: deadline.count, unit: deadline.unit };
}

/** The engine's no-show policy of a charge (id aside); CUSTOM keeps `stored`. */
export function noShowPolicyOf(
  charge: Charge,
  stored: Omit<NoShowPolicy, 'id'> | null,
): Omit<NoShowPolicy, 'id'> {
  const none = { percentage: null, chargeNights: 0, stayNights: false, chargeAmountCents: 0 };
  switch (charge.type) {
    case 'CUSTOM':
      return stored ?? none;
    case 'NONE':
      return none;
    case 'FIRST_NIGHT':
      return { ...none, chargeNights: 1 };
    case 'PERCENTAGE':
      return { ...none, percentage: charge.percentage ?? 0 };
    case 'WHOLE_STAY':
      return { ...none, stayNights: true };
  }
}

/** The charge of an engine no-show policy. */
export function noShowChargeOf(policy: Omit<NoShowPolicy, 'id'>): Charge {
  if (policy.chargeAmountCents > 0) return { type: 'CUSTOM', percentage: null };
  const percentage = policy.percentage ?? 0;
  if (policy.stayNights) {
    return percentage <= 0 || percentage >= 100
      ? { type: 'WHOLE_STAY', percentage: null }
      : { type: 'CUSTOM', percentage: null };
  }
  if (policy.chargeNights === 0) return chargeOf({ ...NO_PENALTY, percentage: policy.percentage });
  if (policy.chargeNights === 1 && (percentage <= 0 || percentage >= 100))
    return { type: 'FIRST_NIGHT', percentage: null };
  return { type: 'CUSTOM', percentage: null };
}

/** The hotel's deposit: a percentage of the total or the first nights, due at booking or N days before arrival. */
export const DEPOSIT_KINDS = ['PERCENTAGE', 'NIGHTS'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export type DepositTerms = { kind: DepositKind; value: number; dueDaysBeforeArrival: number | null };

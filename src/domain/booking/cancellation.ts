/**
 * Cancellation and no-show policies (SITEDATA-7 Cancellation policy and SITEFLOW-8 policy type,
 * PROPDATA-12 payment policy info). Penalties are whole cents and never exceed the total they are taken from.
 *
 * How a penalty's fields combine (`penaltyAmount`):
 * - K = max((firstNight ? 1 : 0) + additionalNights, chargeNights) nights, at most the stay's.
 * - K > 0: the first K nights' amounts × percentage % (percentage null or 0 means 100: a policy
 *   naming nights charges them; a percentage below 100 discounts them, as BOFLOW early
 *   checkout says).
 * - K = 0: percentage % of the total.
 * - Plus chargeAmountCents (a fixed fee). The sum is clamped to 0..total.
 */
import { percentOfCents } from './cents.ts';
import { addDays, addMonths, startOfDayIn, todayIn } from './dates.ts';
import type { CancellationPolicy, Deadline, EpochMs, IsoDate, NoShowPolicy, Penalty } from './types.ts';

export const POLICY_TYPES = ['FREE', 'NOT_REFUNDABLE', 'CUSTOM'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

const MS_PER_HOUR = 3_600_000;

/** True when a penalty charges nothing: no nights, no percentage, no amount (null included). */
export function isEmptyPenalty(penalty: Penalty | null): boolean {
  if (!penalty) return true;
  const nights =
    (penalty.firstNight ? 1 : 0) + Math.max(0, penalty.additionalNights) + Math.max(0, penalty.chargeNights);
  return nights === 0 && (penalty.percentage ?? 0) <= 0 && penalty.chargeAmountCents <= 0;
}

/** True when a penalty is the whole stay from the start: 100 % of the total (no nights named). */
function isFullPenalty(penalty: Penalty | null): boolean {
  if (!penalty) return false;
  const nights = (penalty.firstNight ? 1 : 0) + penalty.additionalNights + penalty.chargeNights;
  return nights === 0 && (penalty.percentage ?? 0) >= 100;
}

/** A grace period exists when cancelling before the deadline is free (no reservation penalty). */
export function hasGracePeriod(policy: CancellationPolicy | null): boolean {
  return !policy || isEmptyPenalty(policy.reservationPenalty);
}

/**
 * FREE: no penalty at any time (or no policy); NOT_REFUNDABLE: 100 % of the total from booking
 * (the reservation penalty is full); CUSTOM: anything else.
 */
export function policyType(policy: CancellationPolicy | null): PolicyType {
  if (!policy) return 'FREE';
  if (isEmptyPenalty(policy.reservationPenalty) && isEmptyPenalty(policy.checkinPenalty)) return 'FREE';
  if (isFullPenalty(policy.reservationPenalty)) return 'NOT_REFUNDABLE';
  return 'CUSTOM';
}

/**
 * The deadline instant: check-in's local midnight in the hotel time zone minus count units. DAYS
 * and months move on the local calendar (so a DST change never shifts the deadline by an hour);
 * HOURS are elapsed hours. No deadline means check-in itself.
 * deadlineInstant('2028-03-27', { count: 1, unit: 'DAYS' }, 'Europe/Rome') = 2028-03-25T23:00Z (local midnight 26th, CET).
 */
export function deadlineInstant(checkin: IsoDate, deadline: Deadline | null, timeZone: string): EpochMs {
  if (!deadline) return startOfDayIn(checkin, timeZone);
  const count = Math.max(0, deadline.count);
  switch (deadline.unit) {
    case 'DAYS':
      return startOfDayIn(addDays(checkin, -count), timeZone);
    case 'HOURS':
      return startOfDayIn(checkin, timeZone) - count * MS_PER_HOUR;
    default:
      // SITEDATA-7: any unit other than DAYS and HOURS means months.
      return startOfDayIn(addMonths(checkin, -count), timeZone);
  }
}

/** The hotel-local date of the deadline (for display). */
export function deadlineDate(checkin: IsoDate, deadline: Deadline | null, timeZone: string): IsoDate {
  return todayIn(timeZone, deadlineInstant(checkin, deadline, timeZone));
}

/** Nights a penalty names: max((firstNight ? 1 : 0) + additionalNights, chargeNights), never negative. */
export function penaltyNights(penalty: Penalty): number {
  const named = (penalty.firstNight ? 1 : 0) + Math.max(0, penalty.additionalNights);
  return Math.max(named, Math.max(0, penalty.chargeNights));
}

/** The percentage applied to named nights: null or 0 mean 100, clamped to 0..100. */
export function nightsPercentage(percentage: number | null): number {
  return percentage === null || percentage <= 0 ? 100 : Math.min(100, percentage);
}

/**
 * A penalty in cents for a stay with these nightly amounts and total (see the module rules):
 * penaltyAmount({ firstNight: true, percentage: null, … }, [10000, 12000], 22000) = 10000.
 */
export function penaltyAmount(
  penalty: Penalty | null,
  nightlyCents: ReadonlyArray<number>,
  totalCents: number,
): number {
  if (!penalty || totalCents <= 0) return 0;
  const k = Math.min(nightlyCents.length, penaltyNights(penalty));
  let cents: number;
  if (k > 0) {
    let nights = 0;
    for (let i = 0; i < k; i++) nights += nightlyCents[i] ?? 0;
    cents = percentOfCents(nights, nightsPercentage(penalty.percentage));
  } else {
    cents = percentOfCents(totalCents, Math.min(100, Math.max(0, penalty.percentage ?? 0)));
  }
  cents += Math.max(0, penalty.chargeAmountCents);
  return Math.min(totalCents, Math.max(0, cents));
}

/** The penalty that applies at `now`: the reservation penalty on or before the deadline, else the check-in one. */
export function applicablePenalty(
  policy: CancellationPolicy,
  checkin: IsoDate,
  timeZone: string,
  now: EpochMs,
): { penalty: Penalty | null; beforeDeadline: boolean } {
  const beforeDeadline = now <= deadlineInstant(checkin, policy.deadline, timeZone);
  return { penalty: beforeDeadline ? policy.reservationPenalty : policy.checkinPenalty, beforeDeadline };
}

/** Cancellation penalty at `now` (0 with no policy). */
export function cancellationPenalty(
  policy: CancellationPolicy | null,
  checkin: IsoDate,
  timeZone: string,
  now: EpochMs,
  nightlyCents: ReadonlyArray<number>,
  totalCents: number,
): number {
  if (!policy) return 0;
  return penaltyAmount(applicablePenalty(policy, checkin, timeZone, now).penalty, nightlyCents, totalCents);
}

/** No-show amount: every night when stayNights, else the first chargeNights; 0 with no policy. */
export function noShowAmount(
  policy: NoShowPolicy | null,
  nightlyCents: ReadonlyArray<number>,
  totalCents: number,
): number {
  if (!policy) return 0;
  return penaltyAmount(
    {
      percentage: policy.percentage,
      firstNight: false,
      additionalNights: 0,
      chargeNights: policy.stayNights ? nightlyCents.length : policy.chargeNights,
      chargeAmountCents: policy.chargeAmountCents,
    },
    nightlyCents,
    totalCents,
  );
}

export type PolicySummary = {
  type: PolicyType;
  gracePeriod: boolean;
  /** Deadline instant and its hotel-local date; null with no policy. */
  deadline: EpochMs | null;
  deadlineDate: IsoDate | null;
  reservationPenaltyCents: number;
  checkinPenaltyCents: number;
  deposit: boolean;
  /** Whether cancelling at `now` is still within the grace period (free). */
  freeNow: boolean;
};

/** Everything a policy display needs (PROPDATA-12 payment policy info), in cents; texts are the UI's. */
export function policySummary(
  policy: CancellationPolicy | null,
  stay: { checkin: IsoDate; nightlyCents: ReadonlyArray<number>; totalCents: number },
  timeZone: string,
  now: EpochMs,
): PolicySummary {
  if (!policy) {
    return {
      type: 'FREE',
      gracePeriod: true,
      deadline: null,
      deadlineDate: null,
      reservationPenaltyCents: 0,
      checkinPenaltyCents: 0,
      deposit: false,
      freeNow: true,
    };
  }
  const deadline = deadlineInstant(stay.checkin, policy.deadline, timeZone);
  const reservationPenaltyCents = penaltyAmount(
    policy.reservationPenalty,
    stay.nightlyCents,
    stay.totalCents,
  );
  const checkinPenaltyCents = penaltyAmount(policy.checkinPenalty, stay.nightlyCents, stay.totalCents);
  return {
    type: policyType(policy),
    gracePeriod: hasGracePeriod(policy),
    deadline,
    deadlineDate: todayIn(timeZone, deadline),
    reservationPenaltyCents,
    checkinPenaltyCents,
    deposit: policy.deposit,
    freeNow: (now <= deadline ? reservationPenaltyCents : checkinPenaltyCents) === 0,
  };
}

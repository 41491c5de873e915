/**
 * The rules of a hotel's rate plans as the manager sets them up (BODATA-6 "Rate plan"): the
 * limits of their fields, which plan may be a derived plan's parent (a primary plan of the same
 * hotel: no chains, no cycles), the hotel's last enabled primary plan that must stay, and the
 * live example of a derivation, computed by the engine's own `deriveAmount`.
 */
import { deriveAmount } from './booking/rates.ts';
import type { RatePlanDerivation } from './booking/types.ts';
import type { SetupIssue } from './room-setup.ts';

export const RATE_PLAN_NAME_MAX_LENGTH = 60;

export const DERIVATION_KINDS = ['PERCENTAGE', 'AMOUNT'] as const;
export type DerivationKind = (typeof DERIVATION_KINDS)[number];

export const PRICING_MODELS = ['PER_ROOM', 'OCCUPANCY_BASED_PRICING'] as const;

/**
 * A derived plan's percentage, signed: −100 (free) to +500; two decimals at most, what
 * `percentOfCents` rounds exactly.
 */
export const DERIVATION_PERCENT_MIN = -100;
export const DERIVATION_PERCENT_MAX = 500;
/** A derived plan's amount per night in cents, signed: up to ±€10,000 (the ratesheet's prices stay below €100,000). */
export const DERIVATION_AMOUNT_MAX_CENTS = 1_000_000;

/** Most guests a plan's nightly rate can cover (OCCUPANCY_BASED_PRICING), as a room's occupancy. */
export const OCCUPANTS_MAX = 30;
/** Most positions in a hotel's list of plans. */
export const RATE_PLAN_POSITION_MAX = 999;

export const PARENT_UNKNOWN = 'error.rate.plan.parent.unknown';
export const PARENT_DERIVED = 'error.rate.plan.parent.derived';
export const PARENT_SELF = 'error.rate.plan.parent.self';
export const PLAN_HAS_CHILDREN = 'error.rate.plan.has.children';
export const PERCENT_DECIMALS = 'error.rate.plan.percentage.decimals';

/** What the parent rules need of a hotel's plan. */
export type PlanLink = { id: number; parentId: number | null };

/**
 * Why `parentId` cannot be the parent of plan `planId` (null: a new plan), given the hotel's
 * plans: the parent must be another plan of the hotel that is itself primary (a derived plan
 * never derives from a derived one, so no chain nor cycle can form); and a plan other plans
 * derive from cannot become derived itself.
 * parentIssues([{ id: 1, parentId: null }, { id: 2, parentId: 1 }], null, 2) → [parent.derived]
 */
export function parentIssues(
  plans: ReadonlyArray<PlanLink>,
  planId: number | null,
  parentId: number | null,
): SetupIssue[] {
  if (parentId === null) return [];
  if (parentId === planId) return [{ field: 'derivation.parentId', code: PARENT_SELF }];
  const parent = plans.find((plan) => plan.id === parentId);
  if (!parent) return [{ field: 'derivation.parentId', code: PARENT_UNKNOWN }];
  if (parent.parentId !== null) return [{ field: 'derivation.parentId', code: PARENT_DERIVED }];
  if (planId !== null && plans.some((plan) => plan.parentId === planId)) {
    return [{ field: 'derivation', code: PLAN_HAS_CHILDREN }];
  }
  return [];
}

/** The plans that derive from `planId`. */
export function childrenOf<P extends PlanLink>(plans: ReadonlyArray<P>, planId: number): P[] {
  return plans.filter((plan) => plan.parentId === planId);
}

/**
 * Whether plan `planId` is the hotel's only enabled primary plan: the public search sells no
 * derived plan without its parent, so a hotel keeps at least one.
 */
export function isLastEnabledPrimary(
  plans: ReadonlyArray<PlanLink & { enabled: boolean }>,
  planId: number,
): boolean {
  const primaries = plans.filter((plan) => plan.parentId === null && plan.enabled);
  return primaries.length === 1 && primaries[0]?.id === planId;
}

/** A percentage has at most two decimals (12.5, −7.25). */
export function hasTwoDecimalsAtMost(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * The live example of a derivation: what a night at `parentCents` on the parent costs on the
 * derived plan, the engine's rounding and floor at 0 included.
 * derivationExample(10000, { kind: 'PERCENTAGE', value: -10 }) = 9000
 */
export function derivationExample(
  parentCents: number,
  derivation: Pick<RatePlanDerivation, 'kind' | 'value'>,
): number {
  return deriveAmount(parentCents, derivation);
}

/**
 * The default cancellation policy of a hotel that has none yet, in the engine's terms: free until
 * 1 day before arrival, then the first night (a common flexible rate; the manager edits it on the
 * policies screen).
 */
export const DEFAULT_CANCELLATION_POLICY = {
  deadline: { count: 1, unit: 'DAYS' },
  reservationPenalty: null,
  checkinPenalty: {
    percentage: null,
    firstNight: true,
    additionalNights: 0,
    chargeNights: 0,
    chargeAmountCents: 0,
  },
  deposit: false,
} as const;

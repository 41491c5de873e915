/**
 * Resolution of a rate plan's daily rate, following derived plans up to the plan that carries
 * its own amounts. Restrictions of a derived plan are its own row's when it has one, otherwise
 * its parent's (a derived plan usually has no rows of its own).
 */
import { roundHalfUp } from '../money.ts';
import { percentOfCents } from './cents.ts';
import type { StayContext } from './context.ts';
import { eachNight } from './dates.ts';
import type { DailyRate, IsoDate, RatePlan, RatePlanDerivation } from './types.ts';

/**
 * A night's amount and restrictions once derivation is resolved. For a plan with its own rates
 * this is the night's DailyRate row itself (read-only: never mutate a resolved rate).
 */
export type ResolvedRate = {
  /** Null: no rate that night (missing row, null amount, unknown parent or a derivation cycle). */
  amountCents: number | null;
  minLOS: number | null;
  maxLOS: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
};

/** Longest parent chain followed; deeper chains are treated as broken (a cycle guard). */
export const MAX_DERIVATION_DEPTH = 8;

const NO_RATE: ResolvedRate = {
  amountCents: null,
  minLOS: null,
  maxLOS: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
};

/**
 * A parent's nightly amount adjusted by a derivation, whole cents, never negative:
 * deriveAmount(10000, { kind: 'PERCENTAGE', value: -10 }) = 9000; AMOUNT adds `value` cents.
 */
export function deriveAmount(
  parentCents: number,
  derivation: Pick<RatePlanDerivation, 'kind' | 'value'>,
): number {
  const derived =
    derivation.kind === 'PERCENTAGE'
      ? percentOfCents(parentCents, 100 + derivation.value)
      : Number.isInteger(derivation.value)
        ? parentCents + derivation.value
        : roundHalfUp(parentCents + derivation.value);
  return Math.max(0, derived);
}

/**
 * The plan chain from `plan` up to its root (plan first), or null when a parent is missing, the
 * chain loops or is deeper than MAX_DERIVATION_DEPTH.
 */
export function planChain(ratePlans: ReadonlyMap<string, RatePlan>, plan: RatePlan): RatePlan[] | null {
  const chain: RatePlan[] = [plan];
  const seen = new Set([plan.id]);
  let current = plan;
  while (current.parent) {
    const parent = ratePlans.get(current.parent.parentId);
    if (!parent || seen.has(parent.id) || chain.length > MAX_DERIVATION_DEPTH) return null;
    chain.push(parent);
    seen.add(parent.id);
    current = parent;
  }
  return chain;
}

// Chains per context, computed once: the search resolves thousands of nights per request.
const chains = new WeakMap<ReadonlyMap<string, RatePlan>, Map<string, RatePlan[] | null>>();

function cachedChain(ratePlans: ReadonlyMap<string, RatePlan>, ratePlanId: string): RatePlan[] | null {
  let byId = chains.get(ratePlans);
  if (!byId) {
    byId = new Map();
    chains.set(ratePlans, byId);
  }
  let chain = byId.get(ratePlanId);
  if (chain === undefined) {
    const plan = ratePlans.get(ratePlanId);
    chain = plan ? planChain(ratePlans, plan) : null;
    byId.set(ratePlanId, chain);
  }
  return chain;
}

/** The rows of each link of a chain for a room type, plan first. */
function chainRows(ctx: StayContext, roomTypeId: string, chain: ReadonlyArray<RatePlan>) {
  return chain.map((link) => ctx.ratesOf(roomTypeId, link.id));
}

function resolveOne(
  chain: ReadonlyArray<RatePlan>,
  rows: ReadonlyArray<ReadonlyMap<IsoDate, DailyRate> | undefined>,
  date: IsoDate,
): ResolvedRate {
  // Restrictions: the nearest plan in the chain that has a row for the date.
  let restrictions: DailyRate | undefined;
  let at = 0;
  for (; at < rows.length; at++) {
    restrictions = rows[at]?.get(date);
    if (restrictions) break;
  }
  const last = rows.length - 1;
  // A plan of its own with a row: the row is the resolved rate (no copy, a search resolves thousands).
  if (last === 0 && restrictions && !(restrictions.amountCents !== null && restrictions.amountCents < 0)) {
    return restrictions;
  }
  // The root's row is the restrictions' row when that is the root's (always so for a plan of its own).
  const root = at === last ? restrictions : at > last ? undefined : rows[last]?.get(date);
  let amount = root?.amountCents ?? null;
  // Walk back down the chain, rounding at every level like a chain of nightly prices would.
  for (let i = chain.length - 2; i >= 0 && amount !== null; i--) {
    const derivation = chain[i]?.parent;
    if (derivation) amount = deriveAmount(amount, derivation);
  }
  if (amount !== null && amount < 0) amount = 0;
  // No row anywhere in the chain (so none at the root either): no rate.
  if (!restrictions) return NO_RATE;
  return {
    amountCents: amount,
    minLOS: restrictions.minLOS,
    maxLOS: restrictions.maxLOS,
    closed: restrictions.closed,
    closedToArrival: restrictions.closedToArrival,
    closedToDeparture: restrictions.closedToDeparture,
  };
}

/** The resolved rate of a plan for a room type on a date (derived plans computed from their root). */
export function resolveRate(
  ctx: StayContext,
  roomTypeId: string,
  ratePlanId: string,
  date: IsoDate,
): ResolvedRate {
  const chain = cachedChain(ctx.ratePlans, ratePlanId);
  if (!chain) return NO_RATE;
  return resolveOne(chain, chainRows(ctx, roomTypeId, chain), date);
}

/** `resolveRate` for several dates at once (the chain and its rows are looked up once). */
export function resolveRates(
  ctx: StayContext,
  roomTypeId: string,
  ratePlanId: string,
  dates: ReadonlyArray<IsoDate>,
): ResolvedRate[] {
  const chain = cachedChain(ctx.ratePlans, ratePlanId);
  if (!chain) return dates.map(() => NO_RATE);
  const rows = chainRows(ctx, roomTypeId, chain);
  return dates.map((date) => resolveOne(chain, rows, date));
}

/**
 * The nights of a stay with their resolved rates for one room type and plan: resolved once and
 * shared by the checks of the stay (`checkStay`) and its price (`quoteRoom`).
 */
export type ResolvedStay = {
  roomTypeId: string;
  ratePlanId: string;
  checkin: IsoDate;
  checkout: IsoDate;
  /** The nights, checkout excluded (`eachNight(checkin, checkout)`). */
  dates: ReadonlyArray<IsoDate>;
  /** The resolved rate of each night, aligned with `dates`. */
  rates: ReadonlyArray<ResolvedRate>;
};

/**
 * Resolves every night of a stay for a room type and plan. `dates` may be passed when the caller
 * already has the stay's nights (they must be `eachNight(checkin, checkout)`), e.g. a search
 * resolving the same stay for every room type and plan.
 */
export function resolveStay(
  ctx: StayContext,
  roomTypeId: string,
  ratePlanId: string,
  checkin: IsoDate,
  checkout: IsoDate,
  dates: ReadonlyArray<IsoDate> = eachNight(checkin, checkout),
): ResolvedStay {
  return {
    roomTypeId,
    ratePlanId,
    checkin,
    checkout,
    dates,
    rates: resolveRates(ctx, roomTypeId, ratePlanId, dates),
  };
}

/** Whether a resolved stay is the one of this room type, plan and dates (so it may be reused). */
export function isResolvedStayOf(
  resolved: ResolvedStay,
  roomTypeId: string,
  ratePlanId: string,
  checkin: IsoDate,
  checkout: IsoDate,
): boolean {
  return (
    resolved.roomTypeId === roomTypeId &&
    resolved.ratePlanId === ratePlanId &&
    resolved.checkin === checkin &&
    resolved.checkout === checkout
  );
}

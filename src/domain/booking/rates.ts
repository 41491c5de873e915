/**
 * Resolution of a rate plan's daily rate, following derived plans up to the plan that carries
 * its own amounts. Restrictions of a derived plan are its own row's when it has one, otherwise
 * its parent's (a derived plan usually has no rows of its own).
 */
import { roundHalfUp } from '../money.ts';
import { percentOfCents } from './cents.ts';
import type { StayContext } from './context.ts';
import type { DailyRate, IsoDate, RatePlan, RatePlanDerivation } from './types.ts';

/** A night's amount and restrictions once derivation is resolved. */
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
  let restrictions: ResolvedRate = NO_RATE;
  for (const byDate of rows) {
    const row = byDate?.get(date);
    if (row) {
      restrictions = row;
      break;
    }
  }
  let amount = rows[rows.length - 1]?.get(date)?.amountCents ?? null;
  // Walk back down the chain, rounding at every level like a chain of nightly prices would.
  for (let i = chain.length - 2; i >= 0 && amount !== null; i--) {
    const derivation = chain[i]?.parent;
    if (derivation) amount = deriveAmount(amount, derivation);
  }
  if (amount !== null && amount < 0) amount = 0;
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

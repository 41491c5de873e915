/**
 * The use cases of a hotel's policies, apart from HTTP: the document in the manager's words
 * (src/domain/policy-setup.ts maps it to the engine's terms and back), and why a save is refused.
 *
 * - A save names every policy the hotel keeps: an id edits that policy in place (the rate plans
 *   keep pointing at it), no id adds one, a policy left out is removed.
 * - Removing a policy a rate plan uses is refused (409) with the plans: the plan is given another
 *   policy first (removing is never cascaded, and every plan keeps its cancellation policy).
 * - An id that is not one of the hotel's policies is refused (400).
 * - The data layer guards the batch (version, plans), so a change between the checks and the
 *   write still refuses it; the checks then run again to say why.
 */
import type { FieldError } from '../../src/contracts/error-codes.ts';
import {
  type CancellationPolicyView,
  type NoShowPolicyView,
  type PoliciesInput,
  PoliciesRefusal,
  type PoliciesView,
} from '../../src/contracts/secure/policies.ts';
import {
  cancellationPolicyOf,
  cancellationTermsOf,
  noShowChargeOf,
  noShowPolicyOf,
} from '../../src/domain/policy-setup.ts';
import { loadPolicies, type PlanRef, type StoredPolicies, savePolicies } from '../data/policies.ts';
import { type Actor, done, type Outcome, type Refusal, refuse, someOf } from './outcome.ts';

export const POLICIES_CHANGED = 'The policies were changed meanwhile: reload them and try again';
const HOTEL_NOT_FOUND = 'Hotel not found';

const changed = () => refuse(409, POLICIES_CHANGED, [{ field: 'version', code: PoliciesRefusal.changed }]);

/** The document as the screen and the API show it. */
export function policiesViewOf(stored: StoredPolicies): PoliciesView {
  return {
    cancellationPolicies: stored.cancellation.map(
      (p): CancellationPolicyView => ({
        id: p.id,
        name: p.name,
        ...cancellationTermsOf(p.policy),
        ratePlans: p.ratePlans,
        engine: p.policy,
      }),
    ),
    noShowPolicies: stored.noShow.map(
      (p): NoShowPolicyView => ({
        id: p.id,
        name: p.name,
        charge: noShowChargeOf(p.policy),
        ratePlans: p.ratePlans,
        engine: p.policy,
      }),
    ),
    deposit:
      stored.deposit.nights !== null
        ? { kind: 'NIGHTS', value: stored.deposit.nights, dueDaysBeforeArrival: stored.deposit.dueDays }
        : {
            kind: 'PERCENTAGE',
            value: stored.deposit.percentage,
            dueDaysBeforeArrival: stored.deposit.dueDays,
          },
    currency: stored.currency,
    timeZone: stored.timeZone,
    version: stored.version,
  };
}

/** What the audit keeps of the document: the manager's terms, without the plans using them. */
type AuditItem = Record<string, unknown> & { ratePlans?: unknown; engine?: unknown };

function auditJson(view: {
  cancellationPolicies: ReadonlyArray<AuditItem>;
  noShowPolicies: ReadonlyArray<AuditItem>;
  deposit: unknown;
}): string {
  return JSON.stringify({
    cancellationPolicies: view.cancellationPolicies.map(
      ({ ratePlans: _plans, engine: _e, ...terms }) => terms,
    ),
    noShowPolicies: view.noShowPolicies.map(({ ratePlans: _plans, engine: _e, ...terms }) => terms),
    deposit: view.deposit,
  });
}

const planList = (plans: PlanRef[]) => someOf(plans.map((plan) => plan.name));

/** Why `input` cannot be saved over `stored`, or null. */
function saveRefusal(stored: StoredPolicies, input: PoliciesInput): Refusal | null {
  if (stored.version !== input.version) return changed();
  const unknown: FieldError[] = [];
  const known = (list: ReadonlyArray<{ id: number }>, id: number | null) =>
    id === null || list.some((p) => p.id === id);
  input.cancellationPolicies.forEach((p, i) => {
    if (!known(stored.cancellation, p.id))
      unknown.push({ field: `cancellationPolicies.${i}.id`, code: PoliciesRefusal.unknown });
  });
  input.noShowPolicies.forEach((p, i) => {
    if (!known(stored.noShow, p.id))
      unknown.push({ field: `noShowPolicies.${i}.id`, code: PoliciesRefusal.unknown });
  });
  if (unknown.length > 0) return refuse(400, 'Unknown policy', unknown);
  const keptCancellation = new Set(input.cancellationPolicies.map((p) => p.id));
  const keptNoShow = new Set(input.noShowPolicies.map((p) => p.id));
  const inUse = [
    ...stored.cancellation
      .filter((p) => !keptCancellation.has(p.id) && p.ratePlans.length > 0)
      .map((p) => ({ field: 'cancellationPolicies', policy: p })),
    ...stored.noShow
      .filter((p) => !keptNoShow.has(p.id) && p.ratePlans.length > 0)
      .map((p) => ({ field: 'noShowPolicies', policy: p })),
  ];
  if (inUse.length > 0) {
    const why = inUse
      .map(({ policy }) => `'${policy.name}' is used by ${planList(policy.ratePlans)}`)
      .join('; ');
    return refuse(409, `${why}: give those rate plans another policy before removing it`, [
      ...new Map(inUse.map(({ field }) => [field, { field, code: PoliciesRefusal.inUse }])).values(),
    ]);
  }
  return null;
}

export async function readPolicies(db: D1Database, hotelId: number): Promise<Outcome<PoliciesView>> {
  const stored = await loadPolicies(db, hotelId);
  return stored ? done(policiesViewOf(stored)) : refuse(404, HOTEL_NOT_FOUND, []);
}

/** Saves the whole document based on `input.version`; refused when stale or when a plan uses a removed policy. */
export async function editPolicies(
  db: D1Database,
  actor: Actor,
  input: PoliciesInput,
): Promise<Outcome<PoliciesView>> {
  const stored = await loadPolicies(db, actor.hotelId);
  if (!stored) return refuse(404, HOTEL_NOT_FOUND, []);
  const refusal = saveRefusal(stored, input);
  if (refusal) return refusal;
  const cancellation = input.cancellationPolicies.map((p) => ({
    id: p.id,
    name: p.name,
    policy: cancellationPolicyOf(p, stored.cancellation.find((s) => s.id === p.id)?.policy ?? null),
  }));
  const noShow = input.noShowPolicies.map((p) => ({
    id: p.id,
    name: p.name,
    policy: noShowPolicyOf(p.charge, stored.noShow.find((s) => s.id === p.id)?.policy ?? null),
  }));
  const deposit =
    input.deposit.kind === 'NIGHTS'
      ? {
          percentage: stored.deposit.percentage,
          nights: input.deposit.value,
          dueDays: input.deposit.dueDaysBeforeArrival,
        }
      : { percentage: input.deposit.value, nights: null, dueDays: input.deposit.dueDaysBeforeArrival };
  const before = policiesViewOf(stored);
  const saved = await savePolicies(db, {
    ...actor,
    version: input.version,
    beforeJson: auditJson(before),
    afterJson: auditJson({
      cancellationPolicies: input.cancellationPolicies,
      noShowPolicies: input.noShowPolicies,
      deposit: input.deposit,
    }),
    cancellation,
    noShow,
    deposit,
  });
  if (saved) {
    const after = await loadPolicies(db, actor.hotelId);
    if (after) return done(policiesViewOf(after));
  }
  const now = await loadPolicies(db, actor.hotelId);
  return (now && saveRefusal(now, input)) ?? changed();
}

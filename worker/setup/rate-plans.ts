/**
 * The use cases of a hotel's rate plans, apart from HTTP: what a plan may name (its parent, room
 * types, channels, policies: the hotel's own), and what may be changed or removed given the
 * hotel's other plans and the stays booked on it.
 *
 * - A derived plan's parent is a primary plan of the same hotel (no chains, no cycles): 400 on
 *   `derivation.parentId`; a plan other plans derive from cannot become derived (400 on `derivation`).
 * - A hotel keeps at least one enabled primary plan: disabling, deriving or removing the last one
 *   is refused (409).
 * - Disabling or removing a plan while stays from the hotel's today on are booked on it is
 *   refused (409) with how many and which reservations; removing one that derived plans follow
 *   is refused with their names; one that was ever booked is disabled instead.
 * - The data layer guards every write in its batch, so a change between the checks and the write
 *   still refuses it; the checks then run again to say why.
 */
import type { FieldError } from '../../src/contracts/error-codes.ts';
import type {
  RatePlanInput,
  RatePlansResponse,
  RatePlanView,
} from '../../src/contracts/secure/rate-plans.ts';
import { RatePlanRefusal } from '../../src/contracts/secure/rate-plans.ts';
import { childrenOf, isLastEnabledPrimary, parentIssues } from '../../src/domain/rate-plan-setup.ts';
import {
  deleteRatePlan,
  insertRatePlan,
  listRatePlans,
  loadPlanChoices,
  loadRatePlanUsage,
  type RatePlanChoices,
  type RatePlanRecord,
  updateRatePlan,
} from '../data/rate-plans.ts';
import { type Actor, done, hotelToday, type Outcome, type Refusal, refuse, someOf } from './outcome.ts';

export const RATE_PLAN_NOT_FOUND = 'Rate plan not found';
export const RATE_PLAN_CHANGED = 'The rate plan was changed meanwhile: reload it and try again';

/** Field keys of a plan naming what its hotel does not have (400). */
export const UNKNOWN_ROOM_TYPE = 'error.rate.plan.room.type.unknown';
export const UNKNOWN_CHANNEL = 'error.rate.plan.channel.unknown';
export const UNKNOWN_POLICY = 'error.rate.plan.policy.unknown';

const notFound = () => refuse(404, RATE_PLAN_NOT_FOUND, [{ field: 'id', code: 'error.element.not.found' }]);
const changed = () => refuse(409, RATE_PLAN_CHANGED, [{ field: 'version', code: RatePlanRefusal.changed }]);

const stays = (n: number) => (n === 1 ? '1 future stay' : `${n} future stays`);
const planName = (plan: RatePlanRecord) => plan.name.en;

/** The API's rate plan, field by field from the stored one. */
export function ratePlanView(plan: RatePlanRecord): RatePlanView {
  return {
    id: plan.id,
    nameKey: plan.nameKey,
    name: { en: plan.name.en, it: plan.name.it },
    type: plan.type,
    derivation:
      plan.derivation === null
        ? null
        : { parentId: plan.derivation.parentId, kind: plan.derivation.kind, value: plan.derivation.value },
    includedMealPlans: plan.includedMealPlans,
    roomTypeIds: plan.roomTypeIds,
    channels: plan.channels,
    pricingModel: plan.pricingModel,
    occupantsForBaseRate: plan.occupantsForBaseRate,
    cancellationPolicyId: plan.cancellationPolicyId,
    noShowPolicyId: plan.noShowPolicyId,
    minStay: plan.minStay,
    maxStay: plan.maxStay,
    enabled: plan.enabled,
    position: plan.position,
    booked: plan.booked,
    version: plan.version,
  };
}

/** The API's list of rate plans with what a plan chooses from (the policies in the engine's shape). */
export function ratePlansAnswer(
  plans: readonly RatePlanRecord[],
  choices: RatePlanChoices,
): RatePlansResponse {
  return {
    ratePlans: plans.map(ratePlanView),
    roomTypes: choices.roomTypes.map((roomType) => ({
      id: roomType.id,
      name: { en: roomType.name.en, it: roomType.name.it },
      enabled: roomType.enabled,
      baseOccupancy: roomType.baseOccupancy,
      extraPersonCents: roomType.extraPersonCents,
    })),
    channels: choices.channels.map((link) => ({ channel: link.channel, disabled: link.disabled })),
    cancellationPolicies: choices.cancellationPolicies,
    noShowPolicies: choices.noShowPolicies,
    currency: choices.currency,
    timeZone: choices.timeZone,
  };
}

const lastPrimary = (field: string) =>
  refuse(
    409,
    'This is the hotel\u2019s only enabled primary rate plan: add or enable another primary plan first',
    [{ field, code: RatePlanRefusal.lastPrimary }],
  );

/**
 * The 400 of an input naming a parent, room types, channels or policies its hotel does not
 * have, or a parent that is not a primary plan; null when all are the hotel's own.
 */
async function referenceRefusal(
  db: D1Database,
  hotelId: number,
  planId: number | null,
  input: RatePlanInput,
  plans: ReadonlyArray<RatePlanRecord>,
): Promise<Refusal | null> {
  const choices = await loadPlanChoices(db, hotelId);
  const links = plans.map((plan) => ({ id: plan.id, parentId: plan.derivation?.parentId ?? null }));
  const errors: FieldError[] = [...parentIssues(links, planId, input.derivation?.parentId ?? null)];
  const roomTypes = new Set(choices.roomTypes.map((type) => type.id));
  if (input.roomTypeIds?.some((id) => !roomTypes.has(id))) {
    errors.push({ field: 'roomTypeIds', code: UNKNOWN_ROOM_TYPE });
  }
  const channels = new Set(choices.channels.map((channel) => channel.channel));
  if (input.channels?.some((code) => !channels.has(code))) {
    errors.push({ field: 'channels', code: UNKNOWN_CHANNEL });
  }
  const policy = input.cancellationPolicyId;
  if (policy !== null && !choices.cancellationPolicies.some((p) => p.id === String(policy))) {
    errors.push({ field: 'cancellationPolicyId', code: UNKNOWN_POLICY });
  }
  const noShow = input.noShowPolicyId;
  if (noShow !== null && !choices.noShowPolicies.some((p) => p.id === String(noShow))) {
    errors.push({ field: 'noShowPolicyId', code: UNKNOWN_POLICY });
  }
  return errors.length > 0 ? refuse(400, 'Invalid data', errors) : null;
}

/** Adds a rate plan; the hotel's first cancellation policy (or a default one) when none is named. */
export async function createRatePlan(
  db: D1Database,
  actor: Actor,
  input: RatePlanInput,
): Promise<Outcome<RatePlanView>> {
  const why = async () =>
    referenceRefusal(db, actor.hotelId, null, input, await listRatePlans(db, actor.hotelId));
  const refusal = await why();
  if (refusal) return refusal;
  const created = await insertRatePlan(db, { ...actor, input });
  if (created) return done(ratePlanView(created));
  return (await why()) ?? refuse(409, 'The rate plans were changed meanwhile: reload them and try again', []);
}

/** Why an edit of plan `id` to `input` cannot be saved now, or null. */
async function editRefusal(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; input: RatePlanInput },
  today: string,
): Promise<Refusal | null> {
  const plans = await listRatePlans(db, actor.hotelId);
  const current = plans.find((plan) => plan.id === edit.id);
  if (!current) return notFound();
  if (current.version !== edit.version) return changed();
  const invalid = await referenceRefusal(db, actor.hotelId, edit.id, edit.input, plans);
  if (invalid) return invalid;
  const links = plans.map((plan) => ({
    id: plan.id,
    parentId: plan.derivation?.parentId ?? null,
    enabled: plan.enabled,
  }));
  const staysPrimary = edit.input.enabled && edit.input.derivation === null;
  if (!staysPrimary && isLastEnabledPrimary(links, edit.id)) {
    return lastPrimary(edit.input.enabled ? 'derivation' : 'enabled');
  }
  if (!edit.input.enabled && current.enabled) {
    const usage = await loadRatePlanUsage(db, { ratePlanId: edit.id, today });
    if (usage.futureStays.length > 0) {
      const codes = [...new Set(usage.futureStays)];
      return refuse(
        409,
        `${stays(usage.futureStays.length)} booked on this rate plan (${someOf(codes)}): cancel or move them before disabling it`,
        [{ field: 'enabled', code: RatePlanRefusal.reserved }],
      );
    }
  }
  return null;
}

/** Saves an edit based on `version`; refused when stale, invalid, or when stays or the hotel's plans forbid it. */
export async function editRatePlan(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; input: RatePlanInput },
): Promise<Outcome<RatePlanView>> {
  const today = await hotelToday(db, actor);
  const refusal = await editRefusal(db, actor, edit, today);
  if (refusal) return refusal;
  const saved = await updateRatePlan(db, { ...actor, ...edit, today });
  return saved ? done(ratePlanView(saved)) : ((await editRefusal(db, actor, edit, today)) ?? changed());
}

/** Why plan `id` cannot be removed now, or null. */
async function deleteRefusal(
  db: D1Database,
  actor: Actor,
  remove: { id: number; version: number },
  today: string,
): Promise<Refusal | null> {
  const plans = await listRatePlans(db, actor.hotelId);
  const current = plans.find((plan) => plan.id === remove.id);
  if (!current) return notFound();
  if (current.version !== remove.version) return changed();
  const links = plans.map((plan) => ({
    id: plan.id,
    parentId: plan.derivation?.parentId ?? null,
    enabled: plan.enabled,
  }));
  if (isLastEnabledPrimary(links, remove.id)) return lastPrimary('id');
  const children = childrenOf(links, remove.id)
    .map((link) => plans.find((plan) => plan.id === link.id))
    .filter((plan): plan is RatePlanRecord => plan !== undefined);
  if (children.length > 0) {
    return refuse(
      409,
      `${children.length === 1 ? '1 derived plan follows' : `${children.length} derived plans follow`} this plan (${someOf(children.map(planName))}): delete them or derive them from another plan first`,
      [{ field: 'id', code: RatePlanRefusal.hasChildren }],
    );
  }
  const usage = await loadRatePlanUsage(db, { ratePlanId: remove.id, today });
  if (usage.futureStays.length > 0) {
    const codes = [...new Set(usage.futureStays)];
    return refuse(
      409,
      `${stays(usage.futureStays.length)} booked on this rate plan (${someOf(codes)}): cancel or move them before removing it`,
      [{ field: 'id', code: RatePlanRefusal.reserved }],
    );
  }
  if (usage.allStays > 0) {
    return refuse(
      409,
      `Past stays (${usage.allStays}) keep this rate plan: disable it instead of removing it`,
      [{ field: 'id', code: RatePlanRefusal.hasHistory }],
    );
  }
  return null;
}

/** Removes a plan read at `version` that no plan follows, never booked, and not the last primary one. */
export async function removeRatePlan(
  db: D1Database,
  actor: Actor,
  remove: { id: number; version: number },
): Promise<Outcome<null>> {
  const today = await hotelToday(db, actor);
  const refusal = await deleteRefusal(db, actor, remove, today);
  if (refusal) return refusal;
  if (await deleteRatePlan(db, { ...actor, ...remove })) return done(null);
  return (await deleteRefusal(db, actor, remove, today)) ?? changed();
}

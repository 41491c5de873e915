/**
 * SQL of a hotel's rate plans as the manager sets them up (`rate_plans` of migration 0002, its
 * `version`, `min_stay` and `max_stay` of 0021; the channel links `rate_plan_channels` of 0010).
 * The booking engine reads the same rows (worker/data/booking.ts), so a saved plan is what the
 * public search and calendar sell.
 *
 * Every write is ONE batch: the change, its channel links, the audit row (`property_changes`,
 * subject 'RATE_PLAN', who, when, before, after) and the hotel's rates version bump (the edge
 * cache of public answers is keyed by it). The audit row carries the guard: when the plan is not
 * at the version read, its parent is not a primary plan of the hotel, it is the hotel's last
 * enabled primary plan, or stays forbid the change, its named CHECK fails and D1 rolls the whole
 * batch back (the function answers null/false; the use case says why).
 */

import type { CancellationPolicy, NoShowPolicy, Penalty } from '../../src/domain/booking/types.ts';
import { DEFAULT_CANCELLATION_POLICY } from '../../src/domain/rate-plan-setup.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { isConstraintFailure } from './room-inventory.ts';
import type { Author } from './room-types.ts';
import { parseJson, toCancellationCharge } from './stored-documents.ts';

type RateType = 'STANDARD' | 'NOT_REFUNDABLE';
type DerivationKind = 'PERCENTAGE' | 'AMOUNT';
type PricingModel = 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';

/** A rate plan as stored, with its channels (in the hotel's order) and whether it was ever booked. */
export type RatePlanRecord = {
  id: number;
  nameKey: string;
  name: { en: string; it: string | null };
  type: RateType;
  /** Null: a primary plan. */
  derivation: { parentId: number; kind: DerivationKind; value: number } | null;
  includedMealPlans: string[];
  /** Null: every room type. */
  roomTypeIds: number[] | null;
  channels: string[];
  pricingModel: PricingModel;
  occupantsForBaseRate: number | null;
  cancellationPolicyId: number | null;
  noShowPolicyId: number | null;
  minStay: number | null;
  maxStay: number | null;
  enabled: boolean;
  position: number;
  booked: boolean;
  version: number;
};

/** What a rate plan write stores, checked above (null room types or channels: all of them). */
export type RatePlanDraft = {
  name: { en: string; it?: string | undefined };
  type: RateType;
  derivation: { parentId: number; kind: DerivationKind; value: number } | null;
  includedMealPlans: readonly string[];
  roomTypeIds: readonly number[] | null;
  channels: readonly string[] | null;
  pricingModel: PricingModel;
  occupantsForBaseRate: number | null;
  cancellationPolicyId: number | null;
  noShowPolicyId: number | null;
  minStay: number | null;
  maxStay: number | null;
  enabled: boolean;
  /** Null: last for a new plan, unchanged for an edit. */
  position: number | null;
};

/** What a plan chooses from: the hotel's room types, channels and policies, its currency and time zone. */
export type RatePlanChoices = {
  roomTypes: {
    id: number;
    name: { en: string; it: string | null };
    enabled: boolean;
    baseOccupancy: number;
    extraPersonCents: { adults: number; boys: number; children: number; kids: number };
  }[];
  channels: { channel: string; disabled: boolean }[];
  cancellationPolicies: CancellationPolicy[];
  noShowPolicies: NoShowPolicy[];
  currency: string;
  timeZone: string;
};

type RatePlanRow = {
  id: number;
  name_key: string;
  name_json: string;
  type: 'STANDARD' | 'NOT_REFUNDABLE';
  parent_rate_plan_id: number | null;
  derivation_kind: 'PERCENTAGE' | 'AMOUNT' | null;
  derivation_value: number | null;
  pricing_model: 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';
  occupants_for_base_rate: number | null;
  cancellation_policy_id: number | null;
  no_show_policy_id: number | null;
  included_meal_plans_json: string;
  room_type_ids_json: string | null;
  min_stay: number | null;
  max_stay: number | null;
  enabled: number;
  position: number;
  version: number;
  channels: string | null;
  booked: number;
};

// group_concat over an ordered subquery keeps the channels in the hotel's order.
const COLUMNS = `p.id, p.name_key, p.name_json, p.type, p.parent_rate_plan_id, p.derivation_kind, p.derivation_value,
  p.pricing_model, p.occupants_for_base_rate, p.cancellation_policy_id, p.no_show_policy_id,
  p.included_meal_plans_json, p.room_type_ids_json, p.min_stay, p.max_stay, p.enabled, p.position, p.version,
  (SELECT group_concat(channel) FROM (SELECT hc.channel FROM rate_plan_channels l
     JOIN hotel_channels hc ON hc.id = l.channel_id WHERE l.rate_plan_id = p.id ORDER BY hc.position, hc.id)) AS channels,
  EXISTS (SELECT 1 FROM reservation_rooms rr WHERE rr.rate_plan_id = p.id) AS booked`;

/** A rate plan as the audit keeps it (the same shape before and after). */
const AUDIT_JSON = `json_object('name', json(p.name_json), 'type', p.type, 'parentId', p.parent_rate_plan_id,
  'derivationKind', p.derivation_kind, 'derivationValue', p.derivation_value, 'pricingModel', p.pricing_model,
  'occupantsForBaseRate', p.occupants_for_base_rate, 'cancellationPolicyId', p.cancellation_policy_id,
  'noShowPolicyId', p.no_show_policy_id, 'includedMealPlans', json(p.included_meal_plans_json),
  'roomTypeIds', json(p.room_type_ids_json), 'minStay', p.min_stay, 'maxStay', p.max_stay, 'enabled', p.enabled,
  'position', p.position)`;

/** Stays that still hold a room on the plan: confirmed, or checked out early after today. */
const FUTURE_STAY = `rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND rr.end_date > ?`;

function toRecord(row: RatePlanRow): RatePlanRecord {
  const name = parseJson<Record<string, string>>(row.name_json, {});
  const roomTypeIds =
    row.room_type_ids_json === null ? null : parseJson<unknown[]>(row.room_type_ids_json, []);
  return {
    id: row.id,
    nameKey: row.name_key,
    name: { en: name.en ?? Object.values(name)[0] ?? row.name_key, it: name.it ?? null },
    type: row.type,
    derivation:
      row.parent_rate_plan_id === null || row.derivation_kind === null
        ? null
        : {
            parentId: row.parent_rate_plan_id,
            kind: row.derivation_kind,
            value: row.derivation_value ?? 0,
          },
    includedMealPlans: parseJson<string[]>(row.included_meal_plans_json, []),
    roomTypeIds: roomTypeIds === null ? null : roomTypeIds.map(Number).filter(Number.isInteger),
    channels: row.channels ? row.channels.split(',') : [],
    pricingModel: row.pricing_model,
    occupantsForBaseRate: row.occupants_for_base_rate,
    cancellationPolicyId: row.cancellation_policy_id,
    noShowPolicyId: row.no_show_policy_id,
    minStay: row.min_stay,
    maxStay: row.max_stay,
    enabled: row.enabled === 1,
    position: row.position,
    booked: row.booked === 1,
    version: row.version,
  };
}

/** The hotel's rate plans in the order the widget shows them. */
export async function listRatePlans(db: D1Database, hotelId: number): Promise<RatePlanRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM rate_plans p WHERE p.hotel_id = ? ORDER BY p.position, p.id`)
    .bind(hotelId)
    .all<RatePlanRow>();
  return results.map(toRecord);
}

/** One rate plan of the hotel, or null. */
export async function findRatePlan(
  db: D1Database,
  hotelId: number,
  id: number,
): Promise<RatePlanRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM rate_plans p WHERE p.hotel_id = ? AND p.id = ?`)
    .bind(hotelId, id)
    .first<RatePlanRow>();
  return row ? toRecord(row) : null;
}

type PolicyRow = {
  id: number;
  deadline_count: number | null;
  deadline_unit: string | null;
  reservation_penalty_json: string | null;
  checkin_penalty_json: string | null;
  cancellation_json: string | null;
  deposit: number;
};
type NoShowRow = {
  id: number;
  percentage: number | null;
  charge_nights: number;
  stay_nights: number;
  charge_amount_cents: number;
};
type ChoiceRoomTypeRow = {
  id: number;
  name_json: string;
  name_key: string;
  enabled: number;
  base_occupancy: number;
  extra_adult_cents: number;
  extra_boy_cents: number;
  extra_child_cents: number;
  extra_kid_cents: number;
};

/** A stored penalty with the defaults of what old rows lack. */
function toPenalty(text: string | null): Penalty | null {
  const raw = parseJson<Partial<Penalty> | null>(text, null);
  if (!raw) return null;
  return {
    percentage: typeof raw.percentage === 'number' ? raw.percentage : null,
    firstNight: raw.firstNight === true,
    additionalNights: Number(raw.additionalNights ?? 0) || 0,
    chargeNights: Number(raw.chargeNights ?? 0) || 0,
    chargeAmountCents: Number(raw.chargeAmountCents ?? 0) || 0,
  };
}

function toCancellationPolicy(row: PolicyRow): CancellationPolicy {
  return {
    id: String(row.id),
    deadline:
      row.deadline_count === null ? null : { count: row.deadline_count, unit: row.deadline_unit ?? 'DAYS' },
    reservationPenalty: toPenalty(row.reservation_penalty_json),
    checkinPenalty: toPenalty(row.checkin_penalty_json),
    cancellation: toCancellationCharge(parseJson<unknown>(row.cancellation_json, null)),
    deposit: row.deposit === 1,
  };
}

function toNoShowPolicy(row: NoShowRow): NoShowPolicy {
  return {
    id: String(row.id),
    percentage: row.percentage,
    chargeNights: row.charge_nights,
    stayNights: row.stay_nights === 1,
    chargeAmountCents: row.charge_amount_cents,
  };
}

/** What a plan chooses from: the hotel's room types, channels and policies (one batch of reads). */
export async function loadPlanChoices(db: D1Database, hotelId: number): Promise<RatePlanChoices> {
  const [hotel, roomTypes, channels, policies, noShows] = await db.batch<unknown>([
    db.prepare('SELECT currency, time_zone FROM hotels WHERE id = ?').bind(hotelId),
    db
      .prepare(
        `SELECT id, name_key, name_json, enabled, base_occupancy, extra_adult_cents, extra_boy_cents,
           extra_child_cents, extra_kid_cents
         FROM room_types WHERE hotel_id = ? ORDER BY position, id`,
      )
      .bind(hotelId),
    db
      .prepare('SELECT channel, disabled FROM hotel_channels WHERE hotel_id = ? ORDER BY position, id')
      .bind(hotelId),
    db
      .prepare(
        `SELECT id, deadline_count, deadline_unit, reservation_penalty_json, checkin_penalty_json, cancellation_json,
           deposit FROM cancellation_policies WHERE hotel_id = ? ORDER BY id`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT id, percentage, charge_nights, stay_nights, charge_amount_cents
         FROM no_show_policies WHERE hotel_id = ? ORDER BY id`,
      )
      .bind(hotelId),
  ]);
  const hotelRow = hotel?.results[0] as { currency: string | null; time_zone: string | null } | undefined;
  return {
    roomTypes: ((roomTypes?.results ?? []) as ChoiceRoomTypeRow[]).map((row) => {
      const name = parseJson<Record<string, string>>(row.name_json, {});
      return {
        id: row.id,
        name: { en: name.en ?? Object.values(name)[0] ?? row.name_key, it: name.it ?? null },
        enabled: row.enabled === 1,
        baseOccupancy: row.base_occupancy,
        extraPersonCents: {
          adults: row.extra_adult_cents,
          boys: row.extra_boy_cents,
          children: row.extra_child_cents,
          kids: row.extra_kid_cents,
        },
      };
    }),
    channels: ((channels?.results ?? []) as { channel: string; disabled: number }[]).map((row) => ({
      channel: row.channel,
      disabled: row.disabled === 1,
    })),
    cancellationPolicies: ((policies?.results ?? []) as PolicyRow[]).map(toCancellationPolicy),
    noShowPolicies: ((noShows?.results ?? []) as NoShowRow[]).map(toNoShowPolicy),
    currency: hotelRow?.currency || 'EUR',
    timeZone: hotelRow?.time_zone || 'UTC',
  };
}

/** What stands in the way of changing or removing a rate plan (one batch). */
export type RatePlanUsage = {
  /** Reservation codes of stays from today on, one per reservation room. */
  futureStays: string[];
  /** Reservation rooms of any date and status (they keep their plan). */
  allStays: number;
};

export async function loadRatePlanUsage(
  db: D1Database,
  query: { ratePlanId: number; today: string },
): Promise<RatePlanUsage> {
  const [future, all] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT r.code FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
         WHERE rr.rate_plan_id = ? AND ${FUTURE_STAY} ORDER BY rr.start_date, r.code`,
      )
      .bind(query.ratePlanId, query.today),
    db.prepare('SELECT count(*) AS n FROM reservation_rooms WHERE rate_plan_id = ?').bind(query.ratePlanId),
  ]);
  return {
    futureStays: ((future?.results ?? []) as { code: string }[]).map((row) => row.code),
    allStays: (all?.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** The stored columns of an input, in the order of the INSERT and UPDATE below (?5 to ?18). */
function columns(input: RatePlanDraft) {
  const name: Record<string, string> = { en: input.name.en };
  if (input.name.it) name.it = input.name.it;
  const occupancyBased = input.pricingModel === 'OCCUPANCY_BASED_PRICING';
  return [
    JSON.stringify(name),
    input.type,
    input.derivation?.parentId ?? null,
    input.derivation?.kind ?? null,
    input.derivation?.value ?? null,
    input.pricingModel,
    // The engine reads the covered guests only for occupancy-based pricing: none is kept otherwise.
    occupancyBased ? input.occupantsForBaseRate : null,
    input.cancellationPolicyId,
    input.noShowPolicyId,
    JSON.stringify(input.includedMealPlans),
    input.roomTypeIds === null ? null : JSON.stringify(input.roomTypeIds),
    input.minStay,
    input.maxStay,
    input.enabled ? 1 : 0,
  ] as const;
}

/**
 * The guard of a write in SQL (params: ?1 hotel, ?4 plan id or NULL, ?7 parent id or NULL,
 * ?18 enabled): the parent is another primary plan of the hotel, and a plan that stops being an
 * enabled primary plan leaves another one.
 */
const PARENT_OK = `(?7 IS NULL OR (?7 IS NOT ?4 AND EXISTS (SELECT 1 FROM rate_plans pp
    WHERE pp.id = ?7 AND pp.hotel_id = ?1 AND pp.parent_rate_plan_id IS NULL)))`;
const KEEPS_A_PRIMARY = `((?7 IS NULL AND ?18 = 1) OR EXISTS (SELECT 1 FROM rate_plans o
    WHERE o.hotel_id = ?1 AND o.id IS NOT ?4 AND o.parent_rate_plan_id IS NULL AND o.enabled = 1))`;

/** Links the plan to the channels named (null: every channel of its hotel), replacing its links. */
function relinkChannels(
  db: D1Database,
  hotelId: number,
  planWhere: string,
  bind: unknown[],
  channels: readonly string[] | null,
) {
  return [
    db.prepare(`DELETE FROM rate_plan_channels WHERE rate_plan_id IN (${planWhere})`).bind(...bind),
    db
      .prepare(
        `INSERT OR IGNORE INTO rate_plan_channels (rate_plan_id, channel_id)
         SELECT (${planWhere}), hc.id FROM hotel_channels hc
         WHERE hc.hotel_id = ? AND (? IS NULL OR hc.channel IN (SELECT value FROM json_each(?)))`,
      )
      .bind(...bind, hotelId, channels === null ? null : 1, JSON.stringify(channels ?? [])),
  ];
}

/**
 * Adds a rate plan (last in the list unless a position is given), linked to the channels named
 * and to the cancellation policy named, else the hotel's first one: a hotel with none gets the
 * default policy (DEFAULT_CANCELLATION_POLICY) in the same batch. Null when the guard refused
 * (its parent is not a primary plan of the hotel).
 */
export async function insertRatePlan(
  db: D1Database,
  write: Author & { input: RatePlanDraft },
): Promise<RatePlanRecord | null> {
  const nameKey = `rate.plan.${crypto.randomUUID()}`;
  const values = columns(write.input);
  const policy = DEFAULT_CANCELLATION_POLICY;
  const byKey = 'SELECT id FROM rate_plans WHERE hotel_id = ? AND name_key = ?';
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO cancellation_policies (hotel_id, name_key, deadline_count, deadline_unit,
             reservation_penalty_json, checkin_penalty_json, deposit)
           SELECT ?1, 'cancellation.default', ?2, ?3, NULL, ?4, 0
           WHERE ?5 IS NULL AND NOT EXISTS (SELECT 1 FROM cancellation_policies WHERE hotel_id = ?1)`,
        )
        .bind(
          write.hotelId,
          policy.deadline.count,
          policy.deadline.unit,
          JSON.stringify(policy.checkinPenalty),
          write.input.cancellationPolicyId,
        ),
      db
        .prepare(
          `INSERT INTO rate_plans (hotel_id, name_key, name_json, type, parent_rate_plan_id, derivation_kind,
             derivation_value, pricing_model, occupants_for_base_rate, cancellation_policy_id, no_show_policy_id,
             included_meal_plans_json, room_type_ids_json, min_stay, max_stay, enabled, position, version)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
             coalesce(?10, (SELECT min(id) FROM cancellation_policies WHERE hotel_id = ?1)), ?11, ?12, ?13, ?14, ?15, ?16,
             coalesce(?17, (SELECT coalesce(max(position), -1) + 1 FROM rate_plans WHERE hotel_id = ?1)), 1)`,
        )
        .bind(write.hotelId, nameKey, ...values, write.input.position),
      ...relinkChannels(db, write.hotelId, byKey, [write.hotelId, nameKey], write.input.channels),
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             after_json)
           SELECT ?1, ?2, ?3, 'RATE_PLAN', p.id, 'CREATE',
             CASE WHEN ?5 IS NULL OR EXISTS (SELECT 1 FROM rate_plans pp
               WHERE pp.id = ?5 AND pp.hotel_id = ?1 AND pp.parent_rate_plan_id IS NULL) THEN 1 ELSE 0 END,
             ${AUDIT_JSON}
           FROM rate_plans p WHERE p.hotel_id = ?1 AND p.name_key = ?4`,
        )
        .bind(
          write.hotelId,
          write.managerId,
          write.now.toISOString(),
          nameKey,
          write.input.derivation?.parentId ?? null,
        ),
      bumpRatesVersion(db, write.hotelId),
    ]);
  } catch (error) {
    if (isConstraintFailure(error)) return null;
    throw error;
  }
  const row = await db.prepare(byKey).bind(write.hotelId, nameKey).first<{ id: number }>();
  return row ? findRatePlan(db, write.hotelId, row.id) : null;
}

/**
 * Saves an edit if the plan is still at `version`, its parent is a primary plan of the hotel,
 * no plan derives from it when it becomes derived, the hotel keeps an enabled primary plan, and
 * no future stay is on it when it is disabled; null otherwise (nothing written).
 */
export async function updateRatePlan(
  db: D1Database,
  write: Author & { id: number; version: number; today: string; input: RatePlanDraft },
): Promise<RatePlanRecord | null> {
  const values = columns(write.input);
  const [
    name,
    type,
    parent,
    kind,
    value,
    model,
    occupants,
    cancellation,
    noShow,
    meals,
    roomTypes,
    min,
    max,
    on,
  ] = values;
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json, after_json)
           SELECT ?1, ?2, ?3, 'RATE_PLAN', ?4, 'UPDATE',
             CASE WHEN p.version = ?5 AND ${PARENT_OK}
               AND (?7 IS NULL OR NOT EXISTS (SELECT 1 FROM rate_plans c WHERE c.parent_rate_plan_id = ?4))
               AND (p.parent_rate_plan_id IS NOT NULL OR p.enabled = 0 OR ${KEEPS_A_PRIMARY})
               AND (?18 = 1 OR NOT EXISTS (SELECT 1 FROM reservation_rooms rr WHERE rr.rate_plan_id = ?4
                 AND rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND rr.end_date > ?6))
             THEN 1 ELSE 0 END,
             ${AUDIT_JSON},
             json_object('name', json(?8), 'type', ?9, 'parentId', ?7, 'derivationKind', ?10, 'derivationValue', ?11,
               'pricingModel', ?12, 'occupantsForBaseRate', ?13, 'cancellationPolicyId', ?14, 'noShowPolicyId', ?15,
               'includedMealPlans', json(?16), 'roomTypeIds', json(?17), 'minStay', ?19, 'maxStay', ?20,
               'enabled', ?18, 'position', coalesce(?21, p.position))
           FROM (SELECT 1) LEFT JOIN rate_plans p ON p.id = ?4 AND p.hotel_id = ?1`,
        )
        .bind(
          write.hotelId,
          write.managerId,
          write.now.toISOString(),
          write.id,
          write.version,
          write.today,
          parent,
          name,
          type,
          kind,
          value,
          model,
          occupants,
          cancellation,
          noShow,
          meals,
          roomTypes,
          on,
          min,
          max,
          write.input.position,
        ),
      db
        .prepare(
          `UPDATE rate_plans SET name_json = ?1, type = ?2, parent_rate_plan_id = ?3, derivation_kind = ?4,
             derivation_value = ?5, pricing_model = ?6, occupants_for_base_rate = ?7,
             cancellation_policy_id = coalesce(?8, (SELECT min(id) FROM cancellation_policies WHERE hotel_id = ?16)),
             no_show_policy_id = ?9, included_meal_plans_json = ?10, room_type_ids_json = ?11, min_stay = ?12,
             max_stay = ?13, enabled = ?14, position = coalesce(?15, position), version = version + 1
           WHERE hotel_id = ?16 AND id = ?17`,
        )
        .bind(...values, write.input.position, write.hotelId, write.id),
      ...relinkChannels(
        db,
        write.hotelId,
        'SELECT id FROM rate_plans WHERE hotel_id = ? AND id = ?',
        [write.hotelId, write.id],
        write.input.channels,
      ),
      // The channels screen saves every plan's links as a whole, guarded by this version: a
      // screen read before this edit must not put the old links back (it answers 409 instead).
      db
        .prepare(
          `INSERT INTO hotel_channel_versions (hotel_id, version) VALUES (?1, 1)
           ON CONFLICT (hotel_id) DO UPDATE SET version = version + 1`,
        )
        .bind(write.hotelId),
      bumpRatesVersion(db, write.hotelId),
    ]);
  } catch (error) {
    if (isConstraintFailure(error)) return null;
    throw error;
  }
  return findRatePlan(db, write.hotelId, write.id);
}

/**
 * Removes a rate plan still at `version` that was never booked (its stays keep their plan), no
 * plan derives from, and that is not the hotel's last enabled primary plan, with its daily rates
 * and channel links; drops it from the promotions that named it. False otherwise (nothing written).
 */
export async function deleteRatePlan(
  db: D1Database,
  write: Author & { id: number; version: number },
): Promise<boolean> {
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json)
           SELECT ?1, ?2, ?3, 'RATE_PLAN', ?4, 'DELETE',
             CASE WHEN p.version = ?5
               AND NOT EXISTS (SELECT 1 FROM reservation_rooms WHERE rate_plan_id = ?4)
               AND NOT EXISTS (SELECT 1 FROM rate_plans c WHERE c.parent_rate_plan_id = ?4)
               AND (p.parent_rate_plan_id IS NOT NULL OR p.enabled = 0 OR EXISTS (SELECT 1 FROM rate_plans o
                 WHERE o.hotel_id = ?1 AND o.id <> ?4 AND o.parent_rate_plan_id IS NULL AND o.enabled = 1))
             THEN 1 ELSE 0 END,
             ${AUDIT_JSON}
           FROM (SELECT 1) LEFT JOIN rate_plans p ON p.id = ?4 AND p.hotel_id = ?1`,
        )
        .bind(write.hotelId, write.managerId, write.now.toISOString(), write.id, write.version),
      db
        .prepare(
          `UPDATE promotions SET rate_plan_ids_json = (SELECT json_group_array(value)
               FROM json_each(promotions.rate_plan_ids_json) WHERE value <> ?2), version = version + 1
           WHERE hotel_id = ?1 AND rate_plan_ids_json IS NOT NULL
             AND EXISTS (SELECT 1 FROM json_each(promotions.rate_plan_ids_json) WHERE value = ?2)`,
        )
        .bind(write.hotelId, write.id),
      db.prepare('DELETE FROM rate_plans WHERE hotel_id = ? AND id = ?').bind(write.hotelId, write.id),
      bumpRatesVersion(db, write.hotelId),
    ]);
    return true;
  } catch (error) {
    if (isConstraintFailure(error)) return false;
    throw error;
  }
}

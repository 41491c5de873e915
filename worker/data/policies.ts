/**
 * SQL of a hotel's policies as the manager sets them up: `cancellation_policies` and
 * `no_show_policies` (migrations 0002, 0004, 0022), the deposit columns of `hotels` and its
 * `booking_policies_version` (0022). The booking engine reads the same rows (worker/data/booking.ts joins
 * them to each rate plan), so a saved policy is what the widget quotes and says at once.
 *
 * A save is ONE batch: the audit row (`property_changes`, subject POLICIES, the whole document
 * before and after) carrying the guard, the removals, the edits in place (ids stay: the rate
 * plans point at them), the additions, the deposit and version, the rates version bump. The guard
 * fails the whole batch when the document is no longer at the version read or a rate plan still
 * uses a policy the save removes (the function answers false; the use case says why).
 */
import type { CancellationPolicy, NoShowPolicy, Penalty } from '../../src/domain/booking/types.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { isConstraintFailure } from './room-inventory.ts';
import { parseJson, toCancellationCharge, toPenalty } from './stored-documents.ts';

export type PlanRef = { id: number; name: string };
export type StoredCancellationPolicy = {
  id: number;
  name: string;
  policy: Omit<CancellationPolicy, 'id'>;
  ratePlans: PlanRef[];
};
export type StoredNoShowPolicy = {
  id: number;
  name: string;
  policy: Omit<NoShowPolicy, 'id'>;
  ratePlans: PlanRef[];
};
export type StoredDeposit = { percentage: number; nights: number | null; dueDays: number | null };

export type StoredPolicies = {
  version: number;
  currency: string;
  timeZone: string;
  cancellation: StoredCancellationPolicy[];
  noShow: StoredNoShowPolicy[];
  deposit: StoredDeposit;
};

type HotelRow = {
  booking_policies_version: number;
  currency: string;
  time_zone: string | null;
  deposit_percentage: number;
  deposit_nights: number | null;
  deposit_due_days: number | null;
};
type CancellationRow = {
  id: number;
  name: string | null;
  name_key: string;
  deadline_count: number | null;
  deadline_unit: string | null;
  reservation_penalty_json: string | null;
  checkin_penalty_json: string | null;
  cancellation_json: string | null;
  deposit: number;
};
type NoShowRow = {
  id: number;
  name: string | null;
  name_key: string;
  percentage: number | null;
  charge_nights: number;
  stay_nights: number;
  charge_amount_cents: number;
};
type PlanRow = {
  id: number;
  name_json: string;
  name_key: string;
  cancellation_policy_id: number | null;
  no_show_policy_id: number | null;
};

function planName(row: PlanRow): string {
  const name = parseJson<Record<string, string>>(row.name_json, {});
  return name.en ?? Object.values(name)[0] ?? row.name_key;
}

function toCancellation(row: CancellationRow): Omit<CancellationPolicy, 'id'> {
  return {
    deadline:
      row.deadline_count === null ? null : { count: row.deadline_count, unit: row.deadline_unit ?? 'DAYS' },
    reservationPenalty: toPenalty(parseJson<Partial<Penalty> | null>(row.reservation_penalty_json, null)),
    checkinPenalty: toPenalty(parseJson<Partial<Penalty> | null>(row.checkin_penalty_json, null)),
    cancellation: toCancellationCharge(parseJson<unknown>(row.cancellation_json, null)),
    deposit: row.deposit === 1,
  };
}

/** The hotel's policies, each with the rate plans that use it (null: no such hotel). */
export async function loadPolicies(db: D1Database, hotelId: number): Promise<StoredPolicies | null> {
  const [hotel, cancellation, noShow, plans] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT booking_policies_version, currency, time_zone, deposit_percentage, deposit_nights, deposit_due_days
         FROM hotels WHERE id = ?`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT id, name, name_key, deadline_count, deadline_unit, reservation_penalty_json, checkin_penalty_json,
           cancellation_json, deposit FROM cancellation_policies WHERE hotel_id = ? ORDER BY id`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT id, name, name_key, percentage, charge_nights, stay_nights, charge_amount_cents
         FROM no_show_policies WHERE hotel_id = ? ORDER BY id`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT id, name_json, name_key, cancellation_policy_id, no_show_policy_id
         FROM rate_plans WHERE hotel_id = ? ORDER BY position, id`,
      )
      .bind(hotelId),
  ]);
  const row = hotel?.results[0] as HotelRow | undefined;
  if (!row) return null;
  const planRows = (plans?.results ?? []) as PlanRow[];
  const usedBy = (key: 'cancellation_policy_id' | 'no_show_policy_id', id: number) =>
    planRows.filter((plan) => plan[key] === id).map((plan) => ({ id: plan.id, name: planName(plan) }));
  return {
    version: row.booking_policies_version,
    currency: row.currency,
    timeZone: row.time_zone ?? 'UTC',
    cancellation: ((cancellation?.results ?? []) as CancellationRow[]).map((r) => ({
      id: r.id,
      name: r.name ?? r.name_key,
      policy: toCancellation(r),
      ratePlans: usedBy('cancellation_policy_id', r.id),
    })),
    noShow: ((noShow?.results ?? []) as NoShowRow[]).map((r) => ({
      id: r.id,
      name: r.name ?? r.name_key,
      policy: {
        percentage: r.percentage,
        chargeNights: r.charge_nights,
        stayNights: r.stay_nights === 1,
        chargeAmountCents: r.charge_amount_cents,
      },
      ratePlans: usedBy('no_show_policy_id', r.id),
    })),
    deposit: {
      percentage: row.deposit_percentage,
      nights: row.deposit_nights,
      dueDays: row.deposit_due_days,
    },
  };
}

export type PoliciesWrite = {
  hotelId: number;
  managerId: number;
  now: Date;
  version: number;
  /** The document before and after, as the audit keeps it. */
  beforeJson: string;
  afterJson: string;
  cancellation: ReadonlyArray<{ id: number | null; name: string; policy: Omit<CancellationPolicy, 'id'> }>;
  noShow: ReadonlyArray<{ id: number | null; name: string; policy: Omit<NoShowPolicy, 'id'> }>;
  deposit: StoredDeposit;
};

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/**
 * Saves the whole document if it is still at `version` and no rate plan uses a policy it removes;
 * false otherwise (nothing written).
 */
export async function savePolicies(db: D1Database, write: PoliciesWrite): Promise<boolean> {
  const keptCancellation = JSON.stringify(write.cancellation.flatMap((p) => (p.id === null ? [] : [p.id])));
  const keptNoShow = JSON.stringify(write.noShow.flatMap((p) => (p.id === null ? [] : [p.id])));
  const cancellationValues = (p: PoliciesWrite['cancellation'][number]) => [
    p.name,
    p.policy.deadline?.count ?? null,
    p.policy.deadline?.unit ?? null,
    json(p.policy.reservationPenalty),
    json(p.policy.checkinPenalty),
    json(p.policy.cancellation),
    p.policy.deposit ? 1 : 0,
  ];
  const noShowValues = (p: PoliciesWrite['noShow'][number]) => [
    p.name,
    p.policy.percentage,
    p.policy.chargeNights,
    p.policy.stayNights ? 1 : 0,
    p.policy.chargeAmountCents,
  ];
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
           before_json, after_json)
         SELECT ?1, ?2, ?3, 'POLICIES', ?1, 'UPDATE',
           CASE WHEN h.booking_policies_version = ?4 AND NOT EXISTS (SELECT 1 FROM rate_plans rp WHERE rp.hotel_id = ?1 AND (
               (rp.cancellation_policy_id IS NOT NULL
                 AND rp.cancellation_policy_id NOT IN (SELECT value FROM json_each(?5)))
               OR (rp.no_show_policy_id IS NOT NULL
                 AND rp.no_show_policy_id NOT IN (SELECT value FROM json_each(?6)))))
           THEN 1 ELSE 0 END, ?7, ?8
         FROM (SELECT 1) LEFT JOIN hotels h ON h.id = ?1`,
      )
      .bind(
        write.hotelId,
        write.managerId,
        write.now.toISOString(),
        write.version,
        keptCancellation,
        keptNoShow,
        write.beforeJson,
        write.afterJson,
      ),
    // Removals first, so that the additions below are not taken for removed policies.
    db
      .prepare(
        'DELETE FROM cancellation_policies WHERE hotel_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))',
      )
      .bind(write.hotelId, keptCancellation),
    db
      .prepare(
        'DELETE FROM no_show_policies WHERE hotel_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))',
      )
      .bind(write.hotelId, keptNoShow),
  ];
  for (const p of write.cancellation) {
    statements.push(
      p.id === null
        ? db
            .prepare(
              `INSERT INTO cancellation_policies (hotel_id, name_key, name, deadline_count, deadline_unit,
                 reservation_penalty_json, checkin_penalty_json, cancellation_json, deposit)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(write.hotelId, `policy.${crypto.randomUUID()}`, ...cancellationValues(p))
        : db
            .prepare(
              `UPDATE cancellation_policies SET name = ?, deadline_count = ?, deadline_unit = ?,
                 reservation_penalty_json = ?, checkin_penalty_json = ?, cancellation_json = ?, deposit = ?
               WHERE hotel_id = ? AND id = ?`,
            )
            .bind(...cancellationValues(p), write.hotelId, p.id),
    );
  }
  for (const p of write.noShow) {
    statements.push(
      p.id === null
        ? db
            .prepare(
              `INSERT INTO no_show_policies (hotel_id, name_key, name, percentage, charge_nights, stay_nights,
                 charge_amount_cents) VALUES (?, ?, ?, ?, ?, ?, ?)`,
            )
            .bind(write.hotelId, `noshow.${crypto.randomUUID()}`, ...noShowValues(p))
        : db
            .prepare(
              `UPDATE no_show_policies SET name = ?, percentage = ?, charge_nights = ?, stay_nights = ?,
                 charge_amount_cents = ? WHERE hotel_id = ? AND id = ?`,
            )
            .bind(...noShowValues(p), write.hotelId, p.id),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE hotels SET deposit_percentage = ?1, deposit_nights = ?2, deposit_due_days = ?3,
           booking_policies_version = booking_policies_version + 1 WHERE id = ?4`,
      )
      .bind(write.deposit.percentage, write.deposit.nights, write.deposit.dueDays, write.hotelId),
    bumpRatesVersion(db, write.hotelId),
  );
  try {
    await db.batch(statements);
    return true;
  } catch (error) {
    if (isConstraintFailure(error)) return false;
    throw error;
  }
}

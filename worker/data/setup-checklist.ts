/**
 * What the setup checklist reads of a hotel (src/domain/setup-checklist.ts decides the steps):
 * ONE statement, one row, every step's fact a subquery on the tables the booking engine and the
 * back office already write. Nothing is stored for the checklist itself: a step is done because
 * the data is there (a room exists, a night is priced), never because somebody ticked it.
 */
import type { SetupFacts } from '../../src/domain/setup-checklist.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { parseJson } from './stored-documents.ts';

type SetupRow = {
  enabled: number;
  time_zone: string | null;
  address_json: string | null;
  photos: number;
  room_types: number;
  rooms: number;
  selling_plans: number;
  plans_with_policy: number;
  taxes_saved: number;
  last_priced_night: string | null;
  sites: number;
};

/**
 * An enabled primary plan (no parent: derived plans follow one) that sells at least one of the
 * hotel's enabled room types: `room_type_ids_json` NULL sells them all.
 */
const SELLING_PLAN = `p.hotel_id = h.id AND p.enabled = 1 AND p.parent_rate_plan_id IS NULL
  AND EXISTS (SELECT 1 FROM room_types rt WHERE rt.hotel_id = h.id AND rt.enabled = 1
    AND (p.room_type_ids_json IS NULL
      OR rt.id IN (SELECT value FROM json_each(CASE WHEN json_valid(p.room_type_ids_json) THEN p.room_type_ids_json ELSE '[]' END))))`;

// The last priced night rather than "a night from today on": the hotel's today depends on its
// time zone, which this same row brings; the domain compares the two.
const SETUP_SQL = `
  SELECT h.enabled, h.time_zone, h.address_json,
    (SELECT count(*) FROM hotel_gallery g WHERE g.hotel_id = h.id) AS photos,
    (SELECT count(*) FROM room_types rt WHERE rt.hotel_id = h.id AND rt.enabled = 1) AS room_types,
    (SELECT count(*) FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
      WHERE r.hotel_id = h.id AND r.enabled = 1 AND rt.enabled = 1) AS rooms,
    (SELECT count(*) FROM rate_plans p WHERE ${SELLING_PLAN}) AS selling_plans,
    (SELECT count(*) FROM rate_plans p WHERE ${SELLING_PLAN} AND p.cancellation_policy_id IS NOT NULL)
      AS plans_with_policy,
    EXISTS (SELECT 1 FROM property_changes c WHERE c.hotel_id = h.id AND c.subject = 'TAXES') AS taxes_saved,
    (SELECT max(d.date) FROM rate_plans p
      JOIN daily_rates d ON d.rate_plan_id = p.id
      JOIN room_types rt ON rt.id = d.room_type_id AND rt.enabled = 1
      WHERE p.hotel_id = h.id AND p.enabled = 1 AND p.parent_rate_plan_id IS NULL
        AND d.amount_cents IS NOT NULL) AS last_priced_night,
    (SELECT count(*) FROM hotel_sites s WHERE s.hotel_id = h.id) AS sites
  FROM hotels h WHERE h.id = ?`;

/** The checklist's facts of hotel `hotelId` and its time zone, or null when there is no such hotel. */
export async function loadSetupFacts(
  db: D1Database,
  hotelId: number,
): Promise<{ open: boolean; timeZone: string | null; facts: SetupFacts } | null> {
  const row = await db.prepare(SETUP_SQL).bind(hotelId).first<SetupRow>();
  if (!row) return null;
  const address = parseJson<unknown>(row.address_json, {});
  return {
    open: row.enabled === 1,
    timeZone: row.time_zone || null,
    facts: {
      address: address !== null && typeof address === 'object' ? (address as Record<string, unknown>) : {},
      photos: row.photos,
      roomTypes: row.room_types,
      rooms: row.rooms,
      sellingPlans: row.selling_plans,
      plansWithPolicy: row.plans_with_policy,
      taxesSaved: row.taxes_saved === 1,
      lastPricedNight: row.last_priced_night,
      sites: row.sites,
    },
  };
}

/**
 * The writes that open (or close) hotel `hotelId` for bookings, for ONE batch: the hotel enabled
 * or not (its page, the public lists, search and widget find it or not), the change audited
 * (subject HOTEL) and the rates version bumped so no cached answer says otherwise. A hotel that
 * opens takes the last place of the public lists (their order is `classification`, ascending), so
 * a hotel just set up never pushes the established ones off the home page. Only a hotel in the
 * other state changes: the audit row is written only then.
 */
export function hotelOpeningStatements(
  db: D1Database,
  change: { hotelId: number; managerId: number; now: Date; open: boolean },
): D1PreparedStatement[] {
  const now = change.now.toISOString();
  const [from, to] = change.open ? [0, 1] : [1, 0];
  return [
    db
      .prepare(
        `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, before_json, after_json)
         SELECT ?1, ?2, ?3, 'HOTEL', ?1, 'UPDATE', json_object('open', json(?4)), json_object('open', json(?5))
         WHERE EXISTS (SELECT 1 FROM hotels WHERE id = ?1 AND enabled = ?6)`,
      )
      .bind(change.hotelId, change.managerId, now, from ? 'true' : 'false', to ? 'true' : 'false', from),
    change.open
      ? db
          .prepare(
            `UPDATE hotels SET enabled = 1, updated_date = ?2,
               classification = (SELECT coalesce(max(classification), 0) + 1 FROM hotels WHERE enabled = 1)
             WHERE id = ?1 AND enabled = 0`,
          )
          .bind(change.hotelId, now)
      : db
          .prepare('UPDATE hotels SET enabled = 0, updated_date = ?2 WHERE id = ?1 AND enabled = 1')
          .bind(change.hotelId, now),
    bumpRatesVersion(db, change.hotelId),
  ];
}

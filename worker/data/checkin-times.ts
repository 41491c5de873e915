/**
 * The hotel's check-in and check-out times (INSIGHT): kept in hotels.policies_json (checkinFrom,
 * checkinTo, checkoutTo: what the booking profile and the hotel page read), guarded by
 * hotels.policies_version (migration 0019).
 */

/** The hotel's times of day (`HH:mm`, null when unset), its pre-arrival e-mail's lead and their version. */
export type CheckinTimesRecord = {
  checkinFrom: string | null;
  checkinTo: string | null;
  checkoutTo: string | null;
  /** Days before arrival the pre-arrival e-mail goes (0: none). */
  preArrivalDays: number;
  version: number;
};

type Row = {
  checkin_from: unknown;
  checkin_to: unknown;
  checkout_to: unknown;
  pre_arrival_days: number;
  policies_version: number;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const toRecord = (row: Row): CheckinTimesRecord => ({
  checkinFrom: text(row.checkin_from),
  checkinTo: text(row.checkin_to),
  checkoutTo: text(row.checkout_to),
  preArrivalDays: row.pre_arrival_days,
  version: row.policies_version,
});

const COLUMNS = `json_extract(policies_json, '$.checkinFrom') AS checkin_from,
  json_extract(policies_json, '$.checkinTo') AS checkin_to,
  json_extract(policies_json, '$.checkoutTo') AS checkout_to, pre_arrival_days, policies_version`;

/** The hotel's times (null: no such hotel). */
export async function loadCheckinTimes(db: D1Database, hotelId: number): Promise<CheckinTimesRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM hotels WHERE id = ?`).bind(hotelId).first<Row>();
  return row ? toRecord(row) : null;
}

/**
 * Saves the times if the hotel is still at `version` (the other policies stay as they are; an
 * empty time is removed). Null when another save came first: nothing is written.
 */
export async function saveCheckinTimes(
  db: D1Database,
  save: {
    hotelId: number;
    version: number;
    checkinFrom: string;
    checkinTo: string | null;
    checkoutTo: string | null;
    /** Undefined: unchanged. */
    preArrivalDays?: number | undefined;
  },
): Promise<CheckinTimesRecord | null> {
  const row = await db
    .prepare(
      `UPDATE hotels SET
         policies_json = json_remove(
           json_set(CASE WHEN json_valid(policies_json) THEN policies_json ELSE '{}' END,
             '$.checkinFrom', ?1, '$.checkinTo', ?2, '$.checkoutTo', ?3),
           CASE WHEN ?2 IS NULL THEN '$.checkinTo' ELSE '$.__none' END,
           CASE WHEN ?3 IS NULL THEN '$.checkoutTo' ELSE '$.__none' END),
         pre_arrival_days = COALESCE(?6, pre_arrival_days),
         policies_version = policies_version + 1
       WHERE id = ?4 AND policies_version = ?5
       RETURNING ${COLUMNS}`,
    )
    .bind(
      save.checkinFrom,
      save.checkinTo,
      save.checkoutTo,
      save.hotelId,
      save.version,
      save.preArrivalDays ?? null,
    )
    .first<Row>();
  return row ? toRecord(row) : null;
}

/**
 * SQL of the calendar imports from the channels (migration 0027, decision 050); the feeds the
 * hotel publishes are in ical-feeds.ts:
 *
 *   ical_imports (id, hotel_id, room_type_id, room_id?, channel, url, etag, last_modified)
 *   ical_stays (import_id, uid, reservation_id, summary, checkin, checkout)   event → reservation
 *   ical_sync_runs (id, import_id, started_by, outcome, http_status, error, counts…)   the log
 *
 * The imports write reservations through booking-write.ts (`createReservationStatements` with the
 * 'channel' overbooking) and move or cancel them with statements guarded by the reservation's
 * version.
 */
import type { IsoDate } from '../../src/domain/booking/types.ts';
import { SYNC_LOG_SIZE } from '../../src/domain/ical.ts';
import { takeChannelInventoryStatements } from './inventory-takes.ts';
import { bumpRatesVersionOfReservation } from './rates-version.ts';
import { eventStatement, versionGuard } from './reservation-events.ts';
import { parseJson } from './stored-documents.ts';

// ---------------------------------------------------------------------------------------------
// Imports

export type ImportRow = {
  id: number;
  hotel_id: number;
  room_type_id: number;
  room_id: number | null;
  channel: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  created_date: string;
};

export type RunRow = {
  id: number;
  import_id: number;
  started_by: 'SCHEDULED' | 'MANUAL';
  outcome: 'OK' | 'NOT_MODIFIED' | 'ERROR';
  http_status: number | null;
  error: string | null;
  events_read: number;
  created: number;
  updated: number;
  cancelled: number;
  conflicts: number;
  skipped: number;
  started_date: string;
  duration_ms: number;
};

/** The hotel's imports, oldest first, and the log of each (newest run first). */
export async function listImports(
  db: D1Database,
  hotelId: number,
): Promise<{ imports: ImportRow[]; runs: RunRow[] }> {
  const [imports, runs] = await db.batch<unknown>([
    db.prepare('SELECT * FROM ical_imports WHERE hotel_id = ? ORDER BY id').bind(hotelId),
    db
      .prepare(
        `SELECT r.* FROM ical_sync_runs r JOIN ical_imports i ON i.id = r.import_id
          WHERE i.hotel_id = ? ORDER BY r.import_id, r.id DESC`,
      )
      .bind(hotelId),
  ]);
  return { imports: (imports?.results ?? []) as ImportRow[], runs: (runs?.results ?? []) as RunRow[] };
}

export function findImport(db: D1Database, importId: number, hotelId?: number): Promise<ImportRow | null> {
  return db
    .prepare('SELECT * FROM ical_imports WHERE id = ? AND (? IS NULL OR hotel_id = ?)')
    .bind(importId, hotelId ?? null, hotelId ?? null)
    .first<ImportRow>();
}

/** Every import's id, for the cron (one queue message each). */
export async function allImportIds(db: D1Database): Promise<number[]> {
  const { results } = await db.prepare('SELECT id FROM ical_imports ORDER BY id').all<{ id: number }>();
  return results.map((row) => row.id);
}

/** A hotel's room type and, when given, its room of that type; null when either is not the hotel's. */
export function findImportTarget(
  db: D1Database,
  hotelId: number,
  target: { roomTypeId?: number | undefined; roomId?: number | undefined },
): Promise<{ room_type_id: number; room_id: number | null } | null> {
  if (target.roomId !== undefined) {
    return db
      .prepare('SELECT room_type_id, id AS room_id FROM rooms WHERE id = ? AND hotel_id = ?')
      .bind(target.roomId, hotelId)
      .first();
  }
  return db
    .prepare('SELECT id AS room_type_id, NULL AS room_id FROM room_types WHERE id = ? AND hotel_id = ?')
    .bind(target.roomTypeId ?? 0, hotelId)
    .first();
}

/** A new import, unless the hotel already has `max` (null then). */
export async function insertImport(
  db: D1Database,
  row: {
    hotelId: number;
    roomTypeId: number;
    roomId: number | null;
    channel: string;
    url: string;
    now: Date;
  },
  max: number,
): Promise<number | null> {
  const inserted = await db
    .prepare(
      `INSERT INTO ical_imports (hotel_id, room_type_id, room_id, channel, url, created_date)
       SELECT ?, ?, ?, ?, ?, ? WHERE (SELECT count(*) FROM ical_imports WHERE hotel_id = ?) < ?
       RETURNING id`,
    )
    .bind(
      row.hotelId,
      row.roomTypeId,
      row.roomId,
      row.channel,
      row.url,
      row.now.toISOString(),
      row.hotelId,
      max,
    )
    .first<{ id: number }>();
  return inserted?.id ?? null;
}

/** Removes an import and its log; the reservations it created stay (they were sold). */
export async function deleteImport(db: D1Database, hotelId: number, importId: number): Promise<boolean> {
  // RETURNING, not meta.changes: D1 counts the log rows the cascade deletes as changes too.
  const deleted = await db
    .prepare('DELETE FROM ical_imports WHERE id = ? AND hotel_id = ? RETURNING id')
    .bind(importId, hotelId)
    .first<{ id: number }>();
  return deleted !== null;
}

export type KnownStayRow = {
  uid: string;
  reservation_id: number;
  code: string;
  checkin: string;
  checkout: string;
  version: number;
  room_id: number | null;
};

/** The stays an import created that are still booked (a cancelled one left ical_stays). */
export async function knownStays(db: D1Database, importId: number): Promise<KnownStayRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.uid, s.reservation_id, res.code, s.checkin, s.checkout, res.version,
              (SELECT rr.room_id FROM reservation_rooms rr WHERE rr.reservation_id = res.id ORDER BY rr.position LIMIT 1) AS room_id
         FROM ical_stays s JOIN reservations res ON res.id = s.reservation_id
        WHERE s.import_id = ? AND res.status = 'CONFIRMED'`,
    )
    .bind(importId)
    .all<KnownStayRow>();
  return results;
}

/** What an imported reservation is written with: the hotel's first plan, its currency and zone. */
export async function importContext(
  db: D1Database,
  hotelId: number,
): Promise<{
  ratePlanId: number;
  rateType: 'STANDARD' | 'NOT_REFUNDABLE';
  currency: string;
  timeZone: string;
} | null> {
  const row = await db
    .prepare(
      `SELECT h.currency, h.time_zone,
              (SELECT id FROM rate_plans p WHERE p.hotel_id = h.id ORDER BY p.parent_rate_plan_id IS NOT NULL, p.position, p.id LIMIT 1) AS plan_id,
              (SELECT type FROM rate_plans p WHERE p.hotel_id = h.id ORDER BY p.parent_rate_plan_id IS NOT NULL, p.position, p.id LIMIT 1) AS plan_type
         FROM hotels h WHERE h.id = ?`,
    )
    .bind(hotelId)
    .first<{
      currency: string;
      time_zone: string;
      plan_id: number | null;
      plan_type: 'STANDARD' | 'NOT_REFUNDABLE' | null;
    }>();
  if (!row || row.plan_id === null) return null;
  return {
    ratePlanId: row.plan_id,
    rateType: row.plan_type ?? 'STANDARD',
    currency: row.currency,
    timeZone: row.time_zone,
  };
}

/** The statement that links a reservation created in the same batch (by code) to its event. */
export function linkStayStatement(
  db: D1Database,
  stay: { importId: number; uid: string; code: string; summary: string; checkin: IsoDate; checkout: IsoDate },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ical_stays (import_id, uid, reservation_id, summary, checkin, checkout)
       VALUES (?, ?, (SELECT id FROM reservations WHERE code = ?), ?, ?, ?)`,
    )
    .bind(stay.importId, stay.uid, stay.code, stay.summary, stay.checkin, stay.checkout);
}

/** Whether a created or moved reservation is a conflict (CONFLICT_SQL). */
export async function stayInConflict(db: D1Database, code: string): Promise<boolean> {
  const row = await db
    .prepare(`SELECT ${CONFLICT_SQL} AS conflict FROM reservation_rooms rr
      JOIN reservations res ON res.id = rr.reservation_id WHERE res.code = ?`)
    .bind(code)
    .first<{ conflict: number }>();
  return row?.conflict === 1;
}

/**
 * On `rr` (a reservation room): no physical room (every room of its type is taken or closed on
 * one of its nights: an overbooking), or a night its type is closed for sale. Such a stay from a
 * channel is a conflict for the manager to resolve: give it a room, or cancel it.
 */
const CONFLICT_SQL = `(rr.room_id IS NULL OR EXISTS (SELECT 1 FROM inventory i
    WHERE i.room_type_id = rr.room_type_id AND i.date >= rr.start_date AND i.date < rr.end_date
      AND i.room_closed = 1))`;

export type ConflictRow = {
  code: string;
  checkin: string;
  checkout: string;
  source: string;
  room_type_id: number;
  room_id: number | null;
};

/** Stays imported from channels, still to come, in conflict (the planning's banner). */
export async function listConflicts(db: D1Database, hotelId: number, today: IsoDate): Promise<ConflictRow[]> {
  const { results } = await db
    .prepare(
      `SELECT res.code, rr.start_date AS checkin, rr.end_date AS checkout, res.source, rr.room_type_id, rr.room_id
         FROM ical_stays s JOIN reservations res ON res.id = s.reservation_id
         JOIN reservation_rooms rr ON rr.reservation_id = res.id
        WHERE res.hotel_id = ? AND rr.status = 'CONFIRMED' AND rr.end_date > ? AND ${CONFLICT_SQL}
        ORDER BY rr.start_date, res.code LIMIT 50`,
    )
    .bind(hotelId, today)
    .all<ConflictRow>();
  return results;
}

/**
 * Moves an imported stay (one room) to [checkin, checkout) as ONE batch guarded by the
 * reservation's version: its nights from `today` are given back (an overbooked room first, as
 * every release does), the new ones taken as a channel's, its physical room kept
 * when free over the new nights, else the first free room of the type, else none (an overbooking).
 */
export function moveStayStatements(
  db: D1Database,
  move: {
    reservationId: number;
    version: number;
    roomTypeId: number;
    oldNights: IsoDate[];
    checkin: IsoDate;
    checkout: IsoDate;
    /** The new nights from the hotel's today on (a past night is never taken). */
    newNights: IsoDate[];
    dailyRatesJson: string;
    importId: number;
    uid: string;
    summary: string;
    from: { checkin: IsoDate; checkout: IsoDate };
    now: Date;
  },
): D1PreparedStatement[] {
  const guard = versionGuard(move.reservationId, move.version);
  const { checkin, checkout } = move;
  // Free for the new nights, this reservation's own room row aside.
  const free = `r.enabled = 1
    AND NOT EXISTS (SELECT 1 FROM reservation_rooms o WHERE o.room_id = r.id AND o.reservation_id <> ?1
      AND o.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND o.start_date < ?3 AND o.end_date > ?2)
    AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date >= ?2 AND c.date < ?3)`;
  return [
    db
      .prepare(
        `UPDATE inventory SET overbooked = max(overbooked - 1, 0),
           booked = CASE WHEN overbooked > 0 THEN booked ELSE max(booked - 1, 0) END
         WHERE room_type_id = ? AND date IN (SELECT value FROM json_each(?)) AND ${guard.sql}`,
      )
      .bind(move.roomTypeId, JSON.stringify(move.oldNights), ...guard.params),
    ...takeChannelInventoryStatements(
      db,
      move.newNights.map((date) => ({ roomTypeId: move.roomTypeId, date, count: 1 })),
      guard,
    ),
    db
      .prepare(
        `UPDATE reservation_rooms SET start_date = ?2, end_date = ?3, daily_rates_json = ?4,
           room_id = coalesce(
             (SELECT r.id FROM rooms r WHERE r.id = reservation_rooms.room_id AND ${free}),
             (SELECT r.id FROM rooms r WHERE r.room_type_id = reservation_rooms.room_type_id AND ${free}
               ORDER BY length(r.name), r.name, r.id LIMIT 1))
         WHERE reservation_id = ?1 AND status = 'CONFIRMED'
           AND EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND version = ?5)`,
      )
      .bind(move.reservationId, checkin, checkout, move.dailyRatesJson, move.version),
    db
      .prepare(
        `UPDATE ical_stays SET checkin = ?, checkout = ?, summary = ? WHERE import_id = ? AND uid = ? AND ${guard.sql}`,
      )
      .bind(checkin, checkout, move.summary, move.importId, move.uid, ...guard.params),
    eventStatement(db, {
      reservation: { id: move.reservationId },
      type: 'MOVED',
      actor: null,
      detail: {
        reason: 'CHANNEL_CALENDAR',
        fromCheckin: move.from.checkin,
        fromCheckout: move.from.checkout,
        checkin,
        checkout,
      },
      now: move.now,
      when: guard,
    }),
    bumpRatesVersionOfReservation(db, move.reservationId),
    db
      .prepare(
        `UPDATE reservations SET checkin = ?, checkout = ?, updated_date = ?, version = version + 1
          WHERE id = ? AND version = ?`,
      )
      .bind(checkin, checkout, move.now.toISOString(), move.reservationId, move.version),
  ];
}

/** The statement that forgets an event's stay (it was cancelled), for the cancellation's batch. */
export function unlinkStayStatement(
  db: D1Database,
  stay: { importId: number; uid: string; reservationId: number; version: number },
): D1PreparedStatement {
  const guard = versionGuard(stay.reservationId, stay.version);
  return db
    .prepare(`DELETE FROM ical_stays WHERE import_id = ? AND uid = ? AND ${guard.sql}`)
    .bind(stay.importId, stay.uid, ...guard.params);
}

/** Saves a good answer's validators (for the next conditional request). */
export function saveValidatorsStatement(
  db: D1Database,
  importId: number,
  validators: { etag: string | null; lastModified: string | null },
): D1PreparedStatement {
  return db
    .prepare('UPDATE ical_imports SET etag = ?, last_modified = ? WHERE id = ?')
    .bind(validators.etag, validators.lastModified, importId);
}

/** Logs a run and keeps the newest SYNC_LOG_SIZE of the import. */
export async function recordRun(
  db: D1Database,
  run: Omit<RunRow, 'id'>,
  extra: D1PreparedStatement[] = [],
): Promise<void> {
  await db.batch([
    ...extra,
    db
      .prepare(
        `INSERT INTO ical_sync_runs (import_id, started_by, outcome, http_status, error, events_read, created, updated,
           cancelled, conflicts, skipped, started_date, duration_ms)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM ical_imports WHERE id = ?)`,
      )
      .bind(
        run.import_id,
        run.started_by,
        run.outcome,
        run.http_status,
        run.error,
        run.events_read,
        run.created,
        run.updated,
        run.cancelled,
        run.conflicts,
        run.skipped,
        run.started_date,
        run.duration_ms,
        run.import_id,
      ),
    db
      .prepare(
        `DELETE FROM ical_sync_runs WHERE import_id = ?1 AND id NOT IN
           (SELECT id FROM ical_sync_runs WHERE import_id = ?1 ORDER BY id DESC LIMIT ?2)`,
      )
      .bind(run.import_id, SYNC_LOG_SIZE),
  ]);
}

/** The room type's name in a language (for e-mails and calendar names). */
export function typeName(nameJson: string, nameKey: string, language: string): string {
  const names = parseJson<Record<string, string>>(nameJson, {});
  return names[language] ?? names.en ?? nameKey;
}

/** A hotel's time zone (its today is the feeds' and the banner's first day). */
export async function hotelTimeZone(db: D1Database, hotelId: number): Promise<string> {
  const row = await db
    .prepare('SELECT time_zone FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ time_zone: string }>();
  return row?.time_zone ?? 'UTC';
}

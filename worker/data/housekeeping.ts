/**
 * Housekeeping's reads and writes (FRONTDESK-3): each room's last recorded state (room_housekeeping,
 * migration 0025), its stays around a date, the status the date shows (computed on read by
 * src/domain/housekeeping.ts: decision 048), out-of-order periods written through the planning's
 * closings (worker/data/planning-closings.ts `closingStatements`, so inventory and the public calendar
 * follow), and the stay-over setting.
 *
 * It returns records: each room's record with the stays around the date (`HousekeepingRoomRecord`);
 * the status a date shows and the list's order are made above it (worker/housekeeping/rooms.ts).
 * For the front desk: `roomDirtyStatement` goes into the check-out batch.
 */
import type { IsoDate } from '../../src/domain/booking/types.ts';
import {
  type OutOfOrder,
  type RoomOccupancy,
  type RoomStay,
  type SettableStatus,
  STAY_OVER_EVERY_DEFAULT,
} from '../../src/domain/housekeeping.ts';
import { closingStatements } from './planning-closings.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { parseJson } from './stored-documents.ts';

// ---------------------------------------------------------------------------------------------
// Reads

/** The stay-over setting as stored; a hotel that never saved it has the default at version 1. */
export type StayOverSetting = { stayOverEvery: number; version: number };

/** The hotel's clock and its stay-over setting; null when the hotel does not exist. */
export type HousekeepingHotel = {
  timeZone: string;
  settings: StayOverSetting;
};

/** A room as housekeeping stores it, with its stays around the date asked. */
export type HousekeepingRoomRecord = {
  id: number;
  /** The name on its door ("101"). */
  number: string;
  floor: number | null;
  /** The room type's name in the asked language (its key when it has none). */
  roomType: string;
  /** The last status recorded; CLEAN for a room never recorded. */
  status: SettableStatus;
  note: string | null;
  /** The out-of-order period recorded, past ones included. */
  outOfOrder: OutOfOrder | null;
  /** The instant of the last record (null: never recorded) and who wrote it. */
  changedDate: string | null;
  changedBy: { name: string; surname: string } | null;
  version: number;
  occupancy: RoomOccupancy;
};

export async function loadHousekeepingHotel(
  db: D1Database,
  hotelId: number,
): Promise<HousekeepingHotel | null> {
  const row = await db
    .prepare(
      `SELECT h.time_zone, s.stay_over_every, s.version FROM hotels h
       LEFT JOIN housekeeping_settings s ON s.hotel_id = h.id WHERE h.id = ?`,
    )
    .bind(hotelId)
    .first<{ time_zone: string; stay_over_every: number | null; version: number | null }>();
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    settings: {
      stayOverEvery: row.stay_over_every ?? STAY_OVER_EVERY_DEFAULT,
      // A hotel that never saved the setting is at version 1 (the first save writes 2).
      version: row.version ?? 1,
    },
  };
}

type RoomRow = {
  id: number;
  name: string;
  floor: number | null;
  name_key: string;
  name_json: string;
  status: SettableStatus | null;
  changed_date: string | null;
  m_name: string | null;
  m_surname: string | null;
  note: string | null;
  out_of_order_from: string | null;
  out_of_order_to: string | null;
  out_of_order_reason: string | null;
  version: number | null;
};

/** Rooms of the hotel (all, or one) with their recorded state (?1 hotel, ?2 room or NULL). */
const ROOMS_SQL = `SELECT r.id, r.name, r.floor, rt.name_key, rt.name_json, h.status, h.changed_date,
    m.name AS m_name, m.surname AS m_surname, h.note, h.out_of_order_from, h.out_of_order_to,
    h.out_of_order_reason, h.version
  FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
  LEFT JOIN room_housekeeping h ON h.room_id = r.id
  LEFT JOIN managers m ON m.id = h.changed_by
  WHERE r.hotel_id = ?1 AND r.enabled = 1 AND (?2 IS NULL OR r.id = ?2)`;

/** Stays that sleep in a room (no-shows never came). */
const SLEEPING = `rr.status NOT IN ('CANCELLED', 'NO_SHOW')`;
const HOTEL_ROOMS = '(SELECT id FROM rooms WHERE hotel_id = ?1 AND (?3 IS NULL OR id = ?3))';

/** The stays arriving, staying over or leaving on ?2 (index reservation_rooms_room). */
const STAYS_SQL = `SELECT rr.room_id, rr.start_date, rr.end_date FROM reservation_rooms rr
  WHERE rr.room_id IN ${HOTEL_ROOMS} AND ${SLEEPING} AND rr.start_date <= ?2 AND rr.end_date >= ?2`;

/** Each room's latest departure on or before ?2. */
const LAST_DEPARTURE_SQL = `SELECT rr.room_id, max(rr.end_date) AS last_departure FROM reservation_rooms rr
  WHERE rr.room_id IN ${HOTEL_ROOMS} AND ${SLEEPING} AND rr.end_date <= ?2 GROUP BY rr.room_id`;

function localName(json: string, nameKey: string, language: string): string {
  const names = parseJson<Record<string, unknown>>(json, {});
  const name = names[language] ?? names.en;
  return typeof name === 'string' && name !== '' ? name : nameKey;
}

function outOfOrderOf(row: RoomRow): OutOfOrder | null {
  return row.out_of_order_from && row.out_of_order_to
    ? { from: row.out_of_order_from, to: row.out_of_order_to, reason: row.out_of_order_reason ?? '' }
    : null;
}

/**
 * Every enabled room of the hotel (or the one asked for) with its record and its stays around
 * `date`, in no particular order. Three statements in ONE batch whatever the hotel's size.
 */
export async function loadRoomRecords(
  db: D1Database,
  query: { hotelId: number; date: IsoDate; language: string; roomId?: number },
): Promise<HousekeepingRoomRecord[]> {
  const { hotelId, date } = query;
  const roomId = query.roomId ?? null;
  const [rooms, stays, departures] = await db.batch<unknown>([
    db.prepare(ROOMS_SQL).bind(hotelId, roomId),
    db.prepare(STAYS_SQL).bind(hotelId, date, roomId),
    db.prepare(LAST_DEPARTURE_SQL).bind(hotelId, date, roomId),
  ]);
  const staysOf = new Map<number, RoomStay[]>();
  for (const row of (stays?.results ?? []) as { room_id: number; start_date: string; end_date: string }[]) {
    const list = staysOf.get(row.room_id) ?? [];
    list.push({ startDate: row.start_date, endDate: row.end_date });
    staysOf.set(row.room_id, list);
  }
  const lastDeparture = new Map(
    ((departures?.results ?? []) as { room_id: number; last_departure: string }[]).map((row) => [
      row.room_id,
      row.last_departure,
    ]),
  );
  return ((rooms?.results ?? []) as RoomRow[]).map(
    (row): HousekeepingRoomRecord => ({
      id: row.id,
      number: row.name,
      floor: row.floor,
      roomType: localName(row.name_json, row.name_key, query.language),
      status: row.status ?? 'CLEAN',
      note: row.note,
      outOfOrder: outOfOrderOf(row),
      changedDate: row.changed_date,
      changedBy: row.m_name !== null ? { name: row.m_name, surname: row.m_surname ?? '' } : null,
      version: row.version ?? 1,
      occupancy: { lastDeparture: lastDeparture.get(row.id) ?? null, stays: staysOf.get(row.id) ?? [] },
    }),
  );
}

/** The CONFIRMED stays holding the room on a night of `from`..`to` (an out-of-order request's refusal). */
export async function loadStaysOverNights(
  db: D1Database,
  query: { roomId: number; from: IsoDate; to: IsoDate },
): Promise<{ code: string; startDate: IsoDate; endDate: IsoDate }[]> {
  const result = await db
    .prepare(
      `SELECT r.code, rr.start_date, rr.end_date FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
       WHERE rr.room_id = ?1 AND rr.status = 'CONFIRMED' AND rr.start_date <= ?3 AND rr.end_date > ?2
       ORDER BY rr.start_date, r.code`,
    )
    .bind(query.roomId, query.from, query.to)
    .all<{ code: string; start_date: string; end_date: string }>();
  return result.results.map((row) => ({ code: row.code, startDate: row.start_date, endDate: row.end_date }));
}

/** The nights of `nights` the room is closed already (any closing) and those the whole hotel is. */
export async function loadClosedNights(
  db: D1Database,
  query: { hotelId: number; roomId: number; nights: ReadonlyArray<IsoDate> },
): Promise<{ room: Map<IsoDate, { outOfOrder: boolean }>; hotel: Set<IsoDate> }> {
  const nights = JSON.stringify(query.nights);
  const [room, hotel] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT rc.date, rc.out_of_order FROM room_closings rc, json_each(?2) d
         WHERE rc.room_id = ?1 AND rc.date = d.value`,
      )
      .bind(query.roomId, nights),
    db
      .prepare(
        'SELECT h.date FROM hotel_closings h, json_each(?2) d WHERE h.hotel_id = ?1 AND h.date = d.value',
      )
      .bind(query.hotelId, nights),
  ]);
  return {
    room: new Map(
      ((room?.results ?? []) as { date: string; out_of_order: number }[]).map((row) => [
        row.date,
        { outOfOrder: row.out_of_order === 1 },
      ]),
    ),
    hotel: new Set(((hotel?.results ?? []) as { date: string }[]).map((row) => row.date)),
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * The statement that records a room DIRTY now, whatever its version (the front desk's check-out
 * puts it in its own guarded batch): the next list shows the room to clean.
 */
export function roomDirtyStatement(
  db: D1Database,
  change: { roomId: number; managerId: number | null; now: Date },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO room_housekeeping (room_id, status, changed_date, changed_by, version)
       VALUES (?1, 'DIRTY', ?2, ?3, 2)
       ON CONFLICT (room_id) DO UPDATE SET status = 'DIRTY', changed_date = excluded.changed_date,
         changed_by = excluded.changed_by, version = version + 1`,
    )
    .bind(change.roomId, change.now.toISOString(), change.managerId);
}

/**
 * Records a status (and the note, when given: null clears it) on a room of the hotel, based on
 * `version` (a room never recorded is at version 1). True when written; false when the version
 * is stale or the room is not the hotel's.
 */
export async function saveRoomStatus(
  db: D1Database,
  change: {
    hotelId: number;
    roomId: number;
    status: SettableStatus;
    /** undefined: unchanged; null: removed. */
    note: string | null | undefined;
    version: number;
    managerId: number;
    now: Date;
  },
): Promise<boolean> {
  const keepNote = change.note === undefined ? 1 : 0;
  const params = [
    change.roomId,
    change.status,
    change.now.toISOString(),
    change.managerId,
    change.note ?? null,
    change.version,
    change.hotelId,
    keepNote,
  ] as const;
  // An update of the record at that version, or the first record of a room at version 1: one of
  // the two writes at most (the second sees the row the first updated).
  const [updated, inserted] = await db.batch([
    db
      .prepare(
        `UPDATE room_housekeeping SET status = ?2, changed_date = ?3, changed_by = ?4,
           note = CASE WHEN ?8 = 1 THEN note ELSE ?5 END, version = version + 1
         WHERE room_id = ?1 AND version = ?6 AND room_id IN (SELECT id FROM rooms WHERE hotel_id = ?7)`,
      )
      .bind(...params),
    db
      .prepare(
        `INSERT INTO room_housekeeping (room_id, status, changed_date, changed_by, note, version)
         SELECT ?1, ?2, ?3, ?4, ?5, 2 WHERE ?6 = 1
           AND EXISTS (SELECT 1 FROM rooms WHERE id = ?1 AND hotel_id = ?7)
           AND NOT EXISTS (SELECT 1 FROM room_housekeeping WHERE room_id = ?1)`,
      )
      .bind(...params.slice(0, 7)),
  ]);
  return (updated?.meta.changes ?? 0) + (inserted?.meta.changes ?? 0) === 1;
}

/** Whether a failed batch failed on the room's write guard (the room changed meanwhile). */
export function isHousekeepingStale(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return text.includes('room_housekeeping_stale');
}

/**
 * Puts a room out of order for the nights `from`..`to` in ONE batch: the room's record (guarded:
 * its version, no CONFIRMED stay on those nights, none of `closeNights` closed meanwhile; else the
 * CHECK room_housekeeping_stale throws and nothing is written), then the planning's closings of
 * `closeNights` (the nights not closed already, marked out_of_order; the inventory CHECK throws
 * when the last free room of the type is sold), then the rates version.
 * `status` is the room's status now, recorded when the room had no record yet.
 */
export async function applyOutOfOrder(
  db: D1Database,
  change: {
    hotelId: number;
    roomId: number;
    period: OutOfOrder;
    closeNights: ReadonlyArray<IsoDate>;
    status: SettableStatus;
    version: number;
    managerId: number;
    now: Date;
  },
): Promise<void> {
  const { period } = change;
  // ?1 room, ?5 from, ?6 to, ?8 version, ?9 nights to close (JSON), ?10 hotel.
  const free = `NOT EXISTS (SELECT 1 FROM reservation_rooms rr WHERE rr.room_id = ?1 AND rr.status = 'CONFIRMED'
      AND rr.start_date <= ?6 AND rr.end_date > ?5)
    AND NOT EXISTS (SELECT 1 FROM room_closings rc, json_each(?9) d WHERE rc.room_id = ?1 AND rc.date = d.value)
    AND EXISTS (SELECT 1 FROM rooms WHERE id = ?1 AND hotel_id = ?10 AND enabled = 1)`;
  const params = [
    change.roomId,
    change.status,
    change.now.toISOString(),
    change.managerId,
    period.from,
    period.to,
    period.reason,
    change.version,
    JSON.stringify(change.closeNights),
    change.hotelId,
  ] as const;
  // The record at that version, or the room's first record at version 1. The two are separate
  // statements: an upsert checks its candidate row's CHECK before it meets the existing row.
  const update = db
    .prepare(
      `UPDATE room_housekeeping SET out_of_order_from = ?5, out_of_order_to = ?6, out_of_order_reason = ?7,
         version = version + 1, guard = CASE WHEN version = ?8 AND ${free} THEN 1 ELSE 0 END
       WHERE room_id = ?1`,
    )
    .bind(...params);
  const insert = db
    .prepare(
      `INSERT INTO room_housekeeping (room_id, status, changed_date, changed_by, out_of_order_from,
         out_of_order_to, out_of_order_reason, version, guard)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 2, CASE WHEN ?8 = 1 AND ${free} THEN 1 ELSE 0 END
       WHERE NOT EXISTS (SELECT 1 FROM room_housekeeping WHERE room_id = ?1)`,
    )
    .bind(...params);
  const closings =
    change.closeNights.length > 0
      ? closingStatements(db, {
          hotelId: change.hotelId,
          dates: change.closeNights,
          roomIds: [change.roomId],
          closed: true,
          managerId: change.managerId,
          now: change.now,
          outOfOrder: true,
        })
      : [];
  await db.batch([update, insert, ...closings, bumpRatesVersion(db, change.hotelId)]);
}

/**
 * Ends a room's out-of-order period in ONE batch: the record (guarded by its version and the
 * period's closings of `openNights` still there) loses its period and, when the period had
 * started, is recorded DIRTY (repairs leave dust); the period's closings of `openNights` (today
 * on) are opened through the planning's statements; the rates version moves. Throws (the CHECK
 * room_housekeeping_stale) when the room changed meanwhile; false when it has no record.
 */
export async function endOutOfOrder(
  db: D1Database,
  change: {
    hotelId: number;
    roomId: number;
    started: boolean;
    openNights: ReadonlyArray<IsoDate>;
    version: number;
    managerId: number;
    now: Date;
  },
): Promise<boolean> {
  const record = db
    .prepare(
      `UPDATE room_housekeeping SET out_of_order_from = NULL, out_of_order_to = NULL, out_of_order_reason = NULL,
         status = CASE WHEN ?2 = 1 THEN 'DIRTY' ELSE status END,
         changed_date = CASE WHEN ?2 = 1 THEN ?3 ELSE changed_date END,
         changed_by = CASE WHEN ?2 = 1 THEN ?4 ELSE changed_by END,
         version = version + 1,
         guard = CASE WHEN version = ?5 AND out_of_order_from IS NOT NULL
           AND (SELECT count(*) FROM room_closings rc, json_each(?6) d
             WHERE rc.room_id = ?1 AND rc.date = d.value AND rc.out_of_order = 1) = json_array_length(?6)
           THEN 1 ELSE 0 END
       WHERE room_id = ?1 AND room_id IN (SELECT id FROM rooms WHERE hotel_id = ?7)`,
    )
    .bind(
      change.roomId,
      change.started ? 1 : 0,
      change.now.toISOString(),
      change.managerId,
      change.version,
      JSON.stringify(change.openNights),
      change.hotelId,
    );
  const openings =
    change.openNights.length > 0
      ? closingStatements(db, {
          hotelId: change.hotelId,
          dates: change.openNights,
          roomIds: [change.roomId],
          closed: false,
          managerId: change.managerId,
          now: change.now,
          outOfOrder: true,
        })
      : [];
  const results = await db.batch([record, ...openings, bumpRatesVersion(db, change.hotelId)]);
  return (results[0]?.meta.changes ?? 0) === 1;
}

/** Saves the stay-over setting based on `version` (never saved: 1). True when written. */
export async function saveHousekeepingSettings(
  db: D1Database,
  change: { hotelId: number; stayOverEvery: number; version: number; now: Date },
): Promise<boolean> {
  const params = [change.hotelId, change.stayOverEvery, change.now.toISOString(), change.version] as const;
  const [updated, inserted] = await db.batch([
    db
      .prepare(
        `UPDATE housekeeping_settings SET stay_over_every = ?2, updated_date = ?3, version = version + 1
         WHERE hotel_id = ?1 AND version = ?4`,
      )
      .bind(...params),
    db
      .prepare(
        `INSERT INTO housekeeping_settings (hotel_id, stay_over_every, version, updated_date)
         SELECT ?1, ?2, 2, ?3 WHERE ?4 = 1 AND EXISTS (SELECT 1 FROM hotels WHERE id = ?1)
           AND NOT EXISTS (SELECT 1 FROM housekeeping_settings WHERE hotel_id = ?1)`,
      )
      .bind(...params),
  ]);
  return (updated?.meta.changes ?? 0) + (inserted?.meta.changes ?? 0) === 1;
}

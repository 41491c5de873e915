/**
 * The planning's closings: what a closing request needs to decide (each room's state that night,
 * the inventory), the statements that close or open rooms on nights with the inventory the widget
 * sells from (housekeeping's out of order writes through them too), and the planning's own batch.
 */

import type { IsoDate } from '../../src/domain/booking/types.ts';
import { HOTEL_SQL, localName, type PlanningHotelRow } from './planning.ts';
import { bumpRatesVersion } from './rates-version.ts';

// ---------------------------------------------------------------------------------------------
// Closings

/** One room's state on a date, as a closing request checks it. */
export type RoomNightState = {
  roomId: number;
  name: string;
  roomTypeId: number;
  roomTypeName: string;
  closed: boolean;
  /** Closed by housekeeping's out of order (migration 0025): only ending it opens the night. */
  outOfOrder: boolean;
  /** Codes of the CONFIRMED reservation rooms holding the room that night. */
  occupiedBy: string[];
};

export type ClosingState = {
  timeZone: string | null;
  hotelClosed: boolean;
  /** Every enabled room of the hotel (or the one asked for), with its state that night. */
  rooms: RoomNightState[];
  /** Inventory of the hotel's room types that night (missing row: not listed). */
  inventory: Map<number, { total: number; booked: number }>;
};

/** What a closing request needs to decide, in ONE batch. `roomId` narrows to one room. */
export async function loadClosingState(
  db: D1Database,
  query: { hotelId: number; date: IsoDate; roomId?: number | undefined },
): Promise<ClosingState> {
  const { hotelId, date } = query;
  const roomId = query.roomId ?? null;
  const [hotel, closed, rooms, inventory] = await db.batch<unknown>([
    db.prepare(HOTEL_SQL).bind(hotelId),
    db.prepare('SELECT 1 FROM hotel_closings WHERE hotel_id = ? AND date = ?').bind(hotelId, date),
    db
      .prepare(
        `SELECT r.id, r.name, r.room_type_id, rt.name_key, rt.name_json,
           EXISTS (SELECT 1 FROM room_closings rc WHERE rc.room_id = r.id AND rc.date = ?2) AS closed,
           EXISTS (SELECT 1 FROM room_closings rc WHERE rc.room_id = r.id AND rc.date = ?2 AND rc.out_of_order = 1)
             AS out_of_order,
           (SELECT group_concat(res.code) FROM reservation_rooms rr JOIN reservations res ON res.id = rr.reservation_id
             WHERE rr.room_id = r.id AND rr.status = 'CONFIRMED' AND rr.start_date <= ?2 AND rr.end_date > ?2)
             AS occupied_by
         FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
         WHERE r.hotel_id = ?1 AND r.enabled = 1 AND (?3 IS NULL OR r.id = ?3)
         ORDER BY rt.position, rt.id, r.name`,
      )
      .bind(hotelId, date, roomId),
    db
      .prepare(
        `SELECT i.room_type_id, i.total, i.booked FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
         WHERE rt.hotel_id = ? AND i.date = ?`,
      )
      .bind(hotelId, date),
  ]);
  const hotelRow = (hotel?.results[0] ?? null) as PlanningHotelRow | null;
  type Row = {
    id: number;
    name: string;
    room_type_id: number;
    name_key: string;
    name_json: string;
    closed: number;
    out_of_order: number;
    occupied_by: string | null;
  };
  return {
    timeZone: hotelRow?.time_zone ?? null,
    hotelClosed: (closed?.results.length ?? 0) > 0,
    rooms: ((rooms?.results ?? []) as Row[]).map((row) => ({
      roomId: row.id,
      name: row.name,
      roomTypeId: row.room_type_id,
      roomTypeName: localName(row.name_json, row.name_key, 'en'),
      closed: row.closed === 1,
      outOfOrder: row.out_of_order === 1,
      occupiedBy: row.occupied_by ? row.occupied_by.split(',') : [],
    })),
    inventory: new Map(
      ((inventory?.results ?? []) as { room_type_id: number; total: number; booked: number }[]).map((row) => [
        row.room_type_id,
        { total: row.total, booked: row.booked },
      ]),
    ),
  };
}

/**
 * The guard every statement of a closing batch carries: each listed room (?1 JSON array of ids)
 * is still in the state the request was decided on, on every listed night (?2 JSON array of
 * dates): open and unoccupied to close, closed to open; and the hotel is not closed on any of
 * them. Evaluated on the same state by every statement (none of them changes what it reads before
 * the room_closings statement, which comes last).
 */
function closingGuard(closed: boolean, outOfOrder: boolean): string {
  // The planning opens only its own closings; an out-of-order night is opened by ending the out
  // of order (housekeeping), never by the planning (decision 058).
  const eligible = closed
    ? `NOT EXISTS (SELECT 1 FROM room_closings rc, json_each(?2) d WHERE rc.room_id = j.value AND rc.date = d.value)
       AND NOT EXISTS (SELECT 1 FROM reservation_rooms rr, json_each(?2) d WHERE rr.room_id = j.value
         AND rr.status = 'CONFIRMED' AND rr.start_date <= d.value AND rr.end_date > d.value)`
    : `(SELECT count(*) FROM room_closings rc, json_each(?2) d WHERE rc.room_id = j.value AND rc.date = d.value
         AND rc.out_of_order = ${outOfOrder ? 1 : 0})
       = json_array_length(?2)`;
  return `(SELECT count(*) FROM json_each(?1) j JOIN rooms r ON r.id = j.value
      WHERE r.hotel_id = ?3 AND r.enabled = 1 AND ${eligible}) = json_array_length(?1)
    AND NOT EXISTS (SELECT 1 FROM hotel_closings h, json_each(?2) d WHERE h.hotel_id = ?3 AND h.date = d.value)`;
}

/** A closing (or opening) of rooms on nights, as `closingStatements` writes it. */
export type ClosingChange = {
  hotelId: number;
  dates: ReadonlyArray<IsoDate>;
  roomIds: ReadonlyArray<number>;
  closed: boolean;
  managerId: number;
  now: Date;
  /**
   * The closings belong to an out-of-order period (housekeeping, migration 0025): closing marks
   * them so, opening opens only those. Without it, opening touches only the planning's own.
   */
  outOfOrder?: boolean;
};

/**
 * The two statements of a closing, in this order: the room types' inventory.total of each night
 * goes down by the rooms closed (CHECK booked <= total refuses closing a room that is sold: the
 * batch then throws) or up by the rooms opened (never above the type's enabled rooms that are not
 * closed; a missing inventory row stays missing: nothing was sold that night), then the
 * room_closings rows. Both carry `closingGuard`; the caller adds them to its batch (with the rates
 * version bump) and reads the second one's changes: rooms × nights when applied.
 */
export function closingStatements(
  db: D1Database,
  change: ClosingChange,
): [D1PreparedStatement, D1PreparedStatement] {
  const ids = JSON.stringify(change.roomIds);
  const guard = closingGuard(change.closed, change.outOfOrder === true);
  const params = [ids, JSON.stringify(change.dates), change.hotelId] as const;
  // Rooms of the request per room type: `n` of inventory.room_type_id.
  const perType = `(SELECT count(*) FROM json_each(?1) j JOIN rooms r ON r.id = j.value
      WHERE r.room_type_id = inventory.room_type_id)`;
  const nights = 'date IN (SELECT value FROM json_each(?2))';
  const inventory = change.closed
    ? db
        .prepare(
          `UPDATE inventory SET total = total - ${perType}
           WHERE ${nights} AND room_type_id IN (SELECT r.room_type_id FROM json_each(?1) j JOIN rooms r ON r.id = j.value)
             AND ${guard}`,
        )
        .bind(...params)
    : db
        .prepare(
          `UPDATE inventory SET total = max(total, min(total + ${perType},
               (SELECT count(*) FROM rooms r WHERE r.room_type_id = inventory.room_type_id AND r.enabled = 1)
             - (SELECT count(*) FROM room_closings rc JOIN rooms r ON r.id = rc.room_id
                 WHERE r.room_type_id = inventory.room_type_id AND rc.date = inventory.date
                   AND rc.room_id NOT IN (SELECT value FROM json_each(?1)))))
           WHERE ${nights} AND room_type_id IN (SELECT r.room_type_id FROM json_each(?1) j JOIN rooms r ON r.id = j.value)
             AND ${guard}`,
        )
        .bind(...params);
  const closings = change.closed
    ? db
        .prepare(
          `INSERT INTO room_closings (room_id, date, closed_by, closed_date, out_of_order)
           SELECT j.value, d.value, ?4, ?5, ?6 FROM json_each(?1) j, json_each(?2) d WHERE ${guard}`,
        )
        .bind(...params, change.managerId, change.now.toISOString(), change.outOfOrder ? 1 : 0)
    : db
        .prepare(
          `DELETE FROM room_closings WHERE ${nights} AND room_id IN (SELECT value FROM json_each(?1)) AND ${guard}`,
        )
        .bind(...params);
  return [inventory, closings];
}

/**
 * Closes (or opens) the listed rooms on a date in ONE batch (`closingStatements`, then the rates
 * version). True when applied; false when a room's state changed meanwhile.
 */
export async function applyClosing(
  db: D1Database,
  change: {
    hotelId: number;
    date: IsoDate;
    roomIds: ReadonlyArray<number>;
    closed: boolean;
    managerId: number;
    now: Date;
  },
): Promise<boolean> {
  const { date, ...rest } = change;
  const statements = closingStatements(db, { ...rest, dates: [date] });
  // The rates version bump (last) invalidates the public answers cached under the old one.
  const results = await db.batch([...statements, bumpRatesVersion(db, change.hotelId)]);
  return (results[1]?.meta.changes ?? 0) === change.roomIds.length;
}

/**
 * SQL of a hotel's physical rooms as the manager sets them up (`rooms` of migration 0002, its
 * `version` and `notes` of 0020). The booking engine counts them in `inventory.total`
 * (room-inventory.ts), the planning assigns stays to them (`reservation_rooms.room_id`).
 *
 * Every write is ONE batch: the room change, its inventory arithmetic, the audit row
 * (`property_changes`) and the hotel's rates version bump. Guards fail the batch as a whole:
 * - a creation inserts a NULL room type (NOT NULL fails) when the type is not the hotel's or a
 *   number is already taken in any case ('a1' is 'A1');
 * - an edit or removal writes its audit row first, with `guard` 0 (the named CHECK fails) when
 *   the room is not at the version read, its new number is taken, its new type is not the
 *   hotel's, or (moving, disabling or removing it) a future stay is assigned to it;
 * - a night of its old type whose rooms are all sold breaks the inventory CHECK.
 */

import { bumpRatesVersion } from './rates-version.ts';
import {
  isConstraintFailure,
  newRoomsJoinInventory,
  roomJoinsInventory,
  roomLeavesInventory,
} from './room-inventory.ts';
import type { Author } from './room-types.ts';

/** A physical room as stored. */
export type RoomRecord = {
  id: number;
  roomTypeId: number;
  number: string;
  floor: number | null;
  notes: string | null;
  /** Counted in its type's inventory. */
  enabled: boolean;
  version: number;
};

/** What an edit of a room stores, checked above. */
export type RoomDraft = {
  roomTypeId: number;
  number: string;
  floor: number | null;
  notes: string | null;
  enabled: boolean;
};

type RoomRow = {
  id: number;
  room_type_id: number;
  name: string;
  floor: number | null;
  notes: string | null;
  enabled: number;
  version: number;
};

const COLUMNS = 'r.id, r.room_type_id, r.name, r.floor, r.notes, r.enabled, r.version';

const AUDIT_JSON = `json_object('roomTypeId', r.room_type_id, 'number', r.name, 'floor', r.floor, 'notes', r.notes,
  'enabled', r.enabled)`;

/** A future stay holding the room: confirmed, or checked out early after today. Binds: room, today. */
const ASSIGNED = `FROM reservation_rooms rr WHERE rr.room_id = ?1 AND rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
  AND rr.end_date > ?2`;

function toRecord(row: RoomRow): RoomRecord {
  return {
    id: row.id,
    roomTypeId: row.room_type_id,
    number: row.name,
    floor: row.floor,
    notes: row.notes,
    enabled: row.enabled === 1,
    version: row.version,
  };
}

/** The hotel's rooms in the order the planning lists them ('2' before '10'). */
export async function listRooms(db: D1Database, hotelId: number): Promise<RoomRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM rooms r WHERE r.hotel_id = ? ORDER BY length(r.name), r.name, r.id`)
    .bind(hotelId)
    .all<RoomRow>();
  return results.map(toRecord);
}

/** One room of the hotel, or null. */
export async function findRoom(db: D1Database, hotelId: number, id: number): Promise<RoomRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM rooms r WHERE r.hotel_id = ? AND r.id = ?`)
    .bind(hotelId, id)
    .first<RoomRow>();
  return row ? toRecord(row) : null;
}

/** Whether the room type is one of the hotel's. */
export async function roomTypeOfHotel(db: D1Database, hotelId: number, roomTypeId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM room_types WHERE hotel_id = ? AND id = ?')
    .bind(hotelId, roomTypeId)
    .first<{ found: number }>();
  return row !== null;
}

/** The numbers among `numbers` that rooms of the hotel (other than `exceptId`) already have, as stored. */
export async function takenNumbers(
  db: D1Database,
  query: { hotelId: number; numbers: ReadonlyArray<string>; exceptId?: number },
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT r.name FROM rooms r WHERE r.hotel_id = ?1 AND r.id IS NOT ?3
         AND upper(r.name) IN (SELECT upper(value) FROM json_each(?2))
       ORDER BY length(r.name), r.name`,
    )
    .bind(query.hotelId, JSON.stringify(query.numbers), query.exceptId ?? null)
    .all<{ name: string }>();
  return results.map((row) => row.name);
}

/** What stands in the way of moving or removing a room (one batch). */
export type RoomUsage = {
  /** Codes of the reservations with a stay assigned to the room from today on. */
  assigned: string[];
  /** Nights from today on when every room of its type is sold (and the room is not closed). */
  soldOutNights: string[];
};

export async function loadRoomUsage(
  db: D1Database,
  query: { roomId: number; roomTypeId: number; today: string },
): Promise<RoomUsage> {
  const [assigned, soldOut] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT DISTINCT r.code FROM reservations r WHERE r.id IN (SELECT rr.reservation_id ${ASSIGNED}) ORDER BY r.code`,
      )
      .bind(query.roomId, query.today),
    db
      .prepare(
        `SELECT i.date FROM inventory i WHERE i.room_type_id = ?3 AND i.date >= ?2 AND i.booked >= i.total
           AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = ?1 AND c.date = i.date)
           AND EXISTS (SELECT 1 FROM rooms WHERE id = ?1 AND enabled = 1)
         ORDER BY i.date`,
      )
      .bind(query.roomId, query.today, query.roomTypeId),
  ]);
  return {
    assigned: ((assigned?.results ?? []) as { code: string }[]).map((row) => row.code),
    soldOutNights: ((soldOut?.results ?? []) as { date: string }[]).map((row) => row.date),
  };
}

export type NewRoom = { number: string; floor: number | null; notes: string | null };

/**
 * Adds rooms of one type (one, or a whole range) and their nights to its inventory; null when the
 * type is not the hotel's or a number is taken meanwhile (nothing written).
 */
export async function insertRooms(
  db: D1Database,
  write: Author & { roomTypeId: number; today: string; rooms: ReadonlyArray<NewRoom> },
): Promise<RoomRecord[] | null> {
  const list = JSON.stringify(write.rooms.map((room) => [room.number, room.floor, room.notes]));
  const numbers = JSON.stringify(write.rooms.map((room) => room.number));
  try {
    const [inserted] = await db.batch<RoomRow>([
      db
        .prepare(
          `INSERT INTO rooms (hotel_id, room_type_id, name, floor, notes, enabled, version)
           SELECT ?1,
             CASE WHEN EXISTS (SELECT 1 FROM room_types WHERE id = ?2 AND hotel_id = ?1)
               AND NOT EXISTS (SELECT 1 FROM rooms WHERE hotel_id = ?1
                 AND upper(name) IN (SELECT upper(json_extract(value, '$[0]')) FROM json_each(?3)))
             THEN ?2 END,
             json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), json_extract(j.value, '$[2]'), 1, 1
           FROM json_each(?3) j ORDER BY j.key
           RETURNING ${COLUMNS.replaceAll('r.', '')}`,
        )
        .bind(write.hotelId, write.roomTypeId, list),
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, after_json)
           SELECT ?1, ?2, ?3, 'ROOM', r.id, 'CREATE', ${AUDIT_JSON}
           FROM rooms r WHERE r.hotel_id = ?1 AND r.name IN (SELECT value FROM json_each(?4))`,
        )
        .bind(write.hotelId, write.managerId, write.now.toISOString(), numbers),
      ...newRoomsJoinInventory(db, {
        roomTypeId: write.roomTypeId,
        count: write.rooms.length,
        today: write.today,
      }),
      bumpRatesVersion(db, write.hotelId),
    ]);
    return ((inserted?.results ?? []) as RoomRow[]).map(toRecord);
  } catch (error) {
    if (isConstraintFailure(error)) return null;
    throw error;
  }
}

/**
 * Saves an edit of a room still at `version` (and in the type and state it was read in): number,
 * floor, notes, its type and whether it is in service. A room that stops counting in a type (moved
 * out, or disabled) leaves its inventory, one that starts counting (moved in, or enabled) joins it.
 * Null when the version is stale, the number is taken, the new type is not the hotel's, a future
 * stay is assigned to a room that leaves its type's count, or its old type is sold out on a night
 * it would leave (nothing written).
 */
export async function updateRoom(
  db: D1Database,
  write: Author & {
    id: number;
    version: number;
    today: string;
    /** The room as read: its type and whether it was in service. */
    from: { roomTypeId: number; enabled: boolean };
    input: RoomDraft;
  },
): Promise<RoomRecord | null> {
  const { input, from } = write;
  const moves = input.roomTypeId !== from.roomTypeId;
  const leaves = moves || (from.enabled && !input.enabled);
  const recounts = moves || from.enabled !== input.enabled;
  const after = JSON.stringify({
    roomTypeId: input.roomTypeId,
    number: input.number,
    floor: input.floor,
    notes: input.notes,
    enabled: input.enabled ? 1 : 0,
  });
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
           before_json, after_json)
         SELECT ?3, ?4, ?5, 'ROOM', ?1, 'UPDATE',
           CASE WHEN r.version = ?6 AND r.room_type_id = ?7 AND r.enabled = ?11
             AND EXISTS (SELECT 1 FROM room_types WHERE id = ?8 AND hotel_id = ?3)
             AND NOT EXISTS (SELECT 1 FROM rooms o WHERE o.hotel_id = ?3 AND o.id <> ?1 AND upper(o.name) = upper(?9))
             AND (?12 = 0 OR NOT EXISTS (SELECT 1 ${ASSIGNED}))
           THEN 1 ELSE 0 END,
           ${AUDIT_JSON}, ?10
         FROM (SELECT 1) LEFT JOIN rooms r ON r.id = ?1 AND r.hotel_id = ?3`,
      )
      .bind(
        write.id,
        write.today,
        write.hotelId,
        write.managerId,
        write.now.toISOString(),
        write.version,
        from.roomTypeId,
        input.roomTypeId,
        input.number,
        after,
        from.enabled ? 1 : 0,
        leaves ? 1 : 0,
      ),
  ];
  if (recounts) {
    statements.push(
      roomLeavesInventory(db, { roomId: write.id, roomTypeId: from.roomTypeId, today: write.today }),
    );
  }
  statements.push(
    db
      .prepare(
        `UPDATE rooms SET room_type_id = ?1, name = ?2, floor = ?3, notes = ?4, enabled = ?5, version = version + 1
         WHERE hotel_id = ?6 AND id = ?7`,
      )
      .bind(
        input.roomTypeId,
        input.number,
        input.floor,
        input.notes,
        input.enabled ? 1 : 0,
        write.hotelId,
        write.id,
      ),
  );
  if (recounts) {
    statements.push(
      ...roomJoinsInventory(db, { roomId: write.id, roomTypeId: input.roomTypeId, today: write.today }),
    );
  }
  statements.push(bumpRatesVersion(db, write.hotelId));
  try {
    await db.batch(statements);
  } catch (error) {
    if (isConstraintFailure(error)) return null;
    throw error;
  }
  return findRoom(db, write.hotelId, write.id);
}

/**
 * Removes a room still at `version` with no future stay assigned to it, and its nights from its
 * type's inventory (its closings go with it; past stays keep their type, without the room).
 * False otherwise (nothing written).
 */
export async function deleteRoom(
  db: D1Database,
  write: Author & { id: number; version: number; today: string; roomTypeId: number },
): Promise<boolean> {
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json)
           SELECT ?3, ?4, ?5, 'ROOM', ?1, 'DELETE',
             CASE WHEN r.version = ?6 AND r.room_type_id = ?7 AND NOT EXISTS (SELECT 1 ${ASSIGNED}) THEN 1 ELSE 0 END,
             ${AUDIT_JSON}
           FROM (SELECT 1) LEFT JOIN rooms r ON r.id = ?1 AND r.hotel_id = ?3`,
        )
        .bind(
          write.id,
          write.today,
          write.hotelId,
          write.managerId,
          write.now.toISOString(),
          write.version,
          write.roomTypeId,
        ),
      roomLeavesInventory(db, { roomId: write.id, roomTypeId: write.roomTypeId, today: write.today }),
      db.prepare('DELETE FROM rooms WHERE hotel_id = ? AND id = ?').bind(write.hotelId, write.id),
      bumpRatesVersion(db, write.hotelId),
    ]);
    return true;
  } catch (error) {
    if (isConstraintFailure(error)) return false;
    throw error;
  }
}

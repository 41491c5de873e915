/**
 * Which physical room a reservation room gets: the enabled rooms of a type that no occupying
 * reservation room holds on any night of a stay and that are not closed, in the order they are
 * handed out ('T2' before 'T10'), as SQL for the reservation's insert batch and as reads.
 */
import type { IsoDate } from '../../src/domain/booking/types.ts';

/**
 * Conditions on `rooms r` for a room free over [start, end): enabled, no reservation room holding
 * it on an overlapping night (CONFIRMED, or EARLY_CHECKOUT up to its new end; CANCELLED and
 * NO_SHOW gave their nights back), not closed on any night. Binds: end, start, start, end.
 */
export const FREE_ROOM_SQL = `r.enabled = 1
  AND NOT EXISTS (SELECT 1 FROM reservation_rooms o
    WHERE o.room_id = r.id AND o.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND o.start_date < ? AND o.end_date > ?)
  AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date >= ? AND c.date < ?)`;

/** The order rooms are handed out in: 'T2' before 'T10', then by name and id. */
const ROOM_ORDER_SQL = 'length(r.name), r.name, r.id';

/** The first free room of a type over [start, end) as a sub-select. Binds: type, end, start, start, end. */
export const ASSIGNED_ROOM_SQL = `(SELECT r.id FROM rooms r WHERE r.room_type_id = ? AND ${FREE_ROOM_SQL}
  ORDER BY ${ROOM_ORDER_SQL} LIMIT 1)`;

/** Enabled rooms of a type free on every night of [start, end), in the order they are handed out. */
export async function freeRooms(
  db: D1Database,
  query: { hotelId: number; roomTypeId: number; start: IsoDate; end: IsoDate },
): Promise<{ id: number; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.name FROM rooms r WHERE r.hotel_id = ? AND r.room_type_id = ? AND ${FREE_ROOM_SQL}
       ORDER BY ${ROOM_ORDER_SQL}`,
    )
    .bind(query.hotelId, query.roomTypeId, query.end, query.start, query.start, query.end)
    .all<{ id: number; name: string }>();
  return results;
}

/** Every enabled room of a hotel free on every night of [start, end), by room type, in assignment order. */
export async function freeRoomsByType(
  db: D1Database,
  query: { hotelId: number; start: IsoDate; end: IsoDate },
): Promise<Map<number, { id: number; name: string }[]>> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.name, r.room_type_id FROM rooms r WHERE r.hotel_id = ? AND ${FREE_ROOM_SQL}
       ORDER BY r.room_type_id, ${ROOM_ORDER_SQL}`,
    )
    .bind(query.hotelId, query.end, query.start, query.start, query.end)
    .all<{ id: number; name: string; room_type_id: number }>();
  const byType = new Map<number, { id: number; name: string }[]>();
  for (const row of results) {
    const list = byType.get(row.room_type_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byType.set(row.room_type_id, list);
  }
  return byType;
}

/** A hotel's room by id with its type, or null (unknown, or another hotel's). */
export function findHotelRoom(
  db: D1Database,
  hotelId: number,
  roomId: number,
): Promise<{ id: number; name: string; room_type_id: number; enabled: number } | null> {
  return db
    .prepare('SELECT id, name, room_type_id, enabled FROM rooms WHERE id = ? AND hotel_id = ?')
    .bind(roomId, hotelId)
    .first();
}

/** The physical rooms given to a reservation's rooms, in position order (name null: none). */
export async function assignedRooms(
  db: D1Database,
  code: string,
): Promise<{ roomTypeId: number; ratePlanId: number; roomId: number | null; roomName: string | null }[]> {
  const { results } = await db
    .prepare(
      `SELECT rr.room_type_id, rr.rate_plan_id, rr.room_id, r.name FROM reservation_rooms rr
       JOIN reservations res ON res.id = rr.reservation_id LEFT JOIN rooms r ON r.id = rr.room_id
       WHERE res.code = ? ORDER BY rr.position, rr.id`,
    )
    .bind(code)
    .all<{ room_type_id: number; rate_plan_id: number; room_id: number | null; name: string | null }>();
  return results.map((row) => ({
    roomTypeId: row.room_type_id,
    ratePlanId: row.rate_plan_id,
    roomId: row.room_id,
    roomName: row.name,
  }));
}

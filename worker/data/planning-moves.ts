/**
 * Moving a reservation room to another room of the planning: what the move needs to decide (the
 * stay, the target room, the target's nights taken or closed), and its guarded batch with the
 * reservation's history.
 */

import { addDays, eachNight, maxDate } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import type { StayStatus } from '../../src/domain/planning.ts';
import { HOTEL_SQL, type PlanningHotelRow } from './planning.ts';
import { type EventActor, eventStatement } from './reservation-events.ts';

// ---------------------------------------------------------------------------------------------
// Moves

export type MoveSource = {
  roomSoldId: number;
  reservationId: number;
  code: string;
  reservationStatus: StayStatus;
  status: StayStatus;
  version: number;
  roomTypeId: number;
  roomId: number | null;
  startDate: IsoDate;
  endDate: IsoDate;
};

export type MoveTarget = { id: number; name: string; roomTypeId: number; enabled: boolean };

/** A night the target room cannot take: another reservation's or a closing. */
export type MoveConflict = { date: IsoDate; code: string | null };

export type MoveState = {
  timeZone: string | null;
  source: MoveSource | null;
  target: MoveTarget | null;
  conflicts: MoveConflict[];
};

/**
 * What a move needs, in ONE batch: the reservation room and the target room IN the hotel (null otherwise), and the target's conflicts over the stay: other
 * CONFIRMED reservation rooms holding it and its closings.
 */
export async function loadMoveState(
  db: D1Database,
  query: { hotelId: number; roomSoldId: number; toRoomId: number },
): Promise<MoveState> {
  const { hotelId, roomSoldId, toRoomId } = query;
  const stay = '(SELECT start_date FROM reservation_rooms WHERE id = ?2)';
  const stayEnd = '(SELECT end_date FROM reservation_rooms WHERE id = ?2)';
  const [hotel, source, target, taken, closed] = await db.batch<unknown>([
    db.prepare(HOTEL_SQL).bind(hotelId),
    db
      .prepare(
        `SELECT rr.id, rr.reservation_id, r.code, r.status AS r_status, rr.status, r.version, rr.room_type_id,
           rr.room_id, rr.start_date, rr.end_date
         FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
         WHERE rr.id = ? AND r.hotel_id = ?`,
      )
      .bind(roomSoldId, hotelId),
    db
      .prepare('SELECT id, name, room_type_id, enabled FROM rooms WHERE id = ? AND hotel_id = ?')
      .bind(toRoomId, hotelId),
    db
      .prepare(
        `SELECT rr.start_date, rr.end_date, r.code FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
         WHERE rr.room_id = ?1 AND rr.id <> ?2 AND rr.status = 'CONFIRMED'
           AND rr.start_date < ${stayEnd} AND rr.end_date > ${stay}
         ORDER BY rr.start_date`,
      )
      .bind(toRoomId, roomSoldId),
    db
      .prepare(
        `SELECT date FROM room_closings WHERE room_id = ?1 AND date >= ${stay} AND date < ${stayEnd} ORDER BY date`,
      )
      .bind(toRoomId, roomSoldId),
  ]);
  const hotelRow = (hotel?.results[0] ?? null) as PlanningHotelRow | null;
  type SourceRow = {
    id: number;
    reservation_id: number;
    code: string;
    r_status: StayStatus;
    status: StayStatus;
    version: number;
    room_type_id: number;
    room_id: number | null;
    start_date: string;
    end_date: string;
  };
  const s = (source?.results[0] ?? null) as SourceRow | null;
  const t = (target?.results[0] ?? null) as {
    id: number;
    name: string;
    room_type_id: number;
    enabled: number;
  } | null;
  const conflicts: MoveConflict[] = [];
  if (s) {
    for (const row of (taken?.results ?? []) as { start_date: string; end_date: string; code: string }[]) {
      const first = maxDate(row.start_date, s.start_date);
      conflicts.push({ date: first, code: row.code });
    }
    for (const row of (closed?.results ?? []) as { date: string }[])
      conflicts.push({ date: row.date, code: null });
    conflicts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  return {
    timeZone: hotelRow?.time_zone ?? null,
    source: s
      ? {
          roomSoldId: s.id,
          reservationId: s.reservation_id,
          code: s.code,
          reservationStatus: s.r_status,
          status: s.status,
          version: s.version,
          roomTypeId: s.room_type_id,
          roomId: s.room_id,
          startDate: s.start_date,
          endDate: s.end_date,
        }
      : null,
    target: t ? { id: t.id, name: t.name, roomTypeId: t.room_type_id, enabled: t.enabled === 1 } : null,
    conflicts,
  };
}

/**
 * Moves a reservation room to `toRoomId` in ONE batch guarded by the reservation's version, its
 * CONFIRMED status and the target being free (no other CONFIRMED reservation room, no closing)
 * on every night of the stay; the last statement bumps the version. True when this request won.
 */
export async function applyMove(
  db: D1Database,
  move: {
    reservationId: number;
    roomSoldId: number;
    toRoomId: number;
    version: number;
    now: Date;
    /** Who moved it and the room's name (the reservation's history, INSIGHT-3). */
    actor?: EventActor;
    toRoomName?: string;
  },
): Promise<boolean> {
  const guard = `EXISTS (SELECT 1 FROM reservations WHERE id = ?1 AND version = ?2 AND status = 'CONFIRMED')
    AND EXISTS (SELECT 1 FROM reservation_rooms WHERE id = ?3 AND reservation_id = ?1 AND status = 'CONFIRMED')
    AND NOT EXISTS (SELECT 1 FROM reservation_rooms o, reservation_rooms s
      WHERE s.id = ?3 AND o.room_id = ?4 AND o.id <> ?3 AND o.status = 'CONFIRMED'
        AND o.start_date < s.end_date AND o.end_date > s.start_date)
    AND NOT EXISTS (SELECT 1 FROM room_closings c, reservation_rooms s
      WHERE s.id = ?3 AND c.room_id = ?4 AND c.date >= s.start_date AND c.date < s.end_date)`;
  const params = [move.reservationId, move.version, move.roomSoldId, move.toRoomId] as const;
  const results = await db.batch([
    db.prepare(`UPDATE reservation_rooms SET room_id = ?4 WHERE id = ?3 AND ${guard}`).bind(...params),
    db
      .prepare(
        `UPDATE reservations SET version = version + 1, updated_date = ?5
         WHERE id = ?1 AND ${guard}
           AND EXISTS (SELECT 1 FROM reservation_rooms WHERE id = ?3 AND room_id = ?4)`,
      )
      .bind(...params, move.now.toISOString()),
    // The reservation's history (INSIGHT-3): written only when the move above won.
    eventStatement(db, {
      reservation: { id: move.reservationId },
      type: 'MOVED',
      actor: move.actor ?? null,
      detail: { roomId: move.toRoomId, room: move.toRoomName ?? null },
      now: move.now,
      when: {
        sql: `EXISTS (SELECT 1 FROM reservations WHERE id = ? AND version = ?)
          AND EXISTS (SELECT 1 FROM reservation_rooms WHERE id = ? AND room_id = ?)`,
        params: [move.reservationId, move.version + 1, move.roomSoldId, move.toRoomId],
      },
    }),
  ]);
  return (results[1]?.meta.changes ?? 0) === 1;
}

/** The dates of a stay as a planning span (at most `maxDays`): from its first night to its last. */
export function staySpan(
  startDate: IsoDate,
  endDate: IsoDate,
  maxDays: number,
): { from: IsoDate; to: IsoDate } {
  const nights = eachNight(startDate, endDate).length;
  return { from: startDate, to: addDays(startDate, Math.max(0, Math.min(nights, maxDays) - 1)) };
}

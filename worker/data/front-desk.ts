/**
 * SQL of the front desk (migration 0024, decision 047): the day's reservations with their stay,
 * rooms and documents in one batch, the rooms a check-in may choose, and the guarded writes of a
 * check-in, its undo and a check-out. Every write is for ONE db.batch whose last statement bumps
 * the reservation's version: of two desks acting at once exactly one wins (`meta.changes` 1).
 */
import type { StayState } from '../../src/domain/front-desk.ts';
import type { NoteAuthor } from '../../src/domain/notes.ts';
import { type EventActor, eventStatement, versionGuard } from './reservation-events.ts';
import { parseJson } from './stored-documents.ts';

/** A reservation as the desk reads it (CONFIRMED or EARLY_CHECKOUT, around one date). */
export type DeskHeadRow = {
  id: number;
  code: string;
  version: number;
  guest_json: string;
  checkin: string;
  checkout: string;
  source: string;
  status: 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';
  notes: string | null;
  currency: string;
  state: 'IN_HOUSE' | 'DEPARTED' | null;
  checked_in_date: string | null;
  checked_in_day: string | null;
  checked_in_by_json: string | null;
  checked_out_date: string | null;
  checked_out_by_json: string | null;
  complete_count: number | null;
};

export type DeskRoomRow = {
  id: number;
  reservation_id: number;
  status: 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';
  room_type_id: number;
  room_type_name_key: string | null;
  room_type_name_json: string | null;
  room_id: number | null;
  room_name: string | null;
  adults: number;
  boys: number;
  children: number;
  kids: number;
  total_cents: number;
  charged_cents: number;
  cancel_amount_cents: number;
};

const HEAD_SQL = `SELECT r.id, r.code, r.version, r.guest_json, r.checkin, r.checkout, r.source, r.status, r.notes,
    r.currency, s.state, s.checked_in_date, s.checked_in_day, s.checked_in_by_json, s.checked_out_date,
    s.checked_out_by_json, d.complete_count
  FROM reservations r
  LEFT JOIN reservation_stays s ON s.reservation_id = r.id
  LEFT JOIN reservation_guest_documents d ON d.reservation_id = r.id`;

const ROOMS_SQL = `SELECT rr.id, rr.reservation_id, rr.status, rr.room_type_id, rt.name_key AS room_type_name_key,
    rt.name_json AS room_type_name_json, rr.room_id, ro.name AS room_name, rr.adults, rr.boys, rr.children,
    rr.kids, rr.total_cents, rr.charged_cents, rr.cancel_amount_cents
  FROM reservation_rooms rr
  LEFT JOIN room_types rt ON rt.id = rr.room_type_id
  LEFT JOIN rooms ro ON ro.id = rr.room_id`;

/**
 * The reservations a desk may list on `date`: those whose stay touches it (arriving, sleeping
 * there, leaving), and the guests still in house whatever their dates (a forgotten check-out).
 * Binds: hotel, date, date.
 */
const AROUND_DATE = `r.hotel_id = ? AND r.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
  AND ((r.checkin <= ? AND r.checkout >= ?)
    OR EXISTS (SELECT 1 FROM reservation_stays x WHERE x.reservation_id = r.id AND x.state = 'IN_HOUSE'))`;

/** Heads and rooms of the reservations around `date`, in one batch, ordered by arrival and code. */
export async function loadDeskReservations(
  db: D1Database,
  hotelId: number,
  date: string,
): Promise<{ heads: DeskHeadRow[]; rooms: DeskRoomRow[] }> {
  const params = [hotelId, date, date];
  const [heads, rooms] = await db.batch<unknown>([
    db.prepare(`${HEAD_SQL} WHERE ${AROUND_DATE} ORDER BY r.checkin, r.code`).bind(...params),
    db
      .prepare(
        `${ROOMS_SQL} WHERE rr.reservation_id IN (SELECT r.id FROM reservations r WHERE ${AROUND_DATE})
         ORDER BY rr.reservation_id, rr.position, rr.id`,
      )
      .bind(...params),
  ]);
  return {
    heads: (heads?.results ?? []) as DeskHeadRow[],
    rooms: (rooms?.results ?? []) as DeskRoomRow[],
  };
}

/** One reservation of the hotel as the desk reads it (null: not a reservation of that hotel). */
export async function loadDeskReservation(
  db: D1Database,
  hotelId: number,
  code: string,
): Promise<{ head: DeskHeadRow; rooms: DeskRoomRow[] } | null> {
  const where = 'r.hotel_id = ? AND r.code = ?';
  const [head, rooms] = await db.batch<unknown>([
    db.prepare(`${HEAD_SQL} WHERE ${where}`).bind(hotelId, code),
    db
      .prepare(
        `${ROOMS_SQL} WHERE rr.reservation_id = (SELECT r.id FROM reservations r WHERE ${where})
         ORDER BY rr.position, rr.id`,
      )
      .bind(hotelId, code),
  ]);
  const row = head?.results[0] as DeskHeadRow | undefined;
  return row ? { head: row, rooms: (rooms?.results ?? []) as DeskRoomRow[] } : null;
}

/** The stay state of a head row (no stay row: EXPECTED). */
export const stayStateOf = (head: Pick<DeskHeadRow, 'state'>): StayState => head.state ?? 'EXPECTED';

/** The author kept on a stay row. */
export const stayAuthorOf = (json: string | null): NoteAuthor | null =>
  json ? parseJson<NoteAuthor | null>(json, null) : null;

/**
 * Enabled rooms of the hotel's `roomTypeIds` free on every night of [from, to) for reservation
 * room `exceptId` (its own current room counts as free), by type, in the order rooms are handed
 * out ('T2' before 'T10').
 */
export async function freeRoomsForStay(
  db: D1Database,
  query: {
    hotelId: number;
    roomTypeIds: readonly number[];
    from: string;
    to: string;
    exceptIds: readonly number[];
  },
): Promise<{ id: number; name: string; room_type_id: number }[]> {
  if (query.roomTypeIds.length === 0) return [];
  const types = query.roomTypeIds.map(() => '?').join(', ');
  const except = query.exceptIds.map(() => '?').join(', ') || 'NULL';
  const { results } = await db
    .prepare(
      `SELECT r.id, r.name, r.room_type_id FROM rooms r
        WHERE r.hotel_id = ? AND r.enabled = 1 AND r.room_type_id IN (${types})
          AND NOT EXISTS (SELECT 1 FROM reservation_rooms o WHERE o.room_id = r.id AND o.id NOT IN (${except})
            AND o.status = 'CONFIRMED' AND o.start_date < ? AND o.end_date > ?)
          AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = r.id AND c.date >= ? AND c.date < ?)
        ORDER BY r.room_type_id, length(r.name), r.name, r.id`,
    )
    .bind(query.hotelId, ...query.roomTypeIds, ...query.exceptIds, query.to, query.from, query.from, query.to)
    .all<{ id: number; name: string; room_type_id: number }>();
  return results;
}

const authorJson = (actor: EventActor) =>
  actor?.kind === 'STAFF' ? JSON.stringify({ name: actor.name, surname: actor.surname }) : null;
const authorId = (actor: EventActor) => (actor?.kind === 'STAFF' ? actor.managerId : null);

/** The last statement of every desk write: bumps the version if the batch's `proof` holds. */
function bumpStatement(
  db: D1Database,
  write: { reservationId: number; version: number; now: Date },
  proof: string,
  params: readonly unknown[],
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE reservations SET version = version + 1, updated_date = ?
        WHERE id = ? AND version = ? AND ${proof}`,
    )
    .bind(write.now.toISOString(), write.reservationId, write.version, ...params);
}

export type CheckInWrite = {
  reservationId: number;
  version: number;
  now: Date;
  /** The hotel's date of the check-in (its undo is allowed that day only). */
  day: string;
  actor: EventActor;
  /** Reservation rooms given another room (the target must still be free over [from, to)). */
  changes: readonly { id: number; roomId: number; room: string; from: string; to: string }[];
};

/**
 * A check-in: room changes, the stay row (IN_HOUSE), the history line, the version bump. Every
 * statement before the bump holds the same guard (version unchanged, no stay row yet, every
 * target room still free, no CONFIRMED room left unassigned), which none of them changes, so
 * they all apply or none does.
 */
export function checkInStatements(db: D1Database, write: CheckInWrite): D1PreparedStatement[] {
  const changed = write.changes.map((c) => c.id);
  const guardParts = [
    'EXISTS (SELECT 1 FROM reservations WHERE id = ? AND version = ?)',
    'NOT EXISTS (SELECT 1 FROM reservation_stays WHERE reservation_id = ?)',
    `NOT EXISTS (SELECT 1 FROM reservation_rooms WHERE reservation_id = ? AND status = 'CONFIRMED'
      AND room_id IS NULL AND id NOT IN (${changed.map(() => '?').join(', ') || 'NULL'}))`,
    ...write.changes.map(
      () => `NOT EXISTS (SELECT 1 FROM reservation_rooms o WHERE o.room_id = ? AND o.id <> ?
        AND o.status = 'CONFIRMED' AND o.start_date < ? AND o.end_date > ?)
        AND NOT EXISTS (SELECT 1 FROM room_closings c WHERE c.room_id = ? AND c.date >= ? AND c.date < ?)`,
    ),
  ];
  const guard = guardParts.join(' AND ');
  const guardParams = [
    write.reservationId,
    write.version,
    write.reservationId,
    write.reservationId,
    ...changed,
    ...write.changes.flatMap((c) => [c.roomId, c.id, c.to, c.from, c.roomId, c.from, c.to]),
  ];
  const nowIso = write.now.toISOString();
  return [
    ...write.changes.map((change) =>
      db
        .prepare(`UPDATE reservation_rooms SET room_id = ? WHERE id = ? AND reservation_id = ? AND ${guard}`)
        .bind(change.roomId, change.id, write.reservationId, ...guardParams),
    ),
    eventStatement(db, {
      reservation: { id: write.reservationId },
      type: 'CHECKED_IN',
      actor: write.actor,
      detail: { rooms: write.changes.length > 0 ? write.changes.map((c) => c.room).join(', ') : null },
      now: write.now,
      when: { sql: guard, params: guardParams },
    }),
    db
      .prepare(
        `INSERT INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day, checked_in_by_id,
           checked_in_by_json)
         SELECT ?, 'IN_HOUSE', ?, ?, ?, ? WHERE ${guard}`,
      )
      .bind(
        write.reservationId,
        nowIso,
        write.day,
        authorId(write.actor),
        authorJson(write.actor),
        ...guardParams,
      ),
    bumpStatement(
      db,
      write,
      `EXISTS (SELECT 1 FROM reservation_stays WHERE reservation_id = ? AND state = 'IN_HOUSE' AND checked_in_date = ?)`,
      [write.reservationId, nowIso],
    ),
  ];
}

/** Undoing a check-in of hotel day `day`: the stay row goes (EXPECTED again), the history keeps a line. */
export function undoCheckInStatements(
  db: D1Database,
  write: { reservationId: number; version: number; now: Date; day: string; actor: EventActor },
): D1PreparedStatement[] {
  const guard = versionGuard(write.reservationId, write.version);
  return [
    eventStatement(db, {
      reservation: { id: write.reservationId },
      type: 'CHECKIN_UNDONE',
      actor: write.actor,
      now: write.now,
      when: guard,
    }),
    db
      .prepare(
        `DELETE FROM reservation_stays WHERE reservation_id = ? AND state = 'IN_HOUSE' AND checked_in_day = ?
           AND ${guard.sql}`,
      )
      .bind(write.reservationId, write.day, ...guard.params),
    bumpStatement(db, write, 'NOT EXISTS (SELECT 1 FROM reservation_stays WHERE reservation_id = ?)', [
      write.reservationId,
    ]),
  ];
}

/**
 * A check-out's own statements: the stay DEPARTED and its history line, guarded by the version
 * (for the caller's batch, before the bump: the early checkout's statements end with theirs).
 */
export function checkOutStayStatements(
  db: D1Database,
  write: { reservationId: number; version: number; now: Date; actor: EventActor; early: boolean },
): D1PreparedStatement[] {
  const guard = versionGuard(write.reservationId, write.version);
  return [
    eventStatement(db, {
      reservation: { id: write.reservationId },
      type: 'CHECKED_OUT',
      actor: write.actor,
      detail: { early: write.early },
      now: write.now,
      when: guard,
    }),
    db
      .prepare(
        `UPDATE reservation_stays SET state = 'DEPARTED', checked_out_date = ?, checked_out_by_id = ?,
           checked_out_by_json = ?
         WHERE reservation_id = ? AND state = 'IN_HOUSE' AND ${guard.sql}`,
      )
      .bind(
        write.now.toISOString(),
        authorId(write.actor),
        authorJson(write.actor),
        write.reservationId,
        ...guard.params,
      ),
  ];
}

/**
 * The reservation screen's early checkout of a stay in house (worker/routes/secure-reservations.ts):
 * the guests leave too, so the stay becomes DEPARTED with its history line; a stay not checked in
 * is left as it is (both statements are guarded by the stay being IN_HOUSE and by the version).
 */
export function departIfInHouseStatements(
  db: D1Database,
  write: { reservationId: number; version: number; now: Date; actor: EventActor },
): D1PreparedStatement[] {
  const guard = versionGuard(write.reservationId, write.version);
  const inHouse = `EXISTS (SELECT 1 FROM reservation_stays WHERE reservation_id = ? AND state = 'IN_HOUSE')`;
  return [
    eventStatement(db, {
      reservation: { id: write.reservationId },
      type: 'CHECKED_OUT',
      actor: write.actor,
      detail: { early: true },
      now: write.now,
      when: { sql: `${guard.sql} AND ${inHouse}`, params: [...guard.params, write.reservationId] },
    }),
    ...checkOutStayStatements(db, { ...write, early: true }).slice(1),
  ];
}

/** The bump closing a check-out that is not early (the early one closes with the action's own). */
export function checkOutBumpStatement(
  db: D1Database,
  write: { reservationId: number; version: number; now: Date },
): D1PreparedStatement {
  return bumpStatement(
    db,
    write,
    `EXISTS (SELECT 1 FROM reservation_stays WHERE reservation_id = ? AND state = 'DEPARTED')`,
    [write.reservationId],
  );
}

/** The stay of each reservation id (for the planning, the list and the reservation view). */
export async function stayStates(
  db: D1Database,
  reservationIds: readonly number[],
): Promise<Map<number, StayState>> {
  const states = new Map<number, StayState>();
  if (reservationIds.length === 0) return states;
  const { results } = await db
    .prepare(
      `SELECT reservation_id, state FROM reservation_stays
        WHERE reservation_id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify([...new Set(reservationIds)]))
    .all<{ reservation_id: number; state: StayState }>();
  for (const row of results) states.set(row.reservation_id, row.state);
  return states;
}

/** The stay row of one reservation (null: EXPECTED). */
export function findStay(
  db: D1Database,
  reservationId: number,
): Promise<Pick<
  DeskHeadRow,
  | 'state'
  | 'checked_in_date'
  | 'checked_in_day'
  | 'checked_in_by_json'
  | 'checked_out_date'
  | 'checked_out_by_json'
> | null> {
  return db
    .prepare(
      `SELECT state, checked_in_date, checked_in_day, checked_in_by_json, checked_out_date, checked_out_by_json
         FROM reservation_stays WHERE reservation_id = ?`,
    )
    .bind(reservationId)
    .first();
}

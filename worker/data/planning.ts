/**
 * The planning calendar's reads and writes (BOFLOW): one hotel's physical rooms against a
 * span of dates, with the reservation rooms assigned to them, the rooms' closings, the hotel's
 * closings and the best nightly rate per rate type; closing and opening rooms (with the
 * inventory the widget sells from) and moving a reservation room to another room.
 *
 * Reads are ONE batch of a handful of statements whatever the hotel's size (plus the booking
 * engine's own batch for the rates, run alongside); the grid is assembled in memory with the
 * rules of src/domain/planning.ts. Every write is ONE batch whose statements all carry the same
 * guard, evaluated on the same state, so a request that raced another changes nothing.
 */

import type {
  PlanningEntry,
  PlanningReservation,
  PlanningResponse,
  PlanningRoom,
  PlanningStay,
} from '../../src/contracts/secure/planning.ts';
import { createStayContext } from '../../src/domain/booking/context.ts';
import { addDays, eachNight, maxDate } from '../../src/domain/booking/dates.ts';
import { resolveRates } from '../../src/domain/booking/rates.ts';
import type { IsoDate, People, ReservationBed } from '../../src/domain/booking/types.ts';
import {
  dayFlags,
  dayRoomsClosed,
  planningDates,
  roomNight,
  type StayStatus,
} from '../../src/domain/planning.ts';
import type { HotelBooking } from './booking.ts';
import { parseJson } from './booking.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { type EventActor, eventStatement } from './reservation-events.ts';

// ---------------------------------------------------------------------------------------------
// Rows

type HotelRow = { id: number; time_zone: string };

type RoomRow = {
  id: number;
  name: string;
  floor: number | null;
  enabled: number;
  room_type_id: number;
  name_key: string;
  name_json: string;
  category: string;
};

type ClosingRow = { room_id: number; date: string; closed_by: number | null; closed_date: string };

type StayRow = {
  id: number;
  room_type_id: number;
  room_id: number | null;
  rate_type: 'STANDARD' | 'NOT_REFUNDABLE';
  status: StayStatus;
  start_date: string;
  end_date: string;
  adults: number;
  boys: number;
  children: number;
  kids: number;
  beds_json: string;
  type_name_key: string;
  type_category: string;
  code: string;
  r_status: StayStatus;
  checkin: string;
  checkout: string;
  source: string;
  guest_json: string;
  version: number;
  /** The front desk's stay (migration 0024): null while the guests are expected. */
  stay_state: 'IN_HOUSE' | 'DEPARTED' | null;
};

export type Source = { code: string; color: string };

/** Everything the grid of one hotel and span is built from. */
export type PlanningRows = {
  hotelId: number;
  timeZone: string;
  from: IsoDate;
  to: IsoDate;
  rooms: RoomRow[];
  closings: ClosingRow[];
  /** Room type id → nights it is closed for sale (inventory.room_closed). */
  typeClosed: Map<number, Set<IsoDate>>;
  hotelClosed: Set<IsoDate>;
  stays: StayRow[];
  sources: Source[];
};

// ---------------------------------------------------------------------------------------------
// Reads

const HOTEL_SQL = 'SELECT id, time_zone FROM hotels WHERE id = ?';

const ROOMS_SQL = `SELECT r.id, r.name, r.floor, r.enabled, r.room_type_id, rt.name_key, rt.name_json, rt.category
  FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
  WHERE r.hotel_id = ? AND r.enabled = 1
  ORDER BY rt.position, rt.id, r.name`;

const CLOSINGS_SQL = `SELECT rc.room_id, rc.date, rc.closed_by, rc.closed_date
  FROM room_closings rc JOIN rooms r ON r.id = rc.room_id
  WHERE r.hotel_id = ? AND rc.date >= ? AND rc.date <= ?`;

const TYPE_CLOSED_SQL = `SELECT i.room_type_id, i.date FROM inventory i JOIN room_types rt ON rt.id = i.room_type_id
  WHERE rt.hotel_id = ? AND i.date >= ? AND i.date <= ? AND i.room_closed = 1`;

const HOTEL_CLOSED_SQL = 'SELECT date FROM hotel_closings WHERE hotel_id = ? AND date >= ? AND date <= ?';

/**
 * Reservation rooms (not cancelled) with a night in from..to: end > from AND start <= to. Driven
 * by the hotel's room types and `end_date` (index reservation_rooms_type_end, migration 0006), so
 * years of past stays are never scanned; CROSS JOIN keeps SQLite from starting at the hotel's
 * reservations instead (?1 hotel, ?2 from, ?3 to).
 */
const STAYS_SQL = `SELECT rr.id, rr.room_type_id, rr.room_id, rr.rate_type, rr.status, rr.start_date, rr.end_date,
    rr.adults, rr.boys, rr.children, rr.kids, rr.beds_json, rt.name_key AS type_name_key,
    rt.category AS type_category, r.code, r.status AS r_status, r.checkin, r.checkout, r.source, r.guest_json,
    r.version, (SELECT s.state FROM reservation_stays s WHERE s.reservation_id = r.id) AS stay_state
  FROM reservation_rooms rr
  CROSS JOIN reservations r
  CROSS JOIN room_types rt
  WHERE rr.room_type_id IN (SELECT id FROM room_types WHERE hotel_id = ?1) AND rr.end_date > ?2
    AND rr.start_date <= ?3 AND rr.status <> 'CANCELLED'
    AND r.id = rr.reservation_id AND r.hotel_id = ?1 AND rt.id = rr.room_type_id
  ORDER BY rr.start_date, rr.id`;

const SOURCES_SQL = `SELECT value_json FROM app_config WHERE key = 'reservation_sources'`;

function toSources(text: string | undefined): Source[] {
  return parseJson<unknown[]>(text, [])
    .filter(
      (s): s is Source =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as Source).code === 'string' &&
        typeof (s as Source).color === 'string',
    )
    .map((s) => ({ code: s.code, color: s.color }));
}

/** The planning rows of from..to, in ONE batch (null when the hotel does not exist). */
export async function loadPlanningRows(
  db: D1Database,
  query: { hotelId: number; from: IsoDate; to: IsoDate },
): Promise<PlanningRows | null> {
  const { hotelId, from, to } = query;
  const [hotel, rooms, closings, typeClosed, hotelClosed, stays, sources] = await db.batch<unknown>([
    db.prepare(HOTEL_SQL).bind(hotelId),
    db.prepare(ROOMS_SQL).bind(hotelId),
    db.prepare(CLOSINGS_SQL).bind(hotelId, from, to),
    db.prepare(TYPE_CLOSED_SQL).bind(hotelId, from, to),
    db.prepare(HOTEL_CLOSED_SQL).bind(hotelId, from, to),
    db.prepare(STAYS_SQL).bind(hotelId, from, to),
    db.prepare(SOURCES_SQL),
  ]);
  const rowsOf = <T>(result: D1Result | undefined): T[] => (result?.results ?? []) as T[];
  const hotelRow = rowsOf<HotelRow>(hotel)[0];
  if (!hotelRow) return null;
  const closedTypes = new Map<number, Set<IsoDate>>();
  for (const row of rowsOf<{ room_type_id: number; date: string }>(typeClosed)) {
    let dates = closedTypes.get(row.room_type_id);
    if (!dates) {
      dates = new Set();
      closedTypes.set(row.room_type_id, dates);
    }
    dates.add(row.date);
  }
  const roomRows = rowsOf<RoomRow>(rooms);
  // Names in the order a person reads them: 'T2' before 'T10' (rooms of a type stay together).
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const typeOrder = new Map<number, number>();
  for (const row of roomRows)
    if (!typeOrder.has(row.room_type_id)) typeOrder.set(row.room_type_id, typeOrder.size);
  roomRows.sort(
    (a, b) =>
      (typeOrder.get(a.room_type_id) ?? 0) - (typeOrder.get(b.room_type_id) ?? 0) ||
      collator.compare(a.name, b.name),
  );
  return {
    hotelId,
    timeZone: hotelRow.time_zone,
    from,
    to,
    rooms: roomRows,
    closings: rowsOf<ClosingRow>(closings),
    typeClosed: closedTypes,
    hotelClosed: new Set(rowsOf<{ date: string }>(hotelClosed).map((row) => row.date)),
    stays: rowsOf<StayRow>(stays),
    sources: toSources(rowsOf<{ value_json: string }>(sources)[0]?.value_json),
  };
}

// ---------------------------------------------------------------------------------------------
// The grid

type BestRate = PlanningEntry['bestRate'];

const NO_RATE: BestRate = { standard: null, notRefundable: null };

/**
 * The lowest nightly amount of each rate type per room type and date, derived plans resolved by
 * the engine's rules (`resolveRates`): plans sold for the type, rate not closed, an amount.
 * Availability does not matter (a full room type still has its price).
 */
function bestRates(booking: HotelBooking | null, dates: ReadonlyArray<IsoDate>): Map<number, BestRate[]> {
  const byType = new Map<number, BestRate[]>();
  if (!booking) return byType;
  const ctx = createStayContext({
    hotel: booking.pricing,
    roomTypes: booking.roomTypes,
    ratePlans: booking.ratePlans,
    dailyRates: booking.dailyRates,
    inventory: booking.inventory,
  });
  for (const roomType of booking.roomTypes) {
    const standard: (number | null)[] = dates.map(() => null);
    const notRefundable: (number | null)[] = dates.map(() => null);
    for (const plan of booking.ratePlans) {
      if (plan.roomTypeIds !== null && !plan.roomTypeIds.includes(roomType.id)) continue;
      const lowest = plan.type === 'STANDARD' ? standard : notRefundable;
      resolveRates(ctx, roomType.id, plan.id, dates).forEach((rate, index) => {
        if (rate.closed || rate.amountCents === null) return;
        const current = lowest[index];
        if (current === null || current === undefined || rate.amountCents < current)
          lowest[index] = rate.amountCents;
      });
    }
    const amount = (cents: number | null | undefined) =>
      cents === null || cents === undefined ? null : { amount: { finalAmount: cents / 100 } };
    byType.set(
      Number(roomType.id),
      dates.map((_, index) => ({
        standard: amount(standard[index]),
        notRefundable: amount(notRefundable[index]),
      })),
    );
  }
  return byType;
}

function peopleOf(row: StayRow): People {
  return { adults: row.adults, boys: row.boys, children: row.children, kids: row.kids };
}

/** Guests sleeping in extra beds (the beds booked with the room, not cancelled). */
function extraPeopleOf(row: StayRow): number {
  let count = 0;
  for (const bed of parseJson<Partial<ReservationBed>[]>(row.beds_json, [])) {
    if (bed.status === 'CANCELLED' || !bed.people) continue;
    const p = bed.people;
    count += (p.adults ?? 0) + (p.boys ?? 0) + (p.children ?? 0) + (p.kids ?? 0);
  }
  return count;
}

function toStay(row: StayRow): PlanningStay {
  return {
    reservationCode: row.code,
    roomSoldId: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    roomId: row.room_id,
    roomType: { id: row.room_type_id, nameKey: row.type_name_key, category: row.type_category },
    people: peopleOf(row),
    extraPeople: extraPeopleOf(row),
    rateType: row.rate_type,
    status: row.status === 'CANCELLED' ? 'CONFIRMED' : row.status,
  };
}

function toReservation(row: StayRow): PlanningReservation {
  const guest = parseJson<{ name?: unknown; surname?: unknown }>(row.guest_json, {});
  return {
    code: row.code,
    serial: row.code,
    guest: {
      name: typeof guest.name === 'string' ? guest.name : '',
      surname: typeof guest.surname === 'string' ? guest.surname : '',
    },
    checkin: row.checkin,
    checkout: row.checkout,
    source: row.source,
    status: row.r_status,
    version: row.version,
    stayState: row.stay_state ?? 'EXPECTED',
  };
}

function localName(json: string, nameKey: string, language: string): string {
  const names = parseJson<Record<string, unknown>>(json, {});
  const name = names[language] ?? names.en ?? Object.values(names).find((v) => typeof v === 'string');
  return typeof name === 'string' && name !== '' ? name : nameKey;
}

/** The PlanningResponse of loaded rows (`booking` gives the rates; null: no rates shown). */
export function toPlanningResponse(
  rows: PlanningRows,
  booking: HotelBooking | null,
  options: { today: IsoDate; language: string },
): PlanningResponse {
  const dates = planningDates(rows.from, rows.to);
  const rates = bestRates(booking, dates);
  const stays = rows.stays.map((row) => ({ row, stay: toStay(row), id: row.id, status: row.status }));
  const staysByRoom = new Map<number, typeof stays>();
  const unassigned: PlanningStay[] = [];
  const reservations: Record<string, PlanningReservation> = {};
  // A stay in a room the grid does not show (disabled since) needs a room like an unassigned one.
  const shown = new Set(rows.rooms.map((room) => room.id));
  for (const item of stays) {
    reservations[item.row.code] ??= toReservation(item.row);
    if (item.row.room_id === null || !shown.has(item.row.room_id)) {
      if (item.status === 'CONFIRMED') unassigned.push(item.stay);
      continue;
    }
    const list = staysByRoom.get(item.row.room_id) ?? [];
    list.push(item);
    staysByRoom.set(item.row.room_id, list);
  }
  const closings = new Map<string, ClosingRow>();
  for (const row of rows.closings) closings.set(`${row.room_id}|${row.date}`, row);

  const rooms: PlanningRoom[] = rows.rooms.map((room) => {
    const roomStays = (staysByRoom.get(room.id) ?? []).map((item) => ({
      id: item.id,
      status: item.status,
      startDate: item.row.start_date,
      endDate: item.row.end_date,
      stay: item.stay,
    }));
    const typeRates = rates.get(room.room_type_id);
    const typeClosed = rows.typeClosed.get(room.room_type_id);
    const entries = dates.map((date, index): PlanningEntry => {
      const night = roomNight(roomStays, date);
      const closing = closings.get(`${room.id}|${date}`) ?? null;
      const roomTypeClosed = typeClosed?.has(date) ?? false;
      return {
        date,
        active: night.active?.stay ?? null,
        overbookings: night.overbookings.map((o) => o.stay),
        roomClosed: closing !== null || roomTypeClosed,
        hotelClosed: rows.hotelClosed.has(date),
        closing: closing ? { closedBy: closing.closed_by, closedDate: closing.closed_date } : null,
        roomTypeClosed,
        bestRate: typeRates?.[index] ?? NO_RATE,
      };
    });
    return {
      id: room.id,
      name: room.name,
      enabled: room.enabled === 1,
      floor: room.floor,
      types: [
        {
          roomType: {
            id: room.room_type_id,
            nameKey: room.name_key,
            name: localName(room.name_json, room.name_key, options.language),
          },
          category: room.category,
        },
      ],
      entries,
    };
  });

  const days = dates.map((date, index) => ({
    date,
    ...dayFlags(date, options.today),
    hotelClosed: rows.hotelClosed.has(date),
    roomsClosed: dayRoomsClosed(rooms.map((room) => room.entries[index] as PlanningEntry)),
  }));
  return {
    hotelId: rows.hotelId,
    from: rows.from,
    to: rows.to,
    today: options.today,
    days,
    rooms,
    unassigned,
    reservations,
    sources: rows.sources,
  };
}

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
  const hotelRow = (hotel?.results[0] ?? null) as HotelRow | null;
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
  const hotelRow = (hotel?.results[0] ?? null) as HotelRow | null;
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

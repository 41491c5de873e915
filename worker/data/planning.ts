/**
 * The planning calendar's reads (BOFLOW): one hotel's physical rooms against a span of dates, with
 * the reservation rooms assigned to them, the rooms' closings, the hotel's closings and the
 * reservation sources' colours, in ONE batch of a handful of statements whatever the hotel's size.
 * It returns the rows as D1 gives them (`PlanningRows`, rooms in the order a person reads them): the
 * grid is assembled from them above, in worker/planning/grid.ts, with the booking engine's rates.
 *
 * The writes are in planning-closings.ts (closing and opening rooms, with the inventory the
 * widget sells from) and planning-moves.ts (moving a reservation room to another room): every
 * write is ONE batch whose statements all carry the same guard, evaluated on the same state, so a
 * request that raced another changes nothing.
 */

import type { IsoDate } from '../../src/domain/booking/types.ts';
import type { StayStatus } from '../../src/domain/planning.ts';
import { parseJson } from './stored-documents.ts';

// ---------------------------------------------------------------------------------------------
// Rows

export type PlanningHotelRow = { id: number; time_zone: string };

export type PlanningRoomRow = {
  id: number;
  name: string;
  floor: number | null;
  enabled: number;
  room_type_id: number;
  name_key: string;
  name_json: string;
  category: string;
};

export type RoomClosingRow = { room_id: number; date: string; closed_by: number | null; closed_date: string };

export type PlanningStayRow = {
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

export type ReservationSource = { code: string; color: string };

/** Everything the grid of one hotel and span is built from. */
export type PlanningRows = {
  hotelId: number;
  timeZone: string;
  from: IsoDate;
  to: IsoDate;
  rooms: PlanningRoomRow[];
  closings: RoomClosingRow[];
  /** Room type id → nights it is closed for sale (inventory.room_closed). */
  typeClosed: Map<number, Set<IsoDate>>;
  hotelClosed: Set<IsoDate>;
  stays: PlanningStayRow[];
  sources: ReservationSource[];
};

// ---------------------------------------------------------------------------------------------
// Reads

/** The hotel's clock (?1 hotel): every planning read and write acts on its dates. */
export const HOTEL_SQL = 'SELECT id, time_zone FROM hotels WHERE id = ?';

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

function toSources(text: string | undefined): ReservationSource[] {
  return parseJson<unknown[]>(text, [])
    .filter(
      (s): s is ReservationSource =>
        typeof s === 'object' &&
        s !== null &&
        typeof (s as ReservationSource).code === 'string' &&
        typeof (s as ReservationSource).color === 'string',
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
  const hotelRow = rowsOf<PlanningHotelRow>(hotel)[0];
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
  const roomRows = rowsOf<PlanningRoomRow>(rooms);
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
    closings: rowsOf<RoomClosingRow>(closings),
    typeClosed: closedTypes,
    hotelClosed: new Set(rowsOf<{ date: string }>(hotelClosed).map((row) => row.date)),
    stays: rowsOf<PlanningStayRow>(stays),
    sources: toSources(rowsOf<{ value_json: string }>(sources)[0]?.value_json),
  };
}

/** A room type's name in `language` (then English, then any), its key when it has none. */
export function localName(json: string, nameKey: string, language: string): string {
  const names = parseJson<Record<string, unknown>>(json, {});
  const name = names[language] ?? names.en ?? Object.values(names).find((v) => typeof v === 'string');
  return typeof name === 'string' && name !== '' ? name : nameKey;
}

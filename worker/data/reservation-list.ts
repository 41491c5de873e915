/**
 * The back office's reads of reservations beyond one reservation's own rows: the hotel's paged,
 * filtered list, and the names the staff view of one reservation adds (assigned rooms, services).
 *
 * The list is ONE batch: the manager's link to the hotel, the count, the page's heads and the
 * page's rooms (the page's ids are chosen again inside the rooms statement, so no second round
 * trip). Every statement starts from `reservations (hotel_id, …)` indexes: the hotel's rows are
 * found by `reservations_hotel_checkin`, and a hotel's few thousand rows are filtered and sorted
 * in SQLite's memory (measured in reservation-list's test: 3,000 reservations page in a few ms).
 */

import { nightsBetween } from '../../src/domain/booking/dates.ts';
import type { ReservationStatus } from '../../src/domain/booking/types.ts';
import type { StayState } from '../../src/domain/front-desk.ts';
import { money } from '../../src/domain/money.ts';
import type { Localized } from './booking-catalogue.ts';
import { type FolioBalance, loadFolioBalances } from './folio.ts';
import type { RowsPage } from './paging.ts';
import { parseJson } from './stored-documents.ts';

/** The orders the list knows. */
export type ReservationListOrder = 'checkin' | 'created' | 'guest';

/**
 * Which of a hotel's reservations to read, checked by the route's schema: a page, its orders,
 * a text searched in code, e-mail and guest name (empty: any), the statuses, stay states and
 * sources kept (empty: all), and the days the stay must overlap.
 */
export type ReservationListFilter = {
  page: number;
  size: number;
  sort: readonly { field: ReservationListOrder; direction: 'asc' | 'desc' }[];
  q: string;
  status: readonly ReservationStatus[];
  stay: readonly StayState[];
  source: readonly string[];
  from?: string | undefined;
  to?: string | undefined;
};

/** One reservation of the list, with its rooms summed up and its folio's figures. */
export type ReservationListRecord = {
  code: string;
  guest: { name: string; surname: string; email: string };
  checkin: string;
  checkout: string;
  nights: number;
  roomsCount: number;
  /** Each room type once, in booking order. */
  roomTypes: { id: number; nameKey: string; name: Record<string, string> }[];
  /** Physical rooms assigned, in booking order. */
  assignedRooms: string[];
  people: { adults: number; boys: number; children: number; kids: number };
  guestsCount: number;
  source: string;
  status: ReservationStatus;
  statusText: 'free' | 'penalty' | null;
  currency: string;
  total: number;
  grandTotal: number;
  unpaidBalance: number;
  createdDate: string;
};

/** `value` as a LIKE pattern matching it anywhere, literally (`\` escapes %, _ and itself). */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const GUEST_NAME = `COALESCE(json_extract(r.guest_json, '$.name'), '')`;
const GUEST_SURNAME = `COALESCE(json_extract(r.guest_json, '$.surname'), '')`;

const ORDER: Record<ReservationListOrder, string> = {
  checkin: 'r.checkin',
  created: 'r.created_date',
  guest: `${GUEST_SURNAME} COLLATE NOCASE {dir}, ${GUEST_NAME} COLLATE NOCASE`,
};

/** ORDER BY of the query's sorts (default newest first), the id last so pages never overlap. */
function orderBy(sorts: ReservationListFilter['sort']): string {
  const list = sorts.length > 0 ? sorts : [{ field: 'created' as const, direction: 'desc' as const }];
  const parts = list.map(({ field, direction }) => {
    const dir = direction === 'desc' ? 'DESC' : 'ASC';
    return `${ORDER[field].replace('{dir}', dir)} ${dir}`;
  });
  const last = list.at(-1)?.direction === 'asc' ? 'ASC' : 'DESC';
  return `${parts.join(', ')}, r.id ${last}`;
}

/** WHERE of the list (on `reservations r`) and its parameters. */
function whereOf(hotelId: number, query: ReservationListFilter): { sql: string; params: unknown[] } {
  const clauses = ['r.hotel_id = ?'];
  const params: unknown[] = [hotelId];
  if (query.q !== '') {
    const like = (column: string) => `${column} LIKE ? ESCAPE '\\'`;
    clauses.push(
      `(${[
        like('r.code'),
        like('r.guest_email'),
        like(`(${GUEST_NAME} || ' ' || ${GUEST_SURNAME})`),
        like(`(${GUEST_SURNAME} || ' ' || ${GUEST_NAME})`),
      ].join(' OR ')})`,
    );
    const pattern = containsPattern(query.q);
    params.push(pattern, pattern, pattern, pattern);
  }
  if (query.status.length > 0) {
    clauses.push(`r.status IN (${query.status.map(() => '?').join(', ')})`);
    params.push(...query.status);
  }
  if (query.stay.length > 0) {
    // No stay row is EXPECTED (migration 0024).
    clauses.push(
      `COALESCE((SELECT s.state FROM reservation_stays s WHERE s.reservation_id = r.id), 'EXPECTED') IN (${query.stay.map(() => '?').join(', ')})`,
    );
    params.push(...query.stay);
  }
  if (query.source.length > 0) {
    clauses.push(`r.source IN (${query.source.map(() => '?').join(', ')})`);
    params.push(...query.source);
  }
  // A stay occupies the nights checkin … checkout − 1: it overlaps the days from … to.
  if (query.from) {
    clauses.push('r.checkout > ?');
    params.push(query.from);
  }
  if (query.to) {
    clauses.push('r.checkin <= ?');
    params.push(query.to);
  }
  const sql = clauses.join(' AND ');
  return { sql, params };
}

type HeadRow = {
  id: number;
  code: string;
  guest_json: string;
  checkin: string;
  checkout: string;
  source: string;
  status: ReservationStatus;
  status_text: 'free' | 'penalty' | null;
  currency: string;
  total_cents: number;
  grand_total_cents: number;
  created_date: string;
};

type RoomRow = {
  reservation_id: number;
  status: ReservationStatus;
  adults: number;
  boys: number;
  children: number;
  kids: number;
  total_cents: number;
  charged_cents: number;
  cancel_amount_cents: number;
  room_type_id: number;
  room_type_name_key: string | null;
  room_type_name_json: string | null;
  room_name: string | null;
};

/** One page of hotel `hotelId`'s reservations. */
export async function listReservations(
  db: D1Database,
  hotelId: number,
  query: ReservationListFilter,
): Promise<RowsPage<ReservationListRecord>> {
  const where = whereOf(hotelId, query);
  const order = orderBy(query.sort);
  const offset = query.page * query.size;
  const pageSql = `SELECT r.id FROM reservations r WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
  const [count, heads, rooms] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS total FROM reservations r WHERE ${where.sql}`).bind(...where.params),
    db
      .prepare(
        `SELECT r.id, r.code, r.guest_json, r.checkin, r.checkout, r.source, r.status, r.status_text, r.currency,
           r.total_cents, r.grand_total_cents, r.created_date
         FROM reservations r WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .bind(...where.params, query.size, offset),
    db
      .prepare(
        `SELECT rr.reservation_id, rr.status, rr.adults, rr.boys, rr.children, rr.kids, rr.total_cents,
           rr.charged_cents, rr.cancel_amount_cents, rr.room_type_id, rt.name_key AS room_type_name_key,
           rt.name_json AS room_type_name_json, ro.name AS room_name
         FROM reservation_rooms rr
         LEFT JOIN room_types rt ON rt.id = rr.room_type_id
         LEFT JOIN rooms ro ON ro.id = rr.room_id
         WHERE rr.reservation_id IN (${pageSql})
         ORDER BY rr.reservation_id, rr.position, rr.id`,
      )
      .bind(...where.params, query.size, offset),
  ]);
  const total = Number((count?.results[0] as { total?: number } | undefined)?.total ?? 0);
  const roomsOf = new Map<number, RoomRow[]>();
  for (const room of (rooms?.results ?? []) as RoomRow[]) {
    const list = roomsOf.get(room.reservation_id) ?? [];
    list.push(room);
    roomsOf.set(room.reservation_id, list);
  }
  const headRows = (heads?.results ?? []) as HeadRow[];
  // The folio's own balance, the one figure the reservation's folio and the front desk show.
  const balances = await loadFolioBalances(
    db,
    hotelId,
    headRows.map((head) => head.id),
  );
  const content = headRows.map((head) =>
    toListRow(head, roomsOf.get(head.id) ?? [], balances.get(head.code)),
  );
  return { rows: content, total };
}

function toListRow(
  head: HeadRow,
  rooms: RoomRow[],
  balance: FolioBalance | undefined,
): ReservationListRecord {
  const guest = parseJson<{ name?: string; surname?: string; email?: string }>(head.guest_json, {});
  const roomTypes = new Map<number, ReservationListRecord['roomTypes'][number]>();
  const people = { adults: 0, boys: 0, children: 0, kids: 0 };
  for (const room of rooms) {
    if (!roomTypes.has(room.room_type_id)) {
      roomTypes.set(room.room_type_id, {
        id: room.room_type_id,
        nameKey: room.room_type_name_key ?? '',
        name: parseJson<Localized>(room.room_type_name_json, {}) as Record<string, string>,
      });
    }
    people.adults += room.adults;
    people.boys += room.boys;
    people.children += room.children;
    people.kids += room.kids;
  }
  return {
    code: head.code,
    guest: { name: guest.name ?? '', surname: guest.surname ?? '', email: guest.email ?? '' },
    checkin: head.checkin,
    checkout: head.checkout,
    nights: nightsBetween(head.checkin, head.checkout),
    roomsCount: rooms.length,
    roomTypes: [...roomTypes.values()],
    assignedRooms: rooms.flatMap((room) => (room.room_name === null ? [] : [room.room_name])),
    people,
    guestsCount: people.adults + people.boys + people.children + people.kids,
    source: head.source,
    status: head.status,
    statusText: head.status_text,
    currency: head.currency,
    total: money(head.total_cents),
    // What the folio charges (city tax included; a cancelled stay's penalty) and its balance.
    grandTotal: money(balance?.chargesCents ?? head.grand_total_cents),
    unpaidBalance: money(balance?.balanceCents ?? 0),
    createdDate: head.created_date,
  };
}

type ServiceNameRow = { id: number; name_key: string; name_json: string };

const serviceNamesQuery = (db: D1Database, hotelId: number) =>
  db.prepare('SELECT id, name_key, name_json FROM services WHERE hotel_id = ?').bind(hotelId);

function serviceNamesOf(rows: ReadonlyArray<unknown>): Map<number, { nameKey: string; name: Localized }> {
  const services = new Map<number, { nameKey: string; name: Localized }>();
  for (const row of rows as ServiceNameRow[]) {
    services.set(row.id, { nameKey: row.name_key, name: parseJson<Localized>(row.name_json, {}) });
  }
  return services;
}

/** The hotel's services by id (key and names), to name a reservation's service lines. */
export async function hotelServiceNames(
  db: D1Database,
  hotelId: number,
): Promise<Map<number, { nameKey: string; name: Localized }>> {
  return serviceNamesOf((await serviceNamesQuery(db, hotelId).all()).results);
}

/** What the staff view of one reservation names beyond its own rows. */
export type StaffReservationNames = {
  /** Physical rooms by id (those assigned to the reservation's rooms). */
  rooms: ReadonlyMap<number, string>;
  /** Services of the hotel by id: key and names. */
  services: ReadonlyMap<number, { nameKey: string; name: Localized }>;
  /** The source's colour from the platform's source list (null when the list lacks it). */
  sourceColor: string | null;
};

/** The names of the rooms assigned to `roomIds` and of the hotel's services, in one batch. */
export async function staffReservationNames(
  db: D1Database,
  hotelId: number,
  roomIds: ReadonlyArray<number>,
  source: string,
): Promise<StaffReservationNames> {
  const ids = [...new Set(roomIds)];
  const [roomRows, serviceRows, sources] = await db.batch<unknown>([
    ids.length > 0
      ? db
          .prepare(
            `SELECT id, name FROM rooms WHERE hotel_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
          )
          .bind(hotelId, ...ids)
      : db.prepare('SELECT id, name FROM rooms WHERE 0'),
    serviceNamesQuery(db, hotelId),
    db.prepare(`SELECT value_json FROM app_config WHERE key = 'reservation_sources'`),
  ]);
  const rooms = new Map<number, string>();
  for (const row of (roomRows?.results ?? []) as { id: number; name: string }[]) rooms.set(row.id, row.name);
  const services = serviceNamesOf(serviceRows?.results ?? []);
  const list = parseJson<{ code?: string; color?: string }[]>(
    ((sources?.results[0] as { value_json?: string } | undefined)?.value_json ?? '[]') as string,
    [],
  );
  const sourceColor = (Array.isArray(list) ? list : []).find((s) => s.code === source)?.color ?? null;
  return { rooms, services, sourceColor };
}

/**
 * The inventory a reservation takes, for the same `db.batch` as its other writes: one INSERT for
 * nights without an inventory row and one UPDATE adding the booked rooms, both held to the table's
 * `CHECK (booked >= 0 AND booked <= total)`, so a night that would be overbooked (or is closed, or
 * has no row) fails its statement and with it the whole batch. Also the nights that cannot take a
 * stay, read for the 409 answer.
 */
import type { IsoDate } from '../../src/domain/booking/types.ts';

const json = (value: unknown) => JSON.stringify(value);

const TAKES = `SELECT json_extract(value, '$[0]') AS room_type_id, json_extract(value, '$[1]') AS date,
    json_extract(value, '$[2]') AS rooms FROM json_each(?)`;

/**
 * The statements that add `count` booked rooms per (room type, night), for the same batch:
 * 1. a night without an inventory row is inserted as `total 0, booked count`, which breaks the
 *    CHECK (SQLite checks CHECK before any upsert, so this only runs for missing rows);
 * 2. every existing night gets its rooms added; a night that would go past its total, or is
 *    closed (pushed past its total on purpose), breaks the CHECK.
 * Either failure aborts the whole batch, so no night is ever taken alone.
 */
export function takeInventoryStatements(
  db: D1Database,
  takes: ReadonlyArray<{ roomTypeId: number; date: IsoDate; count: number }>,
  options: {
    overbook?: boolean | 'channel';
    /** A condition (SQL over `?` parameters) both statements hold to: a booking change's version. */
    when?: { sql: string; params: readonly unknown[] };
  } = {},
): D1PreparedStatement[] {
  const list = json(takes.map((t) => [t.roomTypeId, t.date, t.count]));
  if (options.overbook === 'channel') return takeChannelInventoryStatements(db, takes, options.when);
  const when = options.when ?? { sql: '1', params: [] };
  // What fits under the total goes to `booked`; with an overbooking the rest goes to
  // `overbooked` (SQLite evaluates every SET expression on the row's old values).
  const fits = 'min(t.rooms, max(inventory.total - inventory.booked, 0))';
  const closed = '(CASE WHEN inventory.room_closed = 1 THEN inventory.total + 1 ELSE 0 END)';
  const set = options.overbook
    ? `booked = inventory.booked + ${fits} + ${closed},
         overbooked = inventory.overbooked + t.rooms - ${fits}`
    : `booked = inventory.booked + t.rooms + ${closed}`;
  return [
    db
      .prepare(
        `INSERT INTO inventory (room_type_id, date, total, booked)
         SELECT t.room_type_id, t.date, 0, t.rooms FROM (${TAKES}) AS t
         WHERE NOT EXISTS (SELECT 1 FROM inventory i WHERE i.room_type_id = t.room_type_id AND i.date = t.date)
           AND ${when.sql}`,
      )
      .bind(list, ...when.params),
    db
      .prepare(
        `UPDATE inventory
         SET ${set}
         FROM (${TAKES}) AS t
         WHERE inventory.room_type_id = t.room_type_id AND inventory.date = t.date AND ${when.sql}`,
      )
      .bind(list, ...when.params),
  ];
}

/**
 * A stay a channel sold (decision 050) takes its nights whatever they hold: what fits under the
 * total goes to `booked`, the rest (all of it on a closed night, or a night without inventory,
 * inserted empty first) to `overbooked`, so the CHECK never refuses it and nobody else can sell
 * the rooms it holds.
 */
export function takeChannelInventoryStatements(
  db: D1Database,
  takes: ReadonlyArray<{ roomTypeId: number; date: IsoDate; count: number }>,
  /** A condition (SQL over `?` parameters) both statements hold to, e.g. a reservation's version. */
  when: { sql: string; params: readonly unknown[] } = { sql: '1', params: [] },
): D1PreparedStatement[] {
  const list = json(takes.map((t) => [t.roomTypeId, t.date, t.count]));
  const fits =
    'CASE WHEN inventory.room_closed = 1 THEN 0 ELSE min(t.rooms, max(inventory.total - inventory.booked, 0)) END';
  return [
    db
      .prepare(
        `INSERT INTO inventory (room_type_id, date, total, booked)
         SELECT t.room_type_id, t.date, 0, 0 FROM (${TAKES}) AS t
         WHERE NOT EXISTS (SELECT 1 FROM inventory i WHERE i.room_type_id = t.room_type_id AND i.date = t.date)
           AND ${when.sql}`,
      )
      .bind(list, ...when.params),
    db
      .prepare(
        `UPDATE inventory SET booked = inventory.booked + ${fits}, overbooked = inventory.overbooked + t.rooms - ${fits}
         FROM (${TAKES}) AS t
         WHERE inventory.room_type_id = t.room_type_id AND inventory.date = t.date AND ${when.sql}`,
      )
      .bind(list, ...when.params),
  ];
}

/** Nights × rooms of a reservation, aggregated per room type and date. */
export function inventoryTakes(
  rooms: ReadonlyArray<{ roomTypeId: number; dailyRates: ReadonlyArray<{ date: IsoDate }> }>,
): { roomTypeId: number; date: IsoDate; count: number }[] {
  const counts = new Map<string, { roomTypeId: number; date: IsoDate; count: number }>();
  for (const room of rooms) {
    for (const night of room.dailyRates) {
      const key = `${room.roomTypeId}|${night.date}`;
      const entry = counts.get(key) ?? { roomTypeId: room.roomTypeId, date: night.date, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()];
}

/** Nights among `takes` whose inventory cannot take the wanted rooms (for the 409 message). */
export async function fullNights(
  db: D1Database,
  takes: ReadonlyArray<{ roomTypeId: number; date: IsoDate; count: number }>,
): Promise<{ roomTypeId: number; date: IsoDate; left: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT json_extract(t.value, '$[0]') AS room_type_id, json_extract(t.value, '$[1]') AS date,
         json_extract(t.value, '$[2]') AS wanted, i.total, i.booked, i.room_closed
       FROM json_each(?) t
       LEFT JOIN inventory i ON i.room_type_id = json_extract(t.value, '$[0]') AND i.date = json_extract(t.value, '$[1]')`,
    )
    .bind(json(takes.map((t) => [t.roomTypeId, t.date, t.count])))
    .all<{
      room_type_id: number;
      date: string;
      wanted: number;
      total: number | null;
      booked: number | null;
      room_closed: number | null;
    }>();
  return results
    .map((row) => ({
      roomTypeId: row.room_type_id,
      date: row.date,
      left: row.total === null || row.room_closed === 1 ? 0 : Math.max(0, row.total - (row.booked ?? 0)),
      wanted: row.wanted,
    }))
    .filter((row) => row.left < row.wanted)
    .map(({ roomTypeId, date, left }) => ({ roomTypeId, date, left }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.roomTypeId - b.roomTypeId));
}

/**
 * The ratesheet's reads (BOSCREENS/BODATA/BOFLOW/BOCHECK): one hotel's room types × rate plans
 * against a span of dates, with daily rates, inventory, the hotel's closings, the channels and
 * the last change of each cell from the audit (`rate_changes`, migration 0009).
 *
 * A read is ONE batch of eight set-based statements whatever the hotel's size. It returns the rows
 * as D1 gives them (`RatesheetRows`): the sheet is assembled from them in memory above, in
 * worker/ratesheet/sheet.ts, with no copy of the rows on the way (the read is hot).
 * The writes are in ratesheet-cells.ts (a cell, a day's closing) and ratesheet-bulk.ts (the bulk
 * edit); all of them are refused by the same stale guard (`isStaleConflict`).
 */

import { parseJson } from './stored-documents.ts';

// ---------------------------------------------------------------------------------------------
// Rows

export type RatesheetHotelRow = { id: number; time_zone: string; currency: string; rates_version: number };

export type RatesheetRoomTypeRow = {
  id: number;
  name_key: string;
  name_json: string;
  category: string;
  enabled: number;
  total_rooms: number;
  channels: string | null;
};

export type RatesheetPlanRow = {
  id: number;
  name_key: string;
  name_json: string;
  type: 'STANDARD' | 'NOT_REFUNDABLE';
  parent_rate_plan_id: number | null;
  derivation_kind: 'PERCENTAGE' | 'AMOUNT' | null;
  derivation_value: number | null;
  pricing_model: 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';
  occupants_for_base_rate: number | null;
  room_type_ids_json: string | null;
  enabled: number;
  channels: string | null;
  /** Read by the sheet's structure only. */
  min_stay?: number | null;
  max_stay?: number | null;
};

export type DailyRateRow = {
  room_type_id: number;
  date: string;
  rate_plan_id: number;
  amount_cents: number | null;
  min_los: number | null;
  max_los: number | null;
  closed: number;
  cta: number;
  ctd: number;
};

export type InventoryNightRow = {
  room_type_id: number;
  date: string;
  total: number;
  booked: number;
  room_closed: number;
};

export type RateChangeRow = {
  id: number;
  action: 'CELL' | 'BULK' | 'CLOSING';
  room_type_id: number;
  rate_plan_id: number | null;
  start_date: string;
  end_date: string;
  weekdays: number;
  changed_date: string;
  by_name: string | null;
  /** CELL and CLOSING: the values before (null: no row); BULK: null (not read, see RateFieldChange). */
  before_json: string | null;
  /** CELL and CLOSING: the values after; BULK: the target (null fields kept each cell's value). */
  after_json: string;
};

export type HotelChannelRow = { id: number; channel: string; disabled: number };

/** Everything the sheet of one hotel and span is built from. */
export type RatesheetRows = {
  hotel: RatesheetHotelRow;
  roomTypes: RatesheetRoomTypeRow[];
  plans: RatesheetPlanRow[];
  rates: DailyRateRow[];
  inventory: InventoryNightRow[];
  hotelClosings: string[];
  changes: RateChangeRow[];
  channels: HotelChannelRow[];
};

/** Most audit rows one read considers (latest first): far more than a two-month span gathers. */
const MAX_CHANGES_READ = 20_000;

/** The rows of a hotel's sheet for from..to (inclusive), in ONE batch; null when the hotel does not exist. */
export async function loadRatesheetRows(
  db: D1Database,
  query: { hotelId: number; from: string; to: string },
): Promise<RatesheetRows | null> {
  const { hotelId, from, to } = query;
  const results = await db.batch<unknown>([
    db.prepare('SELECT id, time_zone, currency, rates_version FROM hotels WHERE id = ?1').bind(hotelId),
    db
      .prepare(
        `SELECT rt.id, rt.name_key, rt.name_json, rt.category, rt.enabled,
           (SELECT count(*) FROM rooms r WHERE r.room_type_id = rt.id AND r.enabled = 1) AS total_rooms,
           (SELECT json_group_array(hc.channel) FROM room_type_channels rc JOIN hotel_channels hc ON hc.id = rc.channel_id
             WHERE rc.room_type_id = rt.id) AS channels
         FROM room_types rt WHERE rt.hotel_id = ?1 ORDER BY rt.position, rt.id`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT p.id, p.name_key, p.name_json, p.type, p.parent_rate_plan_id, p.derivation_kind, p.derivation_value,
           p.pricing_model, p.occupants_for_base_rate, p.room_type_ids_json, p.enabled, p.min_stay, p.max_stay,
           (SELECT json_group_array(hc.channel) FROM rate_plan_channels pc JOIN hotel_channels hc ON hc.id = pc.channel_id
             WHERE pc.rate_plan_id = p.id) AS channels
         FROM rate_plans p WHERE p.hotel_id = ?1 ORDER BY p.position, p.id`,
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT d.room_type_id, d.date, d.rate_plan_id, d.amount_cents, d.min_los, d.max_los, d.closed, d.cta, d.ctd
         FROM room_types rt JOIN daily_rates d ON d.room_type_id = rt.id AND d.date >= ?2 AND d.date <= ?3
         WHERE rt.hotel_id = ?1`,
      )
      .bind(hotelId, from, to),
    db
      .prepare(
        `SELECT i.room_type_id, i.date, i.total, i.booked, i.room_closed
         FROM room_types rt JOIN inventory i ON i.room_type_id = rt.id AND i.date >= ?2 AND i.date <= ?3
         WHERE rt.hotel_id = ?1`,
      )
      .bind(hotelId, from, to),
    db
      .prepare('SELECT date FROM hotel_closings WHERE hotel_id = ?1 AND date >= ?2 AND date <= ?3')
      .bind(hotelId, from, to),
    // The latest row of each distinct scope (a cell edited ten times counts once).
    db
      .prepare(
        `SELECT c.id, c.action, c.room_type_id, c.rate_plan_id, c.start_date, c.end_date, c.weekdays, c.changed_date,
           CASE WHEN m.id IS NULL THEN NULL ELSE trim(m.name || ' ' || m.surname) END AS by_name,
           CASE WHEN c.action = 'BULK' THEN NULL ELSE c.before_json END AS before_json, c.after_json
         FROM (SELECT max(id) AS id FROM rate_changes
               WHERE hotel_id = ?1 AND end_date >= ?2 AND start_date <= ?3
               GROUP BY action, room_type_id, rate_plan_id, start_date, end_date, weekdays
               ORDER BY 1 DESC LIMIT ${MAX_CHANGES_READ}) latest
         JOIN rate_changes c ON c.id = latest.id LEFT JOIN managers m ON m.id = c.manager_id`,
      )
      .bind(hotelId, from, to),
    db
      .prepare('SELECT id, channel, disabled FROM hotel_channels WHERE hotel_id = ?1 ORDER BY position, id')
      .bind(hotelId),
  ]);
  const rowsOf = <T>(index: number): T[] => (results[index]?.results ?? []) as T[];
  const hotel = rowsOf<RatesheetHotelRow>(0)[0];
  if (!hotel) return null;
  return {
    hotel,
    roomTypes: rowsOf<RatesheetRoomTypeRow>(1),
    plans: rowsOf<RatesheetPlanRow>(2),
    rates: rowsOf<DailyRateRow>(3),
    inventory: rowsOf<InventoryNightRow>(4),
    hotelClosings: rowsOf<{ date: string }>(5).map((row) => row.date),
    changes: rowsOf<RateChangeRow>(6),
    channels: rowsOf<HotelChannelRow>(7),
  };
}

/** True when a plan is sold for a room type (room_type_ids_json NULL = every room type). */
export function planSoldFor(plan: Pick<RatesheetPlanRow, 'room_type_ids_json'>, roomTypeId: number): boolean {
  if (plan.room_type_ids_json === null) return true;
  const ids = parseJson<unknown[]>(plan.room_type_ids_json, []);
  return ids.some((id) => Number(id) === roomTypeId);
}

// ---------------------------------------------------------------------------------------------
// Write guards

/** Name of the CHECK a guarded audit row fails when the state changed meanwhile (migration 0009). */
const STALE_CHECK = 'rate_changes_stale';

/** True when a failed batch was refused by a stale guard (409: nothing was written). */
export function isStaleConflict(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return text.includes(STALE_CHECK);
}

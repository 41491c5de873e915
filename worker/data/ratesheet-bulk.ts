/**
 * The ratesheet's bulk edit, set-based: a recursive CTE generates the period's dates filtered by
 * weekday, crossed with the (room type, plan) pairs, and ONE `INSERT … ON CONFLICT DO UPDATE`
 * with COALESCE keeps the values the target leaves empty: no statement per cell. Audit rows
 * first, guarded on the rates version when the request carries one (`rate_changes_stale`).
 */

import {
  addDays,
  daysBetween,
  isoWeekday,
  type TargetRate,
  toCents,
  weekdayMask,
} from '../../src/domain/ratesheet.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { type HotelChannelRow, isStaleConflict, type RatesheetPlanRow } from './ratesheet.ts';

// ---------------------------------------------------------------------------------------------
// Bulk edit

/** The hotel's room types, plans and channels named by a bulk edit (one batch). */
export type BulkWriteState = {
  timeZone: string | null;
  roomTypeIds: Set<number>;
  plans: Map<number, RatesheetPlanRow>;
  channels: Map<string, { id: number; disabled: boolean }>;
  /** Pairs (room type, plan) the edit would write, after the plan/room type and channel filters. */
  pairs: number;
};

export type BulkEdit = {
  hotelId: number;
  managerId: number;
  startDate: string;
  endDate: string;
  weekdays: ReadonlyArray<number>;
  roomTypeIds: ReadonlyArray<number>;
  ratePlanIds: ReadonlyArray<number>;
  channels: ReadonlyArray<string>;
  target: TargetRate;
  /** The rates version the request was based on; undefined: apply over whatever is stored. */
  ratesVersion?: number;
  now: Date;
};

/**
 * The (room type, plan) pairs of a bulk edit as SQL (a CTE body, parameters ?1 hotel, ?2 room
 * type ids, ?3 plan ids, ?4 channel codes): the hotel's room types and primary plans named, the
 * plan sold for the room type, and, when channels are given, both linked to one of them (enabled).
 */
const PAIRS_SQL = `SELECT rt.id AS room_type_id, p.id AS rate_plan_id
  FROM room_types rt JOIN rate_plans p ON p.hotel_id = rt.hotel_id
  WHERE rt.hotel_id = ?1 AND rt.id IN (SELECT value FROM json_each(?2)) AND p.id IN (SELECT value FROM json_each(?3))
    AND p.parent_rate_plan_id IS NULL
    AND (p.room_type_ids_json IS NULL OR EXISTS (SELECT 1 FROM json_each(p.room_type_ids_json) j WHERE j.value = rt.id))
    AND (json_array_length(?4) = 0 OR EXISTS (
      SELECT 1 FROM room_type_channels rc JOIN rate_plan_channels pc ON pc.channel_id = rc.channel_id
        JOIN hotel_channels hc ON hc.id = rc.channel_id
      WHERE rc.room_type_id = rt.id AND pc.rate_plan_id = p.id AND hc.disabled = 0
        AND hc.channel IN (SELECT value FROM json_each(?4))))`;

export async function loadBulkWriteState(
  db: D1Database,
  query: {
    hotelId: number;
    roomTypeIds: ReadonlyArray<number>;
    ratePlanIds: ReadonlyArray<number>;
    channels: ReadonlyArray<string>;
  },
): Promise<BulkWriteState> {
  const { hotelId } = query;
  const roomTypeIds = JSON.stringify(query.roomTypeIds);
  const ratePlanIds = JSON.stringify(query.ratePlanIds);
  const channels = JSON.stringify(query.channels);
  const results = await db.batch<unknown>([
    db.prepare('SELECT time_zone FROM hotels WHERE id = ?1').bind(hotelId),
    db
      .prepare('SELECT id FROM room_types WHERE hotel_id = ?1 AND id IN (SELECT value FROM json_each(?2))')
      .bind(hotelId, roomTypeIds),
    db
      .prepare(
        `SELECT id, name_key, name_json, type, parent_rate_plan_id, derivation_kind, derivation_value, pricing_model,
           occupants_for_base_rate, room_type_ids_json, enabled, NULL AS channels
         FROM rate_plans WHERE hotel_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(hotelId, ratePlanIds),
    db
      .prepare(
        `SELECT id, channel, disabled FROM hotel_channels WHERE hotel_id = ?1
           AND channel IN (SELECT value FROM json_each(?2))`,
      )
      .bind(hotelId, channels),
    db
      .prepare(`SELECT count(*) AS pairs FROM (${PAIRS_SQL})`)
      .bind(hotelId, roomTypeIds, ratePlanIds, channels),
  ]);
  const rowsOf = <T>(index: number): T[] => (results[index]?.results ?? []) as T[];
  const hotel = rowsOf<{ time_zone: string }>(0)[0];
  return {
    timeZone: hotel?.time_zone ?? null,
    roomTypeIds: new Set(rowsOf<{ id: number }>(1).map((row) => row.id)),
    plans: new Map(rowsOf<RatesheetPlanRow>(2).map((row) => [row.id, row])),
    channels: new Map(
      rowsOf<HotelChannelRow>(3).map((row) => [row.channel, { id: row.id, disabled: row.disabled === 1 }]),
    ),
    pairs: rowsOf<{ pairs: number }>(4)[0]?.pairs ?? 0,
  };
}

/**
 * Applies a bulk edit in ONE batch of four statements, whatever its size:
 * 1. an audit row per (room type, plan) pair with the pair's prior rows of the period as JSON
 *    (guarded on the rates version when the request carries one);
 * 2. ONE `INSERT … SELECT` over pairs × dates (recursive CTE, weekday filter) `ON CONFLICT DO
 *    UPDATE` with COALESCE, so an empty target field keeps each cell's value; a min stay above a
 *    kept max stay lifts the max stay to it (and a max stay below a kept min stay lowers the min
 *    stay), so no cell ends up with min > max;
 * 3. the rates version bump (last).
 * Returns the cells written, or null when the rates version changed meanwhile (nothing written).
 */
export async function applyBulkEdit(db: D1Database, edit: BulkEdit): Promise<number | null> {
  const mask = weekdayMask(edit.weekdays);
  // strftime('%w'): Sunday 0 … Saturday 6; ISO 7 is Sunday.
  const sqliteDays = edit.weekdays.map((day) => String(day % 7)).join('');
  const t = edit.target;
  const params = [
    edit.hotelId, // ?1
    JSON.stringify(edit.roomTypeIds), // ?2
    JSON.stringify(edit.ratePlanIds), // ?3
    JSON.stringify(edit.channels), // ?4
    edit.startDate, // ?5
    edit.endDate, // ?6
    sqliteDays, // ?7
  ] as const;
  const dates = `days (d) AS (SELECT ?5 UNION ALL SELECT date(d, '+1 day') FROM days WHERE d < ?6),
    dates (d) AS (SELECT d FROM days WHERE instr(?7, strftime('%w', d)) > 0)`;
  const guard =
    edit.ratesVersion === undefined
      ? String(mask)
      : `CASE WHEN (SELECT rates_version FROM hotels WHERE id = ?1) = ?11 THEN ${mask} ELSE 0 END`;
  const audit = db
    .prepare(
      `WITH pairs AS (${PAIRS_SQL})
       INSERT INTO rate_changes (hotel_id, manager_id, changed_date, action, room_type_id, rate_plan_id, start_date,
         end_date, weekdays, before_json, after_json)
       SELECT ?1, ?8, ?9, 'BULK', pairs.room_type_id, pairs.rate_plan_id, ?5, ?6, ${guard},
         (SELECT json_group_array(json_array(d.date, d.amount_cents, d.min_los, d.max_los, d.closed, d.cta, d.ctd))
          FROM daily_rates d WHERE d.room_type_id = pairs.room_type_id AND d.rate_plan_id = pairs.rate_plan_id
            AND d.date >= ?5 AND d.date <= ?6 AND instr(?7, strftime('%w', d.date)) > 0),
         ?10
       FROM pairs WHERE 1`,
    )
    .bind(
      ...params,
      edit.managerId, // ?8
      edit.now.toISOString(), // ?9
      JSON.stringify({
        amountCents: t.amount === null ? null : toCents(t.amount),
        minLOS: t.minLOS,
        maxLOS: t.maxLOS,
        cta: t.closedToArrival,
        ctd: t.closedToDeparture,
        channels: edit.channels,
        weekdays: edit.weekdays,
      }), // ?10
      ...(edit.ratesVersion === undefined ? [] : [edit.ratesVersion]), // ?11
    );
  const amount = t.amount === null ? null : toCents(t.amount);
  const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);
  const upsert = db
    .prepare(
      `WITH RECURSIVE ${dates}, pairs AS (${PAIRS_SQL})
       INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed, cta, ctd)
       SELECT pairs.room_type_id, dates.d, pairs.rate_plan_id, ?8, ?9, ?10, 0, coalesce(?11, 0), coalesce(?12, 0)
       FROM pairs, dates WHERE 1
       ON CONFLICT (room_type_id, date, rate_plan_id) DO UPDATE SET
         amount_cents = coalesce(?8, amount_cents),
         min_los = CASE WHEN ?9 IS NOT NULL THEN ?9
                        WHEN ?10 IS NOT NULL AND min_los IS NOT NULL AND min_los > ?10 THEN ?10 ELSE min_los END,
         max_los = CASE WHEN ?10 IS NOT NULL THEN ?10
                        WHEN ?9 IS NOT NULL AND max_los IS NOT NULL AND max_los > 0 AND max_los < ?9 THEN ?9
                        ELSE max_los END,
         cta = coalesce(?11, cta),
         ctd = coalesce(?12, ctd)`,
    )
    .bind(...params, amount, t.minLOS, t.maxLOS, flag(t.closedToArrival), flag(t.closedToDeparture));
  try {
    const results = await db.batch([audit, upsert, bumpRatesVersion(db, edit.hotelId)]);
    return results[1]?.meta.changes ?? 0;
  } catch (error) {
    if (isStaleConflict(error)) return null;
    throw error;
  }
}

/** Days of a period (for the answer): the matching dates of startDate..endDate. */
export function periodDates(startDate: string, endDate: string, weekdays: ReadonlyArray<number>): number {
  const total = daysBetween(startDate, endDate) + 1;
  const wanted = new Set(weekdays);
  let count = 0;
  for (let i = 0; i < total; i++) if (wanted.has(isoWeekday(addDays(startDate, i)))) count++;
  return count;
}

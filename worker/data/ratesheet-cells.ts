/**
 * The ratesheet's cell writes and day closings. Every write is ONE batch: audit rows first (each
 * carries the guard: when the stored state is not what the request was based on, the row's
 * weekdays is 0, its named CHECK `rate_changes_stale` fails and D1 rolls the whole batch back),
 * then the changes, then the hotel's rates version bump (worker/data/rates-version.ts), so the
 * edge cache of public answers never serves a stale one.
 */

import { type RateValues, toCents } from '../../src/domain/ratesheet.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { isStaleConflict, type RatesheetPlanRow } from './ratesheet.ts';

// ---------------------------------------------------------------------------------------------
// Cell edits

/** What a cell write needs to know about the hotel before it runs (one batch). */
export type CellWriteState = {
  timeZone: string | null;
  /** Room types of the hotel among those named. */
  roomTypes: Map<number, { enabled: boolean }>;
  /** Rate plans of the hotel among those named. */
  plans: Map<number, RatesheetPlanRow>;
  hotelClosings: Set<string>;
};

export async function loadCellWriteState(
  db: D1Database,
  query: {
    hotelId: number;
    roomTypeIds: number[];
    ratePlanIds: number[];
    dates: string[];
  },
): Promise<CellWriteState> {
  const results = await db.batch<unknown>([
    db.prepare('SELECT time_zone FROM hotels WHERE id = ?1').bind(query.hotelId),
    db
      .prepare(
        `SELECT id, enabled FROM room_types WHERE hotel_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(query.hotelId, JSON.stringify(query.roomTypeIds)),
    db
      .prepare(
        `SELECT id, name_key, name_json, type, parent_rate_plan_id, derivation_kind, derivation_value, pricing_model,
           occupants_for_base_rate, room_type_ids_json, enabled, NULL AS channels
         FROM rate_plans WHERE hotel_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(query.hotelId, JSON.stringify(query.ratePlanIds)),
    db
      .prepare(
        `SELECT date FROM hotel_closings WHERE hotel_id = ?1 AND date IN (SELECT value FROM json_each(?2))`,
      )
      .bind(query.hotelId, JSON.stringify(query.dates)),
  ]);
  const rowsOf = <T>(index: number): T[] => (results[index]?.results ?? []) as T[];
  const hotel = rowsOf<{ time_zone: string }>(0)[0];
  return {
    timeZone: hotel?.time_zone ?? null,
    roomTypes: new Map(
      rowsOf<{ id: number; enabled: number }>(1).map((row) => [row.id, { enabled: row.enabled === 1 }]),
    ),
    plans: new Map(rowsOf<RatesheetPlanRow>(2).map((row) => [row.id, row])),
    hotelClosings: new Set(rowsOf<{ date: string }>(3).map((row) => row.date)),
  };
}

/** One cell write: the values it was based on and the values it sets (both whole cells). */
export type CellWrite = {
  roomTypeId: number;
  ratePlanId: number;
  date: string;
  expected: RateValues;
  next: RateValues;
};

function cellParams(
  values: RateValues,
): [number | null, number | null, number | null, number, number, number] {
  return [
    values.amount === null ? null : toCents(values.amount),
    values.minLOS,
    values.maxLOS,
    values.closed ? 1 : 0,
    values.closedToArrival ? 1 : 0,
    values.closedToDeparture ? 1 : 0,
  ];
}

const CELL_JSON = `json_object('amountCents', amount_cents, 'minLOS', min_los, 'maxLOS', max_los, 'closed', closed,
  'cta', cta, 'ctd', ctd)`;

/**
 * Applies cell writes in ONE batch: per cell an audit row (before/after, guarded on the stored
 * cell being `expected`: a row with all values empty counts as no row) and the upsert, then the
 * rates version bump. False when any cell changed meanwhile (nothing written).
 */
export async function applyCellWrites(
  db: D1Database,
  write: { hotelId: number; managerId: number; now: Date; cells: ReadonlyArray<CellWrite> },
): Promise<boolean> {
  const now = write.now.toISOString();
  const statements: D1PreparedStatement[] = [];
  for (const cell of write.cells) {
    const key = [cell.roomTypeId, cell.date, cell.ratePlanId] as const;
    const expected = cellParams(cell.expected);
    const next = cellParams(cell.next);
    const after = JSON.stringify({
      amountCents: next[0],
      minLOS: next[1],
      maxLOS: next[2],
      closed: next[3],
      cta: next[4],
      ctd: next[5],
    });
    const pk = 'room_type_id = ?1 AND date = ?2 AND rate_plan_id = ?3';
    statements.push(
      db
        .prepare(
          `INSERT INTO rate_changes (hotel_id, manager_id, changed_date, action, room_type_id, rate_plan_id, start_date,
             end_date, weekdays, before_json, after_json)
           SELECT ?10, ?11, ?12, 'CELL', ?1, ?3, ?2, ?2,
             CASE WHEN coalesce(
               (SELECT amount_cents IS ?4 AND min_los IS ?5 AND max_los IS ?6 AND closed = ?7 AND cta = ?8 AND ctd = ?9
                FROM daily_rates WHERE ${pk}),
               ?4 IS NULL AND ?5 IS NULL AND ?6 IS NULL AND ?7 = 0 AND ?8 = 0 AND ?9 = 0) THEN 127 ELSE 0 END,
             (SELECT ${CELL_JSON} FROM daily_rates WHERE ${pk}), ?13`,
        )
        .bind(...key, ...expected, write.hotelId, write.managerId, now, after),
      db
        .prepare(
          `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed, cta, ctd)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
           ON CONFLICT (room_type_id, date, rate_plan_id) DO UPDATE SET amount_cents = excluded.amount_cents,
             min_los = excluded.min_los, max_los = excluded.max_los, closed = excluded.closed, cta = excluded.cta,
             ctd = excluded.ctd`,
        )
        .bind(...key, ...next),
    );
  }
  statements.push(bumpRatesVersion(db, write.hotelId));
  try {
    await db.batch(statements);
    return true;
  } catch (error) {
    if (isStaleConflict(error)) return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Day closing (the date header and a room type's status row)

/**
 * Closes (or opens) room types for sale on a date in ONE batch: an audit row per room type whose
 * state changes, `inventory.room_closed` (a missing inventory row is created closed, with the
 * type's enabled rooms not closed in the planning as its total, so the night stays closed), the
 * rates version bump. Returns the room types changed (0: all were already in that state). The
 * planning's closings are per physical room (room_closings + inventory.total, planning.ts); this
 * one is the room type's sale closing, and both keep each other's numbers.
 */
export async function applyDayClosing(
  db: D1Database,
  change: {
    hotelId: number;
    managerId: number;
    date: string;
    closed: boolean;
    roomTypeIds: number[];
    now: Date;
  },
): Promise<number> {
  const ids = JSON.stringify(change.roomTypeIds);
  const wanted = change.closed ? 1 : 0;
  const open = 'NOT EXISTS (SELECT 1 FROM hotel_closings WHERE hotel_id = ?3 AND date = ?2)';
  const statements = [
    db
      .prepare(
        `INSERT INTO rate_changes (hotel_id, manager_id, changed_date, action, room_type_id, rate_plan_id, start_date,
           end_date, weekdays, before_json, after_json)
         SELECT ?3, ?5, ?6, 'CLOSING', rt.id, NULL, ?2, ?2, 127, json_object('closed', coalesce(i.room_closed, 0)),
           json_object('closed', ?4)
         FROM room_types rt LEFT JOIN inventory i ON i.room_type_id = rt.id AND i.date = ?2
         WHERE rt.hotel_id = ?3 AND rt.id IN (SELECT value FROM json_each(?1)) AND coalesce(i.room_closed, 0) <> ?4
           AND ${open}`,
      )
      .bind(ids, change.date, change.hotelId, wanted, change.managerId, change.now.toISOString()),
    change.closed
      ? db
          .prepare(
            `INSERT INTO inventory (room_type_id, date, total, booked, room_closed)
             SELECT rt.id, ?2, max(0, (SELECT count(*) FROM rooms r WHERE r.room_type_id = rt.id AND r.enabled = 1)
               - (SELECT count(*) FROM room_closings rc JOIN rooms r ON r.id = rc.room_id
                  WHERE r.room_type_id = rt.id AND rc.date = ?2)), 0, 1
             FROM room_types rt WHERE rt.hotel_id = ?3 AND rt.id IN (SELECT value FROM json_each(?1)) AND ${open}
             ON CONFLICT (room_type_id, date) DO UPDATE SET room_closed = 1`,
          )
          .bind(ids, change.date, change.hotelId)
      : db
          .prepare(
            `UPDATE inventory SET room_closed = 0
             WHERE date = ?2 AND room_closed = 1 AND ${open}
               AND room_type_id IN (SELECT rt.id FROM room_types rt
                 WHERE rt.hotel_id = ?3 AND rt.id IN (SELECT value FROM json_each(?1)))`,
          )
          .bind(ids, change.date, change.hotelId),
    bumpRatesVersion(db, change.hotelId),
  ];
  const results = await db.batch(statements);
  return results[0]?.meta.changes ?? 0;
}

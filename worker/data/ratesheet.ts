/**
 * The ratesheet's reads and writes (BOSCREENS/BODATA/BOFLOW/BOCHECK): one hotel's room types × rate plans
 * against a span of dates, with daily rates, inventory, the hotel's closings, the channels and
 * the last change of each cell from the audit (`rate_changes`, migration 0009).
 *
 * - A read is ONE batch of eight set-based statements whatever the hotel's size; the sheet is
 *   assembled in memory (derived amounts with the booking engine's `deriveAmount`).
 * - Every write is ONE batch: audit rows first (each carries the guard: when the stored state is
 *   not what the request was based on, the row's weekdays is 0, its named CHECK
 *   `rate_changes_stale` fails and D1 rolls the whole batch back), then the changes, then the
 *   hotel's rates version bump (worker/data/rates-version.ts), so the edge cache of public
 *   answers never serves a stale one.
 * - The bulk edit is set-based: a recursive CTE generates the period's dates filtered by
 *   weekday, crossed with the (room type, plan) pairs, and ONE `INSERT … ON CONFLICT DO UPDATE`
 *   with COALESCE keeps the values the target leaves empty: no statement per cell.
 */

import type {
  LastChange,
  RatesheetDay,
  RatesheetPlan,
  RatesheetRate,
  RatesheetResponse,
  RatesheetRoomType,
} from '../../src/contracts/secure/ratesheet.ts';
import { deriveAmount, MAX_DERIVATION_DEPTH } from '../../src/domain/booking/rates.ts';
import {
  addDays,
  daysBetween,
  EMPTY_RATE,
  fromCents,
  isoWeekday,
  latestChange,
  type RateFieldChange,
  type RateValues,
  rateFieldChanges,
  type TargetRate,
  targetFieldChanges,
  toCents,
  weekdayMask,
} from '../../src/domain/ratesheet.ts';
import { parseJson } from './booking.ts';
import { bumpRatesVersion } from './rates-version.ts';

// ---------------------------------------------------------------------------------------------
// Rows

type HotelRow = { id: number; time_zone: string; currency: string; rates_version: number };

type RoomTypeRow = {
  id: number;
  name_key: string;
  name_json: string;
  category: string;
  enabled: number;
  total_rooms: number;
  channels: string | null;
};

type PlanRow = {
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

type RateRow = {
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

type InventoryRow = {
  room_type_id: number;
  date: string;
  total: number;
  booked: number;
  room_closed: number;
};

type ChangeRow = {
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

type ChannelRow = { id: number; channel: string; disabled: number };

/** Everything the sheet of one hotel and span is built from. */
export type RatesheetRows = {
  hotel: HotelRow;
  roomTypes: RoomTypeRow[];
  plans: PlanRow[];
  rates: RateRow[];
  inventory: InventoryRow[];
  hotelClosings: string[];
  changes: ChangeRow[];
  channels: ChannelRow[];
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
  const hotel = rowsOf<HotelRow>(0)[0];
  if (!hotel) return null;
  return {
    hotel,
    roomTypes: rowsOf<RoomTypeRow>(1),
    plans: rowsOf<PlanRow>(2),
    rates: rowsOf<RateRow>(3),
    inventory: rowsOf<InventoryRow>(4),
    hotelClosings: rowsOf<{ date: string }>(5).map((row) => row.date),
    changes: rowsOf<ChangeRow>(6),
    channels: rowsOf<ChannelRow>(7),
  };
}

// ---------------------------------------------------------------------------------------------
// Assembly

function nameOf(json: string, language: string, fallback: string): string {
  const names = parseJson<Record<string, string>>(json, {});
  return names[language] || names.en || fallback;
}

function channelList(json: string | null): string[] {
  return parseJson<string[]>(json, []).filter((value) => typeof value === 'string');
}

/** True when a plan is sold for a room type (room_type_ids_json NULL = every room type). */
export function planSoldFor(plan: Pick<PlanRow, 'room_type_ids_json'>, roomTypeId: number): boolean {
  if (plan.room_type_ids_json === null) return true;
  const ids = parseJson<unknown[]>(plan.room_type_ids_json, []);
  return ids.some((id) => Number(id) === roomTypeId);
}

/** A stored row as the values of a cell (no row: nothing set, open). */
function rowValues(row: RateRow | undefined): RateValues {
  return row
    ? {
        amount: row.amount_cents === null ? null : fromCents(row.amount_cents),
        minLOS: row.min_los,
        maxLOS: row.max_los,
        closed: row.closed === 1,
        closedToArrival: row.cta === 1,
        closedToDeparture: row.ctd === 1,
      }
    : EMPTY_RATE;
}

/** Plans first by parent (roots, then each derived plan after its parent), keeping position order. */
function orderPlans(plans: ReadonlyArray<PlanRow>): PlanRow[] {
  const ordered: PlanRow[] = [];
  const placed = new Set<number>();
  const place = (plan: PlanRow, depth: number) => {
    if (placed.has(plan.id) || depth > MAX_DERIVATION_DEPTH) return;
    placed.add(plan.id);
    ordered.push(plan);
    for (const child of plans) if (child.parent_rate_plan_id === plan.id) place(child, depth + 1);
  };
  for (const plan of plans) if (plan.parent_rate_plan_id === null) place(plan, 0);
  // Derived plans whose parent is missing or in a cycle still show (with no amounts).
  for (const plan of plans) if (!placed.has(plan.id)) place(plan, 0);
  return ordered;
}

/** The chain from a plan up to its root (plan first); null when broken (missing parent or cycle). */
function chainOf(plan: PlanRow, byId: ReadonlyMap<number, PlanRow>): PlanRow[] | null {
  const chain = [plan];
  let current = plan;
  while (current.parent_rate_plan_id !== null) {
    const parent = byId.get(current.parent_rate_plan_id);
    if (!parent || chain.includes(parent) || chain.length > MAX_DERIVATION_DEPTH) return null;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/**
 * A derived plan's cell as the booking engine resolves it (src/domain/booking/rates.ts): the
 * restrictions of the nearest plan in the chain with a row, the root's amount derived down the
 * chain, rounding at every level.
 */
function derivedValues(chain: ReadonlyArray<PlanRow>, rows: ReadonlyArray<RateRow | undefined>): RateValues {
  const nearest = rows.find((row) => row !== undefined);
  if (!nearest) return rowValues(undefined);
  let cents = rows[rows.length - 1]?.amount_cents ?? null;
  for (let i = chain.length - 2; i >= 0 && cents !== null; i--) {
    const link = chain[i];
    if (link?.derivation_kind && link.derivation_value !== null) {
      cents = deriveAmount(cents, { kind: link.derivation_kind, value: link.derivation_value });
    }
  }
  return { ...rowValues(nearest), amount: cents === null ? null : fromCents(Math.max(0, cents)) };
}

/** The response of a sheet from its rows (`today` is the hotel's). */
export function toRatesheetResponse(
  rows: RatesheetRows,
  span: { from: string; to: string; today: string; language: string },
): RatesheetResponse {
  const { from, to, today, language } = span;
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const hotelClosed = new Set(rows.hotelClosings);
  const rateOf = new Map<string, RateRow>();
  for (const row of rows.rates) rateOf.set(`${row.room_type_id}:${row.rate_plan_id}:${row.date}`, row);
  const stockOf = new Map<string, InventoryRow>();
  for (const row of rows.inventory) stockOf.set(`${row.room_type_id}:${row.date}`, row);
  const changeOf = latestChangeIndex(rows.changes);
  const plansById = new Map(rows.plans.map((plan) => [plan.id, plan]));
  const plans = orderPlans(rows.plans);

  const roomTypes: RatesheetRoomType[] = rows.roomTypes.map((roomType) => {
    const availabilityOf = (date: string) => {
      const stock = stockOf.get(`${roomType.id}:${date}`);
      return stock
        ? { actual: Math.max(0, stock.total - stock.booked), total: stock.total }
        : { actual: 0, total: 0 };
    };
    const sold = plans.filter((plan) => planSoldFor(plan, roomType.id));
    const ratePlans: RatesheetPlan[] = sold.map((plan) => {
      const chain = chainOf(plan, plansById);
      const rates: RatesheetRate[] = dates.map((date) => {
        const own = rateOf.get(`${roomType.id}:${plan.id}:${date}`);
        const values =
          plan.parent_rate_plan_id === null
            ? rowValues(own)
            : chain
              ? derivedValues(
                  chain,
                  chain.map((link) => rateOf.get(`${roomType.id}:${link.id}:${date}`)),
                )
              : rowValues(undefined);
        const stock = stockOf.get(`${roomType.id}:${date}`);
        return {
          id: `${roomType.id}:${plan.id}:${date}`,
          date,
          ...values,
          roomClosed: stock?.room_closed === 1,
          hotelClosed: hotelClosed.has(date),
          pastDate: date < today,
          availability: availabilityOf(date),
          lastChange: changeOf.cell(roomType.id, plan.id, date),
        };
      });
      return {
        id: plan.id,
        nameKey: plan.name_key,
        name: nameOf(plan.name_json, language, plan.name_key),
        type: plan.type,
        enabled: plan.enabled === 1,
        primary: plan.parent_rate_plan_id === null,
        parentRatePlanDerivation:
          plan.parent_rate_plan_id !== null && plan.derivation_kind !== null
            ? {
                parentRatePlanId: plan.parent_rate_plan_id,
                kind: plan.derivation_kind,
                // AMOUNT derivations are stored in cents; the API speaks currency units.
                value:
                  plan.derivation_kind === 'AMOUNT'
                    ? fromCents(plan.derivation_value ?? 0)
                    : (plan.derivation_value ?? 0),
              }
            : null,
        pricingModel: plan.pricing_model,
        occupantsForBaseRate:
          plan.pricing_model === 'OCCUPANCY_BASED_PRICING' ? plan.occupants_for_base_rate : null,
        defaultMinStay: plan.min_stay ?? null,
        defaultMaxStay: plan.max_stay ?? null,
        linkedChannels: channelList(plan.channels),
        rates,
      };
    });
    return {
      id: roomType.id,
      nameKey: roomType.name_key,
      name: nameOf(roomType.name_json, language, roomType.name_key),
      category: roomType.category,
      enabled: roomType.enabled === 1,
      totalRooms: roomType.total_rooms,
      hasPrimaryRatePlan: sold.some((plan) => plan.parent_rate_plan_id === null && plan.enabled === 1),
      linkedChannels: channelList(roomType.channels),
      days: dates.map((date) => ({
        date,
        roomClosed: stockOf.get(`${roomType.id}:${date}`)?.room_closed === 1,
        availability: availabilityOf(date),
        lastChange: changeOf.closing(roomType.id, date),
      })),
      ratePlans,
    };
  });

  const enabledTypes = roomTypes.filter((roomType) => roomType.enabled);
  const days: RatesheetDay[] = dates.map((date, index) => ({
    date,
    weekday: isoWeekday(date),
    past: date < today,
    today: date === today,
    hotelClosed: hotelClosed.has(date),
    roomsClosed:
      enabledTypes.length > 0 && enabledTypes.every((roomType) => roomType.days[index]?.roomClosed),
  }));
  return {
    hotelId: rows.hotel.id,
    from,
    to,
    today,
    currency: rows.hotel.currency,
    ratesVersion: rows.hotel.rates_version,
    channels: rows.channels.map((row) => ({
      id: row.id,
      channel: row.channel,
      disabled: row.disabled === 1,
    })),
    days,
    roomTypes,
  };
}

/** A cell's values as the audit keeps them ({amountCents, minLOS, maxLOS, closed, cta, ctd}; null: no row). */
function auditValues(json: string | null): RateValues {
  const cell = parseJson<Record<string, unknown> | null>(json, null);
  if (!cell || typeof cell !== 'object') return EMPTY_RATE;
  const count = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    amount: typeof cell.amountCents === 'number' ? fromCents(cell.amountCents) : null,
    minLOS: count(cell.minLOS),
    maxLOS: count(cell.maxLOS),
    closed: Boolean(cell.closed),
    closedToArrival: Boolean(cell.cta),
    closedToDeparture: Boolean(cell.ctd),
  };
}

/** A bulk edit's target as its audit row keeps it (null fields kept each cell's value). */
function auditTarget(json: string): TargetRate {
  const target = parseJson<Record<string, unknown> | null>(json, null) ?? {};
  const count = (value: unknown) => (typeof value === 'number' ? value : null);
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
  return {
    amount: typeof target.amountCents === 'number' ? fromCents(target.amountCents) : null,
    minLOS: count(target.minLOS),
    maxLOS: count(target.maxLOS),
    closedToArrival: flag(target.cta),
    closedToDeparture: flag(target.ctd),
  };
}

/**
 * What a change did to one cell (or to the room type's closing that night), field by field: a
 * cell edit's and a closing's values before and after, a bulk edit's target (parsed once per row).
 */
function changesOf(row: ChangeRow, targets: Map<number, RateFieldChange[]>): RateFieldChange[] {
  if (row.action === 'CLOSING') {
    const closed = (json: string | null) =>
      Boolean(parseJson<{ closed?: unknown } | null>(json, null)?.closed);
    const before = closed(row.before_json);
    const after = closed(row.after_json);
    return before === after ? [] : [{ field: 'roomClosed', before, after }];
  }
  if (row.action === 'CELL')
    return rateFieldChanges(auditValues(row.before_json), auditValues(row.after_json));
  let set = targets.get(row.id);
  if (!set) {
    set = targetFieldChanges(auditTarget(row.after_json));
    targets.set(row.id, set);
  }
  return set;
}

/** Index of the audit rows of a span: the last change of a cell, or of a room type's closing. */
function latestChangeIndex(changes: ReadonlyArray<ChangeRow>) {
  const cells = new Map<string, ChangeRow>();
  const closings = new Map<string, ChangeRow>();
  const bulks = new Map<string, ChangeRow[]>();
  for (const row of changes) {
    if (row.action === 'CELL') {
      const key = `${row.room_type_id}:${row.rate_plan_id}:${row.start_date}`;
      const known = cells.get(key);
      if (!known || known.id < row.id) cells.set(key, row);
    } else if (row.action === 'CLOSING') {
      const key = `${row.room_type_id}:${row.start_date}`;
      const known = closings.get(key);
      if (!known || known.id < row.id) closings.set(key, row);
    } else {
      const key = `${row.room_type_id}:${row.rate_plan_id}`;
      const list = bulks.get(key) ?? [];
      list.push(row);
      bulks.set(key, list);
    }
  }
  for (const list of bulks.values()) list.sort((a, b) => b.id - a.id);
  const targets = new Map<number, RateFieldChange[]>();
  const view = (row: ChangeRow | null | undefined): LastChange | null =>
    row
      ? { by: row.by_name, at: row.changed_date, action: row.action, changes: changesOf(row, targets) }
      : null;
  return {
    cell(roomTypeId: number, ratePlanId: number, date: string): LastChange | null {
      const candidates = [
        cells.get(`${roomTypeId}:${ratePlanId}:${date}`),
        latestChange(bulks.get(`${roomTypeId}:${ratePlanId}`) ?? [], date),
      ];
      let best: ChangeRow | undefined;
      for (const row of candidates) if (row && (!best || row.id > best.id)) best = row;
      return view(best);
    },
    closing(roomTypeId: number, date: string): LastChange | null {
      return view(closings.get(`${roomTypeId}:${date}`));
    },
  };
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

// ---------------------------------------------------------------------------------------------
// Cell edits

/** What a cell write needs to know about the hotel before it runs (one batch). */
export type CellWriteState = {
  timeZone: string | null;
  /** Room types of the hotel among those named. */
  roomTypes: Map<number, { enabled: boolean }>;
  /** Rate plans of the hotel among those named. */
  plans: Map<number, PlanRow>;
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
    plans: new Map(rowsOf<PlanRow>(2).map((row) => [row.id, row])),
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

// ---------------------------------------------------------------------------------------------
// Bulk edit

/** The hotel's room types, plans and channels named by a bulk edit (one batch). */
export type BulkWriteState = {
  timeZone: string | null;
  roomTypeIds: Set<number>;
  plans: Map<number, PlanRow>;
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
    plans: new Map(rowsOf<PlanRow>(2).map((row) => [row.id, row])),
    channels: new Map(
      rowsOf<ChannelRow>(3).map((row) => [row.channel, { id: row.id, disabled: row.disabled === 1 }]),
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

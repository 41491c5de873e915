/**
 * Daily rates and inventory travel packed, one JSON text of columns per room type, and are decoded
 * straight into the engine's indexes: far fewer rows than one per night for a long span.
 */
import type { DailyRateIndex, InventoryIndex } from '../../src/domain/booking/context.ts';
import type { DailyRate, Inventory, IsoDate } from '../../src/domain/booking/types.ts';

/** Per-date rows travel packed: one JSON text per room type (`t`), see DAILY_RATES_SQL. */
export type PackedRow = { t: number; r: string | null };

/**
 * The daily rates of a room type, one array per column, aligned by index (DAILY_RATES_SQL):
 * [ratePlanId[], date[], amountCents[], minLOS[], maxLOS[], closed + 2 × CTA + 4 × CTD[]].
 */
type DailyRateColumns = [
  number[],
  string[],
  (number | null)[],
  (number | null)[],
  (number | null)[],
  number[],
];
/** The inventory of a room type by column (INVENTORY_SQL): [date[], total[], booked[], roomClosed[]]. */
type InventoryColumns = [string[], number[], number[], number[]];

/** Gets or creates the inner map of a nested index. */
function inner<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

/**
 * Decodes the packed daily rates straight into the engine's index (room type → plan → date), so
 * that no list of rows is built only to be indexed again (`createStayContext` takes the index).
 */
export function toDailyRates(rows: PackedRow[]): DailyRateIndex {
  const index = new Map<string, Map<string, Map<IsoDate, DailyRate>>>();
  const planIds = new Map<number, string>();
  for (const row of rows) {
    if (!row.r) continue;
    const roomTypeId = String(row.t);
    const [plans, dates, amounts, minLOS, maxLOS, flags] = JSON.parse(row.r) as DailyRateColumns;
    if (dates.length === 0) continue;
    const byPlan = inner(index, roomTypeId, () => new Map<string, Map<IsoDate, DailyRate>>());
    // The date maps of this room type by numeric plan id: rows alternate between plans.
    const byPlanId = new Map<number, { ratePlanId: string; byDate: Map<IsoDate, DailyRate> }>();
    for (let i = 0; i < dates.length; i++) {
      const planId = plans[i] as number;
      let plan = byPlanId.get(planId);
      if (plan === undefined) {
        const ratePlanId = inner(planIds, planId, () => String(planId));
        plan = { ratePlanId, byDate: inner(byPlan, ratePlanId, () => new Map<IsoDate, DailyRate>()) };
        byPlanId.set(planId, plan);
      }
      const date = dates[i] as string;
      const flag = flags[i] as number;
      plan.byDate.set(date, {
        roomTypeId,
        ratePlanId: plan.ratePlanId,
        date,
        amountCents: amounts[i] ?? null,
        minLOS: minLOS[i] ?? null,
        maxLOS: maxLOS[i] ?? null,
        closed: (flag & 1) !== 0,
        closedToArrival: (flag & 2) !== 0,
        closedToDeparture: (flag & 4) !== 0,
      });
    }
  }
  return index;
}

/** Decodes the packed inventory straight into the engine's index (room type → date). */
export function toInventory(rows: PackedRow[]): InventoryIndex {
  const index = new Map<string, Map<IsoDate, Inventory>>();
  for (const row of rows) {
    if (!row.r) continue;
    const roomTypeId = String(row.t);
    const [dates, totals, booked, closed] = JSON.parse(row.r) as InventoryColumns;
    if (dates.length === 0) continue;
    const byDate = inner(index, roomTypeId, () => new Map<IsoDate, Inventory>());
    for (let i = 0; i < dates.length; i++) {
      const date = dates[i] as string;
      byDate.set(date, {
        roomTypeId,
        date,
        total: totals[i] as number,
        booked: booked[i] as number,
        roomClosed: closed[i] === 1,
      });
    }
  }
  return index;
}

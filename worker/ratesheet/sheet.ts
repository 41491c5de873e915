/**
 * The ratesheet as the screen reads it, assembled in memory from the rows of ONE read
 * (worker/data/ratesheet.ts `loadRatesheetRows`): the span's dates, each room type's plans (roots
 * first, each derived plan after its parent) with their cells, derived amounts resolved down the
 * chain as the booking engine does (`deriveAmount`), availability, closings and each cell's last
 * change (last-change.ts). One lookup per cell in maps built once per read.
 */

import type {
  RatesheetDay,
  RatesheetPlan,
  RatesheetRate,
  RatesheetResponse,
  RatesheetRoomType,
} from '../../src/contracts/secure/ratesheet.ts';
import { deriveAmount, MAX_DERIVATION_DEPTH } from '../../src/domain/booking/rates.ts';
import { addDays, EMPTY_RATE, fromCents, isoWeekday, type RateValues } from '../../src/domain/ratesheet.ts';
import {
  type DailyRateRow,
  type InventoryNightRow,
  planSoldFor,
  type RatesheetPlanRow,
  type RatesheetRows,
} from '../data/ratesheet.ts';
import { parseJson } from '../data/stored-documents.ts';
import { latestChangeIndex } from './last-change.ts';

function nameOf(json: string, language: string, fallback: string): string {
  const names = parseJson<Record<string, string>>(json, {});
  return names[language] || names.en || fallback;
}

function channelList(json: string | null): string[] {
  return parseJson<string[]>(json, []).filter((value) => typeof value === 'string');
}

/** A stored row as the values of a cell (no row: nothing set, open). */
function rowValues(row: DailyRateRow | undefined): RateValues {
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
function orderPlans(plans: ReadonlyArray<RatesheetPlanRow>): RatesheetPlanRow[] {
  const ordered: RatesheetPlanRow[] = [];
  const placed = new Set<number>();
  const place = (plan: RatesheetPlanRow, depth: number) => {
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
function chainOf(
  plan: RatesheetPlanRow,
  byId: ReadonlyMap<number, RatesheetPlanRow>,
): RatesheetPlanRow[] | null {
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
function derivedValues(
  chain: ReadonlyArray<RatesheetPlanRow>,
  rows: ReadonlyArray<DailyRateRow | undefined>,
): RateValues {
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
  const rateOf = new Map<string, DailyRateRow>();
  for (const row of rows.rates) rateOf.set(`${row.room_type_id}:${row.rate_plan_id}:${row.date}`, row);
  const stockOf = new Map<string, InventoryNightRow>();
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

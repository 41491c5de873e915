/**
 * The SQL of the revenue figures and the daily cash report (FOLIO-3, decision 060). Every
 * figure is a GROUP BY (one row per day, or per UTC hour for the booking days): the worker never
 * loads a hotel's reservations. The rules that turn the rows into figures are in
 * src/domain/revenue.ts.
 *
 * - Nights sold and room revenue: the stored nights (`daily_rates_json`, the folio's
 *   ACCOMMODATION lines) of the rooms that stand, by stay date, read from their rows in
 *   reservation_room_nights (kept by triggers, migration 0035).
 * - Supply: the enabled rooms, less the rooms out of order each night (room_closings.out_of_order).
 * - Pickup: reservations by the UTC hour they were made (and cancelled), turned into the hotel's
 *   local day here: SQLite knows no time zones, and an hour is exact for every whole-hour offset.
 */
import { todayIso } from '../../src/domain/dates-format.ts';
import type { CashMovement, PickupDay, RevenueDay } from '../../src/domain/revenue.ts';
import { periodKeys } from '../../src/domain/statistics.ts';

export type HotelMoneySettings = { currency: string; timeZone: string };

export async function hotelMoneySettings(db: D1Database, hotelId: number): Promise<HotelMoneySettings> {
  const row = await db
    .prepare('SELECT currency, time_zone FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ currency: string; time_zone: string }>();
  return { currency: row?.currency ?? 'EUR', timeZone: row?.time_zone ?? 'Europe/Rome' };
}

/**
 * The nights and their amounts of the rooms that stand, per stay date of ?2..?3: the rows the
 * triggers of migration 0035 keep from each room's daily_rates_json (one covering index).
 */
const SOLD_SQL = `
  SELECT date AS d, COUNT(*) AS nights, SUM(amount_cents) AS cents
  FROM reservation_room_nights
  WHERE hotel_id = ?1 AND date BETWEEN ?2 AND ?3 AND status IN ('CONFIRMED', 'EARLY_CHECKOUT')
  GROUP BY date`;

const ROOMS_SQL = 'SELECT COUNT(*) AS n FROM rooms WHERE hotel_id = ? AND enabled = 1';

const OUT_OF_ORDER_SQL = `
  SELECT c.date AS d, COUNT(*) AS n
  FROM room_closings c JOIN rooms r ON r.id = c.room_id
  WHERE r.hotel_id = ?1 AND r.enabled = 1 AND c.out_of_order = 1 AND c.date BETWEEN ?2 AND ?3
  GROUP BY c.date`;

/** Reservations made per UTC hour, and the room nights they booked. */
const MADE_SQL = `
  SELECT substr(r.created_date, 1, 13) AS h, COUNT(DISTINCT r.id) AS n,
         SUM(julianday(rr.end_date) - julianday(rr.start_date)) AS nights
  FROM reservations r JOIN reservation_rooms rr ON rr.reservation_id = r.id
  WHERE r.hotel_id = ?1 AND r.created_date >= ?2 AND r.created_date < ?3
  GROUP BY h`;

/** Room nights given back per UTC hour of their cancellation. */
const CANCELLED_SQL = `
  SELECT substr(r.cancelled_date, 1, 13) AS h,
         SUM(julianday(rr.end_date) - julianday(rr.start_date)) AS nights
  FROM reservations r JOIN reservation_rooms rr ON rr.reservation_id = r.id
  WHERE r.hotel_id = ?1 AND r.status = 'CANCELLED' AND r.cancelled_date >= ?2 AND r.cancelled_date < ?3
  GROUP BY h`;

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type RevenuePeriodRows = { days: RevenueDay[]; pickup: PickupDay[] };

/** Each day of `from`..`to`: its supply, nights sold and room revenue, and its pickup. */
export async function loadRevenueDays(
  db: D1Database,
  hotelId: number,
  period: { from: string; to: string },
  timeZone: string,
): Promise<RevenuePeriodRows> {
  const dates = periodKeys(period.from, period.to, 'DAYS');
  // Every instant that can fall on a local day of the period (offsets reach ±14 h).
  const since = `${shift(period.from, -1)}T00`;
  const until = `${shift(period.to, 2)}T00`;
  const [sold, rooms, outOfOrder, made, cancelled] = await db.batch<unknown>([
    db.prepare(SOLD_SQL).bind(hotelId, period.from, period.to),
    db.prepare(ROOMS_SQL).bind(hotelId),
    db.prepare(OUT_OF_ORDER_SQL).bind(hotelId, period.from, period.to),
    db.prepare(MADE_SQL).bind(hotelId, since, until),
    db.prepare(CANCELLED_SQL).bind(hotelId, since, until),
  ]);
  const soldBy = new Map(
    ((sold?.results ?? []) as Array<{ d: string; nights: number; cents: number }>).map((r) => [r.d, r]),
  );
  const roomCount = ((rooms?.results[0] as { n: number } | undefined)?.n ?? 0) as number;
  const closedBy = new Map(
    ((outOfOrder?.results ?? []) as Array<{ d: string; n: number }>).map((r) => [r.d, r.n]),
  );
  const localDay = (hour: string) => todayIso(new Date(`${hour}:00:00.000Z`), timeZone);
  const pickupBy = new Map(
    dates.map((date) => [date, { date, reservations: 0, roomNights: 0, cancelledRoomNights: 0 }]),
  );
  for (const row of (made?.results ?? []) as Array<{ h: string; n: number; nights: number }>) {
    const day = pickupBy.get(localDay(row.h));
    if (!day) continue;
    day.reservations += row.n;
    day.roomNights += Math.round(row.nights);
  }
  for (const row of (cancelled?.results ?? []) as Array<{ h: string; nights: number }>) {
    const day = pickupBy.get(localDay(row.h));
    if (day) day.cancelledRoomNights += Math.round(row.nights);
  }
  return {
    days: dates.map((date) => ({
      date,
      roomsAvailable: Math.max(0, roomCount - (closedBy.get(date) ?? 0)),
      roomNightsSold: soldBy.get(date)?.nights ?? 0,
      roomRevenueCents: soldBy.get(date)?.cents ?? 0,
    })),
    pickup: dates.map(
      (date) => pickupBy.get(date) ?? { date, reservations: 0, roomNights: 0, cancelledRoomNights: 0 },
    ),
  };
}

export type CashEntryRow = CashMovement & {
  code: string;
  guest: string;
  reference: string | null;
  by: string | null;
  createdDate: string;
};

/** Most movements a cash report lists (a month of a busy hotel is far below). */
const CASH_ROWS = 5000;

/** The payments and refunds of the hotel's folios dated `from`..`to`, in the order they were recorded. */
export async function loadCashMovements(
  db: D1Database,
  hotelId: number,
  period: { from: string; to: string },
): Promise<CashEntryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT p.date, p.kind, p.method, p.amount_cents, p.reference, p.actor_json, p.created_date, r.code,
              trim(coalesce(json_extract(r.guest_json, '$.name'), '') || ' ' ||
                   coalesce(json_extract(r.guest_json, '$.surname'), '')) AS guest
         FROM folio_payments p JOIN reservations r ON r.id = p.reservation_id
        WHERE p.date BETWEEN ?2 AND ?3 AND r.hotel_id = ?1
        ORDER BY p.date, p.created_date, p.id
        LIMIT ${CASH_ROWS}`,
    )
    .bind(hotelId, period.from, period.to)
    .all<{
      date: string;
      kind: 'PAYMENT' | 'REFUND';
      method: string;
      amount_cents: number;
      reference: string | null;
      actor_json: string | null;
      created_date: string;
      code: string;
      guest: string;
    }>();
  return results.map((row) => ({
    date: row.date,
    kind: row.kind,
    method: row.method,
    amountCents: row.amount_cents,
    reference: row.reference,
    by: actorName(row.actor_json),
    createdDate: row.created_date,
    code: row.code,
    guest: row.guest,
  }));
}

function actorName(text: string | null): string | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { name?: unknown; surname?: unknown };
    const name = [value.name, value.surname].filter((part) => typeof part === 'string' && part).join(' ');
    return name || null;
  } catch {
    return null;
  }
}

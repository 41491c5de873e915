import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar, BookingSearch, ReservationView } from '../../src/api/booking-types.ts';
import { addDays } from '../../src/domain/booking/dates.ts';
import {
  BOOKING_SEEDED_KEY,
  buildBookingStatements,
  DEMO_BOOKING_HOTELS,
  DEMO_RATE_DAYS,
  DEMO_RESERVATIONS,
  demoManageToken,
  seedStartDate,
} from './booking-data.ts';
import { DEMO_HOTELS } from './demo-data.ts';
import { buildSeedStatements, type SqlStatement } from './seed-sql.ts';

const NOW = new Date();
const START = seedStartDate(NOW);
const API = 'https://itaca.test/api/rs/public';

function apply(statements: SqlStatement[]) {
  return env.DB.batch(statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}

async function all<T>(sql: string, ...params: (string | number)[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
}

async function one<T>(sql: string, ...params: (string | number)[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

let statements: SqlStatement[];

beforeAll(async () => {
  statements = await buildSeedStatements({ now: NOW, passwordHash: 'test-hash' });
  await apply(statements);
});

describe('booking demo data', () => {
  it('is a few dozen statements, not thousands', async () => {
    const booking = await buildBookingStatements(NOW, DEMO_HOTELS);
    expect(booking.length).toBeLessThan(150);
    const bytes = booking.reduce((n, s) => n + s.sql.length + JSON.stringify(s.params).length, 0);
    expect(bytes).toBeLessThan(300_000);
    expect(booking.at(-1)?.params).toEqual([BOOKING_SEEDED_KEY, NOW.toISOString()]);
  });

  it('covers at least 3 demo hotels (1, 2 and others) with settings, 2-4 room types, rooms and 2+ plans, one derived', async () => {
    const hotelIds = DEMO_BOOKING_HOTELS.map((h) => h.hotelId);
    expect(hotelIds).toEqual(expect.arrayContaining([1, 2]));
    expect(hotelIds.length).toBeGreaterThanOrEqual(3);
    for (const id of hotelIds) {
      const settings = await one<{ allowed_origins_json: string; max_range: number }>(
        'SELECT allowed_origins_json, max_range FROM hotel_booking_settings WHERE hotel_id = ?',
        id,
      );
      expect(JSON.parse(settings.allowed_origins_json).length).toBeGreaterThan(0);
      const types = await one<{ n: number }>('SELECT count(*) AS n FROM room_types WHERE hotel_id = ?', id);
      expect(types.n).toBeGreaterThanOrEqual(2);
      expect(types.n).toBeLessThanOrEqual(4);
      const plans = await all<{ parent_rate_plan_id: number | null }>(
        'SELECT parent_rate_plan_id FROM rate_plans WHERE hotel_id = ?',
        id,
      );
      expect(plans.length).toBeGreaterThanOrEqual(2);
      expect(plans.some((p) => p.parent_rate_plan_id !== null)).toBe(true);
    }
    // Inventory totals are the rooms of each type.
    const mismatched = await all(
      `SELECT i.room_type_id FROM inventory i
       WHERE i.total <> (SELECT count(*) FROM rooms r WHERE r.room_type_id = i.room_type_id AND r.enabled = 1)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('prices every own-rates plan for 365 days from the seed day; derived plans have no rows', async () => {
    const series = await all<{
      room_type_id: number;
      rate_plan_id: number;
      n: number;
      first: string;
      last: string;
    }>(
      `SELECT room_type_id, rate_plan_id, count(*) AS n, min(date) AS first, max(date) AS last
       FROM daily_rates GROUP BY room_type_id, rate_plan_id`,
    );
    expect(series.length).toBeGreaterThanOrEqual(12);
    for (const s of series) {
      expect(s).toMatchObject({ n: DEMO_RATE_DAYS, first: START, last: addDays(START, DEMO_RATE_DAYS - 1) });
    }
    const derived = await one<{ n: number }>(
      `SELECT count(*) AS n FROM daily_rates d JOIN rate_plans p ON p.id = d.rate_plan_id
       WHERE p.parent_rate_plan_id IS NOT NULL`,
    );
    expect(derived.n).toBe(0);
  });

  it('varies prices by season: Christmas and summer above November in Venice', async () => {
    const price = async (monthDay: string) => {
      const row = await one<{ a: number }>(
        `SELECT avg(amount_cents) AS a FROM daily_rates WHERE room_type_id = 102 AND rate_plan_id = 11
         AND strftime('%m-%d', date) = ?`,
        monthDay,
      );
      return row.a;
    };
    const november = await price('11-25');
    expect(await price('12-28')).toBeGreaterThan(november * 1.5);
    expect(await price('08-10')).toBeGreaterThan(november * 1.3);
  });

  it('has closed, CTA, CTD and minimum-stay days within the first weeks, and hotel closings', async () => {
    const soon = addDays(START, 60);
    const flags = await one<{ closed: number; cta: number; ctd: number; minlos: number; maxlos: number }>(
      `SELECT sum(closed) AS closed, sum(cta) AS cta, sum(ctd) AS ctd, sum(min_los > 1) AS minlos,
         sum(max_los IS NOT NULL) AS maxlos
       FROM daily_rates WHERE date < ?`,
      soon,
    );
    expect(flags.closed).toBeGreaterThan(0);
    expect(flags.cta).toBeGreaterThan(0);
    expect(flags.ctd).toBeGreaterThan(0);
    expect(flags.minlos).toBeGreaterThan(0);
    expect(flags.maxlos).toBeGreaterThan(0);
    const closings = await all<{ hotel_id: number; n: number }>(
      'SELECT hotel_id, count(*) AS n FROM hotel_closings GROUP BY hotel_id ORDER BY hotel_id',
    );
    expect(closings.map((c) => c.hotel_id)).toEqual([3, 5]);
    const roomClosed = await one<{ n: number }>('SELECT count(*) AS n FROM inventory WHERE room_closed = 1');
    expect(roomClosed.n).toBeGreaterThan(0);
  });

  it('has sold-out and nearly full nights', async () => {
    const nights = await one<{ full: number; nearly: number; free: number }>(
      `SELECT sum(booked = total) AS full, sum(total - booked = 1) AS nearly, sum(booked < total / 2) AS free
       FROM inventory`,
    );
    expect(nights.full).toBeGreaterThan(0);
    expect(nights.nearly).toBeGreaterThan(50);
    expect(nights.free).toBeGreaterThan(100);
  });

  it('has promotions of several kinds per hotel, one secret with a code each', async () => {
    for (const hotel of DEMO_BOOKING_HOTELS) {
      const rows = await all<{ type: string; secret_code: string | null }>(
        'SELECT type, secret_code FROM promotions WHERE hotel_id = ?',
        hotel.hotelId,
      );
      expect(new Set(rows.map((r) => r.type)).size).toBeGreaterThanOrEqual(3);
      expect(rows.filter((r) => r.secret_code !== null)).toHaveLength(1);
    }
    const kinds = await all<{ type: string }>('SELECT DISTINCT type FROM promotions ORDER BY type');
    expect(kinds.map((k) => k.type)).toEqual([
      'BOOK_TODAY',
      'EARLY_BOOKING',
      'LAST_MINUTE',
      'LAST_SECOND',
      'MINIMUM_STAY',
      'STANDARD',
    ]);
  });

  it('has reservations priced by the engine that take inventory (cancelled ones do not)', async () => {
    const reservations = await all<{ id: number; status: string; total_cents: number; checkin: string }>(
      'SELECT id, status, total_cents, checkin FROM reservations ORDER BY id',
    );
    expect(reservations).toHaveLength(DEMO_RESERVATIONS.length);
    expect(reservations.some((r) => r.status === 'CANCELLED')).toBe(true);
    for (const r of reservations) expect(r.checkin >= START).toBe(true);
    const rooms = await all<{
      reservation_id: number;
      room_type_id: number;
      status: string;
      daily_rates_json: string;
      total_cents: number;
      services_json: string;
    }>(
      'SELECT reservation_id, room_type_id, status, daily_rates_json, total_cents, services_json FROM reservation_rooms',
    );
    for (const room of rooms) {
      const nights = JSON.parse(room.daily_rates_json) as { date: string; amountCents: number }[];
      const services = JSON.parse(room.services_json) as {
        unitCents: number;
        count: number;
        frequency: string;
      }[];
      const nightsTotal = nights.reduce((t, n) => t + n.amountCents, 0);
      expect(room.total_cents).toBeGreaterThanOrEqual(nightsTotal);
      if (services.length === 0) expect(room.total_cents).toBe(nightsTotal);
      for (const night of nights) {
        expect(night.amountCents).toBeGreaterThan(0);
        if (room.status === 'CONFIRMED') {
          const stock = await one<{ booked: number }>(
            'SELECT booked FROM inventory WHERE room_type_id = ? AND date = ?',
            room.room_type_id,
            night.date,
          );
          expect(stock.booked).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('never overwrites: a second seed (even a day later) leaves every existing row as it was', async () => {
    const last = addDays(START, DEMO_RATE_DAYS - 1);
    const counts = () =>
      one<Record<string, number>>(
        `SELECT (SELECT count(*) FROM daily_rates WHERE date <= ?1) a, (SELECT total(amount_cents) FROM daily_rates WHERE date <= ?1) b,
           (SELECT total(booked) FROM inventory WHERE date <= ?1) c, (SELECT count(*) FROM reservations) d,
           (SELECT count(*) FROM rooms) e, (SELECT count(*) FROM promotions) f, (SELECT count(*) FROM room_types) g`,
        last,
      );
    const before = await counts();
    await apply(await buildBookingStatements(NOW, DEMO_HOTELS));
    expect(await counts()).toEqual(before);
    await apply(await buildBookingStatements(new Date(NOW.getTime() + 86_400_000), DEMO_HOTELS));
    expect(await counts()).toEqual(before);
  });
});

describe('the booking API on the demo data', () => {
  it('searches, shows a calendar and reads a demo reservation with its demo token', async () => {
    const search = (await (
      await SELF.fetch(
        `${API}/booking/hotels/ca-dei-dogi-venezia/search?checkin=${addDays(START, 30)}&checkout=${addDays(START, 32)}`,
      )
    ).json()) as BookingSearch;
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.results[0]?.rates.length).toBeGreaterThanOrEqual(2);

    const calendar = (await (
      await SELF.fetch(`${API}/booking/hotels/1/calendar?from=${START}&to=${addDays(START, 59)}`)
    ).json()) as BookingCalendar;
    expect(calendar.days).toHaveLength(60);
    expect(calendar.days.some((d) => d.closedToDeparture)).toBe(true);
    expect(calendar.days.some((d) => d.minLOS !== null && d.minLOS > 1)).toBe(true);
    expect(calendar.days.filter((d) => d.available).length).toBeGreaterThan(40);

    const spec = DEMO_RESERVATIONS[0];
    if (!spec) throw new Error('no demo reservation');
    const token = await demoManageToken(spec.code, NOW);
    const res = await SELF.fetch(`${API}/booking/reservations/${spec.code}?token=${token}`, {
      headers: { 'CF-Connecting-IP': '10.99.0.1' },
    });
    expect(res.status).toBe(200);
    const view = (await res.json()) as ReservationView;
    expect(view).toMatchObject({
      code: spec.code,
      status: 'CONFIRMED',
      guest: { surname: spec.guest.surname },
    });
  });
});

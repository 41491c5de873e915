import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar, ReservationView } from '../../src/contracts/booking-types.ts';
import { addDays } from '../../src/domain/booking/dates.ts';
import { isChannelSource } from '../../src/domain/reservation-sources.ts';
import { readFrontDesk } from '../front-desk/front-desk.ts';
import { loadRoomStates } from '../housekeeping/rooms.ts';
import { demoStay } from '../test/demo-stay.ts';
import {
  BOOKING_SEEDED_KEY,
  buildBookingStatements,
  DEMO_BOOKING_HOTELS,
  DEMO_FUTURE_DAYS,
  DEMO_MONTH_FIRST_ID,
  DEMO_PAST_DAYS,
  DEMO_RATE_DAYS,
  DEMO_RESERVATIONS,
  demoFirstDay,
  demoManageToken,
  hotelClosed,
  seedStartDate,
  windowBooked,
} from './booking-data.ts';
import { DEMO_HOTELS, DEMO_MANAGER } from './demo-data.ts';
import { DEMO_OUT_OF_ORDER_REASON } from './housekeeping.ts';
import { buildSeedStatements, inlineParams, type SqlStatement } from './seed-sql.ts';

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
  it('is a few hundred statements, each under the D1 statement size, fast to build', async () => {
    const started = performance.now();
    const booking = await buildBookingStatements(NOW, DEMO_HOTELS);
    expect(performance.now() - started).toBeLessThan(5_000);
    // Twelve hotels (TRUST: every demo hotel bookable), a few dozen statements each at most.
    expect(booking.length).toBeLessThan(400);
    expect(booking.length / DEMO_BOOKING_HOTELS.length).toBeLessThan(40);
    for (const statement of booking) expect(inlineParams(statement).length).toBeLessThan(100_000);
    const bytes = booking.reduce((n, s) => n + s.sql.length + JSON.stringify(s.params).length, 0);
    expect(bytes).toBeLessThan(4_000_000);
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
    // Inventory totals are the rooms of each type, less those closed that night.
    const mismatched = await all(
      `SELECT i.room_type_id, i.date FROM inventory i
       WHERE i.total <> (SELECT count(*) FROM rooms r WHERE r.room_type_id = i.room_type_id AND r.enabled = 1)
         - (SELECT count(*) FROM room_closings c JOIN rooms r ON r.id = c.room_id
            WHERE r.room_type_id = i.room_type_id AND c.date = i.date)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('prices every own-rates plan from the window first night to 365 days from the seed day; derived plans have no rows', async () => {
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
      const hotel = DEMO_BOOKING_HOTELS.find((h) => h.roomTypes.some((rt) => rt.id === s.room_type_id));
      if (!hotel) throw new Error(`room type ${s.room_type_id} of no demo hotel`);
      const first = demoFirstDay(hotel, START);
      expect(first).toBeLessThanOrEqual(-DEMO_PAST_DAYS);
      expect(s).toMatchObject({
        n: DEMO_RATE_DAYS - first,
        first: addDays(START, first),
        last: addDays(START, DEMO_RATE_DAYS - 1),
      });
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

  it("keeps the chalet's seasonal closing off the seed day's weeks, whatever the seed day", () => {
    const chalet = DEMO_BOOKING_HOTELS.find((h) => h.hotelId === 5);
    if (!chalet) throw new Error('no chalet');
    // [seed day, night offset, closed]: the autumn closing is 15 October–29 November.
    const cases: [string, number, boolean][] = [
      ['2026-11-20', 0, false], // seeded inside it: open, the closing starts after three weeks
      ['2026-11-20', 9, false], // 29 November, the closing's last night, inside the open weeks
      ['2026-10-01', 14, false], // 15 October: the closing would start inside the open weeks…
      ['2026-10-01', 22, true], // …so it starts after them, and ends as usual
      ['2026-10-01', 59, true],
      ['2026-10-01', 60, false], // 30 November
      ['2026-12-20', -30, true], // long past: the closing as it was
      ['2026-12-20', -21, true],
      ['2026-12-20', -20, false],
      ['2027-03-01', 40, true], // 10 April, the spring closing, weeks after the seed day
    ];
    for (const [start, day, closed] of cases) {
      expect([start, day, hotelClosed(chalet, day, addDays(start, day))]).toEqual([start, day, closed]);
    }
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

  it('keeps the hand-written demo reservations and their codes, priced by the engine', async () => {
    const demo = await all<{ id: number; code: string; status: string; checkin: string }>(
      'SELECT id, code, status, checkin FROM reservations WHERE id < ? ORDER BY id',
      DEMO_MONTH_FIRST_ID,
    );
    expect(demo.map((r) => [r.code, r.status])).toEqual(DEMO_RESERVATIONS.map((r) => [r.code, r.status]));
    for (const r of demo) expect(r.checkin >= START).toBe(true);
    const rooms = await all<{
      status: string;
      daily_rates_json: string;
      total_cents: number;
      services_json: string;
    }>(
      `SELECT status, daily_rates_json, total_cents, services_json FROM reservation_rooms WHERE status = 'CONFIRMED'`,
    );
    expect(rooms.length).toBeGreaterThan(500);
    for (const room of rooms) {
      const nights = JSON.parse(room.daily_rates_json) as { amountCents: number }[];
      const services = JSON.parse(room.services_json) as { bookability: string }[];
      const nightsTotal = nights.reduce((t, n) => t + n.amountCents, 0);
      for (const night of nights) expect(night.amountCents).toBeGreaterThan(0);
      expect(room.total_cents).toBeGreaterThanOrEqual(nightsTotal);
      if (!services.some((s) => s.bookability === 'BOOKABLE')) expect(room.total_cents).toBe(nightsTotal);
    }
  });

  it('books every night of every room type exactly as many rooms as are reserved (cancelled ones do not count)', async () => {
    const wrong = await all(
      `SELECT i.room_type_id, i.date, i.booked, i.overbooked, (SELECT count(*) FROM reservation_rooms rr
         WHERE rr.room_type_id = i.room_type_id AND rr.status <> 'CANCELLED'
           AND rr.start_date <= i.date AND i.date < rr.end_date) AS reserved
       FROM inventory i WHERE i.booked + i.overbooked <> reserved`,
    );
    expect(wrong).toEqual([]);
    // Rooms past the total (decision 018) only on full nights, never in booked.
    const overbooked = await all<{ booked: number; total: number; overbooked: number }>(
      'SELECT booked, total, overbooked FROM inventory WHERE overbooked > 0',
    );
    expect(overbooked.length).toBeGreaterThan(0);
    for (const night of overbooked) expect(night.booked).toBe(night.total);
    // The window is a real month in the demo manager's hotels: most nights have rooms booked, from
    // 30 nights back. The other demo hotels are bookable with every room free (no reservations).
    const managed = DEMO_MANAGER.hotelIds.join(', ');
    const window = await one<{ nights: number; busy: number; first: string }>(
      `SELECT count(*) AS nights, sum(booked > 0) AS busy, min(date) AS first FROM inventory
       WHERE date < ? AND room_type_id IN (SELECT id FROM room_types WHERE hotel_id IN (${managed}))`,
      addDays(START, DEMO_FUTURE_DAYS),
    );
    const others = await one<{ booked: number; reservations: number }>(
      `SELECT (SELECT coalesce(sum(booked + overbooked), 0) FROM inventory WHERE room_type_id IN
         (SELECT id FROM room_types WHERE hotel_id NOT IN (${managed}))) AS booked,
       (SELECT count(*) FROM reservations WHERE hotel_id NOT IN (${managed})) AS reservations`,
    );
    expect(others).toEqual({ booked: 0, reservations: 0 });
    expect(window.first <= addDays(START, -DEMO_PAST_DAYS)).toBe(true);
    expect(window.busy / window.nights).toBeGreaterThan(0.5);
  });

  it('keeps the nights the public widget sees: the window profile plus the demo reservations', async () => {
    const demoNights = await all<{ room_type_id: number; start_date: string; end_date: string }>(
      `SELECT room_type_id, start_date, end_date FROM reservation_rooms WHERE reservation_id < ? AND status = 'CONFIRMED'`,
      DEMO_MONTH_FIRST_ID,
    );
    for (const hotel of DEMO_BOOKING_HOTELS) {
      for (const rt of hotel.roomTypes) {
        const rows = await all<{ date: string; booked: number }>(
          'SELECT date, booked FROM inventory WHERE room_type_id = ? AND date >= ? AND date < ? ORDER BY date',
          rt.id,
          START,
          addDays(START, DEMO_FUTURE_DAYS),
        );
        expect(rows).toHaveLength(DEMO_FUTURE_DAYS);
        rows.forEach((row, day) => {
          const demo = demoNights.filter(
            (n) => n.room_type_id === rt.id && n.start_date <= row.date && row.date < n.end_date,
          ).length;
          expect([rt.id, row.date, row.booked]).toEqual([
            rt.id,
            row.date,
            windowBooked(hotel, rt, day, row.date) + demo,
          ]);
        });
      }
      // Sold-out nights stay sold out, nearly full ones keep one room.
      for (const s of hotel.soldOut) {
        for (const day of s.days) {
          const n = await one<{ free: number }>(
            'SELECT total - booked AS free FROM inventory WHERE room_type_id = ? AND date = ?',
            s.roomTypeId,
            addDays(START, day),
          );
          expect(n.free).toBe(0);
        }
      }
    }
  });

  it('gives every stay a physical room of its type, never two on one room and night', async () => {
    const doubled = await all(
      `SELECT a.id, b.id FROM reservation_rooms a JOIN reservation_rooms b
         ON a.room_id = b.room_id AND a.id < b.id AND a.start_date < b.end_date AND b.start_date < a.end_date
       WHERE a.status <> 'CANCELLED' AND b.status <> 'CANCELLED'`,
    );
    expect(doubled).toEqual([]);
    const wrongType = await all(
      `SELECT rr.id FROM reservation_rooms rr JOIN rooms r ON r.id = rr.room_id WHERE r.room_type_id <> rr.room_type_id`,
    );
    expect(wrongType).toEqual([]);
    const closedButTaken = await all(
      `SELECT c.room_id, c.date FROM room_closings c JOIN reservation_rooms rr ON rr.room_id = c.room_id
       WHERE rr.status <> 'CANCELLED' AND rr.start_date <= c.date AND c.date < rr.end_date`,
    );
    expect(closedButTaken).toEqual([]);
  });

  it('shows each hotel of the demo manager every status, in-house and future stays, 6+ sources and an overbooking', async () => {
    for (const hotelId of DEMO_MANAGER.hotelIds) {
      const statuses = await all<{ status: string }>(
        'SELECT DISTINCT status FROM reservations WHERE hotel_id = ? ORDER BY status',
        hotelId,
      );
      expect([hotelId, statuses.map((s) => s.status)]).toEqual([
        hotelId,
        ['CANCELLED', 'CONFIRMED', 'EARLY_CHECKOUT', 'NO_SHOW'],
      ]);
      const stays = await one<{ past: number; future: number; inHouse: number; sources: number }>(
        `SELECT sum(checkout <= ?1) AS past, sum(checkin > ?1) AS future,
           sum(checkin < ?1 AND checkout > ?1) AS inHouse, count(DISTINCT source) AS sources
         FROM reservations WHERE hotel_id = ?2 AND status = 'CONFIRMED'`,
        START,
        hotelId,
      );
      expect(stays.past, `hotel ${hotelId}: past stays`).toBeGreaterThan(0);
      expect(stays.future, `hotel ${hotelId}: future stays`).toBeGreaterThan(0);
      expect(stays.sources, `hotel ${hotelId}: sources`).toBeGreaterThanOrEqual(6);
      // Guests are in house tonight: even a seasonal hotel is open around the seed day.
      expect(stays.inHouse, `hotel ${hotelId}: in house`).toBeGreaterThan(0);
      const unassigned = await one<{ n: number }>(
        `SELECT count(*) AS n FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
         WHERE r.hotel_id = ? AND rr.status = 'CONFIRMED' AND rr.room_id IS NULL AND rr.start_date > ?`,
        hotelId,
        START,
      );
      expect(unassigned.n, `hotel ${hotelId}: unassigned`).toBeGreaterThanOrEqual(1);
      // A full night in the next three weeks carries a confirmed overbooking (inventory.overbooked).
      const nights = await one<{ full: number; over: number }>(
        `SELECT sum(i.booked = i.total) AS full, sum(i.overbooked) AS over FROM inventory i
         JOIN room_types t ON t.id = i.room_type_id WHERE t.hotel_id = ? AND i.date > ? AND i.date <= ?`,
        hotelId,
        START,
        addDays(START, 21),
      );
      if (nights.full > 0) expect(nights.over, `hotel ${hotelId}: overbooked`).toBeGreaterThan(0);
      const closings = await one<{ n: number }>(
        'SELECT count(*) AS n FROM room_closings c JOIN rooms r ON r.id = c.room_id WHERE r.hotel_id = ?',
        hotelId,
      );
      expect(closings.n, `hotel ${hotelId}: room closings`).toBeGreaterThan(0);
    }
  });

  it('shows housekeeping rooms in every state on the seed day, an out-of-order room closed for sale, and notes', async () => {
    const statuses = new Set<string>();
    for (const hotelId of DEMO_MANAGER.hotelIds) {
      const { timeZone } = await one<{ timeZone: string }>(
        'SELECT time_zone AS timeZone FROM hotels WHERE id = ?',
        hotelId,
      );
      const rooms = await loadRoomStates(env.DB, {
        hotelId,
        date: START,
        timeZone,
        stayOverEvery: 1,
        language: 'en',
      });
      for (const room of rooms) statuses.add(room.status);
      expect(
        [...new Set(rooms.map((r) => r.status))].sort(),
        `hotel ${hotelId}: every housekeeping state`,
      ).toEqual(['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER']);
      // Nobody cleaned the rooms of today's departures yet; the others were cleaned or inspected.
      const departures = rooms.filter((r) => r.departureToday && r.status !== 'OUT_OF_ORDER');
      expect(
        departures.every((r) => r.status === 'DIRTY'),
        `hotel ${hotelId}: departures`,
      ).toBe(true);
      expect(
        rooms.some((r) => r.status === 'CLEAN' || r.status === 'INSPECTED'),
        `hotel ${hotelId}: done`,
      ).toBe(true);
      for (const room of rooms.filter((r) => r.status === 'OUT_OF_ORDER')) {
        expect(room.outOfOrder?.reason).toBe(DEMO_OUT_OF_ORDER_REASON);
        expect(room.departureToday, `hotel ${hotelId}: nobody sleeps in the out-of-order room`).toBe(false);
        const closed = await one<{ n: number }>(
          'SELECT count(*) AS n FROM room_closings WHERE room_id = ? AND date = ? AND out_of_order = 1',
          room.id,
          START,
        );
        expect(closed.n).toBe(1);
      }
      if (rooms.some((r) => r.arrivalToday || r.stayOver))
        expect(rooms.filter((r) => r.note !== null).length, `hotel ${hotelId}: notes`).toBeGreaterThanOrEqual(
          1,
        );
    }
    expect([...statuses].sort()).toEqual(['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER']);
  });

  it("gives every demo hotel's front desk a working day: on the seed day and three days on", async () => {
    for (const hotelId of DEMO_MANAGER.hotelIds) {
      for (const date of [START, addDays(START, 3)]) {
        const desk = await readFrontDesk(env.DB, hotelId, date, NOW);
        if (!desk.ok) throw new Error(desk.message);
        const { arrivals, inHouse, departures } = desk.value;
        const at = `hotel ${hotelId} on ${date}`;
        expect(arrivals.length, `${at}: arrivals`).toBeGreaterThanOrEqual(2);
        expect(inHouse.length, `${at}: in house`).toBeGreaterThanOrEqual(2);
        expect(departures.length, `${at}: departures`).toBeGreaterThanOrEqual(2);
        if (date !== START) continue;
        // Today: one party ready to check in, one whose documents are missing; guests checked in
        // with their documents; departures still in house, owing what they settle at the desk.
        expect(
          arrivals.some((a) => a.state === 'EXPECTED' && a.documents.done),
          `${at}: ready`,
        ).toBe(true);
        expect(
          arrivals.some((a) => a.state === 'EXPECTED' && !a.documents.done),
          `${at}: missing`,
        ).toBe(true);
        expect(inHouse.every((s) => s.state === 'IN_HOUSE')).toBe(true);
        expect(inHouse.filter((s) => s.documents.done).length, `${at}: documents`).toBeGreaterThanOrEqual(2);
        expect(departures.every((d) => d.state === 'IN_HOUSE' && d.action === 'check-out')).toBe(true);
        expect(
          departures.some((d) => d.balanceDue > 0),
          `${at}: balance due`,
        ).toBe(true);
        const sources = [...arrivals, ...inHouse, ...departures].map((r) => r.source);
        expect(sources.some(isChannelSource), `${at}: an OTA's guests`).toBe(true);
      }
    }
  });

  it('books each stay days before arrival, for guests with example e-mails and varied nationalities', async () => {
    const rows = await all<{
      code: string;
      created_date: string;
      checkin: string;
      guest_email: string;
      guest_json: string;
    }>('SELECT code, created_date, checkin, guest_email, guest_json FROM reservations');
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.created_date < NOW.toISOString()).toBe(true);
      expect(r.created_date.slice(0, 10) <= r.checkin).toBe(true);
      expect(r.guest_email).toMatch(/^[a-z0-9.]+@example\.[a-z]+$/);
    }
    const countries = new Set(
      rows.map((r) => (JSON.parse(r.guest_json) as { countryIso: string }).countryIso),
    );
    expect(countries.size).toBeGreaterThanOrEqual(8);
  });

  it('gives the guests in house identity documents (one per guest, on their room) and a few notes', async () => {
    const rows = await all<{
      documents_json: string;
      complete_count: number;
      room_id: number | null;
      guests: number;
      checkin: string;
    }>(
      `SELECT d.documents_json, d.complete_count, rr.room_id, rr.adults + rr.boys + rr.children + rr.kids AS guests,
         r.checkin
       FROM reservation_guest_documents d JOIN reservations r ON r.id = d.reservation_id
       JOIN reservation_rooms rr ON rr.reservation_id = r.id`,
    );
    expect(rows.length).toBeGreaterThan(3);
    const statuses = new Set<string>();
    for (const row of rows) {
      expect(row.checkin <= START).toBe(true);
      const docs = JSON.parse(row.documents_json) as {
        roomId: number | null;
        status: string;
        guestType: string;
      }[];
      expect(docs).toHaveLength(row.guests);
      expect(docs.filter((d) => d.status === 'COMPLETE')).toHaveLength(row.complete_count);
      for (const doc of docs) {
        expect(doc.roomId).toBe(row.room_id);
        statuses.add(doc.status);
      }
      expect(['SINGLE_GUEST', 'GROUP_LEADER', 'HOUSEHOLDER']).toContain(docs[0]?.guestType);
    }
    expect([...statuses].sort()).toEqual(['COMPLETE', 'PARTIAL']);
    const notes = await all<{ text: string; created_by_json: string }>(
      'SELECT text, created_by_json FROM reservation_notes',
    );
    expect(notes.length).toBeGreaterThan(3);
    for (const note of notes) {
      expect(note.text.length).toBeLessThanOrEqual(400);
      expect(JSON.parse(note.created_by_json)).toEqual({
        name: DEMO_MANAGER.name,
        surname: DEMO_MANAGER.surname,
      });
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
    // A month out, or the first 2-night stay after it that the demo calendar sells with two plans.
    const search = await demoStay('ca-dei-dogi-venezia', addDays(START, 30), 2, (s) =>
      s.results.some((result) => result.rates.length >= 2),
    );
    expect(search.checkin >= addDays(START, 30)).toBe(true);
    // The worker's today is the seed's: the night before it is refused.
    const yesterday = await SELF.fetch(
      `${API}/booking/hotels/ca-dei-dogi-venezia/search?checkin=${addDays(START, -1)}&checkout=${addDays(START, 1)}`,
    );
    expect(yesterday.status).toBe(400);

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

describe('every demo hotel is bookable (TRUST: featured hotels with a price)', () => {
  it('gives every demo hotel room types, rooms and a priced, open night in each of the coming months', async () => {
    for (const hotel of DEMO_HOTELS) {
      const rooms = await one<{ n: number }>('SELECT count(*) AS n FROM rooms WHERE hotel_id = ?', hotel.id);
      expect(rooms.n, hotel.nameAlias).toBeGreaterThanOrEqual(2);
      for (const month of [0, 30, 60, 90, 120, 150]) {
        const from = addDays(START, month);
        const open = await one<{ n: number }>(
          `SELECT count(*) AS n FROM daily_rates d JOIN room_types rt ON rt.id = d.room_type_id
           JOIN inventory i ON i.room_type_id = d.room_type_id AND i.date = d.date
           WHERE rt.hotel_id = ? AND d.date >= ? AND d.date < ? AND d.closed = 0 AND d.amount_cents > 0
             AND i.booked < i.total AND i.room_closed = 0`,
          hotel.id,
          from,
          addDays(from, 30),
        );
        expect(open.n, `${hotel.nameAlias} from ${from}`).toBeGreaterThan(0);
      }
    }
  });
});

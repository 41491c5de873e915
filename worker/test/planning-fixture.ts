/**
 * The planning's workerd fixture, on top of the booking fixture (hotel 9201, its room types
 * Double T1–T5, Last room L1, Third night full F1–F2, inventory for days 0..59, hotel closed on
 * day 40):
 *
 * - manager 'planner.test@example.com' runs hotel 9201; 'outsider.test@example.com' runs only
 *   hotel 9302 (with one room, OUT1), so every route can be asked for another manager's hotel;
 * - the reservation sources of app_config (two of them);
 * - `insertStay` writes a reservation with one room straight into D1 (any dates, any status,
 *   assigned or not), taking its nights in the inventory like a booking would;
 * - `seedLargeHotel` generates a hotel of 100 rooms (10 types) with rates, inventory and a
 *   month full of reservations, for the planning's timing.
 */
import { env } from 'cloudflare:workers';
import { addDays } from '../../src/domain/booking/dates.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { DOUBLE, day, FLEX, HOTEL_ID, seedBookingFixture, today } from './booking-fixture.ts';

export const PLANNER = 'planner.test@example.com';
export const OUTSIDER = 'outsider.test@example.com';
export const PASSWORD = 'Manager2026!';
export const OTHER_HOTEL_ID = 9302;
export const OTHER_ROOM_TYPE = 93021;
export const SOURCES = [
  { code: 'PHONE', color: '#1565C0' },
  { code: 'WIDGET', color: '#C2185B' },
];

export async function seedPlanningFixture(db: D1Database = env.DB): Promise<void> {
  await seedBookingFixture(db);
  const passwordHash = await hashPassword(PASSWORD);
  const planner = await insertManager(db, {
    email: PLANNER,
    username: 'planner_test',
    name: 'Paola',
    surname: 'Piani',
    passwordHash,
  });
  const outsider = await insertManager(db, {
    email: OUTSIDER,
    username: 'planning_outsider',
    name: 'Oscar',
    surname: 'Altrove',
    passwordHash,
  });
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
           payment_settings_json, policies_json, description_json, created_date, updated_date)
         VALUES (?, 'Elsewhere', 'planning-elsewhere', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
      )
      .bind(OTHER_HOTEL_ID, now, now),
    db
      .prepare(
        `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_occupancy, base_occupancy)
         VALUES (?, ?, 'room.other', '{"en":"Other"}', 'DOUBLE', 2, 2, 2)`,
      )
      .bind(OTHER_ROOM_TYPE, OTHER_HOTEL_ID),
    db
      .prepare(`INSERT INTO rooms (hotel_id, room_type_id, name) VALUES (?, ?, 'OUT1')`)
      .bind(OTHER_HOTEL_ID, OTHER_ROOM_TYPE),
    db
      .prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?)')
      .bind(planner, HOTEL_ID, outsider, OTHER_HOTEL_ID),
    db
      .prepare(`INSERT OR REPLACE INTO app_config (key, value_json) VALUES ('reservation_sources', ?)`)
      .bind(JSON.stringify(SOURCES)),
    // Nights before today, so stays that started in the past have inventory like real ones.
    db
      .prepare(
        `INSERT OR IGNORE INTO inventory (room_type_id, date, total, booked)
         SELECT ?, date(?, '-' || value || ' days'), 5, 0 FROM json_each('[1,2,3,4,5,6,7,8,9,10]')`,
      )
      .bind(DOUBLE, today()),
  ]);
}

/** The id of a room by its name (any hotel). */
export async function roomId(name: string, db: D1Database = env.DB): Promise<number> {
  const row = await db.prepare('SELECT id FROM rooms WHERE name = ?').bind(name).first<{ id: number }>();
  if (!row) throw new Error(`no room ${name}`);
  return row.id;
}

let stayCounter = 0;

export type StayOptions = {
  /** First night as days from the hotel's today. */
  from: number;
  nights: number;
  /** Physical room name (null: unassigned). */
  room: string | null;
  roomTypeId?: number;
  status?: 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';
  source?: string;
  hotelId?: number;
  name?: string;
  surname?: string;
  /** Take the nights in the inventory (default: CONFIRMED stays do). */
  takeInventory?: boolean;
};

/** A reservation of one room written straight into D1; its code and reservation room id. */
export async function insertStay(
  options: StayOptions,
  db: D1Database = env.DB,
): Promise<{ code: string; roomSoldId: number; reservationId: number }> {
  stayCounter += 1;
  const code = `PLAN${String(stayCounter).padStart(6, '0')}`;
  const status = options.status ?? 'CONFIRMED';
  const start = day(options.from);
  const end = day(options.from + options.nights);
  const roomTypeId = options.roomTypeId ?? DOUBLE;
  const nights = Array.from({ length: options.nights }, (_, i) => ({
    date: day(options.from + i),
    amountCents: 10_000,
  }));
  const now = new Date().toISOString();
  const guest = JSON.stringify({
    email: 'guest@example.it',
    name: options.name ?? 'Anna',
    surname: options.surname ?? 'Verdi',
  });
  const takes = options.takeInventory ?? status === 'CONFIRMED';
  const statements = [
    db
      .prepare(
        `INSERT INTO reservations (hotel_id, code, manage_token_hash, checkin, checkout, status, source, guest_email,
           guest_json, initial_total_cents, total_cents, grand_total_cents, created_date, updated_date)
         VALUES (?, ?, 'x', ?, ?, ?, ?, 'guest@example.it', ?, 0, 0, 0, ?, ?)`,
      )
      .bind(
        options.hotelId ?? HOTEL_ID,
        code,
        start,
        end,
        status,
        options.source ?? 'PHONE',
        guest,
        now,
        now,
      ),
    db
      .prepare(
        `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, room_id, rate_type, status,
           start_date, end_date, adults, daily_rates_json, beds_json, initial_total_cents, total_cents)
         VALUES ((SELECT id FROM reservations WHERE code = ?), ?, ?, (SELECT id FROM rooms WHERE name = ?), 'STANDARD',
           ?, ?, ?, 2, ?, ?, 0, 0)`,
      )
      .bind(
        code,
        roomTypeId,
        FLEX,
        options.room,
        status,
        start,
        end,
        JSON.stringify(nights),
        JSON.stringify([
          {
            bedId: 'b',
            type: 'SOFA',
            frequency: 'NIGHTLY',
            unitCents: 0,
            people: { adults: 0, boys: 0, children: 1, kids: 0 },
            status,
          },
        ]),
      ),
  ];
  if (takes) {
    statements.push(
      db
        .prepare(`UPDATE inventory SET booked = booked + 1 WHERE room_type_id = ? AND date >= ? AND date < ?`)
        .bind(roomTypeId, start, end),
    );
  }
  await db.batch(statements);
  const row = await db
    .prepare(
      'SELECT rr.id, r.id AS reservation_id FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE r.code = ?',
    )
    .bind(code)
    .first<{ id: number; reservation_id: number }>();
  if (!row) throw new Error('stay not inserted');
  return { code, roomSoldId: row.id, reservationId: row.reservation_id };
}

/** Inventory of a room type on a date ({total, booked}; null without a row). */
export async function stock(
  roomTypeId: number,
  date: string,
  db: D1Database = env.DB,
): Promise<{ total: number; booked: number } | null> {
  return db
    .prepare('SELECT total, booked FROM inventory WHERE room_type_id = ? AND date = ?')
    .bind(roomTypeId, date)
    .first<{ total: number; booked: number }>();
}

/** Everything a refused planning write must leave alone. */
export async function planningCounts(db: D1Database = env.DB): Promise<Record<string, number | string>> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM room_closings) AS closings,
              (SELECT total(total) FROM inventory) AS totals,
              (SELECT total(booked) FROM inventory) AS booked,
              (SELECT group_concat(id || ':' || coalesce(room_id, '-'), ',') FROM reservation_rooms) AS assignments,
              (SELECT total(version) FROM reservations) AS versions`,
    )
    .first<Record<string, number | string>>();
  if (!row) throw new Error('no counts');
  return row;
}

export const LARGE_HOTEL_ID = 9401;
export const LARGE_MANAGER = 'large.planner@example.com';

/**
 * Hotel 9401: 10 room types × 10 rooms, one own and one derived plan with rates, inventory and,
 * for 31 days from today, a stay in almost every room (3-night stays, every 4th night free), a
 * few unassigned: what a busy month of a 100-room hotel looks like to the planning.
 */
export async function seedLargeHotel(db: D1Database = env.DB): Promise<void> {
  const now = new Date().toISOString();
  const start = today();
  const passwordHash = await hashPassword(PASSWORD);
  const manager = await insertManager(db, {
    email: LARGE_MANAGER,
    username: 'large_planner',
    name: 'Luca',
    surname: 'Grande',
    passwordHash,
  });
  const types = Array.from({ length: 10 }, (_, t) => 94_010 + t);
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
           payment_settings_json, policies_json, description_json, created_date, updated_date)
         VALUES (?, 'Large', 'planning-large', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
      )
      .bind(LARGE_HOTEL_ID, now, now),
    db
      .prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)')
      .bind(manager, LARGE_HOTEL_ID),
    db
      .prepare(
        `INSERT INTO rate_plans (id, hotel_id, name_key, type, parent_rate_plan_id, derivation_kind, derivation_value)
         VALUES (94001, ?1, 'rate.own', 'STANDARD', NULL, NULL, NULL),
                (94002, ?1, 'rate.nr', 'NOT_REFUNDABLE', 94001, 'PERCENTAGE', -15)`,
      )
      .bind(LARGE_HOTEL_ID),
  ];
  for (const [t, type] of types.entries()) {
    statements.push(
      db
        .prepare(
          `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_occupancy,
             base_occupancy, position)
           VALUES (?, ?, ?, ?, 'DOUBLE', 2, 2, 2, ?)`,
        )
        .bind(
          type,
          LARGE_HOTEL_ID,
          `room.large.${t}`,
          JSON.stringify({ en: `Type ${t}`, it: `Tipo ${t}` }),
          t,
        ),
      db
        .prepare(
          `INSERT INTO rooms (hotel_id, room_type_id, name)
           SELECT ?, ?, ? || value FROM json_each('[0,1,2,3,4,5,6,7,8,9]')`,
        )
        .bind(LARGE_HOTEL_ID, type, `${t + 1}0`),
      db
        .prepare(
          `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents)
           SELECT ?, date(?, '+' || value || ' days'), 94001, 8000 + 100 * value FROM json_each(?)`,
        )
        .bind(type, start, JSON.stringify(Array.from({ length: 40 }, (_, n) => n))),
      db
        .prepare(
          `INSERT INTO inventory (room_type_id, date, total, booked)
           SELECT ?, date(?, '+' || value || ' days'), 10, 0 FROM json_each(?)`,
        )
        .bind(type, start, JSON.stringify(Array.from({ length: 40 }, (_, n) => n))),
    );
  }
  // Stays: per room, 3-night stays starting every 4 nights (offset by the room), 31 days.
  const stays: { code: string; type: number; room: string | null; start: string; end: string }[] = [];
  let n = 0;
  for (const [t, type] of types.entries()) {
    for (let r = 0; r < 10; r++) {
      for (let d = (r % 4) - 3; d < 31; d += 4) {
        n += 1;
        const first = addDays(start, d);
        stays.push({
          code: `LRG${String(n).padStart(6, '0')}`,
          type,
          // A few unassigned (overbookings to resolve).
          room: n % 97 === 0 ? null : `${t + 1}0${r}`,
          start: first,
          end: addDays(first, 3),
        });
      }
    }
  }
  const list = JSON.stringify(stays.map((s) => [s.code, s.type, s.room, s.start, s.end]));
  statements.push(
    db
      .prepare(
        `INSERT INTO reservations (hotel_id, code, manage_token_hash, checkin, checkout, source, guest_email, guest_json,
           initial_total_cents, total_cents, grand_total_cents, created_date, updated_date)
         SELECT ?1, json_extract(value, '$[0]'), 'x', json_extract(value, '$[3]'), json_extract(value, '$[4]'), 'WIDGET',
           'g@example.it', '{"name":"Gina","surname":"Ospite"}', 0, 0, 0, ?2, ?2
         FROM json_each(?3)`,
      )
      .bind(LARGE_HOTEL_ID, now, list),
    db
      .prepare(
        `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, room_id, rate_type, start_date,
           end_date, adults, daily_rates_json, initial_total_cents, total_cents)
         SELECT (SELECT id FROM reservations WHERE code = json_extract(value, '$[0]')), json_extract(value, '$[1]'),
           94001, (SELECT id FROM rooms WHERE hotel_id = ?1 AND name = json_extract(value, '$[2]')), 'STANDARD',
           json_extract(value, '$[3]'), json_extract(value, '$[4]'), 2, '[]', 0, 0
         FROM json_each(?2)`,
      )
      .bind(LARGE_HOTEL_ID, list),
  );
  await db.batch(statements);
}

/**
 * A hotel that sets itself up, for the room type and room tests: no room types, rooms, rates or
 * inventory of its own (the tests create them through the API), a manager who runs it and one
 * who runs another hotel. Dates come from the hotel's today (Europe/Rome, as booking-fixture.ts).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { API, day, seedBookingFixture } from './booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from './manager-session.ts';

export type SetupHotel = {
  hotelId: number;
  otherHotelId: number;
  staff: ManagerSession;
  outsider: ManagerSession;
};

export type ErrorBody = { message: string; errors: { field: string; code: string }[] };

/** Inserts hotel `hotelId` (and `hotelId + 1`, somebody else's), their managers, and signs both in. */
export async function seedSetupHotel(hotelId: number, tag: string): Promise<SetupHotel> {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const otherHotelId = hotelId + 1;
  const insertHotel = (id: number, alias: string) =>
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number,
         currency, time_zone, address_json, payment_settings_json, policies_json, description_json, vat_tax,
         deposit_percentage, city_tax_cents, city_tax_limit, created_date, updated_date)
       VALUES (?, 'Setup Hotel', ?, 'HOTEL', 3, 1, 1, 0, 'EUR', 'Europe/Rome', '{"city":"Roma"}',
         '{"creditCards":[{"circuit":"VISA"}]}', '{}', '{}', 10, 0, 0, 0, ?, ?)`,
    ).bind(id, alias, now, now);
  await env.DB.batch([insertHotel(hotelId, `setup-${tag}`), insertHotel(otherHotelId, `setup-${tag}-other`)]);
  const passwordHash = await hashPassword('Manager2026!');
  const link = async (email: string, hotel: number) => {
    const id = await insertManager(env.DB, {
      email,
      username: email.split('@')[0] ?? email,
      name: 'Set',
      surname: 'Up',
      passwordHash,
    });
    await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)')
      .bind(id, hotel)
      .run();
    return signInManager(email);
  };
  const staff = await link(`${tag}.staff@example.com`, hotelId);
  const outsider = await link(`${tag}.outsider@example.com`, otherHotelId);
  return { hotelId, otherHotelId, staff, outsider };
}

/** A request as the back office sends it (`session` null: none). */
export function call(
  session: ManagerSession | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers = session ? session.headers() : { 'Content-Type': 'application/json' };
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = JSON.stringify(body);
  return SELF.fetch(`${SECURE_API}${path}`, init);
}

/** The JSON of an answer expected to have `status`. */
export async function answer<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/** A plan sold at `cents` a night for `roomTypeId` over the next `nights` nights (the plan API comes later). */
export async function seedPlan(
  hotelId: number,
  planId: number,
  roomTypeId: number,
  cents: number,
  nights = 60,
): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO rate_plans (id, hotel_id, name_key, name_json, type, pricing_model)
       VALUES (?, ?, 'rate.setup', '{"en":"Room only"}', 'STANDARD', 'PER_ROOM')`,
    ).bind(planId, hotelId),
    env.DB.prepare(
      `INSERT OR REPLACE INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents)
       SELECT ?1, date(?2, '+' || value || ' days'), ?3, ?4 FROM json_each(?5)`,
    ).bind(roomTypeId, day(0), planId, cents, JSON.stringify(Array.from({ length: nights }, (_, n) => n))),
  ]);
}

/** What the public search sells of `roomTypeId` for `adults` over [checkin, checkout): rooms left, or null. */
export async function roomsOnSale(
  hotelId: number,
  roomTypeId: number,
  checkin: string,
  checkout: string,
  adults = 2,
): Promise<number | null> {
  const res = await SELF.fetch(
    `${API}/booking/hotels/${hotelId}/search?checkin=${checkin}&checkout=${checkout}&adults=${adults}`,
  );
  const body = await answer<{ results: { roomType: { id: number | string }; roomsLeft: number }[] }>(
    res,
    200,
  );
  return body.results.find((r) => Number(r.roomType.id) === roomTypeId)?.roomsLeft ?? null;
}

/** Inventory totals of a room type on the given nights (-1: no row). */
export async function inventoryTotals(roomTypeId: number, dates: ReadonlyArray<string>): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT value AS date, coalesce((SELECT total FROM inventory WHERE room_type_id = ?1 AND date = value), -1) AS total
     FROM json_each(?2) ORDER BY key`,
  )
    .bind(roomTypeId, JSON.stringify(dates))
    .all<{ total: number }>();
  return results.map((row) => row.total);
}

export const ratesVersion = async (hotelId: number) =>
  (
    await env.DB.prepare('SELECT rates_version AS n FROM hotels WHERE id = ?')
      .bind(hotelId)
      .first<{ n: number }>()
  )?.n ?? 0;

export const auditRows = async (hotelId: number) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM property_changes WHERE hotel_id = ?')
      .bind(hotelId)
      .first<{ n: number }>()
  )?.n ?? 0;

/**
 * GET /api/rs/secure/hotels inside workerd: 401 without a session, and each manager sees exactly
 * the hotels linked to them in manager_hotels (sorted by name, with time zone, currency, city
 * and enabled rooms), never another manager's.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import { managedHotelsResponse } from '../../src/contracts/secure/hotels.ts';
import { PERMISSIONS, permissionsOf } from '../../src/domain/hotel-roles.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const HOTELS = `${SECURE_API}/hotels`;

let several: ManagerSession;
let single: ManagerSession;
let none: ManagerSession;

beforeAll(async () => {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const manager = (email: string, username: string) =>
    insertManager(env.DB, { email, username, name: 'Test', surname: username, passwordHash });
  const severalId = await manager('several.hotels@example.com', 'several_hotels');
  const singleId = await manager('single.hotel@example.com', 'single_hotel');
  await manager('no.hotel@example.com', 'no_hotel');
  const hotel = (id: number, name: string, timeZone: string, currency: string, address: string) =>
    env.DB.prepare(
      `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, ?, ?, 'HOTEL', 1, ?, ?, ?, '{}', '{}', '{}', ?, ?)`,
    ).bind(id, name, `alias-${id}`, currency, timeZone, address, now, now);
  await env.DB.batch([
    hotel(9601, 'Villa Zeta', 'Europe/Rome', 'EUR', JSON.stringify({ city: 'Roma' })),
    hotel(9602, 'albergo Alfa', 'Europe/London', 'GBP', JSON.stringify({ city: 'London' })),
    hotel(9603, 'Hotel Mezzo', 'Europe/Rome', 'EUR', 'not json'),
    hotel(9604, 'Other Manager Inn', 'Europe/Berlin', 'EUR', '{}'),
    env.DB.prepare(
      `INSERT INTO room_types (id, hotel_id, name_key, category, max_adults, max_occupancy, base_occupancy)
       VALUES (96011, 9601, 'room.double', 'DOUBLE', 2, 2, 2)`,
    ),
    env.DB.prepare(
      `INSERT INTO rooms (hotel_id, room_type_id, name, enabled) VALUES
         (9601, 96011, '101', 1), (9601, 96011, '102', 1), (9601, 96011, '103', 0)`,
    ),
    env.DB.prepare(
      `INSERT INTO manager_hotels (manager_id, hotel_id, role, status) VALUES
         (?, 9601, 'OWNER', 'ACTIVE'), (?, 9602, 'HOUSEKEEPING', 'ACTIVE'), (?, 9603, 'REVENUE', 'ACTIVE'),
         (?, 9604, 'OWNER', 'SUSPENDED'), (?, 9604, 'OWNER', 'ACTIVE')`,
    ).bind(severalId, severalId, severalId, severalId, singleId),
  ]);
  several = await signInManager('several.hotels@example.com');
  single = await signInManager('single.hotel@example.com');
  none = await signInManager('no.hotel@example.com');
});

async function hotelsOf(session: ManagerSession): Promise<ManagedHotel[]> {
  const res = await SELF.fetch(HOTELS, { headers: { Cookie: session.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return managedHotelsResponse.parse(await res.json());
}

describe('GET /api/rs/secure/hotels', () => {
  it('answers 401 without a session or with an unknown one', async () => {
    const anonymous = await SELF.fetch(HOTELS);
    expect(anonymous.status).toBe(401);
    const forged = await SELF.fetch(HOTELS, {
      headers: { Cookie: '__Host-itaca_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(401);
  });

  it('gives a person exactly the hotels where they are active staff, sorted by name, with clock, currency, city, rooms and their role', async () => {
    const hotels = await hotelsOf(several);
    expect(hotels).toEqual([
      {
        id: 9602,
        name: 'albergo Alfa',
        alias: 'alias-9602',
        type: 'HOTEL',
        city: 'London',
        timeZone: 'Europe/London',
        currency: 'GBP',
        roomsCount: 0,
        role: 'HOUSEKEEPING',
        permissions: ['housekeeping.read', 'housekeeping.write'],
      },
      {
        id: 9603,
        name: 'Hotel Mezzo',
        alias: 'alias-9603',
        type: 'HOTEL',
        city: null,
        timeZone: 'Europe/Rome',
        currency: 'EUR',
        roomsCount: 0,
        role: 'REVENUE',
        permissions: permissionsOf('REVENUE'),
      },
      {
        id: 9601,
        name: 'Villa Zeta',
        alias: 'alias-9601',
        type: 'HOTEL',
        city: 'Roma',
        timeZone: 'Europe/Rome',
        currency: 'EUR',
        roomsCount: 2,
        role: 'OWNER',
        permissions: [...PERMISSIONS],
      },
    ]);
  });

  it("never shows another manager's hotels", async () => {
    expect((await hotelsOf(single)).map((h) => h.id)).toEqual([9604]);
    expect(await hotelsOf(none)).toEqual([]);
    // Suspended at 9604: the hotel is not offered (and the guard refuses it, hotel-access.test.ts).
    expect((await hotelsOf(several)).map((h) => h.id)).not.toContain(9604);
  });
});

/**
 * The role table enforced (decision 055): every secure hotel route of the OpenAPI document names
 * exactly one permission of the list, and each role, signed in at a hotel, is refused (403
 * `error.hotel.permission`) on every route whose permission its row of the table does not grant,
 * before anything else is read. One request per refused route and role; the granted routes are
 * sampled (a read each), since what they answer is their own tests' business. No calendar is
 * read: this file runs once.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOTEL_ROLES,
  type HotelRole,
  PERMISSIONS,
  type Permission,
  roleAllows,
} from '../../src/domain/hotel-roles.ts';
import { app } from '../app.ts';
import { insertManager } from '../data/managers.ts';
import { type ManagerSession, signInManager } from '../test/manager-session.ts';
import { permissionOf } from './hotel-access.ts';
import { hashPassword } from './password.ts';

const ORIGIN = 'https://itaca.test';
const HOTEL = 9801;
const HOTEL_PREFIX = '/api/rs/secure/hotels/{hotelId}';

type Operation = { method: string; path: string; permission: Permission | null };

let operations: Operation[] = [];
const sessions = new Map<HotelRole, ManagerSession>();

/** The permission each served route names, by `METHOD /openapi/{style}/path`. */
function servedPermissions(): Map<string, Set<Permission>> {
  const found = new Map<string, Set<Permission>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const permissions = found.get(key) ?? new Set<Permission>();
    const permission = permissionOf.get(route.handler);
    if (permission) permissions.add(permission);
    found.set(key, permissions);
  }
  return found;
}

beforeAll(async () => {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  await env.DB.prepare(
    `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json, payment_settings_json,
       policies_json, description_json, created_date, updated_date)
     VALUES (?, 'Albergo Ruoli', 'albergo-ruoli', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
  )
    .bind(HOTEL, now, now)
    .run();
  for (const role of HOTEL_ROLES) {
    const email = `${role.toLowerCase()}.9801@example.com`;
    const id = await insertManager(env.DB, {
      email,
      username: `${role.toLowerCase()}_9801`,
      name: role,
      surname: 'Ruoli',
      passwordHash,
    });
    await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES (?, ?, ?)')
      .bind(id, HOTEL, role)
      .run();
    sessions.set(role, await signInManager(email));
  }
  const res = await SELF.fetch(`${ORIGIN}/api/openapi.json`);
  const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  const served = servedPermissions();
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${HOTEL_PREFIX}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => {
        const found = [...(served.get(`${method.toUpperCase()} ${path}`) ?? [])];
        return {
          method: method.toUpperCase(),
          path,
          permission: found.length === 1 ? (found[0] ?? null) : null,
        };
      }),
    );
});

const addressOf = (op: Operation) =>
  `${ORIGIN}${op.path.replace('{hotelId}', String(HOTEL)).replace(/\{\w+\}/g, '1')}`;

function call(op: Operation, session: ManagerSession): Promise<Response> {
  const write = op.method !== 'GET';
  return SELF.fetch(addressOf(op), {
    method: op.method,
    headers: write ? session.headers({ 'Sec-Fetch-Site': 'same-origin' }) : { Cookie: session.cookie },
    ...(write ? { body: '{}' } : {}),
  });
}

describe('the role table, route by route', () => {
  it('finds one permission of the list for every documented hotel route', () => {
    expect(operations.length).toBeGreaterThan(80);
    const known = new Set<string>(PERMISSIONS);
    const without = operations.filter((op) => op.permission === null || !known.has(op.permission));
    expect(without.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it.each(HOTEL_ROLES)(
    'refuses %s every route its row does not grant, before reading anything',
    async (role) => {
      const session = sessions.get(role);
      if (!session) throw new Error(`${role} is not signed in`);
      const wrong: string[] = [];
      for (const op of operations) {
        if (op.permission === null || roleAllows(role, op.permission)) continue;
        const res = await call(op, session);
        const body = (await res.json()) as { errors?: { code: string }[] };
        if (res.status !== 403 || body.errors?.[0]?.code !== 'error.hotel.permission') {
          wrong.push(`${op.method} ${op.path} (${op.permission}): ${res.status}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each([
    // role, a read its row grants
    ['OWNER', '/hotels/{hotelId}/contract'],
    ['MANAGER', '/hotels/{hotelId}/staff'],
    ['FRONT_DESK', '/hotels/{hotelId}/reservations'],
    ['REVENUE', '/hotels/{hotelId}/promotions'],
  ] as const)('lets %s through to %s', async (role, path) => {
    const session = sessions.get(role);
    if (!session) throw new Error(`${role} is not signed in`);
    const res = await call({ method: 'GET', path: `/api/rs/secure${path}`, permission: null }, session);
    expect(res.status).toBe(200);
  });
});

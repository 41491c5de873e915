/**
 * The hotel guard on every secure route under `/hotels/{hotelId}`: walked from the OpenAPI
 * document the worker serves, so a new hotel route is checked as soon as it is documented (and
 * openapi.test.ts makes sure every served route is). Each one answers 401 without a session, 403
 * to a manager who does not run the hotel (with the anti-forgery header on writes, so the 403 is
 * the guard's), and 400 for a hotel id that is not one; each names its permission.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../src/domain/hotel-roles.ts';
import { app } from '../app.ts';
import { HOTEL_ID } from '../test/booking-fixture.ts';
import { type ManagerSession, signInManager } from '../test/manager-session.ts';
import { OTHER_HOTEL_ID, OUTSIDER, seedPlanningFixture } from '../test/planning-fixture.ts';
import { HOTEL_NOT_MANAGED, permissionOf } from './hotel-access.ts';

const ORIGIN = 'https://itaca.test';
const HOTEL_PREFIX = '/api/rs/secure/hotels/{hotelId}';

type Operation = { method: string; path: string };
type ErrorBody = { message: string; errors: { field: string; code: string }[] };

let outsider: ManagerSession;
let hotelOperations: Operation[] = [];

/** Every documented operation under `/hotels/{hotelId}`, from GET /api/openapi.json. */
async function documentedHotelOperations(): Promise<Operation[]> {
  const res = await SELF.fetch(`${ORIGIN}/api/openapi.json`);
  expect(res.status).toBe(200);
  const document = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path === HOTEL_PREFIX || path.startsWith(`${HOTEL_PREFIX}/`))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
}

/** The operation's address for `hotelId`; the guard answers before any other parameter is read. */
const addressOf = (op: Operation, hotelId: number | string) =>
  `${ORIGIN}${op.path.replace('{hotelId}', String(hotelId)).replace(/\{\w+\}/g, '1')}`;

const isWrite = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

async function call(
  op: Operation,
  hotelId: number | string,
  session: ManagerSession | null,
): Promise<Response> {
  const write = isWrite(op.method);
  const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
  if (session) Object.assign(headers, write ? session.headers() : { Cookie: session.cookie });
  else if (write) headers['Content-Type'] = 'application/json';
  return SELF.fetch(addressOf(op, hotelId), {
    method: op.method,
    headers,
    ...(write ? { body: '{}' } : {}),
  });
}

beforeAll(async () => {
  await seedPlanningFixture();
  outsider = await signInManager(OUTSIDER);
  hotelOperations = await documentedHotelOperations();
});

describe('the hotel guard', () => {
  it('finds the hotel routes in the OpenAPI document', () => {
    // The back office's screens: planning, reservations, ratesheet, property, gallery, reviews…
    expect(hotelOperations.length).toBeGreaterThan(50);
  });

  it('answers 401 on every hotel route without a session', async () => {
    const wrong: string[] = [];
    for (const op of hotelOperations) {
      const res = await call(op, HOTEL_ID, null);
      if (res.status !== 401) wrong.push(`${op.method} ${op.path}: ${res.status} ${await res.text()}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 on every hotel route to a manager who does not run the hotel', async () => {
    const wrong: string[] = [];
    for (const op of hotelOperations) {
      const res = await call(op, HOTEL_ID, outsider);
      const body = (await res.json()) as ErrorBody;
      if (
        res.status !== 403 ||
        body.message !== HOTEL_NOT_MANAGED ||
        JSON.stringify(body.errors) !==
          JSON.stringify([{ field: 'hotelId', code: 'error.hotel.not.managed' }])
      ) {
        wrong.push(`${op.method} ${op.path}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 400 for a hotel id that is not a positive integer, as the path validation does', async () => {
    const wrong: string[] = [];
    for (const op of hotelOperations) {
      for (const hotelId of ['abc', '0']) {
        const res = await call(op, hotelId, outsider);
        const body = (await res.json()) as ErrorBody;
        if (res.status !== 400 || body.errors[0]?.field !== 'hotelId') {
          wrong.push(`${op.method} ${op.path} (${hotelId}): ${res.status} ${JSON.stringify(body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const res = await call({ method: 'GET', path: `${HOTEL_PREFIX}/planning` }, 'abc', outsider);
    expect(await res.json()).toEqual({
      message: 'Invalid param: hotelId',
      errors: [{ field: 'hotelId', code: 'error.field.generic.invalid' }],
    });
    // Two requests per documented hotel route: the walk grows with the API (about 5 s on 2 cores).
  }, 30_000);

  it('lets a manager through to the hotel they run', async () => {
    const res = await call(
      { method: 'GET', path: `${HOTEL_PREFIX}/checkin-times` },
      OTHER_HOTEL_ID,
      outsider,
    );
    expect(res.status).toBe(200);
  });

  it('gives every hotel route one permission of the list', () => {
    const permissions = new Map<string, Set<string>>();
    for (const route of app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/rs/secure/hotels/:hotelId/')) continue;
      const key = `${route.method} ${route.path}`;
      const found = permissions.get(key) ?? new Set<string>();
      const permission = permissionOf.get(route.handler);
      if (permission) found.add(permission);
      permissions.set(key, found);
    }
    expect(permissions.size).toBeGreaterThan(50);
    const known = new Set<string>(PERMISSIONS);
    const wrong = [...permissions]
      .filter(([, found]) => found.size !== 1 || ![...found].every((p) => known.has(p)))
      .map(([key, found]) => `${key}: ${[...found].join(', ') || 'none'}`);
    expect(wrong).toEqual([]);
  });
});

/**
 * The booking routes' rate limits inside workerd (decision 016): what one client address may do.
 * - Reservations: a flood guard on attempts (600 per 10 minutes, every request counted) and a
 *   quota of reservations created (30 per 10 minutes, counted only when one is created, checked
 *   before creating and enforced by the reservation batch itself). Bad bodies and sold-out rooms
 *   answer what they are (400, 409), never 429, long before any limit.
 * - Reading and cancelling: a flood guard (600 per 15 minutes) and a limit on failed lookups
 *   (60 per 15 minutes: an unknown code or a wrong token), after which the address is refused.
 * Counters near a limit are written straight into D1 where sending hundreds of requests would only
 * slow the suite down; the numbers come from the routes' exported constants.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated, ReservationView } from '../../src/contracts/booking-types.ts';
import { isInventoryConflict } from '../data/booking-write.ts';
import { isQuotaConflict, quotaStatement } from '../data/rate-limits.ts';
import {
  API,
  booked,
  DOUBLE,
  day,
  LAST_ROOM,
  PARKING,
  postReservation,
  reservationBody,
  seedBookingFixture,
  writeCounts,
} from '../test/booking-fixture.ts';
import { holdClockAtWindowStart } from '../test/clock.ts';
import {
  RESERVATION_ATTEMPTS_PER_IP_PER_10_MIN,
  RESERVATIONS_CREATED_PER_IP_PER_10_MIN,
} from './booking-create.ts';
import {
  FAILED_LOOKUPS_PER_IP_PER_15_MIN,
  RESERVATION_LOOKUPS_PER_IP_PER_15_MIN,
} from './booking-reservations.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

beforeAll(async () => {
  await seedBookingFixture();
});

/** Sets a counter of the current window (and the next one, should the test cross its edge). */
async function setCounter(bucket: string, windowSeconds: number, count: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const start = now - (now % windowSeconds);
  for (const window of [start, start + windowSeconds]) {
    await env.DB.prepare(
      `INSERT INTO rate_limits (bucket, window_start, count) VALUES (?, ?, ?)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = excluded.count`,
    )
      .bind(bucket, window, count)
      .run();
  }
}

async function expect429(res: Response, windowSeconds: number): Promise<void> {
  const text = await res.text();
  expect(res.status, text).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = JSON.parse(text) as ErrorBody;
  expect(body.message).toMatch(/try again/i);
  expect(body.errors).toEqual([{ field: 'request', code: 'error.rate.limit' }]);
}

function getReservation(code: string, token: string, ip: string): Promise<Response> {
  return SELF.fetch(`${API}/booking/reservations/${code}?token=${encodeURIComponent(token)}`, {
    headers: { 'CF-Connecting-IP': ip },
  });
}

/** Sixty different bad bodies, each with the field and reason the answer must name. */
function badBodies(): { body: unknown; field: string; code: string }[] {
  const valid = () => reservationBody({ checkin: day(30), checkout: day(32) });
  const withGuest = (guest: Record<string, unknown>) => ({
    ...valid(),
    guest: { ...(valid().guest as object), ...guest },
  });
  const withRoom = (room: Record<string, unknown>) => {
    const body = valid();
    body.rooms = [{ ...(body.rooms as Record<string, unknown>[])[0], ...room }];
    return body;
  };
  const cases: { body: unknown; field: string; code: string }[] = [];
  for (let n = 0; n < 10; n++) {
    cases.push({
      body: withGuest({ email: `not-an-email-${n}` }),
      field: 'guest.email',
      code: 'error.email.invalid',
    });
    cases.push({
      body: withRoom({ people: { adults: 0, children: n % 3 } }),
      field: 'rooms.0.people.adults',
      code: 'error.field.min',
    });
    cases.push({
      body: withRoom({ people: { adults: 21 + n } }),
      field: 'rooms.0.people.adults',
      code: 'error.field.max',
    });
    cases.push({
      body: { ...valid(), stay: { checkin: `2026-02-${30 + (n % 2)}`, checkout: day(32) } },
      field: 'stay.checkin',
      code: 'error.field.generic.invalid',
    });
    cases.push({
      body: withRoom({
        services: [
          { serviceId: PARKING, count: 1 },
          { serviceId: PARKING, count: n + 1 },
        ],
      }),
      field: 'rooms.0.services.1.serviceId',
      code: 'error.field.duplicate',
    });
    cases.push({
      body: { ...valid(), expectedTotal: -1 - n },
      field: 'expectedTotal',
      code: 'error.field.min',
    });
  }
  return cases;
}

describe('reservations from one client address', () => {
  it('60 bad bodies: all 400 with the field and reason, none 429, nothing written', async () => {
    const ip = '198.51.100.20';
    const before = await writeCounts();
    const cases = badBodies();
    expect(cases).toHaveLength(60);
    for (const { body, field, code } of cases) {
      const res = await postReservation(body, { ip });
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect((JSON.parse(text) as ErrorBody).errors, text).toContainEqual({ field, code });
    }
    expect(await writeCounts()).toEqual(before);
  });

  it(`creates ${RESERVATIONS_CREATED_PER_IP_PER_10_MIN} reservations, then answers 429 with Retry-After and books nothing more`, async () => {
    holdClockAtWindowStart(600);
    const ip = '198.51.100.21';
    // A refused attempt and a sold-out room are not counted: only reservations created are.
    expect((await postReservation({ rooms: [] }, { ip })).status).toBe(400);
    expect(
      (await postReservation(reservationBody({ checkin: day(25), checkout: day(26) }), { ip })).status,
    ).toBe(409);
    // 5 Double rooms a night: one-night stays over 6 nights.
    for (let n = 0; n < RESERVATIONS_CREATED_PER_IP_PER_10_MIN; n++) {
      const night = 42 + Math.floor(n / 5);
      const res = await postReservation(reservationBody({ checkin: day(night), checkout: day(night + 1) }), {
        ip,
      });
      expect(res.status, await res.text()).toBe(201);
    }
    const before = await writeCounts();
    const key = crypto.randomUUID();
    const body = reservationBody({ checkin: day(48), checkout: day(49) });
    await expect429(await postReservation(body, { ip, key }), 600);
    expect(await writeCounts()).toEqual(before);
    expect(await booked(DOUBLE, day(48))).toBe(0);
    // The refused request released its Idempotency-Key; another address books as usual.
    const other = await postReservation(body, { ip: '198.51.100.22', key });
    expect(other.status, await other.text()).toBe(201);
  });

  it('enforces the quota in the reservation batch: at the last reservation allowed, two at once make one', async () => {
    holdClockAtWindowStart(600);
    const ip = '198.51.100.23';
    await setCounter(`booking-created:ip:${ip}`, 600, RESERVATIONS_CREATED_PER_IP_PER_10_MIN - 1);
    const before = await writeCounts();
    const [a, b] = await Promise.all([
      postReservation(reservationBody({ checkin: day(50), checkout: day(51) }), { ip }),
      postReservation(reservationBody({ checkin: day(51), checkout: day(52) }), { ip }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 429]);
    const after = await writeCounts();
    expect(after.reservations).toBe(before.reservations + 1);
    expect(after.booked).toBe(before.booked + 1);
    expect((await booked(DOUBLE, day(50))) + (await booked(DOUBLE, day(51)))).toBe(1);
  });

  it(`guards against floods: the attempt past ${RESERVATION_ATTEMPTS_PER_IP_PER_10_MIN} is 429, whatever its body`, async () => {
    holdClockAtWindowStart(600);
    const ip = '198.51.100.24';
    await setCounter(`booking-reservation:ip:${ip}`, 600, RESERVATION_ATTEMPTS_PER_IP_PER_10_MIN - 1);
    // The last attempt allowed is answered for what it is.
    expect((await postReservation({ rooms: [] }, { ip })).status).toBe(400);
    await expect429(await postReservation({ rooms: [] }, { ip }), 600);
    await expect429(
      await postReservation(reservationBody({ checkin: day(52), checkout: day(53) }), { ip }),
      600,
    );
    // Other addresses are not concerned.
    expect((await postReservation({ rooms: [] }, { ip: '198.51.100.25' })).status).toBe(400);
  });
});

describe('the quota statement (migration 0005)', () => {
  it('fails its whole batch past the quota, and is told apart from the inventory CHECK', async () => {
    const counter = { bucket: 'test-quota:ip:203.0.113.1', limit: 2, windowSeconds: 600 };
    const now = Math.floor(Date.now() / 1000);
    const marker = (n: number) =>
      env.DB.prepare("INSERT INTO app_meta (key, value) VALUES (?, 'x')").bind(`quota-test-${n}`);
    await env.DB.batch([marker(1), quotaStatement(env.DB, counter, now)]);
    await env.DB.batch([marker(2), quotaStatement(env.DB, counter, now)]);
    let error: unknown = null;
    try {
      await env.DB.batch([marker(3), quotaStatement(env.DB, counter, now)]);
    } catch (caught) {
      error = caught;
    }
    expect(isQuotaConflict(error)).toBe(true);
    expect(isInventoryConflict(error)).toBe(true); // hence checked first by the route
    const { results } = await env.DB.prepare(
      "SELECT key FROM app_meta WHERE key LIKE 'quota-test-%' ORDER BY key",
    ).all();
    expect(results).toEqual([{ key: 'quota-test-1' }, { key: 'quota-test-2' }]);
    const row = await env.DB.prepare('SELECT count, quota FROM rate_limits WHERE bucket = ?')
      .bind(counter.bucket)
      .first();
    expect(row).toEqual({ count: 2, quota: 2 });
  });
});

describe('reading and cancelling from one client address', () => {
  let created: ReservationCreated;

  beforeAll(async () => {
    const res = await postReservation(
      reservationBody({ checkin: day(55), checkout: day(56), roomTypeId: LAST_ROOM }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    created = (await res.json()) as ReservationCreated;
  });

  it('reads a reservation 100 times (more than the old limit of 60)', async () => {
    const ip = '198.51.100.30';
    for (let n = 0; n < 100; n++) {
      const res = await getReservation(created.code, created.manageToken, ip);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(((await res.json()) as ReservationView).code).toBe(created.code);
    }
    // A hundred reads one after the other: 1.5–3 s on a quiet machine, more on a loaded one.
  }, 30_000);

  it(`refuses the address after ${FAILED_LOOKUPS_PER_IP_PER_15_MIN} failed lookups, even with the right token`, async () => {
    const ip = '198.51.100.31';
    for (let n = 0; n < FAILED_LOOKUPS_PER_IP_PER_15_MIN; n++) {
      // Wrong tokens, unknown codes and cancellations with a wrong token all count.
      const res =
        n % 3 === 0
          ? await getReservation(created.code, 'B'.repeat(43), ip)
          : n % 3 === 1
            ? await getReservation('ZZZZZZZZZZ', created.manageToken, ip)
            : await SELF.fetch(`${API}/booking/reservations/${created.code}/cancel`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
                body: JSON.stringify({ token: 'C'.repeat(43), preview: true }),
              });
      expect(res.status, await res.text()).toBe(404);
    }
    await expect429(await getReservation(created.code, created.manageToken, ip), 900);
    // Another address still reads it.
    expect((await getReservation(created.code, created.manageToken, '198.51.100.32')).status).toBe(200);
  });

  it(`guards against floods: the lookup past ${RESERVATION_LOOKUPS_PER_IP_PER_15_MIN} is 429`, async () => {
    const ip = '198.51.100.33';
    await setCounter(`booking-manage:ip:${ip}`, 900, RESERVATION_LOOKUPS_PER_IP_PER_15_MIN - 1);
    expect((await getReservation(created.code, created.manageToken, ip)).status).toBe(200);
    await expect429(await getReservation(created.code, created.manageToken, ip), 900);
  });
});

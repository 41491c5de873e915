/**
 * Housekeeping's API (secure-housekeeping.ts) inside workerd: the list read from stays and
 * records, a status set and a stale one refused, an out-of-order period that closes the nights
 * through the planning's closings (inventory included) and refuses a room with stays, and
 * putting it back in service.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HousekeepingResponse, HousekeepingRoomView } from '../../src/contracts/secure/housekeeping.ts';
import { DOUBLE, day, HOTEL_ID } from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';
import { insertStay, OUTSIDER, PLANNER, seedPlanningFixture, stock } from '../test/planning-fixture.ts';

let planner: ManagerSession;
let outsider: ManagerSession;
let departed: string;

beforeAll(async () => {
  await seedPlanningFixture();
  planner = await signInManager(PLANNER);
  outsider = await signInManager(OUTSIDER);
  // T1: a stay that left this morning; T3: a stay from day 3 for two nights.
  await insertStay({ from: -2, nights: 2, room: 'T1' });
  departed = (await insertStay({ from: 3, nights: 2, room: 'T3' })).code;
});

const BASE = `${SECURE_API}/hotels/${HOTEL_ID}/housekeeping`;

async function list(date?: string, session: ManagerSession = planner): Promise<HousekeepingResponse> {
  const res = await SELF.fetch(date ? `${BASE}?date=${date}` : BASE, { headers: { Cookie: session.cookie } });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as HousekeepingResponse;
}

async function room(number: string, date?: string): Promise<HousekeepingRoomView> {
  const found = (await list(date)).rooms.find((r) => r.number === number);
  if (!found) throw new Error(`no room ${number}`);
  return found;
}

function send(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, {
    method,
    headers: planner.headers(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function answer(res: Response, status: number, code?: string): Promise<HousekeepingRoomView> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text);
  if (code) expect(body.errors.map((e: { code: string }) => e.code)).toContain(code);
  return body as HousekeepingRoomView;
}

const closings = async (number: string) =>
  (
    await env.DB.prepare(
      `SELECT rc.date, rc.out_of_order FROM room_closings rc JOIN rooms r ON r.id = rc.room_id
       WHERE r.name = ? ORDER BY rc.date`,
    )
      .bind(number)
      .all<{ date: string; out_of_order: number }>()
  ).results;

describe('the list and a status', () => {
  it('answers 403 for another manager’s hotel', async () => {
    const res = await SELF.fetch(BASE, { headers: { Cookie: outsider.cookie } });
    expect(res.status).toBe(403);
  });

  it('shows the room a stay left dirty and first; cleaned then inspected; a stale version refused', async () => {
    const body = await list();
    expect(body.date).toBe(day(0));
    const t1 = body.rooms.find((r) => r.number === 'T1');
    expect(t1).toMatchObject({ status: 'DIRTY', task: 'clean', departureToday: true, version: 1 });
    expect(body.rooms[0]?.number).toBe('T1');
    // Inspecting a dirty room is refused; cleaning it with a note is recorded.
    await answer(
      await send('PUT', `/rooms/${t1?.id}`, { status: 'INSPECTED', version: 1 }),
      409,
      'error.housekeeping.not.clean',
    );
    // The answer's language is a field of the checked query: an unknown one is refused, nothing written.
    await answer(
      await send('PUT', `/rooms/${t1?.id}?language=fr`, { status: 'CLEAN', version: 1 }),
      400,
      'error.field.generic.invalid',
    );
    const clean = await answer(
      await send('PUT', `/rooms/${t1?.id}?language=it`, {
        status: 'CLEAN',
        note: 'Extra towels',
        version: 1,
      }),
      200,
    );
    expect(clean).toMatchObject({ status: 'CLEAN', task: null, note: 'Extra towels', version: 2 });
    expect(clean.changedBy).toEqual({ name: 'Paola', surname: 'Piani' });
    // A second phone still showing version 1 loses.
    await answer(
      await send('PUT', `/rooms/${t1?.id}`, { status: 'DIRTY', version: 1 }),
      409,
      'error.version.conflict',
    );
    const inspected = await answer(
      await send('PUT', `/rooms/${t1?.id}`, { status: 'INSPECTED', version: 2 }),
      200,
    );
    expect(inspected).toMatchObject({ status: 'INSPECTED', note: 'Extra towels', version: 3 });
    // The arrival room of day 3 is the first room of that day's list.
    expect((await list(day(3))).rooms[0]).toMatchObject({ number: 'T3', arrivalToday: true });
  });
});

describe('out of order', () => {
  it('refuses a period over a stay, naming it, and writes nothing', async () => {
    const t3 = await room('T3');
    const res = await send('PUT', `/rooms/${t3.id}/out-of-order`, {
      from: day(2),
      to: day(4),
      reason: 'Leak',
      version: t3.version,
    });
    const text = await res.text();
    expect(res.status, text).toBe(409);
    expect(text).toContain(departed);
    expect(await closings('T3')).toEqual([]);
  });

  it('closes the nights for sale, shows the room out of order, and back in service opens them', async () => {
    // A room recorded once already: its record is updated, not created; a stale version loses.
    const listed = await room('T2');
    const t2 = await answer(
      await send('PUT', `/rooms/${listed.id}`, { status: 'CLEAN', version: listed.version }),
      200,
    );
    const period = { from: day(0), to: day(2), reason: 'Leak' };
    await answer(
      await send('PUT', `/rooms/${t2.id}/out-of-order`, { ...period, version: listed.version }),
      409,
      'error.version.conflict',
    );
    expect(await closings('T2')).toEqual([]);
    const before = await stock(DOUBLE, day(1));
    const set = await answer(
      await send('PUT', `/rooms/${t2.id}/out-of-order`, {
        from: day(0),
        to: day(2),
        reason: 'Leak',
        version: t2.version,
      }),
      200,
    );
    expect(set).toMatchObject({
      status: 'OUT_OF_ORDER',
      task: null,
      outOfOrder: { from: day(0), to: day(2), reason: 'Leak' },
    });
    expect(await closings('T2')).toEqual([0, 1, 2].map((n) => ({ date: day(n), out_of_order: 1 })));
    expect((await stock(DOUBLE, day(1)))?.total).toBe((before?.total ?? 0) - 1);
    expect((await room('T2', day(3))).outOfOrder).toBeNull();
    // The planning does not reopen a night the out of order closed (decision 058).
    const reopen = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/planning/closings`, {
      method: 'POST',
      headers: planner.headers(),
      body: JSON.stringify({ date: day(1), roomId: t2.id, closed: false }),
    });
    expect(reopen.status, await reopen.clone().text()).toBe(409);
    expect(((await reopen.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'error.planning.room.out.of.order',
    );
    expect(await closings('T2')).toEqual([0, 1, 2].map((n) => ({ date: day(n), out_of_order: 1 })));
    // Setting a status on it is refused until it is back in service.
    await answer(
      await send('PUT', `/rooms/${t2.id}`, { status: 'CLEAN', version: set.version }),
      409,
      'error.housekeeping.out.of.order',
    );
    const back = await answer(
      await send('DELETE', `/rooms/${t2.id}/out-of-order?version=${set.version}`),
      200,
    );
    expect(back).toMatchObject({ status: 'DIRTY', outOfOrder: null });
    expect(await closings('T2')).toEqual([]);
    expect((await stock(DOUBLE, day(1)))?.total).toBe(before?.total);
  });
});

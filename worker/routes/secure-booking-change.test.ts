/**
 * Changing a booking inside workerd (FOLIO-2, decision 059): the quote is the engine's price of
 * the new stay, the change moves the inventory in one batch and a stale quote is refused; a night
 * sold out is refused unless the overbooking is confirmed; a night's price needs
 * reservations.reprice; the guest's change is refused once the free period has ended. A
 * reservation of two rooms moves both with its dates, changes the type of the one room named,
 * and is unavailable as a whole when one of its rooms is sold out.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { ChangeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import type { FolioView } from '../../src/contracts/secure/folio.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  API,
  booked,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ID,
  LAST_ROOM,
  postReservation,
  reservationBody,
  seedBookingFixture,
  THIRD_FULL,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

let manager: ManagerSession;
let desk: ManagerSession;

const url = (code: string, path: string) => `${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}/${path}`;

async function book(options: Parameters<typeof reservationBody>[0]): Promise<ReservationCreated> {
  const res = await postReservation(reservationBody(options));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ReservationCreated;
}

/** A reservation of two rooms of the flexible plan, 2 adults each. */
async function bookTwo(
  checkin: string,
  checkout: string,
  roomTypes: [number, number],
): Promise<ReservationCreated> {
  const room = (roomTypeId: number) => ({
    roomTypeId,
    ratePlanId: FLEX,
    people: { adults: 2, boys: 0, children: 0, kids: 0 },
  });
  const res = await postReservation({
    ...reservationBody({ checkin, checkout }),
    rooms: roomTypes.map(room),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ReservationCreated;
}

type RoomRow = {
  id: number;
  room_type_id: number;
  room_id: number | null;
  daily_rates_json: string;
  total_cents: number;
};

const roomRows = async (code: string) =>
  (
    await env.DB.prepare(
      `SELECT id, room_type_id, room_id, daily_rates_json, total_cents FROM reservation_rooms
       WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) ORDER BY position`,
    )
      .bind(code)
      .all<RoomRow>()
  ).results;

async function quote(code: string, query: string, as = manager): Promise<Response> {
  return SELF.fetch(`${url(code, 'change-quote')}?${query}`, { headers: as.headers() });
}

const send = (target: string, method: string, body: unknown, as = manager) =>
  SELF.fetch(target, { method, headers: as.headers(), body: JSON.stringify(body) });

const version = async (code: string) =>
  (
    await env.DB.prepare('SELECT version FROM reservations WHERE code = ?')
      .bind(code)
      .first<{ version: number }>()
  )?.version ?? 0;

async function staff(email: string, role: string): Promise<ManagerSession> {
  const id = await insertManager(env.DB, {
    email,
    username: email.split('@')[0] ?? email,
    name: 'Anna',
    surname: 'Verdi',
    passwordHash: await hashPassword('Manager2026!'),
  });
  await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES (?, ?, ?)')
    .bind(id, HOTEL_ID, role)
    .run();
  return signInManager(email);
}

beforeAll(async () => {
  await seedBookingFixture();
  await env.DB.prepare('UPDATE inventory SET total = 100 WHERE room_type_id = ? AND booked = 0')
    .bind(DOUBLE)
    .run();
  manager = await staff('change.manager@example.com', 'MANAGER');
  desk = await staff('change.desk@example.com', 'FRONT_DESK');
});

describe('changing a booking', () => {
  it('quotes the engine’s price, moves the inventory in one batch, and refuses the stale quote', async () => {
    const { code } = await book({ checkin: day(18), checkout: day(20) });
    // The same stay booked new: the engine's total of 18 → 21 (100 + 100 + 120 on day 20).
    const fresh = await book({ checkin: day(18), checkout: day(21) });
    const res = await quote(code, `checkin=${day(18)}&checkout=${day(21)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const quoted = (await res.json()) as ChangeQuoteView;
    expect(quoted).toMatchObject({ oldTotalCents: 20_000, newTotalCents: 32_000, penaltyCents: 0 });
    expect(quoted.newTotalCents).toBe(Math.round(fresh.total * 100));
    expect(quoted).toMatchObject({
      differenceCents: 12_000,
      added: [day(20)],
      available: true,
      applied: false,
    });

    const bookedBefore = await booked(DOUBLE, day(20));
    const body = {
      checkin: day(18),
      checkout: day(21),
      version: quoted.version,
      newTotalCents: 32_000,
      penaltyCents: 0,
    };
    const applied = await send(url(code, 'change'), 'POST', body);
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect(await booked(DOUBLE, day(20))).toBe(bookedBefore + 1);
    const folio = (await (
      await SELF.fetch(url(code, 'folio'), { headers: manager.headers() })
    ).json()) as FolioView;
    expect(
      folio.lines.filter((line) => line.kind === 'ACCOMMODATION').map((line) => line.amountCents),
    ).toEqual([10_000, 10_000, 12_000]);
    const events = await env.DB.prepare(
      `SELECT type FROM reservation_events WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)`,
    )
      .bind(code)
      .all<{ type: string }>();
    expect(events.results.map((e) => e.type)).toEqual(expect.arrayContaining(['CHANGED', 'EMAIL_SENT']));

    // The same quote again: its version is gone, nothing moves.
    const freeBefore = await booked(DOUBLE, day(21));
    const stale = await send(url(code, 'change'), 'POST', {
      ...body,
      checkout: day(22),
      newTotalCents: 42_000,
    });
    expect(stale.status).toBe(409);
    expect(await booked(DOUBLE, day(21))).toBe(freeBefore);
    expect(await booked(DOUBLE, day(20))).toBe(bookedBefore + 1);
  });

  it('refuses a sold-out night unless the overbooking is confirmed', async () => {
    const { code } = await book({ checkin: day(30), checkout: day(31), roomTypeId: LAST_ROOM });
    await book({ checkin: day(31), checkout: day(32), roomTypeId: LAST_ROOM });
    const quoted = (await (
      await quote(code, `checkin=${day(30)}&checkout=${day(32)}`)
    ).json()) as ChangeQuoteView;
    expect(quoted.available).toBe(false);
    const body = {
      checkin: day(30),
      checkout: day(32),
      version: quoted.version,
      newTotalCents: quoted.newTotalCents,
      penaltyCents: 0,
    };
    const refused = await send(url(code, 'change'), 'POST', body);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'checkout', code: 'error.stay.sold.out' },
    ]);
    expect(await version(code)).toBe(quoted.version);
    const overbooked = await send(url(code, 'change'), 'POST', { ...body, allowOverbooking: true });
    expect(overbooked.status, await overbooked.clone().text()).toBe(200);
    const night = await env.DB.prepare(
      'SELECT booked, overbooked FROM inventory WHERE room_type_id = ? AND date = ?',
    )
      .bind(LAST_ROOM, day(31))
      .first<{ booked: number; overbooked: number }>();
    expect(night).toEqual({ booked: 1, overbooked: 1 });
  });

  it('sets a night’s price with reservations.reprice only', async () => {
    const { code } = await book({ checkin: day(14), checkout: day(16) });
    const body = { priceCents: 8_000, reason: 'Regular guest', version: await version(code) };
    const forbidden = await send(url(code, `nights/${day(15)}/price`), 'PUT', body, desk);
    expect(forbidden.status).toBe(403);
    const set = await send(url(code, `nights/${day(15)}/price`), 'PUT', body);
    expect(set.status, await set.clone().text()).toBe(200);
    expect((await set.json()) as ChangeQuoteView).toMatchObject({
      oldTotalCents: 20_000,
      newTotalCents: 18_000,
      nights: [
        { date: day(14), amountCents: 10_000, overrideReason: null },
        { date: day(15), amountCents: 8_000, overrideReason: 'Regular guest' },
      ],
    });
  });

  it('lets the guest move a flexible stay before its deadline, and refuses it once the free period has ended', async () => {
    const guestChange = (code: string, body: Record<string, unknown>) =>
      SELF.fetch(`${API}/booking/reservations/${code}/change`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.77.0.1' },
        body: JSON.stringify(body),
      });
    const early = await book({ checkin: day(33), checkout: day(35) });
    const move = { token: early.manageToken, checkin: day(34), checkout: day(36) };
    const priced = (await (
      await guestChange(early.code, { ...move, preview: true })
    ).json()) as ChangeQuoteView;
    expect(priced).toMatchObject({ applied: false, penaltyCents: 0, removed: [day(33)], added: [day(35)] });
    const moved = await guestChange(early.code, { ...move, newTotalCents: priced.newTotalCents });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const row = await env.DB.prepare('SELECT checkin, checkout FROM reservations WHERE code = ?')
      .bind(early.code)
      .first<{ checkin: string; checkout: string }>();
    expect(row).toEqual({ checkin: day(34), checkout: day(36) });

    // Flexible: free until 2 days before check-in; arriving tomorrow, that is over.
    const created = await book({ checkin: day(1), checkout: day(3) });
    const res = await guestChange(created.code, {
      token: created.manageToken,
      checkin: day(1),
      checkout: day(4),
      preview: true,
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'code', code: 'error.change.deadline.passed' },
    ]);
  });

  it('moves both rooms of a reservation with its dates, and changes the type of the one room named', async () => {
    const { code, manageToken } = await bookTwo(day(18), day(20), [DOUBLE, DOUBLE]);
    // Each room 100 + 100; the night of day 20 costs 120: each 200 → 320, together 400 → 640.
    const quoted = (await (
      await quote(code, `checkin=${day(18)}&checkout=${day(21)}`)
    ).json()) as ChangeQuoteView;
    expect(quoted).toMatchObject({ oldTotalCents: 40_000, newTotalCents: 64_000, differenceCents: 24_000 });
    expect(
      quoted.rooms.map((room) => [room.number, room.changed, room.oldTotalCents, room.newTotalCents]),
    ).toEqual([
      [1, true, 20_000, 32_000],
      [2, true, 20_000, 32_000],
    ]);
    const bookedBefore = await booked(DOUBLE, day(20));
    const extend = {
      checkin: day(18),
      checkout: day(21),
      version: quoted.version,
      newTotalCents: 64_000,
      penaltyCents: 0,
    };
    const extended = await send(url(code, 'change'), 'POST', extend);
    expect(extended.status, await extended.clone().text()).toBe(200);
    expect(await booked(DOUBLE, day(20))).toBe(bookedBefore + 2);
    const email = await env.DB.prepare(
      "SELECT body_text FROM email_outbox WHERE template = 'reservation-change' AND subject LIKE ?",
    )
      .bind(`%${code}%`)
      .first<{ body_text: string }>();
    expect(email?.body_text).toContain('Room 2: Double · 2 guests');

    // Room 2 only becomes a "Third night full" room: room 1 keeps its nights, price and room.
    const [first] = await roomRows(code);
    const second = quoted.rooms[1];
    if (!first || !second) throw new Error('two rooms expected');
    const typeQuery = `checkin=${day(18)}&checkout=${day(21)}&roomId=${second.roomId}&roomTypeId=${THIRD_FULL}`;
    const retyped = (await (await quote(code, typeQuery)).json()) as ChangeQuoteView;
    expect(retyped.rooms.map((room) => [room.changed, room.roomTypeId])).toEqual([
      [false, DOUBLE],
      [true, THIRD_FULL],
    ]);
    const thirdBefore = await booked(THIRD_FULL, day(18));
    const doubleBefore = await booked(DOUBLE, day(18));
    const body = {
      checkin: day(18),
      checkout: day(21),
      roomId: second.roomId,
      roomTypeId: THIRD_FULL,
      version: retyped.version,
      newTotalCents: retyped.newTotalCents,
      penaltyCents: retyped.penaltyCents,
    };
    const applied = await send(url(code, 'change'), 'POST', body);
    expect(applied.status, await applied.clone().text()).toBe(200);
    const [firstAfter, secondAfter] = await roomRows(code);
    expect(firstAfter).toEqual(first);
    expect(secondAfter?.room_type_id).toBe(THIRD_FULL);
    expect(await booked(THIRD_FULL, day(18))).toBe(thirdBefore + 1);
    expect(await booked(DOUBLE, day(18))).toBe(doubleBefore - 1);

    // The first quote's version is gone: 409, nothing moves.
    const lastNight = await booked(DOUBLE, day(21));
    const stale = await send(url(code, 'change'), 'POST', { ...extend, checkout: day(22) });
    expect(stale.status).toBe(409);
    expect(await booked(DOUBLE, day(21))).toBe(lastNight);
    expect(await roomRows(code)).toEqual([firstAfter, secondAfter]);

    // A night's price names its room on a reservation of several rooms.
    const price = { priceCents: 9_000, reason: 'Regular guest', version: await version(code) };
    const unnamed = await send(url(code, `nights/${day(19)}/price`), 'PUT', price);
    expect(unnamed.status).toBe(400);
    const set = await send(url(code, `nights/${day(19)}/price`), 'PUT', { ...price, roomId: second.roomId });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(((await set.json()) as ChangeQuoteView).rooms.map((room) => room.newTotalCents)).toEqual([
      32_000, 31_000,
    ]);
    expect((await roomRows(code))[0]).toEqual(first);

    // The guest (a flexible rate, before its deadline) gives up the last night of both rooms.
    const guestBody = { token: manageToken, checkin: day(18), checkout: day(20) };
    const guestChange = (body: Record<string, unknown>) =>
      SELF.fetch(`${API}/booking/reservations/${code}/change`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.77.0.2' },
        body: JSON.stringify(body),
      });
    const preview = (await (await guestChange({ ...guestBody, preview: true })).json()) as ChangeQuoteView;
    expect(preview.rooms.map((room) => room.nights.length)).toEqual([2, 2]);
    expect(preview).toMatchObject({ penaltyCents: 0, newTotalCents: 20_000 + 19_000 });
    const moved = await guestChange({ ...guestBody, newTotalCents: preview.newTotalCents });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(
      (
        await env.DB.prepare(
          `SELECT end_date FROM reservation_rooms
           WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)`,
        )
          .bind(code)
          .all<{ end_date: string }>()
      ).results,
    ).toEqual([{ end_date: day(20) }, { end_date: day(20) }]);
  });

  it('says a change of two rooms unavailable when one of them is sold out, and writes nothing', async () => {
    const { code } = await bookTwo(day(35), day(36), [DOUBLE, LAST_ROOM]);
    await book({ checkin: day(36), checkout: day(37), roomTypeId: LAST_ROOM });
    const quoted = (await (
      await quote(code, `checkin=${day(35)}&checkout=${day(37)}`)
    ).json()) as ChangeQuoteView;
    expect(quoted.available).toBe(false);
    expect(quoted.rooms.map((room) => room.available)).toEqual([true, false]);
    const before = await roomRows(code);
    const doubleBefore = await booked(DOUBLE, day(36));
    const refused = await send(url(code, 'change'), 'POST', {
      checkin: day(35),
      checkout: day(37),
      version: quoted.version,
      newTotalCents: quoted.newTotalCents,
      penaltyCents: 0,
    });
    expect(refused.status).toBe(409);
    expect(await roomRows(code)).toEqual(before);
    expect(await booked(DOUBLE, day(36))).toBe(doubleBefore);
    expect(await version(code)).toBe(quoted.version);
  });
});

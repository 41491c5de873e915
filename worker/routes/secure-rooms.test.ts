/**
 * A hotel's physical rooms through the secure API, inside workerd: numbers unique in the hotel
 * whatever their case, a range created whole or not at all, the inventory each room adds to or
 * takes from its type (what the public search sells), and moving or removing a room refused
 * while stays from the hotel's today on are assigned to it.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { RoomRefusal, type RoomsResponse, type RoomView } from '../../src/contracts/secure/rooms.ts';
import { day, postReservation, reservationBody } from '../test/booking-fixture.ts';
import {
  answer,
  auditRows,
  call,
  type ErrorBody,
  inventoryTotals,
  ratesVersion,
  roomsOnSale,
  type SetupHotel,
  seedPlan,
  seedSetupHotel,
} from '../test/setup-fixture.ts';

const HOTEL_ID = 9461;
const PLAN_ID = 9461;
let hotel: SetupHotel;

const typesUrl = `/hotels/${HOTEL_ID}/room-types`;
const roomsUrl = `/hotels/${HOTEL_ID}/rooms`;

async function createType(name: string): Promise<RoomTypeView> {
  const res = await call(hotel.staff, 'POST', typesUrl, {
    name: { en: name },
    category: 'TWIN',
    occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
  });
  const type = await answer<RoomTypeView>(res, 201);
  await seedPlan(HOTEL_ID, PLAN_ID, type.id, 9000);
  return type;
}

async function createRoom(
  roomTypeId: number,
  number: string,
  over: Record<string, unknown> = {},
): Promise<RoomView> {
  return answer<RoomView>(await call(hotel.staff, 'POST', roomsUrl, { roomTypeId, number, ...over }), 201);
}

const putRoom = (room: RoomView, over: Record<string, unknown>) =>
  call(hotel.staff, 'PUT', `${roomsUrl}/${room.id}`, {
    roomTypeId: room.roomTypeId,
    number: room.number,
    floor: room.floor,
    notes: room.notes,
    enabled: room.enabled,
    version: room.version,
    ...over,
  });

const deleteRoom = (room: RoomView, version = room.version) =>
  call(hotel.staff, 'DELETE', `${roomsUrl}/${room.id}?version=${version}`);

async function book(roomTypeId: number, checkin: string, checkout: string): Promise<string> {
  const res = await postReservation(reservationBody({ roomTypeId, ratePlanId: PLAN_ID, checkin, checkout }), {
    hotel: HOTEL_ID,
  });
  return (await answer<{ code: string }>(res, 201)).code;
}

const roomOf = async (code: string) =>
  (
    await env.DB.prepare(
      'SELECT rr.room_id AS id FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE r.code = ?',
    )
      .bind(code)
      .first<{ id: number }>()
  )?.id;

beforeAll(async () => {
  hotel = await seedSetupHotel(HOTEL_ID, 'rooms');
});

describe('adding rooms', () => {
  it('adds a room with its floor and notes, counted at once in its type’s inventory', async () => {
    const type = await createType('Twin');
    const before = await ratesVersion(HOTEL_ID);
    const room = await createRoom(type.id, '301', { floor: 3, notes: 'Connecting door to 302' });
    expect(room).toMatchObject({
      roomTypeId: type.id,
      number: '301',
      floor: 3,
      notes: 'Connecting door to 302',
      version: 1,
    });
    expect(await ratesVersion(HOTEL_ID)).toBeGreaterThan(before);
    expect(await inventoryTotals(type.id, [day(0), day(30)])).toEqual([1, 1]);
    await createRoom(type.id, '302');
    expect(await inventoryTotals(type.id, [day(0), day(30)])).toEqual([2, 2]);
    expect(await roomsOnSale(HOTEL_ID, type.id, day(1), day(3))).toBe(2);
    const list = await answer<RoomsResponse>(await call(hotel.staff, 'GET', roomsUrl), 200);
    expect(list.rooms.filter((r) => r.roomTypeId === type.id).map((r) => r.number)).toEqual(['301', '302']);
  });

  it('keeps numbers unique in the hotel whatever their case (400 on number)', async () => {
    const type = await createType('Unique');
    await createRoom(type.id, 'U1');
    const before = await auditRows(HOTEL_ID);
    for (const number of ['U1', 'u1', ' U1 ']) {
      const res = await call(hotel.staff, 'POST', roomsUrl, { roomTypeId: type.id, number });
      expect((await answer<ErrorBody>(res, 400)).errors).toEqual([
        { field: 'number', code: RoomRefusal.numberTaken },
      ]);
    }
    const other = await createRoom(type.id, 'U2');
    const renamed = await putRoom(other, { number: 'u1' });
    expect((await answer<ErrorBody>(renamed, 400)).errors).toEqual([
      { field: 'number', code: RoomRefusal.numberTaken },
    ]);
    expect(await auditRows(HOTEL_ID)).toBe(before + 1);
  });

  it('answers 400 for a room type of another hotel, a bad number or floor', async () => {
    const res = await call(hotel.staff, 'POST', roomsUrl, { roomTypeId: 999_999, number: 'X1' });
    expect((await answer<ErrorBody>(res, 400)).errors).toEqual([
      { field: 'roomTypeId', code: 'error.element.not.found' },
    ]);
    const type = await createType('Bad input');
    for (const [body, field] of [
      [{ roomTypeId: type.id, number: '#1' }, 'number'],
      [{ roomTypeId: type.id, number: '' }, 'number'],
      [{ roomTypeId: type.id, number: 'B1', floor: 1.5 }, 'floor'],
      [{ number: 'B1' }, 'roomTypeId'],
    ] as const) {
      const bad = await call(hotel.staff, 'POST', roomsUrl, body);
      expect((await answer<ErrorBody>(bad, 400)).errors.map((e) => e.field)).toContain(field);
    }
  });

  it('creates a whole range, or nothing when a number exists (naming it)', async () => {
    const type = await createType('Range');
    const range = await call(hotel.staff, 'POST', `${roomsUrl}/range`, {
      roomTypeId: type.id,
      from: 'A1',
      to: 'A9',
      floor: 1,
    });
    const created = await answer<RoomsResponse>(range, 201);
    expect(created.rooms.map((r) => r.number)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'A6',
      'A7',
      'A8',
      'A9',
    ]);
    expect(created.rooms.every((r) => r.floor === 1 && r.roomTypeId === type.id)).toBe(true);
    expect(await inventoryTotals(type.id, [day(0), day(100)])).toEqual([9, 9]);
    const before = await auditRows(HOTEL_ID);
    const overlapping = await call(hotel.staff, 'POST', `${roomsUrl}/range`, {
      roomTypeId: type.id,
      from: 'A8',
      to: 'A12',
    });
    const body = await answer<ErrorBody>(overlapping, 400);
    expect(body.errors).toEqual([{ field: 'from', code: RoomRefusal.numberTaken }]);
    expect(body.message).toContain('A8, A9');
    expect(await auditRows(HOTEL_ID)).toBe(before);
    expect(await inventoryTotals(type.id, [day(0)])).toEqual([9]);
    const backwards = await call(hotel.staff, 'POST', `${roomsUrl}/range`, {
      roomTypeId: type.id,
      from: '120',
      to: '101',
    });
    expect((await answer<ErrorBody>(backwards, 400)).errors).toEqual([
      { field: 'to', code: 'error.room.range.order' },
    ]);
    const hundred = await call(hotel.staff, 'POST', `${roomsUrl}/range`, {
      roomTypeId: type.id,
      from: '101',
      to: '120',
    });
    expect((await answer<RoomsResponse>(hundred, 201)).rooms).toHaveLength(20);
  });
});

describe('moving and removing rooms', () => {
  it('refuses to move or remove a room future stays are assigned to, naming them; then allows it', async () => {
    const from = await createType('Move from');
    const to = await createType('Move to');
    const busy = await createRoom(from.id, 'M1');
    const code = await book(from.id, day(4), day(6));
    expect(await roomOf(code)).toBe(busy.id);
    const before = await auditRows(HOTEL_ID);
    const moved = await answer<ErrorBody>(await putRoom(busy, { roomTypeId: to.id }), 409);
    expect(moved.errors).toEqual([{ field: 'id', code: RoomRefusal.assigned }]);
    expect(moved.message).toContain(code);
    const disabled = await answer<ErrorBody>(await putRoom(busy, { enabled: false }), 409);
    expect(disabled.errors).toEqual([{ field: 'id', code: RoomRefusal.assigned }]);
    expect(disabled.message).toContain('before disabling it');
    const removed = await answer<ErrorBody>(await deleteRoom(busy), 409);
    expect(removed.errors).toEqual([{ field: 'id', code: RoomRefusal.assigned }]);
    expect(await auditRows(HOTEL_ID)).toBe(before);
    // Renaming it is fine: the stay keeps its room.
    const renamed = await answer<RoomView>(await putRoom(busy, { number: 'M1-bis', floor: 2 }), 200);
    expect(renamed).toMatchObject({ number: 'M1-bis', floor: 2, version: 2 });
    const audit = await env.DB.prepare(
      "SELECT before_json, after_json FROM property_changes WHERE subject = 'ROOM' AND subject_id = ? AND action = 'UPDATE'",
    )
      .bind(busy.id)
      .first<{ before_json: string; after_json: string }>();
    expect(JSON.parse(audit?.before_json ?? '{}')).toEqual({
      roomTypeId: from.id,
      number: 'M1',
      floor: null,
      notes: null,
      enabled: 1,
    });
    expect(JSON.parse(audit?.after_json ?? '{}')).toEqual({
      roomTypeId: from.id,
      number: 'M1-bis',
      floor: 2,
      notes: null,
      enabled: 1,
    });
    // A free room moves: its old type sells one fewer, the new one one more.
    const free = await createRoom(from.id, 'M2');
    expect(await inventoryTotals(from.id, [day(0), day(4)])).toEqual([2, 2]);
    const movedFree = await answer<RoomView>(await putRoom(free, { roomTypeId: to.id }), 200);
    expect(movedFree.roomTypeId).toBe(to.id);
    expect(await inventoryTotals(from.id, [day(0), day(4)])).toEqual([1, 1]);
    expect(await inventoryTotals(to.id, [day(0), day(4)])).toEqual([1, 1]);
    expect(await roomsOnSale(HOTEL_ID, to.id, day(4), day(6))).toBe(1);
    // The stay's room is sold on its nights: the type has nothing left then.
    expect(await roomsOnSale(HOTEL_ID, from.id, day(4), day(6))).toBeNull();
    expect(await roomsOnSale(HOTEL_ID, from.id, day(8), day(9))).toBe(1);
  });

  it('removes a free room: its type sells one fewer from today on', async () => {
    const type = await createType('Remove');
    const kept = await createRoom(type.id, 'D1');
    const gone = await createRoom(type.id, 'D2');
    expect(await roomsOnSale(HOTEL_ID, type.id, day(2), day(3))).toBe(2);
    const stale = await answer<ErrorBody>(await deleteRoom(gone, gone.version + 1), 409);
    expect(stale.errors).toEqual([{ field: 'version', code: RoomRefusal.changed }]);
    expect((await deleteRoom(gone)).status).toBe(204);
    expect(await inventoryTotals(type.id, [day(0), day(2)])).toEqual([1, 1]);
    expect(await roomsOnSale(HOTEL_ID, type.id, day(2), day(3))).toBe(1);
    expect((await deleteRoom(gone)).status).toBe(404);
    const audit = await env.DB.prepare(
      "SELECT action, before_json FROM property_changes WHERE subject = 'ROOM' AND subject_id = ? ORDER BY id",
    )
      .bind(gone.id)
      .all<{ action: string; before_json: string | null }>();
    expect(audit.results.map((row) => row.action)).toEqual(['CREATE', 'DELETE']);
    expect(JSON.parse(audit.results[1]?.before_json ?? '{}')).toMatchObject({
      number: 'D2',
      roomTypeId: type.id,
    });
    expect(kept.id).not.toBe(gone.id);
  });

  it('lets one of two racing writes win, the other refused with nothing written', async () => {
    const type = await createType('Race');
    const twice = await Promise.all(
      [0, 1].map(() => call(hotel.staff, 'POST', roomsUrl, { roomTypeId: type.id, number: 'Z1' })),
    );
    expect(twice.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(await inventoryTotals(type.id, [day(0)])).toEqual([1]);
    const room = await answer<RoomView>(twice.find((res) => res.status === 201) as Response, 201);
    const edits = await Promise.all(['Z2', 'Z3'].map((number) => putRoom(room, { number })));
    expect(edits.map((res) => res.status).sort()).toEqual([200, 409]);
    const list = await answer<RoomsResponse>(await call(hotel.staff, 'GET', roomsUrl), 200);
    expect(list.rooms.find((r) => r.id === room.id)?.version).toBe(2);
  });

  it('answers 403 for another manager’s hotel', async () => {
    const type = await createType('Private');
    const room = await createRoom(type.id, 'P1');
    for (const [method, path, body] of [
      ['GET', roomsUrl, undefined],
      ['POST', roomsUrl, { roomTypeId: type.id, number: 'P2' }],
      ['POST', `${roomsUrl}/range`, { roomTypeId: type.id, from: 'P3', to: 'P4' }],
      ['PUT', `${roomsUrl}/${room.id}`, { roomTypeId: type.id, number: 'P9', enabled: true, version: 1 }],
      ['DELETE', `${roomsUrl}/${room.id}?version=1`, undefined],
    ] as const) {
      expect((await call(hotel.outsider, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });
});

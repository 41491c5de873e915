/**
 * The set-up use cases without HTTP, on the D1 of the worker tests: their outcomes, the inventory
 * arithmetic of rooms coming and going (closed nights and past nights left alone), and the batch
 * guards that refuse a write whose checks a concurrent change made wrong (nothing written).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoomTypeInput } from '../../src/contracts/secure/room-types.ts';
import { addDays } from '../../src/domain/booking/dates.ts';
import { extendInventoryHorizon } from '../data/room-inventory.ts';
import { deleteRoomType, updateRoomType } from '../data/room-types.ts';
import { deleteRoom, updateRoom } from '../data/rooms.ts';
import { day } from '../test/booking-fixture.ts';
import { auditRows, inventoryTotals, seedSetupHotel } from '../test/setup-fixture.ts';
import type { Actor } from './outcome.ts';
import { createRoomType, editRoomType, removeRoomType } from './room-types.ts';
import { createRoom, createRoomRange, editRoom, removeRoom } from './rooms.ts';

const HOTEL_ID = 9471;
let actor: Actor;

const DOUBLE: RoomTypeInput = {
  name: { en: 'Double', it: undefined },
  description: { en: undefined, it: undefined },
  category: 'DOUBLE',
  occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
  baseOccupancy: null,
  sizeSqm: null,
  enabled: true,
};

const db = () => env.DB;

/** A stay of the room type, assigned to `roomId`, over [start, end) (booked in the inventory). */
async function stay(
  code: string,
  roomTypeId: number,
  roomId: number | null,
  start: string,
  end: string,
  adults = 2,
) {
  await db().batch([
    db()
      .prepare(
        `INSERT INTO reservations (hotel_id, code, manage_token_hash, checkin, checkout, guest_email, guest_json,
           initial_total_cents, total_cents, grand_total_cents, created_date, updated_date)
         VALUES (?1, ?2, 'x', ?3, ?4, 'guest@example.it', '{}', 0, 0, 0, ?5, ?5)`,
      )
      .bind(HOTEL_ID, code, start, end, new Date().toISOString()),
    db()
      .prepare(
        `INSERT INTO rate_plans (id, hotel_id, name_key, type) VALUES (9471, ?, 'rate.use-case', 'STANDARD')
         ON CONFLICT DO NOTHING`,
      )
      .bind(HOTEL_ID),
    db()
      .prepare(
        `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, room_id, rate_type, start_date,
           end_date, adults, daily_rates_json, initial_total_cents, total_cents)
         VALUES ((SELECT id FROM reservations WHERE code = ?1), ?2, 9471, ?3, 'STANDARD', ?4, ?5, ?6, '[]', 0, 0)`,
      )
      .bind(code, roomTypeId, roomId, start, end, adults),
    db()
      .prepare('UPDATE inventory SET booked = booked + 1 WHERE room_type_id = ? AND date >= ? AND date < ?')
      .bind(roomTypeId, start, end),
  ]);
}

beforeAll(async () => {
  await seedSetupHotel(HOTEL_ID, 'usecases');
  const manager = await db()
    .prepare('SELECT manager_id AS id FROM manager_hotels WHERE hotel_id = ?')
    .bind(HOTEL_ID)
    .first<{ id: number }>();
  actor = { hotelId: HOTEL_ID, managerId: manager?.id ?? 0, now: new Date() };
});

describe('the inventory of rooms coming and going', () => {
  it('counts a new room from today on, and leaves the nights it is closed alone when it moves', async () => {
    const a = await createRoomType(db(), actor, DOUBLE);
    const b = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Other', it: undefined } });
    // A night of the past already on the books stays as it was.
    await db()
      .prepare('INSERT INTO inventory (room_type_id, date, total) VALUES (?, ?, 0)')
      .bind(a.id, day(-1))
      .run();
    const range = await createRoomRange(db(), actor, {
      roomTypeId: a.id,
      from: '10',
      to: '12',
      floor: null,
      numbers: ['10', '11', '12'],
    });
    if (!range.ok) throw new Error(range.message);
    expect(await inventoryTotals(a.id, [day(-1), day(0), day(364)])).toEqual([0, 3, 3]);
    const [room] = range.value;
    if (!room) throw new Error('no room');
    // The planning closed the room on day 5: that night's total already leaves it out.
    await db().batch([
      db().prepare('INSERT INTO room_closings (room_id, date) VALUES (?, ?)').bind(room.id, day(5)),
      db()
        .prepare('UPDATE inventory SET total = total - 1 WHERE room_type_id = ? AND date = ?')
        .bind(a.id, day(5)),
    ]);
    const moved = await editRoom(db(), actor, {
      id: room.id,
      version: room.version,
      input: { roomTypeId: b.id, number: room.number, floor: null, notes: null, enabled: true },
    });
    expect(moved.ok).toBe(true);
    expect(await inventoryTotals(a.id, [day(0), day(5), day(6)])).toEqual([2, 2, 2]);
    expect(await inventoryTotals(b.id, [day(0), day(5), day(6)])).toEqual([1, 0, 1]);
    // Out of service, then back: its type sells one fewer, then one more, its closed night untouched.
    const input = { roomTypeId: b.id, number: room.number, floor: null, notes: null };
    const off = await editRoom(db(), actor, { id: room.id, version: 2, input: { ...input, enabled: false } });
    expect(off).toMatchObject({ ok: true, value: { enabled: false, version: 3 } });
    expect(await inventoryTotals(b.id, [day(0), day(5), day(6)])).toEqual([0, 0, 0]);
    const on = await editRoom(db(), actor, { id: room.id, version: 3, input: { ...input, enabled: true } });
    expect(on).toMatchObject({ ok: true, value: { enabled: true, version: 4 } });
    expect(await inventoryTotals(b.id, [day(0), day(5), day(6)])).toEqual([1, 0, 1]);
  });

  it('refuses to take a room from a night whose rooms are all sold, naming it', async () => {
    const type = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Full', it: undefined } });
    const one = await createRoom(db(), actor, {
      roomTypeId: type.id,
      number: 'F1',
      floor: null,
      notes: null,
    });
    const two = await createRoom(db(), actor, {
      roomTypeId: type.id,
      number: 'F2',
      floor: null,
      notes: null,
    });
    if (!one.ok || !two.ok) throw new Error('rooms not created');
    // Two stays on day 7, one of them not given a room yet.
    await stay('USECASE001', type.id, one.value.id, day(7), day(8));
    await stay('USECASE002', type.id, null, day(7), day(8));
    const refused = await removeRoom(db(), actor, { id: two.value.id, version: 1 });
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      errors: [{ field: 'id', code: 'error.room.sold.out' }],
    });
    if (!refused.ok) expect(refused.message).toContain(day(7));
    expect(await inventoryTotals(type.id, [day(7)])).toEqual([2]);
  });
});

describe('the horizon of sales', () => {
  it('rolls on once a UTC day: the last nights a type with rooms lacks are opened', async () => {
    const type = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Rolling', it: undefined } });
    const made = await createRoom(db(), actor, {
      roomTypeId: type.id,
      number: 'R1',
      floor: null,
      notes: null,
    });
    if (!made.ok) throw new Error(made.message);
    const utc = new Date().toISOString().slice(0, 10);
    const last = [addDays(utc, 362), addDays(utc, 363), addDays(utc, 364), addDays(utc, 365)];
    // As if the rooms were added days ago: the last nights are missing.
    await db()
      .prepare('DELETE FROM inventory WHERE room_type_id = ? AND date >= ?')
      .bind(type.id, addDays(utc, 362))
      .run();
    await db().prepare("DELETE FROM app_meta WHERE key = 'inventory_horizon_day'").run();
    const version = await db()
      .prepare('SELECT rates_version AS n FROM hotels WHERE id = ?')
      .bind(HOTEL_ID)
      .first<{ n: number }>();
    expect(await extendInventoryHorizon(db(), utc)).toBeGreaterThanOrEqual(4);
    expect(await inventoryTotals(type.id, last)).toEqual([1, 1, 1, 1]);
    const after = await db()
      .prepare('SELECT rates_version AS n FROM hotels WHERE id = ?')
      .bind(HOTEL_ID)
      .first<{ n: number }>();
    expect(after?.n).toBe((version?.n ?? 0) + 1);
    // Already done today: nothing more.
    expect(await extendInventoryHorizon(db(), utc)).toBeNull();
  });
});

describe('the batch guards', () => {
  it('refuse a move or a removal once a stay is assigned to the room, writing nothing', async () => {
    const type = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Raced', it: undefined } });
    const other = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Elsewhere', it: undefined } });
    const created = await createRoom(db(), actor, {
      roomTypeId: type.id,
      number: 'G1',
      floor: null,
      notes: null,
    });
    if (!created.ok) throw new Error(created.message);
    const room = created.value;
    // Booked after the use case's checks would have passed: the data layer's guard still refuses.
    await stay('USECASE003', type.id, room.id, day(2), day(4));
    const before = [await auditRows(HOTEL_ID), await inventoryTotals(type.id, [day(0)])];
    const write = { ...actor, id: room.id, version: room.version, today: day(0) };
    expect(
      await updateRoom(db(), {
        ...write,
        from: { roomTypeId: type.id, enabled: true },
        input: { roomTypeId: other.id, number: 'G1', floor: null, notes: null, enabled: true },
      }),
    ).toBeNull();
    expect(
      await updateRoom(db(), {
        ...write,
        from: { roomTypeId: type.id, enabled: true },
        input: { roomTypeId: type.id, number: 'G1', floor: null, notes: null, enabled: false },
      }),
    ).toBeNull();
    expect(await deleteRoom(db(), { ...write, roomTypeId: type.id })).toBe(false);
    expect([await auditRows(HOTEL_ID), await inventoryTotals(type.id, [day(0)])]).toEqual(before);
  });

  it('refuse to disable or shrink a room type once a party is booked on it, and to remove it while it has rooms', async () => {
    const type = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Guarded', it: undefined } });
    await stay('USECASE004', type.id, null, day(3), day(5), 2);
    const write = { ...actor, id: type.id, version: type.version, today: day(0) };
    expect(await updateRoomType(db(), { ...write, input: { ...DOUBLE, enabled: false } })).toBeNull();
    const single = { ...DOUBLE.occupancy, adults: 1, total: 1 };
    expect(await updateRoomType(db(), { ...write, input: { ...DOUBLE, occupancy: single } })).toBeNull();
    const refused = await editRoomType(db(), actor, {
      id: type.id,
      version: type.version,
      input: { ...DOUBLE, occupancy: single },
    });
    expect(refused).toMatchObject({ ok: false, status: 409, errors: [{ field: 'occupancy' }] });
    const withRoom = await createRoomType(db(), actor, {
      ...DOUBLE,
      name: { en: 'With a room', it: undefined },
    });
    await createRoom(db(), actor, { roomTypeId: withRoom.id, number: 'H1', floor: null, notes: null });
    expect(await deleteRoomType(db(), { ...actor, id: withRoom.id, version: 1 })).toBe(false);
    const why = await removeRoomType(db(), actor, { id: withRoom.id, version: 1 });
    expect(why).toMatchObject({ ok: false, status: 409, errors: [{ code: 'error.room.type.has.rooms' }] });
    // A stay in the past keeps its room type: disable it instead.
    const past = await createRoomType(db(), actor, { ...DOUBLE, name: { en: 'Past', it: undefined } });
    await stay('USECASE005', past.id, null, day(-5), day(-3));
    const history = await removeRoomType(db(), actor, { id: past.id, version: 1 });
    expect(history).toMatchObject({
      ok: false,
      status: 409,
      errors: [{ code: 'error.room.type.has.history' }],
    });
    const disabled = await editRoomType(db(), actor, {
      id: past.id,
      version: 1,
      input: { ...DOUBLE, enabled: false },
    });
    expect(disabled).toMatchObject({ ok: true, value: { enabled: false, version: 2 } });
  });
});

/**
 * A hotel sets up its room types and rooms through the secure API, inside workerd: a new type
 * with two rooms and a plan is sold by the public search at once; the rules of an edit or a
 * removal against stays from the hotel's today on (409 with how many and which); stale versions;
 * the audit; 400 with field and key; another manager's hotel answers 403.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar, CalendarDay } from '../../src/contracts/booking-types.ts';
import type { RoomTypesResponse, RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { RoomTypeRefusal } from '../../src/contracts/secure/room-types.ts';
import type { RoomView } from '../../src/contracts/secure/rooms.ts';
import { API, day, postReservation, reservationBody } from '../test/booking-fixture.ts';
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

const HOTEL_ID = 9451;
const PLAN_ID = 9451;
let hotel: SetupHotel;

const typesUrl = (hotelId = HOTEL_ID) => `/hotels/${hotelId}/room-types`;
const roomsUrl = (hotelId = HOTEL_ID) => `/hotels/${hotelId}/rooms`;

/** The body of the brief: a double for 2 adults, a child and a baby, 3 guests in all. */
function roomType(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: { en: 'Lake double', it: 'Doppia lago' },
    category: 'DOUBLE',
    occupancy: { adults: 2, boys: 0, children: 1, kids: 1, total: 3 },
    ...over,
  };
}

async function createType(over: Record<string, unknown> = {}): Promise<RoomTypeView> {
  return answer<RoomTypeView>(await call(hotel.staff, 'POST', typesUrl(), roomType(over)), 201);
}

async function createRoom(roomTypeId: number, number: string): Promise<RoomView> {
  return answer<RoomView>(await call(hotel.staff, 'POST', roomsUrl(), { roomTypeId, number }), 201);
}

/** A type with two rooms and a plan: what the public search sells. */
async function typeOnSale(over: Record<string, unknown> = {}): Promise<RoomTypeView> {
  const type = await createType(over);
  await createRoom(type.id, `${type.id}-1`);
  await createRoom(type.id, `${type.id}-2`);
  await seedPlan(HOTEL_ID, PLAN_ID, type.id, 8000);
  return type;
}

async function book(roomTypeId: number, checkin: string, checkout: string, adults = 2): Promise<string> {
  const res = await postReservation(
    reservationBody({ roomTypeId, ratePlanId: PLAN_ID, checkin, checkout, adults }),
    { hotel: HOTEL_ID },
  );
  return (await answer<{ code: string }>(res, 201)).code;
}

/** The public calendar's answer for one night (2 adults). */
async function calendarDay(date: string): Promise<CalendarDay | undefined> {
  const res = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ID}/calendar?from=${date}&to=${date}&adults=2`);
  return (await answer<BookingCalendar>(res, 200)).days[0];
}

const put = (type: RoomTypeView, over: Record<string, unknown> = {}) =>
  call(hotel.staff, 'PUT', `${typesUrl()}/${type.id}`, {
    ...roomType(),
    enabled: type.enabled,
    version: type.version,
    ...over,
  });

beforeAll(async () => {
  hotel = await seedSetupHotel(HOTEL_ID, 'types');
});

describe('a room type the hotel creates', () => {
  it('is sold by the public search once it has rooms and a plan, room by room', async () => {
    const before = await ratesVersion(HOTEL_ID);
    const type = await createType({ description: { en: 'Balcony over the lake.' }, sizeSqm: 22 });
    expect(type).toMatchObject({
      name: { en: 'Lake double', it: 'Doppia lago' },
      description: { en: 'Balcony over the lake.', it: null },
      category: 'DOUBLE',
      occupancy: { adults: 2, boys: 0, children: 1, kids: 1, total: 3 },
      baseOccupancy: 2,
      sizeSqm: 22,
      enabled: true,
      rooms: 0,
      version: 1,
    });
    expect(await ratesVersion(HOTEL_ID)).toBeGreaterThan(before);
    await seedPlan(HOTEL_ID, PLAN_ID, type.id, 8000);
    // No rooms: nothing on sale (and the calendar's answer is now in the edge cache).
    expect(await roomsOnSale(HOTEL_ID, type.id, day(3), day(5))).toBeNull();
    expect(await calendarDay(day(3))).toMatchObject({ available: false, lowestPrice: null });
    await createRoom(type.id, 'L1');
    await createRoom(type.id, 'L2');
    expect(await roomsOnSale(HOTEL_ID, type.id, day(3), day(5))).toBe(2);
    // The rates version moved with the rooms: the calendar does not answer from the old cache.
    expect(await calendarDay(day(3))).toMatchObject({ available: true, lowestPrice: 80 });
    // Three adults do not fit the occupancy.
    expect(await roomsOnSale(HOTEL_ID, type.id, day(3), day(5), 3)).toBeNull();
    const list = await answer<RoomTypesResponse>(await call(hotel.staff, 'GET', typesUrl()), 200);
    expect(list.roomTypes.find((t) => t.id === type.id)?.rooms).toBe(2);
    expect(await inventoryTotals(type.id, [day(-1), day(0), day(364), day(365)])).toEqual([-1, 2, 2, -1]);
  });

  it('answers 400 with the field and its key, and writes nothing', async () => {
    const before = await auditRows(HOTEL_ID);
    const cases: [Record<string, unknown>, string, string][] = [
      [roomType({ category: 'CASTLE' }), 'category', 'error.field.generic.invalid'],
      [roomType({ name: { en: '' } }), 'name.en', 'error.required'],
      [
        roomType({ occupancy: { adults: 3, boys: 0, children: 0, kids: 0, total: 2 } }),
        'occupancy.total',
        'error.room.type.occupancy.total.adults',
      ],
      [
        roomType({ occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 }, baseOccupancy: 3 }),
        'baseOccupancy',
        'error.room.type.base.occupancy',
      ],
      [
        roomType({ occupancy: { adults: 0, boys: 0, children: 0, kids: 0, total: 1 } }),
        'occupancy.adults',
        'error.field.min',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await call(hotel.staff, 'POST', typesUrl(), body);
      expect((await answer<ErrorBody>(res, 400)).errors).toContainEqual({ field, code });
    }
    expect(await auditRows(HOTEL_ID)).toBe(before);
  });

  it('asks an edit for `enabled`, so that leaving it out never re-enables a type', async () => {
    const type = await createType({ enabled: false });
    const res = await call(hotel.staff, 'PUT', `${typesUrl()}/${type.id}`, {
      ...roomType(),
      version: type.version,
    });
    expect((await answer<ErrorBody>(res, 400)).errors).toEqual([
      { field: 'enabled', code: 'error.required' },
    ]);
  });

  it('is audited: who, when, before and after', async () => {
    const type = await createType();
    const saved = await answer<RoomTypeView>(await put(type, { name: { en: 'Garden double' } }), 200);
    expect(saved.version).toBe(2);
    const { results } = await env.DB.prepare(
      `SELECT action, manager_id, changed_date, before_json, after_json FROM property_changes
       WHERE subject = 'ROOM_TYPE' AND subject_id = ? ORDER BY id`,
    )
      .bind(type.id)
      .all<{ action: string; manager_id: number; before_json: string | null; after_json: string }>();
    expect(results.map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
    expect(results[0]?.manager_id).toBeGreaterThan(0);
    expect(JSON.parse(results[1]?.before_json ?? '{}').name).toEqual({
      en: 'Lake double',
      it: 'Doppia lago',
    });
    expect(JSON.parse(results[1]?.after_json ?? '{}').name).toEqual({ en: 'Garden double' });
  });
});

describe('editing and removing a room type', () => {
  it('answers 409 on a stale version, and writes nothing', async () => {
    const type = await createType();
    await answer<RoomTypeView>(await put(type, { sizeSqm: 30 }), 200);
    const before = await auditRows(HOTEL_ID);
    const body = await answer<ErrorBody>(await put(type, { sizeSqm: 40 }), 409);
    expect(body.errors).toEqual([{ field: 'version', code: RoomTypeRefusal.changed }]);
    const removed = await call(hotel.staff, 'DELETE', `${typesUrl()}/${type.id}?version=1`);
    expect((await answer<ErrorBody>(removed, 409)).errors).toEqual([
      { field: 'version', code: RoomTypeRefusal.changed },
    ]);
    expect(await auditRows(HOTEL_ID)).toBe(before);
  });

  it('refuses to disable, shrink or remove a type future stays are booked on, naming them', async () => {
    const type = await typeOnSale();
    const code = await book(type.id, day(10), day(12), 2);
    const disabled = await answer<ErrorBody>(await put(type, { enabled: false }), 409);
    expect(disabled.errors).toEqual([{ field: 'enabled', code: RoomTypeRefusal.reserved }]);
    expect(disabled.message).toContain('1 future stay');
    expect(disabled.message).toContain(code);
    const smaller = await answer<ErrorBody>(
      await put(type, { occupancy: { adults: 1, boys: 0, children: 1, kids: 0, total: 1 } }),
      409,
    );
    expect(smaller.errors).toEqual([{ field: 'occupancy', code: RoomTypeRefusal.occupancy }]);
    expect(smaller.message).toContain(code);
    const removed = await call(hotel.staff, 'DELETE', `${typesUrl()}/${type.id}?version=${type.version}`);
    expect((await answer<ErrorBody>(removed, 409)).errors).toEqual([
      { field: 'id', code: RoomTypeRefusal.reserved },
    ]);
    // Still on sale as it was: one room of two is taken on those nights.
    expect(await roomsOnSale(HOTEL_ID, type.id, day(10), day(12))).toBe(1);
    // A larger occupancy, or one the party still fits, is fine.
    const kept = await put(type, { occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 } });
    expect((await answer<RoomTypeView>(kept, 200)).occupancy.total).toBe(2);
  });

  it('refuses to remove a type with rooms, with their count; removes an empty one', async () => {
    const type = await createType();
    const room = await createRoom(type.id, 'R-empty');
    const read = await answer<RoomTypesResponse>(await call(hotel.staff, 'GET', typesUrl()), 200);
    const current = read.roomTypes.find((t) => t.id === type.id);
    const refused = await call(hotel.staff, 'DELETE', `${typesUrl()}/${type.id}?version=${current?.version}`);
    const body = await answer<ErrorBody>(refused, 409);
    expect(body.errors).toEqual([{ field: 'id', code: RoomTypeRefusal.hasRooms }]);
    expect(body.message).toContain('1 room belongs');
    expect(
      (await call(hotel.staff, 'DELETE', `${roomsUrl()}/${room.id}?version=${room.version}`)).status,
    ).toBe(204);
    expect(
      (await call(hotel.staff, 'DELETE', `${typesUrl()}/${type.id}?version=${current?.version}`)).status,
    ).toBe(204);
    const after = await answer<RoomTypesResponse>(await call(hotel.staff, 'GET', typesUrl()), 200);
    expect(after.roomTypes.some((t) => t.id === type.id)).toBe(false);
    expect(
      await call(hotel.staff, 'DELETE', `${typesUrl()}/${type.id}?version=1`).then((r) => r.status),
    ).toBe(404);
  });

  it('disables a type nobody booked: the search stops selling it', async () => {
    const type = await typeOnSale();
    expect(await roomsOnSale(HOTEL_ID, type.id, day(20), day(21))).toBe(2);
    await answer<RoomTypeView>(await put(type, { enabled: false }), 200);
    expect(await roomsOnSale(HOTEL_ID, type.id, day(20), day(21))).toBeNull();
  });
});

describe('who may', () => {
  it('answers 403 for another manager’s hotel and 401 without a session, writing nothing', async () => {
    const type = await createType();
    const before = await auditRows(HOTEL_ID);
    for (const [method, path, body] of [
      ['GET', typesUrl(), undefined],
      ['POST', typesUrl(), roomType()],
      ['PUT', `${typesUrl()}/${type.id}`, { ...roomType(), enabled: true, version: 1 }],
      ['DELETE', `${typesUrl()}/${type.id}?version=1`, undefined],
    ] as const) {
      expect((await call(hotel.outsider, method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    // The outsider's own hotel does not reach this one's room types either.
    const own = await call(hotel.outsider, 'PUT', `${typesUrl(hotel.otherHotelId)}/${type.id}`, {
      ...roomType(),
      enabled: true,
      version: 1,
    });
    expect(own.status).toBe(404);
    expect(await auditRows(HOTEL_ID)).toBe(before);
  });
});

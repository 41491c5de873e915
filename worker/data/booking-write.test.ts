/**
 * The reservation batch's room assignment and explicit overbooking (decision 018), inside
 * workerd against the real migrations: every new reservation room gets the first free enabled
 * room of its type in the same batch (or none), never a room another reservation holds on an
 * overlapping night, even under concurrent writes; an overbooking confirmed by the staff is
 * counted apart from `booked`, and a release gives it back first.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import {
  booked,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ID,
  LAST_ROOM,
  postReservation,
  reservationBody,
  seedBookingFixture,
  writeCounts,
} from '../test/booking-fixture.ts';
import { createReservationStatements, type NewReservation } from './booking-write.ts';
import { freeRooms } from './free-rooms.ts';
import { applyActionStatements } from './reservation-release.ts';
import { findReservation, toDomainReservation } from './stored-reservation.ts';

beforeAll(async () => {
  await seedBookingFixture();
});

const db = () => env.DB;

/** The physical room names given to a reservation's rooms, in position order (null: none). */
async function assigned(code: string): Promise<(string | null)[]> {
  const { results } = await db()
    .prepare(
      `SELECT r.name FROM reservation_rooms rr JOIN reservations res ON res.id = rr.reservation_id
       LEFT JOIN rooms r ON r.id = rr.room_id WHERE res.code = ? ORDER BY rr.position`,
    )
    .bind(code)
    .all<{ name: string | null }>();
  return results.map((row) => row.name);
}

async function book(checkin: number, checkout: number, roomTypeId = DOUBLE, rooms = 1): Promise<string> {
  const body = reservationBody({ checkin: day(checkin), checkout: day(checkout), roomTypeId });
  const one = (body.rooms as unknown[])[0];
  body.rooms = Array.from({ length: rooms }, () => one);
  const res = await postReservation(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as ReservationCreated).code;
}

async function roomId(name: string): Promise<number> {
  const row = await db()
    .prepare('SELECT id FROM rooms WHERE hotel_id = ? AND name = ?')
    .bind(HOTEL_ID, name)
    .first<{ id: number }>();
  if (!row) throw new Error(`no room ${name}`);
  return row.id;
}

function newReservation(
  code: string,
  nights: string[],
  options: Partial<NewReservation> = {},
): NewReservation {
  const first = nights[0] ?? day(0);
  const last = nights.at(-1) ?? first;
  const end = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    hotelId: HOTEL_ID,
    code,
    manageTokenHash: 'x'.repeat(64),
    checkin: first,
    checkout: end,
    source: 'PHONE',
    language: 'en',
    guest: {
      email: '',
      name: 'Walk',
      surname: 'In',
      phone: { prefix: '+39', number: '3330000000' },
      nationality: 'Italia',
      countryIso: 'IT',
      consents: { MARKETING: { value: false }, PROFILING: { value: false } },
      language: 'en',
    },
    card: null,
    promoCode: null,
    notes: null,
    currency: 'EUR',
    initialTotalCents: 10_000,
    discountCents: 0,
    totalCents: 10_000,
    taxableCents: 9_091,
    vatCents: 909,
    cityTaxCents: 0,
    depositCents: 0,
    grandTotalCents: 10_000,
    idempotencyKeyHash: null,
    requestHash: null,
    rooms: [
      {
        roomTypeId: LAST_ROOM,
        ratePlanId: FLEX,
        rateType: 'STANDARD',
        startDate: first,
        endDate: end,
        people: { adults: 2, boys: 0, children: 0, kids: 0 },
        dailyRates: nights.map((date) => ({ date, amountCents: 10_000 })),
        beds: [],
        services: [],
        promotions: [],
        cancellationPolicy: null,
        noShowPolicy: null,
        includedMealPlans: [],
        initialTotalCents: 10_000,
        totalCents: 10_000,
        cityTaxCents: 0,
        depositCents: 0,
      },
    ],
    ...options,
  };
}

const email = { to: 'x@example.it', subject: 'x', text: 'x', template: 'reservation-confirmation' };

async function write(reservation: NewReservation): Promise<unknown> {
  try {
    await db().batch(createReservationStatements(db(), reservation, email, null, new Date()));
    return null;
  } catch (error) {
    return error;
  }
}

async function stock(roomTypeId: number, date: string) {
  return db()
    .prepare('SELECT total, booked, overbooked FROM inventory WHERE room_type_id = ? AND date = ?')
    .bind(roomTypeId, date)
    .first<{ total: number; booked: number; overbooked: number }>();
}

describe('automatic room assignment', () => {
  it('gives the first free room of the type, in natural order, and the next one to an overlapping stay', async () => {
    const first = await book(14, 16);
    const second = await book(15, 17);
    // A stay that starts on the first one's checkout day may have its room again.
    const third = await book(16, 18);
    expect(await assigned(first)).toEqual(['T1']);
    expect(await assigned(second)).toEqual(['T2']);
    expect(await assigned(third)).toEqual(['T1']);
  });

  it('never gives two rooms of one reservation the same room', async () => {
    const code = await book(19, 21, DOUBLE, 3);
    expect(await assigned(code)).toEqual(['T1', 'T2', 'T3']);
  });

  it('skips disabled rooms and rooms closed on any night of the stay, and orders T2 before T10', async () => {
    await db()
      .prepare(`INSERT INTO rooms (hotel_id, room_type_id, name) VALUES (?1, ?2, 'T10'), (?1, ?2, 'T0X')`)
      .bind(HOTEL_ID, DOUBLE)
      .run();
    await db()
      .prepare('UPDATE rooms SET enabled = 0 WHERE hotel_id = ? AND name = ?')
      .bind(HOTEL_ID, 'T1')
      .run();
    await db()
      .prepare('INSERT INTO room_closings (room_id, date) VALUES (?, ?)')
      .bind(await roomId('T2'), day(23))
      .run();
    try {
      const code = await book(22, 24);
      expect(await assigned(code)).toEqual(['T3']);
      const rooms = await freeRooms(db(), {
        hotelId: HOTEL_ID,
        roomTypeId: DOUBLE,
        start: day(22),
        end: day(24),
      });
      expect(rooms.map((r) => r.name)).toEqual(['T4', 'T5', 'T0X', 'T10']);
    } finally {
      await db()
        .prepare('UPDATE rooms SET enabled = 1 WHERE hotel_id = ? AND name = ?')
        .bind(HOTEL_ID, 'T1')
        .run();
      await db()
        .prepare(`UPDATE rooms SET enabled = 0 WHERE hotel_id = ? AND name IN ('T10', 'T0X')`)
        .bind(HOTEL_ID)
        .run();
    }
  });

  it('leaves the room unassigned (an overbooking to place) when no room of the type is free', async () => {
    // The type's only room is closed that night while its inventory still sells one.
    await db()
      .prepare('INSERT INTO room_closings (room_id, date) VALUES (?, ?)')
      .bind(await roomId('L1'), day(27))
      .run();
    const code = await book(26, 28, LAST_ROOM);
    expect(await assigned(code)).toEqual([null]);
  });

  it('gives a cancelled reservation room back: the next stay gets it', async () => {
    const code = await book(29, 30, LAST_ROOM);
    expect(await assigned(code)).toEqual(['L1']);
    await db()
      .prepare(
        `UPDATE reservation_rooms SET status = 'CANCELLED'
         WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?)`,
      )
      .bind(code)
      .run();
    await db()
      .prepare('UPDATE inventory SET booked = 0 WHERE room_type_id = ? AND date = ?')
      .bind(LAST_ROOM, day(29))
      .run();
    expect(await assigned(await book(29, 30, LAST_ROOM))).toEqual(['L1']);
  });

  it('under concurrent writes never gives one room twice for overlapping nights', async () => {
    // The inventory is raised above the 5 physical rooms, so only the assignment stands between
    // 12 concurrent reservations and a double assignment.
    await db()
      .prepare('UPDATE inventory SET total = 20 WHERE room_type_id = ? AND date IN (?, ?)')
      .bind(DOUBLE, day(31), day(32))
      .run();
    const body = reservationBody({ checkin: day(31), checkout: day(33) });
    const responses = await Promise.all(Array.from({ length: 12 }, () => postReservation(body)));
    const codes = await Promise.all(
      responses.map(async (res) => {
        expect(res.status).toBe(201);
        return ((await res.json()) as ReservationCreated).code;
      }),
    );
    const rooms = (await Promise.all(codes.map(assigned))).flat();
    const given = rooms.filter((name) => name !== null);
    expect(given.sort()).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    expect(rooms.filter((name) => name === null)).toHaveLength(7);
  });

  it('keeps a chosen room when it is free, and fails the whole batch when it was taken meanwhile', async () => {
    const t4 = await roomId('T4');
    const chosen = (code: string) => {
      const base = newReservation(code, [day(34)]);
      return { ...base, rooms: base.rooms.map((room) => ({ ...room, roomTypeId: DOUBLE, roomId: t4 })) };
    };
    const ok = chosen('CHOSEN0001');
    expect(await write(ok)).toBeNull();
    expect(await assigned('CHOSEN0001')).toEqual(['T4']);
    const before = await writeCounts();
    const taken = chosen('CHOSEN0002');
    expect(String(await write(taken))).toMatch(/CHECK constraint failed/);
    expect(await writeCounts()).toEqual(before);
  });
});

describe('explicit overbooking', () => {
  it('without overbook a full night fails the batch; with it the room past the total is counted apart', async () => {
    const night = day(35);
    expect(await write(newReservation('OVERA00001', [night]))).toBeNull();
    expect(await stock(LAST_ROOM, night)).toEqual({ total: 1, booked: 1, overbooked: 0 });
    const before = await writeCounts();
    expect(String(await write(newReservation('OVERA00002', [night])))).toMatch(/CHECK constraint failed/);
    expect(await writeCounts()).toEqual(before);
    expect(await write(newReservation('OVERA00003', [night], { overbook: true }))).toBeNull();
    expect(await stock(LAST_ROOM, night)).toEqual({ total: 1, booked: 1, overbooked: 1 });
    // L1 is held by the first one: the overbooking has no room.
    expect(await assigned('OVERA00003')).toEqual([null]);
  });

  it('an overbooking of a night with rooms left takes them first', async () => {
    const nights = [day(36), day(37)];
    expect(await write(newReservation('OVERB00001', [day(37)]))).toBeNull();
    expect(await write(newReservation('OVERB00002', nights, { overbook: true }))).toBeNull();
    expect(await stock(LAST_ROOM, day(36))).toEqual({ total: 1, booked: 1, overbooked: 0 });
    expect(await stock(LAST_ROOM, day(37))).toEqual({ total: 1, booked: 1, overbooked: 1 });
  });

  it('a cancellation gives back the overbooked room first, so the widget still sells nothing that night', async () => {
    const night = day(38);
    expect(await write(newReservation('OVERC00001', [night]))).toBeNull();
    expect(await write(newReservation('OVERC00002', [night], { overbook: true }))).toBeNull();
    const cancel = async (code: string) => {
      const stored = await findReservation(db(), code);
      if (!stored) throw new Error('missing');
      const before = toDomainReservation(stored);
      const after = {
        ...before,
        status: 'CANCELLED' as const,
        rooms: before.rooms.map((room) => ({ ...room, status: 'CANCELLED' as const })),
      };
      await db().batch(
        applyActionStatements(db(), before, after, {
          reservationId: stored.row.id,
          version: stored.row.version,
          releaseFrom: day(0),
          email: null,
          now: new Date(),
        }),
      );
    };
    // The guest who HAS the room cancels: the overbooked guest now has it, nothing is for sale.
    await cancel('OVERC00001');
    expect(await stock(LAST_ROOM, night)).toEqual({ total: 1, booked: 1, overbooked: 0 });
    const soldOut = await postReservation(
      reservationBody({ checkin: night, checkout: day(39), roomTypeId: LAST_ROOM }),
    );
    expect(soldOut.status).toBe(409);
    await cancel('OVERC00002');
    expect(await stock(LAST_ROOM, night)).toEqual({ total: 1, booked: 0, overbooked: 0 });
    expect(await booked(LAST_ROOM, night)).toBe(0);
  });

  it('never takes a closed room type, even overbooked', async () => {
    await db()
      .prepare('UPDATE inventory SET room_closed = 1 WHERE room_type_id = ? AND date = ?')
      .bind(LAST_ROOM, day(41))
      .run();
    const before = await writeCounts();
    expect(String(await write(newReservation('OVERD00001', [day(41)], { overbook: true })))).toMatch(
      /CHECK constraint failed/,
    );
    expect(await writeCounts()).toEqual(before);
  });
});

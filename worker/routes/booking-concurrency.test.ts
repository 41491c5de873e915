/**
 * Reliability of the reservation writes inside workerd: the last room of a night under 100
 * concurrent requests from one client address, a stay whose third night is full, and the batch itself refusing a full,
 * closed or missing night without changing anything.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import { createReservationStatements, type NewReservation } from '../data/booking-write.ts';
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
  THIRD_FULL,
  writeCounts,
} from '../test/booking-fixture.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

beforeAll(async () => {
  await seedBookingFixture();
});

describe('the last room of a night', () => {
  it('100 concurrent reservations from ONE client: exactly one 201, 99 clear 409s (no 429), inventory equals capacity', async () => {
    const night = day(10);
    expect(await booked(LAST_ROOM, night)).toBe(0);
    const before = await writeCounts();
    const body = reservationBody({ checkin: night, checkout: day(11), roomTypeId: LAST_ROOM });
    // One machine sends them all: the rate limits must not decide the outcome (decision 016).
    const ip = '198.51.100.10';
    const responses = await Promise.all(Array.from({ length: 100 }, () => postReservation(body, { ip })));
    const results = await Promise.all(
      responses.map(async (res) => ({ status: res.status, text: await res.text() })),
    );
    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(99);
    for (const r of refused) {
      const error = JSON.parse(r.text) as ErrorBody;
      expect(error.message).toBe(`No room left: Last room is sold out on ${night}`);
      expect(error.errors).toEqual([{ field: 'rooms.0', code: 'error.stay.sold.out' }]);
    }
    expect(await booked(LAST_ROOM, night)).toBe(1);
    const capacity = await env.DB.prepare(
      'SELECT total, booked FROM inventory WHERE room_type_id = ? AND date = ?',
    )
      .bind(LAST_ROOM, night)
      .first<{ total: number; booked: number }>();
    expect(capacity).toEqual({ total: 1, booked: 1 });
    const after = await writeCounts();
    expect(after).toEqual({
      reservations: before.reservations + 1,
      rooms: before.rooms + 1,
      emails: before.emails + 1,
      keys: before.keys + 1,
      booked: before.booked + 1,
    });
    const { code } = JSON.parse(created[0]?.text ?? '{}') as ReservationCreated;
    const row = await env.DB.prepare('SELECT status FROM reservations WHERE code = ?').bind(code).first();
    expect(row).toEqual({ status: 'CONFIRMED' });
  }, 120_000);
});

describe('a stay whose third night is full', () => {
  it('answers 409 naming the night and leaves the first two nights unchanged', async () => {
    const before = await writeCounts();
    const res = await postReservation(
      reservationBody({ checkin: day(10), checkout: day(13), roomTypeId: THIRD_FULL }),
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody;
    expect(body.message).toBe(`No room left: Third night full is sold out on ${day(12)}`);
    expect(body.errors).toContainEqual({ field: 'rooms.0', code: 'error.stay.sold.out' });
    expect(await booked(THIRD_FULL, day(10))).toBe(0);
    expect(await booked(THIRD_FULL, day(11))).toBe(0);
    expect(await booked(THIRD_FULL, day(12))).toBe(2);
    expect(await writeCounts()).toEqual(before);
  });
});

describe('the reservation batch itself (the rules passed, then the night filled up)', () => {
  function reservation(roomTypeId: number, nights: string[], code: string): NewReservation {
    return {
      hotelId: HOTEL_ID,
      code,
      manageTokenHash: 'x'.repeat(64),
      checkin: nights[0] ?? day(0),
      checkout: day(Number(nights.length) + 10),
      source: 'WIDGET',
      language: 'en',
      guest: {
        email: 'race@example.it',
        name: 'Race',
        surname: 'Condition',
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
      initialTotalCents: 30_000,
      discountCents: 0,
      totalCents: 30_000,
      taxableCents: 27_273,
      vatCents: 2_727,
      cityTaxCents: 0,
      depositCents: 0,
      grandTotalCents: 30_000,
      idempotencyKeyHash: null,
      requestHash: null,
      rooms: [
        {
          roomTypeId,
          ratePlanId: FLEX,
          rateType: 'STANDARD',
          startDate: nights[0] ?? day(0),
          endDate: day(99),
          people: { adults: 2, boys: 0, children: 0, kids: 0 },
          dailyRates: nights.map((date) => ({ date, amountCents: 10_000 })),
          beds: [],
          services: [],
          promotions: [],
          cancellationPolicy: null,
          noShowPolicy: null,
          includedMealPlans: [],
          initialTotalCents: 30_000,
          totalCents: 30_000,
          cityTaxCents: 0,
          depositCents: 0,
        },
      ],
    };
  }

  const email = { to: 'race@example.it', subject: 'x', text: 'x', template: 'reservation-confirmation' };

  async function write(r: NewReservation): Promise<unknown> {
    try {
      await env.DB.batch(createReservationStatements(env.DB, r, email, null, new Date()));
      return null;
    } catch (error) {
      return error;
    }
  }

  it('takes every night of a free stay in one batch', async () => {
    const nights = [day(50), day(51), day(52)];
    expect(await write(reservation(DOUBLE, nights, 'BATCHOK001'))).toBeNull();
    for (const night of nights) expect(await booked(DOUBLE, night)).toBe(1);
  });

  it('fails as a whole when the third night is full: nothing written', async () => {
    const before = await writeCounts();
    const error = await write(reservation(THIRD_FULL, [day(10), day(11), day(12)], 'BATCHFULL1'));
    expect(String(error)).toMatch(/CHECK constraint failed/);
    expect(await booked(THIRD_FULL, day(10))).toBe(0);
    expect(await booked(THIRD_FULL, day(11))).toBe(0);
    expect(await writeCounts()).toEqual(before);
  });

  it('fails when a night was closed meanwhile', async () => {
    await env.DB.prepare('UPDATE inventory SET room_closed = 1 WHERE room_type_id = ? AND date = ?')
      .bind(DOUBLE, day(45))
      .run();
    const before = await writeCounts();
    const error = await write(reservation(DOUBLE, [day(44), day(45)], 'BATCHCLOS1'));
    expect(String(error)).toMatch(/CHECK constraint failed/);
    expect(await writeCounts()).toEqual(before);
  });

  it('fails when a night has no inventory at all', async () => {
    const before = await writeCounts();
    const error = await write(reservation(DOUBLE, [day(58), day(59), day(60)], 'BATCHMISS1'));
    expect(String(error)).toMatch(/CHECK constraint failed/);
    expect(await writeCounts()).toEqual(before);
    const row = await env.DB.prepare(
      'SELECT count(*) AS n FROM inventory WHERE room_type_id = ? AND date = ?',
    )
      .bind(DOUBLE, day(60))
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});

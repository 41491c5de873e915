import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReservationSchema } from '../../src/contracts/booking.ts';
import { staffBookingSchema } from '../../src/contracts/secure/staff-booking.ts';
import { findReservation } from '../data/stored-reservation.ts';
import { ApiError } from '../errors.ts';
import {
  DOUBLE,
  day,
  FLEX,
  HOTEL_ID,
  LAST_ROOM,
  reservationBody,
  seedBookingFixture,
  writeCounts,
} from '../test/booking-fixture.ts';
import { applyStaffAction, cancelByGuest } from './cancel-reservation.ts';
import { createGuestReservation, PriceChangedError } from './guest-reservation.ts';
import { createStaffReservation, loadStaffBooking, SoldOutError } from './staff-reservation.ts';

// The two ways of booking as use cases, without HTTP: validated input in, a reservation (or a
// domain refusal) out. The routes' own tests cover headers, replays and rate limits.

const deps = () => ({ db: env.DB, siteUrl: 'https://itaca.test', now: Date.now() });
const claim = () => ({ keyHash: crypto.randomUUID(), requestHash: 'test', key: crypto.randomUUID() });
const noQuota = () => ({
  check: async () => {},
  statement: env.DB.prepare('SELECT 1'),
  reached: () => new ApiError(429, 'Too many requests', []),
});

beforeAll(() => seedBookingFixture());

describe('createGuestReservation', () => {
  it('books at the price the engine computes, with its history, notice and confirmation in one write', async () => {
    const stay = { checkin: day(30), checkout: day(32) };
    const body = createReservationSchema.parse(
      reservationBody({ ...stay, roomTypeId: DOUBLE, ratePlanId: FLEX }),
    );
    const booking = await loadStaffBooking(env.DB, HOTEL_ID, stay);
    const answer = await createGuestReservation(deps(), booking, body, claim(), noQuota());
    expect(answer.body).toMatchObject({ status: 'CONFIRMED', currency: 'EUR' });
    const row = await env.DB.prepare(
      `SELECT r.source, r.total_cents,
              (SELECT count(*) FROM reservation_events e WHERE e.reservation_id = r.id) AS events,
              (SELECT count(*) FROM email_outbox o WHERE o.template = 'reservation-confirmation' AND o.body_text LIKE '%' || r.code || '%') AS emails
         FROM reservations r WHERE r.code = ?`,
    )
      .bind(answer.body.code)
      .first<{ source: string; total_cents: number; events: number; emails: number }>();
    expect(row).toMatchObject({ source: 'WIDGET', events: 2, emails: 1 });
    expect(row?.total_cents).toBe(Math.round(answer.body.total * 100));
  });

  it('refuses a stale expected total with the new quote, writing nothing', async () => {
    const stay = { checkin: day(33), checkout: day(34) };
    const body = createReservationSchema.parse({ ...reservationBody(stay), expectedTotal: 1 });
    const booking = await loadStaffBooking(env.DB, HOTEL_ID, stay);
    const before = await writeCounts();
    const refusal = await createGuestReservation(deps(), booking, body, claim(), noQuota()).catch((e) => e);
    expect(refusal).toBeInstanceOf(PriceChangedError);
    expect((refusal as PriceChangedError).body.quote.total).toBeGreaterThan(1);
    expect(await writeCounts()).toEqual(before);
  });
});

describe('createStaffReservation', () => {
  it('books by phone without an e-mail, and refuses a sold-out night unless overbooked', async () => {
    // Day 25 is sold out in the fixture (every room type).
    const staffBody = (roomTypeId: number, overbook: boolean) =>
      staffBookingSchema.parse({
        stay:
          roomTypeId === DOUBLE
            ? { checkin: day(26), checkout: day(28) }
            : { checkin: day(24), checkout: day(26) },
        rooms: [{ roomTypeId, ratePlanId: FLEX, people: { adults: 2 } }],
        guest: {
          name: 'Lucia',
          surname: 'Bianchi',
          phone: { prefix: '+39', number: '3471234567' },
          nationality: 'Italia',
          language: 'it',
        },
        source: 'PHONE',
        overbook,
      });
    const booking = await loadStaffBooking(env.DB, HOTEL_ID, { checkin: day(24), checkout: day(28) });
    const user = await env.DB.prepare('SELECT id, name, surname FROM managers ORDER BY id LIMIT 1').first<{
      id: number;
      name: string;
      surname: string;
    }>();
    const booked = await createStaffReservation(deps(), booking, staffBody(DOUBLE, false), claim(), user);
    expect(booked).toMatchObject({ source: 'PHONE', overbooked: false, emailSent: false });

    const before = await writeCounts();
    const soldOut = await createStaffReservation(
      deps(),
      booking,
      staffBody(LAST_ROOM, false),
      claim(),
      user,
    ).catch((e) => e);
    expect(soldOut).toBeInstanceOf(SoldOutError);
    expect((soldOut as SoldOutError).body.fullNights.length).toBeGreaterThan(0);
    expect(await writeCounts()).toEqual(before);

    const overbooked = await createStaffReservation(
      deps(),
      booking,
      staffBody(LAST_ROOM, true),
      claim(),
      user,
    );
    expect(overbooked.overbooked).toBe(true);
  });
});

describe('cancelling', () => {
  it('previews and cancels a guest booking once; a staff action on the stale copy is refused', async () => {
    const stay = { checkin: day(35), checkout: day(37) };
    const body = createReservationSchema.parse(reservationBody(stay));
    const booking = await loadStaffBooking(env.DB, HOTEL_ID, stay);
    const { code } = (await createGuestReservation(deps(), booking, body, claim(), noQuota())).body;
    const stored = await findReservation(env.DB, code);
    if (!stored) throw new Error('not stored');

    const before = await writeCounts();
    const preview = await cancelByGuest(deps(), stored, true);
    expect(preview).toMatchObject({ preview: true, status: 'CANCELLED', penalty: 0 });
    expect(await writeCounts()).toEqual(before);

    expect(await cancelByGuest(deps(), stored, false)).toMatchObject({ preview: false, status: 'CANCELLED' });
    const stale = await applyStaffAction(deps(), stored, 'cancel', { preview: false, user: null }).catch(
      (e) => e,
    );
    expect(stale).toBeInstanceOf(ApiError);
    expect((stale as ApiError).status).toBe(409);
  });
});

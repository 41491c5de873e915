/**
 * Staff booking (decision 018): a reservation a front desk takes by phone, e-mail or from another
 * channel. Paths are under /api/rs/secure (secure-local.ts); the use cases are in worker/booking/
 * (staff-availability.ts, staff-reservation.ts).
 *
 *   GET  /hotels/{hotelId}/staff-availability  every room type and rate for a stay and a party,
 *        priced by the engine exactly as the public search prices them, with the online
 *        restrictions the staff may override and the sold-out nights, and the free rooms;
 *        with the bookable services (priced for the party) and the extra beds of each type;
 *   POST /hotels/{hotelId}/staff-quote          the engine's price of rooms with their extras
 *        (services, extra beds), as the booking will store it; nothing is written;
 *   POST /hotels/{hotelId}/reservations         creates the reservation (Idempotency-Key).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type StaffAvailability,
  type StaffBookingCreated,
  type StaffQuote,
  staffAvailabilityQuery,
  staffBookingSchema,
  staffQuoteSchema,
} from '../../src/contracts/secure/staff-booking.ts';
import { checkStayDates, hotelToday } from '../booking/guards.ts';
import { claimOrReplay, IDEMPOTENCY_LABEL, idempotencyKey } from '../booking/reservation-create.ts';
import { staffAvailability } from '../booking/staff-availability.ts';
import {
  createStaffReservation,
  loadStaffBooking,
  SoldOutError,
  type StaffSealedAnswer,
  staffQuote,
} from '../booking/staff-reservation.ts';
import { assignedRooms } from '../data/free-rooms.ts';
import { releaseIdempotencyKey } from '../data/idempotency-keys.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { secretId } from '../security/sealed.ts';
import { sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

async function respond(
  c: Ctx,
  code: string,
  answer: StaffSealedAnswer,
  replayed: boolean,
): Promise<Response> {
  const body: StaffBookingCreated = { ...answer, rooms: await assignedRooms(c.env.DB, code) };
  return c.json(body, 201, {
    'Cache-Control': 'no-store',
    ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
}

export const staffBookingRoutes = new Hono<AppEnv>()
  .get(
    '/staff-availability',
    failureMessage('Error getting availability'),
    requirePermission('reservations.read'),
    validate('param', hotelParams),
    validate('query', staffAvailabilityQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const query = c.req.valid('query');
      const now = Date.now();
      const booking = await loadStaffBooking(c.env.DB, hotelId, query);
      checkStayDates(booking, query, hotelToday(booking, now), { checkin: 'checkin', checkout: 'checkout' });
      const people = { adults: query.adults, boys: query.boys, children: query.children, kids: query.kids };
      const answer = await staffAvailability(c.env.DB, booking, { ...query, people }, now);
      return c.json<StaffAvailability>(answer, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/staff-quote',
    failureMessage('Error pricing the reservation'),
    requirePermission('reservations.write'),
    validate('param', hotelParams),
    validate('json', staffQuoteSchema),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body = c.req.valid('json');
      const now = Date.now();
      const booking = await loadStaffBooking(c.env.DB, hotelId, body.stay);
      checkStayDates(booking, body.stay, hotelToday(booking, now), {
        checkin: 'stay.checkin',
        checkout: 'stay.checkout',
      });
      return c.json<StaffQuote>(staffQuote(booking, body, now), 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/reservations',
    failureMessage('Error creating the reservation'),
    requirePermission('reservations.write'),
    validate('param', hotelParams),
    validate('json', staffBookingSchema),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body = c.req.valid('json');
      const key = idempotencyKey(c);
      const booking = await loadStaffBooking(c.env.DB, hotelId, body.stay);
      checkStayDates(booking, body.stay, hotelToday(booking, Date.now()), {
        checkin: 'stay.checkin',
        checkout: 'stay.checkout',
      });
      const claim = {
        hotelId,
        key,
        // Staff keys live apart from the widget's (same table, another scope).
        keyHash: await secretId(IDEMPOTENCY_LABEL, `staff:${hotelId}`, key),
        requestHash: await sha256Hex(JSON.stringify({ hotelId, staff: true, body })),
      };
      const claimed = await claimOrReplay<StaffSealedAnswer>(c.env.DB, claim);
      if (claimed !== 'owner') return respond(c, claimed.body.code, claimed.body, true);
      let answer: StaffSealedAnswer;
      try {
        answer = await createStaffReservation(
          { db: c.env.DB, siteUrl: c.env.SITE_URL, now: Date.now() },
          booking,
          body,
          claim,
          c.get('user'),
        );
      } catch (error) {
        await releaseIdempotencyKey(c.env.DB, hotelId, claim.keyHash);
        if (error instanceof SoldOutError) return c.json(error.body, 409, { 'Cache-Control': 'no-store' });
        throw error;
      }
      return respond(c, answer.code, answer, false);
    },
  );

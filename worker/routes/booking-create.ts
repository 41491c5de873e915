/**
 * POST booking/hotels/{idOrAlias}/reservations: creates a reservation with an Idempotency-Key.
 *
 * 1. Input checks (400, nothing written): path, Idempotency-Key header, body (zod: dates, rooms,
 *    guest, card brand, last 4 and expiry), then against the hotel: dates, accepted card circuits.
 * 2. The key is claimed for (hotel, SHA-256 of the key) with INSERT … ON CONFLICT DO NOTHING.
 *    A request that finds it claimed waits for the owner's answer and replays it byte for byte
 *    (same body), or gets 422 (other body). Failed requests release their claim.
 * 3. The owner books (worker/booking/guest-reservation.ts: priced again, written in one batch).
 * Limits per client address (decision 016): a flood guard on attempts before anything else, and
 * a quota of reservations created, checked before creating and counted in the same batch (429).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import {
  BookingErrorCode,
  bookingHotelParams,
  type CreateReservation,
  createReservationSchema,
} from '../../src/contracts/booking.ts';
import {
  allowedCircuits,
  checkStayDates,
  hotelToday,
  requireBookingEnabled,
  requireHotelBooking,
} from '../booking/guards.ts';
import {
  type CreationQuota,
  createGuestReservation,
  PriceChangedError,
} from '../booking/guest-reservation.ts';
import {
  claimOrReplay,
  IDEMPOTENCY_LABEL,
  type IdempotentAnswer,
  idempotencyKey,
} from '../booking/reservation-create.ts';
import { releaseIdempotencyKey } from '../data/idempotency-keys.ts';
import type { AppEnv } from '../env.ts';
import { badRequest } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import {
  type ActionRule,
  clientIp,
  enforceRateLimit,
  limitReached,
  limitRequest,
  quotaStatement,
} from '../security/rate-limit.ts';
import { secretId } from '../security/sealed.ts';
import { sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

/**
 * Per client address and 10 minutes (decision 016): reservations created (counted only when one
 * is created, in its own batch, and checked before creating), and a flood guard on attempts,
 * whatever their outcome, far above what a booking page or a test suite sends.
 */
export const RESERVATIONS_CREATED_PER_IP_PER_10_MIN = 30;
export const RESERVATION_ATTEMPTS_PER_IP_PER_10_MIN = 600;
const TEN_MINUTES = 600;

type Ctx = Context<AppEnv>;

/** Reservations created by a client address (a quota: see `quotaStatement`). */
function createdRule(c: Ctx): ActionRule {
  return {
    action: 'booking-created',
    key: `ip:${clientIp(c)}`,
    limit: RESERVATIONS_CREATED_PER_IP_PER_10_MIN,
    windowSeconds: TEN_MINUTES,
  };
}

/** The request's fingerprint: hotel and validated body (the card without number nor CVV). */
function requestHash(hotelId: number, body: CreateReservation): Promise<string> {
  return sha256Hex(JSON.stringify({ hotelId, body }));
}

/** The client address's quota of reservations created, read before and counted with the write. */
function creationQuota(c: Ctx, now: number): CreationQuota {
  const rule = createdRule(c);
  return {
    check: () => limitRequest(c, { check: [rule] }, now),
    statement: quotaStatement(c, rule, now),
    reached: () => limitReached(rule, now),
  };
}

const createReservationHandlers = createFactory<AppEnv>().createHandlers(
  failureMessage('Error creating the reservation'),
  async (c, next) => {
    // The flood guard: every attempt counted before validation, so a flood of malformed
    // requests is limited too (the limit on reservations created is checked when creating).
    await enforceRateLimit(c, 'booking-reservation', [
      { key: `ip:${clientIp(c)}`, limit: RESERVATION_ATTEMPTS_PER_IP_PER_10_MIN, windowSeconds: TEN_MINUTES },
    ]);
    await next();
  },
  validate('param', bookingHotelParams),
  validate('json', createReservationSchema),
  async (c) => {
    const { idOrAlias } = c.req.valid('param');
    const body = c.req.valid('json');
    const key = idempotencyKey(c);
    const now = Date.now();
    const booking = await requireHotelBooking(c.env.DB, idOrAlias, {
      span: { from: body.stay.checkin, to: body.stay.checkout },
      promotions: true,
      // The confirmation e-mail gives the guest the hotel's phone and e-mail.
      contacts: true,
    });
    requireBookingEnabled(booking);
    checkStayDates(booking, body.stay, hotelToday(booking, now), {
      checkin: 'stay.checkin',
      checkout: 'stay.checkout',
    });
    if (body.card) {
      const circuits = await allowedCircuits(c.env.DB, booking);
      if (!circuits.includes(body.card.circuit)) {
        throw badRequest('This card is not accepted', [
          { field: 'card.circuit', code: BookingErrorCode.cardType },
        ]);
      }
    }
    const hotelId = booking.hotel.id;
    const claim = {
      hotelId,
      key,
      keyHash: await secretId(IDEMPOTENCY_LABEL, `${hotelId}`, key),
      requestHash: await requestHash(hotelId, body),
    };
    const claimed = await claimOrReplay(c.env.DB, claim);
    if (claimed !== 'owner') {
      return c.json(claimed.body, claimed.status, {
        'Idempotent-Replayed': 'true',
        'Cache-Control': 'no-store',
      });
    }
    let answer: IdempotentAnswer;
    try {
      answer = await createGuestReservation(
        { db: c.env.DB, siteUrl: c.env.SITE_URL, now },
        booking,
        body,
        claim,
        creationQuota(c, now),
      );
    } catch (error) {
      await releaseIdempotencyKey(c.env.DB, hotelId, claim.keyHash);
      if (error instanceof PriceChangedError) return c.json(error.body, 409, { 'Cache-Control': 'no-store' });
      throw error;
    }
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  },
);

export const bookingCreateRoutes = new Hono<AppEnv>().post(
  '/booking/hotels/:idOrAlias/reservations',
  ...createReservationHandlers,
);

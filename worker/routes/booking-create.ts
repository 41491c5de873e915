/**
 * POST booking/hotels/{idOrAlias}/reservations: creates a reservation with an Idempotency-Key.
 *
 * 1. Input checks (400, nothing written): path, Idempotency-Key header, body (zod: dates, rooms,
 *    guest, card with Luhn and brand), then against the hotel: dates, accepted card circuits.
 * 2. The key is claimed for (hotel, SHA-256 of the key) with INSERT … ON CONFLICT DO NOTHING.
 *    A request that finds it claimed waits for the owner's answer and replays it byte for byte
 *    (same body), or gets 422 (other body). Failed requests release their claim.
 * 3. The owner recomputes the price with the engine (client figures are never trusted; a
 *    different `expectedTotal` is a 409 with the new quote), then writes everything in ONE batch
 *    whose inventory statement fails as a whole when a night is full (409, nothing written).
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
import type { PriceChangedBody } from '../../src/contracts/booking-types.ts';
import type { FieldError } from '../../src/contracts/error-codes.ts';
import { ErrorCode } from '../../src/contracts/error-codes.ts';
import { bookingCardRequirement } from '../../src/domain/booking/guarantee.ts';
import { guaranteeCardAsked } from '../../src/domain/cards.ts';
import { guestCountryIso } from '../../src/domain/countries.ts';
import { money, toCents } from '../../src/domain/money.ts';
import { manageLink, reservationConfirmationEmail } from '../booking/emails.ts';
import { quoteReservation } from '../booking/engine.ts';
import {
  allowedCircuits,
  checkStayDates,
  hotelToday,
  requireBookingEnabled,
  requireHotelBooking,
} from '../booking/guards.ts';
import {
  claimOrReplay,
  confirmationRooms,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LABEL,
  type IdempotentAnswer,
  idempotencyKey,
  problemsError,
  reservationRoomsOf,
  reservationTotals,
  roomName,
  SOLD_OUT,
  stayRecap,
  sumQuotes,
} from '../booking/reservation-create.ts';
import type { HotelBooking } from '../data/booking.ts';
import {
  createReservationStatements,
  fullNights,
  inventoryTakes,
  isInventoryConflict,
  isUniqueConflict,
  type NewReservation,
  newReservationCode,
  releaseIdempotencyKey,
} from '../data/booking-write.ts';
import { isQuotaConflict } from '../data/rate-limits.ts';
import { creationEventStatements } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../errors.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { notifyHotelStatements } from '../notifications/notify.ts';
import {
  type ActionRule,
  clientIp,
  enforceRateLimit,
  limitReached,
  limitRequest,
  quotaStatement,
} from '../security/rate-limit.ts';
import { sealJson, secretId } from '../security/sealed.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

/**
 * Per client address and 10 minutes (decision 016): reservations created (counted only when one
 * is created, in its own batch, and checked before creating), and a flood guard on attempts,
 * whatever their outcome, far above what a booking page or a test suite sends.
 */
export const RESERVATIONS_CREATED_PER_IP_PER_10_MIN = 30;
export const RESERVATION_ATTEMPTS_PER_IP_PER_10_MIN = 600;
const TEN_MINUTES = 600;

/** Reservations created by a client address (a quota: see `quotaStatement`). */
function createdRule(c: Ctx): ActionRule {
  return {
    action: 'booking-created',
    key: `ip:${clientIp(c)}`,
    limit: RESERVATIONS_CREATED_PER_IP_PER_10_MIN,
    windowSeconds: TEN_MINUTES,
  };
}

export const PRICE_CHANGED = 'The price has changed';

type Ctx = Context<AppEnv>;

/** The request's fingerprint: hotel and validated body (the card without number nor CVV). */
function requestHash(hotelId: number, body: CreateReservation): Promise<string> {
  return sha256Hex(JSON.stringify({ hotelId, body }));
}

/** Prices the request and writes the reservation; throws 4xx when it cannot be made. */
async function createReservation(
  c: Ctx,
  booking: HotelBooking,
  body: CreateReservation,
  claim: { keyHash: string; requestHash: string; key: string },
): Promise<IdempotentAnswer> {
  const db = c.env.DB;
  const now = Date.now();
  // Checked before any work: a client that created its quota of reservations creates no more.
  const created = createdRule(c);
  await limitRequest(c, { check: [created] }, now);
  const today = hotelToday(booking, now);
  const { stay } = body;
  const quoted = quoteReservation(
    booking,
    stay,
    body.rooms.map((room) => ({
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      people: room.people,
      services: room.services.map((s) => ({ serviceId: String(s.serviceId), count: s.count })),
      extraBeds: room.extraBeds,
    })),
    { promoCode: body.promo ?? null, language: body.guest.language, now, today },
  );
  if (!quoted.ok) throw problemsError(quoted.problems, booking, body);
  const { quotes } = quoted;
  // A deposit or a non-refundable rate is booked with a card (decision 026); the widget says so.
  // A hotel that asks no guarantee card (its payment settings, FOLIO-1) books every rate without one.
  const needsCard = guaranteeCardAsked(booking.hotel.paymentSettings)
    ? bookingCardRequirement(quotes.map((q) => ({ rateType: q.rateType, deposit: q.depositCents > 0 })))
    : 'OPTIONAL';
  if (needsCard !== 'OPTIONAL' && body.card === null) {
    throw badRequest('This rate is booked with a card', [{ field: 'card', code: ErrorCode.required }]);
  }
  const totalCents = sumQuotes(quotes, (q) => q.totalCents);
  const grandTotalCents = sumQuotes(quotes, (q) => q.grandTotalCents);
  const currency = booking.pricing.currency;
  if (body.expectedTotal !== null && toCents(body.expectedTotal) !== totalCents) {
    const priceChanged: PriceChangedBody = {
      message: PRICE_CHANGED,
      errors: [{ field: 'expectedTotal', code: BookingErrorCode.priceChanged }],
      quote: {
        currency,
        total: money(totalCents),
        grandTotal: money(grandTotalCents),
        rooms: quotes.map((q) => ({
          roomTypeId: Number(q.roomTypeId),
          ratePlanId: Number(q.ratePlanId),
          total: money(q.totalCents),
        })),
      },
    };
    throw new PriceChangedError(priceChanged);
  }

  const rooms = reservationRoomsOf(booking, quotes, body.rooms);

  const code = newReservationCode();
  const manageToken = randomToken(32);
  const manageUrl = manageLink(c.env.SITE_URL, code, manageToken, body.guest.language);
  const { initialTotalCents, cityTaxCents, depositCents, vat } = reservationTotals(booking, quotes);
  const reservation: NewReservation = {
    hotelId: booking.hotel.id,
    code,
    manageTokenHash: await sha256Hex(manageToken),
    checkin: stay.checkin,
    checkout: stay.checkout,
    source: 'WIDGET',
    language: body.guest.language,
    guest: {
      email: body.guest.email,
      name: body.guest.name,
      surname: body.guest.surname,
      phone: body.guest.phone,
      nationality: body.guest.nationality,
      // BODATA-12: looked up from the nationality when missing (null when it names no country).
      countryIso: guestCountryIso(body.guest, body.guest.language),
      consents: {
        MARKETING: { value: body.guest.consents.MARKETING },
        PROFILING: { value: body.guest.consents.PROFILING },
      },
      language: body.guest.language,
    },
    card: body.card,
    promoCode: body.promo ?? null,
    notes: body.notes ?? null,
    currency,
    initialTotalCents,
    discountCents: initialTotalCents - totalCents,
    totalCents,
    taxableCents: vat.taxableCents,
    vatCents: vat.vatCents,
    cityTaxCents,
    depositCents,
    grandTotalCents,
    idempotencyKeyHash: claim.keyHash,
    requestHash: claim.requestHash,
    rooms,
  };
  const answer: IdempotentAnswer = {
    status: 201,
    body: {
      code,
      manageToken,
      manageUrl,
      status: 'CONFIRMED',
      currency,
      total: money(totalCents),
      cityTax: money(cityTaxCents),
      grandTotal: money(grandTotalCents),
      deposit: money(depositCents),
      vat: money(vat.vatCents),
    },
  };
  const language = body.guest.language;
  const email = reservationConfirmationEmail({
    to: body.guest.email,
    language,
    guestName: `${body.guest.name} ${body.guest.surname}`,
    hotelName: booking.hotel.name,
    code,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: quotes[0]?.nights ?? 0,
    rooms: confirmationRooms(booking, quotes, language),
    currency,
    total: money(totalCents),
    cityTax: money(cityTaxCents),
    grandTotal: money(grandTotalCents),
    deposit: money(depositCents),
    manageUrl,
    recap: stayRecap(booking, quotes, language, now),
    times: booking.hotel.policies,
    vat: money(vat.vatCents),
    requests: body.notes ?? null,
    coverUrl: (await loadHotelBrand(db, booking.hotel.id, c.env.SITE_URL))?.coverUrl ?? null,
  });
  // Sealed with the Idempotency-Key itself: only its holder can read the stored answer back.
  const sealed = await sealJson(IDEMPOTENCY_LABEL, claim.key, answer.body);
  try {
    await db.batch([
      ...createReservationStatements(
        db,
        reservation,
        email,
        { hotelId: booking.hotel.id, keyHash: claim.keyHash, status: 201, sealed },
        new Date(now),
      ),
      // Its history (INSIGHT): booked by the guest online, and the confirmation e-mail.
      ...creationEventStatements(db, {
        code: reservation.code,
        source: reservation.source,
        actor: { kind: 'GUEST' },
        email: email ? { template: email.template, to: email.to } : null,
        now: new Date(now),
      }),
      // The hotel's staff hear of it with the booking itself (decision 056).
      ...notifyHotelStatements(
        db,
        booking.hotel.id,
        {
          event: 'reservation.created',
          params: {
            code,
            guest: `${body.guest.name} ${body.guest.surname}`,
            checkin: stay.checkin,
            checkout: stay.checkout,
            source: reservation.source,
          },
        },
        { siteUrl: c.env.SITE_URL, now: new Date(now) },
      ),
      // Counted with the reservation itself; past the quota this fails the batch (nothing booked).
      quotaStatement(c, created, now),
    ]);
  } catch (error) {
    if (isQuotaConflict(error)) throw limitReached(created, now);
    if (isUniqueConflict(error) && /idempotency_key_hash/.test(String(error))) {
      // The key's stored answer expired (24 hours) but its reservation exists: never book twice.
      throw new ApiError(422, `This ${IDEMPOTENCY_HEADER} was already used`, [
        { field: IDEMPOTENCY_HEADER, code: BookingErrorCode.idempotencyReused },
      ]);
    }
    if (!isInventoryConflict(error)) throw error;
    const full = await fullNights(db, inventoryTakes(rooms));
    const first = full[0];
    const message = first
      ? `${SOLD_OUT}: ${roomName(booking, first.roomTypeId, language)} is sold out on ${first.date}`
      : `${SOLD_OUT} for these dates`;
    const errors: FieldError[] = full.map((night) => ({
      field: `rooms.${Math.max(
        0,
        body.rooms.findIndex((r) => r.roomTypeId === night.roomTypeId),
      )}`,
      code: 'error.stay.sold.out',
    }));
    throw new ApiError(
      409,
      message,
      errors.length > 0 ? errors : [{ field: 'rooms', code: 'error.stay.sold.out' }],
    );
  }
  return answer;
}

/** 409 'The price has changed' carrying the recomputed quote next to the usual error shape. */
class PriceChangedError extends Error {
  readonly body: PriceChangedBody;
  constructor(body: PriceChangedBody) {
    super(body.message);
    this.body = body;
  }
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
      answer = await createReservation(c, booking, body, claim);
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

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
import { createFactory } from 'hono/factory';
import type { PriceChangedBody, ReservationCreated } from '../../src/api/booking-types.ts';
import { policySummary } from '../../src/domain/booking/cancellation.ts';
import { bookingCardRequirement } from '../../src/domain/booking/guarantee.ts';
import { hotelAddress, hotelContacts, hotelMapLink } from '../../src/domain/booking/hotel-recap.ts';
import {
  reservationRoomFromQuote,
  reservationVatSplit,
  vatRateOf,
} from '../../src/domain/booking/pricing.ts';
import type { ExtraBedRequest, RoomQuote, Violation } from '../../src/domain/booking/types.ts';
import { guestCountryIso } from '../../src/domain/countries.ts';
import { toCents } from '../../src/domain/money.ts';
import { countText } from '../../src/domain/plural.ts';
import {
  BookingErrorCode,
  bookingHotelParams,
  type CreateReservation,
  createReservationSchema,
  IDEMPOTENCY_KEY,
} from '../../src/schemas/booking.ts';
import type { FieldError } from '../../src/schemas/error-codes.ts';
import { ErrorCode } from '../../src/schemas/error-codes.ts';
import { manageLink, reservationConfirmationEmail, type StayRecap } from '../booking/emails.ts';
import { quoteReservation, type RoomProblem } from '../booking/engine.ts';
import {
  allowedCircuits,
  checkStayDates,
  hotelToday,
  requireBookingEnabled,
  requireHotelBooking,
} from '../booking/guards.ts';
import { money } from '../booking/views.ts';
import type { HotelBooking } from '../data/booking.ts';
import {
  claimIdempotencyKey,
  createReservationStatements,
  findIdempotencyKey,
  fullNights,
  inventoryTakes,
  isInventoryConflict,
  isUniqueConflict,
  type NewReservation,
  type NewReservationRoom,
  newReservationCode,
  releaseIdempotencyKey,
  takeOverStaleClaim,
} from '../data/booking-write.ts';
import { isQuotaConflict } from '../data/rate-limits.ts';
import { creationEventStatements } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import {
  type ActionRule,
  clientIp,
  enforceRateLimit,
  limitReached,
  limitRequest,
  quotaStatement,
} from '../security/rate-limit.ts';
import { openJson, sealJson, secretId } from '../security/sealed.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
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
/** How long a request waits for the owner of its Idempotency-Key, and how often it looks. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const IDEMPOTENCY_POLL_MS = 20;
/** A PENDING claim older than this belongs to a request that died: it may be taken over. */
export const IDEMPOTENCY_STALE_MS = 60_000;
export const IDEMPOTENCY_LABEL = 'itaca.idempotency.v1';

export const PRICE_CHANGED = 'The price has changed';
export const SOLD_OUT = 'No room left';

type Ctx = Context<AppEnv>;

/** The Idempotency-Key header, or 400 with the header as the field. */
export function idempotencyKey(c: Ctx): string {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key === '') {
    throw badRequest(`The ${IDEMPOTENCY_HEADER} header is required`, [
      { field: IDEMPOTENCY_HEADER, code: ErrorCode.required },
    ]);
  }
  if (!IDEMPOTENCY_KEY.test(key)) {
    const code =
      key.length < 8 ? ErrorCode.minLength : key.length > 128 ? ErrorCode.maxLength : ErrorCode.invalid;
    throw badRequest(`Invalid ${IDEMPOTENCY_HEADER} header`, [{ field: IDEMPOTENCY_HEADER, code }]);
  }
  return key;
}

/** Field of a room-level violation in the request body. */
function problemField(problem: RoomProblem): FieldError {
  const { violation: v, index } = problem;
  const room = index === null ? 'rooms' : `rooms.${index}`;
  switch (v.code) {
    case 'stay.checkin.invalid':
    case 'stay.checkin.past':
      return {
        field: 'stay.checkin',
        code: v.code === 'stay.checkin.past' ? BookingErrorCode.datePast : ErrorCode.invalid,
      };
    case 'stay.checkout.invalid':
    case 'stay.checkout.before.checkin':
      return { field: 'stay.checkout', code: BookingErrorCode.endBeforeStart };
    case 'stay.too.long':
      return { field: 'stay.checkout', code: BookingErrorCode.stayTooLong };
    case 'stay.room.type.unknown':
      return { field: `${room}.roomTypeId`, code: 'error.element.not.found' };
    case 'stay.rate.plan.unknown':
      return { field: `${room}.ratePlanId`, code: 'error.element.not.found' };
    case 'people.invalid':
      return { field: `${room}.people`, code: ErrorCode.invalid };
    case 'people.adults.min':
      return { field: `${room}.people.adults`, code: ErrorCode.min };
    case 'people.band.max':
      return { field: `${room}.people.${v.band ?? 'adults'}`, code: ErrorCode.max };
    case 'people.too.many':
      return { field: `${room}.people`, code: ErrorCode.max };
    case 'bed.unknown':
    case 'bed.too.many':
    case 'bed.people.max':
    case 'bed.people.not.in.room':
      return { field: `${room}.extraBeds`, code: `error.${v.code}` };
    case 'service.unknown':
    case 'service.not.bookable':
    case 'service.count.invalid':
      return { field: `${room}.services`, code: `error.${v.code}` };
    case 'service.duplicate':
      return { field: `${room}.services.${v.index ?? 0}.serviceId`, code: ErrorCode.duplicate };
    default:
      // Availability and restrictions: min/max stay, CTA/CTD, closed, no rate, sold out.
      return { field: room, code: `error.${v.code}` };
  }
}

const AVAILABILITY_CODES = new Set<Violation['code']>([
  'stay.min.los',
  'stay.max.los',
  'stay.closed.arrival',
  'stay.closed.departure',
  'stay.closed',
  'stay.no.rate',
  'stay.sold.out',
]);

/** A readable sentence for an availability violation. */
const NIGHTS = { one: '{count} night', other: '{count} nights' };

function describeViolation(v: Violation, roomName: string): string {
  switch (v.code) {
    case 'stay.sold.out':
      return `${SOLD_OUT}: ${roomName} is sold out on ${v.date}`;
    case 'stay.min.los':
      return `${roomName}: stays arriving on ${v.date} must be at least ${countText(v.limit ?? 0, 'en', NIGHTS)}`;
    case 'stay.max.los':
      return `${roomName}: stays arriving on ${v.date} must be at most ${countText(v.limit ?? 0, 'en', NIGHTS)}`;
    case 'stay.closed.arrival':
      return `${roomName}: no arrivals on ${v.date}`;
    case 'stay.closed.departure':
      return `${roomName}: no departures on ${v.date}`;
    case 'stay.closed':
      return `${roomName} is closed on ${v.date}`;
    default:
      return `${roomName} is not available for these dates`;
  }
}

export function roomName(booking: HotelBooking, roomTypeId: number, language: string): string {
  const roomType = booking.roomTypes.find((rt) => rt.id === String(roomTypeId));
  return roomType
    ? (roomType.name[language] ?? roomType.name.en ?? roomType.nameKey)
    : `Room type ${roomTypeId}`;
}

/** 400 for request problems, 409 when the rooms are not available as asked. */
export function problemsError(
  problems: RoomProblem[],
  booking: HotelBooking,
  body: { rooms: ReadonlyArray<{ roomTypeId: number }>; guest: { language: string } },
): ApiError {
  const errors = problems.map(problemField);
  const unique = errors.filter(
    (e, i) => errors.findIndex((o) => o.field === e.field && o.code === e.code) === i,
  );
  const availability = problems.filter((p) => AVAILABILITY_CODES.has(p.violation.code));
  if (availability.length === problems.length) {
    const first = availability[0];
    const index = first?.index ?? 0;
    const name = roomName(booking, body.rooms[index]?.roomTypeId ?? 0, body.guest.language);
    return new ApiError(409, first ? describeViolation(first.violation, name) : SOLD_OUT, unique);
  }
  const request = problems.filter((p) => !AVAILABILITY_CODES.has(p.violation.code)).map(problemField);
  const fields = [...new Set(request.map((e) => e.field))].join(', ');
  return badRequest(
    `Invalid body: ${fields}`,
    unique.filter((e) => request.some((r) => r.field === e.field)),
  );
}

/** The request's fingerprint: hotel and validated body (the card without number nor CVV). */
function requestHash(hotelId: number, body: CreateReservation): Promise<string> {
  return sha256Hex(JSON.stringify({ hotelId, body }));
}

type Answer<T = ReservationCreated> = { status: 201; body: T };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Claims the key, or waits for the request that holds it and returns its answer.
 * Resolves to 'owner' when this request must do the work.
 */
export async function claimOrReplay<T = ReservationCreated>(
  db: D1Database,
  claim: { hotelId: number; keyHash: string; requestHash: string; key: string },
): Promise<'owner' | Answer<T>> {
  const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const now = new Date();
    if (await claimIdempotencyKey(db, { ...claim, now })) return 'owner';
    const row = await findIdempotencyKey(db, claim.hotelId, claim.keyHash);
    if (row) {
      if (row.request_hash !== claim.requestHash) {
        throw new ApiError(422, `This ${IDEMPOTENCY_HEADER} was used for another request`, [
          { field: IDEMPOTENCY_HEADER, code: BookingErrorCode.idempotencyReused },
        ]);
      }
      if (row.state === 'DONE' && row.response_enc !== null) {
        const body = await openJson<T>(IDEMPOTENCY_LABEL, claim.key, row.response_enc);
        if (!body) throw new Error('Stored idempotent answer does not open');
        return { status: 201, body };
      }
      const stale = new Date(now.getTime() - IDEMPOTENCY_STALE_MS);
      if (Date.parse(row.created_date) < stale.getTime()) {
        if (await takeOverStaleClaim(db, { ...claim, staleBefore: stale, now })) return 'owner';
      }
    }
    // No row: the owner failed and released the key; loop to claim it.
    if (Date.now() > deadline) {
      throw new ApiError(
        409,
        `A request with this ${IDEMPOTENCY_HEADER} is still in progress`,
        [{ field: IDEMPOTENCY_HEADER, code: 'error.idempotency.in.progress' }],
        { 'Retry-After': '1' },
      );
    }
    if (row) await sleep(IDEMPOTENCY_POLL_MS);
  }
}

const sum = (quotes: RoomQuote[], pick: (q: RoomQuote) => number) => quotes.reduce((t, q) => t + pick(q), 0);

/** The rows of a reservation's rooms, from the engine's quotes (shared with the staff booking). */
export function reservationRoomsOf(
  booking: HotelBooking,
  quotes: RoomQuote[],
  requested: ReadonlyArray<{ extraBeds?: ExtraBedRequest[] }>,
): NewReservationRoom[] {
  const roomTypes = new Map(booking.roomTypes.map((rt) => [rt.id, rt]));
  return quotes.map((quote, index) => {
    const roomType = roomTypes.get(quote.roomTypeId);
    const reserved = reservationRoomFromQuote(
      quote,
      { id: String(index), extraBeds: requested[index]?.extraBeds ?? [] },
      { extraBeds: roomType?.extraBeds ?? [] },
    );
    return {
      roomTypeId: Number(quote.roomTypeId),
      ratePlanId: Number(quote.ratePlanId),
      rateType: quote.rateType,
      startDate: quote.checkin,
      endDate: quote.checkout,
      people: quote.people,
      dailyRates: reserved.dailyRates,
      beds: reserved.beds,
      services: reserved.services,
      promotions: quote.promotions,
      cancellationPolicy: quote.cancellationPolicy,
      noShowPolicy: quote.noShowPolicy,
      includedMealPlans: quote.includedMealPlans,
      initialTotalCents: quote.initialTotalCents,
      totalCents: quote.totalCents,
      cityTaxCents: quote.cityTaxCents,
      depositCents: quote.depositCents,
    };
  });
}

/** A reservation's totals from its rooms' quotes; its VAT is the sum of the rooms' splits. */
export function reservationTotals(booking: HotelBooking, quotes: RoomQuote[]) {
  return {
    totalCents: sum(quotes, (q) => q.totalCents),
    grandTotalCents: sum(quotes, (q) => q.grandTotalCents),
    initialTotalCents: sum(quotes, (q) => q.initialTotalCents),
    cityTaxCents: sum(quotes, (q) => q.cityTaxCents),
    depositCents: sum(quotes, (q) => q.depositCents),
    // The rule early checkouts recompute with.
    vat: reservationVatSplit(
      quotes.map((q) => q.totalCents),
      vatRateOf(booking.pricing),
    ),
  };
}

/** The rooms as the confirmation e-mail lists them. */
export function confirmationRooms(booking: HotelBooking, quotes: RoomQuote[], language: string) {
  return quotes.map((q) => {
    const plan = booking.ratePlans.find((p) => p.id === q.ratePlanId);
    return {
      name: roomName(booking, Number(q.roomTypeId), language),
      ratePlan: plan ? (plan.name[language] ?? plan.name.en ?? plan.nameKey) : q.rateType,
      guests: q.people.adults + q.people.boys + q.people.children + q.people.kids,
    };
  });
}

/**
 * The stay as the confirmation page recaps it, for the e-mail: the extras, the
 * end of free cancellation (the earliest of the rooms', none if a room is never free) and how to
 * reach the hotel.
 */
export function stayRecap(
  booking: HotelBooking,
  quotes: RoomQuote[],
  language: string,
  now: number,
): StayRecap {
  const extras = new Map<string, { name: string; count: number; amount: number }>();
  for (const quote of quotes) {
    for (const line of quote.services) {
      if (line.bookability !== 'BOOKABLE' || line.totalCents <= 0) continue;
      const service = booking.services.find((s) => s.id === line.id);
      const name = service ? (service.name[language] ?? service.name.en ?? line.id) : line.id;
      const extra = extras.get(name) ?? { name, count: 0, amount: 0 };
      extra.count += line.count;
      extra.amount = money(toCents(extra.amount) + line.totalCents);
      extras.set(name, extra);
    }
  }
  const ends = quotes.map((quote) => {
    const policy = policySummary(
      quote.cancellationPolicy,
      {
        checkin: quote.checkin,
        nightlyCents: quote.nightly.map((night) => night.finalCents),
        totalCents: quote.totalCents,
      },
      booking.hotel.timeZone,
      now,
    );
    return policy.freeNow ? policy.deadline : null;
  });
  const { phone, email } = hotelContacts(booking.contacts);
  return {
    extras: [...extras.values()],
    extraBeds: quotes.reduce((sum, quote) => sum + quote.extraBeds.reduce((n, bed) => n + bed.count, 0), 0),
    freeCancellationEnd:
      ends.length > 0 && ends.every((end) => end !== null) ? Math.min(...(ends as number[])) : null,
    timeZone: booking.hotel.timeZone,
    address: hotelAddress(booking.hotel),
    mapUrl: hotelMapLink(booking.hotel),
    phone,
    email,
  };
}

/** Prices the request and writes the reservation; throws 4xx when it cannot be made. */
async function createReservation(
  c: Ctx,
  booking: HotelBooking,
  body: CreateReservation,
  claim: { keyHash: string; requestHash: string; key: string },
): Promise<Answer> {
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
  const needsCard = bookingCardRequirement(
    quotes.map((q) => ({ rateType: q.rateType, deposit: q.depositCents > 0 })),
  );
  if (needsCard !== 'OPTIONAL' && body.card === null) {
    throw badRequest('This rate is booked with a card', [{ field: 'card', code: ErrorCode.required }]);
  }
  const totalCents = sum(quotes, (q) => q.totalCents);
  const grandTotalCents = sum(quotes, (q) => q.grandTotalCents);
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
      // Spec 002 §3: looked up from the nationality when missing (null when it names no country).
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
  const answer: Answer = {
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
      // Its history (issue 13): booked by the guest online, and the confirmation e-mail.
      ...creationEventStatements(db, {
        code: reservation.code,
        source: reservation.source,
        actor: { kind: 'GUEST' },
        email: email ? { template: email.template, to: email.to } : null,
        now: new Date(now),
      }),
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

export const createReservationHandlers = createFactory<AppEnv>().createHandlers(
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
          { field: 'card.number', code: BookingErrorCode.cardType },
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
    let answer: Answer;
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

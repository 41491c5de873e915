/**
 * What creating a reservation takes, for the guest's booking (guest-reservation.ts) and the
 * staff's (staff-reservation.ts) alike: the Idempotency-Key and its claim or replay,
 * the request's problems as 400/409 answers, and the reservation's rooms, totals and e-mail
 * recap from the engine's quotes.
 */
import type { Context } from 'hono';
import { BookingErrorCode, IDEMPOTENCY_KEY } from '../../src/contracts/booking.ts';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { FieldError } from '../../src/contracts/error-codes.ts';
import { ErrorCode } from '../../src/contracts/error-codes.ts';
import { policySummary } from '../../src/domain/booking/cancellation.ts';
import { hotelAddress, hotelContacts, hotelMapLink } from '../../src/domain/booking/hotel-recap.ts';
import {
  reservationRoomFromQuote,
  reservationVatSplit,
  vatRatesOf,
} from '../../src/domain/booking/pricing.ts';
import type { ExtraBedRequest, RoomQuote, Violation } from '../../src/domain/booking/types.ts';
import { money, toCents } from '../../src/domain/money.ts';
import { countText } from '../../src/domain/plural.ts';
import type { HotelBooking } from '../data/booking.ts';
import type { NewReservationRoom } from '../data/booking-write.ts';
import { claimIdempotencyKey, findIdempotencyKey, takeOverStaleClaim } from '../data/idempotency-keys.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../errors.ts';
import { openJson } from '../security/sealed.ts';
import type { StayRecap } from './emails.ts';
import type { RoomProblem, RoomRequest } from './engine.ts';

type Ctx = Context<AppEnv>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a request waits for the owner of its Idempotency-Key, and how often it looks. */
export const IDEMPOTENCY_WAIT_MS = 15_000;
const IDEMPOTENCY_POLL_MS = 20;
/** A PENDING claim older than this belongs to a request that died: it may be taken over. */
export const IDEMPOTENCY_STALE_MS = 60_000;
export const IDEMPOTENCY_LABEL = 'itaca.idempotency.v1';

export const SOLD_OUT = 'No room left';

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
    case 'bed.band.not.fit':
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

/** A reservation created, or the stored answer replayed for its Idempotency-Key. */
export type IdempotentAnswer<T = ReservationCreated> = { status: 201; body: T };

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
): Promise<'owner' | IdempotentAnswer<T>> {
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

/** The engine's requests for the rooms a booking asks for (the widget's and the staff's bodies alike). */
export function roomRequestsOf(
  rooms: ReadonlyArray<Omit<RoomRequest, 'services'> & { services: { serviceId: number; count: number }[] }>,
): RoomRequest[] {
  return rooms.map((room) => ({
    roomTypeId: room.roomTypeId,
    ratePlanId: room.ratePlanId,
    people: room.people,
    services: room.services.map((s) => ({ serviceId: String(s.serviceId), count: s.count })),
    extraBeds: room.extraBeds,
  }));
}

/** A figure summed over the rooms' quotes. */
export const sumQuotes = (quotes: RoomQuote[], pick: (q: RoomQuote) => number) =>
  quotes.reduce((t, q) => t + pick(q), 0);

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
    totalCents: sumQuotes(quotes, (q) => q.totalCents),
    grandTotalCents: sumQuotes(quotes, (q) => q.grandTotalCents),
    initialTotalCents: sumQuotes(quotes, (q) => q.initialTotalCents),
    cityTaxCents: sumQuotes(quotes, (q) => q.cityTaxCents),
    depositCents: sumQuotes(quotes, (q) => q.depositCents),
    // The rule early checkouts recompute with.
    vat: reservationVatSplit(
      quotes.map((q) => ({
        accommodationCents: q.roomFinalCents,
        extrasCents: q.totalCents - q.roomFinalCents,
      })),
      vatRatesOf(booking.pricing),
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

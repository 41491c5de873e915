/**
 * A guest's booking from the widget, once its input is valid and its Idempotency-Key claimed
 * (routes/booking-create.ts): the engine prices the rooms again (the client's figures are never
 * trusted; a different `expectedTotal` is a 409 carrying the new quote), a rate that needs a
 * guarantee needs the card, and everything is written in ONE batch whose inventory statement
 * fails as a whole when a night is full (409, nothing written). The client address's quota of
 * reservations is checked first and counted in that same batch (429).
 */
import { BookingErrorCode, type CreateReservation } from '../../src/contracts/booking.ts';
import type { PriceChangedBody } from '../../src/contracts/booking-types.ts';
import type { FieldError } from '../../src/contracts/error-codes.ts';
import { ErrorCode } from '../../src/contracts/error-codes.ts';
import { bookingCardRequirement } from '../../src/domain/booking/guarantee.ts';
import { guaranteeCardAsked } from '../../src/domain/cards.ts';
import { guestCountryIso } from '../../src/domain/countries.ts';
import { money, toCents } from '../../src/domain/money.ts';
import type { HotelBooking } from '../data/booking.ts';
import { fullNights, inventoryTakes } from '../data/inventory-takes.ts';
import { isQuotaConflict } from '../data/rate-limits.ts';
import { ApiError, badRequest } from '../errors.ts';
import { quoteReservation } from './engine.ts';
import { hotelToday } from './guards.ts';
import {
  type IdempotentAnswer,
  problemsError,
  reservationRoomsOf,
  roomName,
  roomRequestsOf,
  SOLD_OUT,
  sumQuotes,
} from './reservation-create.ts';
import {
  type BookingDeps,
  type IdempotencyClaim,
  prepareReservation,
  type ReservationDraft,
  storeReservation,
} from './store-reservation.ts';

export const PRICE_CHANGED = 'The price has changed';

/** 409 'The price has changed' carrying the recomputed quote next to the usual error shape. */
export class PriceChangedError extends Error {
  readonly body: PriceChangedBody;
  constructor(body: PriceChangedBody) {
    super(body.message);
    this.body = body;
  }
}

/** The client address's quota of reservations created (decision 016), given by the route. */
export type CreationQuota = {
  /** Refuses (429) a client that already created its quota. */
  check: () => Promise<void>;
  /** Counts this reservation in its own batch, failing the batch past the quota. */
  statement: D1PreparedStatement;
  /** The 429 of a quota reached meanwhile. */
  reached: () => ApiError;
};

/** Prices the guest's request and writes the reservation; throws 4xx when it cannot be made. */
export async function createGuestReservation(
  deps: BookingDeps,
  booking: HotelBooking,
  body: CreateReservation,
  claim: IdempotencyClaim,
  quota: CreationQuota,
): Promise<IdempotentAnswer> {
  // Checked before any work: a client that created its quota of reservations creates no more.
  await quota.check();
  const { stay, guest } = body;
  const language = guest.language;
  const quoted = quoteReservation(booking, stay, roomRequestsOf(body.rooms), {
    promoCode: body.promo ?? null,
    language,
    now: deps.now,
    today: hotelToday(booking, deps.now),
  });
  if (!quoted.ok) throw problemsError(quoted.problems, booking, body);
  const { quotes } = quoted;
  // A deposit or a non-refundable rate is booked with a card (decision 026); the widget says so.
  // A hotel whose payment settings ask no guarantee card books every rate without one.
  const needsCard = guaranteeCardAsked(booking.hotel.paymentSettings)
    ? bookingCardRequirement(quotes.map((q) => ({ rateType: q.rateType, deposit: q.depositCents > 0 })))
    : 'OPTIONAL';
  if (needsCard !== 'OPTIONAL' && body.card === null) {
    throw badRequest('This rate is booked with a card', [{ field: 'card', code: ErrorCode.required }]);
  }
  const totalCents = sumQuotes(quotes, (q) => q.totalCents);
  const currency = booking.pricing.currency;
  if (body.expectedTotal !== null && toCents(body.expectedTotal) !== totalCents) {
    throw new PriceChangedError({
      message: PRICE_CHANGED,
      errors: [{ field: 'expectedTotal', code: BookingErrorCode.priceChanged }],
      quote: {
        currency,
        total: money(totalCents),
        grandTotal: money(sumQuotes(quotes, (q) => q.grandTotalCents)),
        rooms: quotes.map((q) => ({
          roomTypeId: Number(q.roomTypeId),
          ratePlanId: Number(q.ratePlanId),
          total: money(q.totalCents),
        })),
      },
    });
  }

  const draft: ReservationDraft = {
    booking,
    stay,
    quotes,
    rooms: reservationRoomsOf(booking, quotes, body.rooms),
    source: 'WIDGET',
    guest: {
      email: guest.email,
      name: guest.name,
      surname: guest.surname,
      phone: guest.phone,
      nationality: guest.nationality,
      // Looked up from the nationality when missing (null when it names no country).
      countryIso: guestCountryIso(guest, language),
      consents: {
        MARKETING: { value: guest.consents.MARKETING },
        PROFILING: { value: guest.consents.PROFILING },
      },
      language,
    },
    card: body.card,
    promoCode: body.promo ?? null,
    notes: body.notes ?? null,
    sendConfirmation: true,
    requests: body.notes ?? null,
    actor: { kind: 'GUEST' },
    actorId: null,
  };
  const prepared = await prepareReservation(deps, draft, claim);
  const { totals } = prepared;
  const answer: IdempotentAnswer = {
    status: 201,
    body: {
      code: prepared.code,
      manageToken: prepared.manageToken,
      manageUrl: prepared.manageUrl,
      status: 'CONFIRMED',
      currency,
      total: money(totals.totalCents),
      cityTax: money(totals.cityTaxCents),
      grandTotal: money(totals.grandTotalCents),
      deposit: money(totals.depositCents),
      vat: money(totals.vat.vatCents),
    },
  };
  let stored: 'stored' | 'full';
  try {
    stored = await storeReservation(deps, draft, prepared, claim, answer.body, [quota.statement]);
  } catch (error) {
    if (isQuotaConflict(error)) throw quota.reached();
    throw error;
  }
  if (stored === 'full') throw await soldOut(deps.db, booking, body, draft);
  return answer;
}

/** The 409 of a night that filled up between the quote and the write, naming the full nights. */
async function soldOut(
  db: D1Database,
  booking: HotelBooking,
  body: CreateReservation,
  draft: ReservationDraft,
): Promise<ApiError> {
  const full = await fullNights(db, inventoryTakes(draft.rooms));
  const first = full[0];
  const message = first
    ? `${SOLD_OUT}: ${roomName(booking, first.roomTypeId, draft.guest.language)} is sold out on ${first.date}`
    : `${SOLD_OUT} for these dates`;
  const errors: FieldError[] = full.map((night) => ({
    field: `rooms.${Math.max(
      0,
      body.rooms.findIndex((r) => r.roomTypeId === night.roomTypeId),
    )}`,
    code: 'error.stay.sold.out',
  }));
  return new ApiError(
    409,
    message,
    errors.length > 0 ? errors : [{ field: 'rooms', code: 'error.stay.sold.out' }],
  );
}

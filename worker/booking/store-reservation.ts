/**
 * The write both bookings end with, the guest's (guest-reservation.ts) and the staff's
 * (staff-reservation.ts): from the engine's quotes and the booker, the reservation's row, its
 * confirmation e-mail when one is sent, and ONE batch holding the reservation, its history, the
 * staff's notice and whatever the caller counts with it. The batch's inventory statement fails as
 * a whole when a night is full: nothing is written, and the caller says which nights.
 */
import { BookingErrorCode } from '../../src/contracts/booking.ts';
import type { RoomQuote } from '../../src/domain/booking/types.ts';
import { money } from '../../src/domain/money.ts';
import type { HotelBooking } from '../data/booking.ts';
import {
  createReservationStatements,
  isInventoryConflict,
  isUniqueConflict,
  type NewReservation,
  type NewReservationRoom,
  newReservationCode,
} from '../data/booking-write.ts';
import { isQuotaConflict } from '../data/rate-limits.ts';
import { creationEventStatements, type EventActor } from '../data/reservation-events.ts';
import { ApiError } from '../errors.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import type { OutgoingEmail } from '../mail/email.ts';
import { notifyHotelStatements } from '../notifications/notify.ts';
import { sealJson } from '../security/sealed.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { manageLink, reservationConfirmationEmail } from './emails.ts';
import {
  confirmationRooms,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LABEL,
  reservationTotals,
  stayRecap,
} from './reservation-create.ts';

/** What a booking use case needs from around it: the database, the site's address (the links in e-mails), the instant. */
export type BookingDeps = { db: D1Database; siteUrl: string; now: number };

/** The request's claim of its Idempotency-Key (reservation-create.ts `claimOrReplay`). */
export type IdempotencyClaim = { keyHash: string; requestHash: string; key: string };

/** A priced booking, ready to be written: what the two ways of booking differ in. */
export type ReservationDraft = {
  booking: HotelBooking;
  stay: { checkin: string; checkout: string };
  quotes: RoomQuote[];
  rooms: NewReservationRoom[];
  source: string;
  guest: NewReservation['guest'];
  card: NewReservation['card'];
  promoCode: string | null;
  notes: string | null;
  overbook?: boolean;
  /** The guest is sent the confirmation (a staff booking may leave it out, or have no address). */
  sendConfirmation: boolean;
  /** What the guest asked for, quoted in the confirmation (the widget's notes; staff notes stay inside). */
  requests: string | null;
  /** Who booked, for the history; the staff member is not notified of their own booking. */
  actor: EventActor;
  actorId: number | null;
};

/** The reservation as written, with its totals and the guest's way back to it. */
export type PreparedReservation = {
  code: string;
  manageToken: string;
  manageUrl: string;
  currency: string;
  totals: ReturnType<typeof reservationTotals>;
  reservation: NewReservation;
  confirmation: OutgoingEmail | null;
};

/** The reservation's row and confirmation e-mail, from the draft; nothing is written. */
export async function prepareReservation(
  deps: BookingDeps,
  draft: ReservationDraft,
  claim: IdempotencyClaim,
): Promise<PreparedReservation> {
  const { booking, stay, quotes, guest } = draft;
  const totals = reservationTotals(booking, quotes);
  const code = newReservationCode();
  const manageToken = randomToken(32);
  const language = guest.language;
  const manageUrl = manageLink(deps.siteUrl, code, manageToken, language);
  const currency = booking.pricing.currency;
  const reservation: NewReservation = {
    hotelId: booking.hotel.id,
    code,
    manageTokenHash: await sha256Hex(manageToken),
    checkin: stay.checkin,
    checkout: stay.checkout,
    source: draft.source,
    language,
    guest,
    card: draft.card,
    promoCode: draft.promoCode,
    notes: draft.notes,
    currency,
    initialTotalCents: totals.initialTotalCents,
    discountCents: totals.initialTotalCents - totals.totalCents,
    totalCents: totals.totalCents,
    taxableCents: totals.vat.taxableCents,
    vatCents: totals.vat.vatCents,
    cityTaxCents: totals.cityTaxCents,
    depositCents: totals.depositCents,
    grandTotalCents: totals.grandTotalCents,
    idempotencyKeyHash: claim.keyHash,
    requestHash: claim.requestHash,
    rooms: draft.rooms,
    ...(draft.overbook ? { overbook: true } : {}),
  };
  const confirmation =
    draft.sendConfirmation && guest.email !== ''
      ? reservationConfirmationEmail({
          to: guest.email,
          language,
          guestName: `${guest.name} ${guest.surname}`,
          hotelName: booking.hotel.name,
          code,
          checkin: stay.checkin,
          checkout: stay.checkout,
          nights: quotes[0]?.nights ?? 0,
          rooms: confirmationRooms(booking, quotes, language),
          currency,
          total: money(totals.totalCents),
          cityTax: money(totals.cityTaxCents),
          grandTotal: money(totals.grandTotalCents),
          deposit: money(totals.depositCents),
          manageUrl,
          recap: stayRecap(booking, quotes, language, deps.now),
          times: booking.hotel.policies,
          vat: money(totals.vat.vatCents),
          requests: draft.requests,
          coverUrl: (await loadHotelBrand(deps.db, booking.hotel.id, deps.siteUrl))?.coverUrl ?? null,
        })
      : null;
  return { code, manageToken, manageUrl, currency, totals, reservation, confirmation };
}

/**
 * Writes the prepared reservation in one batch with its history, the staff's notice and the
 * caller's `counted` statements (the widget's quota), with `answer` sealed under the
 * Idempotency-Key for replays. A failed quota is thrown as it came. 'full' when a night filled up meanwhile (nothing written); a
 * reused key whose stored answer expired is 422: a reservation is never booked twice.
 */
export async function storeReservation(
  deps: BookingDeps,
  draft: ReservationDraft,
  prepared: PreparedReservation,
  claim: IdempotencyClaim,
  answer: unknown,
  counted: D1PreparedStatement[] = [],
): Promise<'stored' | 'full'> {
  const { db, now } = deps;
  const { reservation, confirmation, code } = prepared;
  // Sealed with the Idempotency-Key itself: only its holder can read the stored answer back.
  const sealed = await sealJson(IDEMPOTENCY_LABEL, claim.key, answer);
  try {
    await db.batch([
      ...createReservationStatements(
        db,
        reservation,
        confirmation,
        { hotelId: reservation.hotelId, keyHash: claim.keyHash, status: 201, sealed },
        new Date(now),
      ),
      ...creationEventStatements(db, {
        code,
        source: reservation.source,
        actor: draft.actor,
        email: confirmation ? { template: confirmation.template, to: confirmation.to } : null,
        now: new Date(now),
      }),
      // The hotel's staff hear of it with the booking itself (decision 056).
      ...notifyHotelStatements(
        db,
        reservation.hotelId,
        {
          event: 'reservation.created',
          params: {
            code,
            guest: `${reservation.guest.name} ${reservation.guest.surname}`,
            checkin: reservation.checkin,
            checkout: reservation.checkout,
            source: reservation.source,
          },
          actorId: draft.actorId,
        },
        { siteUrl: deps.siteUrl, now: new Date(now) },
      ),
      ...counted,
    ]);
  } catch (error) {
    // The caller's quota failing is a CHECK constraint too: it is the caller's to answer.
    if (isQuotaConflict(error)) throw error;
    if (isUniqueConflict(error) && /idempotency_key_hash/.test(String(error))) {
      // The key's stored answer expired (24 hours) but its reservation exists: never book twice.
      throw new ApiError(422, `This ${IDEMPOTENCY_HEADER} was already used`, [
        { field: IDEMPOTENCY_HEADER, code: BookingErrorCode.idempotencyReused },
      ]);
    }
    if (isInventoryConflict(error)) return 'full';
    throw error;
  }
  return 'stored';
}

/**
 * The booking engine's part of the public client: what the `<itaca-booking>` widget calls (the
 * hotel's profile, calendar and search, the reservation and what its guest does with it, the
 * exchange rates, the gallery's address). A module of its own so that the widget's bundle holds
 * these routes only, not the site's (src/contracts/client/client.ts adds those).
 */
import type { CancelReservationInput, CreateReservationInput } from '../booking.ts';
import type { FindReservationInput } from '../booking-find.ts';
import { publicAboutEndpoints as about } from '../routes/public-about.ts';
import { publicBookingEndpoints as booking } from '../routes/public-booking.ts';
import type { GuestChangeInput } from '../secure/booking-change.ts';
import type { Language } from '../types.ts';
import { endpointCaller } from './endpoint-call.ts';
import { createHttp, type HttpOptions } from './http.ts';

/** Query of the booking search: dates 'YYYY-MM-DD', people per room, identical rooms, promo code. */
export type BookingSearchQuery = {
  checkin: string;
  checkout: string;
  adults?: number;
  boys?: number;
  children?: number;
  kids?: number;
  rooms?: number;
  promo?: string;
  language?: Language;
};

/** The party a calendar is priced for (per room; defaults 2 adults, 1 room, as the search). */
export type CalendarParty = Pick<BookingSearchQuery, 'adults' | 'boys' | 'children' | 'kids' | 'rooms'>;

const compactDate = (date: string) => date.replaceAll('-', '');

/** The caller of the public routes (their paths are whole: the core adds no prefix of its own). */
export function publicCaller(options: HttpOptions) {
  return endpointCaller(createHttp({ ...options, apiPath: '' }), '/api/rs/public/');
}

/** The booking engine's calls over `call`. */
export function bookingCalls(call: ReturnType<typeof publicCaller>) {
  const hotel = (idOrAlias: number | string) => ({ idOrAlias });
  return {
    storage: () => call(about.getStorage, {}, { fallback: 'Error getting application storage info' }),
    /** PUBAPI: best availability of a hotel for a stay (dates 'YYYY-MM-DD'). */
    bestAvailability: (hotelId: number, checkin: string, checkout: string) =>
      call(
        booking.getBestAvailability,
        { params: { hotelId, checkin: compactDate(checkin), checkout: compactDate(checkout) } },
        { fallback: 'Error checking hotel best availability' },
      ),
    bookingProfile: (idOrAlias: number | string) =>
      call(
        booking.getBookingProfile,
        { params: hotel(idOrAlias) },
        { fallback: 'Error getting hotel booking profile' },
      ),
    bookingCalendar: (idOrAlias: number | string, from: string, to: string, party?: CalendarParty) =>
      call(
        booking.getBookingCalendar,
        { params: hotel(idOrAlias), query: { from, to, ...party } },
        { fallback: 'Error getting the availability calendar' },
      ),
    searchAvailability: (idOrAlias: number | string, query: BookingSearchQuery) =>
      call(
        booking.searchStay,
        { params: hotel(idOrAlias), query },
        { fallback: 'Error searching availability' },
      ),
    /** Whether the calling page may take bookings for the hotel (its sites, or our own pages). */
    bookingSite: (idOrAlias: number | string) =>
      call(booking.checkBookingSite, { params: hotel(idOrAlias) }, { fallback: 'Error checking the site' }),
    /**
     * Creates a reservation. Send the same `idempotencyKey` (e.g. crypto.randomUUID(), kept until
     * an answer arrives) when retrying: the server answers a retry with the stored answer.
     */
    createReservation: (idOrAlias: number | string, body: CreateReservationInput, idempotencyKey: string) =>
      call(
        booking.createReservation,
        { params: hotel(idOrAlias), body },
        { headers: { 'Idempotency-Key': idempotencyKey }, fallback: 'Error creating the reservation' },
      ),
    reservation: (code: string, token: string) =>
      call(
        booking.getReservation,
        { params: { code }, query: { token } },
        { fallback: 'Error getting the reservation' },
      ),
    /** The guest's new dates (FOLIO): `preview: true` prices them; with `newTotalCents` they apply. */
    changeReservation: (code: string, body: GuestChangeInput) =>
      call(
        booking.changeReservationDates,
        { params: { code }, body },
        { fallback: 'Error changing the reservation' },
      ),
    cancelReservation: (code: string, body: CancelReservationInput) =>
      call(
        booking.cancelReservation,
        { params: { code }, body },
        { fallback: 'Error cancelling the reservation' },
      ),
    /** 'Find my booking': the link goes to the guest's address if code and address match. */
    findReservation: (body: FindReservationInput) =>
      call(booking.findReservation, { body }, { fallback: 'Error finding the reservation' }),

    /**
     * The day's exchange rates of `base` (PROPDATA), for showing prices in another currency.
     * `hotel` (id or alias) lets the hotel's own site read them cross-origin (its CORS origins).
     */
    exchangeRates: (base: string, hotel?: number | string) =>
      call(
        booking.getExchangeRates,
        { query: { base, hotel: hotel === undefined ? undefined : String(hotel) } },
        { fallback: 'Error getting currencies' },
      ),
  };
}

/** The widget's client: the booking engine's calls only. */
export function createBookingClient(options: HttpOptions) {
  return bookingCalls(publicCaller(options));
}

export type BookingClient = ReturnType<typeof createBookingClient>;

/**
 * The one typed client of the public API (`/api/rs/public/...`), used by the site's islands and
 * by the booking widget. Request bodies are the zod input types shared with the worker routes;
 * responses are the types in ./types.ts. Fallback texts are those of SITEERR and BOERR.
 */

import type { LoginPayload, ResetPasswordPayload } from '../auth.ts';
import type { CancelReservationInput, CreateReservationInput } from '../booking.ts';
import type { FindReservationInput } from '../booking-find.ts';
import type {
  BestAvailability,
  BookingCalendar,
  BookingProfile,
  BookingSearch,
  CancellationResult,
  ExchangeRates,
  ReservationCreated,
  ReservationView,
} from '../booking-types.ts';
import type { DemoRequestInput } from '../demo-request.ts';
import type { HelpRequestInput } from '../help-request.ts';
import type { QuoteInput } from '../join.ts';
import type { RegisterPayload, RegisterVerifyPayload } from '../register.ts';
import type { ChangeQuoteView, GuestChangeInput } from '../secure/booking-change.ts';
import type { InvitationAccepted, InvitationAcceptInput, InvitationPreview } from '../secure/staff.ts';
import type { SiteCheck } from '../secure/widget-sites.ts';
import { TEMPLATES, type TemplateKey } from '../templates/template-keys.ts';
import type { TwoFactorLoginInput, TwoFactorPending } from '../two-factor.ts';
import type {
  About,
  AmazonConfig,
  ContentTemplate,
  CreditCardConfig,
  Hotel,
  JoinResponse,
  Language,
  LanguageResponse,
  ManagerReview,
  Me,
  MessageResponse,
  Page,
  PendingHotel,
  Plan,
  ReservationSource,
  StorageConfig,
} from '../types.ts';
import { createHttp, type HttpOptions } from './http.ts';

/** Paging of list calls: zero-based page, size, and `field,direction` sort orders. */
export type PageQuery = { page?: number; size?: number; sort?: string | readonly string[] };

function pageQuery(query: PageQuery = {}) {
  return { page: query.page, size: query.size, sort: query.sort };
}

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

const hotelPath = (hotel: number | string) => `booking/hotels/${encodeURIComponent(String(hotel))}`;
const compactDate = (date: string) => date.replaceAll('-', '');

export function createApiClient(options: HttpOptions) {
  const request = createHttp(options);

  return {
    about: () => request<About>('about', { fallback: 'Error getting application info' }),
    storage: () => request<StorageConfig>('storage', { fallback: 'Error getting application storage info' }),
    amazonConfig: () => request<AmazonConfig>('config/amz', { fallback: 'Error getting amz config' }),
    creditCardConfig: () =>
      request<CreditCardConfig>('config/cc', { fallback: 'Error getting credit card config' }),
    reservationSources: () =>
      request<ReservationSource[]>('about/reservations/sources', {
        fallback: 'Error getting reservation sources',
      }),
    reservationChannels: () =>
      request<ReservationSource[]>('about/reservations/channels', {
        fallback: 'Error getting reservation channels',
      }),

    /** The logged-in manager; a 401 here means "visitor", not an expired session. */
    me: () => request<Me>('me', { fallback: 'Error getting user info', allowUnauthorized: true }),
    /** The manager, or `{ twoFactor: true }` when the account asks for a code next (decision 061). */
    login: (body: LoginPayload) =>
      request<Me | TwoFactorPending>('session', {
        method: 'POST',
        body,
        fallback: 'Error logging in',
        allowUnauthorized: true,
      }),
    /** The sign-in's second step: the authenticator's code or a recovery code. */
    loginTwoFactor: (body: TwoFactorLoginInput) =>
      request<Me>('session/two-factor', {
        method: 'POST',
        body,
        fallback: 'Error logging in',
        allowUnauthorized: true,
      }),
    logout: () => request<MessageResponse>('logout', { method: 'POST', fallback: 'Error logging out' }),
    forgotPassword: (email: string) =>
      request<MessageResponse>('resetPassword/manager', {
        method: 'POST',
        body: { email },
        fallback: 'Error sending forgot password mail',
      }),
    resetPassword: (body: ResetPasswordPayload) =>
      request<MessageResponse>('resetPassword/manager/new', {
        method: 'POST',
        body,
        fallback: 'Error resetting password',
      }),
    /** TEAM-1: who invites whom to a hotel's staff (the accept page, before its form). */
    previewInvitation: (token: string) =>
      request<InvitationPreview>('invitations/preview', {
        method: 'POST',
        body: { token },
        fallback: 'Error reading the invitation',
      }),
    /** TEAM-1: joins the hotel's staff (a new account, or the address's account with its password). */
    acceptInvitation: (body: InvitationAcceptInput) =>
      request<InvitationAccepted>('invitations/accept', {
        method: 'POST',
        body,
        fallback: 'Error accepting the invitation',
      }),
    /** INSIGHT-3: the whole registration, sent at the wizard's confirm (nothing is created until verified). */
    register: (body: RegisterPayload) =>
      request<MessageResponse>('register', { method: 'POST', body, fallback: 'Error registering' }),
    verifyRegistration: (body: RegisterVerifyPayload) =>
      request<MessageResponse & { username: string }>('register/verify', {
        method: 'POST',
        body,
        fallback: 'Error verifying the registration',
      }),

    reviews: (query?: PageQuery) =>
      request<Page<ManagerReview>>('app-manager-reviews', {
        query: pageQuery(query),
        fallback: 'Error getting reviews',
      }),
    shuffledReviews: (size: number) =>
      request<ManagerReview[]>(`app-manager-reviews/shuffle/${size}`, {
        fallback: 'Error getting shuffle reviews',
      }),
    review: (id: number) =>
      request<ManagerReview>(`app-manager-reviews/${id}`, { fallback: 'Error getting reviews' }),

    hotels: (query?: PageQuery) =>
      request<Page<Hotel>>('hotels', {
        query: { ...pageQuery(query), enabled: true },
        fallback: 'Error getting hotel list',
      }),
    hotelPlans: (query?: PageQuery) =>
      request<Page<Plan>>('hotel-plans', {
        query: { ...pageQuery(query), enabled: true },
        fallback: 'Error getting hotel plans',
      }),

    /** PUBAPI: best availability of a hotel for a stay (dates 'YYYY-MM-DD'). */
    bestAvailability: (hotelId: number, checkin: string, checkout: string) =>
      request<BestAvailability>(`hotels/bestav/${hotelId}/${compactDate(checkin)}/${compactDate(checkout)}`, {
        fallback: 'Error checking hotel best availability',
      }),
    bookingProfile: (hotel: number | string) =>
      request<BookingProfile>(hotelPath(hotel), { fallback: 'Error getting hotel booking profile' }),
    bookingCalendar: (hotel: number | string, from: string, to: string, party?: CalendarParty) =>
      request<BookingCalendar>(`${hotelPath(hotel)}/calendar`, {
        query: { from, to, ...party },
        fallback: 'Error getting the availability calendar',
      }),
    searchAvailability: (hotel: number | string, query: BookingSearchQuery) =>
      request<BookingSearch>(`${hotelPath(hotel)}/search`, {
        query,
        fallback: 'Error searching availability',
      }),
    /** Whether the calling page may take bookings for the hotel (its sites, or our own pages). */
    bookingSite: (hotel: number | string) =>
      request<SiteCheck>(`${hotelPath(hotel)}/site`, { fallback: 'Error checking the site' }),
    /**
     * Creates a reservation. Send the same `idempotencyKey` (e.g. crypto.randomUUID(), kept until
     * an answer arrives) when retrying: the server answers a retry with the stored answer.
     */
    createReservation: (hotel: number | string, body: CreateReservationInput, idempotencyKey: string) =>
      request<ReservationCreated>(`${hotelPath(hotel)}/reservations`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        fallback: 'Error creating the reservation',
      }),
    reservation: (code: string, token: string) =>
      request<ReservationView>(`booking/reservations/${encodeURIComponent(code)}`, {
        query: { token },
        fallback: 'Error getting the reservation',
      }),
    /** The guest's new dates (FOLIO): `preview: true` prices them; with `newTotalCents` they apply. */
    changeReservation: (code: string, body: GuestChangeInput) =>
      request<ChangeQuoteView>(`booking/reservations/${encodeURIComponent(code)}/change`, {
        method: 'POST',
        body,
        fallback: 'Error changing the reservation',
      }),
    cancelReservation: (code: string, body: CancelReservationInput) =>
      request<CancellationResult>(`booking/reservations/${encodeURIComponent(code)}/cancel`, {
        method: 'POST',
        body,
        fallback: 'Error cancelling the reservation',
      }),
    /** 'Find my booking': the link goes to the guest's address if code and address match. */
    findReservation: (body: FindReservationInput) =>
      request<{ message: string }>('booking/reservations/find', {
        method: 'POST',
        body,
        fallback: 'Error finding the reservation',
      }),

    /**
     * The day's exchange rates of `base` (PROPDATA), for showing prices in another currency.
     * `hotel` (id or alias) lets the hotel's own site read them cross-origin (its CORS origins).
     */
    exchangeRates: (base: string, hotel?: number | string) =>
      request<ExchangeRates>('booking/exchange-rates', {
        query: { base, hotel: hotel === undefined ? undefined : String(hotel) },
        fallback: 'Error getting currencies',
      }),

    join: (email: string, sendEmail = false) =>
      request<JoinResponse>('join', { query: { email, sendEmail }, fallback: 'Error joining' }),
    pendingHotels: (query?: PageQuery & { onlyPending?: boolean }) =>
      request<Page<PendingHotel>>('join/hotels', {
        query: { ...pageQuery(query), onlyPending: query?.onlyPending ?? true },
        fallback: "Error getting temphotel's list",
      }),
    quote: (body: QuoteInput) =>
      request<MessageResponse & { id: number }>('join/quote', {
        method: 'POST',
        body,
        fallback: "Error saving hotel's quote",
      }),
    demoRequest: (body: DemoRequestInput) =>
      request<MessageResponse>('demo-request/', {
        method: 'POST',
        body,
        fallback: 'Error sending demo request',
        // SITEERR: the demo dialog shows its own 401 message instead of the login redirect.
        allowUnauthorized: true,
      }),
    helpRequest: (body: HelpRequestInput) =>
      request<MessageResponse>('help-request/join', {
        method: 'POST',
        body,
        fallback: 'Error sending help request',
      }),

    template: (key: TemplateKey, language?: Language) =>
      request<ContentTemplate>(`template/${key}`, { query: { language }, fallback: TEMPLATES[key].failure }),
    translations: (language: string) =>
      request<Record<string, string>>('i18n', {
        query: { language },
        fallback: 'Error loading translations',
      }),
    language: (lang: Language) =>
      request<LanguageResponse>(`lang/${lang}`, { fallback: 'Error applying user locale' }),
    setLanguage: (lang: Language) =>
      request<LanguageResponse>(`lang/${lang}`, {
        method: 'POST',
        body: { lang },
        fallback: 'Error setting locale',
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

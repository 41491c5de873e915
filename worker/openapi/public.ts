/**
 * The public API (`/api/rs/public/…`) for the OpenAPI document: every route of
 * worker/routes/public.ts with the schemas its `validate()` calls use (imported from the same
 * modules as the routes), its answer and its error statuses.
 */

import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../src/contracts/auth.ts';
import {
  bestAvailabilityParams,
  bestAvailabilityQuery,
  bookingHotelParams,
  calendarQuery,
  cancelReservationSchema,
  createReservationSchema,
  ratesQuery,
  reservationCodeParams,
  reservationTokenQuery,
  searchQuery,
} from '../../src/contracts/booking.ts';
import {
  bestAvailabilityResponse,
  bookingCalendarResponse,
  cancellationResultResponse,
  exchangeRatesResponse,
  reservationCreatedResponse,
} from '../../src/contracts/booking-answers.ts';
import { findReservationSchema } from '../../src/contracts/booking-find.ts';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
} from '../../src/contracts/booking-limits.ts';
import { bookingProfileResponse } from '../../src/contracts/booking-profile.ts';
import { bookingSearchResponse } from '../../src/contracts/booking-search.ts';
import { demoRequestSchema } from '../../src/contracts/demo-request.ts';
import { loginAnswer } from '../../src/contracts/endpoints/public-session.ts';
import { helpRequestSchema } from '../../src/contracts/help-request.ts';
import { joinQuerySchema, quoteSchema } from '../../src/contracts/join.ts';
import {
  i18nQuerySchema,
  langBodySchema,
  langParamSchema,
  templateQuerySchema,
} from '../../src/contracts/locale.ts';
import { onlineCheckInSave, onlineCheckInView } from '../../src/contracts/online-check-in.ts';
import { detailsQuery, placeParam, suggestQuery } from '../../src/contracts/places.ts';
import {
  hotelsPageResponse,
  hotelsQuery,
  idParams,
  managerReviewResponse,
  managerReviewsPageResponse,
  pendingHotelsQuerySchema,
  plansPageResponse,
  plansQuery,
  reviewsQuery,
  shuffledReviewsResponse,
  shuffleParams,
} from '../../src/contracts/public-lists.ts';
import {
  aboutResponse,
  addressInfoResponse,
  amazonConfigResponse,
  contentTemplateResponse,
  creditCardConfigResponse,
  joinResponse,
  languageResponse,
  meResponse,
  messageResponse,
  pendingHotelsPage,
  placeSuggestionsResponse,
  quoteCreatedResponse,
  reservationSourcesResponse,
  storageConfigResponse,
  translationsResponse,
} from '../../src/contracts/public-responses.ts';
import { reservationViewResponse } from '../../src/contracts/reservation-view.ts';
import { siteCheckResponse } from '../../src/contracts/secure/widget-sites.ts';
import { TEMPLATE_KEYS, TEMPLATES } from '../../src/contracts/templates/template-keys.ts';
import { IDEMPOTENCY_HEADER } from '../booking/reservation-create.ts';
import { BOOKING_CALENDAR_CACHE, BOOKING_PROFILE_CACHE } from '../http/headers.ts';
import { countryOperations } from './public-countries.ts';
import { reviewOperations } from './public-reviews.ts';
import { registerOperations } from './registration.ts';
import { BAD_INPUT, JSON_WRITE, type OperationSpec } from './registry.ts';
import { guestChangeOperation } from './secure-booking-change.ts';
import { invitationOperations } from './secure-staff.ts';
import { twoFactorPublicOperations } from './two-factor.ts';
import { widgetPublicOperations } from './widgets.ts';

const P = '/api/rs/public';
const PUBLIC_LIST = 'public, max-age=60';

const demoRequest = (path: string, operationId: string, summary: string): OperationSpec => ({
  method: 'post',
  path,
  operationId,
  summary,
  tags: ['Onboarding'],
  access: 'anyone',
  body: demoRequestSchema,
  success: { status: 201, description: 'Request stored; the team is notified', schema: messageResponse },
  errors: [...JSON_WRITE, 429],
});

const templateOperations: OperationSpec[] = TEMPLATE_KEYS.map((key) => ({
  method: 'get',
  path: `${P}/template/${key}`,
  operationId: `getTemplate${key
    .split('/')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`,
  summary: `Content page '${key}'`,
  description: `Rendered HTML of the page. Without \`language\` the locale cookie, then Accept-Language, then English decide; a page missing in that language comes in English. Failure text: '${TEMPLATES[key].failure}'.`,
  tags: ['Content'],
  access: 'anyone',
  query: templateQuerySchema,
  success: {
    status: 200,
    description: 'The page',
    schema: contentTemplateResponse,
    cacheControl: 'public, max-age=300',
  },
  errors: [400, 404],
}));

export const publicOperations: OperationSpec[] = [
  // About and configuration
  {
    method: 'get',
    path: `${P}/about`,
    operationId: 'getAbout',
    summary: 'Company and brand information',
    tags: ['About'],
    access: 'anyone',
    success: {
      status: 200,
      description: 'About',
      schema: aboutResponse,
      cacheControl: 'public, max-age=300',
    },
    errors: [404],
  },
  {
    method: 'get',
    path: `${P}/about/reservations/sources`,
    operationId: 'listReservationSources',
    summary: 'Reservation sources with their colours',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Sources', schema: reservationSourcesResponse },
    errors: [],
  },
  {
    method: 'get',
    path: `${P}/about/reservations/channels`,
    operationId: 'listReservationChannels',
    summary: 'Reservation channels with their colours',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Channels', schema: reservationSourcesResponse },
    errors: [],
  },
  {
    method: 'get',
    path: `${P}/storage`,
    operationId: 'getStorage',
    summary: 'Gallery base URL',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Storage', schema: storageConfigResponse },
    errors: [404],
  },
  {
    method: 'get',
    path: `${P}/config/amz`,
    operationId: 'getAmazonConfig',
    summary: 'Object storage configuration',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Configuration', schema: amazonConfigResponse },
    errors: [404],
  },
  {
    method: 'get',
    path: `${P}/config/cc`,
    operationId: 'getCardConfig',
    summary: 'Accepted card circuits, expiry years, CVV rule',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Configuration', schema: creditCardConfigResponse },
    errors: [404],
  },
  // Onboarding
  demoRequest(`${P}/demo-request/`, 'createDemoRequest', 'Ask for a demo'),
  demoRequest(
    `${P}/demo-request`,
    'createDemoRequestNoSlash',
    'Ask for a demo (same route without the trailing slash)',
  ),
  {
    method: 'get',
    path: `${P}/join`,
    operationId: 'checkJoin',
    summary: 'Whether an e-mail can start the join flow',
    description:
      '`isContinue` is true when no manager account uses the address; `sendEmail=true` e-mails a link to the quote form (same-origin calls only, 3 a day per address).',
    tags: ['Onboarding'],
    access: 'anyone',
    query: joinQuerySchema,
    success: { status: 200, description: 'Answer', schema: joinResponse, cacheControl: 'no-store' },
    errors: [400, 403, 429],
  },
  {
    method: 'get',
    path: `${P}/join/hotels`,
    operationId: 'listPendingHotels',
    summary: "The signed-in manager's proposed hotels",
    tags: ['Onboarding'],
    access: 'session',
    query: pendingHotelsQuerySchema,
    success: {
      status: 200,
      description: 'A page of hotels',
      schema: pendingHotelsPage,
      cacheControl: 'private, no-store',
    },
    errors: [400, 401],
  },
  {
    method: 'post',
    path: `${P}/join/quote`,
    operationId: 'createQuote',
    summary: 'Ask for a quote for one or more hotels',
    tags: ['Onboarding'],
    access: 'optional-session',
    body: quoteSchema,
    success: {
      status: 201,
      description: 'Quote stored; confirmation e-mail queued',
      schema: quoteCreatedResponse,
    },
    errors: [...JSON_WRITE, 429],
  },
  {
    method: 'post',
    path: `${P}/help-request/join`,
    operationId: 'createHelpRequest',
    summary: 'Ask for a call back or an e-mail',
    tags: ['Onboarding'],
    access: 'optional-session',
    body: helpRequestSchema,
    success: { status: 201, description: 'Request stored', schema: messageResponse },
    errors: [...JSON_WRITE, 429],
  },
  // Public lists
  {
    method: 'get',
    path: `${P}/hotels`,
    operationId: 'listHotels',
    summary: 'Featured hotels',
    tags: ['Hotels'],
    access: 'anyone',
    query: hotelsQuery,
    success: {
      status: 200,
      description: 'A page of hotels',
      schema: hotelsPageResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/hotel-plans`,
    operationId: 'listHotelPlans',
    summary: 'Subscription plans',
    tags: ['Hotels'],
    access: 'anyone',
    query: plansQuery,
    success: {
      status: 200,
      description: 'A page of plans',
      schema: plansPageResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/app-manager-reviews`,
    operationId: 'listManagerReviews',
    summary: 'Reviews of the platform by managers',
    tags: ['Reviews'],
    access: 'anyone',
    query: reviewsQuery,
    success: {
      status: 200,
      description: 'A page of reviews',
      schema: managerReviewsPageResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/app-manager-reviews/shuffle/{size}`,
    operationId: 'shuffleManagerReviews',
    summary: 'Random reviews',
    tags: ['Reviews'],
    access: 'anyone',
    params: shuffleParams,
    pathExamples: { size: '4' },
    success: {
      status: 200,
      description: 'Reviews',
      schema: shuffledReviewsResponse,
      cacheControl: 'no-store',
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/app-manager-reviews/{id}`,
    operationId: 'getManagerReview',
    summary: 'One review',
    tags: ['Reviews'],
    access: 'anyone',
    params: idParams,
    pathExamples: { id: '1' },
    success: {
      status: 200,
      description: 'The review',
      schema: managerReviewResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: [400, 404],
  },
  // Session
  {
    method: 'post',
    path: `${P}/session`,
    operationId: 'login',
    summary: 'Log in (sets the session, XSRF-TOKEN and signed-in hint cookies)',
    description:
      'Sets `__Host-itaca_session` (HttpOnly), `XSRF-TOKEN` (readable: send it back as `X-XSRF-TOKEN` on secure writes) and `__Host-itaca_signed_in`. 401 `Invalid e-mail or password` for any failure. Failed logins are throttled per account and per client address (decision 022): after 5 failures on an account (20 on an address) the next attempt answers 429 with `Retry-After` (30 s, then 1, 2, 4, 8 min, at most 15 min) without checking the password; a success resets the account.',
    tags: ['Session'],
    access: 'anyone',
    body: loginSchema,
    bodyExample: { email: 'manager@example.com', password: 'Manager2026!' },
    success: {
      status: 200,
      description:
        'The manager; or `{ "twoFactor": true }` when the account has two-factor on: no session yet, a pending sign-in cookie for `POST session/two-factor` (decision 061)',
      schema: loginAnswer,
    },
    errors: [...JSON_WRITE, 401, 429],
  },
  {
    method: 'delete',
    path: `${P}/session`,
    operationId: 'logout',
    summary: 'Log out (clears the cookies)',
    tags: ['Session'],
    access: 'optional-session',
    success: { status: 200, description: 'Logged out', schema: messageResponse },
    errors: [403],
  },
  {
    method: 'post',
    path: `${P}/logout`,
    operationId: 'logoutPost',
    summary: 'Log out (POST logout of PROPAPI-3, the same as DELETE session)',
    tags: ['Session'],
    access: 'optional-session',
    success: { status: 200, description: 'Logged out', schema: messageResponse },
    errors: [403],
  },
  {
    method: 'get',
    path: `${P}/me`,
    operationId: 'getMe',
    summary: 'The signed-in manager',
    tags: ['Session'],
    access: 'session',
    success: { status: 200, description: 'The manager', schema: meResponse },
    errors: [401],
  },
  {
    method: 'post',
    path: `${P}/resetPassword/manager`,
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password reset link',
    description: 'Always the same answer, whether or not the address has an account.',
    tags: ['Session'],
    access: 'anyone',
    body: forgotPasswordSchema,
    success: { status: 200, description: 'Accepted', schema: messageResponse },
    errors: [...JSON_WRITE, 429],
  },
  {
    method: 'post',
    path: `${P}/resetPassword/manager/new`,
    operationId: 'resetPassword',
    summary: 'Set a new password from a reset link',
    tags: ['Session'],
    access: 'anyone',
    body: resetPasswordSchema,
    success: { status: 200, description: 'Password changed; every session ended', schema: messageResponse },
    errors: [...JSON_WRITE, 429],
  },
  // Languages and content
  {
    method: 'get',
    path: `${P}/i18n`,
    operationId: 'getTranslations',
    summary: 'Texts of a language',
    tags: ['Content'],
    access: 'anyone',
    query: i18nQuerySchema,
    success: {
      status: 200,
      description: 'Key → text',
      schema: translationsResponse,
      cacheControl: 'public, max-age=3600',
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/lang/{lang}`,
    operationId: 'getLanguage',
    summary: "The manager's language, the cookie's, or the one asked",
    tags: ['Content'],
    access: 'optional-session',
    params: langParamSchema,
    pathExamples: { lang: 'it' },
    success: {
      status: 200,
      description: 'Language',
      schema: languageResponse,
      cacheControl: 'private, no-store',
    },
    errors: BAD_INPUT,
  },
  {
    method: 'post',
    path: `${P}/lang/{lang}`,
    operationId: 'setLanguage',
    summary: "Set the visitor's language cookie (and the manager's language)",
    tags: ['Content'],
    access: 'optional-session',
    params: langParamSchema,
    body: langBodySchema,
    pathExamples: { lang: 'it' },
    success: {
      status: 200,
      description: 'Language',
      schema: languageResponse,
      cacheControl: 'private, no-store',
    },
    errors: JSON_WRITE,
  },
  ...templateOperations,
  // Places
  {
    method: 'get',
    path: `${P}/places/suggest`,
    operationId: 'suggestPlaces',
    summary: 'City or address suggestions',
    tags: ['Places'],
    access: 'anyone',
    query: suggestQuery,
    success: {
      status: 200,
      description: 'Up to 8 suggestions',
      schema: placeSuggestionsResponse,
      cacheControl: 'public, max-age=3600',
    },
    errors: [400, 502],
  },
  {
    method: 'get',
    path: `${P}/places/{placeId}`,
    operationId: 'getPlace',
    summary: 'A suggested place as an address',
    tags: ['Places'],
    access: 'anyone',
    params: placeParam,
    query: detailsQuery,
    pathExamples: { placeId: 'it:058091' },
    success: {
      status: 200,
      description: 'The address',
      schema: addressInfoResponse,
      cacheControl: 'public, max-age=300',
    },
    errors: [400, 404, 502],
  },
  // Booking engine
  {
    method: 'get',
    path: `${P}/hotels/bestav/{hotelId}/{checkin}/{checkout}`,
    operationId: 'getBestAvailability',
    summary: 'Best rates of a hotel for a stay (dates YYYYMMDD)',
    tags: ['Booking'],
    access: 'anyone',
    params: bestAvailabilityParams,
    query: bestAvailabilityQuery,
    pathExamples: { hotelId: '1', checkin: '20270130', checkout: '20270201' },
    success: {
      status: 200,
      description: 'Best availability',
      schema: bestAvailabilityResponse,
    },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${P}/booking/hotels/{idOrAlias}`,
    operationId: 'getBookingProfile',
    summary: "A hotel's booking profile",
    tags: ['Booking'],
    access: 'anyone',
    params: bookingHotelParams,
    pathExamples: { idOrAlias: 'ca-dei-dogi-venezia' },
    success: {
      status: 200,
      description: 'Profile',
      schema: bookingProfileResponse,
      cacheControl: BOOKING_PROFILE_CACHE,
    },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${P}/booking/hotels/{idOrAlias}/calendar`,
    operationId: 'getBookingCalendar',
    summary: 'Availability and lowest price per day',
    tags: ['Booking'],
    access: 'anyone',
    params: bookingHotelParams,
    query: calendarQuery,
    pathExamples: { idOrAlias: 'ca-dei-dogi-venezia' },
    success: {
      status: 200,
      description: 'Calendar',
      schema: bookingCalendarResponse,
      cacheControl: BOOKING_CALENDAR_CACHE,
    },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${P}/booking/hotels/{idOrAlias}/search`,
    operationId: 'searchStay',
    summary: 'Rooms and rates for a stay',
    tags: ['Booking'],
    access: 'anyone',
    params: bookingHotelParams,
    query: searchQuery,
    pathExamples: { idOrAlias: 'ca-dei-dogi-venezia' },
    success: {
      status: 200,
      description: 'Search results',
      schema: bookingSearchResponse,
      cacheControl: 'no-store',
    },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: `${P}/booking/hotels/{idOrAlias}/reservations`,
    operationId: 'createReservation',
    summary: 'Book rooms (priced again by the server; idempotent per key)',
    description:
      'The same Idempotency-Key with the same body gives the same answer (`Idempotent-Replayed: true`); with another body 422. 409 when rooms are not available as asked or the price changed (`expectedTotal`).',
    tags: ['Booking'],
    access: 'anyone',
    params: bookingHotelParams,
    body: createReservationSchema,
    pathExamples: { idOrAlias: 'ca-dei-dogi-venezia' },
    headers: [
      {
        name: IDEMPOTENCY_HEADER,
        required: true,
        description: 'A key kept until an answer arrives, e.g. a UUID',
        schema: {
          type: 'string',
          minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
          maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
          pattern: '^[\\x21-\\x7e]+$',
        },
      },
    ],
    success: {
      status: 201,
      description: 'The reservation',
      schema: reservationCreatedResponse,
      headers: {
        'Idempotent-Replayed': {
          description: '`true` on a replayed answer',
          schema: { type: 'string', enum: ['true'] },
        },
      },
    },
    errors: [...JSON_WRITE, 404, 409, 422, 429],
  },
  {
    method: 'get',
    path: `${P}/booking/reservations/{code}`,
    operationId: 'getReservation',
    summary: 'A reservation, for its guest (code and private token)',
    tags: ['Booking'],
    access: 'anyone',
    params: reservationCodeParams,
    query: reservationTokenQuery,
    pathExamples: { code: 'DEMOVE0001' },
    success: {
      status: 200,
      description: 'The reservation',
      schema: reservationViewResponse,
      cacheControl: 'no-store',
    },
    errors: [400, 404, 429],
  },
  {
    method: 'post',
    path: `${P}/booking/reservations/{code}/cancel`,
    operationId: 'cancelReservation',
    summary: 'Cancel a reservation as its guest (`preview: true` changes nothing)',
    tags: ['Booking'],
    access: 'anyone',
    params: reservationCodeParams,
    body: cancelReservationSchema,
    pathExamples: { code: 'DEMOVE0001' },
    success: {
      status: 200,
      description: 'The cancellation',
      schema: cancellationResultResponse,
    },
    errors: [...JSON_WRITE, 404, 409, 429],
  },
  {
    method: 'get',
    path: `${P}/booking/reservations/{code}/online-check-in`,
    operationId: 'getOnlineCheckIn',
    summary: "The stay's guests for online check-in: whether each document was received, never its content",
    tags: ['Booking'],
    access: 'anyone',
    params: reservationCodeParams,
    query: reservationTokenQuery,
    pathExamples: { code: 'DEMOVE0001' },
    success: { status: 200, description: 'The guests', schema: onlineCheckInView, cacheControl: 'no-store' },
    errors: [400, 404, 429],
  },
  {
    method: 'put',
    path: `${P}/booking/reservations/{code}/online-check-in`,
    operationId: 'saveOnlineCheckIn',
    summary: "Save one guest's identity document before arrival (409 once closed or changed meanwhile)",
    tags: ['Booking'],
    access: 'anyone',
    params: reservationCodeParams,
    body: onlineCheckInSave,
    pathExamples: { code: 'DEMOVE0001' },
    success: { status: 200, description: 'The guests', schema: onlineCheckInView, cacheControl: 'no-store' },
    errors: [...JSON_WRITE, 404, 409, 429],
  },
  {
    method: 'get',
    path: `${P}/booking/exchange-rates`,
    operationId: 'getExchangeRates',
    summary: "The day's exchange rates of a base currency (display only)",
    tags: ['Booking'],
    access: 'anyone',
    query: ratesQuery,
    success: {
      status: 200,
      description: 'Rates',
      schema: exchangeRatesResponse,
      cacheControl: 'public, max-age=3600',
    },
    errors: [400, 503],
  },
  {
    method: 'get',
    path: `${P}/booking/hotels/{idOrAlias}/site`,
    operationId: 'checkBookingSite',
    summary: 'Whether the calling page (its Origin) may take bookings for the hotel',
    description:
      "True for the hotel's sites (edited in the back office) and our own pages. The widget asks when it starts; on any other site it still shows prices, and tells the guest and the site owner that bookings are not possible there. EMBED-1.",
    tags: ['Booking'],
    access: 'anyone',
    params: bookingHotelParams,
    pathExamples: { idOrAlias: 'chalet-sassolungo-val-gardena' },
    success: {
      status: 200,
      description: 'The answer for this Origin',
      schema: siteCheckResponse,
      cacheControl: 'no-store',
    },
    errors: [400, 404],
  },
];
publicOperations.push(...countryOperations);
publicOperations.push(...widgetPublicOperations);
publicOperations.push({
  method: 'post',
  path: `${P}/booking/reservations/find`,
  operationId: 'findReservation',
  summary: "'Find my booking': e-mail a reservation's private link to its guest",
  description:
    'Sent when the code and the e-mail address match a reservation, with a new token (the previous link stops working). Always the same answer, whether or not they match. JOURNEY.',
  tags: ['Booking'],
  access: 'anyone',
  body: findReservationSchema,
  success: { status: 200, description: 'Accepted', schema: messageResponse, cacheControl: 'no-store' },
  errors: [...JSON_WRITE, 429],
});
// Guest reviews (INSIGHT-1).
publicOperations.push(guestChangeOperation);
publicOperations.push(...reviewOperations);
publicOperations.push(...registerOperations);
publicOperations.push(...invitationOperations);
publicOperations.push(...twoFactorPublicOperations);

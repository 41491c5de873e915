/**
 * The public booking engine for the OpenAPI document: best availability, a hotel's profile,
 * calendar and search, the reservation and what its guest does with it, the site check and
 * "find my booking", with the schemas the routes validate with and answer.
 */
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
import { bookingProfileResponse } from '../../src/contracts/booking-profile.ts';
import { bookingSearchResponse } from '../../src/contracts/booking-search.ts';
import { onlineCheckInSave, onlineCheckInView } from '../../src/contracts/online-check-in.ts';
import { messageResponse } from '../../src/contracts/public-responses.ts';
import { reservationViewResponse } from '../../src/contracts/reservation-view.ts';
import { siteCheckResponse } from '../../src/contracts/secure/widget-sites.ts';
import { BOOKING_CALENDAR_CACHE, BOOKING_PROFILE_CACHE } from '../http/headers.ts';
import { IDEMPOTENCY_KEY, IDEMPOTENT_REPLAYED, JSON_WRITE, type OperationSpec } from './registry.ts';

const P = '/api/rs/public';

export const bookingOperations: OperationSpec[] = [
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
    headers: [IDEMPOTENCY_KEY],
    success: {
      status: 201,
      description: 'The reservation',
      schema: reservationCreatedResponse,
      headers: IDEMPOTENT_REPLAYED,
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

/** 'Find my booking' (listed after the countries and the widget's routes in the document). */
export const findReservationOperation: OperationSpec = {
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
};

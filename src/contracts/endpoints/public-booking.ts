/**
 * The public booking engine (`/api/rs/public/hotels/bestav/…`, `booking/…`): a hotel's profile,
 * calendar and search, the reservation and what its guest does with it, the exchange rates and
 * the site check (decisions 062 and 068). The worker validates with these schemas,
 * worker/openapi/public.ts adds the prose, and the booking widget calls them through
 * `createApiClient` (its routes as types only, so no schema reaches the widget's bundle).
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
} from '../booking.ts';
import {
  bestAvailabilityResponse,
  bookingCalendarResponse,
  cancellationResultResponse,
  exchangeRatesResponse,
  reservationCreatedResponse,
} from '../booking-answers.ts';
import { findReservationSchema } from '../booking-find.ts';
import { bookingProfileResponse } from '../booking-profile.ts';
import { bookingSearchResponse } from '../booking-search.ts';
import { endpoint } from '../endpoint.ts';
import { onlineCheckInSave, onlineCheckInView } from '../online-check-in.ts';
import { messageResponse } from '../public-responses.ts';
import { reservationViewResponse } from '../reservation-view.ts';
import { changeQuoteView, guestChangeInput, guestChangeParams } from '../secure/booking-change.ts';
import { siteCheckResponse } from '../secure/widget-sites.ts';

export const publicBookingEndpoints = {
  getBestAvailability: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels/bestav/{hotelId}/{checkin}/{checkout}',
    operationId: 'getBestAvailability',
    params: bestAvailabilityParams,
    query: bestAvailabilityQuery,
    response: bestAvailabilityResponse,
  }),
  getBookingProfile: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}',
    operationId: 'getBookingProfile',
    params: bookingHotelParams,
    response: bookingProfileResponse,
  }),
  getBookingCalendar: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/calendar',
    operationId: 'getBookingCalendar',
    params: bookingHotelParams,
    query: calendarQuery,
    response: bookingCalendarResponse,
  }),
  searchStay: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/search',
    operationId: 'searchStay',
    params: bookingHotelParams,
    query: searchQuery,
    response: bookingSearchResponse,
  }),
  checkBookingSite: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/site',
    operationId: 'checkBookingSite',
    params: bookingHotelParams,
    response: siteCheckResponse,
  }),
  createReservation: endpoint({
    method: 'post',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/reservations',
    operationId: 'createReservation',
    params: bookingHotelParams,
    body: createReservationSchema,
    response: reservationCreatedResponse,
  }),
  getReservation: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/reservations/{code}',
    operationId: 'getReservation',
    params: reservationCodeParams,
    query: reservationTokenQuery,
    response: reservationViewResponse,
  }),
  changeReservationDates: endpoint({
    method: 'post',
    path: '/api/rs/public/booking/reservations/{code}/change',
    operationId: 'changeReservationDates',
    params: guestChangeParams,
    body: guestChangeInput,
    response: changeQuoteView,
  }),
  cancelReservation: endpoint({
    method: 'post',
    path: '/api/rs/public/booking/reservations/{code}/cancel',
    operationId: 'cancelReservation',
    params: reservationCodeParams,
    body: cancelReservationSchema,
    response: cancellationResultResponse,
  }),
  getOnlineCheckIn: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/reservations/{code}/online-check-in',
    operationId: 'getOnlineCheckIn',
    params: reservationCodeParams,
    query: reservationTokenQuery,
    response: onlineCheckInView,
  }),
  saveOnlineCheckIn: endpoint({
    method: 'put',
    path: '/api/rs/public/booking/reservations/{code}/online-check-in',
    operationId: 'saveOnlineCheckIn',
    params: reservationCodeParams,
    body: onlineCheckInSave,
    response: onlineCheckInView,
  }),
  findReservation: endpoint({
    method: 'post',
    path: '/api/rs/public/booking/reservations/find',
    operationId: 'findReservation',
    body: findReservationSchema,
    response: messageResponse,
  }),
  getExchangeRates: endpoint({
    method: 'get',
    path: '/api/rs/public/booking/exchange-rates',
    operationId: 'getExchangeRates',
    query: ratesQuery,
    response: exchangeRatesResponse,
  }),
};

/**
 * The secure API's booking change endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffReservationParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import {
  changeInput,
  changeQuoteQuery,
  changeQuoteView,
  nightPriceInput,
  nightPriceParams,
} from '../secure/booking-change.ts';

export const bookingChangeEndpoints = {
  quoteReservationChange: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/change-quote',
    operationId: 'quoteReservationChange',
    params: staffReservationParams,
    query: changeQuoteQuery,
    response: changeQuoteView,
  }),
  changeReservation: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/change',
    operationId: 'changeReservation',
    params: staffReservationParams,
    body: changeInput,
    response: changeQuoteView,
  }),
  setReservationNightPrice: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/nights/{date}/price',
    operationId: 'setReservationNightPrice',
    params: nightPriceParams,
    body: nightPriceInput,
    response: changeQuoteView,
  }),
};

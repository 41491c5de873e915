/**
 * The secure API's staff booking endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  staffAvailability,
  staffAvailabilityQuery,
  staffBookingCreated,
  staffBookingSchema,
  staffQuote,
  staffQuoteSchema,
} from '../secure/staff-booking.ts';

export const staffBookingEndpoints = {
  getStaffAvailability: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/staff-availability',
    operationId: 'getStaffAvailability',
    params: hotelParams,
    query: staffAvailabilityQuery,
    response: staffAvailability,
  }),
  quoteStaffReservation: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/staff-quote',
    operationId: 'quoteStaffReservation',
    params: hotelParams,
    body: staffQuoteSchema,
    response: staffQuote,
  }),
  createStaffReservation: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations',
    operationId: 'createStaffReservation',
    params: hotelParams,
    body: staffBookingSchema,
    response: staffBookingCreated,
  }),
};

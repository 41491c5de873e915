/**
 * The secure API's reservation history endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffReservationParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import { reservationHistoryResponse } from '../secure/reservation-history.ts';

export const reservationHistoryEndpoints = {
  getReservationHistory: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/history',
    operationId: 'getReservationHistory',
    params: staffReservationParams,
    response: reservationHistoryResponse,
  }),
};

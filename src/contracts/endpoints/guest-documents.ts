/**
 * The secure API's guest documents endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffReservationParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import { guestDocumentsResponse, guestDocumentsUpdate } from '../secure/guest-documents.ts';

export const guestDocumentsEndpoints = {
  getGuestDocuments: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/guest-documents',
    operationId: 'getGuestDocuments',
    params: staffReservationParams,
    response: guestDocumentsResponse,
  }),
  saveGuestDocuments: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/guest-documents',
    operationId: 'saveGuestDocuments',
    params: staffReservationParams,
    body: guestDocumentsUpdate,
    response: guestDocumentsResponse,
  }),
};

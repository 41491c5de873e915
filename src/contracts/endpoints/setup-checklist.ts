/**
 * The secure API's setup checklist endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { setupChecklistResponse } from '../secure/setup-checklist.ts';

export const setupChecklistEndpoints = {
  getSetupChecklist: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/setup',
    operationId: 'getSetupChecklist',
    params: hotelParams,
    response: setupChecklistResponse,
  }),
  openHotelForBookings: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/setup/open',
    operationId: 'openHotelForBookings',
    params: hotelParams,
    response: setupChecklistResponse,
  }),
  closeHotelForBookings: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/setup/open',
    operationId: 'closeHotelForBookings',
    params: hotelParams,
    response: setupChecklistResponse,
  }),
};

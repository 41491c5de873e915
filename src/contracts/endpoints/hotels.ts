/**
 * The secure API's hotels endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { managedHotelsResponse } from '../secure/hotels.ts';

export const hotelsEndpoints = {
  listManagedHotels: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels',
    operationId: 'listManagedHotels',
    response: managedHotelsResponse,
  }),
};

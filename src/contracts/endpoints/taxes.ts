/**
 * The secure API's taxes endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { taxesInput, taxesView } from '../secure/taxes.ts';

export const taxesEndpoints = {
  getTaxes: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/taxes',
    operationId: 'getTaxes',
    params: hotelParams,
    response: taxesView,
  }),
  updateTaxes: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/taxes',
    operationId: 'updateTaxes',
    params: hotelParams,
    body: taxesInput,
    response: taxesView,
  }),
};

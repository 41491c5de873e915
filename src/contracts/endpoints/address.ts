/**
 * The secure API's address endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelAddressSave, hotelAddressView } from '../secure/address.ts';
import { hotelParams } from '../secure/common.ts';

export const addressEndpoints = {
  getHotelAddress: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/address',
    operationId: 'getHotelAddress',
    params: hotelParams,
    response: hotelAddressView,
  }),
  saveHotelAddress: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/address',
    operationId: 'saveHotelAddress',
    params: hotelParams,
    body: hotelAddressSave,
    response: hotelAddressView,
  }),
};

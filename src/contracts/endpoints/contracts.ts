/**
 * The secure API's contracts endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { hotelContractResponse, partnerPlansResponse } from '../secure/contracts.ts';

export const contractsEndpoints = {
  listPartnerPlans: endpoint({
    method: 'get',
    path: '/api/rs/secure/partner-plans',
    operationId: 'listPartnerPlans',
    response: partnerPlansResponse,
  }),
  getHotelContract: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/contract',
    operationId: 'getHotelContract',
    params: hotelParams,
    response: hotelContractResponse,
  }),
};

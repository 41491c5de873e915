/**
 * The secure API's policies endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { policiesInput, policiesView } from '../secure/policies.ts';

export const policiesEndpoints = {
  getPolicies: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/policies',
    operationId: 'getPolicies',
    params: hotelParams,
    response: policiesView,
  }),
  updatePolicies: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/policies',
    operationId: 'updatePolicies',
    params: hotelParams,
    body: policiesInput,
    response: policiesView,
  }),
};

/**
 * The secure API's rate plans endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  ratePlanIdParams,
  ratePlanInput,
  ratePlansResponse,
  ratePlanUpdate,
  ratePlanView,
  setupDeleteQuery,
} from '../secure/rate-plans.ts';

export const ratePlansEndpoints = {
  listRatePlans: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/rate-plans',
    operationId: 'listRatePlans',
    params: hotelParams,
    response: ratePlansResponse,
  }),
  createRatePlan: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/rate-plans',
    operationId: 'createRatePlan',
    params: hotelParams,
    body: ratePlanInput,
    response: ratePlanView,
  }),
  updateRatePlan: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/rate-plans/{id}',
    operationId: 'updateRatePlan',
    params: ratePlanIdParams,
    body: ratePlanUpdate,
    response: ratePlanView,
  }),
  deleteRatePlan: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/rate-plans/{id}',
    operationId: 'deleteRatePlan',
    params: ratePlanIdParams,
    query: setupDeleteQuery,
  }),
};

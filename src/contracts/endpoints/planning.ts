/**
 * The secure API's planning endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  closingRequest,
  moveRequest,
  planningChange,
  planningQuery,
  planningResponse,
} from '../secure/planning.ts';

export const planningEndpoints = {
  getPlanning: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/planning',
    operationId: 'getPlanning',
    params: hotelParams,
    query: planningQuery,
    response: planningResponse,
  }),
  setRoomClosing: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/planning/closings',
    operationId: 'setRoomClosing',
    params: hotelParams,
    body: closingRequest,
    response: planningChange,
  }),
  moveReservationRoom: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/planning/moves',
    operationId: 'moveReservationRoom',
    params: hotelParams,
    body: moveRequest,
    response: planningChange,
  }),
};

/**
 * The secure API's housekeeping endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  housekeepingQuery,
  housekeepingResponse,
  housekeepingRoomParams,
  housekeepingRoomQuery,
  housekeepingRoomView,
  housekeepingSettings,
  housekeepingSettingsUpdate,
  outOfOrderEndQuery,
  outOfOrderRequest,
  roomStatusUpdate,
} from '../secure/housekeeping.ts';

export const housekeepingEndpoints = {
  getHousekeeping: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/housekeeping',
    operationId: 'getHousekeeping',
    params: hotelParams,
    query: housekeepingQuery,
    response: housekeepingResponse,
  }),
  setRoomHousekeepingStatus: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/housekeeping/rooms/{roomId}',
    operationId: 'setRoomHousekeepingStatus',
    params: housekeepingRoomParams,
    query: housekeepingRoomQuery,
    body: roomStatusUpdate,
    response: housekeepingRoomView,
  }),
  putRoomOutOfOrder: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/housekeeping/rooms/{roomId}/out-of-order',
    operationId: 'putRoomOutOfOrder',
    params: housekeepingRoomParams,
    query: housekeepingRoomQuery,
    body: outOfOrderRequest,
    response: housekeepingRoomView,
  }),
  endRoomOutOfOrder: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/housekeeping/rooms/{roomId}/out-of-order',
    operationId: 'endRoomOutOfOrder',
    params: housekeepingRoomParams,
    query: outOfOrderEndQuery,
    response: housekeepingRoomView,
  }),
  getHousekeepingSettings: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/housekeeping/settings',
    operationId: 'getHousekeepingSettings',
    params: hotelParams,
    response: housekeepingSettings,
  }),
  setHousekeepingSettings: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/housekeeping/settings',
    operationId: 'setHousekeepingSettings',
    params: hotelParams,
    body: housekeepingSettingsUpdate,
    response: housekeepingSettings,
  }),
};

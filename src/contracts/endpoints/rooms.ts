/**
 * The secure API's rooms endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { setupDeleteQuery } from '../secure/rate-plans.ts';
import {
  roomIdParams,
  roomInput,
  roomRangeInput,
  roomsResponse,
  roomUpdate,
  roomView,
} from '../secure/rooms.ts';

export const roomsEndpoints = {
  listRooms: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/rooms',
    operationId: 'listRooms',
    params: hotelParams,
    response: roomsResponse,
  }),
  createRoom: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/rooms',
    operationId: 'createRoom',
    params: hotelParams,
    body: roomInput,
    response: roomView,
  }),
  createRoomRange: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/rooms/range',
    operationId: 'createRoomRange',
    params: hotelParams,
    body: roomRangeInput,
    response: roomsResponse,
  }),
  updateRoom: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/rooms/{id}',
    operationId: 'updateRoom',
    params: roomIdParams,
    body: roomUpdate,
    response: roomView,
  }),
  deleteRoom: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/rooms/{id}',
    operationId: 'deleteRoom',
    params: roomIdParams,
    query: setupDeleteQuery,
  }),
};

/**
 * The secure API's room types endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { setupDeleteQuery } from '../secure/rate-plans.ts';
import { roomTypePhotosParams } from '../secure/room-type-photos.ts';
import { roomTypeInput, roomTypesResponse, roomTypeUpdate, roomTypeView } from '../secure/room-types.ts';

export const roomTypesEndpoints = {
  listRoomTypes: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/room-types',
    operationId: 'listRoomTypes',
    params: hotelParams,
    response: roomTypesResponse,
  }),
  createRoomType: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/room-types',
    operationId: 'createRoomType',
    params: hotelParams,
    body: roomTypeInput,
    response: roomTypeView,
  }),
  updateRoomType: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}',
    operationId: 'updateRoomType',
    params: roomTypePhotosParams,
    body: roomTypeUpdate,
    response: roomTypeView,
  }),
  deleteRoomType: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}',
    operationId: 'deleteRoomType',
    params: roomTypePhotosParams,
    query: setupDeleteQuery,
  }),
};

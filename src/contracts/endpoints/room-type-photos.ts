/**
 * The secure API's room type photos endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import {
  roomTypePhotoCover,
  roomTypePhotoDeleteQuery,
  roomTypePhotoOrder,
  roomTypePhotosParams,
  roomTypePhotosView,
} from '../secure/room-type-photos.ts';

export const roomTypePhotosEndpoints = {
  listRoomTypePhotos: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}/photos',
    operationId: 'listRoomTypePhotos',
    params: roomTypePhotosParams,
    response: roomTypePhotosView,
  }),
  uploadRoomTypePhoto: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}/photos',
    operationId: 'uploadRoomTypePhoto',
    params: roomTypePhotosParams,
    response: roomTypePhotosView,
  }),
  setRoomTypePhotoCover: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}/photos/cover',
    operationId: 'setRoomTypePhotoCover',
    params: roomTypePhotosParams,
    body: roomTypePhotoCover,
    response: roomTypePhotosView,
  }),
  orderRoomTypePhotos: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}/photos/order',
    operationId: 'orderRoomTypePhotos',
    params: roomTypePhotosParams,
    body: roomTypePhotoOrder,
    response: roomTypePhotosView,
  }),
  removeRoomTypePhoto: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/room-types/{id}/photos',
    operationId: 'removeRoomTypePhoto',
    params: roomTypePhotosParams,
    query: roomTypePhotoDeleteQuery,
  }),
};

/**
 * The secure API's gallery endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  galleryCover,
  galleryDeleteQuery,
  galleryOrder,
  galleryPhotoParams,
  galleryView,
} from '../secure/gallery.ts';

export const galleryEndpoints = {
  getGallery: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/gallery',
    operationId: 'getGallery',
    params: hotelParams,
    response: galleryView,
  }),
  uploadPhoto: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/gallery',
    operationId: 'uploadPhoto',
    params: hotelParams,
    response: galleryView,
  }),
  setGalleryCover: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/gallery/cover',
    operationId: 'setGalleryCover',
    params: hotelParams,
    body: galleryCover,
    response: galleryView,
  }),
  orderGallery: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/gallery/order',
    operationId: 'orderGallery',
    params: hotelParams,
    body: galleryOrder,
    response: galleryView,
  }),
  removePhoto: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/gallery/{id}',
    operationId: 'removePhoto',
    params: galleryPhotoParams,
    query: galleryDeleteQuery,
  }),
};

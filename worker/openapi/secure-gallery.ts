/**
 * The gallery routes (worker/routes/secure-gallery.ts) for the OpenAPI document; appended to
 * `secureOperations` in secure.ts.
 */
import { hotelAddressSave, hotelAddressView } from '../../src/contracts/secure/address.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  galleryCover,
  galleryDeleteQuery,
  galleryOrder,
  galleryPhotoParams,
  galleryView,
} from '../../src/contracts/secure/gallery.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const HOTEL = { hotelId: '1' };
const TAGS = ['Back office: hotels'] as const;
const view = (status: 200 | 201, description: string) => ({
  status,
  description,
  schema: galleryView,
  cacheControl: 'no-store',
});

export const galleryOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/gallery`,
    operationId: 'getGallery',
    summary: "The hotel's photos in display order, the gallery version, total size and upload limits",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: view(200, 'The gallery'),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/gallery`,
    operationId: 'uploadPhoto',
    summary: 'Upload one photo: the raw image bytes as the request body (not JSON)',
    description:
      'The body is streamed into R2, so the 64 KB cap of the JSON routes does not apply; a Content-Length is required (411 without it). JPEG, PNG, WebP, GIF and AVIF, recognised by their first bytes whatever the Content-Type or file name says: anything else answers 400 `error.photo.not.image`. At most 50 MB (413 `error.photo.max.size`); the gallery holds at most 500 MB (400 `error.photo.max.size.total`). The first photo becomes the cover. The photo is served at `{storage url}/{path}` with a year of immutable caching.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    pathExamples: HOTEL,
    headers: [
      {
        name: 'Content-Length',
        required: true,
        description: 'Size of the photo in bytes (at most 52428800)',
        schema: { type: 'integer', minimum: 1, maximum: 52_428_800 },
      },
    ],
    success: view(201, 'The gallery with the new photo last'),
    errors: [400, 401, 403, 404, 413],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/gallery/cover`,
    operationId: 'setGalleryCover',
    summary: 'Make one photo the cover',
    description: '`version` is the gallery version the screen saw: a stale one answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: galleryCover,
    pathExamples: HOTEL,
    bodyExample: { id: 2, version: 3 },
    success: view(200, 'The gallery'),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/gallery/order`,
    operationId: 'orderGallery',
    summary: 'Put the photos in a new order (every photo id once)',
    description: '`version` is the gallery version the screen saw: a stale one answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: galleryOrder,
    pathExamples: HOTEL,
    bodyExample: { ids: [3, 1, 2], version: 3 },
    success: view(200, 'The gallery'),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${S}/hotels/{hotelId}/gallery/{id}`,
    operationId: 'removePhoto',
    summary: 'Remove a photo and its file (the first remaining photo becomes the cover if it was)',
    description: '`version` (query) is the gallery version the screen saw: a stale one answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: galleryPhotoParams,
    query: galleryDeleteQuery,
    pathExamples: { ...HOTEL, id: '1' },
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/address`,
    operationId: 'getHotelAddress',
    summary: "The hotel's address (AddressInfo) and its property version",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The address', schema: hotelAddressView, cacheControl: 'no-store' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/address`,
    operationId: 'saveHotelAddress',
    summary: "Save the hotel's address (address, street, city and country required; geo is [lng, lat])",
    description:
      '`version` is the property version the screen saw (the info form shares it): a stale one answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: hotelAddressSave,
    pathExamples: HOTEL,
    bodyExample: {
      version: 1,
      addressInfo: {
        address: 'Hauptstrasse 3',
        street: 'Hauptstrasse',
        number: '3',
        city: 'Zermatt',
        country: 'CH',
        geo: { type: 'Point', coordinates: [7.7491, 46.0207] },
      },
    },
    success: {
      status: 200,
      description: 'The saved address',
      schema: hotelAddressView,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
];

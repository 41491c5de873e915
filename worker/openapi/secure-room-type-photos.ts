/**
 * A room type's photos (worker/routes/secure-room-type-photos.ts) for the OpenAPI document;
 * appended to `secureOperations` in secure.ts.
 */
import {
  roomTypePhotoCover,
  roomTypePhotoDeleteQuery,
  roomTypePhotoOrder,
  roomTypePhotosParams,
  roomTypePhotosView,
} from '../../src/contracts/secure/room-type-photos.ts';
import type { OperationSpec } from './registry.ts';

const PATH = '/api/rs/secure/hotels/{hotelId}/room-types/{id}/photos';
const ONE = { hotelId: '1', id: '101' };
const TAGS = ['Back office: room types and rooms'] as const;
const PHOTO = 'room-types/1/101/0b7e1c2a-5d6f-4e8a-9b0c-1d2e3f4a5b6c.jpg';
const view = (status: 200 | 201, description: string) => ({
  status,
  description,
  schema: roomTypePhotosView,
  cacheControl: 'no-store',
});
const STALE =
  "`version` is the photos version the screen saw (not the room type's): a stale one answers 409.";

export const roomTypePhotoOperations: OperationSpec[] = [
  {
    method: 'get',
    path: PATH,
    operationId: 'listRoomTypePhotos',
    summary: "A room type's photos in the guests' order (the cover marked) and their version",
    tags: TAGS,
    access: 'session',
    params: roomTypePhotosParams,
    pathExamples: ONE,
    success: view(200, 'The photos'),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: PATH,
    operationId: 'uploadRoomTypePhoto',
    summary: 'Upload one photo of a room type: the raw image bytes as the request body (not JSON)',
    description:
      "The hotel gallery's checks: a Content-Length is required (411), JPEG, PNG, WebP, GIF or AVIF recognised by their first bytes (else 400 `error.photo.not.image`), at most 50 MB (413 `error.photo.max.size`); a room type holds at most 20 photos (400 `error.photo.max.count`). The first photo becomes the cover. Served at `{storage url}/{path}`, immutable; the widget shows it at once (the rates version is bumped).",
    tags: TAGS,
    access: 'session-xsrf',
    params: roomTypePhotosParams,
    pathExamples: ONE,
    headers: [
      {
        name: 'Content-Length',
        required: true,
        description: 'Size of the photo in bytes (at most 52428800)',
        schema: { type: 'integer', minimum: 1, maximum: 52_428_800 },
      },
    ],
    success: view(201, 'The photos with the new one last'),
    errors: [400, 401, 403, 404, 409, 413],
  },
  {
    method: 'put',
    path: `${PATH}/cover`,
    operationId: 'setRoomTypePhotoCover',
    summary: "Make one photo the room type's cover (the search card's image)",
    description: STALE,
    tags: TAGS,
    access: 'session-xsrf',
    params: roomTypePhotosParams,
    body: roomTypePhotoCover,
    pathExamples: ONE,
    bodyExample: { path: PHOTO, version: 3 },
    success: view(200, 'The photos'),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${PATH}/order`,
    operationId: 'orderRoomTypePhotos',
    summary: 'Put the photos in a new order (every path once)',
    description: STALE,
    tags: TAGS,
    access: 'session-xsrf',
    params: roomTypePhotosParams,
    body: roomTypePhotoOrder,
    pathExamples: ONE,
    bodyExample: { paths: [PHOTO], version: 3 },
    success: view(200, 'The photos'),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: PATH,
    operationId: 'removeRoomTypePhoto',
    summary: 'Remove a photo and its file (the first remaining photo becomes the cover if it was)',
    description: STALE,
    tags: TAGS,
    access: 'session-xsrf',
    params: roomTypePhotosParams,
    query: roomTypePhotoDeleteQuery,
    pathExamples: ONE,
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
];

/**
 * A room type's photos in the back office (SETUP), stored in R2 like the hotel gallery's
 * (same size and content checks, src/domain/gallery.ts), listed in `room_types.photos_json`:
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/room-types/{id}/photos                    → RoomTypePhotosView
 *   POST   /api/rs/secure/hotels/{hotelId}/room-types/{id}/photos                    one image as the raw body → 201
 *   PUT    /api/rs/secure/hotels/{hotelId}/room-types/{id}/photos/cover              { path, version }
 *   PUT    /api/rs/secure/hotels/{hotelId}/room-types/{id}/photos/order              { paths, version }
 *   DELETE /api/rs/secure/hotels/{hotelId}/room-types/{id}/photos?path=…&version=N   → 204
 *
 * A photo is named by its path (the list has no ids: the widget reads the same rows). `version`
 * is the photos' own (room_types.photos_version): a stale one answers 409.
 */
import { ROOM_TYPE_PHOTOS_MAX } from '../../domain/room-photos.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idParam, versionField } from './common.ts';
import { roomTypeIdParams } from './room-types.ts';

/** Longest photo path: `room-types/{hotelId}/{roomTypeId}/{uuid}.avif` with room to spare. */
export const ROOM_PHOTO_PATH_MAX_LENGTH = 200;

/** A stored path: letters, digits, dots, dashes, underscores and slashes, never '..'. */
const photoPath = () =>
  z
    .string({ error: typeError })
    .min(1, { error: 'error.required' })
    .max(ROOM_PHOTO_PATH_MAX_LENGTH, { error: 'error.field.generic.maxlength' })
    .regex(/^(?!.*\.\.)[A-Za-z0-9._/-]+$/, { error: 'error.field.generic.invalid' });

export const roomTypePhoto = z.strictObject({
  /** Relative to the storage url: `room-types/{hotelId}/{roomTypeId}/{uuid}.jpg`. */
  path: z.string(),
  /** Where the browser loads it: the storage url joined with the path. */
  url: z.string(),
  cover: z.boolean(),
  caption: z.string().nullable(),
});
export type RoomTypePhoto = z.output<typeof roomTypePhoto>;

export const roomTypePhotosView = z.strictObject({
  roomTypeId: z.number().int(),
  /** The photos' version, which cover, order and delete send back. */
  version: z.number().int(),
  /** In the guests' order; exactly one is the cover when there are any. */
  photos: z.array(roomTypePhoto),
  limits: z.strictObject({ maxPhotos: z.literal(ROOM_TYPE_PHOTOS_MAX), maxFileBytes: z.number().int() }),
});
export type RoomTypePhotosView = z.output<typeof roomTypePhotosView>;

/** PUT …/photos/cover */
export const roomTypePhotoCover = z.object(
  { path: photoPath(), version: versionField() },
  { error: typeError },
);
export type RoomTypePhotoCover = z.output<typeof roomTypePhotoCover>;

/** PUT …/photos/order: every photo's path once, in the new order. */
export const roomTypePhotoOrder = z.object(
  {
    paths: z.array(photoPath(), { error: typeError }).min(1).max(ROOM_TYPE_PHOTOS_MAX),
    version: versionField(),
  },
  { error: typeError },
);
export type RoomTypePhotoOrder = z.output<typeof roomTypePhotoOrder>;

/** DELETE …/photos?path=room-types/1/2/….jpg&version=3 */
export const roomTypePhotoDeleteQuery = z.object(
  { path: photoPath(), version: idParam() },
  { error: typeError },
);

/** …/hotels/{hotelId}/room-types/{id}/photos… */
export const roomTypePhotosParams = roomTypeIdParams;

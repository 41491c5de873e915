/**
 * A room type's photos (SETUP), files in R2 (binding GALLERY, keys
 * `room-types/{hotelId}/{roomTypeId}/{uuid}.{ext}`), the list in `room_types.photos_json` that the
 * booking engine and the widget read. Under /api/rs/secure, mounted by secure-local.ts behind the
 * hotel guard; schemas in src/contracts/secure/room-type-photos.ts, rules in
 * worker/setup/room-type-photos.ts:
 *
 *   GET    /hotels/{hotelId}/room-types/{id}/photos                   → the photos and their version
 *   POST   /hotels/{hotelId}/room-types/{id}/photos                   one image as the raw body → 201
 *   PUT    /hotels/{hotelId}/room-types/{id}/photos/cover             { path, version }
 *   PUT    /hotels/{hotelId}/room-types/{id}/photos/order             { paths, version }
 *   DELETE /hotels/{hotelId}/room-types/{id}/photos?path=&version=    → 204, the R2 object goes too
 *
 * The upload streams its body into R2 as the gallery's does (worker/photos/upload.ts: the same
 * Content-Length, size and content checks), so secure-local.ts lets it past the JSON guards.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  type RoomTypePhotosView,
  roomTypePhotoCover,
  roomTypePhotoDeleteQuery,
  roomTypePhotoOrder,
  roomTypePhotosParams,
} from '../../src/contracts/secure/room-type-photos.ts';
import { GALLERY_MAX_FILE_BYTES } from '../../src/domain/gallery.ts';
import {
  isUploadedRoomPhoto,
  ROOM_PHOTOS_FULL,
  ROOM_TYPE_PHOTOS_MAX,
  roomPhotoPath,
} from '../../src/domain/room-photos.ts';
import { type RoomTypePhotos, readRoomTypePhotos } from '../data/room-type-photos.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { storageUrl } from '../photos/storage-url.ts';
import { receiveImage } from '../photos/upload.ts';
import { requirePermission } from '../security/hotel-access.ts';
import {
  addRoomTypePhoto,
  orderRoomTypePhotos,
  removeRoomTypePhoto,
  setRoomTypeCover,
} from '../setup/room-type-photos.ts';
import { ROOM_TYPE_NOT_FOUND } from '../setup/room-types.ts';
import { validate } from '../validation.ts';

/** The photo upload's path below /hotels/{hotelId}, which secure-local.ts lets past the JSON guards. */
export const ROOM_TYPE_PHOTOS_PATH = '/room-types/:id/photos';
const LIST = ROOM_TYPE_PHOTOS_PATH;
const COVER = `${LIST}/cover`;
const ORDER = `${LIST}/order`;

const noStore = { 'Cache-Control': 'no-store' };

async function photosView(
  c: Context<AppEnv>,
  id: number,
  photos: RoomTypePhotos,
): Promise<RoomTypePhotosView> {
  const base = await storageUrl(c.env.DB);
  return {
    roomTypeId: id,
    version: photos.version,
    photos: photos.photos.map((photo) => ({
      path: photo.path,
      url: /^(https?:)?\/\//i.test(photo.path) ? photo.path : `${base}/${photo.path}`,
      cover: photo.cover,
      caption: photo.caption ?? null,
    })),
    limits: { maxPhotos: ROOM_TYPE_PHOTOS_MAX, maxFileBytes: GALLERY_MAX_FILE_BYTES },
  };
}

export const secureRoomTypePhotoRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage("Error getting the room type's photos"),
    requirePermission('property.read'),
    validate('param', roomTypePhotosParams),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const photos = await readRoomTypePhotos(c.env.DB, hotelId, id);
      if (!photos) throw notFound(ROOM_TYPE_NOT_FOUND);
      return c.json<RoomTypePhotosView>(await photosView(c, id, photos), 200, noStore);
    },
  )
  .post(
    LIST,
    failureMessage('Error uploading the photo'),
    requirePermission('property.write'),
    validate('param', roomTypePhotosParams),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const current = await readRoomTypePhotos(c.env.DB, hotelId, id);
      if (!current) throw notFound(ROOM_TYPE_NOT_FOUND);
      if (current.photos.length >= ROOM_TYPE_PHOTOS_MAX) {
        throw new ApiError(400, `A room type has at most ${ROOM_TYPE_PHOTOS_MAX} photos`, [
          { field: 'file', code: ROOM_PHOTOS_FULL },
        ]);
      }
      const { path } = await receiveImage(c.req.raw, c.env.GALLERY, (extension) =>
        roomPhotoPath(hotelId, id, `${crypto.randomUUID()}.${extension}`),
      );
      // Appended to the photos read before the upload: another change meanwhile is a 409, and
      // the stored file goes again (no R2 object without its row).
      const added = await addRoomTypePhoto(c.env.DB, actorOf(c, hotelId), {
        id,
        version: current.version,
        path,
      });
      if (!added.ok) await c.env.GALLERY.delete(path);
      return c.json<RoomTypePhotosView>(await photosView(c, id, answerOf(added)), 201, noStore);
    },
  )
  .put(
    COVER,
    failureMessage("Error saving the room type's photos"),
    requirePermission('property.write'),
    validate('param', roomTypePhotosParams),
    validate('json', roomTypePhotoCover),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const saved = answerOf(
        await setRoomTypeCover(c.env.DB, actorOf(c, hotelId), { id, ...c.req.valid('json') }),
      );
      return c.json<RoomTypePhotosView>(await photosView(c, id, saved), 200, noStore);
    },
  )
  .put(
    ORDER,
    failureMessage("Error saving the room type's photos"),
    requirePermission('property.write'),
    validate('param', roomTypePhotosParams),
    validate('json', roomTypePhotoOrder),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const saved = answerOf(
        await orderRoomTypePhotos(c.env.DB, actorOf(c, hotelId), { id, ...c.req.valid('json') }),
      );
      return c.json<RoomTypePhotosView>(await photosView(c, id, saved), 200, noStore);
    },
  )
  .delete(
    LIST,
    failureMessage('Error removing the photo'),
    requirePermission('property.write'),
    validate('param', roomTypePhotosParams),
    validate('query', roomTypePhotoDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { path, version } = c.req.valid('query');
      answerOf(await removeRoomTypePhoto(c.env.DB, actorOf(c, hotelId), { id, version, path }));
      // Only this type's own uploads are R2 objects of its own (the demo's drawings ship with the site).
      if (isUploadedRoomPhoto(path) && path.startsWith(roomPhotoPath(hotelId, id, ''))) {
        await c.env.GALLERY.delete(path);
      }
      return c.body(null, 204);
    },
  );

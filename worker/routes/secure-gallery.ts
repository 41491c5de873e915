/**
 * The hotel's photo gallery (WIDGETUI, BOLIM-6 upload limits), files in R2 (binding GALLERY):
 * - GET    /api/rs/secure/hotels/{hotelId}/gallery            the photos, version, total size, limits
 * - POST   /api/rs/secure/hotels/{hotelId}/gallery            one image as the raw request body
 * - PUT    /api/rs/secure/hotels/{hotelId}/gallery/cover      { id, version }
 * - PUT    /api/rs/secure/hotels/{hotelId}/gallery/order      { ids, version }
 * - DELETE /api/rs/secure/hotels/{hotelId}/gallery/{id}?version=
 *
 * The upload is not JSON: it streams the body straight into R2 (a photo may be 50 MB, far above
 * the 64 KB cap of the JSON routes), so secure-local.ts lets it past the JSON guards (the session
 * and anti-forgery checks still run). The upload needs a Content-Length (R2 stores streams of
 * known length); the first bytes decide whether the file is an image (its name and declared type
 * do not count). Mounted under the hotel guard (worker/security/hotel-access.ts); 409 on a stale
 * version.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { toAddressInfo } from '../../src/contracts/address.ts';
import { type HotelAddressView, hotelAddressSave } from '../../src/contracts/secure/address.ts';
import { hotelParams, VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  type GalleryView,
  galleryCover,
  galleryDeleteQuery,
  galleryOrder,
  galleryPhotoParams,
} from '../../src/contracts/secure/gallery.ts';
import {
  GALLERY_MAX_FILE_BYTES,
  GALLERY_MAX_FILES,
  GALLERY_MAX_TOTAL_BYTES,
  isPermutation,
  PHOTO_ERRORS,
} from '../../src/domain/gallery.ts';
import { deletePhoto, insertPhoto, readGallery, reorderPhotos, setCover } from '../data/gallery.ts';
import { readHotelAddress, saveHotelAddress } from '../data/hotel-address.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { storageUrl } from '../photos/storage-url.ts';
import { photoError, receiveImage } from '../photos/upload.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

/** The photo upload's path, which secure-local.ts lets past the JSON guards. */
export const GALLERY_PATH = '/gallery';
const LIST = GALLERY_PATH;
/** The hotel's address (WIDGETUI-7 address entry): GET, and PUT { addressInfo, version }. */
const ADDRESS = '/address';
const COVER = `${LIST}/cover`;
const ORDER = `${LIST}/order`;
const ONE = `${LIST}/:id`;

export const GALLERY_CHANGED = 'The gallery was changed meanwhile: reload it and try again';

type Ctx = Context<AppEnv>;
const noStore = { 'Cache-Control': 'no-store' };

async function galleryView(c: Ctx, hotelId: number): Promise<GalleryView> {
  const [rows, base] = await Promise.all([readGallery(c.env.DB, hotelId), storageUrl(c.env.DB)]);
  if (!rows) throw notFound('Hotel not found');
  return {
    hotelId,
    version: rows.version,
    totalBytes: rows.photos.reduce((sum, photo) => sum + photo.size, 0),
    photos: rows.photos.map((photo) => ({
      id: photo.id,
      path: photo.path,
      cover: photo.cover,
      position: photo.position,
      caption: photo.caption,
      size: photo.size,
      contentType: photo.contentType,
      // Where the browser loads it: the storage url joined with the R2 key.
      url: `${base}/${photo.path}`,
    })),
    limits: {
      maxFiles: GALLERY_MAX_FILES,
      maxFileBytes: GALLERY_MAX_FILE_BYTES,
      maxTotalBytes: GALLERY_MAX_TOTAL_BYTES,
    },
  };
}

/** 404 when the hotel is gone, else 409 (the gallery is at another version). */
function conflict(): never {
  throw new ApiError(409, GALLERY_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);
}

export const secureGalleryRoutes = new Hono<AppEnv>()
  .get(
    ADDRESS,
    failureMessage('Error getting the address'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const found = await readHotelAddress(c.env.DB, hotelId);
      if (!found) throw notFound('Hotel not found');
      return c.json<HotelAddressView>({ hotelId, ...found }, 200, noStore);
    },
  )
  .put(
    ADDRESS,
    failureMessage('Error saving the address'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', hotelAddressSave),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { addressInfo, version } = c.req.valid('json');
      const saved = await saveHotelAddress(c.env.DB, {
        hotelId,
        addressInfo: toAddressInfo(addressInfo),
        version,
        date: new Date().toISOString(),
      });
      if (!saved) {
        if (!(await readHotelAddress(c.env.DB, hotelId))) throw notFound('Hotel not found');
        throw new ApiError(409, 'The hotel was changed meanwhile: reload it and try again', [
          { field: 'version', code: VERSION_CONFLICT },
        ]);
      }
      const found = await readHotelAddress(c.env.DB, hotelId);
      if (!found) throw notFound('Hotel not found');
      return c.json<HotelAddressView>({ hotelId, ...found }, 200, noStore);
    },
  )
  .get(
    LIST,
    failureMessage('Error getting the gallery'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      return c.json<GalleryView>(await galleryView(c, hotelId), 200, noStore);
    },
  )
  .post(
    LIST,
    failureMessage('Error uploading the photo'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const current = await readGallery(c.env.DB, hotelId);
      if (!current) throw notFound('Hotel not found');
      const totalBytes = current.photos.reduce((sum, photo) => sum + photo.size, 0);
      const {
        path,
        size: length,
        type,
      } = await receiveImage(
        c.req.raw,
        c.env.GALLERY,
        (extension) => `gallery/${hotelId}/${crypto.randomUUID()}.${extension}`,
        async (size) => {
          if (totalBytes + size > GALLERY_MAX_TOTAL_BYTES) {
            throw photoError(PHOTO_ERRORS.maxTotal, 'The photos would exceed the gallery total size');
          }
        },
      );
      const added = await insertPhoto(c.env.DB, {
        hotelId,
        path,
        size: length,
        contentType: type,
        date: new Date().toISOString(),
        maxTotalBytes: GALLERY_MAX_TOTAL_BYTES,
      });
      if (!added) {
        await c.env.GALLERY.delete(path);
        throw photoError(PHOTO_ERRORS.maxTotal, 'The photos would exceed the gallery total size');
      }
      return c.json<GalleryView>(await galleryView(c, hotelId), 201, noStore);
    },
  )
  .put(
    COVER,
    failureMessage('Error saving the gallery'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', galleryCover),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { id, version } = c.req.valid('json');
      const current = await readGallery(c.env.DB, hotelId);
      if (!current) throw notFound('Hotel not found');
      if (current.version === version && !current.photos.some((photo) => photo.id === id)) {
        throw new ApiError(400, 'No such photo in this gallery', [
          { field: 'id', code: 'error.field.generic.invalid' },
        ]);
      }
      if (!(await setCover(c.env.DB, { hotelId, id, version }))) conflict();
      return c.json<GalleryView>(await galleryView(c, hotelId), 200, noStore);
    },
  )
  .put(
    ORDER,
    failureMessage('Error saving the gallery'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', galleryOrder),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { ids, version } = c.req.valid('json');
      const current = await readGallery(c.env.DB, hotelId);
      if (!current) throw notFound('Hotel not found');
      if (current.version !== version) conflict();
      if (
        !isPermutation(
          ids,
          current.photos.map((photo) => photo.id),
        )
      ) {
        throw new ApiError(400, 'The order must list every photo of the gallery once', [
          { field: 'ids', code: 'error.field.generic.invalid' },
        ]);
      }
      if (!(await reorderPhotos(c.env.DB, { hotelId, ids, version }))) conflict();
      return c.json<GalleryView>(await galleryView(c, hotelId), 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the photo'),
    requirePermission('property.write'),
    validate('param', galleryPhotoParams),
    validate('query', galleryDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      const current = await readGallery(c.env.DB, hotelId);
      if (!current) throw notFound('Hotel not found');
      const photo = current.photos.find((p) => p.id === id);
      if (!photo) {
        if (current.version === version) throw notFound('Photo not found');
        conflict();
      }
      if (!(await deletePhoto(c.env.DB, { hotelId, id, version }))) conflict();
      // Paths outside gallery/ (drawings of a database seeded before the demo photos went to R2) are
      // static assets, not R2 objects.
      if (photo.path.startsWith('gallery/')) await c.env.GALLERY.delete(photo.path);
      return c.body(null, 204);
    },
  );

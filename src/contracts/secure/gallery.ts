/**
 * The hotel's photo gallery in the back office (WIDGETUI-5 gallery grid, BOLIM-6 upload
 * limits): GET/POST /api/rs/secure/hotels/{hotelId}/gallery (POST streams one image as the raw
 * body), PUT …/gallery/cover, PUT …/gallery/order, DELETE …/gallery/{id}?version=. Cover, order
 * and delete carry the gallery's version (a stale one answers 409).
 */
import { GALLERY_MAX_FILE_BYTES, GALLERY_MAX_FILES, GALLERY_MAX_TOTAL_BYTES } from '../../domain/gallery.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idField, idParam, versionField } from './common.ts';

/** Most photos an order may list: far above what 500 MB of real photos holds, a bound for junk. */
export const GALLERY_ORDER_MAX = 500;

export const galleryPhoto = z.strictObject({
  id: z.number().int(),
  /** Relative to the storage url (GET /api/rs/public/storage): `gallery/{hotelId}/{uuid}.jpg`. */
  path: z.string(),
  /** Where the browser loads it: the storage url joined with the path. */
  url: z.string(),
  cover: z.boolean(),
  position: z.number().int(),
  caption: z.string().nullable(),
  /** Bytes; 0 for the demo pictures that ship with the site. */
  size: z.number().int(),
  contentType: z.string().nullable(),
});
export type GalleryPhoto = z.output<typeof galleryPhoto>;

export const galleryView = z.strictObject({
  hotelId: z.number().int(),
  version: z.number().int(),
  /** Sum of the photos' sizes, checked against `limits.maxTotalBytes`. */
  totalBytes: z.number().int(),
  photos: z.array(galleryPhoto),
  limits: z.strictObject({
    maxFiles: z.literal(GALLERY_MAX_FILES),
    maxFileBytes: z.literal(GALLERY_MAX_FILE_BYTES),
    maxTotalBytes: z.literal(GALLERY_MAX_TOTAL_BYTES),
  }),
});
export type GalleryView = z.output<typeof galleryView>;

/** PUT …/gallery/cover */
export const galleryCover = z.object({ id: idField(), version: versionField() }, { error: typeError });
export type GalleryCover = z.output<typeof galleryCover>;

/** PUT …/gallery/order: every photo id once, in the new order. */
export const galleryOrder = z.object(
  { ids: z.array(idField(), { error: typeError }).min(1).max(GALLERY_ORDER_MAX), version: versionField() },
  { error: typeError },
);
export type GalleryOrder = z.output<typeof galleryOrder>;

/** DELETE …/gallery/{id}?version=3 */
export const galleryDeleteQuery = z.object({ version: idParam() }, { error: typeError });

/** …/hotels/{hotelId}/gallery/{id} */
export const galleryPhotoParams = hotelParams.extend({ id: idParam() });

export const GALLERY_UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

/**
 * GET /images/gallery/{hotelId}/{file}: the photos managers upload (routes/secure-gallery.ts),
 * read from R2 (binding GALLERY). The storage url (GET /api/rs/public/storage) is `/images`, so an
 * uploaded photo's `path` (`gallery/…`) sits beside the demo pictures shipped under public/images.
 * Keys are fresh UUIDs: the bytes under a URL never change, hence a year of immutable caching;
 * the content type is the one the upload's magic bytes gave. Conditional requests get 304.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { PHOTO_CACHE_CONTROL } from '../photos/upload.ts';

const FILE = ':file{[0-9a-f-]{36}\\.(jpg|png|webp|gif|avif)}';

export const galleryMediaRoutes = new Hono<AppEnv>().on(
  ['GET', 'HEAD'],
  `/:hotelId{[0-9]{1,9}}/${FILE}`,
  (c) => servePhoto(c, `gallery/${c.req.param('hotelId')}/${c.req.param('file')}`),
);

/**
 * GET /images/room-types/{hotelId}/{roomTypeId}/{file}: a room type's own photos
 * (routes/secure-room-type-photos.ts), from the same bucket, cached the same way.
 */
export const roomTypePhotoMediaRoutes = new Hono<AppEnv>().on(
  ['GET', 'HEAD'],
  `/:hotelId{[0-9]{1,9}}/:roomTypeId{[0-9]{1,9}}/${FILE}`,
  (c) =>
    servePhoto(c, `room-types/${c.req.param('hotelId')}/${c.req.param('roomTypeId')}/${c.req.param('file')}`),
);

async function servePhoto(c: Context<AppEnv>, key: string): Promise<Response> {
  const object = await c.env.GALLERY.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', PHOTO_CACHE_CONTROL);
  headers.set('X-Content-Type-Options', 'nosniff');
  if (!('body' in object) || c.req.method === 'HEAD') {
    // onlyIf failed (If-None-Match matched): the browser's copy is current.
    return new Response(null, { status: 'body' in object ? 200 : 304, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
}

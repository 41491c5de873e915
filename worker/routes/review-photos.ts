/**
 * Photos of guest reviews (INSIGHT-1, BOCHECK-8 upload, BOLIM-6 upload defaults), files in R2 (binding
 * GALLERY):
 * - POST /api/rs/public/reviews/photos   one image as the raw body, the review link's token in
 *   X-Review-Token; stored under reviews/{invitationId}/{uuid}.{ext} before the review is sent,
 *   whose POST then lists the keys (checked again there). At most 10 photos, 50 MB each, 500 MB
 *   together per link (counted from the link's folder in R2), images recognised by their first bytes
 *   and checked to reach their own end as they stream (a cut-off file is removed again: 400).
 * - GET  /images/reviews/{invitationId}/{file}   a photo of a PUBLISHED review only.
 *
 * The upload is not JSON, so this router is mounted in app.ts above the public JSON guards and
 * applies the cross-site check itself. Photos uploaded for a review that is never sent stay in the
 * link's folder (never served; see docs/decisions/028).
 */
import { Hono } from 'hono';
import {
  REVIEW_ALREADY_SENT,
  REVIEW_LINK_EXPIRED,
  REVIEW_LINK_UNKNOWN,
  REVIEW_TOKEN,
  REVIEW_TOKEN_HEADER,
  REVIEW_TOKEN_REQUIRED,
  type UploadedPhoto,
} from '../../src/contracts/reviews.ts';
import {
  GALLERY_MAX_FILE_BYTES,
  GALLERY_MAX_FILES,
  GALLERY_MAX_TOTAL_BYTES,
  IMAGE_FORMATS,
  PHOTO_ERRORS,
  sniffImage,
} from '../../src/domain/gallery.ts';
import { invitationState } from '../../src/domain/reviews.ts';
import { findInvitation, isPublishedPhoto, storageUrl } from '../data/guest-reviews.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { rejectCrossSite } from '../middleware/request-guards.ts';
import { PHOTO_CACHE_CONTROL, peekBody, storeWholeImage } from '../photos/upload.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { sha256Hex } from '../security/tokens.ts';

const photoError = (code: string, message: string, status: 400 | 413 = 400) =>
  new ApiError(status, message, [{ field: 'file', code }]);

export const reviewPhotoUploadRoutes = new Hono<AppEnv>().post(
  '/',
  rejectCrossSite(),
  failureMessage('Error uploading the photo'),
  async (c) => {
    const token = c.req.header(REVIEW_TOKEN_HEADER)?.trim() ?? '';
    if (!REVIEW_TOKEN.test(token)) {
      throw new ApiError(401, 'The review link is needed for this', [
        { field: 'token', code: REVIEW_TOKEN_REQUIRED },
      ]);
    }
    const invitation = await findInvitation(c.env.DB, await sha256Hex(token));
    if (!invitation) {
      throw new ApiError(404, 'This review link does not exist', [
        { field: 'token', code: REVIEW_LINK_UNKNOWN },
      ]);
    }
    const state = invitationState(
      { expiresDate: invitation.expires_date, usedDate: invitation.used_date },
      new Date(),
    );
    if (state === 'USED' || invitation.review_id) {
      throw new ApiError(409, 'A review of this stay was already sent', [
        { field: 'token', code: REVIEW_ALREADY_SENT },
      ]);
    }
    if (state === 'EXPIRED') {
      throw new ApiError(410, 'This review link has expired', [
        { field: 'token', code: REVIEW_LINK_EXPIRED },
      ]);
    }
    await enforceRateLimit(c, 'review-photo', [
      { key: `guest:${invitation.id}`, limit: 40, windowSeconds: 3600 },
      { key: `ip:${clientIp(c)}`, limit: 200, windowSeconds: 3600 },
    ]);
    const declared = c.req.header('Content-Length');
    if (declared === undefined || !/^\d{1,12}$/.test(declared)) {
      throw new ApiError(411, 'The photo must be sent with its Content-Length', [
        { field: 'Content-Length', code: 'error.required' },
      ]);
    }
    const length = Number(declared);
    if (length > GALLERY_MAX_FILE_BYTES) {
      throw photoError(PHOTO_ERRORS.maxSize, `The photo is larger than ${GALLERY_MAX_FILE_BYTES} bytes`, 413);
    }
    const body = c.req.raw.body;
    if (length === 0 || body === null) throw photoError(PHOTO_ERRORS.notImage, 'The file is not an image');
    const prefix = `reviews/${invitation.id}/`;
    const listed = await c.env.GALLERY.list({ prefix, limit: 1000 });
    if (listed.objects.length >= GALLERY_MAX_FILES) {
      throw photoError(PHOTO_ERRORS.maxCount, `At most ${GALLERY_MAX_FILES} photos per review`);
    }
    const total = listed.objects.reduce((sum, object) => sum + object.size, 0);
    if (total + length > GALLERY_MAX_TOTAL_BYTES) {
      throw photoError(PHOTO_ERRORS.maxTotal, 'The photos would exceed the total size allowed');
    }
    const { head, stream } = await peekBody(body, length);
    const type = sniffImage(head);
    if (!type) {
      await stream.cancel().catch(() => {});
      throw photoError(PHOTO_ERRORS.notImage, 'The file is not an image');
    }
    const key = `${prefix}${crypto.randomUUID()}.${IMAGE_FORMATS[type]}`;
    const stored = await storeWholeImage(c.env.GALLERY, key, { stream, length, type });
    if (stored === 'incomplete') {
      throw photoError(
        'error.field.generic.invalid',
        'The photo could not be stored: the upload was incomplete',
      );
    }
    if (stored === 'cut-off') {
      throw photoError(PHOTO_ERRORS.notImage, 'The file is not a whole image: it stops before its end');
    }
    const url = `${await storageUrl(c.env.DB)}/${key}`;
    return c.json<UploadedPhoto>({ key, url, contentType: type, size: length }, 201, {
      'Cache-Control': 'no-store',
    });
  },
);

/** GET /images/reviews/{invitationId}/{file}: a published review's photo, immutable. */
export const reviewPhotoMediaRoutes = new Hono<AppEnv>().on(
  ['GET', 'HEAD'],
  '/:invitationId{[1-9][0-9]{0,9}}/:file{[0-9a-f-]{36}\\.(jpg|png|webp|gif|avif)}',
  async (c) => {
    const key = `reviews/${c.req.param('invitationId')}/${c.req.param('file')}`;
    if (!(await isPublishedPhoto(c.env.DB, key)))
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const object = await c.env.GALLERY.get(key, { onlyIf: c.req.raw.headers });
    if (!object) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    headers.set('Cache-Control', PHOTO_CACHE_CONTROL);
    headers.set('X-Content-Type-Options', 'nosniff');
    if (!('body' in object) || c.req.method === 'HEAD') {
      return new Response(null, { status: 'body' in object ? 200 : 304, headers });
    }
    headers.set('Content-Length', String(object.size));
    return new Response(object.body, { headers });
  },
);

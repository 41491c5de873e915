/**
 * Photo uploads streamed into R2 (binding GALLERY), shared by the hotel gallery
 * (routes/secure-gallery.ts) and the guests' review photos (routes/review-photos.ts): the first
 * bytes are read to tell an image, then the whole body goes on to R2, followed to its end.
 */
import type { ImageType } from '../../src/domain/gallery.ts';
import {
  GALLERY_MAX_FILE_BYTES,
  IMAGE_FORMATS,
  PHOTO_ERRORS,
  SNIFF_BYTES,
  sniffImage,
} from '../../src/domain/gallery.ts';
import { imageEndCheck } from '../../src/domain/image-end.ts';
import { ApiError } from '../errors.ts';

/** Cache-Control of a stored photo: its key is a fresh UUID, so its bytes never change. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Reads the body's first bytes (at least SNIFF_BYTES, unless it is shorter), then hands back the
 * whole body again as a stream of exactly `length` bytes for R2 (FixedLengthStream: a body longer
 * or shorter than its Content-Length makes the put fail).
 */
export async function peekBody(
  body: ReadableStream<Uint8Array>,
  length: number,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  let done = false;
  while (read < SNIFF_BYTES && !done) {
    const next = await reader.read();
    if (next.done) done = true;
    else {
      chunks.push(next.value);
      read += next.value.byteLength;
    }
  }
  const head = new Uint8Array(read);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const fixed = new FixedLengthStream(length);
  const writer = fixed.writable.getWriter();
  const pump = async () => {
    try {
      await writer.write(head);
      while (!done) {
        const next = await reader.read();
        if (next.done) break;
        await writer.write(next.value);
      }
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => {});
    }
  };
  void pump();
  return { head, stream: fixed.readable };
}

/**
 * Streams an upload into R2 under `key`, following its bytes to see whether the image reaches
 * its own end (src/domain/image-end.ts): a signature alone or a cut-off file is not a photo, and
 * is removed again. 'incomplete' when the body was not its Content-Length (the put failed),
 * 'cut-off' when the image stops before its end, 'stored' otherwise.
 */
export async function storeWholeImage(
  bucket: R2Bucket,
  key: string,
  upload: { stream: ReadableStream<Uint8Array>; length: number; type: ImageType },
): Promise<'stored' | 'incomplete' | 'cut-off'> {
  const end = imageEndCheck(upload.type);
  const checked = new FixedLengthStream(upload.length);
  upload.stream
    .pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          end.push(chunk);
          controller.enqueue(chunk);
        },
      }),
    )
    .pipeTo(checked.writable)
    .catch(() => {});
  try {
    await bucket.put(key, checked.readable, {
      httpMetadata: { contentType: upload.type, cacheControl: PHOTO_CACHE_CONTROL },
    });
  } catch (error) {
    console.warn(`upload of ${key} failed`, error);
    return 'incomplete';
  }
  if (end.complete()) return 'stored';
  await bucket.delete(key);
  return 'cut-off';
}

/** A refused upload: the message key on the `file` field. */
export const photoError = (code: string, message: string, status: 400 | 411 | 413 = 400) =>
  new ApiError(status, message, [{ field: 'file', code }]);

/**
 * The checks of the gallery's upload (routes/secure-gallery.ts) for any other photo upload:
 * a Content-Length (411) of at most GALLERY_MAX_FILE_BYTES (413), a body whose first bytes are an
 * image we take and that reaches its own end (400 on `file` with the message key). Stored
 * in R2 under `keyOf(extension)`; answers the stored key, size and type.
 */
export async function receiveImage(
  request: Request,
  bucket: R2Bucket,
  keyOf: (extension: string) => string,
  /** Runs once the size is known, before any byte is read (the gallery's 500 MB total); throws to refuse. */
  checkSize: (length: number) => Promise<void> = async () => {},
): Promise<{ path: string; size: number; type: ImageType }> {
  const declared = request.headers.get('Content-Length');
  if (declared === null || !/^\d{1,12}$/.test(declared)) {
    throw new ApiError(411, 'The photo must be sent with its Content-Length', [
      { field: 'Content-Length', code: 'error.required' },
    ]);
  }
  const length = Number(declared);
  if (length > GALLERY_MAX_FILE_BYTES) {
    throw photoError(PHOTO_ERRORS.maxSize, `The photo is larger than ${GALLERY_MAX_FILE_BYTES} bytes`, 413);
  }
  const body = request.body;
  if (length === 0 || body === null) throw photoError(PHOTO_ERRORS.notImage, 'The file is not an image');
  await checkSize(length);
  const { head, stream } = await peekBody(body, length);
  const type = sniffImage(head);
  if (!type) {
    await stream.cancel().catch(() => {});
    throw photoError(PHOTO_ERRORS.notImage, 'The file is not an image');
  }
  const path = keyOf(IMAGE_FORMATS[type]);
  const stored = await storeWholeImage(bucket, path, { stream, length, type });
  if (stored === 'incomplete') {
    throw photoError(
      'error.field.generic.invalid',
      'The photo did not arrive whole (its size is not its Content-Length)',
    );
  }
  if (stored === 'cut-off') {
    throw photoError(PHOTO_ERRORS.notImage, 'The file is not a whole image: it stops before its end');
  }
  return { path, size: length, type };
}

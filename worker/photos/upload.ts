/**
 * Photo uploads streamed into R2 (binding GALLERY), shared by the hotel gallery
 * (routes/secure-gallery.ts) and the guests' review photos (routes/review-photos.ts): the first
 * bytes are read to tell an image, then the whole body goes on to R2, followed to its end.
 */
import type { ImageType } from '../../src/domain/gallery.ts';
import { SNIFF_BYTES } from '../../src/domain/gallery.ts';
import { imageEndCheck } from '../../src/domain/image-end.ts';

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

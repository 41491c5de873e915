import { describe, expect, it } from 'vitest';
import type { ImageType } from './gallery.ts';
import { imageEndCheck } from './image-end.ts';

const b64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const box = (type: string, body: Uint8Array) => {
  const size = 8 + body.length;
  return concat(
    new Uint8Array([size >>> 24, (size >>> 16) & 255, (size >>> 8) & 255, size & 255]),
    ascii(type),
    body,
  );
};

/** Real images: an 8×6 JPEG, a 2×1 PNG, a 1×1 GIF, a 1×1 lossless WebP; an AVIF's box layout. */
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAdEAABBAIDAAAAAAAAAAAAAAAAAQIEEgMRE0Hx/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAZEQACAwEAAAAAAAAAAAAAAAABAgADERL/2gAMAwEAAhEDEQA/ALMnZZtOVrEpvVUXvwAFNEWteVGCMTs//9k=',
);
const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGP4zwAE/wEHAAH/4iOeWQAAAABJRU5ErkJggg==',
);
const GIF = b64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');
const WEBP = b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const AVIF = concat(
  box('ftyp', ascii('avif\0\0\0\0avifmif1')),
  box('meta', new Uint8Array(20)),
  box('mdat', new Uint8Array(64).fill(0xff)),
);
/** A JPEG whose EXIF block holds a thumbnail with its own end marker, cut before the real end. */
const EXIF_THUMB = concat(
  new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x08]),
  new Uint8Array([0xff, 0xd8, 0xff, 0xd9, 0x00, 0x00]),
  JPEG.slice(2, JPEG.length - 2),
);

const whole = (type: ImageType, bytes: Uint8Array, chunk = bytes.length) => {
  const end = imageEndCheck(type);
  for (let i = 0; i < bytes.length; i += chunk) end.push(bytes.slice(i, i + chunk));
  return end.complete();
};

describe('imageEndCheck', () => {
  it.each([
    ['image/jpeg', JPEG],
    ['image/png', PNG],
    ['image/gif', GIF],
    ['image/webp', WEBP],
    ['image/avif', AVIF],
  ] as const)('%s: whole in one piece and byte by byte; never when cut short', (type, bytes) => {
    expect(whole(type, bytes)).toBe(true);
    expect(whole(type, bytes, 1)).toBe(true);
    expect(whole(type, bytes, 7)).toBe(true);
    for (let cut = 1; cut < bytes.length; cut++)
      expect(whole(type, bytes.slice(0, cut)), `cut at ${cut}`).toBe(false);
  });

  it('allows bytes after the end (a motion photo appends its video to the JPEG)', () => {
    expect(whole('image/jpeg', concat(JPEG, ascii('....ftypmp42 video')))).toBe(true);
    expect(whole('image/png', concat(PNG, new Uint8Array(10)))).toBe(true);
  });

  it("does not take an EXIF thumbnail's end marker for the photo's", () => {
    expect(whole('image/jpeg', concat(EXIF_THUMB, new Uint8Array([0xff, 0xd9])))).toBe(true);
    expect(whole('image/jpeg', EXIF_THUMB)).toBe(false);
  });

  it('refuses a signature alone and broken structure', () => {
    expect(whole('image/jpeg', new Uint8Array([0xff, 0xd8, 0xff]))).toBe(false);
    expect(whole('image/jpeg', new Uint8Array([0xff, 0xd8, 0x00, 0xff, 0xd9]))).toBe(false);
    expect(whole('image/png', PNG.slice(0, 8))).toBe(false);
    expect(whole('image/avif', concat(AVIF, new Uint8Array([0, 0, 0])))).toBe(false);
    expect(whole('image/avif', box('ftyp', ascii('avif\0\0\0\0')))).toBe(false);
  });
});

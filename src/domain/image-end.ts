/**
 * Whether an uploaded image is whole, followed as its bytes stream past (the upload is never held
 * in memory): a file whose first bytes say JPEG but that stops before its end is a cut-off upload
 * or a renamed fragment, not a photo (BOCHECK-8: error.photo.not.image). The signature check of
 * gallery.ts says what a file claims to be; this says whether it reaches its own end:
 * - JPEG: the end-of-image marker after the first scan (markers walked by their lengths, so an
 *   EXIF thumbnail's own end marker does not count; bytes after the end, such as a phone's
 *   motion-photo video, are allowed);
 * - PNG: the IEND chunk, chunks walked by their lengths;
 * - GIF: the trailer byte 0x3B last;
 * - WebP: at least the length its RIFF header declares;
 * - AVIF: top-level boxes that tile the file exactly, one of them the media data (`mdat`).
 */
import type { ImageType } from './gallery.ts';

export type ImageEndCheck = {
  /** Feed the next bytes of the file, in order. */
  push(chunk: Uint8Array): void;
  /** True once the bytes pushed so far make a whole image of the type. */
  complete(): boolean;
};

/** JPEG markers without a length: TEM, RST0–7 (SOI and EOI are handled apart). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

function jpegEnd(): ImageEndCheck {
  type State =
    | 'soi0'
    | 'soi1'
    | 'marker'
    | 'type'
    | 'len0'
    | 'len1'
    | 'skip'
    | 'scan'
    | 'scanFF'
    | 'done'
    | 'bad';
  let state: State = 'soi0';
  let marker = 0;
  let length = 0;
  let left = 0;
  const onMarker = (m: number) => {
    marker = m;
    if (m === 0xd9) state = 'done';
    else if (m === 0xd8 || m === 0x00) state = 'bad';
    else if (standalone(m)) state = 'marker';
    else state = 'len0';
  };
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i] as number;
        switch (state) {
          case 'soi0':
            state = byte === 0xff ? 'soi1' : 'bad';
            break;
          case 'soi1':
            state = byte === 0xd8 ? 'marker' : 'bad';
            break;
          case 'marker':
            state = byte === 0xff ? 'type' : 'bad';
            break;
          case 'type':
            // Fill bytes (0xFF) may precede a marker.
            if (byte !== 0xff) onMarker(byte);
            break;
          case 'len0':
            length = byte << 8;
            state = 'len1';
            break;
          case 'len1':
            length |= byte;
            if (length < 2) state = 'bad';
            else {
              left = length - 2;
              state = left > 0 ? 'skip' : marker === 0xda ? 'scan' : 'marker';
            }
            break;
          case 'skip': {
            const take = Math.min(left, chunk.length - i);
            left -= take;
            i += take - 1;
            if (left === 0) state = marker === 0xda ? 'scan' : 'marker';
            break;
          }
          case 'scan':
            if (byte === 0xff) state = 'scanFF';
            break;
          case 'scanFF':
            // Stuffed 0xFF00 and restart markers stay inside the scan; another marker (a
            // progressive JPEG's next table or scan) or the end leaves it.
            if (byte === 0x00 || (byte >= 0xd0 && byte <= 0xd7)) state = 'scan';
            else if (byte !== 0xff) onMarker(byte);
            break;
          default:
            return;
        }
      }
    },
    complete: () => state === 'done',
  };
}

function pngEnd(): ImageEndCheck {
  // Signature (8), then chunks: length (4, big-endian), type (4), data, CRC (4).
  let offset = 0;
  let header: number[] = [];
  let left = 8;
  let mode: 'skip' | 'header' | 'done' = 'skip';
  let ended = false;
  return {
    push(chunk) {
      let i = 0;
      while (i < chunk.length && mode !== 'done') {
        if (mode === 'skip') {
          const take = Math.min(left, chunk.length - i);
          left -= take;
          i += take;
          offset += take;
          if (left === 0) {
            if (ended) mode = 'done';
            else {
              mode = 'header';
              header = [];
            }
          }
        } else {
          header.push(chunk[i] as number);
          i += 1;
          offset += 1;
          if (header.length === 8) {
            const length =
              (header[0] ?? 0) * 2 ** 24 +
              ((header[1] ?? 0) << 16) +
              ((header[2] ?? 0) << 8) +
              (header[3] ?? 0);
            ended = String.fromCharCode(...header.slice(4)) === 'IEND';
            left = length + 4;
            mode = 'skip';
          }
        }
      }
    },
    complete: () => mode === 'done' && offset > 8,
  };
}

function gifEnd(): ImageEndCheck {
  let last = -1;
  return {
    push(chunk) {
      if (chunk.length > 0) last = chunk[chunk.length - 1] as number;
    },
    complete: () => last === 0x3b,
  };
}

function webpEnd(): ImageEndCheck {
  const head: number[] = [];
  let total = 0;
  return {
    push(chunk) {
      for (let i = 0; i < chunk.length && head.length < 8; i++) head.push(chunk[i] as number);
      total += chunk.length;
    },
    complete() {
      if (head.length < 8) return false;
      const size = (head[4] ?? 0) + ((head[5] ?? 0) << 8) + ((head[6] ?? 0) << 16) + (head[7] ?? 0) * 2 ** 24;
      return total >= size + 8;
    },
  };
}

function avifEnd(): ImageEndCheck {
  // Top-level ISO BMFF boxes: size (4, big-endian; 1 = a 64-bit size follows, 0 = to the end), type (4).
  let header: number[] = [];
  let left = 0;
  let mdat = false;
  let toEnd = false;
  let bad = false;
  return {
    push(chunk) {
      let i = 0;
      while (i < chunk.length && !toEnd && !bad) {
        if (left > 0) {
          const take = Math.min(left, chunk.length - i);
          left -= take;
          i += take;
          continue;
        }
        header.push(chunk[i] as number);
        i += 1;
        const large =
          header.length >= 4 && header[0] === 0 && header[1] === 0 && header[2] === 0 && header[3] === 1;
        if (header.length === (large ? 16 : 8)) {
          const type = String.fromCharCode(...header.slice(4, 8));
          const size = large
            ? header.slice(8, 16).reduce((n, b) => n * 256 + b, 0)
            : header.slice(0, 4).reduce((n, b) => n * 256 + b, 0);
          if (type === 'mdat') mdat = true;
          if (size === 0) toEnd = true;
          else if (size < header.length) bad = true;
          else left = size - header.length;
          header = [];
        }
      }
    },
    complete: () => !bad && mdat && (toEnd || (left === 0 && header.length === 0)),
  };
}

/**
 * A checker of whether the streamed bytes make a whole image of `type`.
 * @example const end = imageEndCheck('image/gif'); end.push(gifBytes); end.complete() // true when it ends with 0x3B
 */
export function imageEndCheck(type: ImageType): ImageEndCheck {
  switch (type) {
    case 'image/jpeg':
      return jpegEnd();
    case 'image/png':
      return pngEnd();
    case 'image/gif':
      return gifEnd();
    case 'image/webp':
      return webpEnd();
    case 'image/avif':
      return avifEnd();
  }
}

/**
 * The hotel gallery's upload rules (BOLIM-6 upload defaults, BOCHECK messages): at most
 * 10 files chosen at once, 50 MB each, 500 MB for the whole gallery, images only, recognised by
 * their first bytes (a text file renamed `.jpg` is refused). Pure: used by the back-office screen
 * before it sends anything and by the worker, which checks again.
 */

const MB = 1024 * 1024;

/** Files one upload may hold (BOLIM-6 'max 10 files'). */
export const GALLERY_MAX_FILES = 10;
/** Largest photo (BOLIM '50MB each'). */
export const GALLERY_MAX_FILE_BYTES = 50 * MB;
/** Largest gallery of one hotel, all photos together (BOLIM-6 '500MB total'). */
export const GALLERY_MAX_TOTAL_BYTES = 500 * MB;
/** Bytes the content check needs: the longest signature (AVIF's `ftyp` box brand) ends at 12. */
export const SNIFF_BYTES = 12;

export const PHOTO_ERRORS = {
  notImage: 'error.photo.not.image',
  maxCount: 'error.photo.max.count',
  maxSize: 'error.photo.max.size',
  maxTotal: 'error.photo.max.size.total',
} as const;
export type PhotoError = (typeof PHOTO_ERRORS)[keyof typeof PHOTO_ERRORS];

/** Image formats a gallery accepts, by content type, with the file extension it is stored under. */
export const IMAGE_FORMATS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;
export type ImageType = keyof typeof IMAGE_FORMATS;

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  text.split('').every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

/**
 * The image type the first bytes of a file say it is, or null when they are no image we take.
 * @example sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (
    head.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)
  ) {
    return 'image/png';
  }
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'image/gif';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'image/webp';
  if (ascii(head, 4, 'ftyp') && (ascii(head, 8, 'avif') || ascii(head, 8, 'avis'))) return 'image/avif';
  return null;
}

/**
 * Why a batch of files cannot be uploaded into a gallery already holding `galleryBytes`, or null:
 * too many files, one too large, or the gallery would pass its total. Content is checked apart.
 */
export function batchError(sizes: readonly number[], galleryBytes: number): PhotoError | null {
  if (sizes.length > GALLERY_MAX_FILES) return PHOTO_ERRORS.maxCount;
  if (sizes.some((size) => size > GALLERY_MAX_FILE_BYTES)) return PHOTO_ERRORS.maxSize;
  const total = sizes.reduce((sum, size) => sum + size, galleryBytes);
  if (total > GALLERY_MAX_TOTAL_BYTES) return PHOTO_ERRORS.maxTotal;
  return null;
}

/**
 * The ids in their new order after moving `id` one place `by` (-1 earlier, +1 later); the same
 * order when it cannot move. The keyboard alternative to dragging (WCAG 2.5.7).
 */
export function moveId(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** True when `order` holds exactly the ids of `current`, each once (a reorder of the same photos). */
export function isPermutation(order: readonly number[], current: readonly number[]): boolean {
  if (order.length !== current.length || new Set(order).size !== order.length) return false;
  const known = new Set(current);
  return order.every((id) => known.has(id));
}

/**
 * Column definitions of the gallery grid (WIDGETUI 'tiles laid out by colon-separated column
 * definitions'): '2:1:1' is three columns, the first twice as wide. Invalid parts are dropped;
 * nothing valid gives one column.
 * @example parseColumns('2:1:1') // [2, 1, 1]
 */
export function parseColumns(definition: string): number[] {
  const columns = definition
    .split(':')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 12);
  return columns.length > 0 ? columns : [1];
}

/**
 * A room type's photos and amenities as the manager sets them up (SETUP). The photos are the
 * list the booking engine and the widget read (`room_types.photos_json`: `{path, cover, caption}`,
 * paths relative to the storage url): the first photo with `cover` is the card's image, the
 * others follow in order. The rules here keep exactly one cover in a list that is not empty,
 * whatever is added, moved or removed. Upload size and content rules are the hotel gallery's
 * (src/domain/gallery.ts).
 */

/** One photo of a room type, as stored and as the widget reads it. */
export type RoomPhoto = { path: string; cover: boolean; caption?: string };

/**
 * Most photos of one room type: a guest pages through a handful in the room's details, and
 * 20 × 50 MB bounds what one type adds to the hotel's storage.
 */
export const ROOM_TYPE_PHOTOS_MAX = 20;

/** The error code of an upload past ROOM_TYPE_PHOTOS_MAX (the gallery's 'too many files' message). */
export const ROOM_PHOTOS_FULL = 'error.photo.max.count';

/** Where a room type's photo lives in R2, relative to the storage url (also its public path). */
export function roomPhotoPath(hotelId: number, roomTypeId: number, file: string): string {
  return `room-types/${hotelId}/${roomTypeId}/${file}`;
}

/** True for a photo this hotel uploaded into R2 (the demo's drawings ship with the site instead). */
export function isUploadedRoomPhoto(path: string): boolean {
  return path.startsWith('room-types/');
}

/** The list with exactly one cover: the marked one if any (the first marked), else the first photo. */
export function withOneCover(photos: readonly RoomPhoto[]): RoomPhoto[] {
  const cover = Math.max(
    0,
    photos.findIndex((photo) => photo.cover),
  );
  return photos.map((photo, index) => ({ ...photo, cover: index === cover }));
}

/**
 * Appends an uploaded photo; the first photo of a type becomes its cover.
 * @example withPhotoAdded([], 'room-types/1/2/a.jpg') // [{ path: 'room-types/1/2/a.jpg', cover: true }]
 */
export function withPhotoAdded(photos: readonly RoomPhoto[], path: string): RoomPhoto[] {
  return withOneCover([...photos, { path, cover: false }]);
}

/** The list with `path` as its only cover; null when no photo has that path. */
export function withCover(photos: readonly RoomPhoto[], path: string): RoomPhoto[] | null {
  if (!photos.some((photo) => photo.path === path)) return null;
  return photos.map((photo) => ({ ...photo, cover: photo.path === path }));
}

/**
 * The photos in the order of `paths`; null unless `paths` names every photo exactly once (a
 * reorder never adds, drops or duplicates one). The cover stays the cover wherever it moves.
 */
export function reordered(photos: readonly RoomPhoto[], paths: readonly string[]): RoomPhoto[] | null {
  if (paths.length !== photos.length || new Set(paths).size !== paths.length) return null;
  const byPath = new Map(photos.map((photo) => [photo.path, photo]));
  const next: RoomPhoto[] = [];
  for (const path of paths) {
    const photo = byPath.get(path);
    if (!photo) return null;
    next.push(photo);
  }
  return withOneCover(next);
}

/**
 * The list without `path`; when it was the cover the first remaining photo becomes the cover.
 * Null when no photo has that path.
 */
export function withoutPhoto(photos: readonly RoomPhoto[], path: string): RoomPhoto[] | null {
  if (!photos.some((photo) => photo.path === path)) return null;
  return withOneCover(photos.filter((photo) => photo.path !== path));
}

/**
 * The paths after moving `path` one place `by` (-1 earlier, +1 later); the same order at an end.
 * The keyboard alternative to dragging (WCAG 2.5.7), as the gallery's `moveId`.
 */
export function movePath(paths: readonly string[], path: string, by: -1 | 1): string[] {
  const from = paths.indexOf(path);
  const to = from + by;
  if (from < 0 || to < 0 || to >= paths.length) return [...paths];
  const next = [...paths];
  next.splice(from, 1);
  next.splice(to, 0, path);
  return next;
}

/**
 * What a room has, from a fixed list: a guest reads them in the room's details, in their
 * language ('widget.amenity.<CODE>'). PROPDATA-8's ROOM services are what a stay includes or
 * sells (with prices and descriptions); amenities are the room's plain facts, with no price.
 */
export const ROOM_AMENITIES = [
  'AIR_CONDITIONING',
  'HEATING',
  'PRIVATE_BATHROOM',
  'SHOWER',
  'BATHTUB',
  'HAIRDRYER',
  'WIFI',
  'TV',
  'DESK',
  'MINIBAR',
  'KETTLE',
  'COFFEE_MACHINE',
  'SAFE',
  'BALCONY',
  'TERRACE',
  'SEA_VIEW',
  'LAKE_VIEW',
  'MOUNTAIN_VIEW',
  'KITCHENETTE',
  'SOUNDPROOF',
  'ACCESSIBLE',
  'NON_SMOKING',
] as const;
export type RoomAmenity = (typeof ROOM_AMENITIES)[number];

/** The amenities in the list's order, each once (the order a guest reads them in). */
export function amenitiesInOrder(codes: readonly string[]): RoomAmenity[] {
  const chosen = new Set(codes);
  return ROOM_AMENITIES.filter((code) => chosen.has(code));
}

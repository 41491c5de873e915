/**
 * The use cases of a room type's photos, apart from HTTP: each change is computed from the photos
 * at the version the screen showed (src/domain/room-photos.ts keeps one cover), then written in
 * one guarded batch (data/room-type-photos.ts). A stale version answers 409; a photo the list at
 * that version does not hold answers 400 (404 for a removal).
 */
import { VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  type RoomPhoto,
  reordered,
  withCover,
  withoutPhoto,
  withPhotoAdded,
} from '../../src/domain/room-photos.ts';
import { type RoomTypePhotos, readRoomTypePhotos, saveRoomTypePhotos } from '../data/room-type-photos.ts';
import { type Actor, done, type Outcome, refuse } from './outcome.ts';
import { ROOM_TYPE_NOT_FOUND } from './room-types.ts';

export const ROOM_PHOTOS_CHANGED = "The room type's photos were changed meanwhile: reload them and try again";

const notFound = () => refuse(404, ROOM_TYPE_NOT_FOUND, [{ field: 'id', code: 'error.element.not.found' }]);
const changed = () => refuse(409, ROOM_PHOTOS_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);

/**
 * Applies `change` to the photos at `version` and saves the result. `change` answers the new
 * list, or null when the photo it names is not in the list (then `unknown` is the refusal).
 */
async function changePhotos(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number },
  change: (photos: readonly RoomPhoto[]) => RoomPhoto[] | null,
  unknown: () => ReturnType<typeof refuse>,
): Promise<Outcome<RoomTypePhotos>> {
  const current = await readRoomTypePhotos(db, actor.hotelId, edit.id);
  if (!current) return notFound();
  if (current.version !== edit.version) return changed();
  const photos = change(current.photos);
  if (!photos) return unknown();
  if (!(await saveRoomTypePhotos(db, { ...actor, ...edit, photos }))) return changed();
  return done({ version: edit.version + 1, photos });
}

const unknownPhoto = (field: string) => () =>
  refuse(400, 'No such photo of this room type', [{ field, code: 'error.field.generic.invalid' }]);

/** Appends an uploaded photo (already in R2 under `path`) to the photos read at `version`. */
export function addRoomTypePhoto(
  db: D1Database,
  actor: Actor,
  add: { id: number; version: number; path: string },
): Promise<Outcome<RoomTypePhotos>> {
  return changePhotos(db, actor, add, (photos) => withPhotoAdded(photos, add.path), unknownPhoto('file'));
}

export function setRoomTypeCover(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; path: string },
): Promise<Outcome<RoomTypePhotos>> {
  return changePhotos(db, actor, edit, (photos) => withCover(photos, edit.path), unknownPhoto('path'));
}

export function orderRoomTypePhotos(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; paths: readonly string[] },
): Promise<Outcome<RoomTypePhotos>> {
  return changePhotos(db, actor, edit, (photos) => reordered(photos, edit.paths), unknownPhoto('paths'));
}

/** Drops `path` from the list; the caller removes the R2 object once this is saved. */
export function removeRoomTypePhoto(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; path: string },
): Promise<Outcome<RoomTypePhotos>> {
  return changePhotos(
    db,
    actor,
    edit,
    (photos) => withoutPhoto(photos, edit.path),
    () => refuse(404, 'Photo not found', [{ field: 'path', code: 'error.element.not.found' }]),
  );
}

/**
 * SQL of a room type's photos: the list in `room_types.photos_json` (migration 0002, which the
 * booking engine reads: worker/data/booking.ts) and its own version `photos_version` (migration
 * 0023). The files live in R2 (routes/secure-room-type-photos.ts).
 *
 * A change is ONE batch, as for the room type itself (data/room-types.ts): the audit row
 * (`property_changes`, subject ROOM_TYPE, the photos before and after) carrying the guard, the new
 * list with the version bumped, the hotel's rates version bump (the widget's edge-cached answers
 * then show the new photos at once). When the photos are no longer at the version read, the
 * guard's CHECK fails and D1 rolls the whole batch back.
 */
import type { RoomPhoto } from '../../src/domain/room-photos.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { isConstraintFailure } from './room-inventory.ts';
import type { Author } from './room-types.ts';
import { parseJson } from './stored-documents.ts';

export type RoomTypePhotos = { version: number; photos: RoomPhoto[] };

/** A room type's photos in the guests' order and their version; null when the hotel has no such type. */
export async function readRoomTypePhotos(
  db: D1Database,
  hotelId: number,
  id: number,
): Promise<RoomTypePhotos | null> {
  const row = await db
    .prepare('SELECT photos_json, photos_version FROM room_types WHERE hotel_id = ? AND id = ?')
    .bind(hotelId, id)
    .first<{ photos_json: string; photos_version: number }>();
  if (!row) return null;
  const stored = parseJson<unknown>(row.photos_json, []);
  const photos = (Array.isArray(stored) ? stored : []).filter(
    (photo): photo is RoomPhoto =>
      typeof photo === 'object' && photo !== null && typeof (photo as RoomPhoto).path === 'string',
  );
  return { version: row.photos_version, photos };
}

/**
 * Replaces the photos of room type `id` with `photos` if they are still at `version`; false
 * otherwise (nothing written).
 */
export async function saveRoomTypePhotos(
  db: D1Database,
  write: Author & { id: number; version: number; photos: readonly RoomPhoto[] },
): Promise<boolean> {
  const photos = JSON.stringify(write.photos);
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json, after_json)
           SELECT ?1, ?2, ?3, 'ROOM_TYPE', ?4, 'UPDATE', CASE WHEN rt.photos_version = ?5 THEN 1 ELSE 0 END,
             json_object('photos', json(rt.photos_json)), json_object('photos', json(?6))
           FROM (SELECT 1) LEFT JOIN room_types rt ON rt.id = ?4 AND rt.hotel_id = ?1`,
        )
        .bind(write.hotelId, write.managerId, write.now.toISOString(), write.id, write.version, photos),
      db
        .prepare(
          `UPDATE room_types SET photos_json = ?3, photos_version = photos_version + 1
           WHERE hotel_id = ?1 AND id = ?2`,
        )
        .bind(write.hotelId, write.id, photos),
      bumpRatesVersion(db, write.hotelId),
    ]);
    return true;
  } catch (error) {
    if (isConstraintFailure(error)) return false;
    throw error;
  }
}

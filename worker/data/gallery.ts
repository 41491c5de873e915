/**
 * The hotel gallery's rows (`hotel_gallery`, migration 0001 + 0013) and its version
 * (`hotels.gallery_version`). The files themselves live in R2 (routes/secure-gallery.ts); a row's
 * `path` is the R2 key, relative to the storage url. Every change bumps the version in the same
 * batch; cover, order and delete only apply at the version the screen showed.
 */

type PhotoRow = {
  id: number;
  path: string;
  cover: number;
  position: number;
  caption: string | null;
  size: number;
  content_type: string | null;
};

/** One photo of the gallery: its R2 key (relative to the storage url), place, caption, bytes and type. */
export type GalleryPhotoRow = {
  id: number;
  path: string;
  cover: boolean;
  position: number;
  caption: string | null;
  size: number;
  contentType: string | null;
};

export type GalleryRows = { version: number; photos: GalleryPhotoRow[] };

/** The gallery of `hotelId` in display order (position, then id), or null when the hotel does not exist. */
export async function readGallery(db: D1Database, hotelId: number): Promise<GalleryRows | null> {
  const [hotel, photos] = await db.batch<{ gallery_version: number } | PhotoRow>([
    db.prepare('SELECT gallery_version FROM hotels WHERE id = ?').bind(hotelId),
    db
      .prepare(
        `SELECT id, path, cover, position, caption, size, content_type FROM hotel_gallery
         WHERE hotel_id = ? ORDER BY position, id`,
      )
      .bind(hotelId),
  ]);
  const version = (hotel?.results[0] as { gallery_version: number } | undefined)?.gallery_version;
  if (version === undefined) return null;
  const rows = (photos?.results ?? []) as PhotoRow[];
  return {
    version,
    photos: rows.map((row) => ({
      id: row.id,
      path: row.path,
      cover: row.cover === 1,
      position: row.position,
      caption: row.caption,
      size: row.size,
      contentType: row.content_type,
    })),
  };
}

/**
 * Appends a photo (the cover when it is the first) unless the gallery would then pass
 * `maxTotalBytes`; true when it was added. One batch: the insert is guarded by the total, the
 * version bump by the insert having happened.
 */
export async function insertPhoto(
  db: D1Database,
  photo: {
    hotelId: number;
    path: string;
    size: number;
    contentType: string;
    date: string;
    maxTotalBytes: number;
  },
): Promise<boolean> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO hotel_gallery (hotel_id, path, cover, position, caption, size, content_type, created_date)
         SELECT ?1, ?2,
                NOT EXISTS (SELECT 1 FROM hotel_gallery WHERE hotel_id = ?1),
                COALESCE((SELECT MAX(position) + 1 FROM hotel_gallery WHERE hotel_id = ?1), 0),
                NULL, ?3, ?4, ?5
         WHERE (SELECT COALESCE(SUM(size), 0) FROM hotel_gallery WHERE hotel_id = ?1) + ?3 <= ?6`,
      )
      .bind(photo.hotelId, photo.path, photo.size, photo.contentType, photo.date, photo.maxTotalBytes),
    db
      .prepare(
        `UPDATE hotels SET gallery_version = gallery_version + 1
         WHERE id = ?1 AND EXISTS (SELECT 1 FROM hotel_gallery WHERE hotel_id = ?1 AND path = ?2)`,
      )
      .bind(photo.hotelId, photo.path),
  ]);
  return (inserted?.meta.changes ?? 0) === 1;
}

const AT_VERSION = 'EXISTS (SELECT 1 FROM hotels WHERE id = ?1 AND gallery_version = ?2)';

/** Makes photo `id` the only cover, at `version`; false when the version is stale or the photo is not there. */
export async function setCover(
  db: D1Database,
  args: { hotelId: number; id: number; version: number },
): Promise<boolean> {
  const photoExists = 'EXISTS (SELECT 1 FROM hotel_gallery WHERE hotel_id = ?1 AND id = ?3)';
  const results = await db.batch([
    db
      .prepare(
        `UPDATE hotel_gallery SET cover = (id = ?3) WHERE hotel_id = ?1 AND ${AT_VERSION} AND ${photoExists}`,
      )
      .bind(args.hotelId, args.version, args.id),
    db
      .prepare(
        `UPDATE hotels SET gallery_version = gallery_version + 1
         WHERE id = ?1 AND gallery_version = ?2 AND ${photoExists}`,
      )
      .bind(args.hotelId, args.version, args.id),
  ]);
  return (results[1]?.meta.changes ?? 0) === 1;
}

/**
 * Puts the photos in the order of `ids` (position = index), at `version`; false when the version
 * is stale. The caller has checked that `ids` are exactly the gallery's photos at that version
 * (any upload or deletion since then changed the version, so the guard covers it).
 */
export async function reorderPhotos(
  db: D1Database,
  args: { hotelId: number; ids: readonly number[]; version: number },
): Promise<boolean> {
  const results = await db.batch([
    db
      .prepare(
        `UPDATE hotel_gallery
         SET position = (SELECT CAST(key AS INTEGER) FROM json_each(?3) WHERE value = hotel_gallery.id)
         WHERE hotel_id = ?1 AND ${AT_VERSION}`,
      )
      .bind(args.hotelId, args.version, JSON.stringify(args.ids)),
    db
      .prepare(
        'UPDATE hotels SET gallery_version = gallery_version + 1 WHERE id = ?1 AND gallery_version = ?2',
      )
      .bind(args.hotelId, args.version),
  ]);
  return (results[1]?.meta.changes ?? 0) === 1;
}

/**
 * Removes photo `id` at `version` and, when it was the cover, makes the first remaining photo the
 * cover; false when the version is stale. The caller deletes the file from R2 afterwards.
 */
export async function deletePhoto(
  db: D1Database,
  args: { hotelId: number; id: number; version: number },
): Promise<boolean> {
  const results = await db.batch([
    db
      .prepare(`DELETE FROM hotel_gallery WHERE hotel_id = ?1 AND id = ?3 AND ${AT_VERSION}`)
      .bind(args.hotelId, args.version, args.id),
    db
      .prepare(
        `UPDATE hotel_gallery SET cover = 1
         WHERE id = (SELECT id FROM hotel_gallery WHERE hotel_id = ?1 ORDER BY position, id LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM hotel_gallery WHERE hotel_id = ?1 AND cover = 1)`,
      )
      .bind(args.hotelId),
    db
      .prepare(
        `UPDATE hotels SET gallery_version = gallery_version + 1
         WHERE id = ?1 AND gallery_version = ?2
           AND NOT EXISTS (SELECT 1 FROM hotel_gallery WHERE hotel_id = ?1 AND id = ?3)`,
      )
      .bind(args.hotelId, args.version, args.id),
  ]);
  return (results[0]?.meta.changes ?? 0) === 1;
}

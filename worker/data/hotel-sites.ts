/**
 * SQL of the hotel's own websites (migration 0011): `hotel_sites`, the origins allowed to take
 * bookings through the widget (read by the CORS check of the reservation routes and edited in the
 * back office), and `refused_origins`, the sites that loaded a hotel's widget without being one
 * of its sites. Writes to a site are guarded by its version; origins arrive canonical
 * (src/domain/site-origin.ts).
 */

import type { HotelKey } from './hotel-documents.ts';
import { parseJson } from './stored-documents.ts';

/** Who added or last changed a site (the name as it was then). */
export type SiteAuthor = { name: string; surname: string };

/** One of the hotel's sites; a null author: set up by Itaca. */
export type SiteRecord = {
  id: number;
  origin: string;
  addedDate: string;
  addedBy: SiteAuthor | null;
  updatedDate: string | null;
  updatedBy: SiteAuthor | null;
  version: number;
};

/** An origin that loaded the hotel's widget without being one of its sites: when, and in how many hours. */
export type RefusedOriginRecord = { origin: string; firstSeen: string; lastSeen: string; count: number };

/** At most this many refused origins are kept per hotel (a flood of forged Origins cannot grow the table). */
export const REFUSED_ORIGINS_PER_HOTEL = 200;
/** A refused origin is written at most once per this long (per hotel and origin). */
export const REFUSED_ORIGIN_WRITE_INTERVAL_MS = 60 * 60 * 1000;
/** Refused origins not seen for this long are deleted. */
export const REFUSED_ORIGIN_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The hotel of a reference: ?1 = id (or NULL), ?2 = alias (or NULL); enabled hotels only. */
const HOTEL_OF_REF = '(SELECT id FROM hotels WHERE (id = ?1 OR name_alias = ?2) AND enabled = 1)';

type SiteRow = {
  id: number;
  origin: string;
  added_date: string;
  added_by_json: string | null;
  updated_date: string | null;
  updated_by_json: string | null;
  version: number;
};

const SITE_COLUMNS = 'id, origin, added_date, added_by_json, updated_date, updated_by_json, version';

const authorOf = (json: string | null): SiteAuthor | null =>
  json === null ? null : parseJson<SiteAuthor | null>(json, null);

function toSite(row: SiteRow): SiteRecord {
  return {
    id: row.id,
    origin: row.origin,
    addedDate: row.added_date,
    addedBy: authorOf(row.added_by_json),
    updatedDate: row.updated_date,
    updatedBy: authorOf(row.updated_by_json),
    version: row.version,
  };
}

/**
 * For the CORS check: the hotel of `ref` (enabled) and whether `origin` is one of its sites, or
 * null when there is no such hotel. One indexed read.
 */
export async function siteCheckByHotel(
  db: D1Database,
  ref: HotelKey,
  origin: string,
): Promise<{ hotelId: number; allowed: boolean } | null> {
  const row = await db
    .prepare(
      `SELECT h.id AS hotel_id,
              EXISTS (SELECT 1 FROM hotel_sites s WHERE s.hotel_id = h.id AND s.origin = ?3) AS allowed
         FROM hotels h WHERE h.id = ${HOTEL_OF_REF}`,
    )
    .bind(ref.id, ref.alias, origin)
    .first<{ hotel_id: number; allowed: number }>();
  return row ? { hotelId: row.hotel_id, allowed: row.allowed === 1 } : null;
}

/** For the CORS check of the manage routes: the hotel of reservation `code` and whether `origin` is one of its sites. */
export async function siteCheckByReservation(
  db: D1Database,
  code: string,
  origin: string,
): Promise<{ hotelId: number; allowed: boolean } | null> {
  const row = await db
    .prepare(
      `SELECT r.hotel_id,
              EXISTS (SELECT 1 FROM hotel_sites s WHERE s.hotel_id = r.hotel_id AND s.origin = ?2) AS allowed
         FROM reservations r WHERE r.code = ?1`,
    )
    .bind(code, origin)
    .first<{ hotel_id: number; allowed: number }>();
  return row ? { hotelId: row.hotel_id, allowed: row.allowed === 1 } : null;
}

/**
 * Notes that `origin` loaded the widget of hotel `hotelId` (or tried to book) without being one
 * of its sites. One cheap upsert that changes nothing when the row was touched less than an hour
 * ago, adds nothing past REFUSED_ORIGINS_PER_HOTEL rows, and prunes rows older than 30 days.
 */
export async function recordRefusedOrigin(
  db: D1Database,
  seen: { hotelId: number; origin: string; now: number },
): Promise<void> {
  const nowIso = new Date(seen.now).toISOString();
  const hourAgo = new Date(seen.now - REFUSED_ORIGIN_WRITE_INTERVAL_MS).toISOString();
  const expired = new Date(seen.now - REFUSED_ORIGIN_RETENTION_MS).toISOString();
  await db.batch([
    db
      .prepare('DELETE FROM refused_origins WHERE hotel_id = ? AND last_seen < ?')
      .bind(seen.hotelId, expired),
    db
      .prepare(
        `INSERT INTO refused_origins (hotel_id, origin, first_seen, last_seen, seen_count)
         SELECT ?1, ?2, ?3, ?3, 1
          WHERE NOT EXISTS (SELECT 1 FROM hotel_sites WHERE hotel_id = ?1 AND origin = ?2)
            AND (SELECT COUNT(*) FROM refused_origins WHERE hotel_id = ?1) < ?5
         ON CONFLICT (hotel_id, origin) DO UPDATE SET last_seen = ?3, seen_count = seen_count + 1
          WHERE last_seen < ?4`,
      )
      .bind(seen.hotelId, seen.origin, nowIso, hourAgo, REFUSED_ORIGINS_PER_HOTEL),
  ]);
}

/** The hotel's sites, oldest first (the order they were added in). */
export async function listSites(db: D1Database, hotelId: number): Promise<SiteRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${SITE_COLUMNS} FROM hotel_sites WHERE hotel_id = ? ORDER BY added_date, id`)
    .bind(hotelId)
    .all<SiteRow>();
  return results.map(toSite);
}

/** One site of the hotel, or null. */
export async function findSite(db: D1Database, hotelId: number, id: number): Promise<SiteRecord | null> {
  const row = await db
    .prepare(`SELECT ${SITE_COLUMNS} FROM hotel_sites WHERE hotel_id = ? AND id = ?`)
    .bind(hotelId, id)
    .first<SiteRow>();
  return row ? toSite(row) : null;
}

/** The site of the hotel with that origin, or null. */
export async function findSiteByOrigin(
  db: D1Database,
  hotelId: number,
  origin: string,
): Promise<SiteRecord | null> {
  const row = await db
    .prepare(`SELECT ${SITE_COLUMNS} FROM hotel_sites WHERE hotel_id = ? AND origin = ?`)
    .bind(hotelId, origin)
    .first<SiteRow>();
  return row ? toSite(row) : null;
}

export async function countSites(db: D1Database, hotelId: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM hotel_sites WHERE hotel_id = ?')
    .bind(hotelId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Adds a site (and forgets it among the refused origins, in the same batch). Null when nothing was
 * written: the origin is already a site, or the hotel has `maxSites` sites.
 */
export async function insertSite(
  db: D1Database,
  site: {
    hotelId: number;
    origin: string;
    managerId: number;
    author: SiteAuthor;
    date: string;
    maxSites: number;
  },
): Promise<SiteRecord | null> {
  const [inserted] = await db.batch<SiteRow>([
    db
      .prepare(
        `INSERT INTO hotel_sites (hotel_id, origin, added_date, added_by_id, added_by_json, version)
         SELECT ?1, ?2, ?3, ?4, ?5, 1
          WHERE (SELECT COUNT(*) FROM hotel_sites WHERE hotel_id = ?1) < ?6
         ON CONFLICT (hotel_id, origin) DO NOTHING
         RETURNING ${SITE_COLUMNS}`,
      )
      .bind(site.hotelId, site.origin, site.date, site.managerId, JSON.stringify(site.author), site.maxSites),
    db
      .prepare('DELETE FROM refused_origins WHERE hotel_id = ? AND origin = ?')
      .bind(site.hotelId, site.origin),
  ]);
  const row = inserted?.results[0];
  return row ? toSite(row) : null;
}

/**
 * Changes a site's origin. Null when nothing was written: the site is gone, is no longer at
 * `version`, or another site of the hotel already has that origin (the caller tells which).
 */
export async function updateSite(
  db: D1Database,
  edit: {
    hotelId: number;
    id: number;
    version: number;
    origin: string;
    managerId: number;
    author: SiteAuthor;
    date: string;
  },
): Promise<SiteRecord | null> {
  const [updated] = await db.batch<SiteRow>([
    db
      .prepare(
        `UPDATE hotel_sites
            SET origin = ?1, updated_date = ?2, updated_by_id = ?3, updated_by_json = ?4, version = version + 1
          WHERE hotel_id = ?5 AND id = ?6 AND version = ?7
            AND NOT EXISTS (SELECT 1 FROM hotel_sites o WHERE o.hotel_id = ?5 AND o.origin = ?1 AND o.id <> ?6)
         RETURNING ${SITE_COLUMNS}`,
      )
      .bind(
        edit.origin,
        edit.date,
        edit.managerId,
        JSON.stringify(edit.author),
        edit.hotelId,
        edit.id,
        edit.version,
      ),
    db
      .prepare(
        `DELETE FROM refused_origins WHERE hotel_id = ?1 AND origin = ?2
            AND EXISTS (SELECT 1 FROM hotel_sites WHERE hotel_id = ?1 AND origin = ?2)`,
      )
      .bind(edit.hotelId, edit.origin),
  ]);
  const row = updated?.results[0];
  return row ? toSite(row) : null;
}

/** Removes a site at `version`: its origin, or null when it is gone or at another version. */
export async function deleteSite(
  db: D1Database,
  target: { hotelId: number; id: number; version: number },
): Promise<string | null> {
  const row = await db
    .prepare('DELETE FROM hotel_sites WHERE hotel_id = ? AND id = ? AND version = ? RETURNING origin')
    .bind(target.hotelId, target.id, target.version)
    .first<{ origin: string }>();
  return row?.origin ?? null;
}

type RefusedRow = { origin: string; first_seen: string; last_seen: string; seen_count: number };

/** Origins refused since `since` (ISO), newest first, that are not sites of the hotel (now). */
export async function listRefusedOrigins(
  db: D1Database,
  hotelId: number,
  since: string,
): Promise<RefusedOriginRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT r.origin, r.first_seen, r.last_seen, r.seen_count FROM refused_origins r
        WHERE r.hotel_id = ?1 AND r.last_seen >= ?2
          AND NOT EXISTS (SELECT 1 FROM hotel_sites s WHERE s.hotel_id = ?1 AND s.origin = r.origin)
        ORDER BY r.last_seen DESC, r.origin
        LIMIT 50`,
    )
    .bind(hotelId, since)
    .all<RefusedRow>();
  return results.map((row) => ({
    origin: row.origin,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    count: row.seen_count,
  }));
}

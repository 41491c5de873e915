import type { AddressInfo, Language } from '../../src/domain/types.ts';
import {
  type GalleryPhotoRecord,
  type HotelPoliciesRecord,
  type PaymentSettingsRecord,
  paymentSettingsRecord,
} from './hotel-documents.ts';
import type { RowsPage } from './paging.ts';

export type HotelSortField = 'classification' | 'name' | 'id';
export type HotelSort = { field: HotelSortField; direction: 'asc' | 'desc' }[];

type HotelRow = {
  id: number;
  name: string;
  name_alias: string;
  type: string;
  stars: number | null;
  classification: number;
  enabled: number;
  rooms_number: number | null;
  currency: string;
  address_json: string;
  payment_settings_json: string;
  policies_json: string;
  description_json: string;
};

type GalleryRow = { hotel_id: number; path: string; cover: number; caption: string | null };

/** Columns behind the sortable fields; the map is the only source of SQL in ORDER BY. */
const SORT_COLUMNS: Record<HotelSortField, string> = {
  classification: 'classification',
  name: 'name COLLATE NOCASE',
  id: 'id',
};

/** ORDER BY from the requested orders (default classification asc), always ending with id for a stable order. */
function orderBy(sort: HotelSort): string {
  const orders = sort.length > 0 ? sort : [{ field: 'classification' as const, direction: 'asc' as const }];
  const parts = orders.map((o) => `${SORT_COLUMNS[o.field]} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!orders.some((o) => o.field === 'id')) parts.push('id ASC');
  return parts.join(', ');
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return (JSON.parse(text) as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

/** An enabled hotel of the home page's list, with its gallery. */
export type HotelRecord = {
  id: number;
  name: string;
  nameAlias: string;
  type: string;
  stars: number | null;
  classification: number;
  enabled: boolean;
  roomsNumber: number | null;
  currency: string;
  addressInfo: AddressInfo;
  gallery: GalleryPhotoRecord[];
  paymentSettings: PaymentSettingsRecord;
  policies: HotelPoliciesRecord;
  description: Partial<Record<Language, string>>;
};

/**
 * Gallery in display order (cover first, then by position) with exactly one cover when there are
 * images: the first flagged one, or the first image when none is flagged.
 */
export function normaliseGallery(
  rows: readonly { path: string; cover: boolean; caption?: string | null }[],
): GalleryPhotoRecord[] {
  const coverIndex = Math.max(
    0,
    rows.findIndex((row) => row.cover),
  );
  const ordered = [...rows.slice(coverIndex, coverIndex + 1), ...rows.filter((_, i) => i !== coverIndex)];
  return ordered.map((row, i) => ({
    path: row.path,
    cover: i === 0,
    ...(row.caption ? { caption: row.caption } : {}),
  }));
}

function toHotel(row: HotelRow, gallery: GalleryPhotoRecord[]): HotelRecord {
  return {
    id: row.id,
    name: row.name,
    nameAlias: row.name_alias,
    type: row.type,
    stars: row.stars,
    classification: row.classification,
    enabled: row.enabled === 1,
    roomsNumber: row.rooms_number,
    currency: row.currency,
    addressInfo: parseJson<AddressInfo>(row.address_json, {}),
    gallery,
    paymentSettings: paymentSettingsRecord(
      parseJson<Partial<PaymentSettingsRecord>>(row.payment_settings_json, {}),
    ),
    policies: parseJson<HotelPoliciesRecord>(row.policies_json, {}),
    description: parseJson<Partial<Record<Language, string>>>(row.description_json, {}),
  };
}

/** Galleries of the given hotels in one query, keyed by hotel id, ordered by position. */
async function findGalleries(
  db: D1Database,
  hotelIds: readonly number[],
): Promise<Map<number, GalleryPhotoRecord[]>> {
  const galleries = new Map<number, GalleryPhotoRecord[]>();
  if (hotelIds.length === 0) return galleries;
  const { results } = await db
    .prepare(
      `SELECT hotel_id, path, cover, caption FROM hotel_gallery
       WHERE hotel_id IN (SELECT value FROM json_each(?1))
       ORDER BY hotel_id, position, id`,
    )
    .bind(JSON.stringify(hotelIds))
    .all<GalleryRow>();
  const byHotel = new Map<number, { path: string; cover: boolean; caption: string | null }[]>();
  for (const row of results) {
    const list = byHotel.get(row.hotel_id) ?? [];
    list.push({ path: row.path, cover: row.cover === 1, caption: row.caption });
    byHotel.set(row.hotel_id, list);
  }
  for (const [hotelId, rows] of byHotel) galleries.set(hotelId, normaliseGallery(rows));
  return galleries;
}

/** One page of enabled hotels with their galleries: a batch for count and page, plus one gallery query. */
export async function listEnabledHotels(
  db: D1Database,
  page: number,
  size: number,
  sort: HotelSort,
): Promise<RowsPage<HotelRecord>> {
  const [count, rows] = await db.batch<{ total: number } | HotelRow>([
    db.prepare('SELECT COUNT(*) AS total FROM hotels WHERE enabled = 1'),
    db
      .prepare(
        `SELECT id, name, name_alias, type, stars, classification, enabled, rooms_number, currency,
                address_json, payment_settings_json, policies_json, description_json
         FROM hotels WHERE enabled = 1 ORDER BY ${orderBy(sort)} LIMIT ?1 OFFSET ?2`,
      )
      .bind(size, page * size),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  const hotelRows = (rows?.results ?? []) as HotelRow[];
  const galleries = await findGalleries(
    db,
    hotelRows.map((row) => row.id),
  );
  return { rows: hotelRows.map((row) => toHotel(row, galleries.get(row.id) ?? [])), total };
}

/**
 * What the hotel page shows before any script runs: title, description and image for link
 * previews, and its schema.org description for crawlers (src/domain/hotel-json-ld.ts).
 */
export type HotelPagePreview = {
  name: string;
  stars: number | null;
  description: Partial<Record<Language, string>>;
  addressInfo: AddressInfo;
  /** The cover photo (else the first), relative to the storage url; null without photos. */
  coverPath: string | null;
  /** Every photo, in the gallery's order (as the booking profile lists them), relative to the storage url. */
  photoPaths: string[];
  /** The storage url (GET /api/rs/public/storage), without its trailing slash. */
  storageUrl: string;
};

/** An enabled hotel's page preview by id or alias, in one query; null when there is none. */
export async function findHotelPagePreview(
  db: D1Database,
  ref: { id: number | null; alias: string | null },
): Promise<HotelPagePreview | null> {
  const row = await db
    .prepare(
      `SELECT h.name, h.stars, h.description_json, h.address_json,
         (SELECT g.path FROM hotel_gallery g WHERE g.hotel_id = h.id ORDER BY g.cover DESC, g.position, g.id LIMIT 1)
           AS cover_path,
         (SELECT json_group_array(path) FROM
            (SELECT g.path FROM hotel_gallery g WHERE g.hotel_id = h.id ORDER BY g.position, g.id)) AS photo_paths,
         (SELECT json_extract(value_json, '$.url') FROM app_config WHERE key = 'storage') AS storage_url
       FROM hotels h WHERE (h.id = ?1 OR h.name_alias = ?2) AND h.enabled = 1 LIMIT 1`,
    )
    .bind(ref.id, ref.alias)
    .first<{
      name: string;
      stars: number | null;
      description_json: string;
      address_json: string;
      cover_path: string | null;
      photo_paths: string;
      storage_url: unknown;
    }>();
  if (!row) return null;
  return {
    name: row.name,
    stars: row.stars,
    description: parseJson<Partial<Record<Language, string>>>(row.description_json, {}),
    addressInfo: parseJson<AddressInfo>(row.address_json, {}),
    coverPath: row.cover_path,
    photoPaths: parseJson<string[]>(row.photo_paths, []),
    storageUrl: (typeof row.storage_url === 'string' ? row.storage_url : '/images').replace(/\/+$/, ''),
  };
}

/**
 * SQL of a hotel's room types as the manager sets them up (`room_types` of migration 0002, its
 * `version` of 0020). The booking engine reads the same rows (worker/data/booking.ts), so a saved
 * room type is what the public search and calendar sell.
 *
 * Every write is ONE batch: the audit row (`property_changes`, who, when, before, after), the
 * change, the hotel's rates version bump (the edge cache of public answers is keyed by it). For
 * an edit or a removal the audit row comes first and carries the guard: when the row is not at
 * the version read, or a future stay forbids the change, its named CHECK fails and D1 rolls the
 * whole batch back (the function answers null/false; the use case says why).
 */

import type { People } from '../../src/domain/booking/types.ts';
import { amenitiesInOrder } from '../../src/domain/room-photos.ts';
import { defaultBaseOccupancy } from '../../src/domain/room-setup.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { isConstraintFailure } from './room-inventory.ts';
import { parseJson } from './stored-documents.ts';

/** Guests per age band and in all. */
type Occupancy = { adults: number; boys: number; children: number; kids: number; total: number };

/** A room type as stored, with its count of physical rooms and photos. */
export type RoomTypeRecord = {
  id: number;
  nameKey: string;
  /** English always (else the first stored name, else the key); Italian when set. */
  name: { en: string; it: string | null };
  description: { en: string | null; it: string | null };
  category: string;
  occupancy: Occupancy;
  baseOccupancy: number;
  sizeSqm: number | null;
  /** In the amenity list's order. */
  amenities: string[];
  photoCount: number;
  enabled: boolean;
  rooms: number;
  version: number;
};

/** What a room type write stores, checked above (null base occupancy: the adults' limit; no amenities: keep). */
export type RoomTypeDraft = {
  name: { en: string; it?: string | undefined };
  description: { en?: string | undefined; it?: string | undefined };
  category: string;
  occupancy: Occupancy;
  baseOccupancy: number | null;
  sizeSqm: number | null;
  amenities?: readonly string[] | undefined;
  enabled: boolean;
};

type RoomTypeRow = {
  id: number;
  name_key: string;
  name_json: string;
  description_json: string;
  category: string;
  max_adults: number;
  max_boys: number;
  max_children: number;
  max_kids: number;
  max_occupancy: number;
  base_occupancy: number;
  size_sqm: number | null;
  amenities_json: string;
  photos_json: string;
  enabled: number;
  rooms: number;
  version: number;
};

const COLUMNS = `rt.id, rt.name_key, rt.name_json, rt.description_json, rt.category, rt.max_adults, rt.max_boys,
  rt.max_children, rt.max_kids, rt.max_occupancy, rt.base_occupancy, rt.size_sqm, rt.amenities_json, rt.photos_json,
  rt.enabled, rt.version,
  (SELECT count(*) FROM rooms r WHERE r.room_type_id = rt.id) AS rooms`;

/** A room type as the audit keeps it (the same shape before and after). */
const AUDIT_JSON = `json_object('name', json(rt.name_json), 'description', json(rt.description_json),
  'category', rt.category, 'occupancy', json_object('adults', rt.max_adults, 'boys', rt.max_boys,
  'children', rt.max_children, 'kids', rt.max_kids, 'total', rt.max_occupancy),
  'baseOccupancy', rt.base_occupancy, 'sizeSqm', rt.size_sqm, 'amenities', json(rt.amenities_json),
  'enabled', rt.enabled)`;

/** Stays that still hold a room of the type: confirmed, or checked out early after today. */
const FUTURE_STAY = `rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND rr.end_date > ?`;

function toRecord(row: RoomTypeRow): RoomTypeRecord {
  const name = parseJson<Record<string, string>>(row.name_json, {});
  const description = parseJson<Record<string, string>>(row.description_json, {});
  return {
    id: row.id,
    nameKey: row.name_key,
    name: { en: name.en ?? Object.values(name)[0] ?? row.name_key, it: name.it ?? null },
    description: { en: description.en ?? null, it: description.it ?? null },
    category: row.category,
    occupancy: {
      adults: row.max_adults,
      boys: row.max_boys,
      children: row.max_children,
      kids: row.max_kids,
      total: row.max_occupancy,
    },
    baseOccupancy: row.base_occupancy,
    sizeSqm: row.size_sqm,
    amenities: amenitiesInOrder(parseJson<string[]>(row.amenities_json, [])),
    photoCount: parseJson<unknown[]>(row.photos_json, []).length,
    enabled: row.enabled === 1,
    rooms: row.rooms,
    version: row.version,
  };
}

/** The hotel's time zone (null: no such hotel, or none set). */
export async function findHotelTimeZone(db: D1Database, hotelId: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT time_zone FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ time_zone: string | null }>();
  return row?.time_zone || null;
}

/** The hotel's room types in the order the widget shows them. */
export async function listRoomTypes(db: D1Database, hotelId: number): Promise<RoomTypeRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM room_types rt WHERE rt.hotel_id = ? ORDER BY rt.position, rt.id`)
    .bind(hotelId)
    .all<RoomTypeRow>();
  return results.map(toRecord);
}

/** One room type of the hotel, or null. */
export async function findRoomType(
  db: D1Database,
  hotelId: number,
  id: number,
): Promise<RoomTypeRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM room_types rt WHERE rt.hotel_id = ? AND rt.id = ?`)
    .bind(hotelId, id)
    .first<RoomTypeRow>();
  return row ? toRecord(row) : null;
}

/** A stay of a room type, as a refusal names it. */
export type StayParty = { code: string; people: People };

/** What stands in the way of changing or removing a room type (one batch). */
export type RoomTypeUsage = {
  /** Its physical rooms. */
  rooms: number;
  /** Stays from today on, one per reservation room. */
  futureStays: StayParty[];
  /** Reservation rooms of any date and status (they keep their room type). */
  allStays: number;
};

export async function loadRoomTypeUsage(
  db: D1Database,
  query: { roomTypeId: number; today: string },
): Promise<RoomTypeUsage> {
  const [rooms, future, all] = await db.batch<unknown>([
    db.prepare('SELECT count(*) AS n FROM rooms WHERE room_type_id = ?').bind(query.roomTypeId),
    db
      .prepare(
        `SELECT r.code, rr.adults, rr.boys, rr.children, rr.kids
         FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
         WHERE rr.room_type_id = ? AND ${FUTURE_STAY}
         ORDER BY rr.start_date, r.code`,
      )
      .bind(query.roomTypeId, query.today),
    db.prepare('SELECT count(*) AS n FROM reservation_rooms WHERE room_type_id = ?').bind(query.roomTypeId),
  ]);
  const count = (result: D1Result<unknown> | undefined) =>
    (result?.results[0] as { n: number } | undefined)?.n ?? 0;
  type StayRow = { code: string; adults: number; boys: number; children: number; kids: number };
  return {
    rooms: count(rooms),
    futureStays: ((future?.results ?? []) as StayRow[]).map((row) => ({
      code: row.code,
      people: { adults: row.adults, boys: row.boys, children: row.children, kids: row.kids },
    })),
    allStays: count(all),
  };
}

/** The stored columns of an input: names and descriptions per language, the occupancy's limits. */
function columns(input: RoomTypeDraft) {
  const name: Record<string, string> = { en: input.name.en };
  if (input.name.it) name.it = input.name.it;
  const description: Record<string, string> = {};
  if (input.description.en) description.en = input.description.en;
  if (input.description.it) description.it = input.description.it;
  const { occupancy } = input;
  return {
    values: [
      JSON.stringify(name),
      JSON.stringify(description),
      input.category,
      occupancy.adults,
      occupancy.boys,
      occupancy.children,
      occupancy.kids,
      occupancy.total,
      input.baseOccupancy ?? defaultBaseOccupancy(occupancy),
      input.sizeSqm,
      input.enabled ? 1 : 0,
    ] as const,
    /** Null when the input leaves them out: an edit keeps the stored ones. */
    amenities: input.amenities === undefined ? null : JSON.stringify(amenitiesInOrder(input.amenities)),
    audit: JSON.stringify({
      name,
      description,
      category: input.category,
      occupancy,
      baseOccupancy: input.baseOccupancy ?? defaultBaseOccupancy(occupancy),
      sizeSqm: input.sizeSqm,
      enabled: input.enabled ? 1 : 0,
    }),
  };
}

export type Author = { hotelId: number; managerId: number; now: Date };

/** Adds a room type at the end of the hotel's list (it sells nothing until it has rooms and rates). */
export async function insertRoomType(
  db: D1Database,
  write: Author & { input: RoomTypeDraft },
): Promise<RoomTypeRecord> {
  const nameKey = `room.type.${crypto.randomUUID()}`;
  const { values, amenities } = columns(write.input);
  const [inserted] = await db.batch<RoomTypeRow>([
    db
      .prepare(
        `INSERT INTO room_types (hotel_id, name_key, name_json, description_json, category, max_adults, max_boys,
           max_children, max_kids, max_occupancy, base_occupancy, size_sqm, enabled, position, version, amenities_json)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13,
           (SELECT coalesce(max(position), -1) + 1 FROM room_types WHERE hotel_id = ?1), 1, ?14)
         RETURNING id`,
      )
      .bind(write.hotelId, nameKey, ...values, amenities ?? '[]'),
    db
      .prepare(
        `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, after_json)
         SELECT ?1, ?2, ?3, 'ROOM_TYPE', rt.id, 'CREATE', ${AUDIT_JSON}
         FROM room_types rt WHERE rt.hotel_id = ?1 AND rt.name_key = ?4`,
      )
      .bind(write.hotelId, write.managerId, write.now.toISOString(), nameKey),
    bumpRatesVersion(db, write.hotelId),
  ]);
  const id = (inserted?.results[0] as { id: number } | undefined)?.id;
  const view = id === undefined ? null : await findRoomType(db, write.hotelId, id);
  if (!view) throw new Error('room type not inserted');
  return view;
}

/**
 * Saves an edit if the room type is still at `version`, no future stay is on it when it is
 * disabled, and every future party still fits the new occupancy; null otherwise (nothing written).
 */
export async function updateRoomType(
  db: D1Database,
  write: Author & { id: number; version: number; today: string; input: RoomTypeDraft },
): Promise<RoomTypeRecord | null> {
  const { values, audit, amenities } = columns(write.input);
  const { occupancy } = write.input;
  const future = `FROM reservation_rooms rr WHERE rr.room_type_id = ?4 AND rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
    AND rr.end_date > ?6`;
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json, after_json)
           SELECT ?1, ?2, ?3, 'ROOM_TYPE', ?4, 'UPDATE',
             CASE WHEN rt.version = ?5
               AND (?7 = 1 OR NOT EXISTS (SELECT 1 ${future}))
               AND NOT EXISTS (SELECT 1 ${future} AND (rr.adults > ?8 OR rr.boys > ?9 OR rr.children > ?10
                 OR rr.kids > ?11 OR rr.adults + rr.boys + rr.children + rr.kids > ?12))
             THEN 1 ELSE 0 END,
             ${AUDIT_JSON}, json_set(?13, '$.amenities', json(coalesce(?14, rt.amenities_json)))
           FROM (SELECT 1) LEFT JOIN room_types rt ON rt.id = ?4 AND rt.hotel_id = ?1`,
        )
        .bind(
          write.hotelId,
          write.managerId,
          write.now.toISOString(),
          write.id,
          write.version,
          write.today,
          write.input.enabled ? 1 : 0,
          occupancy.adults,
          occupancy.boys,
          occupancy.children,
          occupancy.kids,
          occupancy.total,
          audit,
          amenities,
        ),
      db
        .prepare(
          `UPDATE room_types SET name_json = ?1, description_json = ?2, category = ?3, max_adults = ?4, max_boys = ?5,
             max_children = ?6, max_kids = ?7, max_occupancy = ?8, base_occupancy = ?9, size_sqm = ?10, enabled = ?11,
             amenities_json = coalesce(?14, amenities_json), version = version + 1
           WHERE hotel_id = ?12 AND id = ?13`,
        )
        .bind(...values, write.hotelId, write.id, amenities),
      bumpRatesVersion(db, write.hotelId),
    ]);
  } catch (error) {
    if (isConstraintFailure(error)) return null;
    throw error;
  }
  return findRoomType(db, write.hotelId, write.id);
}

/**
 * Removes a room type still at `version` that has no rooms and was never booked (its stays keep
 * their room type), with its rates, inventory and links; drops it from the promotions and rate
 * plans that named it. False otherwise (nothing written).
 */
export async function deleteRoomType(
  db: D1Database,
  write: Author & { id: number; version: number },
): Promise<boolean> {
  const without = (table: string) =>
    db
      .prepare(
        `UPDATE ${table} SET room_type_ids_json = (SELECT json_group_array(value)
             FROM json_each(${table}.room_type_ids_json) WHERE value <> ?2)${table === 'promotions' ? ', version = version + 1' : ''}
         WHERE hotel_id = ?1 AND room_type_ids_json IS NOT NULL
           AND EXISTS (SELECT 1 FROM json_each(${table}.room_type_ids_json) WHERE value = ?2)`,
      )
      .bind(write.hotelId, write.id);
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json)
           SELECT ?1, ?2, ?3, 'ROOM_TYPE', ?4, 'DELETE',
             CASE WHEN rt.version = ?5 AND NOT EXISTS (SELECT 1 FROM rooms WHERE room_type_id = ?4)
               AND NOT EXISTS (SELECT 1 FROM reservation_rooms WHERE room_type_id = ?4) THEN 1 ELSE 0 END,
             ${AUDIT_JSON}
           FROM (SELECT 1) LEFT JOIN room_types rt ON rt.id = ?4 AND rt.hotel_id = ?1`,
        )
        .bind(write.hotelId, write.managerId, write.now.toISOString(), write.id, write.version),
      without('promotions'),
      without('rate_plans'),
      db.prepare('DELETE FROM room_types WHERE hotel_id = ? AND id = ?').bind(write.hotelId, write.id),
      bumpRatesVersion(db, write.hotelId),
    ]);
    return true;
  } catch (error) {
    if (isConstraintFailure(error)) return false;
    throw error;
  }
}

/**
 * The hotels a manager runs (`manager_hotels`), as the back office's hotel picker shows them:
 * name, alias, type, city, the hotel's time zone and currency (the same columns the booking
 * engine reads, data/booking.ts) and its enabled physical rooms. Sorted by name.
 */

import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import { type HotelAccess, type HotelRole, permissionsOf } from '../../src/domain/hotel-roles.ts';

type ManagedHotelRow = {
  id: number;
  name: string;
  name_alias: string | null;
  type: string;
  city: string | null;
  time_zone: string;
  currency: string;
  rooms_count: number;
  role: HotelRole;
};

const MANAGED_HOTELS_SQL = `
  SELECT h.id, h.name, h.name_alias, h.type, h.time_zone, h.currency, mh.role,
         CASE WHEN json_valid(h.address_json) THEN json_extract(h.address_json, '$.city') END AS city,
         (SELECT COUNT(*) FROM rooms r WHERE r.hotel_id = h.id AND r.enabled = 1) AS rooms_count
  FROM manager_hotels mh
  JOIN hotels h ON h.id = mh.hotel_id
  WHERE mh.manager_id = ? AND mh.status = 'ACTIVE'
  ORDER BY h.name COLLATE NOCASE, h.id`;

/** The hotels where `managerId` is active staff, sorted by name (empty when none: a suspended link hides its hotel). */
export async function listManagedHotels(db: D1Database, managerId: number): Promise<ManagedHotel[]> {
  const { results } = await db.prepare(MANAGED_HOTELS_SQL).bind(managerId).all<ManagedHotelRow>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    alias: row.name_alias || null,
    type: row.type,
    city: typeof row.city === 'string' && row.city.trim() !== '' ? row.city : null,
    timeZone: row.time_zone,
    currency: row.currency,
    roomsCount: row.rooms_count,
    role: row.role,
    permissions: permissionsOf(row.role),
  }));
}

/**
 * `managerId`'s access to hotel `hotelId`: their role there, or null when they are not on its
 * staff or are suspended there.
 */
export async function findHotelAccess(
  db: D1Database,
  managerId: number,
  hotelId: number,
): Promise<HotelAccess | null> {
  const row = await db
    .prepare("SELECT role FROM manager_hotels WHERE manager_id = ? AND hotel_id = ? AND status = 'ACTIVE'")
    .bind(managerId, hotelId)
    .first<{ role: HotelRole }>();
  return row ? { hotelId, role: row.role } : null;
}

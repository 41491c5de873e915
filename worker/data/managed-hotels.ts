/**
 * The hotels a manager runs (`manager_hotels`), as the back office's hotel picker shows them:
 * name, alias, type, city, the hotel's time zone and currency (the same columns the booking
 * engine reads, data/booking.ts) and its enabled physical rooms. Sorted by name.
 */

import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import type { HotelAccess } from '../../src/domain/hotel-roles.ts';

type ManagedHotelRow = {
  id: number;
  name: string;
  name_alias: string | null;
  type: string;
  city: string | null;
  time_zone: string;
  currency: string;
  rooms_count: number;
};

const MANAGED_HOTELS_SQL = `
  SELECT h.id, h.name, h.name_alias, h.type, h.time_zone, h.currency,
         CASE WHEN json_valid(h.address_json) THEN json_extract(h.address_json, '$.city') END AS city,
         (SELECT COUNT(*) FROM rooms r WHERE r.hotel_id = h.id AND r.enabled = 1) AS rooms_count
  FROM manager_hotels mh
  JOIN hotels h ON h.id = mh.hotel_id
  WHERE mh.manager_id = ?
  ORDER BY h.name COLLATE NOCASE, h.id`;

/** The hotels of manager `managerId`, sorted by name (empty when they run none). */
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
  }));
}

/**
 * Manager `managerId`'s access to hotel `hotelId`, or null when they are not linked to it. Every
 * link makes its manager the hotel's OWNER until links carry a role.
 */
export async function findHotelAccess(
  db: D1Database,
  managerId: number,
  hotelId: number,
): Promise<HotelAccess | null> {
  const row = await db
    .prepare('SELECT 1 AS linked FROM manager_hotels WHERE manager_id = ? AND hotel_id = ?')
    .bind(managerId, hotelId)
    .first<{ linked: number }>();
  return row ? { hotelId, role: 'OWNER' } : null;
}

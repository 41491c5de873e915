/**
 * The hotels a manager runs (`manager_hotels`), as the back office's hotel picker shows them:
 * name, alias, type, city, the hotel's time zone and currency (the same columns the booking
 * engine reads, data/booking.ts) and its enabled physical rooms. Sorted by name.
 */

import type { HotelAccess, HotelRole } from '../../src/domain/hotel-roles.ts';

/** A hotel the manager runs, with their role there. */
export type ManagedHotelRecord = {
  id: number;
  name: string;
  /** Null when the hotel has none. */
  alias: string | null;
  type: string;
  /** The address's city, null when blank. */
  city: string | null;
  timeZone: string;
  currency: string;
  /** Enabled physical rooms. */
  roomsCount: number;
  role: HotelRole;
};

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
export async function listManagedHotels(db: D1Database, managerId: number): Promise<ManagedHotelRecord[]> {
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
  }));
}

/**
 * `managerId`'s access to hotel `hotelId`: their role there, or null when they are not on its
 * staff or are suspended there. `twoFactorMissing`: the hotel requires two-factor sign-in
 * (decision 061) and this person has not confirmed an authenticator; the guard decides whom it
 * stops (owners and managers).
 */
export async function findHotelAccess(
  db: D1Database,
  managerId: number,
  hotelId: number,
): Promise<(HotelAccess & { twoFactorMissing: boolean }) | null> {
  const row = await db
    .prepare(
      `SELECT mh.role,
              h.require_two_factor = 1 AND NOT EXISTS (
                SELECT 1 FROM manager_totp t WHERE t.manager_id = mh.manager_id AND t.confirmed_at IS NOT NULL
              ) AS two_factor_missing
       FROM manager_hotels mh JOIN hotels h ON h.id = mh.hotel_id
       WHERE mh.manager_id = ? AND mh.hotel_id = ? AND mh.status = 'ACTIVE'`,
    )
    .bind(managerId, hotelId)
    .first<{ role: HotelRole; two_factor_missing: number }>();
  return row ? { hotelId, role: row.role, twoFactorMissing: row.two_factor_missing === 1 } : null;
}

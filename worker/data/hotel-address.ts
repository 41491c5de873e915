/**
 * The hotel's address (`hotels.address_json`) with the hotel's property version
 * (`hotels.property_version`, migration 0012), which the info form shares: a save at a stale
 * version changes nothing.
 */
import type { AddressInfo } from '../../src/domain/types.ts';

export async function readHotelAddress(
  db: D1Database,
  hotelId: number,
): Promise<{ addressInfo: AddressInfo; version: number } | null> {
  const row = await db
    .prepare('SELECT address_json, property_version FROM hotels WHERE id = ?')
    .bind(hotelId)
    .first<{ address_json: string; property_version: number }>();
  if (!row) return null;
  let addressInfo: AddressInfo = {};
  try {
    const parsed: unknown = JSON.parse(row.address_json);
    if (parsed && typeof parsed === 'object') addressInfo = parsed as AddressInfo;
  } catch {
    // A malformed stored address reads as empty: the manager enters it again.
  }
  return { addressInfo, version: row.property_version };
}

/** Saves the address at `version`; false when the hotel changed meanwhile. */
export async function saveHotelAddress(
  db: D1Database,
  args: { hotelId: number; addressInfo: AddressInfo; version: number; date: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE hotels SET address_json = ?, property_version = property_version + 1, updated_date = ?
       WHERE id = ? AND property_version = ?`,
    )
    .bind(JSON.stringify(args.addressInfo), args.date, args.hotelId, args.version)
    .run();
  return result.meta.changes === 1;
}

/**
 * What a guest e-mail shows of its hotel (worker/mail/brand.ts): name, address, contacts, the
 * cover photo's path and the storage url it is served under, in one query.
 */
export type HotelBrandRow = {
  name: string;
  address_json: string;
  contacts_json: string | null;
  cover_path: string | null;
  storage_json: string | null;
};

export async function readHotelBrand(db: D1Database, hotelId: number): Promise<HotelBrandRow | null> {
  return db
    .prepare(
      `SELECT h.name, h.address_json,
         (SELECT contacts_json FROM hotel_contacts WHERE hotel_id = h.id) AS contacts_json,
         (SELECT path FROM hotel_gallery WHERE hotel_id = h.id ORDER BY cover DESC, position, id LIMIT 1) AS cover_path,
         (SELECT value_json FROM app_config WHERE key = 'storage') AS storage_json
       FROM hotels h WHERE h.id = ?`,
    )
    .bind(hotelId)
    .first<HotelBrandRow>();
}

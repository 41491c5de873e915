/** Where an enabled hotel is (its address's city and ISO country), by id or name alias. */
export async function hotelPlace(
  db: D1Database,
  ref: string,
): Promise<{ city: string | null; country: string } | null> {
  const row = await db
    .prepare(
      `SELECT json_extract(address_json, '$.city') AS city, json_extract(address_json, '$.country') AS country
         FROM hotels WHERE (id = ?1 OR name_alias = ?2) AND enabled = 1 LIMIT 1`,
    )
    .bind(/^\d+$/.test(ref) ? Number(ref) : -1, ref)
    .first<{ city: unknown; country: unknown }>();
  if (!row) return null;
  const city = typeof row.city === 'string' && row.city.trim() ? row.city.trim() : null;
  const country = typeof row.country === 'string' ? row.country.trim() : '';
  return { city, country };
}

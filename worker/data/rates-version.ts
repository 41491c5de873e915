/**
 * The per-hotel rates version (hotels.rates_version, migration 0009): a counter bumped IN THE
 * SAME D1 BATCH as every change that can alter a public calendar or search answer (daily rates,
 * inventory, closings, promotions, channels, reservations). The edge cache of those answers
 * (caches.default) is keyed by hotel + rates version + query, so a stale answer is never served:
 * the next request after a change reads the new version and misses the cache.
 *
 * Usage: append the statement to your write batch, e.g.
 *   await db.batch([...yourStatements, bumpRatesVersion(db, hotelId)]);
 * Bumping when a guarded write of the batch changed nothing is harmless (one cache miss); put the
 * bump LAST unless your code reads `meta.changes` by position (then anywhere after your guards).
 */

/** The statement that bumps a hotel's rates version. */
export function bumpRatesVersion(db: D1Database, hotelId: number): D1PreparedStatement {
  return db.prepare('UPDATE hotels SET rates_version = rates_version + 1 WHERE id = ?1').bind(hotelId);
}

/** The statement that bumps the rates version of a reservation's hotel (writes keyed by reservation). */
export function bumpRatesVersionOfReservation(db: D1Database, reservationId: number): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE hotels SET rates_version = rates_version + 1 WHERE id = (SELECT hotel_id FROM reservations WHERE id = ?1)',
    )
    .bind(reservationId);
}

/** A hotel's current rates version (null: no such hotel). */
export async function readRatesVersion(db: D1Database, hotelId: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT rates_version FROM hotels WHERE id = ?1')
    .bind(hotelId)
    .first<{ rates_version: number }>();
  return row?.rates_version ?? null;
}

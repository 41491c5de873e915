/**
 * 'Find my booking' (worker/routes/booking-find.ts): the few facts of a reservation needed to
 * send its manage link, and the statement that gives the reservation a new manage token.
 */

/** What finding a reservation by code reads: its guest document holds the address to match. */
export type FindableReservation = {
  id: number;
  code: string;
  language: string;
  guest_json: string;
  hotel_name: string;
};

export async function findReservationByCode(
  db: D1Database,
  code: string,
): Promise<FindableReservation | null> {
  return db
    .prepare(
      `SELECT r.id, r.code, r.language, r.guest_json, h.name AS hotel_name
       FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.code = ?`,
    )
    .bind(code)
    .first<FindableReservation>();
}

/**
 * Replaces a reservation's manage token hash (only the hash is stored, so a link can only be sent
 * again with a new token; the previous link stops working). `id` 0 matches no reservation: the
 * same round trip, changing nothing.
 */
export function replaceManageTokenStatement(
  db: D1Database,
  id: number,
  tokenHash: string,
): D1PreparedStatement {
  return db.prepare('UPDATE reservations SET manage_token_hash = ? WHERE id = ?').bind(tokenHash, id);
}

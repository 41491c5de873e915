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
  hotel_id: number;
};

export async function findReservationByCode(
  db: D1Database,
  code: string,
): Promise<FindableReservation | null> {
  return db
    .prepare(
      `SELECT r.id, r.code, r.language, r.guest_json, h.name AS hotel_name, r.hotel_id
       FROM reservations r JOIN hotels h ON h.id = r.hotel_id WHERE r.code = ?`,
    )
    .bind(code)
    .first<FindableReservation>();
}

/**
 * How many manage links of a reservation open it: the newest ones. Only hashes are stored, so a
 * link can only be sent again with a new token; the earlier links (the confirmation e-mail's, the
 * .ics's) keep working until this many newer ones were sent (CONSIST).
 */
export const MANAGE_LINKS_KEPT = 5;

/** A SHA-256 hex hash's length; `manage_token_hash` holds the kept ones, newest first, space-separated. */
const HASH_LENGTH = 64;

/** The hashes of the manage tokens that open a reservation, newest first (a single hash before CONSIST). */
export function manageTokenHashes(stored: string): string[] {
  return stored.split(' ').filter((hash) => hash.length === HASH_LENGTH);
}

/**
 * Adds a manage token hash to a reservation's, keeping the newest MANAGE_LINKS_KEPT (the column
 * keeps its TEXT type: no migration). `id` 0 matches no reservation: the same round trip,
 * changing nothing.
 */
export function addManageTokenStatement(db: D1Database, id: number, tokenHash: string): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE reservations SET manage_token_hash = substr(?1 || ' ' || manage_token_hash, 1, ?3) WHERE id = ?2",
    )
    .bind(tokenHash, id, MANAGE_LINKS_KEPT * (HASH_LENGTH + 1) - 1);
}

/**
 * Review invitations (migration 0015): which stays to invite and the guarded write of an
 * invitation with its e-mail. Only the SHA-256 of a link's token is stored.
 */
import { OUTBOX_COLUMNS, type OutgoingEmail, outboxValues } from '../mail/outbox.ts';

/** A stay that ended and has no invitation yet, with what its e-mail needs. */
export type InviteCandidate = {
  reservation_id: number;
  hotel_id: number;
  code: string;
  checkin: string;
  checkout: string;
  language: string;
  guest_email: string;
  guest_name: string | null;
  hotel_name: string;
};

/**
 * Up to `limit` stays whose checkout date is before their hotel's today (per time zone: `zones`
 * pairs each zone with its today and the oldest checkout still invited), CONFIRMED or
 * EARLY_CHECKOUT, without an invitation. One set-based query, oldest checkout first.
 */
export async function findInviteCandidates(
  db: D1Database,
  zones: readonly { timeZone: string; today: string; since: string }[],
  limit: number,
): Promise<InviteCandidate[]> {
  if (zones.length === 0) return [];
  const values = zones.map(() => '(?, ?, ?)').join(', ');
  const { results } = await db
    .prepare(
      `WITH zones (time_zone, today, since) AS (VALUES ${values})
       SELECT res.id AS reservation_id, res.hotel_id, res.code, res.checkin, res.checkout, res.language,
         res.guest_email, json_extract(res.guest_json, '$.name') AS guest_name, h.name AS hotel_name
       FROM zones z
       JOIN hotels h ON h.time_zone = z.time_zone
       JOIN reservations res ON res.hotel_id = h.id
       WHERE res.checkout < z.today AND res.checkout >= z.since
         AND res.status IN ('CONFIRMED', 'EARLY_CHECKOUT')
         AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.reservation_id = res.id)
       ORDER BY res.checkout, res.id
       LIMIT ?`,
    )
    .bind(...zones.flatMap((zone) => [zone.timeZone, zone.today, zone.since]), limit)
    .all<InviteCandidate>();
  return results;
}

/** The time zones hotels are in (a handful: the invitation query runs once for all of them). */
export async function hotelTimeZones(db: D1Database): Promise<string[]> {
  const { results } = await db.prepare('SELECT DISTINCT time_zone FROM hotels').all<{ time_zone: string }>();
  return results.map((row) => row.time_zone);
}

export type NewInvitation = {
  reservationId: number;
  hotelId: number;
  tokenHash: string;
  email: OutgoingEmail;
};

/**
 * Writes the invitations and their e-mails in one batch. `INSERT OR IGNORE` on the unique
 * reservation makes a concurrent run's invitation win; an e-mail is queued only when its own
 * invitation (by token hash) was the one written. Returns how many were created.
 */
export async function insertInvitations(
  db: D1Database,
  invitations: readonly NewInvitation[],
  created: string,
  expires: string,
): Promise<number> {
  if (invitations.length === 0) return 0;
  const statements = invitations.flatMap((invitation) => [
    db
      .prepare(
        `INSERT OR IGNORE INTO review_invitations (reservation_id, hotel_id, token_hash, created_date, expires_date)
           VALUES (?, ?, ?, ?, ?)`,
      )
      .bind(invitation.reservationId, invitation.hotelId, invitation.tokenHash, created, expires),
    db
      .prepare(
        `INSERT INTO email_outbox (${OUTBOX_COLUMNS})
           SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM review_invitations WHERE token_hash = ?)`,
      )
      .bind(...outboxValues(invitation.email, new Date(created)), invitation.tokenHash),
  ]);
  const results = await db.batch(statements);
  return results.filter((result, index) => index % 2 === 0 && result.meta.changes === 1).length;
}

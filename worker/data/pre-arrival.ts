/**
 * The pre-arrival e-mail's stays (migration 0031): which reservations are due, and the guarded
 * write that marks one sent, adds its new manage link and queues its e-mail in one batch.
 */
import type { OutgoingEmail } from '../mail/outbox.ts';
import { OUTBOX_COLUMNS, outboxValues } from '../mail/outbox.ts';
import { MANAGE_LINKS_KEPT } from './booking-find.ts';

/** A confirmed stay whose arrival is within its hotel's pre-arrival days, not yet written to. */
export type PreArrivalStay = {
  reservation_id: number;
  hotel_id: number;
  code: string;
  checkin: string;
  checkout: string;
  language: string;
  guest_email: string;
  guest_name: string | null;
  checkin_from: string | null;
  checkin_to: string | null;
  checkout_to: string | null;
};

/**
 * Up to `limit` CONFIRMED stays arriving after their hotel's today (`zones` pairs each time zone
 * with its today) and at most `pre_arrival_days` later, with a guest address and no pre-arrival
 * e-mail yet; 0 days turns the e-mail off. Nearest arrival first.
 */
export async function findPreArrivalStays(
  db: D1Database,
  zones: readonly { timeZone: string; today: string }[],
  limit: number,
): Promise<PreArrivalStay[]> {
  if (zones.length === 0) return [];
  const values = zones.map(() => '(?, ?)').join(', ');
  const { results } = await db
    .prepare(
      `WITH zones (time_zone, today) AS (VALUES ${values})
       SELECT res.id AS reservation_id, res.hotel_id, res.code, res.checkin, res.checkout, res.language,
         res.guest_email, json_extract(res.guest_json, '$.name') AS guest_name,
         json_extract(h.policies_json, '$.checkinFrom') AS checkin_from,
         json_extract(h.policies_json, '$.checkinTo') AS checkin_to,
         json_extract(h.policies_json, '$.checkoutTo') AS checkout_to
       FROM zones z
       JOIN hotels h ON h.time_zone = z.time_zone AND h.pre_arrival_days > 0
       JOIN reservations res ON res.hotel_id = h.id
       WHERE res.status = 'CONFIRMED' AND res.pre_arrival_sent_date IS NULL
         AND res.checkin > z.today AND res.checkin <= date(z.today, '+' || h.pre_arrival_days || ' days')
         AND res.guest_email IS NOT NULL AND res.guest_email <> ''
       ORDER BY res.checkin, res.id
       LIMIT ?`,
    )
    .bind(...zones.flatMap((zone) => [zone.timeZone, zone.today]), limit)
    .all<PreArrivalStay>();
  return results;
}

/**
 * Marks each stay's pre-arrival e-mail sent and adds its new manage token (kept with the
 * reservation's newest links, as 'find my booking' does), then queues the e-mail only where this
 * run's token went in: a concurrent run, or a stay cancelled meanwhile, writes nothing twice.
 * Returns how many e-mails were queued.
 */
export async function markPreArrivalSent(
  db: D1Database,
  sends: readonly { reservationId: number; tokenHash: string; email: OutgoingEmail }[],
  now: Date,
): Promise<number> {
  if (sends.length === 0) return 0;
  const statements = sends.flatMap((send) => [
    db
      .prepare(
        `UPDATE reservations
         SET pre_arrival_sent_date = ?1, manage_token_hash = substr(?2 || ' ' || manage_token_hash, 1, ?4)
         WHERE id = ?3 AND status = 'CONFIRMED' AND pre_arrival_sent_date IS NULL`,
      )
      // The kept hashes (64 hex characters each) with their separating spaces.
      .bind(now.toISOString(), send.tokenHash, send.reservationId, MANAGE_LINKS_KEPT * 65 - 1),
    db
      .prepare(
        `INSERT INTO email_outbox (${OUTBOX_COLUMNS})
         SELECT ?, ?, ?, ?, ?, ?, ? WHERE EXISTS
           (SELECT 1 FROM reservations WHERE id = ? AND instr(manage_token_hash, ?) > 0)`,
      )
      .bind(...outboxValues(send.email, now), send.reservationId, send.tokenHash),
  ]);
  const results = await db.batch(statements);
  return results.filter((result, index) => index % 2 === 1 && result.meta.changes === 1).length;
}

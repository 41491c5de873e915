/** A row of `email_outbox`. */
export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  reply_to: string | null;
  template: string;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
  last_error: string | null;
  created_date: string;
  sent_date: string | null;
};

const COLUMNS =
  'id, to_address, subject, body_text, body_html, reply_to, template, status, attempts, last_error, created_date, sent_date';

/** Newest messages first (the local mailbox), of one template when `template` is given. */
export async function listRecentEmails(
  db: D1Database,
  limit: number,
  template?: string,
): Promise<OutboxRow[]> {
  const { results } = await (template === undefined
    ? db.prepare(`SELECT ${COLUMNS} FROM email_outbox ORDER BY id DESC LIMIT ?`).bind(limit)
    : db
        .prepare(`SELECT ${COLUMNS} FROM email_outbox WHERE template = ? ORDER BY id DESC LIMIT ?`)
        .bind(template, limit)
  ).all<OutboxRow>();
  return results;
}

/** One message (the local mailbox's HTML view), or null. */
export async function findEmail(db: D1Database, id: number): Promise<OutboxRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM email_outbox WHERE id = ?`).bind(id).first<OutboxRow>();
}

/** Pending messages never tried first (a fresh reset link beats an old retry), then oldest first. */
export async function listPendingEmails(db: D1Database, limit: number): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM email_outbox WHERE status = 'PENDING' ORDER BY attempts, id LIMIT ?`)
    .bind(limit)
    .all<OutboxRow>();
  return results;
}

/**
 * Claims a pending message for one delivery attempt by counting the attempt; false when another
 * delivery run got there first (its attempt count no longer matches), so no message goes out twice
 * from concurrent runs.
 */
export async function claimEmail(db: D1Database, id: number, attempts: number): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE email_outbox SET attempts = attempts + 1 WHERE id = ? AND status = 'PENDING' AND attempts = ?`,
    )
    .bind(id, attempts)
    .run();
  return result.meta.changes === 1;
}

export async function markEmailSent(db: D1Database, id: number, now: Date): Promise<void> {
  await db
    .prepare(`UPDATE email_outbox SET status = 'SENT', sent_date = ?, last_error = NULL WHERE id = ?`)
    .bind(now.toISOString(), id)
    .run();
}

/** Records a failed attempt; the message stays PENDING for a retry unless `final`. */
export async function markEmailFailed(
  db: D1Database,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .prepare('UPDATE email_outbox SET status = ?, last_error = ? WHERE id = ?')
    .bind(final ? 'FAILED' : 'PENDING', error.slice(0, 500), id)
    .run();
}

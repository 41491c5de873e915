/**
 * Every e-mail the platform sends is first written to the `email_outbox` table; a provider
 * (configured by MAIL_PROVIDER) then delivers it. Locally the outbox is the mailbox: read it
 * with `npm run outbox` or at /__local/outbox.
 */
import { platformHtml } from './compose.ts';
import type { OutgoingEmail } from './email.ts';

export type { OutgoingEmail } from './email.ts';

/** The columns an e-mail fills in `email_outbox`, in the order of `outboxValues`. */
export const OUTBOX_COLUMNS = 'to_address, subject, body_text, body_html, reply_to, template, created_date';

/** The values of `OUTBOX_COLUMNS` for `email` (its HTML part, or the platform layout around its text). */
export function outboxValues(email: OutgoingEmail, now: Date): (string | null)[] {
  return [
    email.to,
    email.subject,
    email.text,
    email.html ?? platformHtml(email),
    email.replyTo ?? null,
    email.template,
    now.toISOString(),
  ];
}

/** The statement that queues `email`, so callers can put it in the same batch as their own writes. */
export function queueEmailStatement(
  db: D1Database,
  email: OutgoingEmail,
  now = new Date(),
): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO email_outbox (${OUTBOX_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    .bind(...outboxValues(email, now));
}

/**
 * Every e-mail the platform sends is first written to the `email_outbox` table; a provider
 * (configured by MAIL_PROVIDER) then delivers it. Locally the outbox is the mailbox: read it
 * with `npm run outbox` or at /__local/outbox.
 */
import { platformHtml } from './compose.ts';

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  /**
   * The HTML part (worker/mail/compose.ts). A message queued without one gets the platform
   * layout around its text (`platformHtml`), so every e-mail leaves with both parts.
   */
  html?: string;
  /** Where replies go: the hotel's own address on a guest e-mail (the sender is the platform's). */
  replyTo?: string;
  /** The language it is written in ('en' or 'it'): the HTML's lang and the layout's own words. */
  language?: string;
  /** Which message this is (password-reset, demo-request...), for filtering and tests. */
  template: string;
};

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

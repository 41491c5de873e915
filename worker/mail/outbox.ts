/**
 * Every e-mail the platform sends is first written to the `email_outbox` table; a provider
 * (configured by MAIL_PROVIDER) then delivers it. Locally the outbox is the mailbox: read it
 * with `npm run outbox` or at /__local/outbox.
 */
export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which message this is (password-reset, demo-request...), for filtering and tests. */
  template: string;
};

/** The statement that queues `email`, so callers can put it in the same batch as their own writes. */
export function queueEmailStatement(
  db: D1Database,
  email: OutgoingEmail,
  now = new Date(),
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO email_outbox (to_address, subject, body_text, body_html, template, created_date)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .bind(email.to, email.subject, email.text, email.html ?? null, email.template, now.toISOString());
}

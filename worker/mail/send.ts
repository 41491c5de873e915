import type { Context } from 'hono';
import {
  claimEmail,
  listPendingEmails,
  markEmailFailed,
  markEmailSent,
  type OutboxRow,
} from '../data/outbox.ts';
import type { AppEnv, Bindings } from '../env.ts';
import { notifyFailedEmail } from '../notifications/email-failed.ts';

/** After this many attempts a message is marked FAILED and no longer retried. */
export const MAX_DELIVERY_ATTEMPTS = 5;

/** How long one provider call may take. */
const PROVIDER_TIMEOUT_MS = 8_000;

/**
 * Messages one request's waitUntil sends: waitUntil gets about 30 s after the response, and
 * calls run one after the other (providers limit requests per second).
 */
const MESSAGES_PER_REQUEST = 3;

export type DeliveryResult = { sent: number; failed: number; retried: number };

type MailEnv = Pick<
  Bindings,
  'DB' | 'MAIL_PROVIDER' | 'MAIL_API_URL' | 'MAIL_API_KEY' | 'MAIL_FROM' | 'SITE_URL'
>;

/** True when messages leave the outbox through an HTTP provider ('outbox' keeps them local). */
export function sendsMail(env: Pick<Bindings, 'MAIL_PROVIDER'>): boolean {
  return env.MAIL_PROVIDER !== '' && env.MAIL_PROVIDER !== 'outbox';
}

/** A 4xx other than 408/429 will fail the same way next time. */
function isPermanent(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The provider call: a JSON POST in Resend's format ({from, to[], subject, text, html, reply_to}), which
 * most HTTP mail APIs accept. The Idempotency-Key stops a retried message from going out twice.
 */
async function post(env: MailEnv, row: OutboxRow, fetcher: typeof fetch): Promise<Response> {
  return fetcher(env.MAIL_API_URL, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${env.MAIL_API_KEY ?? ''}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `itaca-email-${row.id}-${row.created_date}`,
    },
    body: JSON.stringify({
      from: env.MAIL_FROM,
      to: [row.to_address],
      subject: row.subject,
      text: row.body_text,
      ...(row.body_html ? { html: row.body_html } : {}),
      ...(row.reply_to ? { reply_to: row.reply_to } : {}),
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
}

/**
 * Sends up to `limit` PENDING outbox messages through the configured provider and records the
 * outcome (SENT, or another attempt and finally FAILED). With MAIL_PROVIDER 'outbox' nothing
 * is sent: the outbox is the local mailbox. `fetcher` exists for tests of the provider call.
 */
export async function deliverPending(
  env: MailEnv,
  limit = 10,
  fetcher: typeof fetch = fetch,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, retried: 0 };
  if (!sendsMail(env)) return result;
  if (!env.MAIL_API_URL || !env.MAIL_API_KEY) {
    console.error(`MAIL_PROVIDER is '${env.MAIL_PROVIDER}' but MAIL_API_URL or MAIL_API_KEY is not set`);
    return result;
  }
  const pending = await listPendingEmails(env.DB, limit);
  for (const row of pending) {
    if (!(await claimEmail(env.DB, row.id, row.attempts))) continue;
    const attempts = row.attempts + 1;
    let error: string;
    let permanent = false;
    try {
      const response = await post(env, row, fetcher);
      if (response.ok) {
        await markEmailSent(env.DB, row.id, new Date());
        result.sent++;
        continue;
      }
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      error = `HTTP ${response.status}${detail ? `: ${detail}` : ''}`;
      permanent = isPermanent(response.status);
    } catch (cause) {
      error = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    }
    const final = permanent || attempts >= MAX_DELIVERY_ATTEMPTS;
    await markEmailFailed(env.DB, row.id, error, final);
    // A guest's e-mail about a stay that never arrives: the hotel hears of it (decision 056).
    if (final) await notifyFailedEmail(env, row, new Date());
    if (final) result.failed++;
    else result.retried++;
    console.error(`E-mail ${row.id} (${row.template}) not delivered, attempt ${attempts}: ${error}`);
  }
  return result;
}

/**
 * Starts delivery of the queued messages after the response has gone out (waitUntil), unless
 * the provider is the local outbox. Requests built without an execution context (app.request
 * in tests) skip it; the messages stay PENDING for the next run.
 */
export function scheduleDelivery(c: Context<AppEnv>): void {
  if (!sendsMail(c.env)) return;
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = ctx.waitUntil.bind(ctx);
  } catch {
    return;
  }
  waitUntil(
    deliverPending(c.env, MESSAGES_PER_REQUEST).catch((error: unknown) => {
      console.error('E-mail delivery failed', error);
    }),
  );
}

import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueEmailStatement } from './outbox.ts';
import { deliverPending, MAX_DELIVERY_ATTEMPTS } from './send.ts';

type Row = {
  id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  sent_date: string | null;
};

async function queue(to: string): Promise<number> {
  await queueEmailStatement(env.DB, {
    to,
    subject: `Hello ${to}`,
    text: 'Body',
    html: '<p>Body</p>',
    template: 'test',
  }).run();
  const row = await env.DB.prepare('SELECT MAX(id) AS id FROM email_outbox').first<{ id: number }>();
  return row?.id ?? 0;
}

const read = (id: number) =>
  env.DB.prepare('SELECT id, status, attempts, last_error, sent_date FROM email_outbox WHERE id = ?')
    .bind(id)
    .first<Row>();

const provider = {
  ...env,
  MAIL_PROVIDER: 'resend',
  MAIL_API_URL: 'https://mail.test/emails',
  MAIL_API_KEY: 'key-1',
};

/** A stand-in for the e-mail provider's HTTP API, recording what it receives. */
function fakeProvider(status: number) {
  const calls: { url: string; headers: Headers; body: unknown }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    return new Response(status < 300 ? '{"id":"x"}' : '{"error":"nope"}', { status });
  }) as typeof fetch;
  return { calls, fetcher };
}

describe('deliverPending', () => {
  // Storage lives as long as this file's worker: start every test with an empty outbox.
  beforeEach(async () => {
    await env.DB.prepare('DELETE FROM email_outbox').run();
  });

  it('leaves messages PENDING when the provider is the local outbox', async () => {
    const id = await queue('local@example.com');
    const { calls, fetcher } = fakeProvider(200);
    expect(await deliverPending({ ...env, MAIL_PROVIDER: 'outbox' }, 10, fetcher)).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });
    expect(calls).toEqual([]);
    expect(await read(id)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });

  it('posts JSON with the bearer key and marks the message SENT', async () => {
    const id = await queue('guest@example.com');
    const { calls, fetcher } = fakeProvider(200);
    expect(await deliverPending(provider, 10, fetcher)).toMatchObject({ sent: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://mail.test/emails');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer key-1');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(new RegExp(`^itaca-email-${id}-`));
    expect(calls[0]?.body).toEqual({
      from: env.MAIL_FROM,
      to: ['guest@example.com'],
      subject: 'Hello guest@example.com',
      text: 'Body',
      html: '<p>Body</p>',
    });
    const row = await read(id);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    expect(row?.sent_date).not.toBeNull();
    // Nothing left to send.
    expect(await deliverPending(provider, 10, fetcher)).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect(calls).toHaveLength(1);
  });

  it('retries temporary failures and gives up after the last attempt', async () => {
    const id = await queue('retry@example.com');
    const { fetcher } = fakeProvider(503);
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++) {
      expect(await deliverPending(provider, 10, fetcher)).toMatchObject({ retried: 1 });
      expect(await read(id)).toMatchObject({ status: 'PENDING', attempts: attempt });
    }
    expect(await deliverPending(provider, 10, fetcher)).toMatchObject({ failed: 1 });
    const row = await read(id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_DELIVERY_ATTEMPTS });
    expect(row?.last_error).toContain('HTTP 503');
  });

  it('fails at once on a permanent refusal (422) and on a thrown network error retries', async () => {
    const refused = await queue('refused@example.com');
    expect(await deliverPending(provider, 10, fakeProvider(422).fetcher)).toMatchObject({ failed: 1 });
    expect(await read(refused)).toMatchObject({ status: 'FAILED', attempts: 1 });

    const offline = await queue('offline@example.com');
    const throwing = (async () => {
      throw new TypeError('network down');
    }) as typeof fetch;
    expect(await deliverPending(provider, 10, throwing)).toMatchObject({ retried: 1 });
    const row = await read(offline);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.last_error).toContain('network down');
  });

  it('sends nothing without an API URL or key', async () => {
    const id = await queue('nokey@example.com');
    const { calls, fetcher } = fakeProvider(200);
    await deliverPending({ ...provider, MAIL_API_KEY: undefined }, 10, fetcher);
    await deliverPending({ ...provider, MAIL_API_URL: '' }, 10, fetcher);
    expect(calls).toEqual([]);
    expect(await read(id)).toMatchObject({ status: 'PENDING', attempts: 0 });
  });
});

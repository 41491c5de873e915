import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdClockAtWindowStart } from '../test/clock.ts';

const API = 'https://itaca.test/api/rs/public';
const INFO_EMAIL = 'help-desk@itaca.test';
const TABLES = ['help_requests', 'email_outbox'] as const;

let counter = 0;
function freshIp(): string {
  counter++;
  return `192.0.2.${counter}-${Date.now().toString(36)}`;
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${API}/help-request/join`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function counts(): Promise<Record<string, number>> {
  const rows = await env.DB.batch<{ n: number }>(
    TABLES.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i]?.results[0]?.n ?? 0]));
}

async function lastHelpRequest() {
  return env.DB.prepare(
    'SELECT type, hours, phone, email, sender, text FROM help_requests ORDER BY id DESC LIMIT 1',
  ).first();
}

async function lastEmail() {
  return env.DB.prepare(
    'SELECT to_address, subject, body_text, template FROM email_outbox ORDER BY id DESC LIMIT 1',
  ).first<{
    to_address: string;
    subject: string;
    body_text: string;
    template: string;
  }>();
}

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO about (id, brand, company_name, company_legal_name, company_vat, company_address_json,
       registered_office_json, chamber_commerce_number, ui_info_email, phone, ui_url)
     VALUES (1, 'Itaca', 'Itaca', 'Itaca S.r.l.', 'IT12345678901', '{}', '{}', 'RM-123', ?, '+39 061234567', 'https://itaca.test')`,
  )
    .bind(INFO_EMAIL)
    .run();
});
afterAll(async () => {
  await env.DB.prepare('DELETE FROM about').run();
});

/** Makes `table` unusable for the duration of `run`, to see how a route fails unexpectedly. */
async function withTableMissing(table: string, run: () => Promise<void>): Promise<void> {
  await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
  try {
    await run();
  } finally {
    await env.DB.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
  }
}

const byPhone = { type: 'PHONE', phone: '+39 3331234567', text: 'Please call me.', sender: 'Maria Rossi' };
const byEmail = { type: 'EMAIL', email: 'maria@example.com', text: 'How do I add rooms?' };

describe('POST /api/rs/public/help-request/join', () => {
  it('stores a call-back request with the default slot and notifies the info address', async () => {
    const res = await post(byPhone);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Help request received. We will contact you soon.' });
    expect(await lastHelpRequest()).toEqual({
      type: 'PHONE',
      hours: '10-11',
      phone: '+39 3331234567',
      email: null,
      sender: 'Maria Rossi',
      text: 'Please call me.',
    });
    const email = await lastEmail();
    expect(email).toMatchObject({
      to_address: INFO_EMAIL,
      template: 'help-request',
      subject: 'Call-back request (10-11)',
    });
    expect(email?.body_text).toContain('Phone: +39 3331234567');
    expect(email?.body_text).toContain('Please call me.');
  });

  it('stores an e-mail request without a slot', async () => {
    const res = await post({ ...byEmail, hours: '15-16' });
    expect(res.status).toBe(201);
    expect(await lastHelpRequest()).toEqual({
      type: 'EMAIL',
      hours: null,
      phone: null,
      email: 'maria@example.com',
      sender: null,
      text: 'How do I add rooms?',
    });
    expect((await lastEmail())?.body_text).toContain('E-mail: maria@example.com');
  });

  it('stores injection-looking text verbatim', async () => {
    const text = "'; DROP TABLE hotels; --\n<script>alert(1)</script>";
    const res = await post({ ...byPhone, text, sender: '<b>Maria</b>' });
    expect(res.status).toBe(201);
    expect(await lastHelpRequest()).toMatchObject({ text, sender: '<b>Maria</b>' });
  });

  it.each([
    ['type missing', { ...byPhone, type: undefined }, 'type', 'error.required'],
    ['type unknown', { ...byPhone, type: 'SMS' }, 'type', 'error.field.generic.invalid'],
    ['hours unknown', { ...byPhone, hours: '18-19' }, 'hours', 'error.field.generic.invalid'],
    ['phone missing', { ...byPhone, phone: undefined }, 'phone', 'error.required'],
    ['phone invalid', { ...byPhone, phone: 'call me' }, 'phone', 'error.phone.number'],
    ['phone script', { ...byPhone, phone: '<script>' }, 'phone', 'error.phone.number'],
    ['email missing', { ...byEmail, email: undefined }, 'email', 'error.required'],
    ['email invalid', { ...byEmail, email: 'maria@' }, 'email', 'error.email.invalid'],
    [
      'email 10,000 chars',
      { ...byEmail, email: `${'m'.repeat(10_000)}@x.it` },
      'email',
      'error.field.generic.maxlength',
    ],
    ['text missing', { ...byPhone, text: undefined }, 'text', 'error.required'],
    ['text too long', { ...byPhone, text: 'x'.repeat(1001) }, 'text', 'error.field.generic.maxlength'],
    ['text an object', { ...byPhone, text: { $gt: '' } }, 'text', 'error.field.generic.invalid'],
    ['sender too long', { ...byPhone, sender: 'x'.repeat(121) }, 'sender', 'error.field.generic.maxlength'],
  ])('%s → 400, nothing written', async (_label, body, field, code) => {
    const before = await counts();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect((await res.json<{ errors: unknown[] }>()).errors).toEqual([{ field, code }]);
    expect(await counts()).toEqual(before);
  });

  it.each<[string, number, string, Record<string, string>]>([
    ['malformed JSON', 400, '{"type":', {}],
    ['wrong content type', 415, JSON.stringify(byPhone), { 'Content-Type': 'text/plain' }],
    ['a 1 MB body', 413, JSON.stringify({ ...byPhone, text: 'x'.repeat(1024 * 1024) }), {}],
    ['a cross-site request', 403, JSON.stringify(byPhone), { 'Sec-Fetch-Site': 'cross-site' }],
  ])('%s → %i, nothing written', async (_label, status, body, headers) => {
    const before = await counts();
    const res = await post(body, headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toHaveProperty('errors');
    expect(await counts()).toEqual(before);
  });

  it('limits a client address to 10 requests an hour', async () => {
    holdClockAtWindowStart(3600);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post(byPhone, { 'CF-Connecting-IP': ip })).status).toBe(201);
    const before = await counts();
    const res = await post(byPhone, { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it("answers 500 with the spec's failure text when storage fails", async () => {
    await withTableMissing('help_requests', async () => {
      const res = await post(byPhone);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Error sending help request', errors: [] });
    });
  });

  it('still stores the request when no About row exists', async () => {
    await env.DB.prepare('DELETE FROM about').run();
    const before = await counts();
    expect((await post(byEmail)).status).toBe(201);
    expect(await counts()).toEqual({ ...before, help_requests: (before.help_requests ?? 0) + 1 });
  });
});

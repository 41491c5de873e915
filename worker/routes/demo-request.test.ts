import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdClockAtWindowStart } from '../test/clock.ts';

const API = 'https://itaca.test/api/rs/public';
const INFO_EMAIL = 'info@itaca.test';
const TABLES = ['demo_requests', 'email_outbox'] as const;

let counter = 0;
/** A fresh client address and e-mail per call, so rate-limit counters never collide. */
function fresh() {
  counter++;
  const unique = `${Date.now().toString(36)}${counter}`;
  return { ip: `203.0.113.${counter % 250}:${unique}`, email: `maria.${unique}@example.com` };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function counts(): Promise<Record<string, number>> {
  const rows = await env.DB.batch<{ n: number }>(
    TABLES.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i]?.results[0]?.n ?? 0]));
}

type OutboxRow = {
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  template: string;
};

async function outboxFor(address: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT to_address, subject, body_text, body_html, template FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(address)
    .all<OutboxRow>();
  return results;
}

async function notificationsMentioning(text: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT to_address, subject, body_text, body_html, template FROM email_outbox
     WHERE template = 'demo-request-notification' AND instr(body_text, ?) > 0`,
  )
    .bind(text)
    .all<OutboxRow>();
  return results;
}

/** Makes `table` unusable for the duration of `run`, to see how a route fails unexpectedly. */
async function withTableMissing(table: string, run: () => Promise<void>): Promise<void> {
  await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
  try {
    await run();
  } finally {
    await env.DB.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
  }
}

const ABOUT = `INSERT OR REPLACE INTO about (id, brand, company_name, company_legal_name, company_vat, company_address_json,
  registered_office_json, chamber_commerce_number, ui_info_email, phone, ui_url, demo_trial_days)
  VALUES (1, 'Itaca', 'Itaca', 'Itaca S.r.l.', 'IT12345678901', '{}', '{}', 'RM-123', ?, '+39 061234567', 'https://itaca.test', 45)`;

beforeAll(async () => {
  await env.DB.prepare(ABOUT).bind(INFO_EMAIL).run();
});
afterAll(async () => {
  await env.DB.prepare('DELETE FROM about').run();
});

function demo(email: string, patch: Record<string, unknown> = {}) {
  return { name: 'Maria', surname: 'Rossi', email, hotelName: 'Hotel Roma', privacy: true, ...patch };
}

describe('POST /api/rs/public/demo-request/', () => {
  it('stores the request and queues a confirmation and a notification', async () => {
    const { ip, email } = fresh();
    const body = demo(email, {
      phone: '+39 3331234567',
      hotelType: 'BB',
      roomsNumber: 8,
      message: 'We open in May.',
      language: 'it',
    });
    const res = await post('/demo-request/', body, { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Demo request received' });

    const row = await env.DB.prepare('SELECT * FROM demo_requests WHERE email = ?').bind(email).first();
    expect(row).toMatchObject({
      name: 'Maria',
      surname: 'Rossi',
      email,
      phone: '+39 3331234567',
      hotel_name: 'Hotel Roma',
      hotel_type: 'BB',
      rooms_number: 8,
      message: 'We open in May.',
      language: 'it',
      privacy_accepted: 1,
    });

    const [confirmation, ...others] = await outboxFor(email);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({ template: 'demo-request-confirmation' });
    expect(confirmation?.body_html).toContain('lang="it"');
    expect(confirmation?.body_html).toContain('Ciao Maria,');
    expect(confirmation?.subject).toMatch(/richiesta di demo/);
    expect(confirmation?.body_text).toContain('45 giorni');

    const [notification] = await notificationsMentioning(email);
    expect(notification).toMatchObject({ to_address: INFO_EMAIL, template: 'demo-request-notification' });
    expect(notification?.body_text).toContain('Hotel: Hotel Roma');
  });

  it('accepts the path without the trailing slash, in English by default', async () => {
    const { ip, email } = fresh();
    const res = await post('/demo-request', demo(email), { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(201);
    const [confirmation] = await outboxFor(email);
    expect(confirmation?.subject).toBe('We received your demo request');
    expect(confirmation?.body_text).toContain('The free trial lasts 45 days.');
    expect(await notificationsMentioning(email)).toHaveLength(1);
  });

  it('stores injection-looking text verbatim, as data', async () => {
    const { ip, email } = fresh();
    const hostile = {
      name: "'; DROP TABLE hotels; --",
      surname: 'Robert"); DELETE FROM managers;--',
      hotelName: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)>\n{{constructor}}',
    };
    const res = await post('/demo-request/', demo(email, hostile), { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare(
      'SELECT name, surname, hotel_name, message FROM demo_requests WHERE email = ?',
    )
      .bind(email)
      .first();
    expect(row).toEqual({
      name: hostile.name,
      surname: hostile.surname,
      hotel_name: hostile.hotelName,
      message: hostile.message,
    });
    const tables = await env.DB.prepare(
      "SELECT count(*) AS n FROM sqlite_master WHERE name IN ('hotels', 'managers')",
    ).first<{ n: number }>();
    expect(tables?.n).toBe(2);
  });

  it.each([
    ['name missing', { name: undefined }, 'name', 'error.required'],
    ['name blank', { name: '  ' }, 'name', 'error.required'],
    ['name a number', { name: 7 }, 'name', 'error.field.generic.invalid'],
    ['name too long', { name: 'x'.repeat(61) }, 'name', 'error.field.generic.maxlength'],
    ['surname missing', { surname: undefined }, 'surname', 'error.required'],
    ['email missing', { email: undefined }, 'email', 'error.required'],
    ['email invalid', { email: 'maria@@example.com' }, 'email', 'error.email.invalid'],
    ['email script', { email: '<script>alert(1)</script>@x.com' }, 'email', 'error.email.invalid'],
    ['email SQL', { email: "x'; DROP TABLE hotels; --@x.com" }, 'email', 'error.email.invalid'],
    [
      'email 10,000 characters',
      { email: `${'a'.repeat(10_000)}@example.com` },
      'email',
      'error.field.generic.maxlength',
    ],
    ['phone invalid', { phone: '+39 333 abc' }, 'phone', 'error.phone.number'],
    ['hotelName missing', { hotelName: undefined }, 'hotelName', 'error.required'],
    ['hotelName too long', { hotelName: 'x'.repeat(121) }, 'hotelName', 'error.field.generic.maxlength'],
    ['hotelType unknown', { hotelType: 'CASTLE' }, 'hotelType', 'error.field.generic.invalid'],
    ['roomsNumber 0', { roomsNumber: 0 }, 'roomsNumber', 'error.field.min'],
    ['roomsNumber 1000', { roomsNumber: 1000 }, 'roomsNumber', 'error.field.max'],
    ['roomsNumber a string', { roomsNumber: 'ten' }, 'roomsNumber', 'error.field.generic.invalid'],
    ['message too long', { message: 'x'.repeat(401) }, 'message', 'error.field.generic.maxlength'],
    ['language unknown', { language: 'de' }, 'language', 'error.field.generic.invalid'],
    ['privacy false', { privacy: false }, 'privacy', 'error.required'],
    ['privacy missing', { privacy: undefined }, 'privacy', 'error.required'],
  ])('%s → 400, nothing written', async (_label, patch, field, code) => {
    const { ip, email } = fresh();
    const before = await counts();
    const res = await post('/demo-request/', demo(email, patch), { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(400);
    const body = await res.json<{ message: string; errors: { field: string; code: string }[] }>();
    expect(body.errors).toEqual([{ field, code }]);
    expect(body.message).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it.each<[string, number, RequestInit]>([
    ['an empty object', 400, { body: '{}' }],
    ['no body', 400, { body: null }],
    ['malformed JSON', 400, { body: '{"name": "Maria",' }],
    ['a JSON array', 400, { body: '[]' }],
    ['a JSON string', 400, { body: '"hello"' }],
    [
      'form data',
      415,
      { body: 'name=Maria', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
    ],
    ['text/plain JSON', 415, { body: '{}', headers: { 'Content-Type': 'text/plain' } }],
    ['a 1 MB body', 413, { body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }) }],
    ['a cross-site request', 403, { body: '{}', headers: { 'Sec-Fetch-Site': 'cross-site' } }],
    ['a foreign Origin', 403, { body: '{}', headers: { Origin: 'https://evil.example' } }],
  ])('%s → %i in the error shape, nothing written', async (_label, status, init) => {
    const { ip } = fresh();
    const before = await counts();
    const res = await SELF.fetch(`${API}/demo-request/`, {
      method: 'POST',
      ...init,
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...(init.headers as object) },
    });
    expect(res.status).toBe(status);
    const body = await res.json<{ message: string; errors: unknown[] }>();
    expect(typeof body.message).toBe('string');
    expect(Array.isArray(body.errors)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('reports every missing field of an empty object', async () => {
    const res = await post('/demo-request/', {}, { 'CF-Connecting-IP': fresh().ip });
    const body = await res.json<{ errors: { field: string; code: string }[] }>();
    expect(body.errors).toEqual([
      { field: 'name', code: 'error.required' },
      { field: 'surname', code: 'error.required' },
      { field: 'email', code: 'error.required' },
      { field: 'hotelName', code: 'error.required' },
      { field: 'privacy', code: 'error.required' },
    ]);
  });

  it('limits a client address to 5 requests an hour', async () => {
    holdClockAtWindowStart(3600);
    const { ip } = fresh();
    for (let i = 0; i < 5; i++) {
      const res = await post('/demo-request/', demo(fresh().email), { 'CF-Connecting-IP': ip });
      expect(res.status).toBe(201);
    }
    const before = await counts();
    const res = await post('/demo-request/', demo(fresh().email), { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ errors: [{ field: 'request', code: 'error.rate.limit' }] });
    expect(await counts()).toEqual(before);
    // Another address is not affected.
    expect(
      (await post('/demo-request/', demo(fresh().email), { 'CF-Connecting-IP': fresh().ip })).status,
    ).toBe(201);
  });

  it('limits an e-mail address to 3 requests a day, whatever its case', async () => {
    holdClockAtWindowStart(86400);
    const { email } = fresh();
    for (const address of [email, email.toUpperCase(), email]) {
      const res = await post('/demo-request/', demo(address), { 'CF-Connecting-IP': fresh().ip });
      expect(res.status).toBe(201);
    }
    const before = await counts();
    const res = await post('/demo-request/', demo(email), { 'CF-Connecting-IP': fresh().ip });
    expect(res.status).toBe(429);
    expect(await counts()).toEqual(before);
  });

  it('still confirms to the requester when no About row exists', async () => {
    await env.DB.prepare('DELETE FROM about').run();
    try {
      const { ip, email } = fresh();
      const res = await post('/demo-request/', demo(email), { 'CF-Connecting-IP': ip });
      expect(res.status).toBe(201);
      const [confirmation] = await outboxFor(email);
      expect(confirmation?.body_text).toContain('30 days');
      expect(await notificationsMentioning(email)).toEqual([]);
    } finally {
      await env.DB.prepare(ABOUT).bind(INFO_EMAIL).run();
    }
  });

  it("answers 500 with the spec's failure text when storage fails", async () => {
    await withTableMissing('demo_requests', async () => {
      const res = await post('/demo-request/', demo(fresh().email), { 'CF-Connecting-IP': fresh().ip });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Error sending demo request', errors: [] });
    });
  });
});

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { app } from '../app.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { sha256Hex } from '../security/tokens.ts';
import { holdClockAtWindowStart } from '../test/clock.ts';

const API = 'https://itaca.test/api/rs/public';
const OLD_PASSWORD = 'Manager2026!';
const NEW_PASSWORD = 'Brand-New-2027';
const OLD_HASH = await hashPassword(OLD_PASSWORD);
const FORGOT_MESSAGE = 'If the address belongs to an account, we have sent a link to reset the password.';
const INVALID_LINK = {
  message: 'The reset link is invalid or has expired',
  errors: [{ field: 'hash', code: 'error.reset.link.invalid' }],
};

let counter = 0;
async function setup(overrides: { enabled?: boolean; language?: string } = {}) {
  counter++;
  const unique = `${Date.now().toString(36)}${counter}`;
  const email = `reset.${unique}@example.com`;
  const id = await insertManager(env.DB, {
    email,
    username: `reset_${unique}`,
    name: 'Giulia',
    surname: 'Bianchi',
    passwordHash: OLD_HASH,
    ...overrides,
  });
  return { id, email, ip: `198.51.100.${100 + counter}` };
}

function post(path: string, body: unknown, ip: string, headers: Record<string, string> = {}) {
  return SELF.fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type OutboxMessage = {
  id: number;
  subject: string;
  body_text: string;
  body_html: string | null;
  template: string;
};

async function outboxFor(email: string): Promise<OutboxMessage[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, subject, body_text, body_html, template FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<OutboxMessage>();
  return results;
}

/** The id and secret of the newest reset link mailed to `email`. */
async function linkFor(email: string): Promise<{ url: URL; id: string; hash: string }> {
  const mails = (await outboxFor(email)).filter((m) => m.template === 'password-reset');
  const text = mails.at(-1)?.body_text ?? '';
  const match = /https:\/\/itaca\.test\/\S+/.exec(text);
  if (!match) throw new Error(`No link in ${text}`);
  const url = new URL(match[0]);
  return { url, id: url.searchParams.get('id') ?? '', hash: url.searchParams.get('hashCode') ?? '' };
}

async function requestReset(email: string, ip: string) {
  return post('/resetPassword/manager', { email }, ip);
}

function setNew(link: { id: string; hash: string }, ip: string, password = NEW_PASSWORD) {
  return post(
    '/resetPassword/manager/new',
    { id: link.id, hash: link.hash, password, confirmPassword: password },
    ip,
  );
}

async function login(email: string, password: string, ip: string) {
  return post('/session', { email, password }, ip);
}

function cookieOf(res: Response): string {
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.split(';')[0] ?? ''
  );
}

describe('POST /resetPassword/manager', () => {
  it('answers the same for known and unknown addresses, and mails a link only to the known one', async () => {
    const m = await setup();
    const known = await requestReset(m.email, m.ip);
    const unknown = await requestReset(`nobody.${counter}@example.com`, m.ip);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownBody = await known.text();
    expect(knownBody).toBe(JSON.stringify({ message: FORGOT_MESSAGE }));
    expect(await unknown.text()).toBe(knownBody);
    expect(await outboxFor(`nobody.${counter}@example.com`)).toEqual([]);

    const mails = await outboxFor(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('password-reset');
    expect(mails[0]?.subject).toBe('Reset your Itaca password');
    const link = await linkFor(m.email);
    expect(`${link.url.origin}${link.url.pathname}`).toBe('https://itaca.test/password/reset');
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mails[0]?.body_html).toContain(`href="${link.url.toString().replace(/&/g, '&amp;')}"`);

    // Only the SHA-256 of the secret is stored; the link expires after 30 minutes.
    const row = await env.DB.prepare('SELECT * FROM password_reset_tokens WHERE id = ?')
      .bind(link.id)
      .first<{ token_hash: string; expires_at: string; created_date: string; manager_id: number }>();
    expect(row?.manager_id).toBe(m.id);
    expect(row?.token_hash).toBe(await sha256Hex(link.hash));
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_date ?? '')).toBe(30 * 60_000);
  });

  it('builds the link from SITE_URL, never from the Host header, in the manager language', async () => {
    const m = await setup({ language: 'it' });
    const res = await SELF.fetch('https://evil.example/api/rs/public/resetPassword/manager', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': m.ip, Host: 'evil.example' },
      body: JSON.stringify({ email: m.email }),
    });
    expect(res.status).toBe(200);
    const link = await linkFor(m.email);
    expect(`${link.url.origin}${link.url.pathname}`).toBe('https://itaca.test/it/password/reset');
    const mail = (await outboxFor(m.email))[0];
    expect(mail?.subject).toBe('Reimposta la password di Itaca');
    expect(mail?.body_text).toContain('Ciao Giulia');
    expect(mail?.body_text).not.toContain('evil.example');
  });

  it('starts delivery after the response when a provider is configured (and copes without a context)', async () => {
    const m = await setup();
    // Port 9 (discard) on loopback refuses the connection at once: the attempt is recorded.
    const providerEnv = {
      ...env,
      MAIL_PROVIDER: 'resend',
      MAIL_API_URL: 'http://127.0.0.1:9/emails',
      MAIL_API_KEY: 'k',
    };
    const pending: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (promise: Promise<unknown>) => {
        pending.push(promise);
      },
      passThroughOnException: () => {},
      props: {},
    };
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': m.ip },
      body: JSON.stringify({ email: m.email }),
    };
    const res = await app.request('/api/rs/public/resetPassword/manager', init, providerEnv, ctx);
    expect(res.status).toBe(200);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const row = await env.DB.prepare(
      'SELECT status, attempts, last_error FROM email_outbox WHERE to_address = ?',
    )
      .bind(m.email)
      .first<{ status: string; attempts: number; last_error: string | null }>();
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row?.last_error).not.toBeNull();

    const withoutContext = await app.request('/api/rs/public/resetPassword/manager', init, providerEnv);
    expect(withoutContext.status).toBe(200);
  });

  it('sends nothing for a disabled manager, with the same answer', async () => {
    const m = await setup({ enabled: false });
    const res = await requestReset(m.email, m.ip);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: FORGOT_MESSAGE });
    expect(await outboxFor(m.email)).toEqual([]);
  });

  it('invalidates the older links when a new one is issued', async () => {
    const m = await setup();
    await requestReset(m.email, m.ip);
    const first = await linkFor(m.email);
    await requestReset(m.email, m.ip);
    const second = await linkFor(m.email);
    expect(second.id).not.toBe(first.id);
    const old = await setNew(first, m.ip);
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual(INVALID_LINK);
    expect((await setNew(second, m.ip)).status).toBe(200);
  });

  it('limits requests per account (3) and per address (10) per 15 minutes', async () => {
    holdClockAtWindowStart(15 * 60);
    const m = await setup();
    for (let i = 0; i < 3; i++) expect((await requestReset(m.email, `${m.ip}${i}`)).status).toBe(200);
    const limited = await requestReset(m.email.toUpperCase(), '192.0.2.150');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/try again/i);
    expect(await outboxFor(m.email)).toHaveLength(3);

    const ip = '192.0.2.151';
    for (let i = 0; i < 10; i++) expect((await requestReset(`x${i}.${m.email}`, ip)).status).toBe(200);
    expect((await requestReset(`y.${m.email}`, ip)).status).toBe(429);
  });

  it('rejects bad input with field codes and writes nothing', async () => {
    const m = await setup();
    const count = () =>
      env.DB.prepare(
        'SELECT (SELECT COUNT(*) FROM password_reset_tokens) AS t, (SELECT COUNT(*) FROM email_outbox) AS o, (SELECT COUNT(*) FROM rate_limits) AS r',
      ).first();
    const before = await count();
    const cases: [unknown, { field: string; code: string }[]][] = [
      [{}, [{ field: 'email', code: 'error.required' }]],
      [{ email: '' }, [{ field: 'email', code: 'error.required' }]],
      [{ email: ['a@b.it'] }, [{ field: 'email', code: 'error.field.generic.invalid' }]],
      [{ email: 'not-an-email' }, [{ field: 'email', code: 'error.email.invalid' }]],
      [
        { email: `${'a'.repeat(10_000)}@example.com` },
        [{ field: 'email', code: 'error.field.generic.maxlength' }],
      ],
      [null, [{ field: 'body', code: 'error.field.generic.invalid' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await post('/resetPassword/manager', body, m.ip);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
    }
    expect((await post('/resetPassword/manager', '{"email"', m.ip)).status).toBe(400);
    expect(await count()).toEqual(before);
  });
});

describe('POST /resetPassword/manager/new', () => {
  it('resets the password end to end: old fails, new works, sessions gone, link single-use', async () => {
    const m = await setup();
    const session = cookieOf(await login(m.email, OLD_PASSWORD, m.ip));
    const other = cookieOf(await login(m.email, OLD_PASSWORD, `${m.ip}9`));
    expect(session).not.toBe('');
    await requestReset(m.email, m.ip);
    const link = await linkFor(m.email);

    const res = await post(
      '/resetPassword/manager/new',
      { id: link.id, hash: link.hash, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      m.ip,
      { Cookie: session },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Password changed' });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/__Host-itaca_session=;.*Max-Age=0/);
    // The signed-in hint goes with the session it stood for.
    expect(res.headers.getSetCookie().join('\n')).toMatch(/__Host-itaca_signed_in=;.*Max-Age=0/);

    const sessions = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE manager_id = ?')
      .bind(m.id)
      .first<{ n: number }>();
    expect(sessions?.n).toBe(0);
    for (const cookie of [session, other]) {
      expect((await SELF.fetch(`${API}/me`, { headers: { Cookie: cookie } })).status).toBe(401);
    }
    const manager = await env.DB.prepare(
      'SELECT password_hash, password_changed_date, created_date FROM managers WHERE id = ?',
    )
      .bind(m.id)
      .first<{ password_hash: string; password_changed_date: string; created_date: string }>();
    expect(manager?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(manager?.password_changed_date).not.toBe(manager?.created_date);
    const token = await env.DB.prepare('SELECT used_at FROM password_reset_tokens WHERE id = ?')
      .bind(link.id)
      .first<{ used_at: string | null }>();
    expect(token?.used_at).not.toBeNull();

    expect((await login(m.email, OLD_PASSWORD, `${m.ip}8`)).status).toBe(401);
    expect((await login(m.email, NEW_PASSWORD, `${m.ip}7`)).status).toBe(200);

    const reuse = await setNew(link, m.ip, 'Another-Pass-3');
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual(INVALID_LINK);
    expect((await login(m.email, 'Another-Pass-3', `${m.ip}6`)).status).toBe(401);

    const notice = (await outboxFor(m.email)).find((mail) => mail.template === 'password-changed');
    expect(notice?.subject).toBe('Your Itaca password was changed');
    expect(notice?.body_text).toContain('https://itaca.test/login');
  });

  it('rejects an expired link and a link issued 31 minutes ago', async () => {
    const m = await setup();
    await requestReset(m.email, m.ip);
    const link = await linkFor(m.email);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    // Issued 31 minutes ago, so it expired a minute ago.
    await env.DB.prepare('UPDATE password_reset_tokens SET created_date = ?, expires_at = ? WHERE id = ?')
      .bind(ago(31), ago(1), link.id)
      .run();
    const res = await setNew(link, m.ip);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_LINK);
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = ? WHERE id = ?')
      .bind(ago(0.01), link.id)
      .run();
    expect((await setNew(link, m.ip)).status).toBe(400);
    expect((await login(m.email, OLD_PASSWORD, m.ip)).status).toBe(200);
  });

  it('rejects unknown ids, wrong secrets and swapped values alike', async () => {
    const m = await setup();
    await requestReset(m.email, m.ip);
    const link = await linkFor(m.email);
    for (const attempt of [
      { id: 'unknown-id-0000000000', hash: link.hash },
      { id: link.id, hash: `${link.hash.slice(0, -1)}${link.hash.endsWith('A') ? 'B' : 'A'}` },
      { id: link.hash, hash: link.id },
    ]) {
      const res = await setNew(attempt, m.ip);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(INVALID_LINK);
    }
    // The real link still works afterwards.
    expect((await setNew(link, m.ip)).status).toBe(200);
  });

  it('checks the password rules and the confirmation, writing nothing', async () => {
    const m = await setup();
    await requestReset(m.email, m.ip);
    const link = await linkFor(m.email);
    const count = () =>
      env.DB.prepare(
        'SELECT (SELECT password_hash FROM managers WHERE id = ?) AS p, (SELECT COUNT(*) FROM rate_limits) AS r, (SELECT used_at FROM password_reset_tokens WHERE id = ?) AS u',
      )
        .bind(m.id, link.id)
        .first();
    const before = await count();
    const base = { id: link.id, hash: link.hash };
    const cases: [unknown, { field: string; code: string }[]][] = [
      [
        {},
        [
          { field: 'id', code: 'error.required' },
          { field: 'hash', code: 'error.required' },
          { field: 'password', code: 'error.required' },
          { field: 'confirmPassword', code: 'error.required' },
        ],
      ],
      [
        { ...base, password: 'Short1', confirmPassword: 'Short1' },
        [{ field: 'password', code: 'error.field.generic.minlength' }],
      ],
      [
        { ...base, password: 'alllowercase1', confirmPassword: 'alllowercase1' },
        [{ field: 'password', code: 'error.field.generic.invalid' }],
      ],
      [
        { ...base, password: 'NoDigitsHere', confirmPassword: 'NoDigitsHere' },
        [{ field: 'password', code: 'error.field.generic.invalid' }],
      ],
      [
        { ...base, password: 'With Space1A', confirmPassword: 'With Space1A' },
        [{ field: 'password', code: 'error.field.generic.invalid' }],
      ],
      [
        { ...base, password: `Aa1${'x'.repeat(30)}`, confirmPassword: `Aa1${'x'.repeat(30)}` },
        [{ field: 'password', code: 'error.field.generic.maxlength' }],
      ],
      [
        { ...base, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
        [{ field: 'confirmPassword', code: 'error.password.match' }],
      ],
      [
        { ...base, password: 12345678, confirmPassword: 12345678 },
        [
          { field: 'password', code: 'error.field.generic.invalid' },
          { field: 'confirmPassword', code: 'error.field.generic.invalid' },
        ],
      ],
      [
        { id: 'x'.repeat(10_000), hash: link.hash, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        [{ field: 'id', code: 'error.field.generic.maxlength' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await post('/resetPassword/manager/new', body, m.ip);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
    }
    expect((await post('/resetPassword/manager/new', 'not json', m.ip)).status).toBe(400);
    expect(await count()).toEqual(before);
  });

  it('limits attempts per address to 20 per 15 minutes', async () => {
    const m = await setup();
    const ip = '192.0.2.160';
    const bogus = { id: 'unknown-id-0000000000', hash: 'x'.repeat(43) };
    for (let i = 0; i < 20; i++) expect((await setNew(bogus, ip)).status).toBe(400);
    const res = await setNew(bogus, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(m.id).toBeGreaterThan(0);
  });
});

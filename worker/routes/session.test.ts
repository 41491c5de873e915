import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_REMEMBER_ME_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SIGNED_IN_HINT_COOKIE,
} from '../security/session.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';

const API = 'https://itaca.test/api/rs/public';
const PASSWORD = 'Manager2026!';
const PASSWORD_HASH = await hashPassword(PASSWORD);

let counter = 0;
/** A fresh manager and a fresh client address per test, so counters never collide. */
async function setup(overrides: { enabled?: boolean; language?: string } = {}) {
  counter++;
  const unique = `${Date.now().toString(36)}${counter}`;
  const email = `manager.${unique}@example.com`;
  const username = `mgr_${unique}`;
  const id = await insertManager(env.DB, {
    email,
    username,
    name: 'Maria',
    surname: 'Rossi',
    passwordHash: PASSWORD_HASH,
    ...overrides,
  });
  return { id, email, username, ip: `198.51.100.${counter}` };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function login(
  email: string,
  password: string,
  ip: string,
  extra: Record<string, unknown> = {},
  cookie?: string,
) {
  return post(
    '/session',
    { email, password, ...extra },
    { 'CF-Connecting-IP': ip, ...(cookie ? { Cookie: cookie } : {}) },
  );
}

/** `name=value` of the session cookie a response sets. */
function sessionCookie(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error('No session cookie set');
  return header.split(';')[0] ?? '';
}

async function countSessions(managerId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE manager_id = ?')
    .bind(managerId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function insertSession(
  managerId: number,
  times: { lastSeen: number; idle: number; absolute: number },
): Promise<{ cookie: string; hash: string }> {
  const token = randomToken(32);
  const hash = await sha256Hex(token);
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  await env.DB.prepare(
    `INSERT INTO sessions (token_hash, manager_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
    .bind(hash, managerId, at(-60 * 60_000), at(times.lastSeen), at(times.idle), at(times.absolute))
    .run();
  return { cookie: `${SESSION_COOKIE}=${token}`, hash };
}

/** Moves a subject's last failure `seconds` into the past (time passing, without waiting). */
async function ageFailures(subject: string, seconds: number) {
  await env.DB.prepare('UPDATE login_throttle SET last_failure_at = last_failure_at - ? WHERE subject = ?')
    .bind(seconds, subject)
    .run();
}

async function failures(subject: string) {
  return env.DB.prepare('SELECT failures FROM login_throttle WHERE subject = ?')
    .bind(subject)
    .first<{ failures: number }>();
}

const me = (cookie?: string) => SELF.fetch(`${API}/me`, cookie ? { headers: { Cookie: cookie } } : {});

/** The Set-Cookie header a response sends for the signed-in hint, or ''. */
const hintHeader = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`)) ?? '';

const HINT = `${SIGNED_IN_HINT_COOKIE}=1`;

/** True when the response expires the hint with the attributes it was set with. */
const clearsHint = (res: Response) => {
  const attributes = hintHeader(res)
    .split(';')
    .map((a) => a.trim().toLowerCase());
  return (
    attributes[0] === `${SIGNED_IN_HINT_COOKIE.toLowerCase()}=` &&
    ['max-age=0', 'path=/', 'secure', 'samesite=lax'].every((a) => attributes.includes(a))
  );
};

describe('POST /session', () => {
  it('logs in, sets a __Host- session cookie with the right attributes and returns Me', async () => {
    const m = await setup();
    const res = await login(m.email.toUpperCase(), PASSWORD, m.ip);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: m.id,
      username: m.username,
      email: m.email,
      name: 'Maria',
      surname: 'Rossi',
      avatar: null,
      language: 'en',
    });
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(header).toMatch(/^__Host-itaca_session=[A-Za-z0-9_-]{43};/);
    const attributes = header.split(';').map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'httponly', 'secure', 'samesite=lax']));
    expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
    // Without "remember me" the cookie ends with the browser session.
    expect(attributes.some((a) => a.startsWith('max-age=') || a.startsWith('expires='))).toBe(false);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // The signed-in hint: the same attributes, but readable by page scripts, and no secret in it.
    const hint = hintHeader(res)
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(hint[0]).toBe('__host-itaca_signed_in=1');
    expect(hint.slice(1).sort()).toEqual(
      attributes
        .filter((a) => a !== 'httponly')
        .slice(1)
        .sort(),
    );

    // Only the SHA-256 of the token is stored.
    const token = sessionCookie(res).split('=')[1] ?? '';
    const row = await env.DB.prepare('SELECT * FROM sessions WHERE manager_id = ?')
      .bind(m.id)
      .first<Record<string, string>>();
    expect(row?.token_hash).toBe(await sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const absolute = Date.parse(row?.absolute_expires_at ?? '') - Date.parse(row?.created_at ?? '');
    expect(absolute).toBe(12 * 60 * 60_000);
    expect(Date.parse(row?.idle_expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(SESSION_IDLE_MS);

    const meRes = await me(sessionCookie(res));
    expect(meRes.status).toBe(200);
    expect(await meRes.json()).toMatchObject({ id: m.id, email: m.email, username: m.username });
  });

  it('accepts the username instead of the e-mail', async () => {
    const m = await setup();
    const res = await login(m.username, PASSWORD, m.ip);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: m.id });
  });

  it('keeps a "remember me" session for 30 days, with a persistent cookie', async () => {
    const m = await setup();
    const res = await login(m.email, PASSWORD, m.ip, { rememberMe: true });
    expect(res.status).toBe(200);
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(header).toContain(`Max-Age=${SESSION_REMEMBER_ME_MS / 1000}`);
    // The hint lives as long as the session cookie.
    expect(hintHeader(res)).toContain(`Max-Age=${SESSION_REMEMBER_ME_MS / 1000}`);
    const row = await env.DB.prepare(
      'SELECT created_at, absolute_expires_at FROM sessions WHERE manager_id = ?',
    )
      .bind(m.id)
      .first<{ created_at: string; absolute_expires_at: string }>();
    expect(Date.parse(row?.absolute_expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(
      SESSION_REMEMBER_ME_MS,
    );
  });

  it('issues a new token at every login and deletes the session presented at login', async () => {
    const m = await setup();
    const first = sessionCookie(await login(m.email, PASSWORD, m.ip));
    const second = sessionCookie(await login(m.email, PASSWORD, m.ip, {}, first));
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
    expect(await countSessions(m.id)).toBe(1);
  });

  it('answers wrong password, unknown e-mail and disabled account identically', async () => {
    const m = await setup();
    const disabled = await setup({ enabled: false });
    const wrong = await login(m.email, 'Wrong-password1', m.ip);
    const unknown = await login(`nobody.${m.username}@example.com`, PASSWORD, m.ip);
    const off = await login(disabled.email, PASSWORD, m.ip);
    const bodies = [await wrong.text(), await unknown.text(), await off.text()];
    expect([wrong.status, unknown.status, off.status]).toEqual([401, 401, 401]);
    expect(bodies[0]).toBe('{"message":"Invalid e-mail or password","errors":[]}');
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[2]).toBe(bodies[0]);
    for (const res of [wrong, unknown, off]) {
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await countSessions(m.id)).toBe(0);
    expect(await countSessions(disabled.id)).toBe(0);
  });

  it('spends comparable time on unknown e-mails and wrong passwords (PBKDF2 on both)', async () => {
    const m = await setup();
    const time = async (email: string) => {
      const start = performance.now();
      await login(email, 'Wrong-password1', `203.0.113.${counter}`);
      return performance.now() - start;
    };
    // workerd freezes timers during I/O-free compute, so compare only when the clock moves.
    const known = await time(m.email);
    const unknown = await time(`ghost.${m.username}@example.com`);
    if (known > 5) expect(unknown).toBeGreaterThan(known / 4);
  });

  it('throttles an account after 5 failures, e-mail and username sharing one counter, with a growing Retry-After', async () => {
    const m = await setup();
    // Five failures alternating the e-mail and the username, from five addresses.
    for (let i = 0; i < 5; i++) {
      const text = i % 2 === 0 ? m.email : m.username.toUpperCase();
      expect((await login(text, 'Wrong-password1', `${m.ip}${i}`)).status).toBe(401);
    }
    // Another address, the right password, the other login text: the account waits 30 s.
    const res = await login(m.username, PASSWORD, '192.0.2.200');
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    const body = (await res.json()) as { message: string; errors: unknown[] };
    expect(body.message).toMatch(/try again in (2[6-9]|30) seconds/);
    expect(body.errors).toEqual([{ field: 'request', code: 'error.rate.limit' }]);
    expect(Object.keys(body).sort()).toEqual(['errors', 'message']);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await countSessions(m.id)).toBe(0);
    // The wait doubles with each further failure: 1 min, 2 min, … capped at 15 min.
    const waits: number[] = [];
    for (let failures = 6; failures <= 11; failures++) {
      // The previous wait is over (a quarter of an hour later, well within the hour's memory).
      await ageFailures(`account:${m.id}`, 15 * 60 + 1);
      expect((await login(m.email, 'Wrong-password1', `${m.ip}9`)).status).toBe(401);
      const next = await login(m.email, PASSWORD, '192.0.2.201');
      expect(next.status).toBe(429);
      waits.push(Number(next.headers.get('Retry-After')));
    }
    expect(waits.map((w) => Math.round(w / 30) * 30)).toEqual([60, 120, 240, 480, 900, 900]);
  });

  it('resets the account counter on a success and never counts successes', async () => {
    const m = await setup();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(m.email, 'Wrong-password1', m.ip)).status).toBe(401);
      // 4 failures are free; the success forgets them, so the next 4 are free again.
      expect((await login(m.username, PASSWORD, m.ip)).status).toBe(200);
    }
    for (let i = 0; i < 12; i++) expect((await login(m.email, PASSWORD, m.ip)).status).toBe(200);
    expect(await failures(`account:${m.id}`)).toBeNull();
  });

  it('lets the manager in once the wait is over (a delay, not a lockout), and forgets failures after an hour', async () => {
    const m = await setup();
    for (let i = 0; i < 5; i++) expect((await login(m.email, 'Wrong-password1', m.ip)).status).toBe(401);
    expect((await login(m.email, PASSWORD, m.ip)).status).toBe(429);
    await ageFailures(`account:${m.id}`, 31);
    expect((await login(m.email, PASSWORD, m.ip)).status).toBe(200);
    // An hour after the last failure, earlier failures no longer count: one more is free.
    for (let i = 0; i < 5; i++)
      expect((await login(m.email, 'Wrong-password1', `${m.ip}7`)).status).toBe(401);
    await ageFailures(`account:${m.id}`, 60 * 60);
    expect((await login(m.email, 'Wrong-password1', `${m.ip}7`)).status).toBe(401);
    expect(await failures(`account:${m.id}`)).toEqual({ failures: 1 });
  });

  it('throttles unknown accounts exactly like known ones (no enumeration)', async () => {
    const m = await setup();
    const ghost = `ghost.${m.username}@example.com`;
    const answers = async (text: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(text, 'Wrong-password1', `${ip}${i}`);
        const body = (await res.json()) as { message: string; errors: unknown[] };
        out.push(
          `${res.status} ${res.headers.get('Retry-After') === null ? '-' : 'wait'} ${body.message.replace(/\d+/g, 'N')}`,
        );
      }
      return out;
    };
    const known = await answers(m.email, '203.0.113.1');
    expect(known.slice(0, 5)).toEqual(Array(5).fill('401 - Invalid e-mail or password'));
    expect(known[5]).toBe('429 wait Too many failed logins. Please try again in N seconds.');
    expect(await answers(ghost, '203.0.113.2')).toEqual(known);
  });

  it('throttles an address after 20 failures over any accounts; other addresses are not affected', async () => {
    const m = await setup();
    const ip = `192.0.2.${100 + counter}`;
    for (let i = 0; i < 20; i++) {
      expect((await login(`someone${i}.${m.username}@example.com`, 'Wrong-password1', ip)).status).toBe(401);
    }
    const res = await login(m.email, PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(25);
    // The address's failures are not reset by someone's success elsewhere, nor by its own account.
    expect((await login(m.email, PASSWORD, '192.0.2.78')).status).toBe(200);
    expect((await login(m.email, PASSWORD, ip)).status).toBe(429);
  });

  it('never lets a login throttle block quote, demo or help requests from the same address', async () => {
    const m = await setup();
    const ip = `192.0.2.${150 + counter}`;
    for (let i = 0; i < 21; i++) await login(`x${i}.${m.username}@example.com`, 'Wrong-password1', ip);
    expect((await login(m.email, PASSWORD, ip)).status).toBe(429);
    const from = { 'CF-Connecting-IP': ip };
    const help = await post(
      '/help-request/join',
      { type: 'EMAIL', email: `help.${m.username}@example.com`, text: 'How do I add rooms?' },
      from,
    );
    expect(help.status).toBe(201);
    const demo = await post(
      '/demo-request/',
      {
        name: 'Maria',
        surname: 'Rossi',
        email: `demo.${m.username}@example.com`,
        hotelName: 'Hotel Roma',
        privacy: true,
      },
      from,
    );
    expect(demo.status).toBe(201);
  });

  it('rejects bad input with field codes and writes nothing', async () => {
    const m = await setup();
    const before = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM sessions) AS s, (SELECT COUNT(*) FROM rate_limits) AS r',
    ).first();
    const cases: [unknown, { field: string; code: string }[]][] = [
      [
        {},
        [
          { field: 'email', code: 'error.required' },
          { field: 'password', code: 'error.required' },
        ],
      ],
      [{ email: m.email }, [{ field: 'password', code: 'error.required' }]],
      [
        { email: '  ', password: '' },
        [
          { field: 'email', code: 'error.required' },
          { field: 'password', code: 'error.required' },
        ],
      ],
      [
        { email: 42, password: true },
        [
          { field: 'email', code: 'error.field.generic.invalid' },
          { field: 'password', code: 'error.field.generic.invalid' },
        ],
      ],
      [
        { email: `${'a'.repeat(10_000)}@example.com`, password: PASSWORD },
        [{ field: 'email', code: 'error.field.generic.maxlength' }],
      ],
      [{ email: 'not an e-mail', password: PASSWORD }, [{ field: 'email', code: 'error.email.invalid' }]],
      [
        { email: m.email, password: 'x'.repeat(129) },
        [{ field: 'password', code: 'error.field.generic.maxlength' }],
      ],
      [
        { email: m.email, password: PASSWORD, rememberMe: 'yes' },
        [{ field: 'rememberMe', code: 'error.field.generic.invalid' }],
      ],
      [[m.email, PASSWORD], [{ field: 'body', code: 'error.field.generic.invalid' }]],
    ];
    for (const [body, errors] of cases) {
      const res = await post('/session', body, { 'CF-Connecting-IP': m.ip });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
    }
    const malformed = await post('/session', '{"email": ', { 'CF-Connecting-IP': m.ip });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toHaveProperty('message');
    const notJson = await SELF.fetch(`${API}/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=a',
    });
    expect(notJson.status).toBe(415);
    const after = await env.DB.prepare(
      'SELECT (SELECT COUNT(*) FROM sessions) AS s, (SELECT COUNT(*) FROM rate_limits) AS r',
    ).first();
    expect(after).toEqual(before);
  });

  it('refuses a login posted from another site', async () => {
    const m = await setup();
    const res = await login(m.email, PASSWORD, m.ip, {});
    expect(res.status).toBe(200);
    const cross = await post(
      '/session',
      { email: m.email, password: PASSWORD },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(cross.status).toBe(403);
  });
});

describe('logout', () => {
  for (const [method, path] of [
    ['DELETE', '/session'],
    ['POST', '/logout'],
  ] as const) {
    it(`${method} ${path} deletes the session and clears the cookie, idempotently`, async () => {
      const m = await setup();
      const cookie = sessionCookie(await login(m.email, PASSWORD, m.ip));
      const res = await SELF.fetch(`${API}${path}`, { method, headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Logged out' });
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
      expect(cleared).toMatch(/^__Host-itaca_session=;/);
      expect(cleared).toContain('Max-Age=0');
      expect(cleared).toContain('Secure');
      expect(cleared).toContain('Path=/');
      expect(clearsHint(res)).toBe(true);
      expect(await countSessions(m.id)).toBe(0);
      const after = await me(cookie);
      expect(after.status).toBe(401);
      expect(await after.json()).toEqual({
        message: 'Authentication required',
        errors: [{ field: 'session', code: 'login.error.expired' }],
      });

      const again = await SELF.fetch(`${API}${path}`, { method, headers: { Cookie: cookie } });
      expect(again.status).toBe(200);
      const anonymous = await SELF.fetch(`${API}${path}`, { method });
      expect(anonymous.status).toBe(200);
      expect(await anonymous.json()).toEqual({ message: 'Logged out' });
      expect(anonymous.headers.getSetCookie()).toEqual([]);
      // A hint left without its session is cleared too.
      const hintOnly = await SELF.fetch(`${API}${path}`, { method, headers: { Cookie: HINT } });
      expect(clearsHint(hintOnly)).toBe(true);
      expect(hintOnly.headers.getSetCookie()).toHaveLength(1);
    });
  }
});

describe('session lifetime', () => {
  const HOUR = 60 * 60_000;

  it('ends a session idle for more than 2 hours, deleting it and clearing the cookie', async () => {
    const m = await setup();
    const { cookie, hash } = await insertSession(m.id, {
      lastSeen: -2 * HOUR - 1000,
      idle: -1000,
      absolute: 8 * HOUR,
    });
    const res = await me(cookie);
    expect(res.status).toBe(401);
    // An ended session is an authentication answer with the login page's message key.
    expect(await res.json()).toEqual({
      message: 'Authentication required',
      errors: [{ field: 'session', code: 'login.error.expired' }],
    });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/__Host-itaca_session=;.*Max-Age=0/);
    expect(clearsHint(res)).toBe(true);
    const row = await env.DB.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').bind(hash).first();
    expect(row).toBeNull();
  });

  it('ends a session past its absolute deadline even when active', async () => {
    const m = await setup();
    const { cookie, hash } = await insertSession(m.id, { lastSeen: -60_000, idle: HOUR, absolute: -1000 });
    const res = await me(`${cookie}; ${HINT}`);
    expect(res.status).toBe(401);
    expect(clearsHint(res)).toBe(true);
    expect(await env.DB.prepare('SELECT 1 FROM sessions WHERE token_hash = ?').bind(hash).first()).toBeNull();
  });

  it('slides the idle deadline at most once per 5 minutes, never past the absolute one', async () => {
    const m = await setup();
    const recent = await insertSession(m.id, { lastSeen: -60_000, idle: HOUR, absolute: 5 * HOUR });
    const stale = await insertSession(m.id, {
      lastSeen: -SESSION_TOUCH_INTERVAL_MS - 1000,
      idle: HOUR,
      absolute: 30 * 60_000,
    });
    const read = (hash: string) =>
      env.DB.prepare(
        'SELECT last_seen_at, idle_expires_at, absolute_expires_at FROM sessions WHERE token_hash = ?',
      )
        .bind(hash)
        .first<{ last_seen_at: string; idle_expires_at: string; absolute_expires_at: string }>();
    const recentBefore = await read(recent.hash);
    expect((await me(recent.cookie)).status).toBe(200);
    expect(await read(recent.hash)).toEqual(recentBefore);

    const start = Date.now();
    const res = await me(`${stale.cookie}; ${HINT}`);
    expect(res.status).toBe(200);
    // A live session keeps its cookie and its hint untouched.
    expect(res.headers.getSetCookie()).toEqual([]);
    const after = await read(stale.hash);
    expect(Date.parse(after?.last_seen_at ?? '')).toBeGreaterThanOrEqual(start - 1000);
    // 2 hours of idle time would pass the absolute deadline (30 minutes away): capped.
    expect(after?.idle_expires_at).toBe(after?.absolute_expires_at);
  });

  it('clears an unknown or malformed session cookie', async () => {
    for (const cookie of [`${SESSION_COOKIE}=${randomToken(32)}`, `${SESSION_COOKIE}=garbage`]) {
      const res = await me(`${cookie}; ${HINT}`);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie().join('\n')).toContain('Max-Age=0');
      expect(clearsHint(res)).toBe(true);
    }
  });

  it('clears a hint that came without a session cookie (session cookie expired in the browser)', async () => {
    const res = await me(HINT);
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toHaveLength(1);
    expect(clearsHint(res)).toBe(true);
    // A visitor without the hint gets no cookie at all.
    expect((await me()).headers.getSetCookie()).toEqual([]);
  });

  it('ends the sessions of a disabled manager', async () => {
    const m = await setup();
    const cookie = sessionCookie(await login(m.email, PASSWORD, m.ip));
    await env.DB.prepare('UPDATE managers SET enabled = 0 WHERE id = ?').bind(m.id).run();
    const res = await me(cookie);
    expect(res.status).toBe(401);
    expect(clearsHint(res)).toBe(true);
    expect(await countSessions(m.id)).toBe(0);
  });
});

describe('the signed-in hint on pages', () => {
  const SITE = 'https://itaca.test';
  const page = (path: string, cookie?: string) =>
    SELF.fetch(`${SITE}${path}`, cookie ? { headers: { Cookie: cookie } } : {});

  it('is the cookie the page scripts look for (src/scripts/signed-in.ts)', () => {
    expect(SIGNED_IN_HINT_COOKIE).toBe('__Host-itaca_signed_in');
  });

  // These read the built site (dist/), which `npm test` builds before the worker tests.
  it('is added to a page when a session cookie comes without it (a session started elsewhere)', async () => {
    const res = await page('/faq', `${SESSION_COOKIE}=${randomToken(32)}`);
    expect(res.status).toBe(200);
    const hint = hintHeader(res)
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(hint[0]).toBe('__host-itaca_signed_in=1');
    expect(hint).toEqual(expect.arrayContaining(['path=/', 'secure', 'samesite=lax']));
    expect(hint).not.toContain('httponly');
  });

  it('is not added for visitors, when already there, or to files', async () => {
    expect((await page('/faq')).headers.getSetCookie()).toEqual([]);
    expect(
      (await page('/it/faq', `${SESSION_COOKIE}=${randomToken(32)}; ${HINT}`)).headers.getSetCookie(),
    ).toEqual([]);
    expect(
      (await page('/favicon.svg', `${SESSION_COOKIE}=${randomToken(32)}`)).headers.getSetCookie(),
    ).toEqual([]);
  });
});

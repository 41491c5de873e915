import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { SESSION_COOKIE } from '../security/session.ts';

const API = 'https://itaca.test/api/rs/public';

describe('GET /me', () => {
  it("answers 401 'Authentication required' to visitors (no session cookie, no message key)", async () => {
    const res = await SELF.fetch(`${API}/me`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required', errors: [] });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('returns the logged-in manager, with current profile data', async () => {
    const id = await insertManager(env.DB, {
      email: 'me.test@example.com',
      username: 'me_test',
      name: 'Luca',
      surname: 'Verdi',
      passwordHash: await hashPassword('Manager2026!'),
      avatar: 'avatars/luca.jpg',
      language: 'it',
    });
    const login = await SELF.fetch(`${API}/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '198.51.100.250' },
      body: JSON.stringify({ email: 'me.test@example.com', password: 'Manager2026!' }),
    });
    const cookie =
      login.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.split(';')[0] ?? '';
    const res = await SELF.fetch(`${API}/me`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      id,
      username: 'me_test',
      email: 'me.test@example.com',
      name: 'Luca',
      surname: 'Verdi',
      avatar: 'avatars/luca.jpg',
      language: 'it',
    });
    await env.DB.prepare("UPDATE managers SET name = 'Luigi' WHERE id = ?").bind(id).run();
    const updated = await SELF.fetch(`${API}/me`, { headers: { Cookie: cookie } });
    expect(await updated.json()).toMatchObject({ name: 'Luigi' });
  });
});

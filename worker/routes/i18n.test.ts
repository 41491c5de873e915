import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaries } from '../../src/i18n/dictionary.ts';
import type { AppEnv } from '../env.ts';
import { handleError } from '../errors.ts';
import type { SessionUser } from '../security/session.ts';
import { i18nRoutes } from './i18n.ts';

const API = 'https://itaca.test/api/rs/public';
const JSON_HEADERS = { 'Content-Type': 'application/json' };

type Json = Record<string, unknown>;

async function call(path: string, init?: RequestInit) {
  const res = await SELF.fetch(`${API}/${path}`, init);
  return { res, body: (await res.json()) as Json };
}

const post = (lang: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`lang/${lang}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('GET /api/rs/public/i18n', () => {
  it.each([
    ['en', 'en'],
    ['it', 'it'],
    ['en-GB', 'en'],
    ['en_gb', 'en'],
    ['it_IT', 'it'],
    ['IT-it', 'it'],
  ])('language=%s answers the %s map', async (language, expected) => {
    const { res, body } = await call(`i18n?language=${language}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(res.headers.get('Content-Language')).toBe(expected);
    expect(body).toEqual({ ...dictionaries.en, ...dictionaries[expected as 'en' | 'it'] });
    expect(Object.keys(body).sort()).toEqual(Object.keys(dictionaries.en).sort());
  });

  it('carries the spec texts in both languages', async () => {
    const en = (await call('i18n?language=en')).body;
    const it = (await call('i18n?language=it')).body;
    expect(en['review.score.10']).toBe('Fabulous');
    expect(it['review.score.10']).toBe('Eccezionale');
    expect(it['error.field.generic.minlength']).toBe('Inserisci almeno {count} caratteri');
  });

  it.each(['fr', 'de-DE', 'english', 'e'])('rejects the unsupported language %s', async (language) => {
    const { res, body } = await call(`i18n?language=${language}`);
    expect(res.status).toBe(400);
    expect(body).toEqual({
      message: 'Language not supported',
      errors: [{ field: 'language', code: 'error.language.not.supported' }],
    });
  });

  it.each(['i18n', 'i18n?language=', 'i18n?language=%20'])('requires the language (%s)', async (path) => {
    const { res, body } = await call(path);
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ field: 'language', code: 'error.required' }]);
  });
});

describe('GET /api/rs/public/lang/{lang}', () => {
  it('answers the path language without cookie or session', async () => {
    const { res, body } = await call('lang/it-IT');
    expect(res.status).toBe(200);
    expect(body).toEqual({ lang: 'it' });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('prefers the locale cookie over the path language', async () => {
    const { body } = await call('lang/en', { headers: { Cookie: 'X-ITACA-LOCALE=it' } });
    expect(body).toEqual({ lang: 'it' });
  });

  it('ignores an unsupported cookie value', async () => {
    const { body } = await call('lang/en_GB', { headers: { Cookie: 'X-ITACA-LOCALE=fr' } });
    expect(body).toEqual({ lang: 'en' });
  });

  it('rejects an unsupported path language', async () => {
    const { res, body } = await call('lang/fr');
    expect(res.status).toBe(400);
    expect(body).toEqual({
      message: 'Language not supported',
      errors: [{ field: 'lang', code: 'error.language.not.supported' }],
    });
  });
});

describe('POST /api/rs/public/lang/{lang}', () => {
  it('saves the language in the locale cookie', async () => {
    const { res, body } = await post('it_IT', { lang: 'it-it' });
    expect(res.status).toBe(200);
    expect(body).toEqual({ lang: 'it' });
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^X-ITACA-LOCALE=it;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
    expect(cookie).not.toContain('HttpOnly');
  });

  it('replaces an existing cookie', async () => {
    const { res, body } = await post('en', { lang: 'en' }, { Cookie: 'X-ITACA-LOCALE=it' });
    expect(body).toEqual({ lang: 'en' });
    expect(res.headers.get('Set-Cookie')).toMatch(/^X-ITACA-LOCALE=en;/);
  });

  it('rejects a body language different from the path', async () => {
    const { res, body } = await post('en', { lang: 'it' });
    expect(res.status).toBe(400);
    expect(body).toEqual({
      message: 'The body lang does not match the path language',
      errors: [{ field: 'lang', code: 'error.field.generic.invalid' }],
    });
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it.each([
    [{}, 'error.required'],
    [{ lang: '' }, 'error.required'],
    [{ lang: 5 }, 'error.field.generic.invalid'],
    [{ lang: 'de' }, 'error.language.not.supported'],
  ])('rejects the body %j', async (payload, code) => {
    const { res, body } = await post('en', payload);
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ field: 'lang', code }]);
  });

  it('rejects an unsupported path language', async () => {
    const { res, body } = await post('fr', { lang: 'fr' });
    expect(res.status).toBe(400);
    expect(body.message).toBe('Language not supported');
  });

  it('rejects malformed JSON with 400', async () => {
    const { res, body } = await post('en', '{"lang":');
    expect(res.status).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(Array.isArray(body.errors)).toBe(true);
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });

  it('rejects another content type with 415', async () => {
    const { res } = await call('lang/en', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'lang=en',
    });
    expect(res.status).toBe(415);
  });
});

describe('lang/{lang} for a logged-in manager', () => {
  const MANAGER_ID = 9101;
  /** The routes mounted behind a stand-in for loadSession that logs the manager in. */
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('failureMessage', 'Internal error');
      c.set('user', { id: MANAGER_ID, email: 'lang.test@itaca.example' } as SessionUser);
      await next();
    })
    .route('/api/rs/public', i18nRoutes);
  app.onError(handleError);

  const managerLanguage = async () =>
    (
      await env.DB.prepare('SELECT language FROM managers WHERE id = ?')
        .bind(MANAGER_ID)
        .first<{ language: string }>()
    )?.language;

  beforeAll(async () => {
    const now = new Date().toISOString();
    await env.DB.prepare(
      `INSERT OR REPLACE INTO managers (id, email, username, name, surname, password_hash, language, created_date, password_changed_date)
       VALUES (?, 'lang.test@itaca.example', 'lang.test', 'Lang', 'Test', 'x', 'it', ?, ?)`,
    )
      .bind(MANAGER_ID, now, now)
      .run();
  });

  it("GET answers the manager's saved language before the cookie and the path", async () => {
    const res = await app.request(`${API}/lang/en`, { headers: { Cookie: 'X-ITACA-LOCALE=en' } }, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lang: 'it' });
  });

  it('POST saves the language on the manager and in the cookie', async () => {
    const res = await app.request(
      `${API}/lang/en-GB`,
      { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ lang: 'en' }) },
      env,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lang: 'en' });
    expect(res.headers.get('Set-Cookie')).toMatch(/^X-ITACA-LOCALE=en;/);
    expect(await managerLanguage()).toBe('en');

    const after = await app.request(`${API}/lang/it`, {}, env);
    expect(await after.json()).toEqual({ lang: 'en' });
  });

  it('GET falls back to the cookie when the saved language is not supported', async () => {
    await env.DB.prepare("UPDATE managers SET language = 'de' WHERE id = ?").bind(MANAGER_ID).run();
    const res = await app.request(`${API}/lang/en`, { headers: { Cookie: 'X-ITACA-LOCALE=it' } }, env);
    expect(await res.json()).toEqual({ lang: 'it' });
  });
});

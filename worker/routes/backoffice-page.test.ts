/**
 * The back-office page (backoffice-page.ts) inside workerd: every /secure address answers the
 * built page of its language to a signed-in manager (no-store, noindex, the anti-forgery cookie
 * when missing), and sends anyone else to the login page with the way back.
 * These tests read the built site (dist/), which `npm test` builds before the worker tests.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { XSRF_COOKIE } from '../security/xsrf.ts';
import { type ManagerSession, signInManager } from '../test/manager-session.ts';
import { isBackofficePath } from './backoffice-page.ts';

const SITE = 'https://itaca.test';
let manager: ManagerSession;

beforeAll(async () => {
  await insertManager(env.DB, {
    email: 'page.manager@example.com',
    username: 'page_manager',
    name: 'Paola',
    surname: 'Pagina',
    passwordHash: await hashPassword('Manager2026!'),
  });
  manager = await signInManager('page.manager@example.com');
});

const sessionOnly = () => manager.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';

describe('isBackofficePath', () => {
  it.each([
    ['/secure', true],
    ['/secure/', true],
    ['/secure/reservations/AB12', true],
    ['/it/secure', true],
    ['/it/secure/planning', true],
    ['/securex', false],
    ['/it/securex', false],
    ['/en/secure', false],
    ['/login', false],
  ])('%s → %s', (path, expected) => {
    expect(isBackofficePath(path)).toBe(expected);
  });
});

describe('the back-office page', () => {
  it.each([
    ['/secure', 'en'],
    ['/secure/', 'en'],
    ['/secure/planning', 'en'],
    ['/secure/reservations/ABC123?tab=notes', 'en'],
    ['/secure/no/such/screen', 'en'],
    ['/it/secure', 'it'],
    ['/it/secure/reservations', 'it'],
  ])('%s answers the %s page to a signed-in manager, never cached nor indexed', async (path, language) => {
    const res = await SELF.fetch(`${SITE}${path}`, {
      headers: { Cookie: manager.cookie },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect(res.headers.get('ETag')).toBeNull();
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain('name="robots" content="noindex');
    expect(html).toMatch(/<astro-island[^>]*client="only"/);
    // The anti-forgery cookie is current: not sent again.
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${XSRF_COOKIE}=`))).toBe(false);
  });

  it.each([
    ['/secure/planning', '/login?next=%2Fsecure%2Fplanning'],
    ['/secure', '/login?next=%2Fsecure'],
    ['/secure/reservations?q=rossi&page=2', '/login?next=%2Fsecure%2Freservations%3Fq%3Drossi%26page%3D2'],
    ['/it/secure/reservations/AB12', '/it/login?next=%2Fit%2Fsecure%2Freservations%2FAB12'],
  ])('%s sends a visitor to %s', async (path, location) => {
    const res = await SELF.fetch(`${SITE}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(location);
  });

  it('sends an unknown or ended session to the login page and clears its cookie', async () => {
    const res = await SELF.fetch(`${SITE}/secure/planning`, {
      headers: { Cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` },
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/login?next=%2Fsecure%2Fplanning');
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
  });

  it('gives a session without the anti-forgery cookie its XSRF-TOKEN (sessions from before it existed)', async () => {
    const res = await SELF.fetch(`${SITE}/secure/reservations`, {
      headers: { Cookie: sessionOnly() },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    const xsrf = res.headers.getSetCookie().filter((c) => c.startsWith(`${XSRF_COOKIE}=`));
    expect(xsrf).toHaveLength(1);
    expect(xsrf[0]).toContain(`${XSRF_COOKIE}=${manager.xsrf}`);
    expect(xsrf[0]).not.toMatch(/HttpOnly/i);
    // A stale token is replaced too.
    const stale = await SELF.fetch(`${SITE}/secure`, {
      headers: { Cookie: `${sessionOnly()}; ${XSRF_COOKIE}=stale` },
      redirect: 'manual',
    });
    expect(
      stale.headers.getSetCookie().filter((c) => c.startsWith(`${XSRF_COOKIE}=${manager.xsrf}`)),
    ).toHaveLength(1);
  });

  it('leaves look-alike paths to the site', async () => {
    const res = await SELF.fetch(`${SITE}/securex`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/');
  });
});

import { gzipSync } from 'node:zlib';
import type { Cookie, Page, Response } from '@playwright/test';
import { axeBuilder } from './axe.ts';
import { DEMO_MANAGER, expect, test } from './fixtures.ts';

test('a manager logs in, is recognised by me, and logs out', async ({ api, page, context }) => {
  expect((await api('GET', 'me')).status).toBe(401);

  const login = await api('POST', 'session', DEMO_MANAGER);
  expect(login.status).toBe(200);
  expect(login.body).toMatchObject({ email: DEMO_MANAGER.email, username: 'manager' });

  const cookie = (await context.cookies()).find((c) => c.name === '__Host-itaca_session');
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
  // HttpOnly: page scripts cannot read the session token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('itaca_session');

  const me = await api('GET', 'me');
  expect(me.status).toBe(200);
  expect(me.body).toMatchObject({ email: DEMO_MANAGER.email, name: 'Giulia' });

  expect((await api('POST', 'logout')).status).toBe(200);
  expect((await api('GET', 'me')).status).toBe(401);
});

/**
 * The header on every page (SITE): a signed-in manager is recognised through the
 * `__Host-itaca_signed_in` hint cookie the worker sets with the session, and `me`; visitors
 * load nothing more and make no `me` request. One login (by username, whose rate-limit counter
 * is not the e-mail's) at the start (the password-reset test, password-reset.spec.ts, runs after every other file); the tests
 * reuse its cookies, and the logout test, which ends that session, comes last.
 */
test.describe('the header knows the manager', () => {
  const HINT = '__Host-itaca_signed_in';
  const SESSION = '__Host-itaca_session';
  let signedIn: Cookie[] = [];

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/faq');
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/rs/public/session', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
            body: JSON.stringify(body),
          })
        ).status,
      { email: 'manager', password: DEMO_MANAGER.password },
    );
    expect(status).toBe(200);
    signedIn = (await context.cookies()).filter((c) => c.name === HINT || c.name === SESSION);
    await context.close();
  });

  /** Counts the page's `me` calls, console errors and manager-script downloads. */
  function watch(page: Page) {
    const seen = { me: 0, errors: [] as string[], managerScripts: 0 };
    page.on('request', (request) => {
      if (request.url().endsWith('/api/rs/public/me')) seen.me++;
      if (/\/_astro\/(ManagerScript|manager)\./.test(request.url())) seen.managerScripts++;
    });
    page.on('console', (message) => {
      if (message.type() === 'error') seen.errors.push(message.text());
    });
    page.on('pageerror', (error) => seen.errors.push(error.message));
    return seen;
  }

  /** The inline navigation (wide screens) and its account disclosure. */
  const wideNav = (page: Page) => page.locator('.nav-wide');

  test('the login sets the hint next to the session cookie: same attributes, readable by scripts', () => {
    const session = signedIn.find((c) => c.name === SESSION);
    const hint = signedIn.find((c) => c.name === HINT);
    expect(hint).toMatchObject({ value: '1', httpOnly: false, secure: true, sameSite: 'Lax', path: '/' });
    expect(hint?.expires).toBe(session?.expires);
  });

  test('a visitor makes no me request, loads no manager script and logs no error', async ({ page }) => {
    const seen = watch(page);
    for (const path of ['/faq', '/it/faq', '/info/pms']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(wideNav(page).getByRole('link', { name: /^(Log in|Accedi)$/ })).toBeVisible();
      await expect(page.locator('[data-account]').first()).toBeHidden();
    }
    expect(seen).toEqual({ me: 0, errors: [], managerScripts: 0 });
  });

  test('a signed-in manager is shown on content pages, in both languages, with no axe violations', async ({
    page,
    context,
  }) => {
    await context.addCookies(signedIn);
    const seen = watch(page);
    const scripts = new Map<string, Response>();
    const collect = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
    };
    page.on('response', collect);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    const nav = wideNav(page);
    const account = nav.locator('details.account-menu');
    const summary = nav.locator('summary', { hasText: 'Giulia' });
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAccessibleName('Signed in as Giulia');
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeHidden();
    await summary.click();
    await expect(account.getByText('Giulia Rossi')).toBeVisible();
    await expect(account.getByText(DEMO_MANAGER.email)).toBeVisible();
    await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' '))}`)).toEqual([]);
    // Escape closes the disclosure and gives the focus back to it.
    await account.getByRole('button', { name: 'Log out' }).focus();
    await page.keyboard.press('Escape');
    await expect(account.getByRole('button', { name: 'Log out' })).toBeHidden();
    await expect(summary).toBeFocused();

    // What a manager's content page downloads: the visitor's scripts plus the header's manager script.
    page.off('response', collect);
    const sizes = await Promise.all(
      [...scripts.values()].map(
        async (r) => [r.url(), gzipSync(await r.body(), { level: 9 }).length] as const,
      ),
    );
    const extra = sizes.filter(([url]) => /\/(ManagerScript|manager|http|rolldown-runtime)[.-]/.test(url));
    console.log(
      `[js] /faq signed in: ${sizes.length} script(s), ${sizes.reduce((sum, [, n]) => sum + n, 0)} B gzip, ` +
        `of which manager script ${extra.reduce((sum, [, n]) => sum + n, 0)} B (${extra.length} files)`,
    );

    await page.goto('/it/faq', { waitUntil: 'networkidle' });
    await wideNav(page).locator('summary', { hasText: 'Giulia' }).click();
    await expect(wideNav(page).getByRole('button', { name: 'Esci' })).toBeVisible();
    await expect(wideNav(page).locator('summary')).toHaveAccessibleName('Accesso effettuato come Giulia');
    expect(seen.me).toBe(2);
    expect(seen.errors).toEqual([]);
  });

  test('the narrow menu shows the manager and the Logout button', async ({ page, context }) => {
    await context.addCookies(signedIn);
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/faq', { waitUntil: 'networkidle' });
      await page.locator('summary.menu-toggle').click();
      const menu = page.locator('details.menu nav');
      await expect(menu.getByText('Giulia Rossi')).toBeVisible();
      await expect(menu.getByText(DEMO_MANAGER.email)).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Log in' })).toBeHidden();
      // Nothing sticks out of the viewport.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const results = await axeBuilder(page).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    }
  });

  test('the home page calls me once for the header and the join form together', async ({ page, context }) => {
    await context.addCookies(signedIn);
    const seen = watch(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(wideNav(page).locator('summary', { hasText: 'Giulia' })).toBeVisible();
    expect(seen.me).toBe(1);
  });

  test('an expired session (no session cookie left) shows Login and clears the hint', async ({
    page,
    context,
  }) => {
    await context.addCookies(signedIn.filter((c) => c.name === HINT));
    const me = page.waitForResponse((r) => r.url().endsWith('/api/rs/public/me'));
    await page.goto('/faq');
    expect((await me).status()).toBe(401);
    await expect(wideNav(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('[data-account]').first()).toBeHidden();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === HINT)).toBe(false);
    // The next page makes no request at all.
    const seen = watch(page);
    await page.goto('/info/pms', { waitUntil: 'networkidle' });
    expect(seen.me).toBe(0);
  });

  test('a session started elsewhere (session cookie, no hint) is recognised', async ({ page, context }) => {
    await context.addCookies(signedIn.filter((c) => c.name === SESSION));
    await page.goto('/contacts', { waitUntil: 'networkidle' });
    await expect(wideNav(page).locator('summary', { hasText: 'Giulia' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === HINT)).toMatchObject({
      value: '1',
      httpOnly: false,
    });
  });

  test('Logout from a content page goes to the home page of the language and shows Login again', async ({
    page,
    context,
  }) => {
    await context.addCookies(signedIn);
    await page.goto('/it/faq', { waitUntil: 'networkidle' });
    await wideNav(page).locator('summary', { hasText: 'Giulia' }).click();
    const logout = page.waitForRequest(
      (r) => r.url().endsWith('/api/rs/public/logout') && r.method() === 'POST',
    );
    await wideNav(page).getByRole('button', { name: 'Esci' }).click();
    const request = await logout;
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers()['x-itaca-instance']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/\/it\/?$/);
    await expect(wideNav(page).getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect(page.locator('[data-account]').first()).toBeHidden();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain(HINT);
    expect(names).not.toContain(SESSION);
  });
});

test('wrong password and unknown e-mail get the same answer', async ({ api }) => {
  const wrong = await api('POST', 'session', { email: DEMO_MANAGER.email, password: 'Wrong2026!x' });
  const unknown = await api('POST', 'session', { email: 'nobody@example.com', password: 'Wrong2026!x' });
  expect(wrong.status).toBe(401);
  expect(unknown).toEqual(wrong);
});

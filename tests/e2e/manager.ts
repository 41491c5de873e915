/**
 * The demo manager's session for the back-office e2e files: one sign-in per file (logins are
 * rate limited per account and address), whose cookies each test's context then carries.
 */
import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { DEMO_MANAGER, test } from './fixtures.ts';

export type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs the demo manager in through the API and returns the session (cookies) and what `read`
 * fetched with it (the managed hotels, the manager's name…), before the context closes.
 */
export async function signInDemoManager<T>(
  browser: Browser,
  baseURL: string | undefined,
  read: (request: APIRequestContext) => Promise<T>,
): Promise<{ session: SignedIn; data: T }> {
  const context = await browser.newContext({ baseURL });
  try {
    const res = await context.request.post('/api/rs/public/session', {
      data: DEMO_MANAGER,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(res.status()).toBe(200);
    const data = await read(context.request);
    return { session: await context.storageState(), data };
  } finally {
    await context.close();
  }
}

/** GET a secure or public API path with the session and parse its JSON (200 expected). */
export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * The demo manager signed in once for the calling file (a `beforeAll`), and a page opener: each
 * page is a new context carrying that session, at `width` × 900, with `hotelId` chosen as the
 * back office's current hotel.
 */
export function demoManagerPages(hotelId: number) {
  let managerId = 0;
  let signedIn: SignedIn | null = null;
  test.beforeAll(async ({ browser, baseURL }) => {
    const { session, data: me } = await signInDemoManager(browser, baseURL, (request) =>
      getJson<{ id: number }>(request, '/api/rs/public/me'),
    );
    managerId = me.id;
    signedIn = session;
  });
  return async (browser: Browser, baseURL: string | undefined, width: number) => {
    if (!signedIn) throw new Error('not signed in');
    const context = await browser.newContext({
      baseURL,
      storageState: signedIn,
      viewport: { width, height: 900 },
    });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [`X-ITACA-HOTEL-${managerId}`, String(hotelId)],
    );
    return context.newPage();
  };
}

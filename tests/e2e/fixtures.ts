import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_MANAGER = { email: 'manager@example.com', password: 'Manager2026!' };

type JsonResult = { status: number; body: unknown; setCookie: boolean };

/** Calls the public API from inside the page, as the site's scripts do (same origin, cookies). */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<JsonResult> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/rs/public/${path}`, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, setCookie: false };
    },
    { method, path, body },
  );
}

export const test = base.extend<{
  api: (method: string, path: string, body?: unknown) => Promise<JsonResult>;
}>({
  api: async ({ page }, use) => {
    await page.goto('/');
    await use((method, path, body) => callApi(page, method, path, body));
  },
});

export { expect };

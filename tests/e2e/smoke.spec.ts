import { expect, test } from '@playwright/test';

test('the home page is served with its security headers and calls the API', async ({ page }) => {
  const aboutCall = page.waitForResponse((r) => r.url().endsWith('/api/rs/public/about'));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

  const about = await aboutCall;
  expect(about.status()).toBe(200);
  expect(about.request().headers()['x-requested-with']).toBe('XMLHttpRequest');
  expect(about.request().headers()['x-itaca-instance']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText(/Itaca is online/)).toBeVisible();
});

test('unknown pages redirect home and unknown API paths answer JSON 404', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  const api = await request.get('/api/rs/public/no-such-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ message: expect.any(String), errors: [] });
});

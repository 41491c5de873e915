import { expect, test } from '@playwright/test';

test('the home page is served with its security headers and calls the API with the client headers', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

  // The plans are runtime data: they load when their section comes into view.
  const plansCall = page.waitForResponse((r) => r.url().includes('/api/rs/public/hotel-plans'));
  await page.locator('#plans').scrollIntoViewIfNeeded();
  const plans = await plansCall;
  expect(plans.status()).toBe(200);
  expect(plans.request().headers()['x-requested-with']).toBe('XMLHttpRequest');
  expect(plans.request().headers()['x-itaca-instance']).toMatch(/^[0-9a-f-]{36}$/);
});

test('unknown pages redirect home and unknown API paths answer JSON 404', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  const api = await request.get('/api/rs/public/no-such-route');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ message: expect.any(String), errors: [] });
});

test('the top button appears after 500 px of scrolling, and never on home and quote', async ({ page }) => {
  await page.goto('/faq');
  const top = page.getByRole('link', { name: 'Back to top' });
  await expect(top).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(top).toBeVisible();
  for (const path of ['/', '/quote?email=prospect%40example.com']) {
    await page.goto(path);
    await expect(page.locator('.top-button')).toHaveCount(0);
  }
});

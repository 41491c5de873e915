/**
 * TRUST-2 on the login page, as a manager on a phone sees it: the "Show password" toggle stays
 * beside its field at 390 px, and logging in from /it keeps the manager in Italian although
 * their saved language is English (the throttle's rules are tested in worker/routes/session.test.ts).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_MANAGER } from './fixtures.ts';

test('on a phone at /it/login the password toggle stays beside the field, and the login stays in Italian', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'cookiesPolicy', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  await page.setViewportSize({ width: 390, height: 844 });
  // The server-rendered form, as a visitor first sees it (its island starts on interaction).
  await page.goto('/it/login');

  const password = page.getByLabel('Password', { exact: true });
  const toggle = page.getByRole('button', { name: 'Mostra la password' });
  const field = await password.boundingBox();
  const button = await toggle.boundingBox();
  if (!field || !button) throw new Error('the password field and its toggle are visible');
  // Same row, to the right of the field, inside the viewport, a 44 px target.
  expect(Math.abs(button.y - field.y)).toBeLessThan(2);
  expect(button.x).toBeGreaterThanOrEqual(field.x + field.width);
  expect(button.x + button.width).toBeLessThanOrEqual(390);
  expect(button.height).toBeGreaterThanOrEqual(44);
  expect(field.width).toBeGreaterThan(150);
  await page.screenshot({ path: test.info().outputPath('login-it-390.png') });
  await expectNoAxeViolations(page);

  await page.getByLabel('E-mail o nome utente').fill(DEMO_MANAGER.email);
  await password.fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await page.waitForURL(/\/it\/secure(\/|$)/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const locale = (await context.cookies()).find((cookie) => cookie.name === 'X-ITACA-LOCALE');
  expect(locale?.value).toBe('it');
});

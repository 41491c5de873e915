/**
 * Two-factor sign-in (TEAM-1, decision 061), one journey: a new member of the demo hotel's staff
 * (invited by the demo manager through the outbox, so no other spec's account is touched) turns
 * two-factor on from My account with a code computed here from the key the screen shows, as an
 * authenticator app would; signs out; signs in again, where the password alone now leads to the
 * code step; and lands in the back office. axe on the enrolment and on the code step. The member
 * is taken off the staff at the end.
 */
import type { APIRequestContext } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expectNoAxeViolations } from './axe.ts';
import { DEMO_MANAGER, expect, test } from './fixtures.ts';

const HOTEL = 1;
const PASSWORD = 'Reception2026!';
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;
type OutboxMail = { template: string; to_address: string; body_text: string };
type Member = { userId: number; email: string; version: number };

/** The code an authenticator app shows for `secret`, `stepsAhead` periods from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

test('two-factor: enrol from My account, sign out, sign in with the code', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const email = `twofactor.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

  // The demo manager invites a front desk through the API; the link comes from the local outbox.
  const managerContext = await browser.newContext({ baseURL });
  const manager = managerContext.request;
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  expect((await manager.post('/api/rs/public/session', { data: DEMO_MANAGER, headers })).status()).toBe(200);
  const xsrf = (await managerContext.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const secureHeaders = { ...headers, 'X-XSRF-TOKEN': xsrf };
  const invited = await manager.post(`/api/rs/secure/hotels/${HOTEL}/staff/invitations`, {
    data: { email, role: 'FRONT_DESK' },
    headers: secureHeaders,
  });
  expect(invited.status()).toBe(201);
  const outbox = (await (await manager.get('/__local/outbox.json')).json()) as OutboxMail[];
  const mail = outbox.find((m) => m.template === 'staff-invitation' && m.to_address === email);
  const token = /invitation\?token=([\w-]+)/.exec(mail?.body_text ?? '')?.[1];
  expect(token, 'an invitation link in the outbox').toBeTruthy();
  const accepted = await manager.post('/api/rs/public/invitations/accept', {
    data: { token, name: 'Lucia Two', password: PASSWORD },
    headers,
  });
  expect(accepted.status()).toBe(201);

  // The member signs in with the form and turns two-factor on in My account.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('E-mail or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
  };
  await signIn();
  await expect(page).toHaveURL(/\/secure\//, { timeout: SCREEN_TIMEOUT });
  await page.goto('/secure/account');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click({ timeout: SCREEN_TIMEOUT });
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('code[data-secret]').getAttribute('data-secret')) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page, { label: 'two-factor enrolment 1280 en' });
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.locator('.bo-two-factor__code-list li')).toHaveCount(10);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-codes-1280-en.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on. Recovery codes left: 10.')).toBeVisible();

  // Signed out, the password alone leads to the code step; the next period's code signs in
  // (the enrolment spent this one: a code works once).
  await context.clearCookies();
  await signIn();
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'two-factor code step 1280 en' });
  expect((await page.request.get('/api/rs/secure/hotels')).status()).toBe(401);
  await code.fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/secure\//, { timeout: SCREEN_TIMEOUT });
  expect((await page.request.get('/api/rs/secure/hotels')).status()).toBe(200);
  await context.close();

  // The demo's staff as it was.
  await removeMember(manager, email, secureHeaders);
  await managerContext.close();
});

async function removeMember(manager: APIRequestContext, email: string, headers: Record<string, string>) {
  const staff = (await (await manager.get(`/api/rs/secure/hotels/${HOTEL}/staff`)).json()) as Member[];
  const member = staff.find((m) => m.email === email);
  if (!member) return;
  const removed = await manager.delete(
    `/api/rs/secure/hotels/${HOTEL}/staff/${member.userId}?version=${member.version}`,
    { headers },
  );
  expect(removed.status()).toBe(204);
}

/**
 * A hotel is a team (TEAM-1, decision 055), one journey: the demo manager invites a front desk
 * from Staff and roles, the invitation link is opened from the local outbox and accepted (name
 * and password), the new member logs in and lands on Today, finds no ratesheet in the
 * menu and is refused it by the screen and by the API, and opens My account; the manager then
 * removes them, which ends their session at once. axe on the staff screen, its dialog, the
 * accept page and My account. It makes
 * its own member and takes them away: the demo's staff are untouched.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';

const HOTEL = 1;
const SCREEN_TIMEOUT = 30_000;
const PASSWORD = 'Reception2026!';
const SHOTS = process.env.E2E_SHOTS_DIR;
type OutboxMail = { template: string; to_address: string; body_text: string };

const managerPage = demoManagerPages(HOTEL);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/staff-${name}.png`, fullPage: true });
}

test('staff: invite a front desk, who accepts, signs in and is refused the ratesheet; removing them ends their session', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `desk.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
  const manager = await managerPage(browser, baseURL, 1280);
  await manager.goto('/secure/staff');
  await expect(manager.getByRole('heading', { level: 1, name: 'Staff and roles' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  const staff = manager.getByRole('table', { name: 'Staff and roles' });
  await expect(staff.getByRole('row', { name: /frontdesk@example\.com/ })).toBeVisible();
  await expectNoAxeViolations(manager, { label: 'staff 1280 en' });

  await manager.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Invite someone to the staff' });
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByLabel('Role')).toHaveValue('FRONT_DESK');
  await expectNoAxeViolations(manager, { include: OPEN_DIALOG, label: 'invite dialog' });
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(manager.getByRole('status').first()).toHaveText(`Invitation sent to ${email}.`);

  const outbox = (await (await manager.request.get('/__local/outbox.json')).json()) as OutboxMail[];
  const mail = outbox.find((m) => m.template === 'staff-invitation' && m.to_address === email);
  const link = /https?:\/\/[^/\s]+(\/invitation\?token=[\w-]+)/.exec(mail?.body_text ?? '')?.[1];
  expect(link, 'an invitation link in the outbox').toBeTruthy();

  // The invited person, in a browser of their own.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const desk = await context.newPage();
  await desk.goto(link ?? '/');
  await expect(desk.getByText('invites you to its staff as Front desk')).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expectNoAxeViolations(desk, { label: 'invitation 390 en' });
  await desk.getByLabel('Your name and surname').fill('Dario Sportello');
  await desk.getByLabel('Choose a password').fill(PASSWORD);
  await desk.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(desk.getByRole('status')).toContainText('Log in with');
  await shot(desk, 'accepted-390-en');

  // Signed in with the session route (the login form has its own tests), then the back office.
  const signedIn = await desk.request.post('/api/rs/public/session', {
    data: { email, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(signedIn.status()).toBe(200);
  await desk.goto('/secure');
  // A front desk reads no property: the base leads to Today, not to the setup checklist.
  await expect(desk).toHaveURL(/\/secure\/today$/, { timeout: SCREEN_TIMEOUT });

  await desk.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = desk.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Reservations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Ratesheet' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await desk.keyboard.press('Escape');

  await desk.goto('/secure/ratesheet');
  await expect(
    desk.getByRole('alert').filter({ hasText: 'Your role at this hotel does not open this screen' }),
  ).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  const refused = await desk.request.get(`/api/rs/secure/hotels/${HOTEL}/ratesheet`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    errors: [{ field: 'hotelId', code: 'error.hotel.permission' }],
  });
  await shot(desk, 'refused-390-en');

  // My account, from the top bar's name in the drawer.
  await desk.getByRole('button', { name: 'Menu', exact: true }).click();
  await nav.getByRole('link', { name: 'My account' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(desk.getByRole('row', { name: /This device/ })).toBeVisible();
  await expectNoAxeViolations(desk, { label: 'account 390 en' });

  // The manager takes them off the staff, after a confirmation: their session ends at once.
  await manager.reload();
  const row = staff.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await row.getByRole('button', { name: 'Remove Dario Sportello from the staff' }).click();
  await manager.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(manager.getByRole('status').first()).toHaveText('Dario Sportello is no longer on the staff.');
  expect((await desk.request.get('/api/rs/secure/hotels')).status()).toBe(401);
  await context.close();
});

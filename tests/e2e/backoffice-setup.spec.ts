/**
 * A new hotel's first minutes (issue 27): a prospect registers (through the API: the wizard has
 * its own test, register.spec.ts), opens the activation link from the local outbox, logs in
 * through the login form and lands on the setup checklist with every step to do; the planning's
 * empty state leads back to it; the checklist leads to a room type and then to two rooms through
 * the existing screens, and shows those steps done. axe on the checklist at 1280 px in English
 * and at 390 px in Italian. Each run registers its own hotel.
 */
import type { Page } from '@playwright/test';
import type { RegisterPayload } from '../../src/contracts/register.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const PASSWORD = 'Set-Up-0ne!';
const SCREEN_TIMEOUT = 30_000;
type OutboxMail = { template: string; to_address: string; body_text: string };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-${name}.png`, fullPage: true });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function registration(id: string): RegisterPayload {
  return {
    account: {
      name: 'Sara',
      surname: 'Nuovi',
      email: `setup.${id}@example.com`,
      username: `setup_${id}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    hotel: { type: 'HOTEL', name: `Hotel Primo ${id}`, stars: 3, roomsNumber: 8, entireAccommodation: false },
    // The demo's basic plan, paid monthly (worker/seed/demo-data.ts).
    contract: {
      planId: 1,
      optionId: 1,
      discountId: null,
      billing: {
        companyName: 'Primo Srl',
        vatNumber: 'IT00743110157',
        address: 'Via Roma 1',
        zip: '00100',
        city: 'Roma',
        email: `billing.${id}@example.com`,
      },
    },
    terms: true,
    privacy: true,
    language: 'en',
  };
}

/** The step of the checklist whose heading names it, with its state ('Rooms: Done'). */
const step = (page: Page, title: string, state: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${title} ?: ${state}$`) });

test('a new hotel registers, lands on its setup checklist and follows it to a room type with two rooms', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const id = unique();
  const body = registration(id);
  const typeName = `Garden ${id}`;

  const registered = await page.request.post('/api/rs/public/register', {
    data: body,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(registered.status()).toBe(200);
  const outbox = (await (await page.request.get('/__local/outbox.json')).json()) as OutboxMail[];
  const mail = outbox.find((m) => m.template === 'register-verify' && m.to_address === body.account.email);
  const link = /https?:\/\/[^/\s]+(\/register\/verify\?id=[\w-]+&token=[\w-]+)/.exec(
    mail?.body_text ?? '',
  )?.[1];
  expect(link, 'an activation link in the outbox').toBeTruthy();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(link ?? '/');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await page.getByRole('link', { name: 'Log in' }).last().click();

  // The login form leads to the back office's base, which lands on the checklist.
  const form = page.locator('astro-island[component-url*="/LoginForm."]').first();
  if ((await form.getAttribute('client')) === 'interaction') await form.dispatchEvent('focusin');
  await expect(form).not.toHaveAttribute('ssr', /.*/);
  await page.getByLabel('E-mail or username').fill(body.account.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/secure\/setup$/, { timeout: SCREEN_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your hotel' })).toBeVisible();
  await expect(page.getByText('0 of 8 done')).toBeVisible();
  const steps = page.getByRole('list', { name: 'Setup steps' });
  await expect(steps.getByRole('heading', { level: 2 })).toHaveCount(8);
  await expect(steps.getByRole('heading', { level: 2, name: /: To do$/ })).toHaveCount(8);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Setup checklist' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page, { label: 'checklist 1280 en' });
  await shot(page, 'new-1280-en');

  // The planning of a hotel with no rooms leads back here.
  await nav.getByRole('link', { name: 'Planning' }).click();
  await expect(page.getByText('This hotel has no rooms.')).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await page.getByRole('link', { name: 'Set up rooms and prices with the setup checklist' }).click();
  await expect(page).toHaveURL(/\/secure\/setup$/);

  // A room type, from the checklist's link.
  await page.getByRole('link', { name: 'Go to Room types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Room types' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Add room type' }).click();
  const editor = page.getByRole('dialog', { name: 'New room type' });
  await editor.getByLabel('Name in English').fill(typeName);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`${typeName} saved.`);

  await nav.getByRole('link', { name: 'Setup checklist' }).click();
  await expect(step(page, 'Room types', 'Done')).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await expect(step(page, 'Rooms', 'To do')).toBeVisible();
  await expect(page.getByText('1 of 8 done')).toBeVisible();

  // Two rooms at once, from the checklist's link.
  await page.getByRole('link', { name: 'Go to Rooms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Add a range' }).click();
  const range = page.getByRole('dialog', { name: 'Add a range of rooms' });
  await range.getByLabel('From').fill('101');
  await range.getByLabel('To').fill('102');
  await range.getByLabel('Room type').selectOption({ label: typeName });
  await range.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Rooms added: 2.');

  await nav.getByRole('link', { name: 'Setup checklist' }).click();
  await expect(step(page, 'Rooms', 'Done')).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await expect(step(page, 'Room types', 'Done')).toBeVisible();
  await expect(page.getByText('2 rooms', { exact: true })).toBeVisible();
  await expect(page.getByText('2 of 8 done')).toBeVisible();
  await expect(step(page, 'Rate plans and policies', 'To do')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'checklist with steps done' });
  await shot(page, 'rooms-done-1280-en');

  // The same checklist on a phone, in Italian.
  const phone = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
  });
  const small = await phone.newPage();
  await small.goto('/it/secure/setup');
  await expect(small.getByRole('heading', { level: 1, name: 'Configura la tua struttura' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(small.getByText('2 di 8 fatti')).toBeVisible();
  await expect(step(small, 'Camere', 'Fatto')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(small, { label: 'checklist 390 it' });
  await shot(small, 'rooms-done-390-it');
  await phone.close();
});

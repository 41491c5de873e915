/**
 * A new hotel's first minutes, to its first night sold (SETUP): a prospect registers (through
 * the API: the wizard has its own test, register.spec.ts), opens the activation link from the
 * local outbox, logs in through the login form and lands on the setup checklist with every step
 * to do; the planning's empty state leads back to it; the checklist leads, through the screens a
 * manager uses, to a room type, two rooms, a rate plan (with the default cancellation policy),
 * taxes, a month of prices (the bulk edit) and the hotel's own site; then a guest books a night
 * in the widget on that site, and the back office finds the reservation; the hotel is closed
 * again at the end, so the public lists stay the demo's for the other tests. axe on the checklist at
 * 1280 px in English and at 390 px in Italian. Each run registers its own hotel.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { RegisterPayload } from '../../src/contracts/register.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  addDays,
  chooseDates,
  confirmBooking,
  fillGuest,
  hotelToday,
  search,
  selectRate,
  uniqueGuest,
} from './widget-helpers.ts';

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

/**
 * A hotel's own website for the test: one page embedding the widget served by the app under test
 * (`app`), on a loopback port of its own, so on another origin than the app's.
 */
async function hotelWebsite(
  app: string,
  alias: () => string,
): Promise<{ origin: string; close: () => void }> {
  const server = createServer((_, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hotel Primo</title>` +
        `<script type="module" src="${app}/widget/booking.js"></script></head>` +
        `<body><h1>Hotel Primo</h1><itaca-booking hotel="${alias()}" currency="EUR"></itaca-booking></body></html>`,
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The step of the checklist whose heading names it, with its state ('Rooms: Done'). */
const step = (page: Page, title: string, state: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^${title} ?: ${state}$`) });

test('a new hotel registers, follows its setup checklist and sells its first night on its own site', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const body = registration(id);
  const typeName = `Garden ${id}`;
  let hotelAlias = '';

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

  // A rate plan: the name is enough, it sells every room type with the default cancellation policy.
  const planName = `Flexible ${id}`;
  await page.getByRole('link', { name: 'Go to Rate plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate plans' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await page.getByRole('button', { name: 'Add rate plan' }).click();
  const planEditor = page.getByRole('dialog', { name: 'New rate plan' });
  await planEditor.getByLabel('Name in English').fill(planName);
  await planEditor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`${planName} saved.`);

  // Taxes: the form's values, saved once.
  await nav.getByRole('link', { name: 'Setup checklist' }).click();
  await expect(step(page, 'Rate plans and policies', 'Done')).toBeVisible({ timeout: SCREEN_TIMEOUT });
  await page.getByRole('link', { name: 'Go to Taxes' }).click();
  await page.getByRole('button', { name: 'Save taxes' }).click({ timeout: SCREEN_TIMEOUT });
  await expect(page.getByRole('status')).toHaveText('Taxes saved. The booking widget uses them now.');

  // A month of prices, with the ratesheet's bulk edit.
  const today = hotelToday();
  await nav.getByRole('link', { name: 'Setup checklist' }).click();
  await page.getByRole('link', { name: 'Go to Ratesheet' }).click();
  await page.getByRole('button', { name: 'Bulk edit…' }).click({ timeout: SCREEN_TIMEOUT });
  const bulk = page.getByRole('dialog', { name: 'Bulk edit' });
  await bulk.getByLabel('From', { exact: true }).fill(today);
  await bulk.getByLabel('To', { exact: true }).fill(addDays(today, 30));
  await bulk.getByRole('group', { name: 'Room types' }).getByRole('checkbox', { name: typeName }).check();
  await bulk.getByRole('checkbox', { name: planName, exact: true }).check();
  await bulk.getByRole('textbox', { name: 'Price' }).fill('120');
  await bulk.getByRole('button', { name: 'Apply' }).click();
  await expect(bulk).toBeHidden({ timeout: SCREEN_TIMEOUT });

  // The hotel's own site, where its widget takes bookings.
  // The hotel's own website: a page on another origin that embeds the widget. It is served for
  // real on a loopback port (Chromium lets only a loopback page call the app's loopback server),
  // and local mode accepts an http origin there.
  const website = await hotelWebsite(baseURL ?? '', () => hotelAlias);
  const site = website.origin;
  await nav.getByRole('link', { name: 'Setup checklist' }).click();
  await page.getByRole('link', { name: 'Go to Booking widget' }).click();
  await page.getByLabel('Website address').fill(site);
  await page.getByRole('button', { name: 'Add site' }).click();
  await expect(page.getByText(`${site} added: bookings from it work now.`)).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });

  await nav.getByRole('link', { name: 'Setup checklist' }).click();
  for (const title of [
    'Rate plans and policies',
    'Taxes',
    'First prices on the ratesheet',
    'The widget on your site',
  ]) {
    await expect(step(page, title, 'Done')).toBeVisible({ timeout: SCREEN_TIMEOUT });
  }
  // Hotel info (an address) and photos are the two steps left to the manager.
  await expect(page.getByText('6 of 8 done')).toBeVisible();
  // What a guest books is there: the hotel opens for bookings.
  await expect(page.getByText('Your hotel is not open for bookings yet', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Open for bookings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your hotel is open for bookings' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });

  // A guest books a night in the widget on the hotel's site (a page the test serves there).
  const [hotel] = (await (await page.request.get('/api/rs/secure/hotels')).json()) as {
    id: number;
    alias: string | null;
  }[];
  expect(hotel?.alias, 'the new hotel has an alias').toBeTruthy();
  hotelAlias = hotel?.alias ?? '';
  const guestPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await guestPage.goto(`${site}/`);
  await chooseDates(guestPage, 'en', { checkin: addDays(today, 7), checkout: addDays(today, 8) });
  const found = await search(guestPage, 'en');
  expect(found.results.map((result) => result.roomType.name.en)).toEqual([typeName]);
  await selectRate(guestPage, 'en', planName);
  await fillGuest(guestPage, 'en', uniqueGuest('primo'));
  const { code } = await confirmBooking(guestPage, 'en');
  await guestPage.close();
  website.close();

  // The back office finds it.
  const list = (await (
    await page.request.get(`/api/rs/secure/hotels/${hotel?.id}/reservations?q=${code}`)
  ).json()) as { content: { code: string }[] };
  expect(list.content.map((row) => row.code)).toEqual([code]);

  // Closed again from the checklist (after a confirmation): the public lists are the demo's again
  // for the other tests of this server.
  await page.getByRole('button', { name: 'Close for bookings' }).click();
  const closing = page.getByRole('alertdialog', { name: 'Close the hotel for bookings?' });
  await closing.getByRole('button', { name: 'Close for bookings' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your hotel is not open for bookings yet' }),
  ).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });

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
  await expect(small.getByText('6 di 8 fatti')).toBeVisible();
  await expect(step(small, 'Camere', 'Fatto')).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(small, { label: 'checklist 390 it' });
  await shot(small, 'rooms-done-390-it');
  await phone.close();
});

/**
 * Promotions and channels (RATES-2): a promotion created through the editor (a refused submit
 * focuses its first invalid field; the min stay input takes 0 and says "minimum 1"), which the
 * public search of hotel 3 applies at once and hotel 1's does not; switched off by keyboard, a
 * concurrent change answered 409 in the editor, deleted after a confirmation. The channel list:
 * a channel switched off and a link removed, saved and read back. axe on every state, at 1280
 * and 390 px, in English and Italian.
 */
import type { Browser, Page } from '@playwright/test';
import type { BookingSearch } from '../../src/contracts/booking-types.ts';
import type { ChannelSettingsResponse } from '../../src/contracts/secure/channels.ts';
import type { PromotionsResponse } from '../../src/contracts/secure/promotions.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
/** Hotel 3 for the promotion (hotel 1 must not change); hotel 5 for the channels. */
const PROMO_HOTEL = 3;
const OTHER_HOTEL = 1;
const CHANNELS_HOTEL = 5;

let managerId = 0;
/** One login for the whole file: logins are limited per account. */
let signedIn: SignedIn | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data: me } = await signInDemoManager(browser, baseURL, (request) =>
    getJson<{ id: number }>(request, '/api/rs/public/me'),
  );
  managerId = me.id;
  signedIn = session;
});

/** A page of the signed-in manager working on `hotelId`, `width` px wide. */
async function managerPage(browser: Browser, baseURL: string | undefined, width: number, hotelId: number) {
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
}

async function xsrf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The lowest final total of a 2-night search (hotel's public API). */
async function lowestPrice(page: Page, hotelId: number, checkin: string, checkout: string): Promise<number> {
  const res = await page.request.get(
    `/api/rs/public/booking/hotels/${hotelId}/search?checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  expect(res.status()).toBe(200);
  const body = (await res.json()) as BookingSearch;
  const totals = body.results.flatMap((r) => r.rates.map((rate) => rate.total.finalAmount));
  expect(totals.length).toBeGreaterThan(0);
  return Math.min(...totals);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('promotions: create with the editor, priced by the widget at once, switch off, 409, delete', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await managerPage(browser, baseURL, 1280, PROMO_HOTEL);
  const name = `E2E week ${Date.now() % 100_000}`;
  // Nights far enough ahead that no other test books or prices them.
  const [checkin, checkout] = [isoDay(240), isoDay(242)];
  const before = await lowestPrice(page, PROMO_HOTEL, checkin, checkout);
  const otherBefore = await lowestPrice(page, OTHER_HOTEL, checkin, checkout);

  await page.goto('/secure/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /Last minute in Trastevere/ })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'list' });
  await shot(page, 'promotions-list-en-1280');

  await page.getByRole('button', { name: 'New promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion' });
  await expect(dialog).toBeVisible();
  // A refused submit focuses the first invalid field and says why.
  await dialog.getByRole('button', { name: 'Save' }).click();
  const nameEn = dialog.getByLabel('Name in English');
  await expect(nameEn).toBeFocused();
  await expect(nameEn).toHaveAccessibleDescription(/This field is required/);
  await nameEn.fill(name);
  await dialog.getByLabel('Type').selectOption('MINIMUM_STAY');
  await dialog.getByLabel('Discount (%)').fill('30');
  const minStay = dialog.getByLabel('Minimum stay (nights)');
  await minStay.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(minStay).toBeFocused();
  await expect(minStay).toHaveAccessibleDescription('The minimum value is 1');
  await minStay.fill('2');
  await dialog.getByLabel('Valid from').fill(isoDay(235));
  await dialog.getByLabel('Valid until').fill(isoDay(245));
  await expectNoAxeViolations(page, { include: 'dialog', label: 'editor' });
  await shot(page, 'promotions-editor-en-1280');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText('Promotion saved.');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('At least 2 nights');

  // The widget's search prices it at once (30 % off every night), at hotel 3 only.
  expect(await lowestPrice(page, PROMO_HOTEL, checkin, checkout)).toBeCloseTo(before * 0.7, 0);
  expect(await lowestPrice(page, OTHER_HOTEL, checkin, checkout)).toBe(otherBefore);

  // Switched off with the keyboard.
  const toggle = row.getByRole('switch', { name: `${name} enabled` });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status')).toHaveText(`${name} is now disabled.`);
  await expect(toggle).not.toBeChecked();
  expect(await lowestPrice(page, PROMO_HOTEL, checkin, checkout)).toBe(before);

  // Another manager changes it meanwhile: the save answers 409, keeps the typing, the next save wins.
  const list = (await (
    await page.request.get(`/api/rs/secure/hotels/${PROMO_HOTEL}/promotions`)
  ).json()) as PromotionsResponse;
  const created = list.promotions.find((p) => p.name.en === name);
  if (!created) throw new Error('promotion not listed');
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit promotion' });
  await editor.getByLabel('Name in Italian').fill(`${name} IT`);
  const meanwhile = await page.request.put(
    `/api/rs/secure/hotels/${PROMO_HOTEL}/promotions/${created.id}/enabled`,
    {
      data: { enabled: false, version: created.version },
      headers: { 'X-XSRF-TOKEN': await xsrf(page) },
    },
  );
  expect(meanwhile.status()).toBe(200);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toContainText('Someone changed this promotion meanwhile');
  await expect(editor.getByLabel('Name in Italian')).toHaveValue(`${name} IT`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();

  // Deleted after the confirmation (an alert dialog).
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this promotion?' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page, { include: 'dialog[role="alertdialog"]', label: 'confirm' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toHaveText('Promotion deleted.');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.context().close();

  // Phone width, Italian: cards, same texts in Italian, axe clean.
  const phone = await managerPage(browser, baseURL, 390, PROMO_HOTEL);
  await phone.goto('/it/secure/promotions');
  await expect(phone.getByRole('heading', { level: 1, name: 'Promozioni' })).toBeVisible({ timeout: 30_000 });
  await expect(phone.getByRole('row', { name: /Last minute a Trastevere/ })).toBeVisible();
  await expectNoAxeViolations(phone, { label: 'list it 390' });
  await shot(phone, 'promotions-list-it-390');
  await phone.getByRole('button', { name: 'Nuova promozione' }).click();
  await expect(phone.getByRole('dialog', { name: 'Nuova promozione' })).toBeVisible();
  await expectNoAxeViolations(phone, { include: 'dialog', label: 'editor it 390' });
  await shot(phone, 'promotions-editor-it-390');
  await phone.context().close();
});

test('channels: switch a channel off and unlink a room type, saved and read back', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280, CHANNELS_HOTEL);
  const url = `/api/rs/secure/hotels/${CHANNELS_HOTEL}/channels`;
  // Start from the default channels, every room type and plan linked to all of them.
  const current = (await (await page.request.get(url)).json()) as ChannelSettingsResponse;
  const all = ['WEBSITE', 'BOOKING', 'EXPEDIA', 'AIRBNB'];
  const reset = await page.request.put(url, {
    data: {
      version: current.version,
      channels: all.map((channel) => ({ channel, disabled: false })),
      roomTypes: current.roomTypes.map(({ id }) => ({ id, linkedChannels: all })),
      ratePlans: current.ratePlans.map(({ id }) => ({ id, linkedChannels: all })),
    },
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
  });
  expect(reset.status()).toBe(200);
  const start = (await reset.json()) as ChannelSettingsResponse;
  const roomType = start.roomTypes[0];
  if (!roomType) throw new Error('no room type');
  const roomName = roomType.name.en ?? roomType.nameKey;

  await page.goto('/secure/channels');
  await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, { label: 'channels' });
  await shot(page, 'channels-en-1280');

  await page.getByRole('switch', { name: 'Airbnb enabled' }).uncheck();
  const link = page.getByRole('checkbox', { name: `${roomName} on Booking.com` });
  await link.focus();
  await page.keyboard.press('Space');
  await expect(link).not.toBeChecked();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Channels saved.');

  const saved = (await (await page.request.get(url)).json()) as ChannelSettingsResponse;
  expect(saved.version).toBe(start.version + 1);
  expect(saved.channels.find((c) => c.channel === 'AIRBNB')?.disabled).toBe(true);
  expect(saved.roomTypes.find((r) => r.id === roomType.id)?.linkedChannels).not.toContain('BOOKING');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Airbnb enabled' })).not.toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: `${roomName} on Booking.com` })).not.toBeChecked();
  await page.context().close();

  const phone = await managerPage(browser, baseURL, 390, CHANNELS_HOTEL);
  await phone.goto('/it/secure/channels');
  await expect(phone.getByRole('heading', { level: 1, name: 'Canali' })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(phone, { label: 'channels it 390' });
  await shot(phone, 'channels-it-390');

  // Put the demo hotel back as it was.
  const restore = await phone.request.put(url, {
    data: {
      version: saved.version,
      channels: start.channels.map(({ channel, disabled }) => ({ channel, disabled })),
      roomTypes: start.roomTypes.map(({ id, linkedChannels }) => ({ id, linkedChannels })),
      ratePlans: start.ratePlans.map(({ id, linkedChannels }) => ({ id, linkedChannels })),
    },
    headers: { 'X-XSRF-TOKEN': await xsrf(phone) },
  });
  expect(restore.status()).toBe(200);
  await phone.context().close();
});

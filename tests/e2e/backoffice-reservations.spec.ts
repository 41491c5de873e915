/**
 * The back office's reservations (MANAGE "Reservations"): the demo hotel's list searched,
 * filtered and paged with the filters in the address (back button included), cards on phones;
 * a reservation's detail; cancelling a future one through the preview alertdialog, with the
 * guest's e-mail in the local outbox, and the list it was opened from reading it cancelled; axe on
 * the list, the detail and the dialog at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { StaffReservationView } from '../../src/contracts/booking-types.ts';
import type { ReservationListPage } from '../../src/contracts/secure/reservations.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

// The app loads each screen's code on demand and the machine is shared: generous timeouts.
test.describe.configure({ timeout: 90_000 });

/** The hotel the app opens on in a fresh browser: the manager's first. */
let HOTEL_ID = 0;
/** One login for the file (the login route is rate limited per address): its cookies. */
let storageState: SignedIn | null = null;

test.beforeAll(async ({ browser }, testInfo) => {
  const { session, data: hotels } = await signInDemoManager(
    browser,
    testInfo.project.use.baseURL,
    (request) => getJson<{ id: number }[]>(request, '/api/rs/secure/hotels'),
  );
  HOTEL_ID = hotels[0]?.id ?? 0;
  expect(HOTEL_ID).toBeGreaterThan(0);
  storageState = session;
});

/** The page's context gets the file's session cookies. */
async function signIn(page: Page): Promise<void> {
  if (!storageState) throw new Error('not signed in');
  await page.context().addCookies(storageState.cookies);
}

/** The first paint of a screen: the app shell loads the screen's code on demand. */
const SCREEN_TIMEOUT = { timeout: 20_000 };

async function listApi(page: Page, query: string): Promise<ReservationListPage> {
  const res = await page.request.get(`/api/rs/secure/hotels/${HOTEL_ID}/reservations?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ReservationListPage;
}

const rowsOf = (page: Page) => page.getByRole('region', { name: /^Reservations of/ }).getByRole('row');

test('the list: paged, searched, filtered and sorted, with the filters in the address', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const all = await listApi(page, 'size=1');
  await page.goto('/secure/reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible(SCREEN_TIMEOUT);
  // Header row + 10 reservations; then 'Load more' brings the next 10.
  await expect(rowsOf(page)).toHaveCount(11);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 10 of' })).toHaveText(
    `Showing 10 of ${all.totalElements} reservations`,
  );
  await page.getByRole('button', { name: 'Load more reservations' }).click();
  await expect(rowsOf(page)).toHaveCount(21);

  // Search by a guest's surname: the address carries it, the rows match.
  const sample = (await listApi(page, 'size=1&sort=guest,asc')).content[0];
  if (!sample) throw new Error('the demo hotel has no reservations');
  await page.getByLabel('Search by code, guest or e-mail').fill(sample.guest.surname.toUpperCase());
  await page.locator('#bo-main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/secure/reservations\\?q=${encodeURIComponent(sample.guest.surname.toUpperCase())}$`),
  );
  const found = await listApi(page, `q=${encodeURIComponent(sample.guest.surname)}&size=100`);
  await expect(rowsOf(page)).toHaveCount(Math.min(found.totalElements, 10) + 1);
  await expect(rowsOf(page).nth(1)).toContainText(sample.guest.surname);

  // Filters: cancelled reservations from the phone; then back, and back again.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('checkbox', { name: 'Cancelled' }).check();
  await expect(page).toHaveURL(/status=CANCELLED/);
  await page.getByLabel('Search by code, guest or e-mail').fill('');
  await page.locator('#bo-main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/secure\/reservations\?status=CANCELLED$/);
  const cancelled = await listApi(page, 'status=CANCELLED');
  expect(cancelled.totalElements).toBeGreaterThan(0);
  await expect(rowsOf(page)).toHaveCount(Math.min(cancelled.totalElements, 10) + 1);
  for (const row of await rowsOf(page).all()) {
    if ((await row.getByRole('columnheader').count()) > 0) continue;
    await expect(row).toContainText('Cancelled');
  }
  await page.getByRole('checkbox', { name: 'Phone' }).check();
  await expect(page).toHaveURL(/\?status=CANCELLED&source=PHONE$/);
  const phoneCancelled = await listApi(page, 'status=CANCELLED&source=PHONE');
  await expect(
    page.getByRole('status').filter({ hasText: /reservation|Showing|No reservation/ }),
  ).toContainText(
    phoneCancelled.totalElements === 0 ? 'No reservation' : String(phoneCancelled.totalElements),
  );
  await page.getByLabel('Sort by').selectOption({ label: 'Check-in, earliest first' });
  await expect(page).toHaveURL(/sort=checkin%2Casc$/);
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\?status=CANCELLED&source=PHONE$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?status=CANCELLED$/);
  await expect(page.getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Cancelled' })).toBeChecked();

  // Download: the cancelled reservations as a CSV file, one line each after the header.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^reservations-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  expect(csv.startsWith('\uFEFFCode,Status,Name,Surname')).toBe(true);
  const csvLines = csv.trim().split('\r\n');
  expect(csvLines).toHaveLength(cancelled.totalElements + 1);
  expect(csvLines.slice(1).every((line) => line.split(',')[1] === 'CANCELLED')).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded.' })).toBeVisible();

  // A stay-date filter keeps the stays overlapping the range.
  const first = (await listApi(page, 'size=1&sort=checkin,asc&status=CONFIRMED')).content[0];
  if (!first) throw new Error('no confirmed reservation');
  await page.getByLabel('From').fill(first.checkin);
  await page.getByLabel('To').fill(first.checkin);
  await page.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${first.checkin}&to=${first.checkin}`));
});

test('phones get one card per reservation; ?q= (the shell search) fills the search box; axe at 390 px', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const sample = (await listApi(page, 'size=1')).content[0];
  if (!sample) throw new Error('the demo hotel has no reservations');
  // A whole code, in any case, opens its reservation instead of a list of one.
  await page.goto(`/secure/reservations?q=${sample.code.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/secure/reservations/${sample.code}$`), SCREEN_TIMEOUT);
  // A part of it lists what matches, and fills the search box.
  const part = sample.code.slice(0, -1).toLowerCase();
  await page.goto(`/secure/reservations?q=${part}`);
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: sample.code })).toHaveCount(1, SCREEN_TIMEOUT);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByLabel('Search by code, guest or e-mail')).toHaveValue(part);
  await expectNoAxeViolations(page);
  await page.goto('/secure/reservations');
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expectNoAxeViolations(page);
  // The end of the list scrolled into view loads the next page (after the 500 ms delay).
  await page.getByRole('button', { name: 'Load more reservations' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(20);
});

test('a reservation: detail, then cancelled through the preview alertdialog; the guest is e-mailed', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A confirmed stay starting in a week or more, booked by a guest with an e-mail.
  const today = new Date().toISOString().slice(0, 10);
  const future = await listApi(page, `status=CONFIRMED&from=${today}&sort=checkin,desc&size=50`);
  const target = future.content.find((row) => row.checkin > today && row.guest.email !== '');
  if (!target) throw new Error('no future confirmed reservation in the demo hotel');
  const before = (await (
    await page.request.get(`/api/rs/secure/hotels/${HOTEL_ID}/reservations/${target.code}`)
  ).json()) as StaffReservationView;

  // The list it is found in (a part of its code), where it reads confirmed; then its whole code.
  const part = target.code.slice(0, -1);
  await page.goto(`/secure/reservations?q=${part}`);
  const targetRow = rowsOf(page).filter({ hasText: target.code });
  await expect(targetRow).toContainText('Confirmed', SCREEN_TIMEOUT);
  await page.getByLabel('Search by code, guest or e-mail').fill(target.code);
  await page.locator('#bo-main').getByRole('button', { name: 'Search', exact: true }).click();
  // The whole code opens the reservation.
  await expect(page).toHaveURL(new RegExp(`/secure/reservations/${target.code}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Reservation ${target.code}` })).toBeVisible(
    SCREEN_TIMEOUT,
  );
  await expect(page).toHaveTitle(new RegExp(target.code));
  await expect(page.getByText(before.guest.email).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Room 1: / })).toBeVisible();
  await expect(page.getByText(/^Deadline: |^No deadline/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record no-show' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel reservation ${target.code}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The guest will get an e-mail at ${before.guest.email}.`);
  await expect(dialog.getByText('Penalty due', { exact: true })).toBeVisible();
  // What is due (never "charged": only a payment charges) and out of the room's total (BOFLOW rules).
  const roomTotal = new Intl.NumberFormat('en-GB', { style: 'currency', currency: before.currency }).format(
    before.rooms[0]?.total ?? 0,
  );
  await expect(dialog.getByRole('listitem').first()).toHaveText(
    new RegExp(
      `(?:(?:Due for \\d+ nights?|Due): €[\\d,]+\\.\\d\\d of ${roomTotal.replace(/[.$]/g, '\\$&')}|Free of charge)$`,
    ),
  );
  await expect(dialog.getByRole('button', { name: 'Go back' })).toBeFocused();
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  // Escape keeps the reservation as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeFocused();

  await page.getByRole('button', { name: 'Cancel reservation' }).click();
  await dialog.getByRole('button', { name: 'Cancel the reservation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reservation cancelled.' })).toContainText(
    'The guest has been e-mailed.',
  );
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled();
  const after = (await (
    await page.request.get(`/api/rs/secure/hotels/${HOTEL_ID}/reservations/${target.code}`)
  ).json()) as StaffReservationView;
  expect(after.status).toBe('CANCELLED');
  expect(after.version).toBeGreaterThan(before.version);

  const outbox = (await (await page.request.get('/__local/outbox.json')).json()) as {
    to_address: string;
    subject: string;
    body_text: string;
  }[];
  expect(
    outbox.some(
      (mail) =>
        mail.to_address === before.guest.email && `${mail.subject} ${mail.body_text}`.includes(target.code),
    ),
  ).toBe(true);

  // Back to the list it was opened from: shown from the cache, reloaded since the stay changed.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/secure/reservations\\?q=${part}$`));
  await expect(targetRow).toContainText('Cancelled');
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeDisabled(SCREEN_TIMEOUT);

  // At 390 px the detail reflows and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

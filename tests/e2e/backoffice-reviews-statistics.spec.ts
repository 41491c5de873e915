/**
 * Guest reviews and statistics in the back office (INSIGHT-1): a reply written, cancelled, saved
 * after another manager answered first (409: theirs shown, ours kept), a failed save that keeps
 * the text; the statistics screen with a comparison period and a chart's table alternative.
 * axe on every state; one 390 px screenshot and axe. Works on hotel 3's demo reviews and
 * hotel 1's statistics (read only), which no other file changes.
 */
import type { Browser, Page } from '@playwright/test';
import type { ReviewAdmin, ReviewAdminPage } from '../../src/contracts/secure/reviews.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const REVIEWS_HOTEL = 3;
const STATS_HOTEL = 1;

let managerId = 0;
let signedIn: SignedIn | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data: me } = await signInDemoManager(browser, baseURL, (request) =>
    getJson<{ id: number }>(request, '/api/rs/public/me'),
  );
  managerId = me.id;
  signedIn = session;
});

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

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('reviews: reply, cancel, a failed save keeps the text, another manager first (409), then saved', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280, REVIEWS_HOTEL);
  const unanswered = await getJson<ReviewAdminPage>(
    page.request,
    `/api/rs/secure/hotels/${REVIEWS_HOTEL}/reviews?replied=false&size=1`,
  );
  const target = unanswered.content[0] as ReviewAdmin;
  expect(target).toBeTruthy();

  await page.goto('/secure/reviews?replied=false');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest reviews' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeVisible();
  const review = page.getByRole('article').filter({
    has: page.getByRole('link', { name: `Reservation ${target.stay.code}` }),
  });
  await expect(review).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Reply/ })).toHaveValue('false');
  await expectNoAxeViolations(page, { label: 'list' });

  // View → edit: the 5-row box takes the focus; Publish waits for a text; Cancel restores.
  await review.getByRole('button', { name: 'Reply', exact: true }).click();
  const box = review.getByRole('textbox', { name: 'Reply to this review' });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('rows', '5');
  const publish = review.getByRole('button', { name: 'Publish reply' });
  await expect(publish).toBeDisabled();
  await box.fill('   ');
  await expect(publish).toBeDisabled();
  await box.fill('Thank you, we hope to see you again!');
  await expect(publish).toBeEnabled();
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(box).toBeHidden();
  await expect(review.getByText('Not answered yet.')).toBeVisible();

  // A save that fails keeps the text and says error.review.reply.saving.
  await review.getByRole('button', { name: 'Reply', exact: true }).click();
  await box.fill('Thank you, we hope to see you again!');
  await page.route('**/reviews/*/reply', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","errors":[]}' }),
  );
  await publish.click();
  await expect(review.getByRole('alert')).toHaveText('The reply could not be saved: please try again.');
  await expect(box).toHaveValue('Thank you, we hope to see you again!');
  await page.unroute('**/reviews/*/reply');

  // Another manager answers first: our save is refused (409), theirs is shown, ours stays.
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const theirs = await page.request.put(`/api/rs/secure/hotels/${REVIEWS_HOTEL}/reviews/${target.id}/reply`, {
    data: { text: 'Grazie per il soggiorno!', version: target.version },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(theirs.status()).toBe(200);
  await publish.click();
  await expect(review.getByText('Reply published meanwhile')).toBeVisible();
  await expect(review.getByText('Grazie per il soggiorno!')).toBeVisible();
  await expect(review.getByRole('alert')).toContainText('Another manager answered this review meanwhile');
  await expect(box).toHaveValue('Thank you, we hope to see you again!');
  await expectNoAxeViolations(page, {
    include: `article[aria-labelledby="bo-review-${target.id}"]`,
    label: 'conflict',
  });
  await shot(page, 'reviews-conflict-en-1280');

  // Publishing again replaces theirs (the new version), back to the view.
  await publish.click();
  await expect(review.getByRole('status')).toHaveText('Reply published.');
  await expect(box).toBeHidden();
  await expect(review.getByText('Thank you, we hope to see you again!')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit reply' })).toBeFocused();
  const saved = await getJson<ReviewAdmin>(
    page.request,
    `/api/rs/secure/hotels/${REVIEWS_HOTEL}/reviews/${target.id}`,
  );
  expect(saved.reply?.text).toBe('Thank you, we hope to see you again!');
  expect(saved.version).toBe(target.version + 2);
  await expectNoAxeViolations(page, {
    include: `article[aria-labelledby="bo-review-${target.id}"]`,
    label: 'saved',
  });
  await page.context().close();
});

test('statistics: a comparison period, a chart as a table, reports; at 390 px in Italian', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280, STATS_HOTEL);
  await page.goto('/secure/statistics?xType=MONTHS');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible({ timeout: 30_000 });
  const amount = page.getByRole('region', { name: 'Booked amount by check-in' });
  await expect(amount.getByText(/reservations arriving booked/)).toBeVisible();
  // axe runs on the compared state below: it holds every element of this one and more.

  await page.getByRole('checkbox', { name: 'Compare with another period' }).check();
  await expect(page.getByLabel('Compare from')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Show statistics' }).click();
  await expect(page).toHaveURL(/compareFrom=\d{4}-\d{2}-\d{2}&compareTo=/);
  await expect(page.getByRole('status').filter({ hasText: 'Compared with' })).toBeVisible();
  await expect(amount.getByText('Change:').first()).toBeVisible();

  // The reviews chart as a table: one row per month, the reviews and the average.
  const reviews = page.getByRole('region', { name: 'Reviews and average score' });
  await expect(reviews.getByText(/the hotel had \d+ reviews/)).toBeVisible();
  await reviews.getByRole('button', { name: 'Show as table' }).click();
  const table = reviews.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Average score', exact: true })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeGreaterThan(2);
  await expect(reviews.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const list = page.getByRole('list', { name: 'Reports: Reservations by source' });
  await expect(list.getByText('Share:').first()).toBeVisible();
  expect(await list.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(340);
  await expectNoAxeViolations(page, { label: 'compare and table' });
  await shot(page, 'statistics-compare-en-1280');

  const phone = await managerPage(browser, baseURL, 390, STATS_HOTEL);
  await phone.goto('/it/secure/statistics?xType=MONTHS');
  await expect(phone.getByRole('heading', { level: 1, name: 'Statistiche' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByText(/prenotazioni in arrivo per/)).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(phone, { label: 'statistics 390 it' });
  await shot(phone, 'statistics-it-390');
  await phone.context().close();
  await page.context().close();
});

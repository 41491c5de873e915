/**
 * Revenue figures and the daily cash report (FOLIO-3, decision 060): the statistics screen's
 * figures against a comparison period (occupancy in points), then the cash report of the last two
 * days printed at A4, one page a day; axe on both; a 390 px Italian screenshot. Reads hotel 1's
 * demo stays and payments (the seed pays stays at check-out), changes nothing.
 */
import type { Browser } from '@playwright/test';
import type { CashReportResponse } from '../../src/contracts/secure/revenue.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const HOTEL = 1;

let managerId = 0;
let signedIn: SignedIn | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data: me } = await signInDemoManager(browser, baseURL, (request) =>
    getJson<{ id: number }>(request, '/api/rs/public/me'),
  );
  managerId = me.id;
  signedIn = session;
});

async function managerPage(browser: Browser, baseURL: string | undefined, width: number) {
  if (!signedIn) throw new Error('not signed in');
  const context = await browser.newContext({
    baseURL,
    storageState: signedIn,
    viewport: { width, height: 900 },
  });
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [`X-ITACA-HOTEL-${managerId}`, String(HOTEL)],
  );
  return context.newPage();
}

test('revenue figures against a comparison, then the cash report of two days printed one A4 page a day', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280);
  await page.goto('/secure/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: 'Compare with another period' }).check();
  await page.getByRole('button', { name: 'Show statistics' }).click();
  await expect(page).toHaveURL(/compareFrom=/);
  const revenue = page.getByRole('region', { name: 'Revenue figures' });
  const occupancy = revenue
    .getByRole('definition')
    .filter({ has: page.getByText(/ %$/) })
    .first();
  await expect(occupancy).toBeVisible({ timeout: 20_000 });
  // A percentage changes in points, money in percent.
  await expect(revenue.getByText(/^[+−±][\d.,]+ pt$/)).toBeVisible();
  await expect(revenue.getByText('Net pickup')).toBeVisible();
  await expect(revenue.getByText(/room nights were sold/)).toBeVisible();
  await expectNoAxeViolations(page, { include: '.bo-revenue', label: 'revenue figures' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/revenue-en-1280.png`, fullPage: true });

  // The cash report: yesterday and today, each day its sums per method and its movements.
  await revenue.getByRole('link', { name: 'Daily cash report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily cash report' })).toBeVisible();
  const to = await page.getByLabel('To').inputValue();
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(from);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  const report = await getJson<CashReportResponse>(
    page.request,
    `/api/rs/secure/hotels/${HOTEL}/cash-report?from=${from}&to=${to}`,
  );
  expect(report.total.paymentsCents).toBeGreaterThan(0);
  await expect(page.locator('.bo-cash__day h2')).toHaveCount(2);
  await expect(page.getByRole('table', { name: /^Totals from/ })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'cash report' });
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.bo-nav')).toBeHidden();
  const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  // Two days and the totals: three pages.
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(3);

  const phone = await managerPage(browser, baseURL, 390);
  await phone.goto(`/it/secure/cash-report?from=${from}&to=${to}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Rapporto di cassa giornaliero' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.locator('.bo-cash__day h2')).toHaveCount(2);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/cash-report-it-390.png`, fullPage: true });
});

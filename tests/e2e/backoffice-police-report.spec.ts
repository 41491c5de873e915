/**
 * The police report (FRONTDESK-4, decision 049) as a front desk uses it: the screen of a day's
 * arrivals lists the incomplete guests with the fields to complete and a link to their
 * reservation; "Download file" saves the Alloggiati Web file, whose first line has the service's
 * 168 characters, a head or single guest first and the day as its arrival date. The day is one
 * of the demo's last days already sent (the file is sent again, on purpose), so the demo's guests
 * still to send stay as they are; a day with guests to send serves when no such day exists.
 * axe at 1280 px in English and at 390 px in Italian.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import type { PoliceReportResponse } from '../../src/contracts/secure/police-report.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

type Day = { hotelId: number; date: string; report: PoliceReportResponse };

let signedIn: SignedIn | null = null;
let managerId = 0;
let day: Day | null = null;

/** `date` minus `days` ('2027-03-01', 1 → '2027-02-28'). */
const before = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data } = await signInDemoManager(browser, baseURL, async (request) => {
    const me = await getJson<{ id: number }>(request, '/api/rs/public/me');
    const hotels = await getJson<ManagedHotel[]>(request, '/api/rs/secure/hotels');
    const days: Day[] = [];
    for (const hotel of hotels) {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: hotel.timeZone }).format(new Date());
      for (const back of [1, 2, 3, 0]) {
        const date = before(today, back);
        const report = await getJson<PoliceReportResponse>(
          request,
          `/api/rs/secure/hotels/${hotel.id}/police-report?date=${date}&format=json`,
        );
        if (report.incomplete.length > 0 && report.lines.length + report.exported.length > 0) {
          days.push({ hotelId: hotel.id, date, report });
        }
      }
    }
    // A day already sent first: sending it again leaves the demo's guests to send untouched.
    return { me, day: days.find((d) => d.report.exported.length > 0) ?? days[0] ?? null };
  });
  signedIn = session;
  managerId = data.me.id;
  day = data.day;
  expect(day, 'a demo day with incomplete guests and a file to download').not.toBeNull();
});

async function policePage(
  browser: Browser,
  baseURL: string | undefined,
  width: number,
  language: 'en' | 'it',
) {
  if (!signedIn || !day) throw new Error('not signed in');
  const context = await browser.newContext({
    baseURL,
    storageState: signedIn,
    viewport: { width, height: 900 },
  });
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [`X-ITACA-HOTEL-${managerId}`, String(day.hotelId)],
  );
  const page = await context.newPage();
  await page.goto(`${language === 'it' ? '/it' : ''}/secure/police-report?date=${day.date}`);
  return page;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/police-report-${name}.png`, fullPage: true });
}

test('the police report lists the incomplete guests and downloads the Alloggiati Web file', async ({
  browser,
  baseURL,
}) => {
  if (!day) throw new Error('no day');
  const page = await policePage(browser, baseURL, 1280, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Police report (Alloggiati Web)' })).toBeVisible({
    timeout: 30_000,
  });

  const incomplete = page.getByRole('region', { name: /^Incomplete/ });
  await expect(
    incomplete.getByRole('heading', { name: `Incomplete (${day.report.incomplete.length})` }),
  ).toBeVisible();
  const first = day.report.incomplete[0];
  if (!first) throw new Error('no incomplete guest');
  await expect(incomplete.getByRole('link', { name: `Reservation ${first.code}` }).first()).toHaveAttribute(
    'href',
    `/secure/reservations/${first.code}`,
  );
  await expect(incomplete.getByText(/^To complete: /).first()).toBeVisible();
  await expectNoAxeViolations(page, { label: 'police report 1280 en' });
  await shot(page, '1280-en');

  // Nothing left to send on a day already sent: the file goes again, on purpose.
  if (day.report.lines.length === 0) {
    await page.getByRole('checkbox', { name: 'Also send again the guests already sent' }).check();
  }
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`alloggiati-${day.hotelId}-${day.date}.txt`);
  const text = await readFile(await download.path(), 'latin1');
  const lines = text.split('\r\n');
  expect(lines.at(-1)).toBe('');
  const line = lines[0] ?? '';
  expect(line).toHaveLength(168);
  expect(line).toMatch(/^[\x20-\x7e]+$/);
  expect(['16', '17', '18']).toContain(line.slice(0, 2));
  expect(line.slice(2, 12)).toBe(`${day.date.slice(8, 10)}/${day.date.slice(5, 7)}/${day.date.slice(0, 4)}`);
  const count = lines.length - 1;
  await expect(page.getByRole('status').filter({ hasText: 'File downloaded' })).toHaveText(
    `File downloaded: ${count} ${count === 1 ? 'guest' : 'guests'} recorded as sent.`,
  );
  await page.context().close();

  const phone = await policePage(browser, baseURL, 390, 'it');
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Schedine alloggiati (Alloggiati Web)' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByRole('heading', { name: /^Già inviati/ })).toBeVisible();
  await expectNoAxeViolations(phone, { label: 'police report 390 it' });
  await shot(phone, '390-it');
  await phone.context().close();
});

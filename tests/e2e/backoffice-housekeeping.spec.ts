/**
 * Housekeeping on a phone, as the demo manager on hotel 1 (FRONTDESK-3): at 390 px in Italian, the
 * dirty rooms of the demo (today's departures, stay-overs not yet serviced), one marked clean,
 * then inspected, then given a note; axe at 390 px in Italian and at 1280 px in English. The
 * room is whichever demo room is dirty now, so re-runs pass on the same database.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';

const HOTEL = 1;
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

const managerPage = demoManagerPages(HOTEL);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/screens-${name}.png`, fullPage: true });
}

test('a housekeeper marks a dirty room clean, then inspected, and leaves a note, on a phone', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const phone = await managerPage(browser, baseURL, 390);
  await phone.goto('/it/secure/housekeeping');
  await expect(phone.getByRole('heading', { level: 1, name: 'Pulizie camere' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(phone.getByRole('radio', { name: /Da fare/ })).toBeChecked();
  await expectNoAxeViolations(phone, { label: 'housekeeping, it, 390 px' });
  await shot(phone, 'housekeeping-it-390');

  // The dirty rooms; the first one is cleaned, inspected, then given a note.
  await phone.getByRole('radio', { name: /^Sporca \d+$/ }).check();
  const room = phone.locator('article[data-room]').first();
  await expect(room.getByText('Da pulire')).toBeVisible();
  const number = await room.getAttribute('data-room');
  const status = phone.getByRole('status').first();
  await room.getByRole('button', { name: 'Segna pulita' }).click();
  await expect(status).toHaveText(`Camera ${number}: Pulita`);
  await expect(room.locator('.bo-hk__status')).toHaveText(/Pulita$/);
  await room.getByRole('button', { name: 'Segna controllata' }).click();
  await expect(status).toHaveText(`Camera ${number}: Controllata`);
  await expect(room.getByRole('button', { name: 'Segna controllata' })).toHaveCount(0);
  await room.getByLabel(`Nota per la camera ${number}`).fill('Asciugamani extra');
  await room.getByRole('button', { name: 'Salva nota' }).click();
  await expect(status).toHaveText(`Nota salvata sulla camera ${number}`);

  // What was recorded is what the list reads again.
  await phone.reload();
  await phone.getByRole('radio', { name: /^Tutte \d+$/ }).check();
  const again = phone.locator(`article[data-room="${number}"]`);
  await expect(again.locator('.bo-hk__status')).toHaveText(/Controllata$/, { timeout: SCREEN_TIMEOUT });
  await expect(again.getByLabel(`Nota per la camera ${number}`)).toHaveValue('Asciugamani extra');
  await phone.context().close();

  const desk = await managerPage(browser, baseURL, 1280);
  await desk.goto('/secure/housekeeping');
  await expect(desk.getByRole('heading', { level: 1, name: 'Housekeeping' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(desk.locator('article[data-room]').first()).toBeVisible();
  await expectNoAxeViolations(desk, { label: 'housekeeping, en, 1280 px' });
  await shot(desk, 'housekeeping-en-1280');
  await desk.context().close();
});

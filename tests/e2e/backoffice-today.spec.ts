/**
 * The front desk's day (FRONTDESK-2) on the demo hotel with the fullest day (hotel 2): today's first
 * foreign arrival checked in from Today with its lead guest's document (prefilled from the
 * booker, born abroad by default, not in Italy), seen in house on Today and on the planning, the
 * check-in undone (the demo keeps its arrival), a departure checked out with its balance; axe at
 * 1280 px in English (the dialog too) and at 390 px in Italian.
 */
import type { FrontDeskItem, FrontDeskResponse } from '../../src/contracts/secure/front-desk.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';

const HOTEL_ID = 2;
const openPage = demoManagerPages(HOTEL_ID);

const nameOf = (item: FrontDeskItem) => `${item.guest.name} ${item.guest.surname}`;

test('check in an arrival with its document, see it in house and on the planning, check out a departure', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await openPage(browser, baseURL, 1280);
  await page.goto('/secure/today');
  await expect(page.getByRole('heading', { level: 1, name: /Front desk/ })).toBeVisible({ timeout: 30_000 });

  const day = (await (
    await page.request.get(`/api/rs/secure/hotels/${HOTEL_ID}/front-desk`)
  ).json()) as FrontDeskResponse;
  const arrival = day.arrivals.find(
    (item) => item.action === 'check-in' && item.guest.nationality && item.guest.nationality !== 'IT',
  );
  const departure = day.departures.find((item) => item.action === 'check-out');
  if (!arrival || !departure) throw new Error('the demo day has no foreign arrival or no departure left');
  await expectNoAxeViolations(page, { label: 'Today, 1280 en' });

  // Check-in: room kept, the lead guest's document prefilled from the booker and confirmed.
  const arrivals = page.getByRole('region', { name: /^Arrivals/ });
  await arrivals.getByRole('button', { name: `Check in: ${nameOf(arrival)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check in ${nameOf(arrival)}` });
  await expect(dialog.getByRole('combobox', { name: /^Room/ }).first()).toBeVisible();
  await dialog.getByRole('button', { name: /^Guest 1/ }).click();
  const form = dialog.getByRole('form', { name: 'Document of guest 1' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(arrival.guest.name);
  await expect(form.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(
    arrival.guest.surname,
  );
  await expect(form.getByRole('combobox', { name: 'Country of birth' })).not.toHaveValue('Italy');
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('FEMALE');
  await form.getByLabel('Date of birth').fill('1984-05-12');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /saved/ })).toBeVisible();
  await expectNoAxeViolations(page, { include: OPEN_DIALOG, label: 'check-in dialog' });
  // Other guests of the party still without a document: the dialog names them and checks in only
  // on the explicit "complete later".
  const later = dialog.getByRole('checkbox', { name: /^Check in anyway/ });
  if ((await later.count()) > 0) {
    await expect(dialog.getByRole('button', { name: 'Mark checked in' })).toBeDisabled();
    await later.check();
  }
  await dialog.getByRole('button', { name: 'Mark checked in' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${nameOf(arrival)} is checked in.` }),
  ).toBeVisible();
  const inHouse = page.getByRole('region', { name: /^In house/ });
  const card = inHouse
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: new RegExp(arrival.code) }) });
  await expect(card.getByText('In house', { exact: true })).toBeVisible();

  // The planning marks the stay checked in, in words (its rows are drawn as they scroll into view).
  await page.goto('/secure/planning?view=D');
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const bar = page.getByRole('gridcell', { name: new RegExp(`${arrival.code}.*in house`) }).first();
  await grid.hover();
  for (let step = 0; step < 30 && (await bar.count()) === 0; step++) await page.mouse.wheel(0, 400);
  await expect(bar).toBeVisible();

  // Undone the same day: the demo keeps its arrival for the next run.
  await page.goto('/secure/today');
  await page
    .getByRole('region', { name: /^In house/ })
    .getByRole('button', { name: `Undo check-in: ${nameOf(arrival)}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is undone' })).toBeVisible();

  // Check-out of a departure, with its balance.
  await page
    .getByRole('region', { name: /^Departures/ })
    .getByRole('button', { name: `Check out: ${nameOf(departure)}` })
    .click();
  const out = page.getByRole('dialog', { name: `Check out ${nameOf(departure)}` });
  await expect(out.getByText(/^Balance due:/)).toBeVisible();
  await out.getByRole('button', { name: 'Check out', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${nameOf(departure)} has checked out.` }),
  ).toBeVisible();
  await page.context().close();

  const phone = await openPage(browser, baseURL, 390);
  await phone.goto('/it/secure/today');
  await expect(phone.getByRole('heading', { level: 1, name: /Ricevimento/ })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoAxeViolations(phone, { label: 'Oggi, 390 it' });
  await phone.context().close();
});

/**
 * Guest identity documents and notes on a demo reservation's detail page (MANAGE "Guest
 * identity documents", "Notes"): a document filled to COMPLETE through the comboboxes (province
 * derived), a family member without document fields, resident and exemption excluding each
 * other; a note added, edited and removed; axe with an item expanded at 1280 and 390 px, in
 * English and Italian.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import type { GuestDocumentsResponse } from '../../src/contracts/secure/guest-documents.ts';
import type { ReservationListPage } from '../../src/contracts/secure/reservations.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

let hotelId = 0;
/** The demo manager's name, the notes' author. */
let manager = '';
/** One login for the whole file: logins are limited to 5 per account per 15 minutes. */
let signedIn: SignedIn | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data } = await signInDemoManager(browser, baseURL, async (request) => ({
    hotels: await getJson<{ id: number }[]>(request, '/api/rs/secure/hotels'),
    me: await getJson<{ name: string; surname: string }>(request, '/api/rs/public/me'),
  }));
  hotelId = data.hotels[0]?.id ?? 0;
  expect(hotelId).toBeGreaterThan(0);
  manager = `${data.me.name} ${data.me.surname}`;
  signedIn = session;
});

/** A page of the signed-in manager, in its own context, at `width` px. */
async function managerPage(browser: Browser, baseURL: string | undefined, width: number): Promise<Page> {
  if (!signedIn) throw new Error('not signed in');
  const context = await browser.newContext({
    baseURL,
    storageState: signedIn,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/** Opens the reservation's detail page and waits for the app to show it. */
async function openReservation(page: Page, path: string, heading: string): Promise<Locator> {
  await page.goto(path);
  const panel = panelOf(page, heading);
  await expect(panel.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 30_000 });
  return panel;
}

/** A future reservation of the demo hotel with at least `guests` guests (the `skip`-th such). */
async function reservationWith(page: Page, guests: number, skip: number): Promise<string> {
  const res = await page.request.get(
    `/api/rs/secure/hotels/${hotelId}/reservations?size=50&sort=checkin,desc`,
  );
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as ReservationListPage).content.filter(
    (r) => r.guestsCount >= guests && r.status === 'CONFIRMED',
  );
  const found = list[skip];
  if (!found) throw new Error('no demo reservation with enough guests');
  return found.code;
}

function xsrf(page: Page): Promise<string> {
  return page
    .context()
    .cookies()
    .then((cookies) => cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

/** Clears the reservation's documents through the API, so every run starts from blank ones. */
async function resetDocuments(page: Page, code: string): Promise<void> {
  const path = `/api/rs/secure/hotels/${hotelId}/reservations/${code}/guest-documents`;
  const current = (await (await page.request.get(path)).json()) as GuestDocumentsResponse;
  const blank = current.documents.map((d) => ({
    ...d,
    name: '',
    surname: '',
    gender: null,
    birthDate: null,
    birthPlace: null,
    nationality: null,
    citizenship: null,
    type: null,
    issuer: null,
    number: '',
    guestType: null,
    resident: false,
    exemption: null,
  }));
  const res = await page.request.put(path, {
    data: { version: current.version, documents: blank },
    headers: { 'X-XSRF-TOKEN': await xsrf(page) },
  });
  expect(res.status()).toBe(200);
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Types into a combobox and picks the first suggestion with the keyboard (APG). */
async function choose(box: Locator, text: string, expected: string): Promise<void> {
  await box.fill(text);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(expected);
}

const panelOf = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('a guest document filled to COMPLETE, a family member without document fields, resident or exemption', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 1280);
  const code = await reservationWith(page, 2, 0);
  await resetDocuments(page, code);
  const panel = await openReservation(page, `/secure/reservations/${code}`, 'Guest identity documents');
  const first = panel.getByRole('button', { name: /^Guest 1/ });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toContainText('To fill in');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');

  const form = panel.getByRole('form', { name: 'Document of guest 1' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: 'Surname', exact: true }).fill('Ferrari');
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('FEMALE');
  await form.getByLabel('Date of birth').fill('1979-03-15');
  await choose(form.getByRole('combobox', { name: 'Place of birth' }), 'Rom', 'Roma');
  await expect(form.getByText('Province')).toBeVisible();
  await expect(form.locator('output')).toHaveText('RM');
  await choose(form.getByRole('combobox', { name: 'Nationality' }), 'it', 'Italy');
  await choose(form.getByRole('combobox', { name: 'Citizenship' }), 'it', 'Italy');
  await form.getByRole('combobox', { name: 'Guest type' }).selectOption('HOUSEHOLDER');
  await form.getByRole('combobox', { name: 'Document type' }).selectOption('IDENTITY_CARD');
  await form.getByRole('textbox', { name: 'Document number' }).fill('CA00000AA');
  await choose(form.getByRole('combobox', { name: 'Place of issue' }), 'Venezi', 'Venezia');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    panel.getByRole('status').filter({ hasText: 'Document of guest 1 saved: complete.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(first).toBeFocused();
  await expect(first).toContainText('Giulia Ferrari');
  await expect(first).toContainText('Complete');
  await expect(first).toContainText('Householder');

  // Guest 2 under a householder: a family member, type fixed, no document fields.
  const second = panel.getByRole('button', { name: /^Guest 2/ });
  await second.click();
  const memberForm = panel.getByRole('form', { name: 'Document of guest 2' });
  await expect(memberForm.getByText('Family member', { exact: true })).toBeVisible();
  await expect(memberForm.getByRole('combobox', { name: 'Document type' })).toHaveCount(0);
  await expect(memberForm.getByRole('textbox', { name: 'Document number' })).toHaveCount(0);
  await expect(memberForm.getByText('need no identity document')).toBeVisible();

  // Resident and exemption exclude each other.
  const resident = memberForm.getByRole('checkbox', { name: 'Resident in the municipality' });
  const exemption = memberForm.getByRole('combobox', { name: 'Exemption', exact: true });
  await resident.check();
  await expect(exemption).toBeDisabled();
  await resident.uncheck();
  await exemption.selectOption('MINOR');
  await expect(resident).toBeDisabled();
  await expectNoAxeViolations(page);
  await shot(page, 'guests-en-1280');

  await memberForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Marco');
  await memberForm.getByRole('textbox', { name: 'Surname', exact: true }).fill('Ferrari');
  await memberForm.getByRole('combobox', { name: 'Gender' }).selectOption('MALE');
  await memberForm.getByLabel('Date of birth').fill('2015-07-01');
  await choose(memberForm.getByRole('combobox', { name: 'Country of birth' }), 'Germ', 'Germany');
  await memberForm.getByRole('textbox', { name: 'Place of birth' }).fill('München');
  await choose(memberForm.getByRole('combobox', { name: 'Nationality' }), 'de', 'Germany');
  await choose(memberForm.getByRole('combobox', { name: 'Citizenship' }), 'de', 'Germany');
  await memberForm.getByRole('button', { name: 'Confirm' }).click();
  await expect(second).toContainText('Complete', { timeout: 20_000 });
  await expect(second).toContainText('Family member');
  await expect(panel.getByText(/^2 of \d+ complete$/)).toBeVisible();

  // A birth date after check-in leaves a document PARTIAL with the message.
  await first.click();
  await form.getByLabel('Date of birth').fill('2099-01-01');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText('The date is not valid!')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('Date of birth')).toBeFocused();
  await expect(first).toContainText('Partial');
});

test('notes: add, edit and remove, with author, editor and the just-changed mark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await managerPage(browser, baseURL, 1280);
  const code = await reservationWith(page, 1, 1);
  const panel = await openReservation(page, `/secure/reservations/${code}`, 'Notes');
  const text = `Late arrival ${Date.now()}`;
  await panel.getByRole('button', { name: 'Add a note' }).click();
  const box = panel.getByRole('textbox', { name: 'New note' });
  await expect(box).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await box.fill(text);
  await expect(panel.getByText(`${400 - text.length} characters left`)).toBeVisible();
  await panel.getByRole('button', { name: 'Save note' }).click();
  const item = panel.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(manager);
  await expect(item.getByText('Just changed')).toBeVisible();
  await shot(page, 'notes-en-1280');

  await item.getByRole('button', { name: /^Edit the note/ }).click();
  const editor = panel.getByRole('textbox', { name: 'Note' });
  await editor.fill(`${text} (edited)`);
  await panel.getByRole('button', { name: 'Save note' }).click();
  const edited = panel.getByRole('listitem').filter({ hasText: `${text} (edited)` });
  await expect(edited.getByText(/^Edited by /)).toBeVisible();
  await expectNoAxeViolations(page);

  await edited.getByRole('button', { name: /^Remove the note/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this note?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  await dialog.getByRole('button', { name: 'Remove the note' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await expect(panel.getByRole('status').filter({ hasText: 'Note removed.' })).toBeVisible();
});

test('an expanded item has no axe violations: en at 390 px, it at 1280 and 390 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 390);
  const code = await reservationWith(page, 2, 2);
  for (const [language, prefix, width] of [
    ['en', '', 390],
    ['it', '/it', 1280],
    ['it', '/it', 390],
  ] as const) {
    await test.step(`${language} at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const heading = language === 'it' ? "Documenti d'identità degli ospiti" : 'Guest identity documents';
      const panel = await openReservation(page, `${prefix}/secure/reservations/${code}`, heading);
      const guest = language === 'it' ? /^Ospite 1/ : /^Guest 1/;
      await panel.getByRole('button', { name: guest }).click();
      await expect(panel.getByRole('button', { name: guest })).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, { label: `${language} at ${width} px` });
      // 1.4.10 reflow: nothing wider than the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `guests-${language}-${width}`);
    });
  }
});

/**
 * The folio of a stay (FOLIO-1): on a demo reservation with a balance, add a parking charge,
 * record a cash payment of the balance and see "Paid", then print the receipt at A4 and check it
 * is one page. axe on the screen and on the charge, payment and refund dialogs. It uses the second demo hotel's first
 * confirmed arrival with a balance (other files take the first hotel's), and only adds to its
 * folio: nothing another test reads is changed.
 */
import type { Page } from '@playwright/test';
import type { FolioView } from '../../src/contracts/secure/folio.ts';
import type { ReservationListPage } from '../../src/contracts/secure/reservations.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
let hotelId = 0;
let managerId = 0;
let signedIn: SignedIn | null = null;

test.beforeAll(async ({ browser, baseURL }) => {
  const { session, data } = await signInDemoManager(browser, baseURL, async (request) => ({
    hotels: await getJson<{ id: number }[]>(request, '/api/rs/secure/hotels'),
    me: await getJson<{ id: number }>(request, '/api/rs/public/me'),
  }));
  hotelId = data.hotels[1]?.id ?? data.hotels[0]?.id ?? 0;
  managerId = data.me.id;
  expect(hotelId).toBeGreaterThan(0);
  signedIn = session;
});

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a parking charge, a cash payment of the balance ("Paid"), the receipt on one A4 page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    baseURL,
    storageState: signedIn ?? undefined,
    viewport: { width: 1280, height: 900 },
  });
  // The back office works on the hotel chosen last (hotel-choice.ts): this one.
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [`X-ITACA-HOTEL-${managerId}`, String(hotelId)],
  );
  const page = await context.newPage();
  const list = await getJson<ReservationListPage>(
    page.request,
    `/api/rs/secure/hotels/${hotelId}/reservations?status=CONFIRMED&sort=checkin,asc&size=100`,
  );
  const target = list.content.find((row) => row.unpaidBalance > 0);
  if (!target) throw new Error('no demo reservation with a balance');
  const folioPath = `/api/rs/secure/hotels/${hotelId}/reservations/${target.code}/folio`;

  await page.goto(`/secure/reservations/${target.code}`);
  const folio = page.getByRole('region', { name: 'Folio' });
  await expect(folio.getByRole('heading', { name: 'Folio' })).toBeVisible({ timeout: 30_000 });
  await expect(folio.getByRole('table', { name: 'Charges' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A parking charge at the extras' VAT rate.
  await folio.getByRole('button', { name: 'Add charge' }).click();
  const charge = page.getByRole('dialog', { name: `Add a charge to ${target.code}` });
  await expect(charge).toBeVisible();
  await charge.getByLabel('What it is').fill('Parking');
  await charge.getByLabel(/^Amount/).fill('15.00');
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  await charge.getByRole('button', { name: 'Add the charge' }).click();
  await expect(folio.getByRole('status')).toHaveText('Charge added.');
  await expect(folio.getByRole('rowheader', { name: /^Parking/ })).toBeVisible();

  // A cash payment of the whole balance: the dialog offers it, the folio then says "Paid".
  await folio.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: `Record a payment for ${target.code}` });
  await expect(payment).toBeVisible();
  await expect(payment.getByLabel('Method')).toHaveValue('CASH');
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  await shot(page, 'folio-payment-1280-en');
  await payment.getByRole('button', { name: 'Record the payment' }).click();
  await expect(folio.getByTestId('folio-balance')).toHaveText('Paid');
  await expect(folio.getByRole('table', { name: 'Payments and refunds' })).toContainText('Cash');
  const paid = await getJson<FolioView>(page.request, folioPath);
  expect(paid.balanceCents).toBe(0);
  await shot(page, 'folio-1280-en');
  // The refund dialog says what was paid, and goes back without writing.
  await folio.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund the guest of ${target.code}` });
  await expect(refund).toContainText('Paid so far:');
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  await refund.getByRole('button', { name: 'Go back' }).click();
  await expect(refund).toBeHidden();

  // The receipt: printed at A4, one page.
  const href = await folio.getByRole('link', { name: 'Print receipt' }).getAttribute('href');
  expect(href).toBe(`${folioPath.replace(/\/folio$/, '')}/receipt`);
  const receipt = await context.newPage();
  await receipt.goto(href ?? '');
  await expect(receipt.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(receipt.getByText('Parking')).toBeVisible();
  await receipt.emulateMedia({ media: 'print' });
  const pdf = (await receipt.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(1);
  await context.close();
});

/**
 * The small widgets (BACKOFFICE-2, INSIGHT-4): the hotel's check-in times set with the time picker in the
 * property screen, then seen on the hotel page in its policies, with the share buttons and no
 * weather section nor weather request (no provider is configured here, CONSIST); and a reservation's history on the timeline,
 * before and after a cancellation. axe on every state; the hotel page again at 390 px in Italian.
 * Hotel 3 (its check-in times are put back at the end); the reservation is booked by the test.
 */
import type { Page } from '@playwright/test';
import type { CheckinTimesView } from '../../src/contracts/secure/checkin-times.ts';
import type { PaymentSettingsView } from '../../src/contracts/secure/payment-settings.ts';
import type { StaffAvailability, StaffBookingCreated } from '../../src/contracts/secure/staff-booking.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages, getJson } from './manager.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const HOTEL = 3;
const SCREEN = { timeout: 20_000 };

/** One login for the whole file: logins are limited per account. */
const managerPage = demoManagerPages(HOTEL);

const xsrfHeaders = async (page: Page) => ({
  'X-XSRF-TOKEN': decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  ),
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('check-in times set with the time picker show on the hotel page, with share buttons and no weather without a provider', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280);
  const path = `/api/rs/secure/hotels/${HOTEL}/checkin-times`;
  const before = await getJson<CheckinTimesView>(page.request, path);
  try {
    await page.goto('/secure/property');
    const section = page.getByRole('region', { name: 'Check-in and check-out' });
    await section.getByRole('button', { name: 'Edit times' }).click(SCREEN);
    const from = section.getByRole('spinbutton', { name: 'Check-in from' });
    const until = section.getByRole('spinbutton', { name: 'Check-in until' });
    const checkout = section.getByRole('spinbutton', { name: 'Check-out until' });
    await from.fill('14');
    await until.fill('12:00');
    // The keyboard: ArrowUp adds 15 minutes, PageUp an hour.
    await checkout.fill('10:00');
    await checkout.press('ArrowUp');
    await checkout.press('PageUp');
    await expect(checkout).toHaveValue('11:15');
    await section.getByRole('button', { name: 'Save' }).click();
    // Until before from: refused in the browser by the shared schema, focus on the field.
    await expect(section.getByText('Check-in until must be later than check-in from.')).toBeVisible();
    await expect(until).toBeFocused();
    await expect(from).toHaveValue('14:00');
    await expectNoAxeViolations(page);
    await until.fill('2230');
    // The pre-arrival e-mail's days are set with the times (TEAM-4).
    await section.getByRole('combobox', { name: 'Pre-arrival e-mail' }).selectOption('5');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Check-in times saved.')).toBeVisible();
    await expect(section.getByRole('definition')).toHaveText([
      '14:00',
      '22:30',
      '11:15',
      '5 days before arrival',
    ]);
    await expectNoAxeViolations(page);
    await shot(page, 'checkin-times-1280-en');

    const weatherRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/weather')) weatherRequests.push(request.url());
    });
    await page.goto(`/hotel/${HOTEL}`);
    const policies = page.getByRole('region', { name: 'Policies' });
    await expect(policies.getByText(/14:00.*22:30/)).toBeVisible(SCREEN);
    await expect(policies.getByText(/11:15/)).toBeVisible();
    const share = page.getByRole('region', { name: 'Share this hotel' });
    await share.scrollIntoViewIfNeeded();
    const facebook = share.getByRole('link', { name: 'Share on Facebook (opens a new window)' });
    await expect(facebook).toHaveAttribute('href', /facebook\.com\/sharer\/sharer\.php\?u=http/);
    await expect(share.getByRole('button', { name: 'Show others' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // CONSIST: no provider, so no weather block and no request (the share buttons, mounted with
    // the weather's code, are showing: the page would have asked by now).
    await expect(page.getByRole('region', { name: 'Weather' })).toHaveCount(0);
    expect(weatherRequests).toEqual([]);
    await expectNoAxeViolations(page);
    await shot(page, 'hotel-page-1280-en');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/it/hotel/${HOTEL}`);
    const condividi = page.getByRole('region', { name: 'Condividi questa struttura' });
    await condividi.scrollIntoViewIfNeeded();
    await expect(condividi.getByRole('link', { name: /Condividi su WhatsApp/ })).toBeVisible(SCREEN);
    // Extra networks are hidden on small screens.
    await expect(condividi.getByRole('button', { name: 'Mostra altri' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Meteo' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'hotel-page-390-it');
  } finally {
    const now = await getJson<CheckinTimesView>(page.request, path);
    await page.request.put(path, {
      data: {
        checkinFrom: before.checkinFrom ?? '14:00',
        checkinTo: before.checkinTo,
        checkoutTo: before.checkoutTo,
        preArrivalDays: before.preArrivalDays,
        version: now.version,
      },
      headers: await xsrfHeaders(page),
    });
    await page.context().close();
  }
});

test("a reservation's history: created by the staff, then cancelled through the dialog", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280);
  try {
    const today = new Date();
    const day = (n: number) => new Date(today.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    const [checkin, checkout] = [day(50), day(51)];
    const availability = await getJson<StaffAvailability>(
      page.request,
      `/api/rs/secure/hotels/${HOTEL}/staff-availability?checkin=${checkin}&checkout=${checkout}&adults=2`,
    );
    const result = availability.results.find((r) => r.roomsLeft > 0 && r.rates.length > 0);
    if (!result?.rates[0]) throw new Error('no room to book');
    const res = await page.request.post(`/api/rs/secure/hotels/${HOTEL}/reservations`, {
      headers: { ...(await xsrfHeaders(page)), 'Idempotency-Key': crypto.randomUUID() },
      data: {
        stay: { checkin, checkout },
        rooms: [
          { roomTypeId: result.roomType.id, ratePlanId: result.rates[0].ratePlanId, people: { adults: 2 } },
        ],
        guest: {
          name: 'Anna',
          surname: 'Storia',
          phone: { prefix: '+39', number: '3471112223' },
          nationality: 'Italia',
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { code } = (await res.json()) as StaffBookingCreated;

    await page.goto(`/secure/reservations/${code}`);
    const history = page.getByRole('region', { name: 'History' });
    const timeline = history.getByRole('list', { name: 'History' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1, SCREEN);
    await expect(timeline.getByRole('listitem').first()).toContainText('Reservation created');
    await expect(timeline.getByRole('listitem').first()).toContainText('By Giulia Rossi');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = page.getByRole('alertdialog', { name: `Cancel reservation ${code}?` });
    await dialog.getByRole('button', { name: 'Cancel the reservation' }).click();
    await expect(timeline.getByRole('listitem')).toHaveCount(2, SCREEN);
    await expect(timeline.getByRole('listitem').last()).toContainText('Reservation cancelled');
    await expect(timeline.getByRole('listitem').last()).toContainText('By Giulia Rossi');
    await expectNoAxeViolations(page);
    await shot(page, 'history-1280-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await history.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await shot(page, 'history-390-en');
  } finally {
    await page.context().close();
  }
});

test('payment settings: a guarantee needs an accepted card, and the accepted cards are saved', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const page = await managerPage(browser, baseURL, 1280);
  const path = `/api/rs/secure/hotels/${HOTEL}/payment-settings`;
  const before = await getJson<PaymentSettingsView>(page.request, path);
  try {
    await page.goto('/secure/property');
    const section = page.getByRole('region', { name: 'Payments' });
    await section.getByRole('button', { name: 'Edit payments' }).click(SCREEN);
    await expect(
      section.getByRole('checkbox', { name: 'Ask for a guarantee card when guests book online' }),
    ).toBeChecked();
    const credit = section.getByRole('group', { name: 'Credit cards accepted' });
    const other = section.getByRole('group', { name: 'Debit and prepaid cards accepted' });
    for (const group of [credit, other]) {
      for (const box of await group.getByRole('checkbox').all()) await box.uncheck();
    }
    await section.getByRole('button', { name: 'Save' }).click();
    // No card accepted while a guarantee is asked: refused in the browser by the shared schema.
    await expect(credit).toHaveAccessibleDescription(/Accept at least one card, or stop asking/);
    await expectNoAxeViolations(page);
    await credit.getByRole('checkbox', { name: 'Discover' }).check();
    await other.getByRole('checkbox', { name: 'Maestro' }).check();
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Payment settings saved.')).toBeVisible();
    await expect(section.getByRole('definition')).toHaveText([
      'Asked when booking online',
      'Discover',
      'Maestro',
    ]);
    const profile = await getJson<{ hotel: { paymentSettings: { creditCards: { circuit: string }[] } } }>(
      page.request,
      `/api/rs/public/booking/hotels/${HOTEL}`,
    );
    expect(profile.hotel.paymentSettings.creditCards).toEqual([{ circuit: 'DISCOVER' }]);
  } finally {
    const now = await getJson<PaymentSettingsView>(page.request, path);
    await page.request.put(path, {
      data: { ...before, version: now.version },
      headers: await xsrfHeaders(page),
    });
    await page.context().close();
  }
});

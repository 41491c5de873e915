/**
 * Online check-in (TEAM-4, decision 058): a guest books (through the public API, as the widget
 * would), opens the manage link at `#online-check-in`, fills in the lead guest's document
 * (prefilled from the booker) and sees it received, never shown back; the front desk's Today, on
 * the arrival day, shows the stay's documents complete. axe at 1280 px in English.
 */
import type { BookingSearch, ReservationCreated } from '../../src/contracts/booking-types.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';
import { apiGet, HOTEL, stayFrom } from './widget-helpers.ts';

const HOTEL_ID = 1;
const openPage = demoManagerPages(HOTEL_ID);

test('a guest completes online check-in from the manage link; Today shows the documents complete', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // One guest, so one document makes the stay complete.
  const stay = await stayFrom(request, 24, 1);
  const search = (await (
    await apiGet(
      request,
      `/api/rs/public/booking/hotels/${HOTEL}/search?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=1`,
    )
  ).json()) as BookingSearch;
  const result = search.results.find((r) => r.rates.length > 0);
  const rate = result?.rates.find((r) => r.deposit === 0) ?? result?.rates[0];
  if (!result || !rate) throw new Error(`nothing to book at ${HOTEL} on ${stay.checkin}`);
  const surname = `Online${Date.now().toString(36)}`;
  const booked = await request.post(`/api/rs/public/booking/hotels/${HOTEL}/reservations`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Idempotency-Key': crypto.randomUUID() },
    data: {
      stay: { checkin: stay.checkin, checkout: stay.checkout },
      rooms: [
        {
          roomTypeId: result.roomType.id,
          ratePlanId: rate.ratePlanId,
          people: { adults: 1, boys: 0, children: 0, kids: 0 },
        },
      ],
      guest: {
        email: 'claire.online@example.fr',
        name: 'Claire',
        surname,
        phone: { prefix: '+33', number: '612345678' },
        nationality: 'France',
        countryIso: 'FR',
        consents: { MARKETING: { value: false }, PROFILING: { value: false } },
        language: 'en',
      },
      card: { circuit: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2 },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const created = (await booked.json()) as ReservationCreated;

  // The pre-arrival e-mail's link: the manage page, at its online check-in section.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/booking/manage?code=${created.code}&token=${created.manageToken}#online-check-in`);
  const section = page.locator('#online-check-in');
  await expect(section.getByRole('heading', { name: 'Online check-in' })).toBeVisible({ timeout: 15_000 });
  await expect(section.getByText('0 of 1 guests complete')).toBeVisible();
  await section.getByRole('button', { name: /^Guest 1/ }).click();
  const form = section.getByRole('form', { name: 'Document of guest 1' });
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Claire');
  await expect(form.getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue(surname);
  await form.getByRole('combobox', { name: 'Gender' }).selectOption('FEMALE');
  await form.getByLabel('Date of birth').fill('1988-02-03');
  await expect(form.getByRole('combobox', { name: 'Country of birth' })).toHaveValue('France');
  await form.getByRole('textbox', { name: /^Place of birth/ }).fill('Lyon');
  await form.getByRole('combobox', { name: 'Document type' }).selectOption('PASSPORT');
  await form.getByRole('textbox', { name: /^Document number/ }).fill('FR9876543');
  await form.getByRole('textbox', { name: /^Place of issue/ }).fill('Lyon');
  await expectNoAxeViolations(page, { include: '#online-check-in', label: 'online check-in form, 1280 en' });
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Guest 1: documents received.' })).toBeVisible();
  await expect(section.getByText('1 of 1 guests complete')).toBeVisible();

  // Reloaded, the page says received and shows nothing of the document.
  await page.reload();
  await expect(section.getByText('Documents received')).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole('button', { name: 'Correct the document of guest 1' })).toBeVisible();
  await expect(page.getByText('FR9876543')).toHaveCount(0);
  await expectNoAxeViolations(page, {
    include: '#online-check-in',
    label: 'online check-in received, 1280 en',
  });

  // The front desk, on the arrival day: the stay's documents are complete.
  const desk = await openPage(browser, baseURL, 1280);
  await desk.goto(`/secure/today?date=${stay.checkin}`);
  const arrivals = desk.getByRole('region', { name: /^Arrivals/ });
  const card = arrivals
    .getByRole('listitem')
    .filter({ has: desk.getByRole('link', { name: new RegExp(created.code) }) });
  await expect(card.getByText('Documents complete')).toBeVisible({ timeout: 30_000 });
});

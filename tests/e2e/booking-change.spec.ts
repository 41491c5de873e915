/**
 * Changing a booking (FOLIO-2, decision 059): a guest's 2-night stay of two rooms on a flexible rate, booked
 * through the public API for this test alone, is extended by one night from the reservation screen
 * ("Change booking": the room picker, each room's totals and the sum shown before anything is
 * written). Then the planning (both rooms one more night), the ratesheet's availability (two rooms
 * less) and the guest's manage page agree on the new check-out. axe on the dialog. It books its own
 * stay (about 140 days ahead) and changes nothing else.
 */
import type { SearchResult } from '../../src/contracts/booking-types.ts';
import type { ChangeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import type { PlanningResponse } from '../../src/contracts/secure/planning.ts';
import type { RatesheetResponse } from '../../src/contracts/secure/ratesheet.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, signInDemoManager } from './manager.ts';
import { addDays, apiGet, HOTEL, stayFrom } from './widget-helpers.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;

test('extend a stay of two rooms by one night: the planning, the ratesheet and the manage page agree', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  // Three bookable nights: the stay is booked on the first two, then extended to the third.
  const span = await stayFrom(request, 140, 3);
  const checkin = span.checkin;
  const checkout = addDays(checkin, 2);
  const search = await apiGet(
    request,
    `/api/rs/public/booking/hotels/${HOTEL}/search?checkin=${checkin}&checkout=${span.checkout}&adults=2`,
  );
  const results = ((await search.json()) as { results: SearchResult[] }).results;
  const choice = results
    .filter((result) => result.roomsLeft >= 2)
    .flatMap((result) => result.rates.map((rate) => ({ result, rate })))
    .find(({ rate }) => rate.rateType === 'STANDARD');
  if (!choice) throw new Error('no flexible rate for the stay');
  const roomTypeId = choice.result.roomType.id;
  const booked = await request.post(`/api/rs/public/booking/hotels/${HOTEL}/reservations`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      stay: { checkin, checkout },
      rooms: [1, 2].map(() => ({
        roomTypeId,
        ratePlanId: choice.rate.ratePlanId,
        people: { adults: 2, boys: 0, children: 0, kids: 0 },
      })),
      guest: {
        email: `change.${Date.now()}@example.it`,
        name: 'Paola',
        surname: 'Conti',
        phone: { prefix: '+39', number: '3331234567' },
        nationality: 'Italia',
        countryIso: 'IT',
        consents: { MARKETING: { value: false }, PROFILING: { value: false } },
        language: 'en',
      },
      card: { circuit: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2 },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { code, manageToken } = (await booked.json()) as { code: string; manageToken: string };

  const { session, data } = await signInDemoManager(browser, baseURL, async (api) => ({
    hotels: await getJson<{ id: number; alias?: string; nameAlias?: string }[]>(api, '/api/rs/secure/hotels'),
    me: await getJson<{ id: number }>(api, '/api/rs/public/me'),
  }));
  const context = await browser.newContext({
    baseURL,
    storageState: session,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const reservationUrl = (hotelId: number) => `/api/rs/secure/hotels/${hotelId}/reservations/${code}`;
  // The demo hotel of the widget: the one whose reservation this is.
  let hotelId = 0;
  for (const hotel of data.hotels) {
    if ((await page.request.get(reservationUrl(hotel.id))).status() === 200) hotelId = hotel.id;
  }
  expect(hotelId).toBeGreaterThan(0);
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [`X-ITACA-HOTEL-${data.me.id}`, String(hotelId)],
  );
  const ratesheetPath = `/api/rs/secure/hotels/${hotelId}/ratesheet?from=${checkout}&to=${checkout}`;
  const leftOn = async () => {
    const sheet = await getJson<RatesheetResponse>(page.request, ratesheetPath);
    return sheet.roomTypes.find((roomType) => roomType.id === roomTypeId)?.days[0]?.availability.actual;
  };
  const leftBefore = await leftOn();

  // The change, priced before it is written, then applied.
  await page.goto(`/secure/reservations/${code}`);
  await page.getByRole('button', { name: 'Change booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Change booking ${code}` });
  await expect(dialog).toBeVisible();
  // Two rooms: the picker names them; new dates move both, so the room picked does not matter.
  await expect(dialog.getByLabel('Room', { exact: true }).locator('option')).toHaveCount(2);
  await dialog.getByLabel('Check-out').fill(span.checkout);
  await dialog.getByRole('button', { name: 'Price the change' }).click();
  const rooms = dialog.getByRole('table', { name: 'Each room' });
  await expect(rooms.getByRole('row')).toHaveCount(3);
  await expect(dialog.getByText('New total').first()).toBeVisible();
  await expect(dialog.getByText('Free of charge')).toBeVisible();
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-change-dialog-1280-en.png` });
  await dialog.getByRole('button', { name: 'Apply the change' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking changed.' })).toBeVisible();

  // The planning holds both rooms one more night; the ratesheet has two rooms less that night.
  const planning = await getJson<PlanningResponse>(
    page.request,
    `/api/rs/secure/hotels/${hotelId}/planning?from=${checkin}&to=${span.checkout}`,
  );
  expect(planning.reservations[code]?.checkout).toBe(span.checkout);
  const nights = planning.rooms.flatMap((room) =>
    room.entries.filter((entry) => entry.active?.reservationCode === code).map((entry) => entry.date),
  );
  const stay = [checkin, addDays(checkin, 1), checkout];
  expect(nights.sort()).toEqual([...stay, ...stay].sort());
  expect(await leftOn()).toBe((leftBefore ?? 0) - 2);

  // The guest's manage page reads the new dates.
  const guest = await browser.newPage({ baseURL });
  await guest.goto(`/booking/manage?code=${code}&token=${encodeURIComponent(manageToken)}`);
  const change = guest.locator('itaca-booking').getByRole('region', { name: 'Change your dates' });
  await expect(change.getByLabel('New check-out')).toHaveValue(span.checkout, { timeout: 20_000 });
  const view = (await (
    await guest.request.post(`/api/rs/public/booking/reservations/${code}/change`, {
      data: { token: manageToken, checkin, checkout: span.checkout, preview: true },
    })
  ).json()) as ChangeQuoteView | { errors: { code: string }[] };
  // Nothing left to change: the stay is already as asked (priced, the same total).
  if ('oldTotalCents' in view) expect(view.differenceCents).toBe(0);
  await guest.close();
  await context.close();
});

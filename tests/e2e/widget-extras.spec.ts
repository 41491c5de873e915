import { expect, test } from '@playwright/test';
import {
  confirmBooking,
  datesButton,
  expectNoAxeViolations,
  fetchReservation,
  fillGuest,
  HOTEL,
  money,
  openWidget,
  search,
  selectRate,
  stayFrom,
  uniqueGuest,
  widget,
} from './widget-helpers.ts';

/**
 * Display currency, drafts and analytics: what a returning guest and a measuring host see; and
 * on a phone, the extras a guest adds on the guest step with the sticky total (JOURNEY-2).
 */

test('shows prices converted into the guest currency and says the hotel charges its own', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 40);
  await openWidget(
    page,
    `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&currency=USD`,
  );
  const answer = await search(page, 'en');
  const region = widget(page).getByRole('region', { name: /rooms/i });
  await expect(widget(page).getByText(/Prices in USD are approximate/)).toBeVisible();
  await expect(
    widget(page)
      .getByText(/charged in EUR/)
      .first(),
  ).toBeVisible();
  const best = answer.results[0]?.rates[0]?.grandTotalForRooms ?? 0;
  const rates = await (
    await request.get('/api/rs/public/booking/exchange-rates?base=EUR&hotel=ca-dei-dogi-venezia')
  ).json();
  const usd = Math.round(best * rates.rates.USD * 100) / 100;
  const shown = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' }).format(usd);
  await expect(region.getByText(shown).first()).toBeVisible();
});

test('keeps the stay of an unfinished booking and restores it on the next visit', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 45);
  await openWidget(
    page,
    `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=1`,
  );
  await search(page, 'en');
  const stored = await page.evaluate(() => localStorage.getItem('X-ITACA-RSV') ?? '');
  expect(stored).toContain(stay.checkin);
  await openWidget(page, '/widget/demo-plain.html');
  await expect(widget(page).getByText('We kept the dates and rooms of your last visit.')).toBeVisible();
  await expect(datesButton(page, 'en')).toContainText(`${stay.nights} night`);
  await widget(page).getByRole('button', { name: 'Start over' }).click();
  expect(await page.evaluate(() => localStorage.getItem('X-ITACA-RSV'))).toBeNull();
});

test('pushes GA4 e-commerce events only when the host opted in and consent is granted', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 50);
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  const events = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.flatMap((entry) =>
        entry.event ? [entry.event] : [],
      ),
    );
  await openWidget(page, `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}`);
  await page.evaluate(() => document.querySelector('itaca-booking')?.setAttribute('analytics', ''));
  await search(page, 'en');
  expect(await events()).toEqual([]);
  await page.evaluate(() =>
    document.querySelector('itaca-booking')?.setAttribute('analytics-consent', 'granted'),
  );
  await search(page, 'en', 'click', 'search');
  await widget(page)
    .getByRole('button', { name: /^Select: / })
    .first()
    .click();
  await expect.poll(events).toEqual(['view_item_list', 'select_item']);
});

type ProfileService = {
  id: number;
  name: { en?: string };
  category: string;
  bookability: string;
  paymentType: string;
  maxCount: number;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the rooms after a search, adds an extra to a sticky total and stores it on the reservation', async ({
    page,
    request,
  }) => {
    const stay = await stayFrom(request, 55);
    await openWidget(
      page,
      `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
    );
    const answer = await search(page, 'en', 'tap');
    // The search form fills the phone's screen: the rooms are scrolled to the top.
    const rooms = widget(page).getByRole('region', { name: 'Available rooms' });
    await expect.poll(async () => (await rooms.boundingBox())?.y ?? 9999).toBeLessThan(120);

    const profile = (await (await request.get(`/api/rs/public/booking/hotels/${HOTEL}`)).json()) as {
      roomTypes: { id: number; serviceIds: number[] }[];
      services: ProfileService[];
    };
    const first = answer.results[0];
    const roomType = profile.roomTypes.find((r) => r.id === first?.roomType.id);
    const extra = profile.services.find(
      (s) =>
        s.bookability === 'BOOKABLE' &&
        s.paymentType !== 'FREE' &&
        s.maxCount !== 0 &&
        (s.category !== 'ROOM' || roomType?.serviceIds.includes(s.id)),
    );
    expect(extra, 'the demo hotel offers a priced extra with its first room').toBeDefined();
    await selectRate(page, 'en', undefined, 'tap');

    const bar = widget(page).locator('.sticky-total');
    const counter = widget(page).getByRole('spinbutton', { name: extra?.name.en ?? '' });
    await counter.focus();
    await counter.press('ArrowUp');
    await expect(bar).toContainText('Total with extras');
    // Sticky: the total and Continue stay on the screen while the guest is at the top of the form.
    const box = await bar.boundingBox();
    expect((box?.y ?? 9999) + (box?.height ?? 0)).toBeLessThanOrEqual(845);
    // WCAG 2.4.11: a field focused under the bar is scrolled above it.
    const email = widget(page).getByRole('textbox', { name: 'E-mail' });
    await email.focus();
    const [field, barNow] = [await email.boundingBox(), await bar.boundingBox()];
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(barNow?.y ?? 0);
    await expectNoAxeViolations(page, 'guest step with an extra, 390 px');
    await page.screenshot({ path: test.info().outputPath('guest-extras-390.png') });
    const shown = ((await bar.locator('strong').textContent()) ?? '').replace(/\s/g, ' ');

    await fillGuest(page, 'en', uniqueGuest('extras'), { how: 'tap' });
    // The summary counts the extra as the guest step did.
    await expect(widget(page).locator('.summary-grand .summary-amount')).toHaveText(shown);
    // The summary's bar: the total, Back and the only Confirm button stay on the screen at its top.
    const summaryBar = widget(page).locator('.sticky-total');
    await expect(summaryBar.locator('strong')).toHaveText(shown);
    const summaryBox = await summaryBar.boundingBox();
    expect((summaryBox?.y ?? 9999) + (summaryBox?.height ?? 0)).toBeLessThanOrEqual(845);
    await expect(widget(page).getByRole('button', { name: 'Confirm booking' })).toHaveCount(1);
    await expectNoAxeViolations(page, 'summary step, 390 px');
    const booked = await confirmBooking(page, 'en', 'tap');
    const { reservation, raw } = await fetchReservation(request, booked.manageUrl);
    const stored = JSON.parse(raw) as {
      rooms: { services: { id: number; bookability: string; count: number }[] }[];
    };
    expect(stored.rooms[0]?.services).toContainEqual(
      expect.objectContaining({ id: extra?.id, bookability: 'BOOKABLE', count: 1 }),
    );
    // One price: the sticky total, the booked event and the stored reservation agree.
    expect(booked.detail.total).toBe(reservation.grandTotal);
    expect(shown).toBe(await money(page, 'en', reservation.grandTotal));
  });
});

test('a guest in an extra bed is priced at the band price, shown on the summary and stored with the room', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 60);
  await openWidget(
    page,
    `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
  );
  await search(page, 'en');
  // The demo's canal-view superior room has a sofa bed for one guest.
  const card = widget(page)
    .getByRole('region', { name: 'Available rooms' })
    .getByRole('article')
    .filter({ hasText: 'Superior room, canal view' })
    .first();
  await card
    .getByRole('button', { name: /^Select ?:/ })
    .first()
    .click();
  const sofa = widget(page).getByRole('spinbutton', { name: 'Sofa bed: adults' });
  await expect(sofa).toBeVisible();
  await sofa.focus();
  await sofa.press('ArrowUp');
  await expect(sofa).toHaveAttribute('aria-valuenow', '1');
  // One bed of one guest: the second adult does not fit.
  await expect(sofa).toHaveAttribute('aria-valuemax', '1');
  const line = widget(page).locator('.guest-extra-bed .guest-extra-total');
  await expect(line).toContainText(`${await money(page, 'en', 35 * 2)} for your stay`);
  const shown = ((await widget(page).locator('.sticky-total strong').textContent()) ?? '').replace(
    /\s/g,
    ' ',
  );

  await fillGuest(page, 'en', uniqueGuest('bed'));
  const beds = widget(page).locator('.summary-block').filter({ hasText: 'Extra beds' });
  await expect(beds).toContainText('Sofa bed');
  await expect(widget(page).locator('.summary-grand .summary-amount')).toHaveText(shown);
  await expectNoAxeViolations(page, 'summary with an extra bed');
  const booked = await confirmBooking(page, 'en');
  const { reservation, raw } = await fetchReservation(request, booked.manageUrl);
  const stored = JSON.parse(raw) as { rooms: { beds: { id: string; people: { adults: number } }[] }[] };
  expect(stored.rooms[0]?.beds).toContainEqual(
    expect.objectContaining({ id: 'sofa-bed', people: expect.objectContaining({ adults: 1 }) }),
  );
  expect(shown).toBe(await money(page, 'en', reservation.grandTotal));
});

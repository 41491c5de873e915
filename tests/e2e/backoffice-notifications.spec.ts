/**
 * Notifications (TEAM-2, decision 056), one journey: a guest books Ca' dei Dogi through the
 * public booking API (what the widget calls), and the demo manager's bell rings without a reload
 * (the 30 s poll; the test asks at once by hiding and showing the tab). The bell's button names
 * the unread count; its popover lists the booking with its code; opening it marks it read and
 * shows the reservation. The list page marks all read and offers the preferences. axe on the
 * open popover and on the list page, at 1280 px in English. It makes its own booking.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';
import { HOTEL, stayFrom } from './widget-helpers.ts';

const HOTEL_ID = 1;
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

const managerPage = demoManagerPages(HOTEL_ID);

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notifications-${name}.png` });
}

type SearchResults = { results: { roomType: { id: number }; rates: { ratePlanId: number }[] }[] };

test('notifications: a public booking rings the manager’s bell, opened and marked read', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  const manager = await managerPage(browser, baseURL, 1280);
  await manager.goto('/secure/notifications');
  await expect(manager.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  const bell = manager.getByRole('button', { name: /^Notifications: / });
  await expect(bell).toBeVisible();
  // The count is in the button's name; other tests may book meanwhile, so it is compared, not fixed.
  const unreadOf = async () =>
    Number(/(\d+) unread/.exec((await bell.locator('.ui-sr-only').textContent()) ?? '')?.[1] ?? 0);
  const before = await unreadOf();

  // A guest books through the public API, as the widget does.
  const stay = await stayFrom(request, 40 + Math.floor(Math.random() * 60), 1);
  const search = await request.get(
    `/api/rs/public/booking/hotels/${HOTEL}/search?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
  );
  expect(search.status()).toBe(200);
  const offer = ((await search.json()) as SearchResults).results.find((result) => result.rates.length > 0);
  if (!offer?.rates[0]) throw new Error('no room to book');
  const surname = `Campanella${Date.now().toString(36)}`;
  const booked = await request.post(`/api/rs/public/booking/hotels/${HOTEL}/reservations`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      stay: { checkin: stay.checkin, checkout: stay.checkout },
      rooms: [
        {
          roomTypeId: offer.roomType.id,
          ratePlanId: offer.rates[0].ratePlanId,
          people: { adults: 2, boys: 0, children: 0, kids: 0 },
        },
      ],
      guest: {
        email: `${surname.toLowerCase()}@example.com`,
        name: 'Sara',
        surname,
        phone: { prefix: '+39', number: '3331234567' },
        nationality: 'Italia',
        countryIso: 'IT',
        consents: { MARKETING: { value: false }, PROFILING: { value: false } },
        language: 'en',
      },
      card: { circuit: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 2 },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { code } = (await booked.json()) as { code: string };

  // The tab shows again: the bell asks at once (otherwise within 30 s).
  await manager.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(unreadOf, { timeout: 35_000 }).toBeGreaterThan(before);

  await bell.click();
  const panel = manager.getByRole('region', { name: 'Notifications' });
  const item = panel.getByRole('link', { name: new RegExp(`New reservation ${code}: Sara ${surname}`) });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(manager, { include: '.bo-bell__panel', label: 'bell 1280 en' });
  await shot(manager, 'bell-1280-en');

  await item.click();
  await expect(manager).toHaveURL(new RegExp(`/secure/reservations/${code}$`));
  await expect(manager.getByRole('heading', { level: 1, name: new RegExp(code) })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });

  // The list: this booking is read now (no "Unread:" before it); "Mark all as read" empties the bell.
  await manager.goto('/secure/notifications');
  const list = manager.getByRole('list', { name: 'Notifications, newest first' });
  await expect(list.getByRole('link', { name: new RegExp(`^New reservation ${code}`) })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(manager.getByRole('group', { name: /^Reservations: new, changed, cancelled/ })).toBeVisible();
  await expectNoAxeViolations(manager, { label: 'notifications 1280 en' });
  await shot(manager, 'list-1280-en');
  const markAll = manager.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isVisible()) {
    await markAll.click();
    await expect(manager.getByRole('status').first()).toHaveText('Marked as read.');
  }
  await expect(bell).toHaveAccessibleName('Notifications: none unread');
  await manager.context().close();
});

/**
 * The /hotels list page with the hotel map (WIDGETUI, PROPERTY): the enabled hotels of the demo
 * data with tonight's price, each linking to its /hotel/{alias} page; the map (Leaflet) loads only
 * when it scrolls into view; its markers are named buttons, the info window a non-modal dialog
 * (Enter opens it with focus, Escape closes it and focus returns to the marker, hover opens it).
 * Price markers of hotels close together (Milano and Bellagio, 50 km apart: one point at the
 * zoom that shows Italy) are drawn apart, so each can be clicked and axe's target-size rule
 * (WCAG 2.5.8) passes. Axe at 1280 px in English and 390 px in Italian. Reads demo hotels only
 * (no data is changed).
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

/** A demo hotel with rooms and prices every night (the hotel page's e2e uses it too). */
const HOTEL = { id: 3, alias: 'residenza-trastevere-roma', name: 'Residenza Trastevere' };
/** Two demo hotels 50 km apart, whose price pills would cover each other at the map's first zoom. */
const NEARBY = [
  { id: 10, name: 'Hotel Darsena Navigli' },
  { id: 6, name: 'Hotel Riva Lario' },
];

/**
 * No two markers overlap, and a real click on each of the two nearby ones (Playwright refuses a
 * click another element would catch) opens that hotel's info window.
 */
async function expectNearbyMarkersApart(page: Page) {
  const boxes = await page
    .locator('[data-hotel-marker]')
    .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().toJSON() as DOMRect));
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `markers ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
    }
  for (const hotel of NEARBY) {
    await page.locator(`[data-hotel-marker="${hotel.id}"]`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAttribute('data-hotel-info', String(hotel.id));
    await expect(dialog.getByRole('heading', { name: hotel.name })).toBeVisible();
  }
}
const SHOTS = process.env.SCREENSHOTS_DIR;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookiesPolicy', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

test('the hotels page lists the hotels with prices, and its lazy map opens the info window by keyboard and hover', async ({
  page,
}) => {
  // Four page loads and three axe passes over a map of vector countries: slow on a busy machine.
  test.setTimeout(60_000);
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/(HotelMap|hotel-map)\.[^/]*\.js$/.test(request.url())) mapChunks.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hotels');
  const items = page.locator('[data-hotels-list] > li');
  await expect(items).toHaveCount(10);
  const item = page.locator(`[data-hotels-list] > li[data-hotel-id="${HOTEL.id}"]`);
  const link = item.getByRole('link', { name: HOTEL.name });
  await expect(link).toHaveAttribute('href', `/hotel/${HOTEL.alias}`);
  await expect(item).toContainText(/From €[\d.,]+ tonight/);
  // One page of 10 hotels: no page links.
  await expect(page.locator('[data-hotels-pages]')).toBeHidden();
  await expectNoAxeViolations(page, { label: 'list, 1280 en' });
  expect(mapChunks, 'the map is not loaded before it scrolls into view').toEqual([]);

  await page.locator('[data-hotels-map]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Map of the hotels on this page' })).toBeVisible({
    timeout: 15_000,
  });
  const marker = page.getByRole('button', { name: new RegExp(`^${HOTEL.name}, from €`) });
  await expect(marker).toBeVisible();
  expect(mapChunks.length).toBeGreaterThan(0);
  await expect(page.locator('[data-hotel-marker]')).toHaveCount(10);
  await expectNearbyMarkersApart(page);

  await marker.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: HOTEL.name });
  await expect(dialog).toBeFocused();
  await expect(marker).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog).toContainText('Trastevere, Roma');
  await expect(dialog).toContainText(/From .*€[\d.,]+ · 1 night/);
  await expect(dialog.getByRole('link', { name: 'Book' })).toHaveAttribute(
    'href',
    new RegExp(`^/hotel/${HOTEL.alias}/\\d{8}/\\d{8}/2/0/0/0$`),
  );
  const favourite = dialog.getByRole('button', { name: 'Favourite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, { label: 'info window, 1280 en' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/hotels-map-1280-en.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(marker).toBeFocused();

  // Italian at 390 px: the list, then the map's info window opened by hovering a marker.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/hotels');
  await expect(items).toHaveCount(10);
  await expect(page.locator(`[data-hotels-list] > li[data-hotel-id="${HOTEL.id}"] a`)).toHaveAttribute(
    'href',
    `/it/hotel/${HOTEL.alias}`,
  );
  await page.locator('[data-hotels-map]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Mappa delle strutture di questa pagina' })).toBeVisible({
    timeout: 15_000,
  });
  const markerIt = page.getByRole('button', { name: new RegExp(`^${HOTEL.name}, da `) });
  await expectNearbyMarkersApart(page);
  await markerIt.hover();
  const dialogIt = page.getByRole('dialog', { name: HOTEL.name });
  await expect(dialogIt).toBeVisible();
  await expect(dialogIt.getByRole('link', { name: 'Prenota' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'info window, 390 it' });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/hotels-map-390-it.png`, fullPage: true });
  await dialogIt.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialogIt).toBeHidden();
  await expect(markerIt).toBeFocused();
});

/**
 * The hotel page (PUBAPI): a featured hotel card of the home page leads to
 * `/hotel/{alias}/{checkin}/{checkout}/2/0/0/0` (`/it/hotel/…` in Italian), where the booking
 * widget runs for that hotel and that stay; malformed hotel addresses go home like any unknown
 * route.
 */
import { expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './axe.ts';
import { DEMO_MANAGER } from './fixtures.ts';
import { type Lang, TEXT, widget } from './widget-helpers.ts';

/** The featured booking-engine hotel of the demo data (id 3). */
const HOTEL = { id: 3, alias: 'residenza-trastevere-roma', name: 'Residenza Trastevere' };
const HOME: Record<Lang, string> = { en: '/', it: '/it' };

/** Today and tomorrow in the browser's calendar, as YYYYMMDD (the card's stay). */
function browserStay(page: Page) {
  return page.evaluate(() => {
    const key = (d: Date) =>
      `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    return {
      checkin: key(now),
      checkout: key(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)),
    };
  });
}

const iso = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6)}`;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookiesPolicy', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

for (const lang of ['en', 'it'] as const) {
  test(`a featured hotel card opens its hotel page with the widget on that stay (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${HOME[lang]}#hotels`);
    const link = page.locator(`#hotels .hotel-card[data-hotel-id="${HOTEL.id}"] a.hotel-link`);
    await expect(link).toBeVisible();
    const { checkin, checkout } = await browserStay(page);
    const prefix = lang === 'en' ? '' : '/it';
    const path = `${prefix}/hotel/${HOTEL.alias}/${checkin}/${checkout}/2/0/0/0`;
    await expect(link).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`));

    const searched = page.waitForRequest((r) => r.url().includes(`/booking/hotels/${HOTEL.alias}/search?`));
    await link.click();
    await page.waitForURL(`**${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL.name);
    await expect(page).toHaveTitle(new RegExp(`^${HOTEL.name} · `));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(`${prefix}/hotel/${HOTEL.alias}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // The widget got the hotel and the stay before it started, and searches them by itself.
    await expect(widget(page)).toHaveAttribute('hotel', HOTEL.alias);
    await expect(widget(page)).toHaveAttribute('checkin', iso(checkin));
    const query = new URL((await searched).url()).searchParams;
    expect(query.get('checkin')).toBe(iso(checkin));
    expect(query.get('checkout')).toBe(iso(checkout));
    await expect(widget(page).getByRole('region', { name: TEXT[lang].results })).toBeVisible();

    const results = await axeBuilder(page).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('the hotel page shows photos, details, contacts, policies, JSON-LD, and loads the map only when it scrolls into view', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The manager lists the hotel's contacts on the property screen (its API, in a context of its
  // own: the guest's page stays signed out): the page links them.
  const manager = await browser.newContext({ baseURL });
  const api = manager.request;
  const login = await api.post('/api/rs/public/session', {
    data: DEMO_MANAGER,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
  const token = (await manager.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const contactsUrl = `/api/rs/secure/hotels/${HOTEL.id}/property/contacts`;
  const { contacts: saved } = (await (
    await api.get(`/api/rs/secure/hotels/${HOTEL.id}/property`)
  ).json()) as {
    contacts: { version: number; contacts: { type: string; value: string }[] };
  };
  const putContacts = async (version: number, contacts: { type: string; value: string }[]) => {
    const res = await api.put(contactsUrl, {
      data: { version, contacts },
      headers: { 'X-XSRF-TOKEN': token },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { version: number }).version;
  };
  const version = await putContacts(saved.version, [
    { type: 'PHONE', value: '+39 06 5812345' },
    { type: 'EMAIL', value: 'info@residenza-trastevere.it' },
    { type: 'WEBSITE', value: 'https://residenza-trastevere.it/' },
  ]);
  await page.goto(`/hotel/${HOTEL.alias}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL.name);
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('link', { name: '+39 06 5812345' })).toHaveAttribute(
    'href',
    'tel:+39065812345',
  );
  await expect(contacts.getByRole('link', { name: 'info@residenza-trastevere.it' })).toHaveAttribute(
    'href',
    'mailto:info@residenza-trastevere.it',
  );
  const web = contacts.getByRole('link', { name: /residenza-trastevere\.it\/ \(opens another site\)/ });
  await expect(web).toHaveAttribute('href', 'https://residenza-trastevere.it/');
  await expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  await putContacts(version, saved.contacts);
  await manager.close();
  await expect(page.getByText('Bed & Breakfast', { exact: true })).toBeVisible();
  // The country by name in the page's language (the address keeps its ISO code).
  await expect(page.locator('[data-hotel="address"]')).toHaveText(
    'Via della Lungaretta, 97, 00153 Roma, Italy',
  );
  // The gallery's photos with their captions as text alternatives (the cover first, large).
  const photos = page.locator('[data-hotel="gallery"] img');
  await expect(photos).toHaveCount(3);
  await expect(photos.first()).toBeVisible();
  expect(await photos.first().getAttribute('alt')).toBeTruthy();
  await expect(page.getByRole('heading', { level: 2, name: 'Policies' })).toBeVisible();
  await expect(page.getByText('Check-out by 10:30')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  // The light guest layout: no marketing navigation, the guests' privacy policy linked.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Privacy policy for guests' })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Hotel', name: HOTEL.name, address: { addressLocality: 'Roma' } });
  expect(ld.image).toHaveLength(3);
  // The demo photos live in R2 like uploads: the cover is a real 1200×900 picture from the
  // gallery route, and the worker serves it as the page's Open Graph image (on the site's origin).
  const cover = new URL((await photos.first().getAttribute('src')) ?? '', page.url()).pathname;
  expect(cover).toMatch(/^\/images\/gallery\/\d+\/[0-9a-f-]{36}\.webp$/);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(ogImage ?? '').pathname).toBe(cover);
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(1200);

  const map = page.getByRole('region', { name: `Map: where ${HOTEL.name} is` });
  await expect(map.locator('.leaflet-pane')).toHaveCount(0);
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-tooltip')).toHaveText(HOTEL.name);
  await expect(map.locator('path.leaflet-interactive, path').first()).toBeAttached();
  const results = await axeBuilder(page).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('malformed hotel addresses go home, like unknown routes', async ({ page }) => {
  for (const [path, home] of [
    ['/hotel', HOME.en],
    ['/hotel/residenza-trastevere-roma/20270230/20270303/2/0/0/0', HOME.en],
    ['/it/hotel/residenza-trastevere-roma/2027/2028/2/0/0/0', HOME.it],
    ['/it/hotel/residenza-trastevere-roma/20270203/20270130/2/0/0/0', HOME.it],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/', path).toBe(home);
  }
});

import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_ORIGIN } from '../../playwright.config.ts';
import { DEMO_MANAGER } from './fixtures.ts';
import {
  calendar,
  expectNoAxeViolations,
  findStay,
  hotelToday,
  TEXT,
  uniqueGuest,
} from './widget-helpers.ts';

/**
 * EMBED-1: a hotel puts the booking widget on its own website without asking us. A host page on
 * a second origin (http://127.0.0.1:8801, served by page.route) carries the snippet the back
 * office gives for hotel 5, a second widget for another hotel, and the script twice: prices show
 * at once, booking is refused with the clear message and the link to the hotel's page, the
 * manager adds the site from 'Recently seen sites', and the guest books. Then the screen itself
 * in Italian on a phone: add (with a refused address), edit, remove through the alert dialog,
 * copy, axe.
 */

const HOST = 'http://127.0.0.1:8801';
const HOTEL_ID = 5;
const OTHER_HOTEL = 'ca-dei-dogi-venezia';
const t = TEXT.en;

type Site = { id: number; origin: string; version: number };

/** Signs the demo manager in (cookies in the page's context) and picks `hotelId` in the back office. */
async function signIn(page: Page, hotelId: number): Promise<void> {
  const res = await page.request.post('/api/rs/public/session', { data: DEMO_MANAGER });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `X-ITACA-HOTEL-${id}`,
    value: String(hotelId),
  });
}

/** The XSRF header a secure write from the test runner needs (the cookie the login set). */
async function xsrf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

/** Removes the hotel's site `origin` if an earlier run left it (each run starts refused). */
async function removeSite(page: Page, hotelId: number, origin: string): Promise<void> {
  const res = await page.request.get(`/api/rs/secure/hotels/${hotelId}/widget/sites`);
  const { sites } = (await res.json()) as { sites: Site[] };
  for (const site of sites.filter((s) => s.origin === origin)) {
    const removed = await page.request.delete(
      `/api/rs/secure/hotels/${hotelId}/widget/sites/${site.id}?version=${site.version}`,
      { headers: await xsrf(page) },
    );
    expect(removed.status()).toBe(204);
  }
}

async function openScreen(page: Page, language: 'en' | 'it' = 'en'): Promise<void> {
  await page.goto(`${language === 'it' ? '/it' : ''}/secure/widget`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    language === 'it' ? 'Widget di prenotazione' : 'Booking widget',
  );
}

/** The screen's own status region (the preview widget has its own). */
const screenStatus = (page: Page) => page.locator('main p.bo-widget__status[role="status"]');

const compact = (iso: string) => iso.replaceAll('-', '');

async function bookableStay(request: APIRequestContext, hotel: string) {
  const today = hotelToday();
  return findStay(await calendar(request, hotel, today, 150), today, 20, 2);
}

/** Searches the stay of the page's deep link in `widget` and selects the first rate shown. */
async function searchAndSelect(widget: Locator): Promise<void> {
  await widget.getByRole('button', { name: t.search, exact: true }).click();
  const card = widget.getByRole('region', { name: t.results }).getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card.locator('.price__total').first()).toContainText(/\d/);
  await card
    .getByRole('button', { name: new RegExp(`^${t.select} ?:`) })
    .first()
    .click();
}

test.describe('a hotel embeds the widget on its own site', () => {
  test('prices at once, booking refused with the link, the manager adds the site, the guest books', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, HOTEL_ID);
    await removeSite(page, HOTEL_ID, HOST);
    const hotels = (await (await page.request.get('/api/rs/secure/hotels')).json()) as {
      id: number;
      alias: string;
      name: string;
    }[];
    const hotel = hotels.find((h) => h.id === HOTEL_ID);
    if (!hotel) throw new Error('the demo manager runs no hotel 5');

    // The documented snippet, as the screen gives it: pinned script and integrity.
    await openScreen(page);
    await expect(page.getByTestId('widget-snippet')).toContainText('integrity="sha384-');
    const snippet = await page.getByTestId('widget-snippet').innerText();
    const pinned = /src="([^"]+\/widget\/booking\.[A-Za-z0-9_-]+\.js)" integrity="(sha384-[^"]+)"/.exec(
      snippet,
    );
    if (!pinned?.[1] || !pinned[2]) throw new Error(`no pinned script in the snippet: ${snippet}`);
    expect(snippet).toContain(`<itaca-booking hotel="${hotel.alias}"></itaca-booking>`);
    const served = await (await page.request.get(pinned[1])).body();
    expect(`sha384-${createHash('sha384').update(served).digest('base64')}`).toBe(pinned[2]);
    expect(served.toString()).not.toContain('__VITE_PRELOAD__');
    await expect(page.getByTestId('widget-csp')).toContainText(`script-src ${E2E_ORIGIN};`);
    // Every file the manifest lists is served with exactly the integrity it states.
    const manifest = (await (await page.request.get('/widget/manifest.json')).json()) as {
      pinned: string;
      files: Record<string, string>;
    };
    expect(pinned[1]).toBe(`${E2E_ORIGIN}/widget/${manifest.pinned}`);
    for (const [file, integrity] of Object.entries(manifest.files)) {
      const bytes = await (await page.request.get(`/widget/${file}`)).body();
      expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`, file).toBe(integrity);
    }

    // The hotel's page: the snippet, and a second hotel's widget pasted with its script line again.
    const stay = await bookableStay(page.request, hotel.alias);
    const hostHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${hotel.name}</title></head>
<body><main><h1>${hotel.name}: book your stay</h1>
${snippet}
<h2>Our partner hotel in Venice</h2>
${snippet.split('\n')[0]}
<itaca-booking hotel="${OTHER_HOTEL}"></itaca-booking>
</main></body></html>`;
    // The host page is another origin on this machine: Chromium asks before it reaches loopback.
    const guestContext = await browser.newContext({ permissions: ['local-network-access'] });
    const guest = await guestContext.newPage();
    await guest.route(`${HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: hostHtml }),
    );
    const logs: string[] = [];
    guest.on('console', (message) => logs.push(message.text()));
    const hostUrl = `${HOST}/book.html?checkin=${stay.checkin}&checkout=${stay.checkout}`;
    await guest.goto(hostUrl);
    const ours = guest.locator(`itaca-booking[hotel="${hotel.alias}"]`);
    const partner = guest.locator(`itaca-booking[hotel="${OTHER_HOTEL}"]`);
    await expect(partner.getByRole('button', { name: t.search, exact: true })).toBeVisible();
    expect(await guest.evaluate(() => document.querySelectorAll('itaca-booking').length)).toBe(2);

    // Prices show at once on both; booking from this site is refused, plainly, with the way out.
    await searchAndSelect(ours);
    const refusal = ours.getByRole('alert').filter({ hasText: 'Bookings are not possible on this site' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('link', { name: `Book on ${hotel.name}'s page` })).toHaveAttribute(
      'href',
      `${E2E_ORIGIN}/hotel/${hotel.alias}/${compact(stay.checkin)}/${compact(stay.checkout)}/2/0/0/0`,
    );
    await expect(ours.getByRole('textbox', { name: t.email })).toHaveCount(0);
    await expect(ours).not.toContainText('not available right now');
    expect(logs.join('\n')).toContain(
      `Add ${HOST} to your hotel's sites in the back office: ${E2E_ORIGIN}/secure/widget`,
    );
    await partner.getByRole('button', { name: t.search, exact: true }).click();
    await expect(partner.getByRole('region', { name: t.results }).getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(guest, 'refused site', `itaca-booking[hotel="${hotel.alias}"]`);

    // The manager sees the site among the recently seen ones and adds it with one click.
    await openScreen(page);
    await page.getByRole('button', { name: `Add ${HOST}` }).click();
    await expect(screenStatus(page).filter({ hasText: `${HOST} added` })).toBeVisible();
    const sites = page.getByRole('region', { name: 'Your sites' });
    await expect(sites.getByRole('listitem').filter({ hasText: HOST })).toContainText('by Giulia Rossi');
    await expectNoAxeViolations(page, 'widget screen', 'main');

    // The guest, on the same page again, now books.
    await guest.goto(hostUrl);
    await searchAndSelect(ours);
    const details = ours.getByRole('textbox', { name: t.email });
    await expect(details).toBeVisible();
    const who = uniqueGuest('onboarding');
    await details.fill(who.email);
    await ours.getByRole('textbox', { name: t.name, exact: true }).fill(who.name);
    await ours.getByRole('textbox', { name: t.surname, exact: true }).fill(who.surname);
    const nationality = ours.getByRole('combobox', { name: t.nationality });
    await nationality.fill(t.italy.slice(0, 4));
    await ours
      .getByRole('listbox', { name: t.nationality })
      .getByRole('option', { name: t.italy, exact: true })
      .click();
    await ours.getByRole('combobox', { name: t.prefix }).selectOption('IT');
    await ours.getByRole('textbox', { name: t.phone }).fill(who.phone);
    // A deposit or non-refundable rate asks for the card (decision 026): a test card then.
    if (await ours.getByRole('textbox', { name: t.cardNumber }).isVisible()) {
      await ours.getByRole('textbox', { name: t.cardHolder }).fill(`${who.name} ${who.surname}`);
      await ours.getByRole('textbox', { name: t.cardNumber }).fill('4111 1111 1111 1111');
      await ours.getByRole('combobox', { name: t.cardMonth, exact: true }).selectOption('12');
      await ours
        .getByRole('combobox', { name: t.cardYear, exact: true })
        .selectOption(String(new Date().getFullYear() + 3));
      await ours.getByRole('textbox', { name: t.cardCvv }).fill('123');
    }
    await ours.getByRole('button', { name: t.continue }).click();
    await ours.getByRole('button', { name: t.confirmBooking }).click();
    await expect(ours.getByRole('heading', { name: t.confirmed })).toBeVisible({ timeout: 15_000 });
    await guestContext.close();
  });

  test('the sites screen in Italian on a phone: add, refuse, edit, remove, copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 390, height: 844 });
    const hotelId = 3;
    await signIn(page, hotelId);
    for (const origin of ['https://www.esempio-hotel.it', 'https://prenota.esempio-hotel.it']) {
      await removeSite(page, hotelId, origin);
    }
    await openScreen(page, 'it');
    const sites = page.getByRole('region', { name: 'I tuoi siti' });
    const field = sites.getByRole('textbox', { name: 'Indirizzo del sito' });

    await field.fill('http://www.esempio-hotel.it');
    await sites.getByRole('button', { name: 'Aggiungi sito' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(sites).toContainText('Usa https://');
    await expect(field).toBeFocused();

    await field.fill('WWW.Esempio-Hotel.it/prenota');
    await sites.getByRole('button', { name: 'Aggiungi sito' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'https://www.esempio-hotel.it aggiunto' }),
    ).toBeVisible();
    await expect(field).toHaveValue('');

    await sites.getByRole('button', { name: 'Modifica https://www.esempio-hotel.it' }).click();
    const edit = sites.getByRole('textbox', { name: 'Indirizzo del sito' }).first();
    await expect(edit).toBeFocused();
    await edit.fill('prenota.esempio-hotel.it');
    await sites.getByRole('button', { name: 'Salva' }).click();
    await expect(screenStatus(page)).toContainText('Salvato: https://prenota.esempio-hotel.it.');
    await expect(
      sites.getByRole('listitem').filter({ hasText: 'https://prenota.esempio-hotel.it' }),
    ).toContainText('modificato il');

    const remove = sites.getByRole('button', { name: 'Rimuovi https://prenota.esempio-hotel.it' });
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Rimuovere https://prenota.esempio-hotel.it?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
    await expectNoAxeViolations(page, 'remove dialog (it, 390 px)', 'body');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Rimuovi sito' }).click();
    await expect(screenStatus(page)).toContainText('https://prenota.esempio-hotel.it rimosso');
    await expect(sites.getByRole('listitem').filter({ hasText: 'esempio-hotel' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Copia il codice' }).click();
    await expect(screenStatus(page)).toHaveText('Copiato negli appunti.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('<itaca-booking hotel=');
    // 390 px: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'widget screen (it, 390 px)', 'main');
  });
});

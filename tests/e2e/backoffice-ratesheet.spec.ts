/**
 * The ratesheet's flows, once each (RATES-1 'Ratesheet', 'Bulk edit', 'Live everywhere'): a
 * price edited from the cell menu, a minimum stay typed into its cell and a closed-to-arrival
 * toggle, each seen at once by the widget's public search; the bulk edit (a refused submit
 * focuses the first invalid field, then a week of prices set at once, seen by the widget); axe on
 * the sheet, the cell menu and the dialog at 1280 px (English) and 390 px (Italian); a
 * promotion's row and switch (a secret promotion made for the test). Hotel 2, far
 * dates (other files use hotel 1 and the next weeks); targets are picked from the API at run time.
 */
import type { Page } from '@playwright/test';
import type { RatesheetResponse } from '../../src/contracts/secure/ratesheet.ts';
import { axeBuilder } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { getJson, type SignedIn, signInDemoManager } from './manager.ts';

const HOTEL = 2;
/** Writes and first reads wait longer on a loaded machine. */
const WRITE = { timeout: 15_000 };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One login for the file (the login route is rate limited per address): its cookies and the manager. */
let storageState: SignedIn | null = null;
let managerId = 0;

test.beforeAll(async ({ browser }, testInfo) => {
  const { session, data } = await signInDemoManager(browser, testInfo.project.use.baseURL, (request) =>
    getJson<{ id: number }>(request, '/api/rs/public/me'),
  );
  storageState = session;
  managerId = data.id;
});

/** The page gets the file's session and hotel 2 as the back office's hotel. */
async function signIn(page: Page): Promise<void> {
  if (!storageState) throw new Error('not signed in');
  await page.context().addCookies(storageState.cookies);
  await page.goto('/faq');
  await page.evaluate(
    ([key, hotel]) => localStorage.setItem(key as string, hotel as string),
    [`X-ITACA-HOTEL-${managerId}`, String(HOTEL)],
  );
}

async function sheet(page: Page, from: string, to: string, language = 'en'): Promise<RatesheetResponse> {
  const answer = await page.evaluate(
    async (q) => {
      const response = await fetch(
        `/api/rs/secure/hotels/${q.hotel}/ratesheet?from=${q.from}&to=${q.to}&language=${q.language}`,
        {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        },
      );
      return { status: response.status, body: await response.json() };
    },
    { hotel: HOTEL, from, to, language },
  );
  expect(answer.status).toBe(200);
  return answer.body as RatesheetResponse;
}

type Offer = { ratePlanId: number; nightly: { initial: number[] } };

/** The widget's search for one room type: the plans it offers for the stay. */
async function offers(page: Page, roomTypeId: number, checkin: string, nights: number): Promise<Offer[]> {
  const answer = await page.evaluate(
    async (q) =>
      (await fetch(`/api/rs/public/booking/hotels/${q.hotel}/search?${q.query}`)).json() as Promise<{
        results: { roomType: { id: number }; rates: Offer[] }[];
      }>,
    { hotel: HOTEL, query: `checkin=${checkin}&checkout=${addDays(checkin, nights)}&adults=1` },
  );
  return answer.results.find((result) => result.roomType.id === roomTypeId)?.rates ?? [];
}

/**
 * From `base` on, the first date starting `days` consecutive nights of a room type and one of its
 * own (primary, per-room) plans that are open, without stay limits or closings, and offered by
 * the widget for one night.
 */
async function pickTarget(page: Page, base: string, days: number, language = 'en') {
  const data = await sheet(page, base, addDays(base, days + 13), language);
  for (let start = 0; start < 14; start++) {
    for (const roomType of data.roomTypes) {
      if (!roomType.enabled) continue;
      const nights = roomType.days.slice(start, start + days);
      if (nights.some((day) => day.roomClosed || day.availability.actual < 1)) continue;
      for (const plan of roomType.ratePlans) {
        if (plan.parentRatePlanDerivation || plan.pricingModel !== 'PER_ROOM') continue;
        const clean = plan.rates
          .slice(start, start + days)
          .every(
            (rate) =>
              rate.amount !== null &&
              !rate.closed &&
              !rate.hotelClosed &&
              !rate.closedToArrival &&
              !rate.closedToDeparture &&
              (rate.minLOS ?? 1) <= 1 &&
              (rate.maxLOS ?? days) >= days,
          );
        const from = addDays(base, start);
        if (clean && (await offers(page, roomType.id, from, 1)).some((o) => o.ratePlanId === plan.id))
          return { roomType, plan, from };
      }
    }
  }
  throw new Error(`hotel ${HOTEL} sells nothing cleanly from ${base}`);
}

/** The hotel's today (its own time zone), as the sheet answers it. */
async function hotelToday(page: Page): Promise<string> {
  const utc = new Date().toISOString().slice(0, 10);
  return (await sheet(page, utc, utc)).today;
}

async function axe(page: Page, label: string, include?: string) {
  const builder = axeBuilder(page);
  const result = await (include ? builder.include(include) : builder).analyze();
  expect(result.violations, label).toEqual([]);
}

test.describe('ratesheet', () => {
  // axe over a year-wide grid is the slow part on a loaded machine.
  test.describe.configure({ timeout: 90_000 });
  test('a price, a minimum stay and a closed-to-arrival edited in the sheet are live in the widget', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);
    const { roomType, plan, from } = await pickTarget(page, addDays(await hotelToday(page), 240), 2);
    const next = addDays(from, 1);
    await page.goto(`/secure/ratesheet?from=${from}`);
    const grid = page.getByRole('grid', { name: /Ratesheet of/ });
    await expect(grid).toBeVisible(WRITE);
    const cell = (date: string, row: 'amount' | 'minStay') =>
      grid.locator(
        `[data-rt="${roomType.id}"][data-plan="${plan.id}"][data-date="${date}"][data-row="${row}"]`,
      );

    // Price: the cell menu's 'Edit price', typed, Enter.
    const price = cell(from, 'amount');
    await price.click();
    await expect(page.getByRole('menu', { name: 'Price actions' })).toBeVisible();
    await axe(page, 'sheet with the cell menu at 1280');
    await page.getByRole('menuitem', { name: 'Edit price' }).click();
    const input = price.getByRole('textbox');
    await expect(input).toBeFocused();
    await input.fill('123.45');
    await input.press('Enter');
    await expect(price).toHaveAccessibleName(/€123\.45$/, WRITE);
    await expect(page.getByRole('status').filter({ hasText: 'Price saved' })).toBeAttached();
    const priced = (await offers(page, roomType.id, from, 1)).find((o) => o.ratePlanId === plan.id);
    expect(priced?.nightly.initial[0]).toBe(123.45);

    // A price out of bounds is refused in the cell, which keeps the typed value and says why.
    await price.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Edit price' }).press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect(price.getByRole('textbox')).toHaveValue('0');
    await expect(price.getByText('The amount is below the minimum allowed')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(price).toBeFocused();

    // Minimum stay: typing a digit on the cell edits it; the widget stops selling one night.
    const minStay = cell(from, 'minStay');
    await minStay.focus();
    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await expect(minStay).toHaveAccessibleName(/: 3$/, WRITE);
    expect((await offers(page, roomType.id, from, 1)).some((o) => o.ratePlanId === plan.id)).toBe(false);
    expect((await offers(page, roomType.id, from, 3)).some((o) => o.ratePlanId === plan.id)).toBe(true);

    // Closed to arrival on the next night: a toggle; the widget refuses arrivals that day.
    const cta = grid
      .getByRole('button', { name: /^Closed to arrival, / })
      .and(grid.locator(`[data-rt="${roomType.id}"][data-plan="${plan.id}"][data-date="${next}"]`));
    await expect(cta).toHaveAttribute('aria-pressed', 'false');
    await cta.click();
    await expect(cta).toHaveAttribute('aria-pressed', 'true', WRITE);
    expect((await offers(page, roomType.id, next, 1)).some((o) => o.ratePlanId === plan.id)).toBe(false);
    // The cell tells who changed it last and what, on focus.
    await cta.focus();
    await expect(page.getByRole('tooltip')).toContainText('Last change: edited by');
    await expect(page.getByRole('tooltip')).toContainText('Closed to arrival: from No to Yes');
  });

  test('bulk edit: a refused submit focuses the first invalid field, then a week of prices at once (390 px, Italian)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const { roomType, plan, from } = await pickTarget(page, addDays(await hotelToday(page), 280), 1, 'it');
    await page.goto(`/it/secure/ratesheet?from=${from}`);
    const grid = page.getByRole('grid', { name: /Tariffario di/ });
    await expect(grid).toBeVisible(WRITE);
    await axe(page, 'sheet at 390');

    await page.getByRole('button', { name: 'Modifica multipla…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifica multipla' });
    await expect(dialog).toBeVisible();
    // Nothing to change yet: refused, the first invalid field has the focus and says why.
    await dialog.getByRole('button', { name: 'Applica' }).click();
    const amount = dialog.getByRole('textbox', { name: 'Prezzo' });
    await expect(amount).toBeFocused();
    await expect(dialog.getByText('Indica almeno un valore da cambiare')).toBeVisible();
    await axe(page, 'bulk-edit dialog with errors at 390', '.rs-bulk');

    await dialog.getByLabel('Al', { exact: true }).fill(addDays(from, 6));
    const types = dialog.getByRole('group', { name: 'Tipologie di camera' });
    for (const box of await types.getByRole('checkbox').all()) await box.uncheck();
    await types.getByRole('checkbox', { name: roomType.name, exact: true }).check();
    await dialog.getByRole('checkbox', { name: plan.name, exact: true }).check();
    await amount.fill('99');
    await dialog.getByRole('button', { name: 'Applica' }).click();
    await expect(dialog).toBeHidden(WRITE);
    await expect(page.getByRole('status').filter({ hasText: 'Modifica multipla applicata' })).toBeAttached();

    const after = await sheet(page, from, addDays(from, 6));
    const rates = after.roomTypes
      .find((t) => t.id === roomType.id)
      ?.ratePlans.find((p) => p.id === plan.id)?.rates;
    expect(rates?.map((rate) => rate.amount)).toEqual(Array(7).fill(99));
    expect(rates?.[0]?.lastChange?.action).toBe('BULK');
    const week = (await offers(page, roomType.id, from, 7)).find((o) => o.ratePlanId === plan.id);
    expect(week?.nightly.initial).toEqual(Array(7).fill(99));
    // The sheet shows it (Italian money format), and on focus what the bulk edit changed there.
    const price = grid.locator(
      `[data-rt="${roomType.id}"][data-plan="${plan.id}"][data-date="${from}"][data-row="amount"]`,
    );
    await expect(price).toHaveAccessibleName(/99,00\s€$/, WRITE);
    await price.focus();
    await expect(page.getByRole('tooltip')).toContainText('Ultima modifica: modifica multipla da');
    await expect(page.getByRole('tooltip')).toContainText(/Prezzo: impostato a 99,00\s€/);
  });

  test("a promotion's row: its switch disables it on every night, and the sheet and the editor agree", async ({
    page,
  }) => {
    await signIn(page);
    const today = await hotelToday(page);
    const { roomType } = await pickTarget(page, addDays(today, 200), 1);
    // A secret promotion of one room type, made for this test: no other test's prices move.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const name = `E2E sheet promo ${Date.now() % 100_000}`;
    const created = await page.request.post(`/api/rs/secure/hotels/${HOTEL}/promotions`, {
      headers: { 'X-XSRF-TOKEN': xsrf },
      data: {
        type: 'STANDARD',
        name: { en: name, it: null },
        discount: { type: 'PERCENTAGE', amount: 12 },
        days: null,
        minStay: null,
        enabled: true,
        onArrival: false,
        secretCode: 'E2ESHEET',
        validFrom: today,
        validTo: addDays(today, 2),
        ratePlanIds: null,
        roomTypeIds: [roomType.id],
      },
    });
    expect(created.status()).toBe(201);
    const promotion = (await created.json()) as { id: number; version: number };
    try {
      await page.goto('/secure/ratesheet');
      const grid = page.getByRole('grid', { name: /Ratesheet of/ });
      await expect(grid).toBeVisible(WRITE);
      const toggle = grid.getByRole('switch', { name: new RegExp(`${name}$`) });
      await expect(toggle).toHaveCount(1);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(toggle).toHaveAccessibleName(`Promotion enabled, ${roomType.name}: ${name}`);
      // Its nights: the discount inside its period, a dash after it.
      const row = grid
        .getByRole('row')
        .filter({ has: page.getByRole('switch', { name: new RegExp(`${name}$`) }) });
      await expect(row.getByRole('gridcell', { name: new RegExp(`^${name}, .*: −12 %$`) })).toHaveCount(3);
      await axe(page, 'sheet with a promotion row');

      // On focus: its type, discount and code.
      await toggle.focus();
      await expect(page.getByRole('tooltip')).toContainText('Standard · 12% off');
      await expect(page.getByRole('tooltip')).toContainText('Secret: only with the code E2ESHEET');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-checked', 'false', WRITE);
      await expect(page.getByRole('status').filter({ hasText: `${name} is now disabled.` })).toBeAttached();
      await expect(row.getByRole('gridcell', { name: /−12 %$/ })).toHaveCount(0);
      const stored = await getJson<{ promotions: { id: number; enabled: boolean }[] }>(
        page.request,
        `/api/rs/secure/hotels/${HOTEL}/promotions`,
      );
      expect(stored.promotions.find((p) => p.id === promotion.id)?.enabled).toBe(false);
    } finally {
      const now = await getJson<{ promotions: { id: number; version: number }[] }>(
        page.request,
        `/api/rs/secure/hotels/${HOTEL}/promotions`,
      );
      const version = now.promotions.find((p) => p.id === promotion.id)?.version ?? promotion.version;
      await page.request.delete(
        `/api/rs/secure/hotels/${HOTEL}/promotions/${promotion.id}?version=${version}`,
        {
          headers: { 'X-XSRF-TOKEN': xsrf },
        },
      );
    }
  });
});

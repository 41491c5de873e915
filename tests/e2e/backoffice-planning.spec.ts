/**
 * The planning screen's flows, once each (MANAGE "Planning"): the grid shows the demo
 * reservations; a cell is closed and reopened (and the widget's search sees it); a stay is moved
 * with 'Move to room…' and by dragging; a stale move is refused with the server's message; the
 * day header toggles every room; views D/W/M; axe on the grid, the cell menu, the overbooking
 * panel and the move dialog at 1280 and 390 px. The targets are picked from the planning API
 * at run time (the demo data follows today's date).
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Cookie, Page } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config.ts';
import type { PlanningChange, PlanningResponse, PlanningStay } from '../../src/contracts/secure/planning.ts';
import { eligibleRooms } from '../../src/islands/backoffice/planning/planning-layout.ts';
import { axeBuilder, OPEN_DIALOG } from './axe.ts';
import { DEMO_MANAGER, expect, test } from './fixtures.ts';

const HOTEL = 1;

type Answer<T> = { status: number; body: T };

/** Signs the demo manager in once (through a page, as the login form does); tests reuse the cookies. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/faq');
  const status = await page.evaluate(async (body) => {
    const response = await fetch('/api/rs/public/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, DEMO_MANAGER);
  expect(status).toBe(200);
}

/** A secure API call from the page, with the anti-forgery header on writes. */
async function secure<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'XSRF-TOKEN')?.[1];
      const response = await fetch(`/api/rs/secure/${path}`, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(method === 'POST' && token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, body },
  ) as Promise<Answer<T>>;
}

async function planning(page: Page, from: string, to: string): Promise<PlanningResponse> {
  const answer = await secure<PlanningResponse>(
    page,
    'GET',
    `hotels/${HOTEL}/planning?from=${from}&to=${to}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The hotel's today (from the planning API). */
async function hotelToday(page: Page): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  return (await planning(page, today, today)).today;
}

/** Opens the planning and waits for the grid; scrolls the rooms list until its last page is reached. */
async function openPlanning(page: Page, query: string): Promise<void> {
  await page.goto(`/secure/planning?${query}`);
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 20_000 });
  const last = page.getByText(/last page reached/);
  for (let i = 0; i < 20 && !(await last.isVisible()); i++) {
    await page.locator('.pg-scroll').evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await page.waitForTimeout(150);
  }
  await expect(last).toBeVisible();
  await page.locator('.pg-scroll').evaluate((box) => box.scrollTo(0, 0));
}

const cell = (page: Page, roomId: number, date: string) =>
  page.locator(`[role="gridcell"][data-room="${roomId}"][data-date="${date}"]`);

/** A stay starting in the week (after today) that has a free room of its type for all its nights. */
function movableStay(data: PlanningResponse, skip: ReadonlySet<number> = new Set()) {
  for (const room of data.rooms) {
    for (const entry of room.entries) {
      const stay = entry.active;
      if (!stay || skip.has(stay.roomSoldId) || stay.startDate !== entry.date || stay.startDate <= data.today)
        continue;
      if (stay.status && stay.status !== 'CONFIRMED') continue;
      if (stay.endDate > data.to) continue;
      const targets = eligibleRooms(stay, data.rooms, data.today);
      if (targets.length > 0 && targets[0]) return { stay, from: room, to: targets[0] };
    }
  }
  throw new Error('no movable stay in the week');
}

/**
 * One login for the whole file, even when a failed test restarts the worker (the login is rate
 * limited): the cookies are kept in a temporary file and reused while the session is valid.
 */
const COOKIES_FILE = join(tmpdir(), `itaca-e2e-planning-${E2E_PORT}.json`);

async function managerCookies(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext();
  try {
    if (existsSync(COOKIES_FILE)) {
      await context.addCookies(JSON.parse(readFileSync(COOKIES_FILE, 'utf8')) as Cookie[]);
      const me = await context.request.get('/api/rs/public/me', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      if (me.ok()) return await context.cookies();
      await context.clearCookies();
    }
    await signIn(await context.newPage());
    const cookies = await context.cookies();
    writeFileSync(COOKIES_FILE, JSON.stringify(cookies));
    return cookies;
  } finally {
    await context.close();
  }
}

/** Writes go through a shared, busy machine: give the answers time. */
const WRITE = { timeout: 20_000 };

test.describe('planning', () => {
  test.describe.configure({ timeout: 120_000 });
  let cookies: Cookie[] = [];

  test.beforeAll(async ({ browser }) => {
    cookies = await managerCookies(browser);
  });

  test.beforeEach(async ({ context, page }) => {
    await context.addCookies(cookies);
    await page.goto('/faq');
  });

  test('the grid shows the demo reservations, with the source legend and the To assign lane', async ({
    page,
  }) => {
    const today = await hotelToday(page);
    const data = await planning(page, today, addDays(today, 6));
    await openPlanning(page, `view=W&from=${today}`);
    const grid = page.getByRole('grid', { name: /Planning of Ca' dei Dogi/ });
    await expect(grid).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(8);
    // Every stay of the week is in its room's cell name.
    const stays = data.rooms.flatMap((room) =>
      room.entries.filter((e) => e.active).map((e) => ({ room, entry: e, stay: e.active as PlanningStay })),
    );
    expect(stays.length).toBeGreaterThan(5);
    for (const { room, entry, stay } of stays.slice(0, 5)) {
      const serial = data.reservations[stay.reservationCode]?.serial ?? stay.reservationCode;
      await expect(cell(page, room.id, entry.date)).toHaveAttribute('aria-label', new RegExp(serial));
    }
    await expect(page.getByRole('heading', { name: 'Legend' })).toBeVisible();
    await expect(page.getByText('Booking.com', { exact: true })).toBeVisible();
    if (data.unassigned.length > 0)
      await expect(page.getByRole('rowheader', { name: 'To assign' })).toBeVisible();
    // Today is flagged in the day header's name.
    await expect(page.getByRole('columnheader').nth(1)).toHaveAccessibleName(/\(today\)/);
    // A stay of several nights is one bar: the day line between two of its nights is under the bar.
    const long = stays.find(
      ({ entry, stay }) => stay.startDate === entry.date && addDays(entry.date, 1) < stay.endDate,
    );
    if (long) {
      const next = cell(page, long.room.id, addDays(long.entry.date, 1));
      await next.scrollIntoViewIfNeeded();
      const box = await next.boundingBox();
      if (!box) throw new Error('no cell');
      const topmost = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.className ?? '',
        [box.x + 0.5, box.y + box.height * 0.2 + 6],
      );
      expect(topmost).toContain('pg-bar');
    }
  });

  test('close and reopen a cell from its menu; the widget search sees one room less', async ({ page }) => {
    const today = await hotelToday(page);
    const date = addDays(today, 9);
    const data = await planning(page, date, date);
    const room = data.rooms.find((r) => {
      const e = r.entries[0];
      return e && !e.active && !e.roomClosed && !e.hotelClosed && e.overbookings.length === 0;
    });
    if (!room) throw new Error('no free room');
    const typeId = room.types[0]?.roomType.id;
    const roomsLeft = async () => {
      const answer = await page.evaluate(
        async (q) => (await fetch(`/api/rs/public/booking/hotels/1/search?${q}`)).json(),
        `checkin=${date}&checkout=${addDays(date, 1)}&adults=1`,
      );
      return (answer.results as { roomType: { id: number }; roomsLeft: number }[]).find(
        (r) => r.roomType.id === typeId,
      )?.roomsLeft;
    };
    const before = await roomsLeft();
    await openPlanning(page, `view=D&from=${date}`);
    const target = cell(page, room.id, date);
    await target.click();
    await page.getByRole('menuitem', { name: 'Close room' }).click();
    await expect(target).toHaveAttribute('aria-label', /room closed/, WRITE);
    await expect(page.getByRole('status').filter({ hasText: `Room ${room.name} closed` })).toBeAttached(
      WRITE,
    );
    expect(await roomsLeft()).toBe((before ?? 0) - 1);
    // Keyboard: Enter opens the menu, 'Open room' reopens.
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Open room' }).press('Enter');
    await expect(target).toHaveAttribute('aria-label', /free/, WRITE);
    // The cell shows the change at once; the status says when the server has it.
    await expect(page.getByRole('status').filter({ hasText: `Room ${room.name} opened` })).toBeAttached(
      WRITE,
    );
    expect(await roomsLeft()).toBe(before);
  });

  test("move a stay with 'Move to room…' (keyboard), then by dragging", async ({ page }) => {
    const today = await hotelToday(page);
    const from = addDays(today, 1);
    const to = addDays(from, 6);
    let data = await planning(page, from, to);
    const first = movableStay(data);
    await openPlanning(page, `view=W&from=${from}`);
    const source = cell(page, first.from.id, first.stay.startDate);
    await source.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown'); // 'Open reservation' → 'Move to room…'
    await expect(page.getByRole('menuitem', { name: 'Move to room…' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: new RegExp(`^${first.to.name}\\b`) }).check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(dialog).toBeHidden(WRITE);
    const serial = data.reservations[first.stay.reservationCode]?.serial ?? first.stay.reservationCode;
    await expect(cell(page, first.to.id, first.stay.startDate)).toHaveAttribute(
      'aria-label',
      new RegExp(serial),
      WRITE,
    );
    await expect(source).not.toHaveAttribute('aria-label', new RegExp(serial));

    // Dragging: another stay, from its bar to the start day of a free room of its type.
    data = await planning(page, from, to);
    const second = movableStay(data, new Set([first.stay.roomSoldId]));
    const bar = cell(page, second.from.id, second.stay.startDate).locator('.pg-bar').first();
    const drop = cell(page, second.to.id, second.stay.startDate);
    await bar.scrollIntoViewIfNeeded();
    const a = await bar.boundingBox();
    await drop.scrollIntoViewIfNeeded();
    const b = await drop.boundingBox();
    if (!a || !b) throw new Error('no boxes');
    const start = await bar.boundingBox();
    if (!start) throw new Error('no bar');
    await page.mouse.move(start.x + 4, start.y + start.height / 2);
    await page.mouse.down();
    const end = await drop.boundingBox();
    if (!end) throw new Error('no drop');
    await page.mouse.move(start.x + 4, (start.y + end.y) / 2, { steps: 4 });
    await expect(drop).toHaveClass(/pg-cell--eligible/);
    await page.mouse.move(end.x + 4, end.y + end.height / 2, { steps: 6 });
    await page.mouse.up();
    const serial2 = data.reservations[second.stay.reservationCode]?.serial ?? second.stay.reservationCode;
    await expect(drop).toHaveAttribute('aria-label', new RegExp(serial2), WRITE);
    await expect(
      page.getByRole('status').filter({ hasText: `moved to room ${second.to.name}` }),
    ).toBeAttached();
    // The message speaks of these weeks: another page of weeks clears it.
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'moved to room' })).toHaveCount(0);
  });

  test('a move based on a stale planning is refused with the server message and the grid reloads', async ({
    page,
  }) => {
    const today = await hotelToday(page);
    const from = addDays(today, 1);
    const data = await planning(page, from, addDays(from, 6));
    const { stay, to } = movableStay(data);
    await openPlanning(page, `view=W&from=${from}`);
    // Another manager moves the same stay meanwhile (the reservation's version changes).
    const version = data.reservations[stay.reservationCode]?.version ?? 1;
    const other = await secure<PlanningChange>(page, 'POST', `hotels/${HOTEL}/planning/moves`, {
      roomSoldId: stay.roomSoldId,
      toRoomId: to.id,
      version,
    });
    expect(other.status).toBe(200);
    const stale = cell(page, stay.roomId ?? 0, stay.startDate);
    await stale.click();
    await page.getByRole('menuitem', { name: 'Move to room…' }).click();
    const dialog = page.getByRole('dialog');
    // The grid still shows the old room: the dialog offers the room it actually went to.
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByRole('alert')).toContainText(/changed meanwhile|taken|closed/, WRITE);
    const serial = data.reservations[stay.reservationCode]?.serial ?? stay.reservationCode;
    await expect(cell(page, to.id, stay.startDate)).toHaveAttribute('aria-label', new RegExp(serial), WRITE);
  });

  test('the day header closes every free room that day, and opens them again', async ({ page }) => {
    const today = await hotelToday(page);
    const date = addDays(today, 20);
    await openPlanning(page, `view=W&from=${date}`);
    const header = page.locator('.pg-day__toggle[data-c="1"]');
    await expect(header).toHaveAccessibleName(/close every room/);
    await header.click();
    await expect(header).toHaveAccessibleName(/all rooms closed/, WRITE);
    await expect(header).toHaveClass(/pg-day__toggle--closed/);
    // Every room of the day is closed or occupied (an occupied room cannot be closed).
    const closed = await planning(page, date, date);
    expect(closed.rooms.every((r) => r.entries[0]?.roomClosed || r.entries[0]?.active)).toBe(true);
    await header.click();
    await expect(header).toHaveAccessibleName(/close every room/, WRITE);
    const opened = await planning(page, date, date);
    expect(opened.rooms.some((r) => !r.entries[0]?.roomClosed && !r.entries[0]?.active)).toBe(true);
    // Past days cannot be toggled.
    await openPlanning(page, `view=W&from=${addDays(today, -3)}`);
    await expect(page.locator('.pg-day__toggle[data-c="1"]')).toHaveAttribute('aria-disabled', 'true');
  });

  test('views D, W and M; anything else is W; keyboard moves the focus in the grid', async ({ page }) => {
    const today = await hotelToday(page);
    await openPlanning(page, `view=D&from=${today}`);
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page).toHaveURL(/view=M/);
    const days = Number(
      new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate(),
    );
    await expect(page.getByRole('columnheader')).toHaveCount(days + 1);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('columnheader')).toHaveCount(8);
    await page.goto(`/secure/planning?view=X&from=${today}`);
    await expect(page.getByRole('columnheader')).toHaveCount(8);
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${addDays(today, 7)}`));
    // The next week's planning has arrived (focusing a cell of the old one would lose the focus).
    await expect(page.locator('.pg-body-wrap')).toHaveAttribute('aria-busy', 'false');
    await expect(
      page
        .getByRole('grid')
        .locator(`[data-date="${addDays(today, 7)}"]`)
        .first(),
    ).toBeAttached();
    // Roving focus: one cell in the Tab order, arrows move it.
    const grid = page.getByRole('grid');
    const focusable = grid.locator('[tabindex="0"]');
    await expect(focusable).toHaveCount(1);
    await focusable.focus();
    await expect(focusable).toBeFocused();
    const before = await page.evaluate(() => document.activeElement?.getAttribute('data-c'));
    expect(before, await focusable.evaluate((el) => el.outerHTML.slice(0, 160))).not.toBeNull();
    await page.keyboard.press('ArrowRight');
    // The grid moves the focus after its render: poll rather than read once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-c')))
      .toBe(String(Math.min(7, Number(before) + 1)));
    await page.keyboard.press('Home');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toMatch(/rowheader|columnheader/);
  });

  test('axe: grid, cell menu, overbooking panel and move dialog at 1280 and 390 px', async ({ page }) => {
    test.setTimeout(180_000);
    for (const width of [1280, 390]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const today = await hotelToday(page);
        const data = await planning(page, today, addDays(today, 6));
        await openPlanning(page, `view=W&from=${today}`);
        // The whole page once; then only the popup that opened over it (the rest did not change,
        // and a full scan of a month of cells is the suite's slowest step).
        const scan = async (label: string, popup?: string) => {
          const builder = axeBuilder(page);
          const result = await (popup ? builder.include(popup) : builder).analyze();
          expect(result.violations, `${label} at ${width}`).toEqual([]);
        };
        await scan('grid');
        // No horizontal overflow of the page (WCAG 1.4.10): the grid scrolls in its own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
          true,
        );
        const withStay = data.rooms.flatMap((r) =>
          r.entries.filter((e) => e.active).map((e) => ({ r, e })),
        )[0];
        if (!withStay) throw new Error('no stay');
        const target = cell(page, withStay.r.id, withStay.e.date);
        await target.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('menu')).toBeVisible();
        await scan('cell menu', '[role="menu"]');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
        await expect(target).toBeFocused();
        // The stays to assign (several on a night: a count opening the panel; one: inline).
        const night = data.days.find(
          (d) => data.unassigned.filter((s) => s.startDate <= d.date && d.date < s.endDate).length > 1,
        );
        if (night) {
          await page.locator(`[data-assign="1"][data-date="${night.date}"] .pg-count`).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await scan('overbooking panel', OPEN_DIALOG);
          await page.keyboard.press('Escape');
        }
        const movable = movableStay(await planning(page, addDays(today, 1), addDays(today, 7)));
        await openPlanning(page, `view=W&from=${addDays(today, 1)}`);
        await cell(page, movable.from.id, movable.stay.startDate).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menuitem', { name: 'Move to room…' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await scan('move dialog', OPEN_DIALOG);
        await page.screenshot({ path: `test-results/planning-move-${width}.png` });
        await page.keyboard.press('Escape');
      });
    }
  });
});

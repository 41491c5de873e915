import { expect, test } from '@playwright/test';
import { openingDay } from '../../widget/src/search/range-rules.ts';
import {
  addDays,
  type CalendarDay,
  calendar,
  dayCell,
  expectNoAxeViolations,
  HOTEL,
  hotelToday,
  openPicker,
  openWidget,
  search,
  showDay,
  TEXT,
  widget,
} from './widget-helpers.ts';

/**
 * The picker's and the search's rules against the hotel's real calendar: closed-to-arrival days,
 * minimum stays, closed or sold-out stays. The days are found in the calendar API by the test
 * (the demo data is generated from the day the server starts), never hard-coded.
 */

const t = TEXT.en;

/** Demo hotels, the demo page's first: the first with a closed-to-arrival day is used. */
const HOTELS = [
  HOTEL,
  'palazzo-lungarno-firenze',
  'chalet-sassolungo-val-gardena',
  'residenza-trastevere-roma',
];

function isoWeekday(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

test.describe('date rules', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a closed-to-arrival day cannot be chosen as the check-in', async ({ page, request }) => {
    const today = hotelToday();
    let found: { hotel: string; day: CalendarDay; days: CalendarDay[] } | null = null;
    for (const hotel of HOTELS) {
      const days = await calendar(request, hotel, addDays(today, 1), 120);
      const day = days.find((d) => d.closedToArrival && d.available);
      if (day) {
        found = { hotel, day, days };
        break;
      }
    }
    expect(found, 'a demo hotel with a closed-to-arrival day in the next four months').not.toBeNull();
    if (found === null) return;
    const { hotel, day, days } = found;

    await openWidget(page, '/widget/demo-plain.html');
    if (hotel !== HOTEL) {
      // The same page, another demo hotel: the widget follows its `hotel` attribute.
      const profile = page.waitForResponse((r) => r.url().endsWith(`/booking/hotels/${hotel}`));
      await widget(page).evaluate((element, alias) => element.setAttribute('hotel', alias), hotel);
      expect((await profile).status()).toBe(200);
    }
    const dialog = await openPicker(page, 'en');
    const cell = await showDay(dialog, 'en', day.date);
    await expect(cell).toHaveAttribute('aria-disabled', 'true');
    await expect(cell).toHaveAccessibleName(new RegExp(`^${isoWeekday(day.date)}.*closed to arrival`));
    // aria-disabled days stay focusable and clickable (APG): a real click, without the
    // actionability wait Playwright applies to disabled elements.
    await cell.click({ force: true });
    await expect(cell).toHaveAttribute('aria-selected', 'false');
    // Still no check-in: the check-out side cannot be chosen, and the status says why.
    await expect(dialog.getByRole('button', { name: /^Check-out/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText(/: closed to arrival$/).first()).toBeVisible();
    // Enter on the focused day does not start a range either.
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(cell).toHaveAttribute('aria-selected', 'false');
    await expect(dialog.locator('[aria-selected="true"]')).toHaveCount(0);

    // A day open to arrivals next to it starts a range (the control: the rule is specific).
    const open = days.find((d) => d.date > day.date && d.available && !d.closedToArrival && !d.closed);
    expect(open).toBeDefined();
    if (open === undefined) return;
    const openCell = await showDay(dialog, 'en', open.date);
    await openCell.click();
    await expect(openCell).toHaveAttribute('aria-selected', 'true');

    // The server refuses the same arrival: a search from that day finds nothing, and says why.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await widget(page).evaluate(
      (element, stay) => (element as HTMLElement & { setStay: (s: object) => void }).setStay(stay),
      { checkin: day.date, checkout: addDays(day.date, 2) },
    );
    const answer = await search(page, 'en');
    expect(answer.results).toEqual([]);
    await expect(widget(page).getByRole('heading', { name: t.empty })).toBeVisible();
    await expect(widget(page).getByText(/^No arrivals on /)).toBeVisible();
  });

  test('the minimum stay disables the check-out days before it; page keys keep the day; the check-out closes', async ({
    page,
    request,
  }) => {
    const today = hotelToday();
    const days = await calendar(request, HOTEL, today, 300);
    const byDate = new Map(days.map((d) => [d.date, d]));
    // A check-in with a minimum stay > 1 whose stay of exactly that length is bookable.
    const start = days.find((d) => {
      const los = d.minLOS ?? 1;
      if (d.date <= today || !d.available || d.closedToArrival || los < 2) return false;
      const nights = Array.from({ length: los }, (_, i) => byDate.get(addDays(d.date, i)));
      const end = byDate.get(addDays(d.date, los));
      return nights.every((n) => n?.available && !n.closed) && end !== undefined && !end.closedToDeparture;
    });
    expect(start, 'a day with a minimum stay in the demo calendar').toBeDefined();
    if (start === undefined) return;
    const minLOS = start.minLOS ?? 1;

    await openWidget(page, '/widget/demo-plain.html');
    const dialog = await openPicker(page, 'en');
    // Past days are out of reach, faded, not struck through like a closed or sold-out day.
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      const past = dayCell(dialog, yesterday);
      await expect(past).toHaveAttribute('aria-disabled', 'true');
      await expect(past.locator('.drp-num')).toHaveCSS('text-decoration-line', 'none');
    }
    const soldOut = days.find((d) => !d.available && d.date.slice(0, 7) === today.slice(0, 7));
    if (soldOut !== undefined) {
      await expect(dayCell(dialog, soldOut.date).locator('.drp-num')).toHaveCSS(
        'text-decoration-line',
        'line-through',
      );
    }
    // PageDown keeps the day the run started from (APG): the 31st → the 30th (or February's
    // last) → the 31st again.
    let from = addDays(today, 1);
    while (from.slice(8) !== '31' || ['01', '03', '05', '08', '10'].every((m) => from.slice(5, 7) !== m)) {
      from = addDays(from, 1);
    }
    const roving = dialog.locator('[role="gridcell"][tabindex="0"]');
    await (await showDay(dialog, 'en', from)).focus();
    await page.keyboard.press('PageDown');
    await expect(roving).not.toHaveAttribute('data-date', from);
    const monthEnd = (await roving.getAttribute('data-date')) ?? '';
    expect(monthEnd.slice(5, 7)).not.toBe(from.slice(5, 7));
    expect(Number(monthEnd.slice(8))).toBeLessThan(31);
    await page.keyboard.press('PageDown');
    await expect(roving).toHaveAttribute('data-date', /-31$/);
    await expect(roving).toBeFocused();
    // Cancel and open again: the view starts from today's month.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await openPicker(page, 'en');

    const first = await showDay(dialog, 'en', start.date);
    await first.click();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText(`Minimum stay ${minLOS} nights.`).first()).toBeVisible();
    for (let n = 1; n < minLOS; n++) {
      const early = await showDay(dialog, 'en', addDays(start.date, n));
      await expect(early).toHaveAttribute('aria-disabled', 'true');
      await expect(early).toHaveAccessibleName(new RegExp(`minimum stay ${minLOS} nights`));
      await early.click({ force: true });
      await expect(early).toHaveAttribute('aria-selected', 'false');
      await expect(dialog).toBeVisible();
    }
    const end = await showDay(dialog, 'en', addDays(start.date, minLOS));
    await expect(end).not.toHaveAttribute('aria-disabled', 'true');
    // A wide screen: no Confirm to press, choosing the check-out completes the choice.
    await expect(dialog.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
    await end.click();
    await expect(dialog).toBeHidden();
    await expect(widget(page).getByRole('button', { name: /^Dates / })).toContainText(`${minLOS} nights`);
    const answer = await search(page, 'en');
    expect(answer.nights).toBe(minLOS);
    expect(answer.results.length).toBeGreaterThan(0);

    // The server enforces it as well: one night from that day is refused, with the reason.
    await widget(page).evaluate(
      (element, stay) => (element as HTMLElement & { setStay: (s: object) => void }).setStay(stay),
      { checkin: start.date, checkout: addDays(start.date, 1) },
    );
    const shorter = await search(page, 'en', 'click', 'update');
    expect(shorter.results).toEqual([]);
    await expect(widget(page).getByText(new RegExp(`must last at least ${minLOS} nights\\.$`))).toBeVisible();
  });

  test('a closed or sold-out stay shows the empty state, and "Search other dates" goes back', async ({
    page,
    request,
  }) => {
    const today = hotelToday();
    const days = await calendar(request, HOTEL, addDays(today, 1), 700);
    const unavailable = days.find((d) => !d.available);
    expect(unavailable, 'a closed or sold-out day in the next two years').toBeDefined();
    if (unavailable === undefined) return;
    const stay = { checkin: unavailable.date, checkout: addDays(unavailable.date, 2) };

    // The host's deep link presets the stay.
    await openWidget(
      page,
      `/widget/demo-plain.html?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`,
    );
    await expect(widget(page).getByRole('button', { name: /^Dates / })).toContainText('2 nights');
    // In the picker the day is marked and cannot be a check-in.
    const dialog = await openPicker(page, 'en');
    const cell = await showDay(dialog, 'en', stay.checkin);
    await expect(cell).toHaveAttribute('aria-disabled', 'true');
    await expect(cell).toHaveAccessibleName(/closed|sold out/);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();

    const answer = await search(page, 'en');
    expect(answer.checkin).toBe(stay.checkin);
    expect(answer.results).toEqual([]);
    const results = widget(page).getByRole('region', { name: t.results });
    await expect(results.getByRole('heading', { name: t.empty })).toBeVisible();
    await expect(results.getByText('Why these dates cannot be booked:')).toBeVisible();
    await expect(results.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, 'results, empty state');
    await results.getByRole('button', { name: t.searchOther }).click();
    await expect(results).toBeHidden();
    await expect(widget(page).getByRole('heading', { name: 'Step 1 of 5: Dates and guests' })).toBeFocused();
    // The stay is kept, to be changed.
    await expect(widget(page).getByRole('button', { name: /^Dates / })).toContainText('2 nights');
  });
});

test('on a phone in Italian the picker opens on a month with days to choose, its ends on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWidget(page, '/widget/demo-plain.html?lang=it', 'it');
  const dialog = await openPicker(page, 'it');
  // Today, or the first of next month when today's has less than a week left (openingDay).
  const today = hotelToday();
  await expect(dayCell(dialog, openingDay(today, 1, addDays(today, 365)))).toBeFocused();
  // 'Check-in / Scegli la data': each end's value on one line (it wrapped as 'Scegli il check-in').
  for (const value of await dialog.locator('.drp-end-value').all()) {
    const { height, fontSize } = await value.evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
    }));
    expect(height).toBeLessThan(2 * fontSize);
  }
  if (process.env.E2E_SHOTS_DIR)
    await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/picker-390-it.png` });
});

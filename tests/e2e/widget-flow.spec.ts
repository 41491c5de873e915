import { expect, type Page, test } from '@playwright/test';
import {
  addDays,
  chooseDates,
  confirmBooking,
  confirmed,
  datesButton,
  dayCell,
  expectNoAxeViolations,
  expectSameFigures,
  fetchReservation,
  fillGuest,
  hotelToday,
  listenBooked,
  normalise,
  openPicker,
  openWidget,
  PROMO,
  pickerDialog,
  readSummary,
  search,
  selectRate,
  setPeople,
  stayFrom,
  TEXT,
  uniqueGuest,
  widget,
} from './widget-helpers.ts';

/** A card the demo hotels take, for the rates that require one (deposit, non-refundable). */
const TEST_CARD = {
  holder: 'Giulia Rossi',
  number: '4111 1111 1111 1111',
  month: 12,
  year: new Date().getUTCFullYear() + 2,
  cvv: '123',
};

/**
 * The booking flow of the widget on the demo host pages, through the real UI and the real
 * server (fresh database): dates in the picker, people, results, guest form, summary,
 * confirmation; the `booked` event and the stored reservation must agree with what the page
 * showed. Dates come from the hotel's availability calendar, never hard-coded.
 */

test.describe('booking with the widget', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a full booking in English, with axe at every step', async ({ page, request }) => {
    const stay = await stayFrom(request, 35, 2);
    const t = TEXT.en;
    await openWidget(page, '/widget/demo-plain.html');
    await expectNoAxeViolations(page, 'search');

    const dialog = await openPicker(page, 'en');
    await expect(dialog.getByText(t.loadingPrices)).toHaveCount(0);
    await expectNoAxeViolations(page, 'picker open');
    await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();

    await chooseDates(page, 'en', stay);
    await setPeople(page, 'en', { adults: 2 });
    const answer = await search(page, 'en');
    expect(answer.checkin).toBe(stay.checkin);
    expect(answer.checkout).toBe(stay.checkout);
    expect(answer.results.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'results');

    // The room's information dialog.
    const results = widget(page).getByRole('region', { name: t.results });
    const details = results.getByRole('button', { name: new RegExp(`^${t.details}`) }).first();
    await details.click();
    const info = widget(page).getByRole('dialog');
    await expect(info).toBeVisible();
    await expectNoAxeViolations(page, 'room info dialog');
    await page.keyboard.press('Escape');
    await expect(info).toBeHidden();
    await expect(details).toBeFocused();

    const chosen = await selectRate(page, 'en', 'Flexible, breakfast included');
    expect(chosen.label).toContain('Flexible, breakfast included');

    // The empty form refuses to continue and says why.
    await widget(page).getByRole('button', { name: t.continue }).click();
    await expect(widget(page).getByRole('alert')).toContainText(t.invalidForm);
    await expect(widget(page).getByRole('textbox', { name: t.email })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page, 'guest form, empty and invalid');

    const guest = uniqueGuest('en');
    await fillGuest(page, 'en', guest, {
      beforeContinue: () => expectNoAxeViolations(page, 'guest form, filled'),
    });

    const summary = await readSummary(page, 'en');
    expect(summary.nights).toHaveLength(stay.nights);
    expect(summary.grandTotal).toBe(chosen.price);
    // City tax: €4.50 per adult and night.
    expect(summary.cityTax).toBe('€18.00');
    await expectNoAxeViolations(page, 'summary');

    const booked = await confirmBooking(page, 'en');
    expect(booked.code).toMatch(/^[A-Z0-9]{6,16}$/);
    await expect(widget(page).getByText(`We have sent the confirmation to ${guest.email}.`)).toBeVisible();
    await expectNoAxeViolations(page, 'confirmation');

    const { reservation } = await fetchReservation(request, booked.manageUrl);
    expect(reservation.status).toBe('CONFIRMED');
    expect(reservation.checkin).toBe(stay.checkin);
    expect(reservation.checkout).toBe(stay.checkout);
    expect(reservation.guest).toMatchObject({
      email: guest.email,
      name: guest.name,
      surname: guest.surname,
      phone: { prefix: '+39', number: guest.phone },
      countryIso: 'IT',
    });
    expect(reservation.rooms).toHaveLength(1);
    expect(reservation.rooms[0]?.people.adults).toBe(2);
    expect(reservation.rooms[0]?.ratePlan.id).toBe(11);
    expect(reservation.card).toBeNull();
    await expectSameFigures(page, 'en', summary, booked, reservation);
  });

  test('a full booking in Italian (deep link ?lang=it)', async ({ page, request }) => {
    const stay = await stayFrom(request, 40, 3);
    const t = TEXT.it;
    await openWidget(page, '/widget/demo-plain.html?lang=it', 'it');
    await expect(widget(page).getByRole('button', { name: t.promoToggle })).toBeVisible();
    await chooseDates(page, 'it', stay);
    // The picker wrote the stay in Italian on the dates button.
    await expect(datesButton(page, 'it')).toContainText('3 notti');
    await setPeople(page, 'it', { adults: 2 });
    await search(page, 'it');
    const chosen = await selectRate(page, 'it', 'Flessibile, colazione inclusa');
    const guest = uniqueGuest('it');
    await fillGuest(page, 'it', guest);
    const summary = await readSummary(page, 'it');
    expect(summary.nights).toHaveLength(3);
    expect(summary.grandTotal).toBe(chosen.price);
    expect(summary.cityTax).toBe('27,00 €');
    const booked = await confirmBooking(page, 'it');
    await expect(widget(page).getByText(`Abbiamo inviato la conferma a ${guest.email}.`)).toBeVisible();
    const { reservation } = await fetchReservation(request, booked.manageUrl);
    expect(reservation.status).toBe('CONFIRMED');
    expect(reservation.checkin).toBe(stay.checkin);
    expect(reservation.nights).toBe(3);
    expect(reservation.guest.countryIso).toBe('IT');
    expect(reservation.rooms[0]?.ratePlan.id).toBe(11);
    await expectSameFigures(page, 'it', summary, booked, reservation);
  });

  test('with the promo code VENEZIA10: badge and lower price', async ({ page, request }) => {
    const stay = await stayFrom(request, 20, 2);
    const t = TEXT.en;
    await openWidget(page, '/widget/demo-plain.html');
    await chooseDates(page, 'en', stay);
    const before = await search(page, 'en');
    expect(before.promoApplied).toBe(false);
    const card = widget(page).getByRole('region', { name: t.results }).getByRole('article').first();
    const bestBefore = euros(await card.locator('.price--best .price__total').innerText());

    await widget(page).getByRole('button', { name: t.promoToggle }).click();
    const promo = widget(page).getByRole('textbox', { name: t.promo });
    await expect(promo).toBeFocused();
    await promo.fill(PROMO);
    // The results no longer match the bar: the button reads Update.
    const after = await search(page, 'en', 'click', 'update');
    expect(after.promoApplied).toBe(true);
    await expect(widget(page).getByText(t.promoApplied(PROMO))).toBeVisible();
    // The secret promotion's badge, its label truncated at 20 characters, its full name spoken.
    const badge = card
      .getByRole('listitem')
      .filter({ hasText: 'Promotion: Friends of the palazzo', hasNot: page.getByRole('button') })
      .first();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('title', 'Friends of the palazzo');
    const label = normalise(await badge.locator('[aria-hidden="true"]').last().innerText());
    // 20 characters, then an ellipsis (BOLIM-3).
    expect(label).toBe('Friends of the palaz…');
    const bestAfter = euros(await card.locator('.price--best .price__total').innerText());
    expect(bestAfter).toBeLessThan(bestBefore);
    // The struck-through initial price is shown next to the lower one.
    await expect(card.locator('.price--best .price__initial')).toBeVisible();

    const chosen = await selectRate(page, 'en', 'Flexible, breakfast included');
    await fillGuest(page, 'en', uniqueGuest('promo'));
    await expect(widget(page).getByRole('heading', { name: 'Promotions applied' })).toBeVisible();
    await expect(widget(page).getByText('Friends of the palazzo', { exact: true })).toBeVisible();
    const summary = await readSummary(page, 'en');
    expect(summary.grandTotal).toBe(chosen.price);
    const booked = await confirmBooking(page, 'en');
    const { reservation } = await fetchReservation(request, booked.manageUrl);
    expect(reservation.discount).toBeGreaterThan(0);
    expect(reservation.total).toBeLessThan(reservation.initialTotal);
    expect(reservation.rooms[0]?.promotions.map((p) => p.id)).toContain(13);
    await expectSameFigures(page, 'en', summary, booked, reservation);
  });

  test('with two rooms: the reservation holds two rooms', async ({ page, request }) => {
    const stay = await stayFrom(request, 50, 2);
    const t = TEXT.en;
    await openWidget(page, '/widget/demo-plain.html');
    await chooseDates(page, 'en', stay);
    await setPeople(page, 'en', { adults: 2, rooms: 2 });
    await expect(widget(page).getByRole('button', { name: new RegExp(`^${t.guests} `) })).toContainText(
      '2 rooms',
    );
    const answer = await search(page, 'en');
    expect(answer.rooms).toBe(2);
    await expect(widget(page).getByRole('region', { name: t.results })).toContainText('2 nights, 2 rooms');
    // The first card's room type, in the language of the page.
    const room = answer.results[0]?.roomType;
    const roomName = room?.name.en ?? 'no room';
    const chosen = await selectRate(page, 'en', 'Flexible, breakfast included');
    await expect(widget(page).getByText(`${roomName} · 2 rooms`, { exact: true })).toBeVisible();
    await fillGuest(page, 'en', uniqueGuest('rooms'));
    await expect(widget(page).getByText(`2 × ${roomName}`, { exact: true })).toBeVisible();
    const summary = await readSummary(page, 'en', 2);
    expect(summary.grandTotal).toBe(chosen.price);
    // €4.50 × 2 adults × 2 nights × 2 rooms.
    expect(summary.cityTax).toBe('€36.00');
    const booked = await confirmBooking(page, 'en');
    const { reservation } = await fetchReservation(request, booked.manageUrl);
    expect(reservation.rooms).toHaveLength(2);
    for (const line of reservation.rooms) {
      expect(line.status).toBe('CONFIRMED');
      expect(line.roomType.id).toBe(room?.id);
      expect(line.people.adults).toBe(2);
      expect(line.nightly).toHaveLength(2);
    }
    expect(reservation.total).toBeCloseTo((reservation.rooms[0]?.total ?? 0) * 2, 2);
    await expectSameFigures(page, 'en', summary, booked, reservation);
  });

  test('the hostile host page books as well', async ({ page, request }) => {
    const stay = await stayFrom(request, 60, 2);
    await openWidget(page, '/widget/demo.html');
    await chooseDates(page, 'en', stay);
    await search(page, 'en');
    await selectRate(page, 'en');
    // The cheapest rate is non-refundable with a deposit: the card is required (decision 026).
    await fillGuest(page, 'en', uniqueGuest('hostile'), { card: TEST_CARD });
    const summary = await readSummary(page, 'en');
    const booked = await confirmBooking(page, 'en');
    const { reservation } = await fetchReservation(request, booked.manageUrl);
    expect(reservation.status).toBe('CONFIRMED');
    expect(reservation.checkin).toBe(stay.checkin);
    await expectSameFigures(page, 'en', summary, booked, reservation);
  });
});

test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 90_000 });

  test('books from the first Tab to the confirmation with the keyboard alone (APG date picker)', async ({
    page,
    request,
  }) => {
    const stay = await stayFrom(request, 45, 2);
    const key = page.keyboard;
    await openWidget(page, '/widget/demo-plain.html');

    // Into the widget, to the dates button.
    await tabTo(page, (f) => f.name.startsWith('Dates '), 'the dates button');
    await key.press('Enter');
    const dialog = pickerDialog(page, 'en');
    await expect(dialog).toBeVisible();
    // Escape closes the picker without a change, the focus goes back to its button.
    await key.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await focused(page)).name).toMatch(/^Dates Choose your dates/);
    await key.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Loading prices…')).toHaveCount(0);

    // One focusable day (roving tabindex), today's, focused on opening.
    const today = hotelToday();
    await expect.poll(async () => (await focused(page)).date).toBe(today);
    await expect(dialog.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    const heading = dialog.getByRole('heading', { level: 2 });
    await expect(heading).toHaveAttribute('aria-live', 'polite');

    // Arrows and PageDown move the focus to the check-in; each PageDown announces the month.
    let pageDowns = 0;
    for (let i = 0; i < 60; i++) {
      const at = (await focused(page)).date ?? '';
      if (at === stay.checkin) break;
      const months = monthIndex(stay.checkin) - monthIndex(at);
      const days = Math.round((Date.parse(stay.checkin) - Date.parse(at)) / 86_400_000);
      if (months > 0 && days > 7) {
        await key.press('PageDown');
        pageDowns += 1;
        const now = (await focused(page)).date ?? '';
        expect(monthIndex(now)).toBe(monthIndex(at) + 1);
        await expect(heading).toContainText(monthName(now));
      } else if (days >= 7) await key.press('ArrowDown');
      else if (days <= -7) await key.press('ArrowUp');
      else await key.press(days > 0 ? 'ArrowRight' : 'ArrowLeft');
      await expect(dialog.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);
    }
    expect(pageDowns).toBeGreaterThan(0);
    expect((await focused(page)).date).toBe(stay.checkin);
    await expect(dialog.getByText('Loading prices…')).toHaveCount(0);
    await key.press('Enter');
    await expect(dayCell(dialog, stay.checkin)).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText(/^Check-in .*Now choose the check-out\./)).toBeVisible();
    for (let i = 0; i < stay.nights; i++) await key.press('ArrowRight');
    expect((await focused(page)).date).toBe(stay.checkout);
    // The range is previewed up to the focused day.
    await expect(dayCell(dialog, addDays(stay.checkin, 1))).toHaveClass(/in-preview|in-range/);
    // On a wide screen choosing the check-out completes the choice and closes the picker.
    await key.press('Space');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await focused(page)).name).toContain('2 nights');

    // People: the panel's first counter takes the focus; arrows change it; Escape closes.
    await tabTo(page, (f) => f.name.startsWith('Guests '), 'the guests button');
    await key.press('Enter');
    const adults = widget(page).getByRole('spinbutton', { name: 'Adults' });
    await expect(adults).toBeFocused();
    await key.press('ArrowUp');
    await expect(adults).toHaveAttribute('aria-valuenow', '3');
    await key.press('ArrowDown');
    await expect(adults).toHaveAttribute('aria-valuenow', '2');
    await key.press('Escape');
    // The button's name follows the counter on the next render: read it until it does.
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Guests 2 adults/);

    await tabTo(page, (f) => f.name === 'Check availability', 'the search button');
    const searched = page.waitForResponse((r) => r.url().includes('/search?'));
    await key.press('Enter');
    const answer = await searched;
    expect(answer.status()).toBe(200);
    const firstRoom = ((await answer.json()) as { results: { roomType: { name: { en: string } } }[] })
      .results[0];
    await expect(widget(page).getByRole('region', { name: 'Available rooms' })).toBeVisible();
    // The focus moved to the step's heading.
    await expect.poll(async () => (await focused(page)).name).toBe('Step 2 of 5: Rooms');
    // A rate without a deposit (a non-refundable cheapest one would ask for a card): the cheapest
    // when it is flexible, else the flexible one shown beside it (decision 026).
    const select = await tabTo(
      page,
      (f) => /^Select ?: (Room only|Flexible)/.test(f.name),
      'a Select button',
    );
    // The first card's: the first room of the answer.
    expect(select.name).toContain(firstRoom?.roomType.name.en ?? 'no room');
    await key.press('Enter');

    // The guest form, field by field.
    await tabTo(page, (f) => f.id.endsWith('-name'), 'the name field');
    const guest = uniqueGuest('keyboard');
    await key.type(guest.name);
    await key.press('Tab');
    expect((await focused(page)).id).toMatch(/-surname$/);
    await key.type(guest.surname);
    await key.press('Tab');
    expect((await focused(page)).id).toMatch(/-email$/);
    await key.type(guest.email);
    await key.press('Tab');
    expect((await focused(page)).role).toBe('combobox');
    await key.type('Italy');
    await key.press('ArrowDown');
    await key.press('Enter');
    const nationality = widget(page).getByRole('combobox', { name: 'Nationality' });
    await expect(nationality).toHaveValue('Italy');
    await key.press('Tab');
    // The phone code followed the nationality.
    expect((await focused(page)).id).toMatch(/-prefix$/);
    await expect(widget(page).getByRole('combobox', { name: 'Country code' })).toHaveValue('IT');
    await key.press('Tab');
    expect((await focused(page)).id).toMatch(/-phone$/);
    await key.type(guest.phone);
    await tabTo(page, (f) => f.name === 'Continue to the summary', 'the continue button');
    await key.press('Enter');
    await expect(widget(page).getByRole('button', { name: 'Confirm booking' })).toBeVisible();

    await tabTo(page, (f) => f.name === 'Confirm booking', 'the confirm button');
    const booked = await listenBooked(page);
    await key.press('Enter');
    const done = await confirmed(page, 'en', booked);
    const { reservation } = await fetchReservation(request, done.manageUrl);
    expect(reservation.code).toBe(done.detail.code);
    expect(reservation.checkin).toBe(stay.checkin);
    expect(reservation.checkout).toBe(stay.checkout);
    expect(reservation.guest.email).toBe(guest.email);
    expect(reservation.guest.phone).toEqual({ prefix: '+39', number: guest.phone });
    expect(done.detail.total).toBe(reservation.grandTotal);
  });
});

test.describe('on a phone', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the picker fills the screen with a Confirm/Cancel footer, and a booking is made with taps', async ({
    page,
    request,
  }) => {
    const stay = await stayFrom(request, 70, 2);
    await openWidget(page, '/widget/demo-plain.html');
    await datesButton(page, 'en').tap();
    const dialog = pickerDialog(page, 'en');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('grid')).toHaveCount(1);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box?.x).toBeLessThanOrEqual(1);
    expect(box?.y).toBeLessThanOrEqual(1);
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(843);
    for (const name of ['Confirm', 'Cancel']) {
      const button = dialog.getByRole('button', { name, exact: true });
      await expect(button).toBeInViewport();
      const b = await button.boundingBox();
      // In the footer: the lower part of the screen.
      expect((b?.y ?? 0) + (b?.height ?? 0)).toBeGreaterThan(844 * 0.75);
      expect((b?.y ?? 0) + (b?.height ?? 0)).toBeLessThanOrEqual(844);
    }
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap();
    await expect(dialog).toBeHidden();

    await chooseDates(page, 'en', stay, 'tap');
    await setPeople(page, 'en', { adults: 1 }, 'tap');
    await search(page, 'en', 'tap');
    await selectRate(page, 'en', undefined, 'tap');
    const guest = uniqueGuest('mobile');
    await fillGuest(page, 'en', guest, { how: 'tap', card: TEST_CARD });
    const summary = await readSummary(page, 'en');
    const booked = await confirmBooking(page, 'en', 'tap');
    const { reservation } = await fetchReservation(request, booked.manageUrl);
    expect(reservation.rooms[0]?.people.adults).toBe(1);
    expect(reservation.guest.email).toBe(guest.email);
    await expectSameFigures(page, 'en', summary, booked, reservation);
  });
});

test.describe('layout="button"', () => {
  test('the launcher opens the widget in a modal dialog; Escape closes it', async ({ page }) => {
    await openWidget(page, '/widget/demo-plain.html');
    await widget(page).evaluate((element) => element.setAttribute('layout', 'button'));
    const launcher = widget(page).getByRole('button', { name: 'Book now' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-haspopup', 'dialog');
    // The inline search bar is gone: the flow lives in the dialog.
    await expect(widget(page).getByRole('button', { name: 'Check availability' })).toBeHidden();

    await launcher.click();
    const layer = widget(page).getByRole('dialog', { name: 'Book your stay' });
    await expect(layer).toBeVisible();
    expect(await layer.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(layer.getByRole('button', { name: 'Check availability' })).toBeVisible();
    await expectNoAxeViolations(page, 'layout=button, dialog open');

    // The picker opens above it; Escape closes the picker only, then the dialog.
    await datesButton(page, 'en').click();
    const picker = pickerDialog(page, 'en');
    await expect(picker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(layer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(layer).toBeHidden();
    await expect(launcher).toBeFocused();

    // The JS API opens and closes it too.
    await widget(page).evaluate((element) => (element as HTMLElement & { open: () => void }).open());
    await expect(layer).toBeVisible();
    await layer.getByRole('button', { name: 'Close' }).click();
    await expect(layer).toBeHidden();
  });
});

type Focused = { tag: string; role: string | null; id: string; date: string | null; name: string };

/** The element that has the focus, inside the widget's shadow root, with its name. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (element === null) return { tag: '', role: null, id: '', date: null, name: '' };
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = element.getAttribute('aria-labelledby');
    const labels = (element as HTMLInputElement).labels;
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => root.getElementById(id)?.textContent ?? '')
            .join(' ')
        : labels && labels.length > 0
          ? (labels[0]?.textContent ?? '')
          : (element.textContent ?? ''));
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      id: element.id,
      date: element.getAttribute('data-date'),
      name: name.replace(/\s+/g, ' ').replace(/ \*$/, '').trim(),
    };
  });
}

/** Presses Tab (only the keyboard) until the focus reaches what `wanted` describes. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string, max = 80): Promise<Focused> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (wanted(f)) return f;
    seen.push(f.name || f.tag);
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.join(' | ')}`);
}

function monthIndex(iso: string): number {
  return Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
}

function monthName(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A price as the English widget shows it ('€1,234.50'), as a number. */
function euros(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

import { expect, type Page, test } from '@playwright/test';
import {
  chooseDates,
  confirmBooking,
  expectNoAxeViolations,
  expectSameFigures,
  fetchReservation,
  fillGuest,
  money,
  openWidget,
  readSummary,
  search,
  selectRate,
  stayFrom,
  uniqueGuest,
  widget,
} from './widget-helpers.ts';

/**
 * After the booking: the card guarantee (masked once stored) and the private manage link of the
 * confirmation, where the guest sees what cancelling would cost before confirming it.
 */

test.describe.configure({ timeout: 90_000 });

/** The manage page's widget and its cancel dialog. */
function managePage(page: Page) {
  const element = page.locator('itaca-booking[mode="manage"]');
  return {
    element,
    cancel: element.getByRole('button', { name: 'Cancel reservation', exact: true }),
    dialog: element.getByRole('alertdialog'),
    // The status badge of the header ("Status:" is read, not shown).
    status: element.locator('.manage-head .manage-status'),
  };
}

test('cancel from the confirmation link: the penalty is shown before confirming', async ({
  page,
  context,
  request,
}) => {
  const stay = await stayFrom(request, 80, 2);
  await openWidget(page, '/widget/demo-plain.html');
  await chooseDates(page, 'en', stay);
  await search(page, 'en');
  await selectRate(page, 'en', 'Non-refundable, breakfast included');
  const guest = uniqueGuest('cancel');
  // A deposit rate: the card is given (required where the hotel takes the deposit by card).
  const year = new Date().getFullYear() + 2;
  await fillGuest(page, 'en', guest, {
    card: { holder: 'Giulia Rossi', number: '4111 1111 1111 1111', month: 12, year, cvv: '123' },
  });
  const booked = await confirmBooking(page, 'en');
  // The confirmation recaps the stay and saves it to a calendar (RFC 5545).
  const recap = widget(page).getByRole('region', { name: 'Your stay' });
  await expect(recap).toContainText('Check-in');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    recap.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${booked.code}.ics`);
  const before = (await fetchReservation(request, booked.manageUrl)).reservation;
  expect(before.status).toBe('CONFIRMED');
  expect(before.cancellation?.free).toBe(false);
  const penalty = before.cancellation?.penalty ?? 0;
  expect(penalty).toBeGreaterThan(0);
  const penaltyText = await money(page, 'en', penalty);

  // The link opens the manage page in a new tab.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    widget(page)
      .getByRole('link', { name: /^Manage or cancel your reservation/ })
      .click(),
  ]);
  await tab.waitForLoadState();
  const manage = managePage(tab);
  await expect(manage.element.getByRole('heading', { name: `Reservation ${booked.code}` })).toBeVisible();
  await expect(manage.status).toHaveText('Status: Confirmed');
  // The secret token left the address bar once read.
  expect(tab.url()).toContain(`code=${booked.code}`);
  expect(tab.url()).not.toContain('token=');
  await expect(
    manage.element.getByText(`Cancelling now costs ${penaltyText}, as the cancellation policy says.`),
  ).toBeVisible();
  await expectNoAxeViolations(tab, 'manage page');

  // The confirmation dialog shows the penalty first; Escape keeps the reservation.
  await manage.cancel.click();
  await expect(manage.dialog).toBeVisible();
  await expect(manage.dialog).toHaveAccessibleName(`Cancel reservation ${booked.code}?`);
  await expect(manage.dialog).toContainText(`Cancelling now costs ${penaltyText}`);
  await expect(manage.dialog.getByRole('button', { name: 'Keep my reservation' })).toBeFocused();
  await expectNoAxeViolations(tab, 'manage page, cancel dialog');
  await tab.keyboard.press('Escape');
  await expect(manage.dialog).toBeHidden();
  await expect(manage.cancel).toBeFocused();
  // On a phone the two answers are one under the other, edge to edge (CONSIST: misaligned).
  await tab.setViewportSize({ width: 390, height: 844 });
  await manage.cancel.click();
  const boxes = await Promise.all(
    ['Keep my reservation', 'Yes, cancel the reservation'].map((name) =>
      manage.dialog.getByRole('button', { name }).boundingBox(),
    ),
  );
  if (process.env.E2E_SHOTS_DIR)
    await tab.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/cancel-dialog-390.png` });
  expect(boxes[0]?.x).toBe(boxes[1]?.x);
  expect(boxes[0]?.width).toBe(boxes[1]?.width);
  await tab.keyboard.press('Escape');
  await expect(manage.dialog).toBeHidden();
  await tab.setViewportSize({ width: 1280, height: 720 });
  expect((await fetchReservation(request, booked.manageUrl)).reservation.status).toBe('CONFIRMED');

  await manage.cancel.click();
  await manage.dialog.getByRole('button', { name: 'Yes, cancel the reservation' }).click();
  await expect(
    manage.element.getByText(`Your reservation is cancelled with a fee of ${penaltyText}.`),
  ).toBeVisible();
  await expect(manage.status).toHaveText('Status: Cancelled');
  await expect(manage.cancel).toHaveCount(0);
  await expectNoAxeViolations(tab, 'manage page, cancelled');

  const after = (await fetchReservation(request, booked.manageUrl)).reservation;
  expect(after.status).toBe('CANCELLED');
  expect(after.cancelAmount).toBe(penalty);
  expect(after.cancellation).toBeNull();
  // Cancelled: what was charged and what is due, the booked total struck through.
  await expect(manage.element.locator('.summary-grand')).toContainText('Due');
  await expect(
    manage.element
      .locator('.summary-totals .summary-line')
      .filter({ hasText: 'Total booked' })
      .locator('del'),
  ).toHaveCount(1);

  // Find my booking without the link: the link goes to the guest's address, and it opens the booking.
  // (a new tab: this one keeps the link it was opened with, in its sessionStorage)
  const other = await context.newPage();
  await other.goto('/booking/manage');
  const find = other.locator('itaca-booking[mode="manage"]');
  await find.getByLabel('Reservation code').fill(booked.code.toLowerCase());
  await find.getByLabel('E-mail address of the booking').fill(guest.email);
  await find.getByRole('button', { name: 'Send me the link' }).click();
  await expect(find.getByRole('status')).toContainText(
    `If ${booked.code} is a booking made with ${guest.email}`,
  );
  await expectNoAxeViolations(other, 'manage page, find my booking');
  const outbox = (await (await request.get('/__local/outbox.json')).json()) as {
    to_address: string;
    template: string;
    body_text: string;
  }[];
  const sent = outbox.find((mail) => mail.template === 'reservation-link' && mail.to_address === guest.email);
  const link =
    /https?:\/\/\S+\/booking\/manage\?code=\w+&token=[\w-]+/.exec(sent?.body_text ?? '')?.[0] ?? '';
  expect(link).toContain(`code=${booked.code}`);
  await other.goto(new URL(link).pathname + new URL(link).search);
  await expect(managePage(other).status).toHaveText('Status: Cancelled');
});

test('with a card guarantee: Luhn checked, the card shown masked, then a free cancellation', async ({
  page,
  request,
}) => {
  const stay = await stayFrom(request, 90, 2);
  await openWidget(page, '/widget/demo-plain.html');
  await chooseDates(page, 'en', stay);
  await search(page, 'en');
  await selectRate(page, 'en', 'Flexible, breakfast included');
  const year = new Date().getFullYear() + 2;
  const card = { holder: 'Giulia Rossi', number: '4111 1111 1111 1112', month: 12, year, cvv: '123' };
  const number = widget(page).getByRole('textbox', { name: 'Card number' });
  const guest = uniqueGuest('card');
  await fillGuest(page, 'en', guest, {
    card,
    beforeContinue: async () => {
      // The hotel's circuits (Visa, Mastercard, Maestro, Amex) are listed; the brand is detected.
      await expect(number).toHaveAccessibleDescription(
        /Accepted: Visa, Mastercard, Maestro, American Express/,
      );
      await expect(widget(page).getByText('Visa · Credit', { exact: true })).toBeVisible();
      // A number failing the Luhn check is refused…
      await widget(page).getByRole('button', { name: 'Continue to the summary' }).click();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(widget(page).getByText('This card number is not valid: please check it')).toBeVisible();
      // …the test number 4111 1111 1111 1111 passes it.
      await number.fill('4111111111111111');
      await expect(number).toHaveValue('4111 1111 1111 1111');
    },
  });
  await expect(widget(page).getByText('Visa ending in 1111', { exact: true })).toBeVisible();
  const summary = await readSummary(page, 'en');
  const booked = await confirmBooking(page, 'en');

  const { reservation, raw } = await fetchReservation(request, booked.manageUrl);
  expect(reservation.card).toEqual({ circuit: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: year });
  // Only the brand, the last 4 digits and the expiry are kept.
  expect(raw).not.toContain('4111111111111111');
  expect(raw).not.toContain('4111 1111');
  expect(raw).not.toContain('"cvv"');
  await expectSameFigures(page, 'en', summary, booked, reservation);
  expect(reservation.cancellation).toEqual({ penalty: 0, free: true });

  // The manage page (the link's address, in this tab) shows the masked card, then cancels for free.
  await page.goto(booked.manageUrl);
  const manage = managePage(page);
  await expect(manage.element.getByText(`Visa ending in 1111, expires 12/${year}`)).toBeVisible();
  expect(await manage.element.evaluate((element) => element.shadowRoot?.textContent ?? '')).not.toContain(
    '4111',
  );
  await manage.cancel.click();
  await expect(manage.dialog).toContainText('Cancelling now is free of charge.');
  await manage.dialog.getByRole('button', { name: 'Yes, cancel the reservation' }).click();
  await expect(
    manage.element.getByText('Your reservation is cancelled, free of charge. We have sent you an e-mail.'),
  ).toBeVisible();
  await expect(manage.status).toHaveText('Status: Cancelled');
  const after = (await fetchReservation(request, booked.manageUrl)).reservation;
  expect(after.status).toBe('CANCELLED');
  expect(after.cancelAmount).toBe(0);
});

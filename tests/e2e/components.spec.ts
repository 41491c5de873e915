import { expect, type Page, test } from '@playwright/test';
import { axeBuilder } from './axe.ts';

/**
 * The shared widgets (src/ui/) driven in the component gallery, /dev/components, against the
 * real worker (places suggestions come from /api/rs/public/places).
 */

async function openGallery(page: Page, path = '/dev/components') {
  await page.goto(path);
  await expect(page.locator('#amount')).toBeVisible();
}

/** counter: APG spinbutton keys and disabled buttons at the bounds */
async function counter(page: Page) {
  const spin = page.locator('#counter-default');
  await expect(spin).toHaveAttribute('role', 'spinbutton');
  await expect(spin).toHaveAttribute('aria-valuenow', '0');
  const section = page.locator('#counter');
  const decrease = section.getByRole('button', { name: 'Decrease Adults' });
  const increase = section.getByRole('button', { name: 'Increase Adults' });
  await expect(decrease).toBeDisabled();
  await spin.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(spin).toHaveAttribute('aria-valuenow', '2');
  await expect(decrease).toBeEnabled();
  await page.keyboard.press('PageUp');
  await expect(spin).toHaveAttribute('aria-valuenow', '7');
  await page.keyboard.press('End');
  await expect(spin).toHaveAttribute('aria-valuenow', '10');
  await expect(increase).toBeDisabled();
  await page.keyboard.press('ArrowDown');
  await expect(spin).toHaveAttribute('aria-valuenow', '9');
  await page.keyboard.press('Home');
  await expect(spin).toHaveAttribute('aria-valuenow', '0');
  await increase.click();
  await expect(spin).toHaveAttribute('aria-valuenow', '1');
  await spin.fill('25');
  await spin.press('Tab');
  await expect(spin).toHaveAttribute('aria-valuenow', '10');
  await expect(page.locator('#counter-disabled')).toBeDisabled();
}

/** amount input: required, pattern, range and currency */
async function amountInput(page: Page) {
  const price = page.locator('#amount-default');
  await price.focus();
  await price.blur();
  await expect(page.locator('#amount-default-error')).toHaveText('This field is required');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('12.345');
  await expect(page.locator('#amount-default-error')).toHaveText('Invalid value');
  await price.fill('-5');
  await expect(page.locator('#amount-default-error')).toHaveText('Invalid value');
  await price.fill('12,50');
  await expect(page.locator('#amount-default-error')).toBeHidden();
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');

  const percentage = page.locator('#amount-filled');
  await percentage.fill('101');
  await percentage.blur();
  await expect(page.locator('#amount-filled-error')).toHaveText('The maximum value is 100');
  await percentage.fill('99.5');
  await expect(page.locator('#amount-filled-error')).toHaveText('Invalid value');

  const negative = page.locator('#amount-usd');
  await negative.fill('-20.10');
  await negative.blur();
  await expect(page.locator('#amount-usd-error')).toBeHidden();
  await expect(page.locator('#amount').getByText('$', { exact: true })).toBeVisible();
  await expect(page.locator('#amount-error-error')).toHaveText('The maximum value is 100');
  await expect(page.locator('#amount-disabled')).toBeDisabled();
}

/** city autocomplete: suggestions from the worker, keyboard choice, not-match */
async function cityAutocomplete(page: Page) {
  const city = page.getByRole('combobox', { name: /City/ }).first();
  await city.fill('Ro');
  await city.blur();
  await expect(page.locator('#city-default-error')).toHaveText('Enter at least 3 characters');
  const call = page.waitForResponse((r) => r.url().includes('/api/rs/public/places/suggest?q=Mil'));
  await city.fill('Mil');
  expect((await call).status()).toBe(200);
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator('#city-default-listbox');
  await expect(listbox.getByRole('option').first()).toContainText('Milano');
  await city.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(city).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await city.press('Escape');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Milano MI, Italy');
  await expect(page.getByTestId('city-default-value')).toContainText('"placeId":"it:015146"');
  await expect(page.getByTestId('city-default-value')).toContainText('"timeZoneId":"Europe/Rome"');

  // Typing again drops the choice: a selection is required.
  await city.fill('Milano X');
  await city.blur();
  await expect(page.locator('#city-default-error')).toHaveText('Choose a city from the suggestions');
  await expect(page.getByTestId('city-default-value')).toHaveText('—');

  // Accent-insensitive, European cities, local names.
  await city.fill('münch');
  await expect(page.locator('#city-default-listbox').getByRole('option').first()).toContainText('München');
}

/** address autocomplete: "street number, city" with the mouse */
async function addressAutocomplete(page: Page) {
  const address = page.locator('#address-default');
  await address.fill('Via del Corso 12, Roma');
  const option = page.locator('#address-default-listbox').getByRole('option').first();
  await expect(option).toContainText('Via del Corso 12');
  await expect(option).toContainText('Roma RM');
  await option.click();
  await expect(address).toHaveValue('Via del Corso 12, Roma RM, Italy');
  const value = page.getByTestId('address-default-value');
  await expect(value).toContainText('"street":"Via del Corso"');
  await expect(value).toContainText('"number":"12"');
  await expect(value).toContainText('"addressComplete":true');
}

/** colour picker: one tab stop, arrows select */
async function colourPicker(page: Page) {
  const group = page.getByRole('radiogroup', { name: 'Material', exact: true }).first();
  const radios = group.getByRole('radio');
  await expect(radios).toHaveCount(19);
  await radios.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'Pink 500' })).toHaveAttribute('aria-checked', 'true');
  await expect(group.getByRole('radio', { name: 'Pink 500' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(group.getByRole('radio', { name: 'Blue grey 500' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#colour-default-hint')).toHaveText('Selected colour: Blue grey 500 (#607d8b)');
  await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
  const swatch = group.getByRole('radio', { name: 'Teal 500' });
  const box = await swatch.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(50);
}

/** booking form: checkout clamped to checkin + 1 .. + maxRange */
async function bookingForm(page: Page) {
  const form = page.locator('#booking-filled');
  const checkin = form.getByLabel('Check-in');
  const checkout = form.getByLabel('Check-out');
  const value = page.getByTestId('booking-filled-value');
  const start = await checkin.inputValue();
  const plus = (date: string, days: number) => {
    const d = new Date(`${date}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  await checkout.fill(plus(start, 40));
  await expect(checkout).toHaveValue(plus(start, 14));
  await checkin.fill(plus(start, 20));
  await expect(checkout).toHaveValue(plus(start, 21));
  await expect(form.getByText('1 night', { exact: true })).toBeVisible();
  await expect(value).toContainText(`"checkout":"${plus(start, 21)}"`);
  const adults = form.getByRole('spinbutton', { name: 'Adults' });
  await expect(adults).toHaveAttribute('aria-valuemin', '1');
  await form.getByRole('button', { name: 'Check availability' }).click();
  await expect(value).toContainText('"adults":2');
}

const countdownSoon = (page: Page) => page.getByTestId('countdown-soon').getByRole('timer');

/** countdown: running, it is silent (checked right after the page loads, before it ends) */
async function countdownRunning(page: Page) {
  const soon = countdownSoon(page);
  await expect(soon).toHaveAttribute('aria-live', 'off');
  await expect(soon).toContainText(/00:00:0\d/);
}

/** countdown finishes with "!" and charts draw on canvases */
async function countdownAndCharts(page: Page) {
  const soon = countdownSoon(page);
  await expect(soon).toHaveAttribute('data-finished', 'true', { timeout: 10_000 });
  await expect(soon).toContainText('!');
  await expect(soon).toHaveAttribute('aria-live', 'polite');

  const canvases = page.locator('#charts canvas');
  await expect(canvases).toHaveCount(8);
  for (const type of ['line', 'bar', 'horizontal-bar', 'radar', 'pie', 'polar-area', 'doughnut', 'bubble']) {
    const canvas = page.locator(`figure[data-chart-type="${type}"] canvas`);
    await expect(canvas).toHaveAttribute('role', 'img');
    const box = await canvas.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(249);
    // chart.js drew something: the canvas has non-transparent pixels.
    await expect
      .poll(() =>
        canvas.evaluate((element) => {
          const c = element as HTMLCanvasElement;
          const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
          for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true;
          return false;
        }),
      )
      .toBe(true);
  }
  await expect(page.locator('figure[data-error="values is not valid"]')).toBeVisible();
}

/** cancellation bar and policy summary: one segment per rule */
async function cancellation(page: Page) {
  const section = page.locator('#cancellation');
  const bar = (type: string) => section.locator(`.ui-cancellation-bar[data-policy-type="${type}"]`).first();
  const summary = (type: string) => section.locator(`.ui-policy[data-policy-type="${type}"]`).first();

  // FREE: free all the way to check-in.
  await expect(summary('FREE').getByRole('heading')).toHaveText('Cancellation policy: Free cancellation');
  await expect(summary('FREE')).toContainText('Free cancellation until check-in on');
  const free = bar('FREE').getByRole('list', { name: 'Cancellation conditions from booking to check-in' });
  await expect(free.getByRole('listitem')).toHaveCount(1);
  await expect(free.getByRole('listitem')).toContainText('Free cancellation');

  // NOT_REFUNDABLE: a penalty from the booking on.
  await expect(summary('NOT_REFUNDABLE')).toContainText(
    /Non-refundable: cancelling at any time costs €\s?[\d.,]+/,
  );
  await expect(bar('NOT_REFUNDABLE').getByRole('listitem')).toHaveCount(1);
  await expect(bar('NOT_REFUNDABLE').getByRole('listitem')).toContainText(/Cancellation fee: €\s?[\d.,]+/);

  // CUSTOM with a grace period, then CUSTOM with two penalties: free (or 30 %) until the deadline, then more.
  const custom = section.locator('.ui-cancellation-bar[data-policy-type="CUSTOM"]');
  await expect(custom).toHaveCount(2);
  const grace = custom.nth(0).getByRole('listitem');
  await expect(grace).toHaveCount(2);
  await expect(grace.nth(0)).toContainText('Free cancellation');
  await expect(grace.nth(1)).toContainText('Cancellation fee');
  const twoFees = custom.nth(1).getByRole('listitem');
  await expect(twoFees).toHaveCount(2);
  const fee = async (item: number) =>
    Number(((await twoFees.nth(item).locator('strong').textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(await fee(0)).toBeLessThan(await fee(1));
}

/** cancellation bar and policy summary in Italian */
async function cancellationItalian(page: Page) {
  await expect(
    page.locator('#cancellation .ui-policy[data-policy-type="FREE"]').first().getByRole('heading'),
  ).toContainText('Condizioni di cancellazione');
  await expect(page.locator('#cancellation').getByRole('list').first()).toHaveAccessibleName(/.+/);
}

/** links, dates and chips */
async function linksDatesChips(page: Page) {
  await expect(page.locator('#links').getByRole('link')).toHaveCount(3);
  await expect(page.getByTestId('unsafe-links').getByRole('link')).toHaveCount(0);

  const date = page.locator('#date-default');
  await date.fill('31/02/2027');
  await date.blur();
  await expect(page.locator('#date-default-error')).toHaveText('The date is not valid!');
  await date.fill('29/02/2024');
  await expect(page.getByTestId('date-default-value')).toHaveText('2024-02-29');

  const chips = page.getByRole('group', { name: 'Services' }).first();
  await chips.getByRole('checkbox', { name: 'Pool' }).check();
  await expect(chips.getByRole('checkbox', { name: 'Pool' })).toBeChecked();
  await expect(chips).toContainText('1 selected');
}

/** The gallery as loaded (every chart drawn) is not indexed and has no axe violations. */
async function scanGallery(page: Page) {
  await expect(page.locator('#charts canvas')).toHaveCount(8);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const results = await axeBuilder(page).analyze();
  const summary = results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`);
  expect(summary).toEqual([]);
}

test.describe('component gallery', () => {
  // The cookie banner is another feature's: consent up front so it does not cover the widgets.
  test.beforeEach(async ({ page, baseURL }) => {
    await page
      .context()
      .addCookies([{ name: 'cookiesPolicy', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  });

  /**
   * One page load per language: the scan of the gallery as loaded, then every widget's flow in
   * turn (each its own step, on its own widget: no flow touches another's).
   */
  test('/dev/components is not indexed and has no axe violations; then every widget flow', async ({
    page,
  }) => {
    // axe over some 700 widgets' nodes takes a while on a busy 2-core machine.
    test.setTimeout(180_000);
    await openGallery(page);
    // The short countdown runs from the page load: seen running first, finished further down.
    await test.step('countdown running', () => countdownRunning(page));
    await scanGallery(page);
    for (const [name, flow] of [
      ['counter: APG spinbutton keys and disabled buttons at the bounds', counter],
      ['amount input: required, pattern, range and currency', amountInput],
      ['city autocomplete: suggestions from the worker, keyboard choice, not-match', cityAutocomplete],
      ['address autocomplete: "street number, city" with the mouse', addressAutocomplete],
      ['colour picker: one tab stop, arrows select', colourPicker],
      ['booking form: checkout clamped to checkin + 1 .. + maxRange', bookingForm],
      ['countdown finishes with "!" and charts draw on canvases', countdownAndCharts],
      ['cancellation bar and policy summary: one segment per rule', cancellation],
      ['links, dates and chips', linksDatesChips],
    ] as const) {
      await test.step(name, async () => {
        // As on a fresh page: the pointer over nothing (a listbox opening under it would follow
        // the hover) and nothing focused.
        await page.mouse.move(0, 0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await flow(page);
      });
    }
  });

  test('/it/dev/components is not indexed and has no axe violations; the cancellation policy in Italian', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openGallery(page, '/it/dev/components');
    await scanGallery(page);
    await cancellationItalian(page);
  });
});

/**
 * Policies and taxes a hotel sets up, as the demo manager on hotel 1: a cancellation policy added
 * (its percentage refused on its field first), read in the words a guest reads, made
 * non-refundable and the words follow, a policy rate plans use refused removal (409 naming them),
 * the new policy removed; VAT and city tax changed with the widget's own line following, a stale
 * save told and reloaded, the taxes put back. axe on each state, at 1280 px in English and 390 px
 * in Italian. What the file changes it removes or puts back, so that re-runs and other files pass.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';

const HOTEL = 1;
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;

const managerPage = demoManagerPages(HOTEL);

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/policies-${name}.png`, fullPage });
}

const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('policies: a new policy in the words a guest reads, a refused removal, then removed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 1280);
  const name = `Half ${suffix()}`;
  await page.goto('/secure/policies');
  await expect(page.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expectNoAxeViolations(page, { label: 'policies' });

  await page.getByRole('button', { name: 'Add cancellation policy' }).click();
  const card = page.getByTestId('cancellation-policy').last();
  await card.getByLabel('Name').fill(name);
  await card.getByLabel('How long before arrival').fill('7');
  await card.getByLabel('Then cancelling costs').selectOption({ label: 'A percentage of the stay' });
  await page.getByRole('button', { name: 'Save policies' }).click();
  const percentage = card.getByLabel('Percentage of the stay (%)');
  await expect(percentage).toBeFocused();
  await expect(percentage).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText('Enter the percentage.')).toBeVisible();
  await expectNoAxeViolations(page, { label: 'policies refused' });

  // 50 % of the example stay (3 nights at €100.00) after 7 days before arrival, free before.
  await percentage.fill('50');
  const reads = card.getByTestId('guest-reads');
  await expect(reads).toContainText('Free cancellation until');
  await expect(reads).toContainText('From then until check-in, cancelling costs €150.00.');
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expect(page.getByRole('status')).toHaveText('Policies saved. The booking widget shows them now.');
  await shot(page, 'saved-1280-en');

  // Never free, the whole stay: the words follow at once, and after the save.
  const saved = page.getByTestId('cancellation-policy').filter({ hasText: name });
  await saved.getByLabel('Free cancellation').selectOption({ label: 'Never (penalty from booking)' });
  await saved.getByLabel('Then cancelling costs').selectOption({ label: 'The whole stay' });
  await expect(saved.getByTestId('guest-reads')).toContainText(
    'Non-refundable: cancelling at any time costs €300.00.',
  );
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expect(page.getByRole('status')).toHaveText('Policies saved. The booking widget shows them now.');
  await expect(saved.getByTestId('guest-reads')).toContainText('Non-refundable');

  // The first policy is the demo's, used by rate plans: its removal is refused, naming them.
  const used = page.getByTestId('cancellation-policy').first();
  await expect(used).toContainText('Used by:');
  await used.getByRole('button', { name: /^Remove / }).click();
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expect(page.getByRole('alert')).toContainText('A rate plan still uses this policy');
  await expectNoAxeViolations(page, { label: 'policies in use' });

  // Back to what is saved, then the new policy removed.
  await page.reload();
  const ours = page.getByTestId('cancellation-policy').filter({ hasText: name });
  await ours.getByRole('button', { name: `Remove ${name}` }).click();
  await page.getByRole('button', { name: 'Save policies' }).click();
  await expect(page.getByRole('status')).toHaveText('Policies saved. The booking widget shows them now.');
  await expect(page.getByTestId('cancellation-policy').filter({ hasText: name })).toHaveCount(0);
  await page.context().close();
});

test('taxes: two VAT rates and a city tax, the widget line follows, a stale save reloads', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 1280);
  await page.goto('/secure/taxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Taxes' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expectNoAxeViolations(page, { label: 'taxes' });
  const accommodation = page.getByLabel('VAT on rooms (%)');
  const extras = page.getByLabel('VAT on extras: extra beds and services (%)');
  const amount = page.getByLabel('Per guest per night (€)');
  const maxNights = page.getByLabel('Most nights taxed per stay');
  const original = {
    accommodation: await accommodation.inputValue(),
    extras: await extras.inputValue(),
    amount: await amount.inputValue(),
    maxNights: await maxNights.inputValue(),
    children: await page.getByRole('checkbox', { name: 'Children' }).isChecked(),
    kids: await page.getByRole('checkbox', { name: 'Infants' }).isChecked(),
  };

  await accommodation.fill('10');
  await extras.fill('22');
  await amount.fill('3.50');
  await maxNights.fill('5');
  await page.getByRole('checkbox', { name: 'Children' }).setChecked(false);
  await page.getByRole('checkbox', { name: 'Infants' }).setChecked(false);
  // 2 adults pay €3.50 for 3 nights; the child is exempt.
  await expect(page.getByTestId('widget-taxes-line')).toHaveText(
    'VAT and city tax included (€21.00 city tax, paid at the hotel)',
  );
  // €300.00 of nights at 10 %: €27.27; €45.00 of extras at 22 %: €8.11.
  await expect(page.getByTestId('taxes-summary')).toContainText('VAT included: €35.38');
  await page.getByRole('button', { name: 'Save taxes' }).click();
  await expect(page.getByRole('status')).toHaveText('Taxes saved. The booking widget uses them now.');
  await shot(page, 'taxes-1280-en');

  // Another tab saves first: this one's save is stale, says so and shows what is saved.
  const other = await page.context().newPage();
  await other.goto('/secure/taxes');
  await expect(other.getByLabel('VAT on rooms (%)')).toHaveValue('10', { timeout: SCREEN_TIMEOUT });
  await other.getByLabel('Per guest per night (€)').fill('4');
  await other.getByRole('button', { name: 'Save taxes' }).click();
  await expect(other.getByRole('status')).toHaveText('Taxes saved. The booking widget uses them now.');
  await amount.fill('5');
  await page.getByRole('button', { name: 'Save taxes' }).click();
  await expect(page.getByRole('alert')).toContainText('Another manager changed the taxes meanwhile');
  await expect(amount).toHaveValue('4.00');
  await expectNoAxeViolations(page, { label: 'taxes stale' });

  // Put back what the demo had.
  await accommodation.fill(original.accommodation);
  await extras.fill(original.extras);
  await amount.fill(original.amount);
  await maxNights.fill(original.maxNights);
  await page.getByRole('checkbox', { name: 'Children' }).setChecked(original.children);
  await page.getByRole('checkbox', { name: 'Infants' }).setChecked(original.kids);
  await page.getByRole('button', { name: 'Save taxes' }).click();
  await expect(page.getByRole('status')).toHaveText('Taxes saved. The booking widget uses them now.');
  await page.context().close();
});

test('policies and taxes on a phone, in Italian: they fit 390 px', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const phone = await managerPage(browser, baseURL, 390);
  await phone.goto('/it/secure/policies');
  await expect(phone.getByRole('heading', { level: 1, name: 'Politiche' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(phone.getByTestId('guest-reads').first()).toBeVisible();
  await expectNoAxeViolations(phone, { label: 'policies 390 it' });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, 'policies-390-it');
  await phone.goto('/it/secure/taxes');
  await expect(phone.getByRole('heading', { level: 1, name: 'Tasse' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expectNoAxeViolations(phone, { label: 'taxes 390 it' });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(phone, 'taxes-390-it');
  await phone.context().close();
});

/**
 * Rate plans a hotel sets up, as the demo manager on hotel 1 (a primary plan "Flexible, breakfast
 * included" and two plans derived from it): a derived plan created in the editor with its live
 * example, taken off sale and back, the primary plan's deletion refused, then the new plan
 * deleted after a confirmation. axe on the list, the editor and the confirmation, at 1280 px in
 * English and 390 px in Italian. The name carries a random suffix so that re-runs pass.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { demoManagerPages } from './manager.ts';

const HOTEL = 1;
const SCREEN_TIMEOUT = 30_000;
const SHOTS = process.env.E2E_SHOTS_DIR;
const PRIMARY = 'Flexible, breakfast included';

/** One login for the whole file: logins are limited per account. */
const managerPage = demoManagerPages(HOTEL);

async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/rate-plans-${name}.png`, fullPage });
}

const suffix = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('rate plans: a derived plan with its live example, off sale and back, a refused deletion, then deleted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL, 1280);
  const name = `Saver ${suffix()}`;

  await page.goto('/secure/rate-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate plans' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  // The demo's derived plan says what it follows; the list says the policy as a guest reads it.
  const demoDerived = page.getByRole('row', { name: /Non-refundable, breakfast included/ });
  await expect(demoDerived).toContainText(`${PRIMARY} \u221210\u00a0%`);
  await expect(page.getByRole('row', { name: new RegExp(PRIMARY) }).first()).toContainText('cancel');
  await expectNoAxeViolations(page, { label: 'rate plans' });

  // The editor: a derivation from the primary plan, its example computed as the engine does.
  const add = page.getByRole('button', { name: 'Add rate plan' });
  await add.click();
  const editor = page.getByRole('dialog', { name: 'New rate plan' });
  await editor.getByLabel('Name in English').fill(name);
  await editor.getByRole('radio', { name: 'Derived from another plan' }).check();
  await editor.getByLabel('Parent plan').selectOption({ label: PRIMARY });
  await editor.getByLabel('Percentage', { exact: true }).fill('-10');
  const example = editor.getByTestId('derivation-example');
  await expect(example).toHaveText(`€100.00 on ${PRIMARY} → €90.00 on this plan`);
  await editor.getByLabel('Percentage', { exact: true }).fill('-12.5');
  await expect(example).toHaveText(`€100.00 on ${PRIMARY} → €87.50 on this plan`);
  await editor.getByRole('checkbox', { name: 'Breakfast' }).check();
  await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'rate plan editor' });
  await shot(page, 'editor-1280-en', false);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText(`${name} saved.`);
  await expect(editor).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`${PRIMARY} \u221212.5\u00a0%`);
  await expect(row).toContainText('Standard · breakfast');

  // Off sale and back.
  const onSale = row.getByRole('switch', { name: `${name} on sale` });
  await onSale.click();
  await expect(page.getByRole('status')).toHaveText(`${name} is off sale.`);
  await expect(onSale).not.toBeChecked();
  await onSale.click();
  await expect(page.getByRole('status')).toHaveText(`${name} is on sale.`);

  // The hotel's only primary plan cannot go: the refusal says why.
  await page.getByRole('button', { name: `Delete ${PRIMARY}` }).click();
  const confirmPrimary = page.getByRole('alertdialog', { name: 'Delete this rate plan?' });
  await expect(confirmPrimary.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, { include: 'dialog[role="alertdialog"]', label: 'confirm' });
  await confirmPrimary.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('only primary rate plan on sale');
  await expect(page.getByRole('row', { name: new RegExp(PRIMARY) }).first()).toBeVisible();
  await expectNoAxeViolations(page, { label: 'rate plans refused' });
  await shot(page, 'list-1280-en');

  // The new plan goes, after a confirmation.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this rate plan?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('status')).toHaveText(`${name} deleted.`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.context().close();
});

test('rate plans on a phone, in Italian: the list and an existing plan in the editor', async ({
  browser,
  baseURL,
}) => {
  const page = await managerPage(browser, baseURL, 390);
  await page.goto('/it/secure/rate-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Piani tariffari' })).toBeVisible({
    timeout: SCREEN_TIMEOUT,
  });
  await expect(page.getByRole('row', { name: /Solo pernottamento/ })).toContainText(
    'Flessibile, colazione inclusa',
  );
  await expectNoAxeViolations(page, { label: 'piani tariffari' });
  await shot(page, 'list-390-it');
  await page.getByRole('button', { name: 'Modifica Solo pernottamento' }).click();
  const editor = page.getByRole('dialog', { name: 'Modifica piano tariffario' });
  await expect(editor.getByTestId('derivation-example')).toContainText('su questo piano');
  await expectNoAxeViolations(page, { include: 'dialog[open]', label: 'editor piano' });
  await shot(page, 'editor-390-it', false);
  await page.context().close();
});

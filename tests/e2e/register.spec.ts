/**
 * /register (INSIGHT-3): the whole wizard as a prospect meets it from the join form's e-mail
 * (account with the strength meter, property, plan and contract in the detail dialog, billing,
 * confirmation), the activation link from the local outbox, and a login with the new account,
 * which then sees its contract; axe on every step and in the plan dialog. A second test looks
 * at the Italian wizard at 390 px (screenshot + axe). Each run registers its own new account.
 */
import type { Page } from '@playwright/test';
import type { HotelContractResponse } from '../../src/contracts/secure/contracts.ts';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';
import { expect, test } from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const PASSWORD = 'Reg1strat!on';
type OutboxMail = { template: string; to_address: string; body_text: string };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test('the wizard registers a property, the e-mailed link activates it and the manager logs in', async ({
  page,
}) => {
  // Four steps, a dialog and the activation: longer than one screen's test (axe on each state).
  test.setTimeout(90_000);
  const id = unique();
  const email = `register.${id}@example.com`;
  const username = `reg_${id}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/register?email=${encodeURIComponent(email)}`);

  // Step 1: the e-mail comes from the join form; Next on an incomplete step stays and focuses the first invalid field.
  const steps = page.getByRole('navigation', { name: 'Registration steps' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('Account');
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByRole('alert').first()).toContainText('Some fields are missing or invalid');
  await page.getByLabel('First name').fill('Giulia');
  await page.getByLabel('Last name').fill('Bianchi');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abcdefg1');
  await expect(page.getByText('Password strength: weak')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await expect(page.getByText('Password strength: strong')).toBeVisible();
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(PASSWORD);
  await expectNoAxeViolations(page);
  await shot(page, 'register-account-1280-en');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: the property screen's hotel info fields; focus moved to the step's heading.
  await expect(page.getByRole('heading', { level: 2, name: 'Property' })).toBeFocused();
  await page.getByLabel('Name').fill(`Hotel Registro ${id}`);
  await page.getByLabel('Stars').selectOption('3');
  await page.getByLabel('Number of rooms').selectOption('12');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a plan from its detail dialog (payment option, contract length), then billing.
  await expect(page.getByRole('heading', { level: 2, name: 'Plan and contract' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a plan', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();
  const firstPlan = page.locator('.plan-item').first();
  const planName = (await firstPlan.getByRole('heading').textContent()) ?? '';
  await firstPlan.getByRole('button', { name: /Details and contract/ }).click();
  const dialog = page.getByRole('dialog', { name: planName });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByRole('slider', { name: 'Contract length' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByTestId('plan-contract-end')).not.toHaveText('No fixed end');
  const end = (await dialog.getByTestId('plan-contract-end').textContent()) ?? '';
  await expectNoAxeViolations(page, { include: OPEN_DIALOG });
  await shot(page, 'register-plan-dialog-1280-en');
  await dialog.getByRole('button', { name: 'Choose this plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(firstPlan).toContainText('Chosen');
  await expect(firstPlan).toContainText(end);
  await page.getByLabel('Company name').fill('Registro Srl');
  await page.getByLabel('VAT number').fill('IT00743110157');
  await page.getByLabel('Address').fill('Via Roma 1');
  await page.getByLabel('Postcode').fill('00100');
  await page.getByLabel('City').fill('Roma');
  await page.getByLabel('Invoices e-mail').fill(`billing.${id}@example.com`);
  await expectNoAxeViolations(page);
  await shot(page, 'register-plan-1280-en');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: recap and consents; Register without them stays on the step.
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
  await expect(page.locator('.register-recap')).toContainText(username);
  await expect(page.locator('.register-recap')).toContainText(planName);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('I accept the terms of service for managers')).toBeFocused();
  await page.getByLabel('I accept the terms of service for managers').check();
  await page.getByLabel(/I have read the privacy policy/).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // Nothing exists before the link: the login is refused.
  const early = await page.request.post('/api/rs/public/session', {
    data: { email: username, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(early.status()).toBe(401);

  // The activation link from the outbox.
  const outbox = (await (await page.request.get('/__local/outbox.json')).json()) as OutboxMail[];
  const mail = outbox.find((m) => m.template === 'register-verify' && m.to_address === email);
  const link = /https?:\/\/[^/\s]+(\/register\/verify\?id=[\w-]+&token=[\w-]+)/.exec(
    mail?.body_text ?? '',
  )?.[1];
  expect(link, 'an activation link in the outbox').toBeTruthy();
  await page.goto(link ?? '/');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText(`Log in with your username ${username}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(/\/login$/);

  // The new manager logs in and runs the new (not yet bookable) hotel with its contract.
  const login = await page.request.post('/api/rs/public/session', {
    data: { email: username, password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
  const hotels = (await (await page.request.get('/api/rs/secure/hotels')).json()) as {
    id: number;
    name: string;
  }[];
  expect(hotels.map((h) => h.name)).toEqual([`Hotel Registro ${id}`]);
  const contract = (await (
    await page.request.get(`/api/rs/secure/hotels/${hotels[0]?.id}/contract`)
  ).json()) as HotelContractResponse;
  expect(contract.contract?.billing.companyName).toBe('Registro Srl');
  expect(contract.contract?.endDate).not.toBeNull();

  // …and in the back office, from the property screen's link.
  await page.goto('/secure/property');
  await page.getByRole('link', { name: 'Your contract and billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract' })).toBeVisible();
  const view = page.getByTestId('contract');
  await expect(view).toContainText(end);
  await expect(view).toContainText('Registro Srl · IT00743110157');
  // The demo's partner plan (decision 034), offered to signed-in managers below the contract.
  await expect(page.getByRole('heading', { level: 3, name: 'Partner' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'contract-1280-en');
});

test('the Italian wizard at 390 px: the stepper in its mobile mode, no horizontal scroll, axe clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/register');
  await expect(page.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  // The stepper's mobile mode: one line with the position, the steps as icons.
  await expect(page.getByText('Passo 1 di 4: Account')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Passi della registrazione' }).getByRole('listitem'),
  ).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await shot(page, 'register-account-390-it');
});

/**
 * The form islands and the site-wide behaviours in Chromium against the real server: login
 * (error parameter, wrong password, rate limit, success, logout), forgot and reset password
 * through the local outbox, join (both branches, pending hotels), quote (each building type,
 * validation, success), demo request (success and each error), cookie banner, offline dialog
 * and the language choice. Dialog states are checked with axe and the APG keyboard pattern.
 *
 * The demo manager's password may have been changed by another spec (auth.spec.ts resets it):
 * `knownPassword()` sets it, once per worker, to a password these tests own, through the same
 * forgot/reset API the site uses, so the tests run in any order. UI logins use the username
 * (`manager`), whose rate-limit counter is not the one of the e-mail the API tests use.
 */
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe.ts';

// Spread over both workers: each has its own server and database, and knownPassword() runs once
// per worker, so a test never depends on which other tests ran before it.
test.describe.configure({ mode: 'parallel' });

const MANAGER_EMAIL = 'manager@example.com';
const MANAGER_USERNAME = 'manager';
/** The password these tests give the demo manager (FMT-2 rules). */
const FORMS_PASSWORD = 'FormsE2e2026x';
const API = '/api/rs/public';
/** The English home page (and not `/login/`, which also ends with a slash). */
const HOME = /^https?:\/\/[^/]+\/$/;
const HOME_IT = /^https?:\/\/[^/]+\/it\/?$/;
/** Where a login leads: the back office (its planning). */
const BACK_OFFICE = /^https?:\/\/[^/]+\/secure(\/|$)/;
const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

type OutboxMail = { template: string; to_address: string; body_text: string };

let passwordReady: Promise<void> | undefined;

/** The reset link (`/password/reset?id=…&hashCode=…`, path and query) of the newest reset e-mail. */
async function newestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const outbox = (await (await request.get('/__local/outbox.json')).json()) as OutboxMail[];
  const mail = outbox.find((m) => m.template === 'password-reset' && m.to_address === email);
  const match = /https?:\/\/[^/\s]+(\/(?:it\/)?password\/reset\?id=[\w-]+&hashCode=[\w-]+)/.exec(
    mail?.body_text ?? '',
  );
  expect(match, 'a reset link in the outbox').not.toBeNull();
  return match?.[1] ?? '';
}

/** Gives the demo manager FORMS_PASSWORD (once per worker), whatever other specs did to it. */
function knownPassword(request: APIRequestContext): Promise<void> {
  passwordReady ??= (async () => {
    const forgot = await request.post(`${API}/resetPassword/manager`, {
      headers: JSON_HEADERS,
      data: { email: MANAGER_EMAIL },
    });
    expect(forgot.status()).toBe(200);
    const link = new URL(await newestResetLink(request, MANAGER_EMAIL), 'http://x');
    const reset = await request.post(`${API}/resetPassword/manager/new`, {
      headers: JSON_HEADERS,
      data: {
        id: link.searchParams.get('id'),
        hash: link.searchParams.get('hashCode'),
        password: FORMS_PASSWORD,
        confirmPassword: FORMS_PASSWORD,
      },
    });
    expect(reset.status()).toBe(200);
  })();
  return passwordReady;
}

/**
 * Waits until the island `name` (its component file name) has hydrated: Astro drops `ssr` then.
 * The form pages' islands start when the visitor reaches for them (client:interaction, decision
 * 032): a focus event on the island is that first touch.
 */
async function island(page: Page, name: string): Promise<void> {
  const element = page.locator(`astro-island[component-url*="/${name}."]`).first();
  await element.scrollIntoViewIfNeeded();
  if ((await element.getAttribute('client')) === 'interaction') await element.dispatchEvent('focusin');
  await expect(element).not.toHaveAttribute('ssr', /.*/);
}

/** Opens `path` and waits for the island `name` to hydrate. */
async function open(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await island(page, name);
}

/** Logs in through the login form (username and the known password); ends in the back office. */
async function logInThroughForm(page: Page): Promise<void> {
  await knownPassword(page.request);
  await open(page, '/login', 'LoginForm');
  await page.getByLabel('E-mail or username').fill(MANAGER_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(FORMS_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(BACK_OFFICE, { waitUntil: 'load' });
}

/** The status of `GET me` as the page's own scripts see it (same origin, session cookie). */
function meStatus(page: Page): Promise<number> {
  return page.evaluate(
    async (url) => (await fetch(url, { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status,
    `${API}/me`,
  );
}

const uniqueEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'cookiesPolicy', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
}

/** Answers the next matching API call with `status` and `body` (error mapping tests only). */
async function fakeApi(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(`**${API}/${path}`, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test.describe('login', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('shows the error parameter, in both languages', async ({ page }) => {
    await open(page, '/login?error=expired', 'LoginForm');
    await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired' })).toBeVisible();
    await open(page, '/it/login?error=expired', 'LoginForm');
    await expect(page.getByRole('alert').filter({ hasText: 'La sessione è scaduta' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('checks the fields, toggles the password and rejects a wrong password', async ({ page }) => {
    // The form is usable before its code arrives (decision 032): nothing of React loads with the
    // page, and a submit made while the island's code is on its way is checked once it is there.
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/LoginForm\.[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    expect(scripts.filter((path) => /LoginForm|client\./.test(path))).toEqual([]);
    const email = page.getByLabel('E-mail or username');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.locator('astro-island[component-url*="/LoginForm."]')).toHaveAttribute('ssr', '');
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required').first()).toBeVisible();

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Wrong2026pass');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');

    await email.fill('nobody.forms@example.com');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Wrong e-mail, username or password.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expectNoAxeViolations(page);
  });

  test('shows the rate-limit message on 429', async ({ page }) => {
    // The throttled login's answer (decision 022): Retry-After in seconds, shown in the page's words.
    await page.route(`**${API}/session`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '700' },
        body: JSON.stringify({
          message: 'Too many failed logins. Please try again in 12 minutes.',
          errors: [{ field: 'request', code: 'error.rate.limit' }],
        }),
      }),
    );
    await open(page, '/it/login', 'LoginForm');
    await page.getByLabel('E-mail o nome utente').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Whatever2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Troppi tentativi non riusciti' })).toContainText(
      'riprova tra 12 minuti',
    );
  });

  test('logs in, recognises the manager, and logs out by POST then home', async ({ page }) => {
    await logInThroughForm(page);
    expect(await meStatus(page)).toBe(200);

    await open(page, '/login', 'LoginForm');
    await expect(page.getByText('You are logged in as Giulia')).toBeVisible();
    const logout = page.waitForRequest((r) => r.url().endsWith(`${API}/logout`) && r.method() === 'POST');
    await page.getByRole('button', { name: 'Log out' }).click();
    await logout;
    await expect(page).toHaveURL(HOME);
    expect(await meStatus(page)).toBe(401);
  });

  test('calls logout when no user is found', async ({ page }) => {
    const logout = page.waitForRequest((r) => r.url().endsWith(`${API}/logout`) && r.method() === 'POST');
    await page.goto('/login');
    await logout;
  });

  test('the forgot-password page, a login page too, calls logout when no user is found', async ({ page }) => {
    const logout = page.waitForRequest((r) => r.url().endsWith(`${API}/logout`) && r.method() === 'POST');
    await page.goto('/login/forgot');
    await logout;
  });
});

test.describe('forgot and reset password', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  test('reset without id and hashCode goes to /login', async ({ page }) => {
    await page.goto('/password/reset', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login\/?$/);
    await page.goto('/it/password/reset?id=abc', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/it\/login\/?$/);
  });

  test('forgot always confirms; the e-mailed link sets a new password once', async ({ page }) => {
    await open(page, '/login/forgot', 'ForgotPasswordForm');
    const email = page.getByLabel('E-mail');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(email).toBeFocused();
    await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();

    await email.fill('nobody.forgot@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    const confirmation = page
      .getByRole('status')
      .filter({ hasText: 'If an account exists for this address' });
    await expect(confirmation).toBeVisible();

    await page.reload();
    await island(page, 'ForgotPasswordForm');
    await page.getByLabel('E-mail').fill(MANAGER_EMAIL);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(confirmation).toBeVisible();
    await expectNoAxeViolations(page);

    const link = await newestResetLink(page.request, MANAGER_EMAIL);
    await open(page, link, 'ResetPasswordForm');
    await expect(page.getByText('8 to 32 characters, no spaces')).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm the new password');
    await password.fill('weakpass');
    await confirm.fill('other');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(password).toBeFocused();
    await expect(page.getByText('Invalid value')).toBeVisible();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Some fields are missing or invalid' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await password.fill(FORMS_PASSWORD);
    await confirm.fill(FORMS_PASSWORD);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/login\/?$/);
    passwordReady = Promise.resolve();
    await island(page, 'LoginForm');

    // The new password works; the used link does not.
    await page.getByLabel('E-mail or username').fill(MANAGER_USERNAME);
    await page.getByLabel('Password', { exact: true }).fill(FORMS_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(BACK_OFFICE, { waitUntil: 'load' });

    await open(page, link, 'ResetPasswordForm');
    await page.getByLabel('New password', { exact: true }).fill('Another2026x');
    await page.getByLabel('Confirm the new password').fill('Another2026x');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This link is invalid or has expired' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/login/forgot',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('join', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  const joinForm = (page: Page) => page.locator('.join-form form').first();

  test('an invalid e-mail, a call that times out (504), a new e-mail (the join dialog: APG keyboard pattern, axe), then the quote with the e-mail', async ({
    page,
  }) => {
    // One home page, as a visitor trying again would go: each state in turn.
    await open(page, '/#join', 'JoinForm');
    const form = joinForm(page);
    const start = form.getByRole('button', { name: 'Start now' });

    await test.step('an invalid e-mail shows the validation text and focuses the field', async () => {
      await form.getByLabel('Your e-mail').fill('nope');
      await start.click();
      await expect(form.getByRole('alert')).toContainText('Some fields are missing or invalid');
      await expect(form.getByLabel('Your e-mail')).toBeFocused();
      await expect(form.getByLabel('Your e-mail')).toHaveAttribute('aria-invalid', 'true');
    });

    await test.step('a join call that times out (504) shows the request error and the advice', async () => {
      await page.route(/\/api\/rs\/public\/join\?/, (route) =>
        route.fulfill({
          status: 504,
          contentType: 'application/json',
          body: '{"message":"Gateway Timeout"}',
        }),
      );
      await form.getByLabel('Your e-mail').fill(uniqueEmail('join.timeout'));
      await start.click();
      await expect(form.getByRole('alert')).toHaveText(
        'The request could not be completed: try again or contact us.',
      );
      await page.unroute(/\/api\/rs\/public\/join\?/);
    });

    const email = uniqueEmail('join.new');
    await test.step('a new e-mail opens the join dialog (APG keyboard pattern, axe)', async () => {
      await form.getByLabel('Your e-mail').fill(email);
      await start.click();
      const dialog = page.getByRole('dialog', { name: 'Welcome to Itaca' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Register your property to start the free trial');
      // A new e-mail registers (the /register wizard, INSIGHT-3) or asks a quote; no login.
      const register = dialog.getByRole('link', { name: 'Register' });
      const quote = dialog.getByRole('link', { name: 'Request a quote' });
      await expect(register).toBeFocused();
      await expect(register).toHaveAttribute('href', `/register?email=${encodeURIComponent(email)}`);
      await expect(quote).toHaveAttribute('href', `/quote?email=${encodeURIComponent(email)}`);
      await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Tab cycles inside the dialog: link, link, close button, and back to the first link.
      await page.keyboard.press('Tab');
      await expect(quote).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(register).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(start).toBeFocused();
    });

    await test.step('choosing the quote goes to /quote with the e-mail', async () => {
      await form.getByRole('button', { name: 'Request a quote' }).click();
      await expect(page).toHaveURL(new RegExp(`/quote/?\\?email=${encodeURIComponent(email)}$`));
      // The server-rendered quote form shows the e-mail before its island starts, and after.
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
      await island(page, 'QuoteForm');
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    });
  });

  test('an existing account is told to log in', async ({ page }) => {
    await open(page, '/it/#join', 'JoinForm');
    const form = joinForm(page);
    await form.getByLabel('La tua e-mail').fill(MANAGER_EMAIL);
    await form.getByRole('button', { name: 'Inizia ora' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Esiste già un account per ${MANAGER_EMAIL}`);
    await expect(dialog.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/it/login');
    await expect(dialog.getByRole('link', { name: 'Registrati' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Chiudi' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a logged-in manager sees their pending properties, 3 per page, newest first', async ({ page }) => {
    // Four proposed properties for the demo manager, through the public quote call.
    const quote = await page.request.post(`${API}/join/quote`, {
      headers: JSON_HEADERS,
      data: {
        manager: { email: MANAGER_EMAIL },
        buildingType: 'MULTIPLE_HOTELS',
        count: 4,
        group: false,
        hotels: ['Pending One', 'Pending Two', 'Pending Three', 'Pending Four'].map((name) => ({
          name,
          type: 'BB',
          roomsNumber: 4,
          addressInfo: {
            address: 'Via Roma 1, Milano',
            street: 'Via Roma 1',
            city: 'Milano',
            country: 'Italia',
          },
        })),
      },
    });
    expect(quote.status()).toBe(201);

    await logInThroughForm(page);
    await open(page, '/#join', 'JoinForm');
    const pending = page.getByRole('region', { name: 'Your pending properties' });
    await expect(pending.getByRole('listitem')).toHaveCount(3);
    await expect(pending.getByText('Page 1 of')).toBeVisible();
    const next = pending.getByRole('button', { name: 'Next' });
    await next.click();
    await expect(pending.getByText('Page 2 of')).toBeVisible();
    await expect(next).toBeFocused();
    await expect(pending.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'false');
    await expectNoAxeViolations(page);

    // PROPFLOW-10 quote drafts: kept in local storage for the logged-in manager, per user and hotel.
    await open(page, `/quote?email=${MANAGER_EMAIL}`, 'QuoteForm');
    await page.getByRole('radio', { name: 'Several properties' }).check();
    await page.getByLabel('How many?').fill('2');
    const second = page.getByRole('region', { name: 'Property 2' });
    await second.getByLabel('Property name').fill('Draft Two');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('X-ITACA-QUOTE')))
      .toContain('Draft Two');
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem('X-ITACA-QUOTE'))) ?? '{}');
    const [owner] = Object.keys(draft);
    expect(draft[owner ?? ''].hotels['1'].name).toBe('Draft Two');
    await page.reload();
    await island(page, 'QuoteForm');
    await expect(page.getByText('We restored the draft you left unfinished.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Property 2' }).getByLabel('Property name')).toHaveValue(
      'Draft Two',
    );
  });
});

test.describe('quote', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  /** Picks "Via Roma 1, <city>" in the address autocomplete and types the postcode. */
  async function fillAddress(
    scope: ReturnType<Page['locator']>,
    city = 'Milano',
    label = 'Address',
    zip = 'ZIP code',
  ) {
    const address = scope.getByRole('combobox', { name: label });
    await address.fill(`Via Roma 1, ${city}`);
    await scope
      .getByRole('option', { name: new RegExp(`^Via Roma 1,? ${city}`) })
      .first()
      .click();
    await expect(address).toHaveAttribute('data-selected', 'true');
    await scope.getByLabel(new RegExp(zip)).fill('20121');
  }

  async function submitAndExpectSuccess(page: Page) {
    const response = page.waitForResponse((r) => r.url().endsWith(`${API}/join/quote`));
    await page.getByRole('button', { name: 'Send the quote request' }).click();
    expect((await response).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: 'we have received your request' })).toBeVisible();
    await expect(page.getByText('Quote request received')).toBeVisible();
    await expect(page.getByText(/Within two working days/)).toBeVisible();
  }

  test('needs the e-mail parameter', async ({ page }) => {
    await page.goto('/quote', { waitUntil: 'commit' });
    await expect(page).toHaveURL(HOME);
    await page.goto('/it/quote', { waitUntil: 'commit' });
    await expect(page).toHaveURL(HOME_IT);
  });

  test('an invalid submit shows the validation text and focuses the first invalid field', async ({
    page,
  }) => {
    await open(page, `/quote?email=${uniqueEmail('quote.invalid')}`, 'QuoteForm');
    await page.getByRole('button', { name: 'Send the quote request' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Some fields are missing or invalid' }),
    ).toBeVisible();
    const name = page.getByLabel('Property name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Property type')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await page.getByLabel(/ZIP code/).fill('12!');
    await page.getByRole('button', { name: 'Send the quote request' }).click();
    await expect(page.getByLabel(/ZIP code/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('HOTEL: type, stars for hotels, rooms 1-20 and 20+, address; success', async ({ page }) => {
    await open(page, `/quote?email=${uniqueEmail('quote.hotel')}`, 'QuoteForm');
    await expect(page.getByRole('radio', { name: 'A single property' })).toBeChecked();
    await page.getByLabel('Property name').fill('Hotel Forms');
    // Stars is there from the start, next to the type, and asked only once the type is 'Hotel'.
    await expect(page.getByLabel('Stars')).toBeDisabled();
    await page.getByLabel('Property type').selectOption('HOTEL');
    await page.getByLabel('Stars').selectOption('4');
    const rooms = page.getByLabel('Rooms');
    await expect(rooms.locator('option')).toHaveCount(22);
    await expect(rooms.locator('option').last()).toHaveText('20+');
    await rooms.selectOption('21');
    await fillAddress(page.locator('form'));
    await submitAndExpectSuccess(page);
  });

  test('BUILDING asks no type nor rooms; an address abroad typed by hand; success', async ({ page }) => {
    await open(page, `/quote?email=${uniqueEmail('quote.building')}`, 'QuoteForm');
    await page.getByRole('radio', { name: 'A building with several units' }).check();
    await expect(page.getByLabel('Property type')).toHaveCount(0);
    await expect(page.getByLabel('Rooms')).toHaveCount(0);
    await page.getByLabel('Property name').fill('Residence Forms');
    // A street the shipped places do not have, in Switzerland: typed by hand; the map and its
    // code load only now.
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enter the address by hand' }).click();
    await page.getByLabel('Address (street and number)').fill('Hauptstrasse 3');
    await page.getByLabel('City').fill('Zermatt');
    await page.getByLabel(/^Country/).fill('CH');
    await expect(page.locator('.leaflet-container')).not.toHaveCount(0);
    // Swiss postcodes have 4 digits: an Italian CAP is refused, 3920 accepted.
    await page.getByLabel('Postcode').fill('39100');
    await page.getByRole('button', { name: 'Send the quote request' }).click();
    await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.getByLabel('Postcode').fill('3920');
    const request = page.waitForRequest((r) => r.url().endsWith(`${API}/join/quote`));
    await submitAndExpectSuccess(page);
    expect((await request).postDataJSON().hotels[0].addressInfo).toMatchObject({
      address: 'Hauptstrasse 3',
      street: 'Hauptstrasse 3',
      city: 'Zermatt',
      zipcode: '3920',
      country: 'CH',
    });
  });

  test('NONE sends a placeholder property without a name; success', async ({ page }) => {
    await open(page, `/it/quote?email=${uniqueEmail('quote.none')}`, 'QuoteForm');
    await page.getByRole('radio', { name: 'Non ho ancora una struttura' }).check();
    await expect(page.getByText('creeremo una provvisoria')).toBeVisible();
    await expect(page.getByLabel('Nome della struttura')).toHaveCount(0);
    await page.getByLabel('Tipo di struttura').selectOption('BB');
    await page.getByLabel('Camere').selectOption('3');
    await fillAddress(page.locator('form'), 'Bologna', 'Indirizzo', 'CAP');
    const request = page.waitForRequest((r) => r.url().endsWith(`${API}/join/quote`));
    await page.getByRole('button', { name: /preventivo/i }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ buildingType: 'NONE', count: 1, language: 'it' });
    expect(body.hotels[0].name).toBeUndefined();
    await expect(page.getByRole('status').last()).toBeVisible();
  });

  test('MULTIPLE_HOTELS: the list follows count, the type change resets it; success', async ({ page }) => {
    await open(page, `/quote?email=${uniqueEmail('quote.multi')}`, 'QuoteForm');
    await page.getByRole('radio', { name: 'Several properties' }).check();
    const count = page.getByLabel('How many?');
    await expect(count).toHaveValue('1');
    await count.fill('3');
    await expect(page.getByRole('heading', { name: /^Property \d$/ })).toHaveCount(3);
    await count.fill('2');
    await expect(page.getByRole('heading', { name: /^Property \d$/ })).toHaveCount(2);
    await page.getByLabel('The properties belong to a group').check();
    await page.getByLabel('Group name').fill('Forms Group');

    // Changing the building type resets count, hotels, group and group name.
    await page.getByRole('radio', { name: 'A single property' }).check();
    await expect(page.getByLabel('Property name')).toHaveCount(1);
    await page.getByRole('radio', { name: 'Several properties' }).check();
    await expect(count).toHaveValue('1');
    await expect(page.getByLabel('The properties belong to a group')).not.toBeChecked();
    await expect(page.getByLabel('Group name')).toHaveCount(0);

    await count.fill('2');
    await page.getByLabel('The properties belong to a group').check();
    await page.getByLabel('Group name').fill('Forms Group');
    for (const [index, city] of [
      [1, 'Roma'],
      [2, 'Napoli'],
    ] as const) {
      const section = page.getByRole('region', { name: `Property ${index}` });
      await section.getByLabel('Property name').fill(`Forms Hotel ${index}`);
      await section.getByLabel('Property type').selectOption('APARTMENT');
      await section.getByLabel('Rooms').selectOption('2');
      await fillAddress(section, city);
    }
    const request = page.waitForRequest((r) => r.url().endsWith(`${API}/join/quote`));
    await submitAndExpectSuccess(page);
    expect((await request).postDataJSON()).toMatchObject({
      buildingType: 'MULTIPLE_HOTELS',
      count: 2,
      group: true,
      groupName: 'Forms Group',
    });
    await expectNoAxeViolations(page);
  });

  test('a failed submit ends in the error state with the server message', async ({ page }) => {
    await fakeApi(page, 'join/quote', 500, { message: 'Database unavailable', errors: [] });
    await open(page, `/quote?email=${uniqueEmail('quote.error')}`, 'QuoteForm');
    await page.getByRole('radio', { name: 'A building with several units' }).check();
    await page.getByLabel('Property name').fill('Residence Error');
    await fillAddress(page.locator('form'));
    await page.getByRole('button', { name: 'Send the quote request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not save your request' })).toContainText(
      'Database unavailable',
    );
  });
});

test.describe('demo request', () => {
  test.beforeEach(async ({ context, baseURL }) => acceptCookies(context, baseURL));

  const opener = (page: Page) =>
    page.locator('.demo-request').getByRole('button', { name: 'Request a demo' });

  async function fillDemo(page: Page, email: string) {
    const dialog = page.getByRole('dialog', { name: 'Request a demo' });
    await dialog.getByLabel('Name', { exact: true }).fill('Anna');
    await dialog.getByLabel('Surname').fill('Forms');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel(/Phone/).fill('+39 0212345678');
    await dialog.getByLabel('Property name').fill('Villa Forms');
    await dialog.getByLabel(/Property type/).selectOption('VILLA');
    await dialog.getByLabel(/Number of rooms/).fill('8');
    await dialog.getByLabel(/I have read the privacy policy/).check();
    return dialog;
  }

  test('#require-demo opens the dialog on load; APG keyboard pattern; invalid form', async ({ page }) => {
    await open(page, '/#require-demo', 'DemoRequest');
    const dialog = page.getByRole('dialog', { name: 'Request a demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Please fill in all the required fields' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(dialog.getByLabel(/I have read the privacy policy/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, { include: OPEN_DIALOG });

    // Shift+Tab from the first element reaches the last, Tab from the last returns to the first.
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Send the request' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener(page)).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');

    // The half-filled form is still there when the dialog opens again.
    await opener(page).click();
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(dialog.getByRole('alert').first()).toContainText('Please fill in all the required fields');
  });

  test('sends the request (idle → sending → success)', async ({ page }) => {
    await open(page, '/', 'DemoRequest');
    await opener(page).click();
    const dialog = await fillDemo(page, uniqueEmail('demo.ok'));
    const response = page.waitForResponse((r) => r.url().includes(`${API}/demo-request`));
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    expect((await response).status()).toBe(201);
    const sent = page.getByRole('dialog', { name: 'Request sent' });
    await expect(
      sent.getByRole('status').filter({ hasText: 'We will contact you within one working day' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await sent.getByRole('button', { name: 'Close' }).last().click();
    await expect(sent).toBeHidden();
    await expect(opener(page)).toBeFocused();
  });

  test('maps each failed answer to its message (HTTP 401, 400, 503; 500 with a notification)', async ({
    page,
  }) => {
    // One page and one filled form: each answer in turn, as a visitor sending again would see it.
    await open(page, '/', 'DemoRequest');
    await opener(page).click();
    const dialog = await fillDemo(page, uniqueEmail('demo.errors'));
    const notification = dialog.locator('.island-toast');
    for (const [index, { status, body, text, toast }] of [
      {
        status: 401,
        body: { message: 'Unauthorized', errors: [] },
        text: 'Your session is no longer valid',
        toast: null,
      },
      {
        status: 400,
        body: { message: 'Invalid request', errors: [{ field: 'email', code: 'error.email.invalid' }] },
        text: 'Some data are missing or invalid',
        toast: null,
      },
      { status: 503, body: {}, text: 'We could not send your request', toast: null },
      {
        status: 500,
        body: { message: 'Mail service unavailable', errors: [] },
        text: 'We could not send your request',
        toast: 'Mail service unavailable',
      },
    ].entries()) {
      await test.step(`HTTP ${status}`, async () => {
        await page.unroute(`**${API}/demo-request/`);
        await page.route(`**${API}/demo-request/`, (route) =>
          route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
        );
        const answered = page.waitForResponse((r) => r.url().includes(`${API}/demo-request`));
        await dialog.getByRole('button', { name: 'Send the request' }).click();
        expect((await answered).status()).toBe(status);
        await expect(dialog.locator('.form-status [role="alert"]')).toHaveText(new RegExp(text));
        if (toast) await expect(notification).toHaveText(new RegExp(toast));
        else await expect(notification).toHaveCount(0);
        await expect(page).not.toHaveURL(/login/);
        // The page was scanned whole with the first answer; the dialog is what changes after it.
        await expectNoAxeViolations(page, index === 0 ? undefined : { include: OPEN_DIALOG });
      });
    }
  });
});

test.describe('site-wide behaviours', () => {
  test('start-up: a page with an island loads the configs; a failed About call shows the error flag', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    const about = page.waitForRequest((r) => r.url().endsWith(`${API}/about`));
    await open(page, '/login', 'LoginForm');
    await about;
    await expect(page.locator('[data-startup-error]')).toBeEmpty();

    await page.route(/\/api\/rs\/public\/about$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await open(page, '/it/login/forgot', 'ForgotPasswordForm');
    const banner = page.getByRole('alert').filter({ hasText: 'Alcuni servizi non sono stati caricati' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('start-up: content pages never run it', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/rs\/public\/(about|storage|config\/amz|i18n|lang\/)/.test(r.url())) calls.push(r.url());
    });
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('cookie banner: accepted once, remembered for a year', async ({ page, context }) => {
    await page.goto('/faq');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Read the cookie policy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'OK, got it' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookiesPolicy');
    expect(cookie?.value).toBe('true');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await page.reload();
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
  });

  test('cookie banner: keyboard focus never goes behind it (WCAG 2.4.11)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/terms');
    await expect(page.locator('[data-cookie-banner]')).toBeVisible();
    for (let stop = 1; stop <= 20; stop++) {
      await page.keyboard.press('Tab');
      const hidden = await page.evaluate(() => {
        const focused = document.activeElement;
        const banner = document.querySelector('[data-cookie-banner]');
        if (!focused || !banner || banner.contains(focused) || focused === document.body) return false;
        return focused.getBoundingClientRect().bottom > banner.getBoundingClientRect().top;
      });
      expect(hidden, `Tab stop ${stop} is behind the cookie banner`).toBe(false);
    }
  });

  test('offline dialog: blocking while offline, closed when back online', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL);
    await page.goto('/contacts');
    await context.setOffline(true);
    const dialog = page.getByRole('alertdialog', { name: 'You are offline' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Check your internet connection');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, { include: OPEN_DIALOG });
    await context.setOffline(false);
    await expect(dialog).toBeHidden();
  });

  test('language: the switch is stored, and an Italian browser goes from / to /it', async ({
    browser,
    baseURL,
  }) => {
    const italian = await browser.newContext({ locale: 'it-IT', baseURL });
    const page = await italian.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(HOME_IT);
    const stored = async () => (await italian.cookies()).find((c) => c.name === 'X-ITACA-LOCALE')?.value;
    expect(await stored()).toBe('it');

    const saved = page.waitForRequest((r) => r.url().endsWith(`${API}/lang/en`) && r.method() === 'POST');
    await page.locator('[data-language-switch="en"]').first().click();
    expect((await saved).postDataJSON()).toEqual({ lang: 'en' });
    await expect(page).toHaveURL(HOME);
    expect(await stored()).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(HOME);
    await italian.close();
  });

  test('language: the switch keeps the query and the hash (quote e-mail, FAQ section)', async ({ page }) => {
    await page.goto('/quote?email=owner%40example.com');
    await expect(page.getByLabel('E-mail')).toHaveValue('owner@example.com');
    await page.locator('[data-language-switch="it"]').first().click();
    await expect(page).toHaveURL(/\/it\/quote\?email=owner%40example\.com$/);
    await expect(page.getByLabel('E-mail')).toHaveValue('owner@example.com');

    // Section ids are the same in both languages.
    await page.goto('/faq#channel-manager');
    await page.locator('[data-language-switch="it"]').first().click();
    await expect(page).toHaveURL(/\/it\/faq#channel-manager$/);
  });
});

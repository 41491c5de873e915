/**
 * The back-office shell (MANAGE "The app"): only signed-in managers get it, login brings them
 * back to where they were, deep links and reloads open their screen, the menu marks the current
 * item, the hotel choice is remembered, an ended session goes through the login and back, the
 * Italian app, and axe on the shell at desktop and phone widths.
 */
import type { Cookie, Page } from '@playwright/test';
import { axeBuilder } from './axe.ts';
import { expect as baseExpect, DEMO_MANAGER, test } from './fixtures.ts';

// Screens load lazily and the machine is shared: give each step some room.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const SESSION = '__Host-itaca_session';

/*
 * Logins are rate limited (5 per account per 15 minutes): the API login happens once, its cookies
 * are reused by every test; the two form logins use the username, a counter of its own.
 */
let signedIn: Cookie[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const res = await context.request.post('/api/rs/public/session', {
    data: DEMO_MANAGER,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  signedIn = await context.cookies();
  await context.close();
});

/** The demo manager's session (and its anti-forgery cookie) in this test's browser context. */
async function signIn(page: Page): Promise<void> {
  await page.context().addCookies(signedIn);
}

async function logInWithForm(page: Page): Promise<void> {
  // No wait for the island: the form works from its first paint (client:interaction, decision 032).
  await page
    .getByLabel(/e-mail|username/i)
    .first()
    .fill('manager');
  await page.getByLabel(/^password/i).fill(DEMO_MANAGER.password);
  await page.getByRole('button', { name: /^log ?in$|^accedi$/i }).click();
}

test('a visitor is sent to the login page and comes back to the screen asked for', async ({ page }) => {
  await page.goto('/secure/planning?view=M', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/login\?next=%2Fsecure%2Fplanning%3Fview%3DM$/);
  await logInWithForm(page);
  await expect(page).toHaveURL(/\/secure\/planning\?view=M$/);
  await expect(
    page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Planning' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('deep links and reloads open their screen; the menu marks it; links navigate in the app', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/secure/reservations', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Reservations · Itaca');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/secure\/reservations$/);
  await expect(nav.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');

  // In-app navigation: no page load (a marker on window survives), history works.
  await page.evaluate(() => Object.assign(window, { marker: 1 }));
  await nav.getByRole('link', { name: 'Planning' }).click();
  await expect(page).toHaveURL(/\/secure\/planning$/);
  await expect(page).toHaveTitle('Planning · Itaca');
  await expect(nav.getByRole('link', { name: 'Planning' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Reservations' })).not.toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(/\/secure\/reservations$/);
  await expect(nav.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // The search box leads to the reservations list with the query.
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill('Rossi');
  await page.getByRole('searchbox', { name: 'Search reservations' }).press('Enter');
  await expect(page).toHaveURL(/\/secure\/reservations\?q=Rossi$/);

  // Unknown addresses open the default screen in place of themselves.
  await page.goto('/secure/no-such-screen', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/secure\/planning$/);
});

test('the chosen hotel is remembered across reloads', async ({ page }) => {
  await signIn(page);
  await page.goto('/secure/planning', { waitUntil: 'domcontentloaded' });
  const picker = page.getByRole('combobox', { name: 'Hotel' });
  await expect(picker).toBeVisible();
  const options = await picker.locator('option').allTextContents();
  expect(options.length).toBeGreaterThanOrEqual(2);
  const second = await picker.locator('option').nth(1).getAttribute('value');
  await picker.selectOption(second ?? '');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('combobox', { name: 'Hotel' })).toHaveValue(second ?? '');
});

test('an ended session goes to the login page with error=expired and comes back after login', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto('/secure/reservations', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('combobox', { name: 'Hotel' })).toBeVisible();
  await context.clearCookies({ name: SESSION });
  // The next call of the app answers 401 (here: the screen of an in-app navigation loads its data).
  // A call the screen was already making may answer 401 first and leave the page while this runs:
  // the same ending, so a destroyed context is not a failure.
  await page
    .evaluate(() => {
      window.history.pushState(null, '', '/secure/reservations?q=DEMO');
      window.dispatchEvent(new PopStateEvent('popstate'));
    })
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  await expect(page).toHaveURL(/\/login\?error=expired&next=%2Fsecure%2F/);
  const next = new URL(page.url()).searchParams.get('next') ?? '';
  await expect(page.getByText(/session (has )?expired/i)).toBeVisible();
  await logInWithForm(page);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
});

test('the Italian app lives under /it/secure', async ({ page }) => {
  await signIn(page);
  await page.goto('/it/secure/reservations', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle('Prenotazioni · Itaca');
  const nav = page.getByRole('navigation', { name: 'Gestionale' });
  await expect(nav.getByRole('link', { name: 'Prenotazioni' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Esci' })).toBeVisible();
  await nav.getByRole('link', { name: 'Planning' }).click();
  await expect(page).toHaveURL(/\/it\/secure\/planning$/);
});

test('the shell has no axe violations at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  for (const width of [1280, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/secure/reservations', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: 'Back office' });
      if (width >= 1024) {
        await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Hotel' })).toBeVisible();
      } else {
        // One compact bar: menu, title over the hotel, search button; the hotel and account live in the drawer.
        const search = page.getByRole('button', { name: 'Search reservations' });
        await expect(search).toBeVisible();
        await expect(page.locator('.bo-topbar__hotel')).toContainText(/\S/);
        expect((await page.locator('.bo-topbar').boundingBox())?.height).toBeLessThanOrEqual(64);
        await expect(page.getByRole('button', { name: 'Log out' })).toBeHidden();
        await search.click();
        await expect(search).toHaveAttribute('aria-expanded', 'true');
        const field = page.getByRole('searchbox', { name: 'Search reservations' });
        await expect(field).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(field).toBeHidden();
        await expect(search).toBeFocused();

        const menu = page.locator('button[aria-controls="bo-nav"]');
        await expect(nav).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        // Focus moves into the drawer (its first control, the close button).
        await expect(nav.getByRole('button', { name: 'Close the menu' })).toBeFocused();
        await expect(nav.getByRole('combobox', { name: 'Hotel' })).toBeVisible();
        await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
      }
      const results = await axeBuilder(page).exclude('#bo-main > *').analyze();
      expect(results.violations).toEqual([]);
      if (width < 1024) {
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await expect(page.locator('button[aria-controls="bo-nav"]')).toBeFocused();
        // 1.4.10 reflow: at 320 px the shell scrolls only vertically (the screen is another's concern).
        await page.setViewportSize({ width: 320, height: 800 });
        const bar = await page.locator('.bo-topbar').evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(bar[0]).toBeLessThanOrEqual(bar[1] ?? 0);
      }
    });
  }
});

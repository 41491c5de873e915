/**
 * `npm run screenshots`: captures the real product from the demo data for the public site
 * (TRUST) and writes them, committed, into public/images/product/, so that the build needs no
 * browser. Starts the app (`scripts/start.ts`, built `dist/`, its own port and a fresh demo
 * database), signs in as the demo manager through the API, and captures, in each language of the
 * site (public/images/product/<language>/: the Italian home page shows the Italian product), the
 * planning, the ratesheet and the booking widget at 1280 px, and the widget at 390 px. Chromium
 * encodes JPEG at a fixed quality (no image library needed); each file must stay under 120 KB.
 *
 *   npm run build && npm run screenshots
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Language } from '../src/contracts/types.ts';
import { SUPPORTED_LANGUAGES } from '../src/domain/language.ts';
import { DEMO_MANAGER } from '../worker/seed/demo-data.ts';
import { startBenchServer } from './lib/bench-server.ts';

const PORT = Number(process.env.SCREENSHOTS_PORT ?? 8796);
const STATE = '.wrangler/screenshots-state';
const OUT = join(import.meta.dirname, '..', 'public', 'images', 'product');
const QUALITY = 72;
const MAX_BYTES = 120_000;

/** The demo month starts 30 nights back: a few days before today shows stays in house and arriving. */
function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

type Clip = { x: number; y: number; width: number; height: number };

async function shoot(page: Page, language: Language, name: string, clip?: Clip): Promise<void> {
  mkdirSync(join(OUT, language), { recursive: true });
  const path = join(OUT, language, `${name}.jpg`);
  await page.screenshot({ path, type: 'jpeg', quality: QUALITY, ...(clip ? { clip, fullPage: true } : {}) });
  const bytes = statSync(path).size;
  console.log(`  ${language}/${name}.jpg  ${(bytes / 1000).toFixed(1)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${name}.jpg is ${bytes} bytes, over ${MAX_BYTES}`);
}

type Browser = Awaited<ReturnType<typeof chromium.launch>>;

/** The browser's own locale per language: the native date and month inputs read as a local user's do. */
const BROWSER_LOCALE: Record<Language, string> = { en: 'en-GB', it: 'it-IT' };

async function guestContext(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  language: Language,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport,
    deviceScaleFactor: 1,
    locale: BROWSER_LOCALE[language],
  });
  // The cookie notice is accepted: it is not part of the product.
  await context.addCookies([{ name: 'cookiesPolicy', value: 'true', url: origin }]);
  return context;
}

async function signedInContext(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  language: Language,
): Promise<BrowserContext> {
  const context = await guestContext(browser, origin, viewport, language);
  const res = await context.request.post('/api/rs/public/session', {
    data: { email: DEMO_MANAGER.email, password: DEMO_MANAGER.password },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return context;
}

// A fresh demo database, so the pictures show the demo data as of today.
rmSync(STATE, { recursive: true, force: true });
const { origin, stop } = await startBenchServer(PORT, STATE);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

try {
  console.log(`[screenshots] ${origin} → public/images/product/<language>/`);
  for (const language of SUPPORTED_LANGUAGES) {
    const prefix = language === 'en' ? '' : `/${language}`;
    const wide = await signedInContext(browser, origin, { width: 1280, height: 800 }, language);
    const page = await wide.newPage();

    // Planning: the week around today, rooms × dates with the stays.
    await page.goto(`${prefix}/secure/planning?view=W&from=${isoDay(-3)}`);
    await page.getByRole('grid').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await shoot(page, language, 'planning');

    // Ratesheet: prices and restrictions from today.
    await page.goto(`${prefix}/secure/ratesheet?from=${isoDay(0)}`);
    await page.locator('.ratesheet [role="grid"], [role="grid"]').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await shoot(page, language, 'ratesheet');

    await wide.close();

    // The booking widget as a guest sees it on a hotel's site, for a stay three weeks ahead: the
    // search and the first rooms (1280 px), then the rooms on a phone (390 px).
    const stay = `checkin=${isoDay(21)}&checkout=${isoDay(24)}&adults=2&lang=${language}`;
    for (const [name, viewport] of [
      ['widget', { width: 1280, height: 800 }],
      ['widget-phone', { width: 390, height: 844 }],
    ] as const) {
      const context = await guestContext(browser, origin, viewport, language);
      const guest = await context.newPage();
      // The plain demo host page: the widget alone, as a hotel's own site embeds it.
      await guest.goto(`/widget/demo-plain.html?${stay}`);
      const widget = guest.locator('itaca-booking');
      await widget.locator('.search-bar button[type="submit"]').click({ timeout: 30_000 });
      const results = widget.locator('section.results').first();
      await results.locator('.room-card').first().waitFor({ timeout: 30_000 });
      await guest.waitForLoadState('networkidle');
      const box = (await (name === 'widget' ? widget : results).boundingBox()) ?? { y: 0 };
      await shoot(guest, language, name, { x: 0, y: Math.max(0, box.y - 16), ...viewport });
      await context.close();
    }
  }
} finally {
  await browser.close();
  stop();
}

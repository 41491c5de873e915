import { expect, test } from '@playwright/test';
import { axeBuilder } from './axe.ts';

/**
 * The widget as a host page sees it: isolation from hostile CSS, strict CSP, no cookies, no
 * globals, public API and events. The booking flow itself is in widget-flow.spec.ts.
 */

const widget = (page: import('@playwright/test').Page) => page.locator('itaca-booking');

async function openDemo(page: import('@playwright/test').Page, path: string) {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      cspErrors.push(message.text());
  });
  await page.goto(path);
  await expect(
    widget(page).getByRole('button', { name: /check availability|verifica la disponibilità/i }),
  ).toBeVisible();
  return cspErrors;
}

test.describe('embedding the booking widget', () => {
  test('renders under the strict host CSP without violations, cookies or extra globals', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __itacaBaseline: string[] }).__itacaBaseline =
        Object.getOwnPropertyNames(window);
    });
    const cspErrors = await openDemo(page, '/widget/demo-plain.html');
    expect(cspErrors).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const added = await page.evaluate(() => {
      const baseline = new Set((window as unknown as { __itacaBaseline: string[] }).__itacaBaseline);
      return Object.getOwnPropertyNames(window).filter(
        (name) => !baseline.has(name) && name !== '__itacaBaseline',
      );
    });
    expect(added).toEqual([]);
    expect(await page.evaluate(() => customElements.get('itaca-booking') !== undefined)).toBe(true);
    // Styles live in the shadow root, not in the host document.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(0);
    expect(
      await page.evaluate(
        () => document.querySelector('itaca-booking')?.shadowRoot?.adoptedStyleSheets.length,
      ),
    ).toBeGreaterThan(0);
  });

  test('looks the same under a hostile stylesheet as on the plain page', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    // The host decides the element's width (both pages lay it out differently): fix it to compare.
    const sameWidth = () =>
      page.evaluate(() =>
        (document.querySelector('itaca-booking') as HTMLElement | null)?.style.setProperty(
          'width',
          '960px',
          'important',
        ),
      );
    await openDemo(page, '/widget/demo-plain.html');
    await sameWidth();
    const plain = await widget(page).screenshot({ animations: 'disabled' });
    const plainBox = await widget(page).boundingBox();
    await openDemo(page, '/widget/demo.html');
    await sameWidth();
    const hostile = await widget(page).screenshot({ animations: 'disabled' });
    const hostileBox = await widget(page).boundingBox();
    expect(hostileBox?.width).toBe(plainBox?.width);
    expect(hostileBox?.height).toBe(plainBox?.height);
    // Pixel comparison of the two element screenshots, in a blank page's canvas (the demo pages'
    // CSP rightly refuses data: fetches).
    const blank = await page.context().newPage();
    const ratio = await blank.evaluate(
      async ({ a, b }) => {
        const load = async (base64: string) =>
          createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const [one, two] = await Promise.all([load(a), load(b)]);
        const canvas = new OffscreenCanvas(one.width, one.height);
        const context = canvas.getContext('2d');
        if (context === null) return 1;
        context.drawImage(one, 0, 0);
        const first = context.getImageData(0, 0, one.width, one.height).data;
        context.clearRect(0, 0, one.width, one.height);
        context.drawImage(two, 0, 0);
        const second = context.getImageData(0, 0, one.width, one.height).data;
        let different = 0;
        for (let i = 0; i < first.length; i += 4) {
          if (
            Math.abs((first[i] ?? 0) - (second[i] ?? 0)) +
              Math.abs((first[i + 1] ?? 0) - (second[i + 1] ?? 0)) +
              Math.abs((first[i + 2] ?? 0) - (second[i + 2] ?? 0)) >
            30
          )
            different += 1;
        }
        return different / (first.length / 4);
      },
      { a: plain.toString('base64'), b: hostile.toString('base64') },
    );
    await blank.close();
    await testInfo.attach('plain', { body: plain, contentType: 'image/png' });
    await testInfo.attach('hostile', { body: hostile, contentType: 'image/png' });
    expect(ratio).toBeLessThan(0.01);
  });

  test('exposes its API, dispatches ready and takes deep links', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('ready', (event) => {
        (window as unknown as { __ready: unknown }).__ready = (event as CustomEvent).detail;
      });
    });
    await page.goto('/widget/demo-plain.html?checkin=2030-03-10&checkout=2030-03-13&adults=1&lang=it');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __ready?: { name: string } }).__ready?.name))
      .toContain('Dogi');
    const api = await page.evaluate(() => {
      const element = document.querySelector('itaca-booking') as HTMLElement & Record<string, unknown>;
      return ['open', 'close', 'setStay', 'setPeople', 'setPromo'].map((name) => typeof element[name]);
    });
    expect(api).toEqual(['function', 'function', 'function', 'function', 'function']);
    await expect(widget(page).getByRole('button', { name: /verifica la disponibilità/i })).toBeVisible();
    const refused = await page.evaluate(() => {
      const element = document.querySelector('itaca-booking') as HTMLElement & {
        setStay: (s: object) => void;
      };
      try {
        element.setStay({ checkin: '2030-03-13', checkout: '2030-03-10' });
        return 'accepted';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(refused).toBe('TypeError');
  });

  test('has no accessibility violations when loaded', async ({ page }) => {
    await openDemo(page, '/widget/demo-plain.html');
    const results = await axeBuilder(page).include('itaca-booking').analyze();
    expect(results.violations).toEqual([]);
  });
});

/**
 * `npm run bench:widget`: the booking widget's gzip sizes (scripts/widget-size.ts) and, in
 * headless Chromium on the demo host page served by the real worker, the median of 10 runs of
 *   - script start → interactive: from the request of /widget/booking.js to the search form
 *     painted with the hotel's profile (the `ready` event plus two frames), cold cache;
 *   - search → results: from the `search` event (the guest pressed Search after choosing dates)
 *     to the first room's Select button painted.
 * Figures only (no pass/fail): timings depend on the machine; the size budget is enforced by
 * `npm test`.
 */
import { chromium } from '@playwright/test';
import { startBenchServer } from './lib/bench-server.ts';
import { widgetSizes } from './widget-size.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8793);
const RUNS = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const sizes = widgetSizes();
console.log('[bench:widget] gzip sizes');
for (const { file, gzip } of [...sizes.initial, ...sizes.lazy])
  console.log(`  ${file.padEnd(40)} ${(gzip / 1000).toFixed(1)} KB`);
console.log(`  until interactive: ${(sizes.initialTotal / 1000).toFixed(1)} KB (budget 35 KB)`);

const { origin, stop } = await startBenchServer(PORT, '.wrangler/bench-widget-state');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

// A stay about two months ahead, away from the demo data's closed days.
const checkin = new Date(Date.now() + 62 * 86_400_000).toISOString().slice(0, 10);
const checkout = new Date(Date.now() + 65 * 86_400_000).toISOString().slice(0, 10);

const interactive: number[] = [];
const searchToResults: number[] = [];
for (let run = 0; run < RUNS + 1; run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const marks = {} as Record<string, number>;
    Object.defineProperty(window, '__itacaBench', { value: marks });
    const afterPaint = (name: string) =>
      requestAnimationFrame(() => requestAnimationFrame(() => (marks[name] = performance.now())));
    document.addEventListener('ready', () => afterPaint('ready'));
    document.addEventListener('search', () => (marks.search = performance.now()));
  });
  await page.goto(`${origin}/widget/demo-plain.html?checkin=${checkin}&checkout=${checkout}`);
  await page.waitForFunction(
    () => (window as unknown as { __itacaBench: Record<string, number> }).__itacaBench.ready !== undefined,
  );
  const start = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/widget/booking.js'))
        ?.startTime ?? 0,
  );
  const ready = await page.evaluate(
    () => (window as unknown as { __itacaBench: Record<string, number> }).__itacaBench.ready ?? 0,
  );
  await page
    .locator('itaca-booking')
    .getByRole('button', { name: /^(check availability|update)$/i })
    .click();
  const shown = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const root = document.querySelector('itaca-booking')?.shadowRoot;
        const check = () => {
          const select = [...(root?.querySelectorAll('button') ?? [])].some((b) =>
            /^select\b/i.test(b.textContent?.trim() ?? ''),
          );
          if (select) requestAnimationFrame(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  const searched = await page.evaluate(
    () => (window as unknown as { __itacaBench: Record<string, number> }).__itacaBench.search ?? 0,
  );
  // The first run warms the server (D1 pages, workerd JIT); it is not counted.
  if (run > 0) {
    interactive.push(ready - start);
    searchToResults.push(shown - searched);
  }
  await context.close();
}
await browser.close();
stop();

console.log(`[bench:widget] median of ${RUNS} runs, headless Chromium, demo host page`);
console.log(
  `  script start → interactive: ${median(interactive).toFixed(0)} ms (min ${Math.min(...interactive).toFixed(0)}, max ${Math.max(...interactive).toFixed(0)})`,
);
console.log(
  `  search → results shown:     ${median(searchToResults).toFixed(0)} ms (min ${Math.min(...searchToResults).toFixed(0)}, max ${Math.max(...searchToResults).toFixed(0)})`,
);
process.exit(0);

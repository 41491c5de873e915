/**
 * `npm run bench:pages`: Lighthouse (mobile profile, simulated throttling) on every page of the
 * built site in both languages, served by the same worker `npm start` runs. Prints the four
 * category scores and LCP/TBT/CLS per page, and the targets of SITE and TRUST-1: content pages 100
 * performance, home, the form pages (login, forgot, reset, quote), the hotel page and /hotels ≥ 98,
 * accessibility/best practices/SEO 100 everywhere. Run it on a quiet machine: Lighthouse's simulated throttling
 * multiplies whatever else the cores are doing.
 *
 * Then the weight of each page's scripts and stylesheets (gzip, level 9, as the e2e budget counts
 * them) in headless Chromium at 412 × 823 px like Lighthouse's phone: what loads at start, and what
 * more loads when the page is scrolled to its end (the hotel page's lazy map, reviews, weather and
 * share chunks; the /hotels map).
 *
 * Arguments, optional: path prefixes to measure only some pages (`npm run bench:pages -- /quote /faq`;
 * a trailing '$' for one page exactly: `-- '/$'` is the home page),
 * and `--runs N` to run Lighthouse N times per page and report the run with the median performance
 * score (the machine may be shared: `npm run bench:pages -- --runs 3 /hotel/`).
 */

import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './lib/bench-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8792);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = [
  '/',
  '/info/own-property',
  '/info/new-property',
  '/info/manage-property',
  '/info/pms',
  '/info/channel-manager',
  '/info/booking',
  '/faq',
  '/contacts',
  '/terms',
  '/cookies',
  '/login',
  '/login/forgot',
  '/quote?email=prospect%40example.com',
  '/password/reset?id=1&hashCode=bench',
  '/error/404',
  // PROPERTY: the public hotel page (the demo hotel with rooms every night) and the hotels list.
  '/hotel/residenza-trastevere-roma',
  '/hotels',
];
const { values: options, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '1' } },
});
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 1);
/** A prefix ending in '$' names one page exactly (`-- '/$'` is the home page alone). */
const selects = (page: string, prefix: string) =>
  prefix.endsWith('$') ? page === prefix.slice(0, -1) : page.startsWith(prefix);
const MEASURED = only.length ? PAGES.filter((page) => only.some((prefix) => selects(page, prefix))) : PAGES;
const CONTENT = /^\/(info\/|faq|contacts|terms|cookies|error)/;
/** The form pages (TRUST-1: ≥ 98, their islands hydrate on interaction, docs/decisions/032). */
const FORMS = /^\/(login|quote|password)/;
/** PROPERTY: the hotel page and the hotels list follow the content pages' rules, at ≥ 98. */
const HOTEL_PAGES = /^\/hotels?(\/|$)/;

const server = await startBenchServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
});

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function localUrl(language: 'en' | 'it', path: string): string {
  return `${ORIGIN}${language === 'it' ? (path === '/' ? '/it' : `/it${path}`) : path}`;
}

async function measure(url: string): Promise<LighthouseResult> {
  // A trace occasionally comes back without metrics (Lighthouse runtime error): measure again.
  let lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr;
  for (
    let attempt = 1;
    attempt < 3 && (!lhr || lhr.runtimeError || !lhr.categories.performance?.score);
    attempt++
  ) {
    lhr = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))?.lhr;
  }
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  return lhr;
}

type Weight = { page: string; startJs: number; startCss: number; scrolledJs: number; scrolledCss: number };

/**
 * Gzipped bytes of the scripts and stylesheets a page fetches at start (until the network is idle)
 * and, in addition, once scrolled to its end a screen at a time (lazy parts load as they near the
 * viewport). Same-origin files only; each file counted once.
 */
async function measureWeights(): Promise<Weight[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
  const result: Weight[] = [];
  try {
    for (const language of ['en', 'it'] as const) {
      for (const path of MEASURED) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addCookies([{ name: 'cookiesPolicy', value: 'true', url: ORIGIN }]);
        const page = await context.newPage();
        const files = new Map<string, { type: 'js' | 'css'; body: Promise<Buffer> }>();
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (!response.url().startsWith(ORIGIN) || files.has(response.url())) return;
          if (type === 'script' || type === 'stylesheet')
            files.set(response.url(), {
              type: type === 'script' ? 'js' : 'css',
              // A file still arriving when the page closes counts as nothing (no unhandled rejection).
              body: response.body().catch(() => Buffer.alloc(0)),
            });
        });
        await page.goto(localUrl(language, path), { waitUntil: 'networkidle' });
        await settle(page, files);
        const start = await sizes(files);
        await scrollToEnd(page);
        await settle(page, files);
        const all = await sizes(files);
        result.push({
          page: localUrl(language, path).slice(ORIGIN.length),
          startJs: start.js,
          startCss: start.css,
          scrolledJs: all.js - start.js,
          scrolledCss: all.css - start.css,
        });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}

async function sizes(files: Map<string, { type: 'js' | 'css'; body: Promise<Buffer> }>) {
  const total = { js: 0, css: 0 };
  for (const { type, body } of files.values()) {
    const bytes = await body;
    total[type] += gzipSync(bytes, { level: 9 }).length;
  }
  return total;
}

/**
 * Waits until a whole second passes with the network idle and no new file: lazy chunks are
 * imported from callbacks (IntersectionObserver, a finished fetch), later on a busy machine.
 */
async function settle(page: Page, files: Map<string, unknown>): Promise<void> {
  for (let count = -1; count !== files.size; ) {
    count = files.size;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  }
}

async function scrollToEnd(page: Page): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
}

type Row = {
  page: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: string;
  tbt: string;
  cls: string;
};
const rows: Row[] = [];
let weights: Weight[] = [];
const misses: string[] = [];
try {
  for (const language of ['en', 'it'] as const) {
    for (const path of MEASURED) {
      const url = localUrl(language, path);
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await measure(url));
      // The run with the median performance score stands for the page (all of its figures).
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor((runs.length - 1) / 2)];
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      if (RUNS > 1)
        console.log(
          `${url.slice(ORIGIN.length)}: performance ${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join(', ')}`,
        );
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      const row: Row = {
        page: url.slice(ORIGIN.length),
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
      rows.push(row);
      const perfTarget =
        path === '/' || FORMS.test(path) || HOTEL_PAGES.test(path) ? 98 : CONTENT.test(path) ? 100 : 0;
      if (row.perf < perfTarget) misses.push(`${row.page}: performance ${row.perf} < ${perfTarget}`);
      if (row.a11y < 100) misses.push(`${row.page}: accessibility ${row.a11y}`);
      if (row.bp < 100) misses.push(`${row.page}: best practices ${row.bp}`);
      if (row.seo < 100) misses.push(`${row.page}: SEO ${row.seo}`);
    }
  }
  weights = await measureWeights();
} finally {
  await chrome.kill();
  server.stop();
}

const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'];
const table = [
  header,
  ...rows.map((r) => [r.page, r.perf, r.a11y, r.bp, r.seo, r.lcp, r.tbt, r.cls].map(String)),
];
const widths = header.map((_, i) => Math.max(...table.map((line) => (line[i] ?? '').length)));
for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const weightHeader = ['page', 'JS at start', 'CSS at start', '+ JS scrolled', '+ CSS scrolled'];
const weightTable = [
  weightHeader,
  ...weights.map((w) => [w.page, kb(w.startJs), kb(w.startCss), kb(w.scrolledJs), kb(w.scrolledCss)]),
];
const weightWidths = weightHeader.map((_, i) =>
  Math.max(...weightTable.map((line) => (line[i] ?? '').length)),
);
console.log('\nScripts and stylesheets (gzip), at start and added by scrolling to the end:');
for (const line of weightTable)
  console.log(line.map((cell, i) => cell.padEnd(weightWidths[i] ?? 0)).join('  '));
console.log(
  misses.length === 0 ? '\nAll Lighthouse targets met.' : `\nTargets missed:\n${misses.join('\n')}`,
);

/**
 * `npm run bench:engine`: times the booking engine in workerd.
 *
 * Starts `wrangler dev` (workerd + local D1) on a spare port with its state in a temporary
 * directory, applies the migrations, loads four generated hotels with 1, 10, 20 and 50 room types
 * × 3 rate plans (two with their own rates, one derived at −10 %) and a year of rates and
 * inventory, then calls, round-robin in the same run:
 *   - GET …/storage (a trivial JSON route: the baseline),
 *   - GET booking/hotels/{hotel}/calendar for 60 days,
 *   - GET booking/hotels/{hotel}/search for a 30-night stay,
 * and prints p50 / p99 per call, the ratio of each p50 to the trivial route's, and the cost per
 * night × room type. It also times a bare worker (answers `{}`: no middleware, no D1) under a
 * second `wrangler dev` in the same round-robin: the floor of one HTTP call into local workerd
 * on this machine, below which no route can go (docs/decisions/012); the same bare worker also
 * answers the 50-room-type search answer's exact bytes, as JSON and pre-gzipped: the floor of a
 * cached answer of that size (docs/decisions/020). Targets (ENGINE): search p50 ≤ 10 ms, calendar p50 ≤ 15 ms at 50 room types.
 *
 * RATES adds, in the same run and server:
 *   - the edge cache (worker/middleware/rates-cache.ts): the calendar and search above repeat the
 *     same URL, so after the first call they are cache hits (`cached`); the same calls with a
 *     query parameter that changes every time are misses (`uncached`: the engine as before, plus
 *     the version lookup and the cache put);
 *   - throughput: CONCURRENCY clients calling one URL for THROUGHPUT_MS each (trivial, cached
 *     calendar and search at 20 and 50 room types, a usual 3-night search at 20, uncached at 50,
 *     and the bare worker's floors), in interleaved rounds, requests per second and the ratio of
 *     each to the trivial route's (target for the cached ones: ≥ 80 %), with the CPU each answer
 *     cost the server and the client; then, from the floors, the CPU of one lookup in the local
 *     Cache API and so the most a cached answer can reach on this machine, and each cached
 *     answer's CPU beyond the trivial route and that lookup (what our code adds);
 *   - reservations per second: POST reservations (the atomic batch with its inventory CHECK),
 *     one at a time and CONCURRENCY at once, on the 50-room-type hotel;
 *   - the ratesheet bulk edit: every day of two years × 20 room types × 3 plans (~44,000 cells)
 *     in one POST …/ratesheet/bulk, signed in as a bench manager, BULK_RUNS times (target ≤ 2 s),
 *     then the read of the widest sheet (62 days) of that hotel, each cell's last change a bulk.
 *
 * Options: --iterations N (default 200), --port N (default: a free one), --keep (keep the state).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, todayIn } from '../src/domain/booking/dates.ts';
import { renderSqlScript, type SqlStatement } from '../worker/seed/seed-sql.ts';
import { startFloorWorker } from './lib/engine-bench-floor.ts';
import { alias, benchHotel, bulkHotel, DAYS, SIZES, TIME_ZONE } from './lib/engine-bench-hotels.ts';
import { cacheLookupShare, type ThroughputCall, throughput } from './lib/engine-bench-throughput.ts';
import {
  freePort,
  percentile,
  type Sample,
  timeCall,
  urlOf,
  waitUntilReady,
} from './lib/engine-bench-timing.ts';
import { bulkEdits, reservationsPerSecond } from './lib/engine-bench-writes.ts';
import { offlineEnv } from './lib/offline-env.ts';
import { PROJECT_ROOT, runWrangler } from './lib/wrangler.ts';

const { values } = parseArgs({
  options: {
    iterations: { type: 'string', default: '200' },
    port: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const ITERATIONS = Math.max(20, Number(values.iterations) || 200);
const WARMUP = 20;

/** Migrates a fresh local D1 in `state` and loads the bench hotels; returns the hotels' first day. */
async function loadBenchHotels(state: string, persist: string[]): Promise<string> {
  console.log(
    `State in ${state}; migrating and loading the bench hotels (${SIZES.join(', ')} room types)...`,
  );
  const migrate = await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], {
    capture: true,
  });
  if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const start = todayIn(TIME_ZONE, Date.now());
  const statements: SqlStatement[] = [
    // The trivial route's document.
    {
      sql: `INSERT OR IGNORE INTO app_config (key, value_json) VALUES ('storage', '{"url":"/images"}')`,
      params: [],
    },
    ...SIZES.flatMap((size) => benchHotel(size, start)),
    ...(await bulkHotel(start)),
  ];
  const file = join(state, 'bench-seed.sql');
  writeFileSync(file, renderSqlScript(statements));
  const seedStarted = performance.now();
  const seed = await runWrangler(['d1', 'execute', 'DB', '--local', '--file', file, ...persist], {
    capture: true,
  });
  if (seed.code !== 0) throw new Error(`seed failed:\n${seed.stdout}\n${seed.stderr}`);
  const rateRows = SIZES.reduce((n, size) => n + size * 2 * DAYS, 0);
  console.log(
    `Loaded ${statements.length} statements (${rateRows} daily rates) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`,
  );
  return start;
}

/** `wrangler dev` of the real worker on `port`, over the bench state. */
function startEngine(port: number, origin: string, persist: string[]): ChildProcess {
  return spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      ...persist,
      '--var',
      `SITE_URL:${origin}`,
      '--var',
      'ENVIRONMENT:bench',
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
    ],
    { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: offlineEnv() },
  );
}

/** The engine's calls the bench times, on the hotel of `size` room types. */
type EngineUrls = {
  calendar: (size: number) => string;
  search: (size: number) => string;
  shortSearch: (size: number) => string;
  /** The same URL with a query parameter the route ignores but the cache key includes: every call a miss. */
  miss: (url: string) => () => string;
};

function engineUrls(api: string, start: string): EngineUrls {
  const from = addDays(start, 7);
  const to = addDays(start, 66);
  // Day 31 → 61 crosses minimum-stay, closed and CTA days of some nights but arrives and leaves freely.
  const checkin = addDays(start, 31);
  const checkout = addDays(start, 61);
  let missCounter = 0;
  return {
    calendar: (size) => `${api}/booking/hotels/${alias(size)}/calendar?from=${from}&to=${to}`,
    search: (size) =>
      `${api}/booking/hotels/${alias(size)}/search?checkin=${checkin}&checkout=${checkout}&adults=2`,
    // A guest's usual search (a few nights), beside the 30-night stress stay above.
    shortSearch: (size) =>
      `${api}/booking/hotels/${alias(size)}/search?checkin=${checkin}&checkout=${addDays(checkin, 3)}&adults=2`,
    miss: (url) => () => `${url}&miss=${++missCounter}`,
  };
}

/** The round-robin's samples: the floors, the trivial route, then every calendar and search uncached and cached. */
function latencySamples(
  api: string,
  urls: EngineUrls,
  floorUrl: string,
  bodyKb: string,
): { trivial: Sample; samples: Sample[] } {
  const trivial: Sample = { name: 'storage (trivial JSON)', path: `${api}/storage`, times: [], bytes: 0 };
  const samples: Sample[] = [
    { name: 'floor: bare worker, no D1', path: floorUrl, times: [], bytes: 0 },
    { name: `floor: bare worker, ${bodyKb} KB body`, path: `${floorUrl}body`, times: [], bytes: 0 },
    {
      name: `floor: bare worker, ${bodyKb} KB pre-gzipped`,
      path: `${floorUrl}body.gz`,
      times: [],
      bytes: 0,
    },
    trivial,
  ];
  for (const size of SIZES) {
    samples.push({
      name: `calendar 60 days, ${size} rt, uncached`,
      path: urls.miss(urls.calendar(size)),
      times: [],
      bytes: 0,
    });
    samples.push({
      name: `search 30 nights, ${size} rt, uncached`,
      path: urls.miss(urls.search(size)),
      times: [],
      bytes: 0,
    });
  }
  for (const size of SIZES) {
    samples.push({
      name: `calendar 60 days, ${size} rt, cached`,
      path: urls.calendar(size),
      times: [],
      bytes: 0,
    });
    samples.push({
      name: `search 30 nights, ${size} rt, cached`,
      path: urls.search(size),
      times: [],
      bytes: 0,
    });
  }
  return { trivial, samples };
}

/** Checks every call answers 200 (and the searches find rooms) before timing. */
async function checkAnswers(samples: Sample[], shortSearchUrl: string): Promise<void> {
  const shortSearch = await (await fetch(shortSearchUrl)).text();
  if (!shortSearch.includes('"rates"'))
    throw new Error(`3-night search: no bookable room (${shortSearch.slice(0, 300)})`);
  for (const sample of samples) {
    const res = await fetch(urlOf(sample, 0));
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${sample.name}: ${res.status} ${text.slice(0, 300)}`);
    if (sample.name.startsWith('search') && !text.includes('"rates"')) {
      throw new Error(`${sample.name}: no bookable room (${text.slice(0, 300)})`);
    }
  }
}

/** WARMUP + ITERATIONS rounds, each calling every sample once, so all see the machine's same load. */
async function timeRoundRobin(samples: Sample[]): Promise<void> {
  console.log(`Timing ${ITERATIONS} calls of each route (after ${WARMUP} warm-up rounds), round-robin...`);
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    for (const sample of samples) {
      const { ms, bytes, status } = await timeCall(urlOf(sample, i));
      if (status !== 200) throw new Error(`${sample.name}: HTTP ${status}`);
      if (i >= WARMUP) sample.times.push(ms);
      sample.bytes = bytes;
    }
  }
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 2) => value.toFixed(digits).padStart(width);

type LatencyRow = { name: string; p50: number; p99: number; ratio: number; kb: number };

/** Prints p50 / p99 per call against the trivial route's, the cost per night × room type and the targets. */
function printLatency(samples: Sample[], trivial: Sample): void {
  const baseP50 = percentile(
    [...trivial.times].sort((a, b) => a - b),
    50,
  );
  const rows: LatencyRow[] = samples.map((sample) => {
    const sorted = [...sample.times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    return { name: sample.name, p50, p99, ratio: p50 / baseP50, kb: sample.bytes / 1024 };
  });
  console.log('');
  console.log(
    `${pad('call', 38)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'net p50'.padStart(8)} ` +
      `${'× trivial'.padStart(10)} ${'KB'.padStart(7)}`,
  );
  console.log('-'.repeat(84));
  for (const row of rows) {
    console.log(
      `${pad(row.name, 38)} ${num(row.p50, 8)} ${num(row.p99, 8)} ${num(row.p50 - baseP50, 8)} ` +
        `${num(row.ratio, 10, 1)} ${num(row.kb, 7, 1)}`,
    );
  }
  console.log('(net p50: the p50 above the trivial route, i.e. without the HTTP, workerd and one D1 query)');
  console.log('');
  for (const kind of ['calendar', 'search'] as const) {
    const units = kind === 'calendar' ? 60 : 30;
    const parts = SIZES.map((size) => {
      const row = rows.find((r) => r.name.startsWith(kind) && r.name.endsWith(` ${size} rt, uncached`));
      const extra = row ? Math.max(0, row.p50 - baseP50) : Number.NaN;
      return `${size} rt: ${((extra * 1000) / (units * size)).toFixed(1)} µs`;
    });
    console.log(
      `${kind} net cost per ${kind === 'calendar' ? 'day' : 'night'} × room type: ${parts.join(', ')}`,
    );
  }
  const verdict = (label: string, row: LatencyRow | undefined, target: number) => {
    if (!row) return `${label}: missing`;
    const net = row.p50 - baseP50;
    const mark = (value: number) => (value <= target ? 'OK' : 'above');
    return `${label} p50 ${num(row.p50, 0)} ms (${mark(row.p50)}), net ${num(net, 0)} ms (${mark(net)}), target ${target} ms`;
  };
  console.log(
    `Targets at 50 room types: ${verdict(
      'search',
      rows.find((r) => r.name === 'search 30 nights, 50 rt, uncached'),
      10,
    )}; ` +
      `${verdict(
        'calendar',
        rows.find((r) => r.name === 'calendar 60 days, 50 rt, uncached'),
        15,
      )}.`,
  );
}

/** The throughput run: the engine's cached and uncached calls, then the bare worker's floors. */
async function throughputRun(
  api: string,
  urls: EngineUrls,
  engine: ChildProcess,
  floor: { url: string; pid: number | undefined },
  bodyKb: string,
): Promise<void> {
  const floorD1 = 'floor: bare worker, D1 read';
  const floorHitEmpty = 'floor: bare worker, D1 read, then hit {}';
  const floorHitBody = `floor: bare worker, D1 read, then hit ${bodyKb} KB gz`;
  const serverPid = engine.pid;
  const floorUrl = floor.url;
  const calls: ThroughputCall[] = [
    { name: 'storage (trivial JSON)', url: () => `${api}/storage`, serverPid },
    { name: 'calendar 60 days, 20 rt, cached', url: () => urls.calendar(20), serverPid },
    { name: 'search 3 nights, 20 rt, cached', url: () => urls.shortSearch(20), serverPid },
    { name: 'search 30 nights, 20 rt, cached', url: () => urls.search(20), serverPid },
    { name: 'calendar 60 days, 50 rt, cached', url: () => urls.calendar(50), serverPid },
    { name: 'search 30 nights, 50 rt, cached', url: () => urls.search(50), serverPid },
    { name: 'calendar 60 days, 50 rt, uncached', url: urls.miss(urls.calendar(50)), serverPid },
    { name: 'search 30 nights, 50 rt, uncached', url: urls.miss(urls.search(50)), serverPid },
    { name: 'floor: bare worker, no D1', url: () => floorUrl, serverPid: floor.pid },
    { name: `floor: bare worker, ${bodyKb} KB body`, url: () => `${floorUrl}body`, serverPid: floor.pid },
    {
      name: `floor: bare worker, ${bodyKb} KB pre-gzipped`,
      url: () => `${floorUrl}body.gz`,
      serverPid: floor.pid,
    },
    { name: floorD1, url: () => `${floorUrl}d1`, serverPid: floor.pid },
    { name: floorHitEmpty, url: () => `${floorUrl}d1/hit/empty`, serverPid: floor.pid },
    { name: floorHitBody, url: () => `${floorUrl}d1/hit/body`, serverPid: floor.pid },
    {
      name: `floor: bare worker, D1 read + hit ${bodyKb} KB gz at once`,
      url: () => `${floorUrl}d1+hit/body`,
      serverPid: floor.pid,
    },
  ];
  const rates = await throughput(calls);
  cacheLookupShare(rates, {
    d1: floorD1,
    hitEmpty: floorHitEmpty,
    hitBody: floorHitBody,
    largest: 'search 30 nights, 50 rt, cached',
  });
}

async function main(): Promise<void> {
  const state = mkdtempSync(join(tmpdir(), 'itaca-bench-'));
  const persist = ['--persist-to', state];
  const port = Number(values.port ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  // wrangler.jsonc serves ./dist as static assets; the API needs none, but the folder must exist.
  if (!existsSync(join(PROJECT_ROOT, 'dist'))) mkdirSync(join(PROJECT_ROOT, 'dist'));

  const start = await loadBenchHotels(state, persist);
  const wrangler = startEngine(port, origin, persist);
  const floorPort = await freePort();
  let floorWorker: ReturnType<typeof startFloorWorker> | null = null;
  const stop = () => {
    for (const child of [wrangler, floorWorker]) if (child && child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    const api = `${origin}/api/rs/public`;
    await waitUntilReady(`${api}/storage`, 90_000);
    const urls = engineUrls(api, start);
    // The floor worker serves the 50-room-type search answer itself (same bytes, nothing else).
    const largest = await (await fetch(`${urls.search(50)}&floor=1`)).text();
    floorWorker = startFloorWorker(state, floorPort, await freePort(), largest);
    const floorUrl = `http://127.0.0.1:${floorPort}/`;
    await waitUntilReady(floorUrl, 90_000);
    const setup = await fetch(`${floorUrl}setup`);
    if (setup.status !== 200) throw new Error(`floor worker setup: ${setup.status} ${await setup.text()}`);
    const bodyKb = (new TextEncoder().encode(largest).byteLength / 1024).toFixed(1);
    const { trivial, samples } = latencySamples(api, urls, floorUrl, bodyKb);
    await checkAnswers(samples, urls.shortSearch(20));
    await timeRoundRobin(samples);
    printLatency(samples, trivial);
    console.log('');
    await throughputRun(api, urls, wrangler, { url: floorUrl, pid: floorWorker.pid }, bodyKb);
    console.log('');
    await reservationsPerSecond(api, start);
    console.log('');
    await bulkEdits(origin, start);
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!values.keep) rmSync(state, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

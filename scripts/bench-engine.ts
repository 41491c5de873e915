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
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, todayIn } from '../src/domain/booking/dates.ts';
import { RATESHEET_MAX_DAYS } from '../src/domain/ratesheet.ts';
import { hashPassword } from '../worker/security/password.ts';
import { renderSqlScript, type SqlStatement } from '../worker/seed/seed-sql.ts';
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
/**
 * Room types per bench hotel: 20 is the real size (the bulk edit's hotel: 20 room types
 * × 3 plans), 50 a stress size two and a half times that.
 */
const SIZES = [1, 10, 20, 50] as const;
const DAYS = 365;
const TIME_ZONE = 'Europe/Rome';
/** Clients calling at once in the throughput and concurrent-reservation runs. */
const CONCURRENCY = 8;
const THROUGHPUT_MS = 3_000;
const RESERVATIONS = 24;
const BULK_RUNS = 5;
const BULK_HOTEL_ID = 9_990;
const BULK_ROOM_TYPES = 20;
const BULK_MANAGER = { email: 'bench.ratesheet@example.com', password: 'Bench-ratesheet-2026!' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const hotelId = (size: number) => 9_900 + size;
const alias = (size: number) => `bench-hotel-${size}`;

/** One generated hotel: `size` room types × 3 plans, a year of rates and inventory. */
function benchHotel(size: number, start: string): SqlStatement[] {
  const id = hotelId(size);
  const now = new Date().toISOString();
  const statements: SqlStatement[] = [
    {
      sql: `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency, time_zone,
          address_json, payment_settings_json, policies_json, description_json, vat_tax, deposit_percentage,
          city_tax_cents, city_tax_limit, created_date, updated_date)
        VALUES (?, ?, ?, 'HOTEL', 4, 0, 1, ?, 'EUR', ?, '{"city":"Bench"}', '{}', '{}', '{}', 10, 30, 300, 7, ?, ?)`,
      params: [id, `Bench hotel ${size}`, alias(size), size * 10, TIME_ZONE, now, now],
    },
    {
      sql: `INSERT INTO hotel_booking_settings (hotel_id, allowed_origins_json, max_range, updated_date)
        VALUES (?, '[]', 30, ?)`,
      params: [id, now],
    },
    {
      sql: `INSERT INTO cancellation_policies (id, hotel_id, name_key, deadline_count, deadline_unit, reservation_penalty_json,
          checkin_penalty_json, deposit)
        VALUES (?, ?, 'policy.flexible', 3, 'DAYS', NULL,
          '{"percentage":null,"firstNight":true,"additionalNights":0,"chargeNights":0,"chargeAmountCents":0}', 0),
          (?, ?, 'policy.nr', NULL, NULL, '{"percentage":100}', '{"percentage":100}', 1)`,
      params: [id * 10, id, id * 10 + 1, id],
    },
    {
      sql: `INSERT INTO no_show_policies (id, hotel_id, name_key, percentage, charge_nights) VALUES (?, ?, 'noshow', 100, 1)`,
      params: [id * 10, id],
    },
    {
      sql: `INSERT INTO rate_plans (id, hotel_id, name_key, name_json, type, parent_rate_plan_id, derivation_kind,
          derivation_value, pricing_model, cancellation_policy_id, no_show_policy_id, included_meal_plans_json, position)
        VALUES (?, ?, 'rate.flexible', '{"en":"Flexible"}', 'STANDARD', NULL, NULL, NULL, 'OCCUPANCY_BASED_PRICING', ?, ?,
                '[]', 0),
               (?, ?, 'rate.bb', '{"en":"Bed and breakfast"}', 'STANDARD', NULL, NULL, NULL, 'OCCUPANCY_BASED_PRICING',
                ?, ?, '["BREAKFAST"]', 1),
               (?, ?, 'rate.nr', '{"en":"Non-refundable"}', 'NOT_REFUNDABLE', ?, 'PERCENTAGE', -10,
                'OCCUPANCY_BASED_PRICING', ?, ?, '[]', 2)`,
      params: [
        ...[id * 10, id, id * 10, id * 10],
        ...[id * 10 + 1, id, id * 10, id * 10],
        ...[id * 10 + 2, id, id * 10, id * 10 + 1, id * 10],
      ],
    },
    {
      sql: `INSERT INTO promotions (hotel_id, type, name_json, discount_type, discount_value, days, min_stay)
        VALUES (?, 'EARLY_BOOKING', '{"en":"Early booking"}', 'PERCENTAGE', 10, 20, NULL),
               (?, 'MINIMUM_STAY', '{"en":"Long stay"}', 'PERCENTAGE', 8, NULL, 7),
               (?, 'LAST_MINUTE', '{"en":"Last minute"}', 'PRICE', 1000, 3, NULL)`,
      params: [id, id, id],
    },
  ];
  for (let r = 0; r < size; r++) {
    const roomTypeId = id * 100 + r;
    statements.push({
      sql: `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_boys, max_children, max_kids,
          max_occupancy, base_occupancy, extra_adult_cents, extra_boy_cents, extra_child_cents, beds_json, photos_json, position)
        VALUES (?, ?, ?, ?, 'DOUBLE', 3, 1, 2, 1, 4, 2, 3000, 2500, 2000, '[{"type":"DOUBLE","count":1,"maxPerson":2}]',
          '[{"path":"bench.svg","cover":true}]', ?)`,
      params: [roomTypeId, id, `room.${r}`, JSON.stringify({ en: `Room type ${r + 1}` }), r],
    });
    statements.push({
      sql: `INSERT INTO rooms (hotel_id, room_type_id, name) SELECT ?, ?, ? || value FROM json_each('[1,2,3,4,5,6,7,8,9,10]')`,
      params: [id, roomTypeId, `${r}-`],
    });
    for (let p = 0; p < 2; p++) {
      const nights = Array.from({ length: DAYS }, (_, d) => [
        10_000 + r * 500 + p * 1_500 + (d % 7 >= 5 ? 2_000 : 0) + Math.round(3_000 * Math.sin(d / 30)),
        d % 45 === 0 ? 2 : null,
        d % 97 === 13 ? 1 : 0,
        d % 61 === 5 ? 1 : 0,
        d % 53 === 7 ? 1 : 0,
      ]);
      statements.push({
        sql: `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed, cta, ctd)
          SELECT ?, date(?, '+' || key || ' days'), ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), NULL,
            json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
          FROM json_each(?)`,
        params: [roomTypeId, start, id * 10 + p, JSON.stringify(nights)],
      });
    }
    const stock = Array.from({ length: DAYS }, (_, d) => [(d * 7 + r * 3) % 9]);
    statements.push({
      sql: `INSERT INTO inventory (room_type_id, date, total, booked)
        SELECT ?, date(?, '+' || key || ' days'), 10, json_extract(value, '$[0]') FROM json_each(?)`,
      params: [roomTypeId, start, JSON.stringify(stock)],
    });
  }
  return statements;
}

/**
 * The bulk edit's hotel: 20 room types × 3 plans with their own rates (no derived plan: a bulk
 * edit writes primary plans), a year of rates already stored (the edit updates those rows and
 * inserts the second year), and a manager who runs it.
 */
async function bulkHotel(start: string): Promise<SqlStatement[]> {
  const id = BULK_HOTEL_ID;
  const now = new Date().toISOString();
  const statements: SqlStatement[] = [
    {
      sql: `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency, time_zone,
          address_json, payment_settings_json, policies_json, description_json, vat_tax, deposit_percentage,
          city_tax_cents, city_tax_limit, created_date, updated_date)
        VALUES (?, 'Bench ratesheet hotel', 'bench-ratesheet', 'HOTEL', 4, 0, 1, ?, 'EUR', ?, '{"city":"Bench"}', '{}', '{}',
          '{}', 10, 30, 300, 7, ?, ?)`,
      params: [id, BULK_ROOM_TYPES * 5, TIME_ZONE, now, now],
    },
    {
      sql: `INSERT INTO rate_plans (id, hotel_id, name_key, name_json, type, pricing_model, position)
        VALUES (?, ?, 'rate.flexible', '{"en":"Flexible"}', 'STANDARD', 'PER_ROOM', 0),
               (?, ?, 'rate.bb', '{"en":"Bed and breakfast"}', 'STANDARD', 'PER_ROOM', 1),
               (?, ?, 'rate.nr', '{"en":"Non-refundable"}', 'NOT_REFUNDABLE', 'PER_ROOM', 2)`,
      params: [id * 10, id, id * 10 + 1, id, id * 10 + 2, id],
    },
    {
      sql: `INSERT INTO managers (email, username, name, surname, password_hash, language, enabled, created_date,
          password_changed_date) VALUES (?, 'bench_ratesheet', 'Bench', 'Manager', ?, 'en', 1, ?, ?)`,
      params: [BULK_MANAGER.email, await hashPassword(BULK_MANAGER.password), now, now],
    },
    {
      sql: 'INSERT INTO manager_hotels (manager_id, hotel_id) SELECT id, ? FROM managers WHERE email = ?',
      params: [id, BULK_MANAGER.email],
    },
  ];
  for (let r = 0; r < BULK_ROOM_TYPES; r++) {
    const roomTypeId = id * 100 + r;
    statements.push({
      sql: `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_occupancy, base_occupancy,
          position) VALUES (?, ?, ?, ?, 'DOUBLE', 2, 2, 2, ?)`,
      params: [roomTypeId, id, `room.${r}`, JSON.stringify({ en: `Room type ${r + 1}` }), r],
    });
    for (let p = 0; p < 3; p++) {
      statements.push({
        sql: `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents, min_los, max_los, closed, cta, ctd)
          SELECT ?, date(?, '+' || key || ' days'), ?, value, NULL, NULL, 0, 0, 0 FROM json_each(?)`,
        params: [
          roomTypeId,
          start,
          id * 10 + p,
          JSON.stringify(Array.from({ length: DAYS }, (_, d) => 9_000 + r * 100 + p * 1_000 + (d % 7) * 50)),
        ],
      });
    }
  }
  return statements;
}

type Sample = {
  name: string;
  /** The URL of the i-th call (uncached samples change it every time). */
  path: string | ((i: number) => string);
  times: number[];
  bytes: number;
};

const urlOf = (sample: Sample, i: number) => (typeof sample.path === 'string' ? sample.path : sample.path(i));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function timeCall(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: res.status };
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * A second `wrangler dev` running a worker with no middleware: the HTTP + workerd floor.
 * `/` answers `{}`; `/body` answers `body` (the 50-room-type search answer, as JSON: the platform
 * compresses it for the client on every request, as it does any JSON answer); `/body.gz` answers
 * the same bytes gzipped once in advance (`encodeBody: 'manual'`, as the edge cache serves them).
 * The floor of a cached answer of that size: no route can serve it faster than this.
 *
 * With its own local D1 and `caches.default` (filled by `/setup`), it also times the bare parts
 * of a cache hit: `/d1` (one primary-key read, the trivial route's only I/O), `/d1/hit/empty` and
 * `/d1/hit/body` (that read, then `caches.default.match` of a `{}` or of the gzipped answer,
 * served as stored: what a hit keyed by the rates version must do at least), and
 * `/d1+hit/body` (the read and the lookup at once, which a key without the version would allow).
 */
function startFloorWorker(state: string, port: number, inspectorPort: number, body: string) {
  const dir = join(state, 'floor-worker');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'body.txt'), body);
  writeFileSync(
    join(dir, 'index.js'),
    `import body from './body.txt';
const json = { 'content-type': 'application/json' };
let gzipped = null;
const gzip = async () =>
  (gzipped ??= await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
const key = (name) => new Request('https://floor.bench.internal/' + name);
const read = (env) => env.DB.prepare('SELECT id, version FROM floor WHERE id = ?1').bind(1).first();
const served = (hit) =>
  hit ? new Response(hit.body, { headers: hit.headers, encodeBody: 'manual' }) : new Response('miss', { status: 500 });
export default {
  async fetch(request, env) {
    const path = new URL(request.url).pathname;
    if (path === '/body') return new Response(body, { headers: json });
    if (path === '/body.gz') {
      return new Response(await gzip(), { headers: { ...json, 'content-encoding': 'gzip' }, encodeBody: 'manual' });
    }
    if (path === '/setup') {
      await env.DB.exec('CREATE TABLE IF NOT EXISTS floor (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)');
      await env.DB.exec('INSERT OR REPLACE INTO floor (id, version) VALUES (1, 7)');
      const stored = { ...json, 'cache-control': 'public, max-age=3600' };
      await caches.default.put(key('empty'), new Response('{}', { headers: stored }));
      await caches.default.put(
        key('body'),
        new Response(await gzip(), { headers: { ...stored, 'content-encoding': 'gzip' }, encodeBody: 'manual' }),
      );
      return new Response('{}', { headers: json });
    }
    if (path === '/d1') return Response.json(await read(env));
    if (path === '/d1/hit/empty' || path === '/d1/hit/body') {
      await read(env);
      return served(await caches.default.match(key(path.slice('/d1/hit/'.length))));
    }
    if (path === '/d1+hit/body') {
      const [, hit] = await Promise.all([read(env), caches.default.match(key('body'))]);
      return served(hit);
    }
    return new Response('{}', { headers: json });
  },
};
`,
  );
  writeFileSync(
    join(dir, 'wrangler.json'),
    JSON.stringify({
      name: 'bench-floor',
      main: 'index.js',
      compatibility_date: '2026-11-01',
      d1_databases: [
        { binding: 'DB', database_name: 'bench-floor', database_id: '00000000-0000-4000-8000-00000000f100' },
      ],
    }),
  );
  return spawn(
    process.execPath,
    [
      join(PROJECT_ROOT, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      '--config',
      join(dir, 'wrangler.json'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      join(dir, 'state'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'error',
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: offlineEnv() },
  );
}

/** Rounds per call of the throughput run: the calls take turns, so all see the machine's same load. */
const THROUGHPUT_ROUNDS = 6;

/** CPU time (ms) used so far by a process and all its descendants (Linux /proc; null elsewhere). */
function treeCpuMs(rootPid: number | undefined): number | null {
  if (rootPid === undefined || !existsSync('/proc/self/stat')) return null;
  const fields = (pid: string | number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    } catch {
      return null;
    }
  };
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(fields(entry)?.[1]);
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const ticksPerSecond = 100; // USER_HZ on Linux
  let ticks = 0;
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    const pid = pids[i] as number;
    const stat = fields(pid);
    if (stat) ticks += Number(stat[11]) + Number(stat[12]);
    pids.push(...(parents.get(pid) ?? []));
  }
  return (ticks * 1000) / ticksPerSecond;
}

type ThroughputCall = { name: string; url: () => string; serverPid?: number };

/**
 * The load generator's client: keep-alive connections, `Accept-Encoding: gzip` as a browser sends,
 * and the answer's bytes read as they come, not inflated. Inflating is the guest's device's work,
 * not the server's; done here, on the same two cores as the server, it was charged to the
 * server's throughput (3.3 ms of client CPU per 50-room-type search answer, decision 020). A load
 * generator such as wrk or autocannon does the same. Resolves with the status and the bytes read.
 */
const loadAgent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function rawGet(url: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent: loadAgent, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** CONCURRENCY loops calling `url` for `ms`: completed 200 answers, errors, and the CPU spent. */
async function load(call: ThroughputCall, ms: number) {
  const deadline = performance.now() + ms;
  let done = 0;
  let errors = 0;
  const serverBefore = treeCpuMs(call.serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const res = await rawGet(call.url());
        if (res.status === 200 && res.bytes > 0) done++;
        else errors++;
      }
    }),
  );
  const serverAfter = treeCpuMs(call.serverPid);
  const client = process.cpuUsage(clientBefore);
  return {
    done,
    errors,
    elapsed: performance.now() - started,
    serverMs: serverBefore === null || serverAfter === null ? Number.NaN : serverAfter - serverBefore,
    clientMs: (client.user + client.system) / 1000,
  };
}

/**
 * Throughput of each call with CONCURRENCY clients, and its ratio to the trivial route's (the
 * first call). The calls take turns in THROUGHPUT_ROUNDS rounds (order reversed every other round)
 * of THROUGHPUT_MS / THROUGHPUT_ROUNDS each, so a burst of load from elsewhere on the machine is
 * shared by all of them instead of landing on one. Also prints the CPU each answer cost the
 * server (the worker's workerd processes) and this client (sending and receiving; see `rawGet`):
 * the load-independent part of the figures.
 */
type ThroughputResult = { name: string; rate: number; serverMsPerAnswer: number };

async function throughput(calls: ThroughputCall[]): Promise<ThroughputResult[]> {
  console.log(
    `Throughput, ${CONCURRENCY} clients × ${THROUGHPUT_MS / 1000} s per call in ${THROUGHPUT_ROUNDS} interleaved rounds ` +
      '(cached target ≥ 80 % of trivial):',
  );
  const totals = calls.map(() => ({ done: 0, errors: 0, elapsed: 0, serverMs: 0, clientMs: 0 }));
  // Warm the caches (and the isolates) first.
  for (const call of calls) await (await fetch(call.url())).arrayBuffer();
  for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
    const order = calls.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const result = await load(calls[i] as ThroughputCall, THROUGHPUT_MS / THROUGHPUT_ROUNDS);
      const total = totals[i] as (typeof totals)[number];
      total.done += result.done;
      total.errors += result.errors;
      total.elapsed += result.elapsed;
      total.serverMs += result.serverMs;
      total.clientMs += result.clientMs;
    }
  }
  const rps = totals.map((t) => (t.done * 1000) / t.elapsed);
  const base = rps[0] ?? Number.NaN;
  const results: ThroughputResult[] = [];
  calls.forEach((call, i) => {
    const total = totals[i] as (typeof totals)[number];
    const rate = rps[i] ?? Number.NaN;
    const ratio = (rate / base) * 100;
    const verdict = call.name.endsWith(', cached') ? (ratio >= 80 ? ' OK' : ' below target') : '';
    const requests = total.done + total.errors;
    results.push({ name: call.name, rate, serverMsPerAnswer: total.serverMs / requests });
    const cpu = Number.isNaN(total.serverMs)
      ? ''
      : `   CPU/answer: server ${(total.serverMs / requests).toFixed(2).padStart(5)} ms, client ${(total.clientMs / requests).toFixed(2).padStart(5)} ms`;
    console.log(
      `  ${call.name.padEnd(54)} ${rate.toFixed(0).padStart(6)} req/s ${ratio.toFixed(0).padStart(5)} % of trivial${verdict}` +
        cpu +
        (total.errors > 0 ? ` (${total.errors} non-200)` : ''),
    );
  });
  return results;
}

/**
 * What the local Cache API costs, from the floors, and so the most a cached answer can reach here:
 * a hit is the trivial route plus one lookup (and the route's own few checks). Locally the lookup
 * runs on the same two cores (Miniflare's cache Durable Object and blob store); on Cloudflare it
 * is the cache's I/O, not the worker's CPU. Prints each cached answer's CPU beyond that.
 */
function cacheLookupShare(
  results: ThroughputResult[],
  names: { d1: string; hitEmpty: string; hitBody: string; largest: string },
) {
  const cpu = (name: string) => results.find((r) => r.name === name)?.serverMsPerAnswer ?? Number.NaN;
  const trivial = results[0]?.serverMsPerAnswer ?? Number.NaN;
  const lookup = cpu(names.hitEmpty) - cpu(names.d1);
  const lookupBody = cpu(names.hitBody) - cpu(names.d1);
  if (!Number.isFinite(trivial + lookup + lookupBody)) return;
  console.log(
    `Local Cache API lookup: ${lookup.toFixed(2)} ms of server CPU for an empty entry, ${lookupBody.toFixed(2)} ms ` +
      `for the largest answer; trivial route ${trivial.toFixed(2)} ms. A cached answer is at least one of each, ` +
      `so here at most ${((trivial / (trivial + lookup)) * 100).toFixed(0)} % of the trivial route's throughput ` +
      `(${((trivial / (trivial + lookupBody)) * 100).toFixed(0)} % at the largest size).`,
  );
  for (const result of results.filter((r) => r.name.endsWith(', cached'))) {
    // The floor's largest entry holds that answer's very bytes: its lookup is the one to take off.
    const largest = result.name === names.largest;
    const own = result.serverMsPerAnswer - trivial - (largest ? lookupBody : lookup);
    console.log(
      `  ${result.name.padEnd(54)} beyond trivial + a lookup ${largest ? 'of its bytes' : 'of an empty entry'}: ` +
        `${own.toFixed(2)} ms`,
    );
  }
}

let benchIp = 0;
/** A fresh client address (the per-address reservation quota is 30 per 10 minutes). */
const nextBenchIp = () => {
  benchIp += 1;
  return `10.123.${(benchIp >> 8) & 255}.${benchIp & 255}`;
};

/** Reservations of 2 nights on the 50-room-type hotel: one at a time, then CONCURRENCY at once. */
async function reservationsPerSecond(api: string, start: string): Promise<void> {
  const hotel = alias(50);
  let n = 0;
  const book = async (): Promise<{ ms: number; status: number; text: string }> => {
    n += 1;
    // Spread over room types and dates so no night fills up: 10 rooms per type.
    const roomTypeId = hotelId(50) * 100 + (n % 50);
    const checkin = addDays(start, 100 + (n % 60) * 2);
    const started = performance.now();
    const res = await fetch(`${api}/booking/hotels/${hotel}/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': `bench-reservation-${Date.now()}-${n}`,
        'CF-Connecting-IP': nextBenchIp(),
      },
      body: JSON.stringify({
        stay: { checkin, checkout: addDays(checkin, 2) },
        rooms: [
          { roomTypeId, ratePlanId: hotelId(50) * 10, people: { adults: 2, boys: 0, children: 0, kids: 0 } },
        ],
        guest: {
          email: `bench${n}@example.com`,
          name: 'Bench',
          surname: 'Guest',
          phone: { prefix: '+39', number: '3331234567' },
          nationality: 'Italia',
          countryIso: 'IT',
          consents: { MARKETING: { value: false }, PROFILING: { value: false } },
          language: 'en',
        },
      }),
    });
    const text = await res.text();
    return { ms: performance.now() - started, status: res.status, text };
  };
  const first = await book();
  if (first.status !== 201) {
    console.log(`Reservations: the first answered ${first.status} (${first.text.slice(0, 200)}); skipped.`);
    return;
  }
  const sequential: number[] = [];
  const seqStarted = performance.now();
  for (let i = 0; i < RESERVATIONS; i++) {
    const result = await book();
    if (result.status === 201) sequential.push(result.ms);
  }
  const seqSeconds = (performance.now() - seqStarted) / 1000;
  const parallelStarted = performance.now();
  const parallel = await Promise.all(Array.from({ length: RESERVATIONS }, () => book()));
  const parallelSeconds = (performance.now() - parallelStarted) / 1000;
  const created = parallel.filter((r) => r.status === 201).length;
  const sorted = [...sequential].sort((a, b) => a - b);
  console.log(
    `Reservations (POST, atomic batch): one at a time p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `${(sequential.length / seqSeconds).toFixed(1)} /s; ${RESERVATIONS} at once: ${created} created in ` +
      `${(parallelSeconds * 1000).toFixed(0)} ms, ${(created / parallelSeconds).toFixed(1)} /s` +
      (created < RESERVATIONS
        ? ` (${RESERVATIONS - created} refused: ${parallel.find((r) => r.status !== 201)?.status})`
        : ''),
  );
}

/** The ratesheet bulk edit: two years × 20 room types × 3 plans in one request, BULK_RUNS times. */
async function bulkEdits(origin: string, start: string): Promise<void> {
  const login = await fetch(`${origin}/api/rs/public/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextBenchIp() },
    body: JSON.stringify({ email: BULK_MANAGER.email, password: BULK_MANAGER.password }),
  });
  if (login.status !== 200) {
    console.log(`Bulk edit: login answered ${login.status}; skipped.`);
    return;
  }
  const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const headers = { 'Content-Type': 'application/json', Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf };
  const roomTypes = Array.from({ length: BULK_ROOM_TYPES }, (_, r) => BULK_HOTEL_ID * 100 + r);
  const ratePlans = [0, 1, 2].map((p) => BULK_HOTEL_ID * 10 + p);
  const last = `${Number(start.slice(0, 4)) + 2}-${start.slice(5) === '02-29' ? '02-28' : start.slice(5)}`;
  const times: number[] = [];
  let cells = 0;
  for (let run = 0; run < BULK_RUNS; run++) {
    const started = performance.now();
    const res = await fetch(`${origin}/api/rs/secure/hotels/${BULK_HOTEL_ID}/ratesheet/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        startDate: start,
        endDate: last,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        roomTypes,
        ratePlans,
        targetRate: {
          amount: 100 + run,
          minLOS: run % 2 === 0 ? 2 : null,
          maxLOS: null,
          closedToArrival: null,
          closedToDeparture: null,
        },
      }),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (res.status !== 200) {
      console.log(`Bulk edit: run ${run + 1} answered ${res.status} (${text.slice(0, 200)})`);
      return;
    }
    cells = (JSON.parse(text) as { cells: number }).cells;
    times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  console.log(
    `Bulk edit (${start}..${last}, ${BULK_ROOM_TYPES} room types × 3 plans = ${cells} cells, one request): ` +
      `p50 ${p50.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted[sorted.length - 1]?.toFixed(0)}), ` +
      `${(1000 / p50).toFixed(2)} bulk edits/s, ${((cells * 1000) / p50).toFixed(0)} cells/s; target ≤ 2000 ms: ` +
      `${p50 <= 2000 ? 'OK' : 'above'}`,
  );

  // The sheet a manager opens after them: its widest span, every cell's last change a two-year bulk
  // edit whose prior values the hint shows (the audit's JSON arrays, read for the span only).
  const sheetTo = addDays(start, RATESHEET_MAX_DAYS - 1);
  const reads: number[] = [];
  for (let run = 0; run < BULK_RUNS; run++) {
    const started = performance.now();
    const res = await fetch(
      `${origin}/api/rs/secure/hotels/${BULK_HOTEL_ID}/ratesheet?from=${start}&to=${sheetTo}`,
      { headers: { Cookie: headers.Cookie } },
    );
    const body = await res.text();
    if (res.status !== 200) {
      console.log(`Ratesheet read: answered ${res.status} (${body.slice(0, 200)})`);
      return;
    }
    reads.push(performance.now() - started);
  }
  const sortedReads = [...reads].sort((a, b) => a - b);
  console.log(
    `Ratesheet read after them (${RATESHEET_MAX_DAYS} days × ${BULK_ROOM_TYPES} room types × 3 plans, last changes` +
      `: what each bulk edit set): p50 ${percentile(sortedReads, 50).toFixed(0)} ms (min ${sortedReads[0]?.toFixed(0)}, ` +
      `max ${sortedReads[sortedReads.length - 1]?.toFixed(0)})`,
  );
}

async function main(): Promise<void> {
  const state = mkdtempSync(join(tmpdir(), 'itaca-bench-'));
  const persist = ['--persist-to', state];
  const port = Number(values.port ?? (await freePort()));
  const origin = `http://127.0.0.1:${port}`;
  // wrangler.jsonc serves ./dist as static assets; the API needs none, but the folder must exist.
  if (!existsSync(join(PROJECT_ROOT, 'dist'))) mkdirSync(join(PROJECT_ROOT, 'dist'));

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

  const wrangler = spawn(
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
    const from = addDays(start, 7);
    const to = addDays(start, 66);
    // Day 31 → 61 crosses minimum-stay, closed and CTA days of some nights but arrives and leaves freely.
    const checkin = addDays(start, 31);
    const checkout = addDays(start, 61);
    const calendarUrl = (size: number) =>
      `${api}/booking/hotels/${alias(size)}/calendar?from=${from}&to=${to}`;
    const searchUrl = (size: number) =>
      `${api}/booking/hotels/${alias(size)}/search?checkin=${checkin}&checkout=${checkout}&adults=2`;
    // A guest's usual search (a few nights), beside the 30-night stress stay above.
    const shortSearchUrl = (size: number) =>
      `${api}/booking/hotels/${alias(size)}/search?checkin=${checkin}&checkout=${addDays(checkin, 3)}&adults=2`;
    // The floor worker serves the 50-room-type search answer itself (same bytes, nothing else).
    const largest = await (await fetch(`${searchUrl(50)}&floor=1`)).text();
    floorWorker = startFloorWorker(state, floorPort, await freePort(), largest);
    const floorUrl = `http://127.0.0.1:${floorPort}/`;
    await waitUntilReady(floorUrl, 90_000);
    const setup = await fetch(`${floorUrl}setup`);
    if (setup.status !== 200) throw new Error(`floor worker setup: ${setup.status} ${await setup.text()}`);
    const bodyKb = (new TextEncoder().encode(largest).byteLength / 1024).toFixed(1);
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
    // A query parameter the route ignores but the cache key includes: every call a miss.
    let missCounter = 0;
    const miss = (url: string) => () => `${url}&miss=${++missCounter}`;
    for (const size of SIZES) {
      samples.push({
        name: `calendar 60 days, ${size} rt, uncached`,
        path: miss(calendarUrl(size)),
        times: [],
        bytes: 0,
      });
      samples.push({
        name: `search 30 nights, ${size} rt, uncached`,
        path: miss(searchUrl(size)),
        times: [],
        bytes: 0,
      });
    }
    for (const size of SIZES) {
      samples.push({
        name: `calendar 60 days, ${size} rt, cached`,
        path: calendarUrl(size),
        times: [],
        bytes: 0,
      });
      samples.push({
        name: `search 30 nights, ${size} rt, cached`,
        path: searchUrl(size),
        times: [],
        bytes: 0,
      });
    }
    // Check every call answers 200 (and the search finds rooms) before timing.
    const shortSearch = await (await fetch(shortSearchUrl(20))).text();
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
    console.log(`Timing ${ITERATIONS} calls of each route (after ${WARMUP} warm-up rounds), round-robin...`);
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      for (const sample of samples) {
        const { ms, bytes, status } = await timeCall(urlOf(sample, i));
        if (status !== 200) throw new Error(`${sample.name}: HTTP ${status}`);
        if (i >= WARMUP) sample.times.push(ms);
        sample.bytes = bytes;
      }
    }

    const baseP50 = percentile(
      [...trivial.times].sort((a, b) => a - b),
      50,
    );
    const rows = samples.map((sample) => {
      const sorted = [...sample.times].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      const p99 = percentile(sorted, 99);
      return { name: sample.name, p50, p99, ratio: p50 / baseP50, kb: sample.bytes / 1024 };
    });
    const pad = (text: string, width: number) => text.padEnd(width);
    const num = (value: number, width: number, digits = 2) => value.toFixed(digits).padStart(width);
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
    console.log(
      '(net p50: the p50 above the trivial route, i.e. without the HTTP, workerd and one D1 query)',
    );
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
    const verdict = (label: string, row: (typeof rows)[number] | undefined, target: number) => {
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
    console.log('');
    const floorD1 = 'floor: bare worker, D1 read';
    const floorHitEmpty = 'floor: bare worker, D1 read, then hit {}';
    const floorHitBody = `floor: bare worker, D1 read, then hit ${bodyKb} KB gz`;
    const rates = await throughput([
      { name: 'storage (trivial JSON)', url: () => `${api}/storage`, serverPid: wrangler.pid },
      { name: 'calendar 60 days, 20 rt, cached', url: () => calendarUrl(20), serverPid: wrangler.pid },
      { name: 'search 3 nights, 20 rt, cached', url: () => shortSearchUrl(20), serverPid: wrangler.pid },
      { name: 'search 30 nights, 20 rt, cached', url: () => searchUrl(20), serverPid: wrangler.pid },
      { name: 'calendar 60 days, 50 rt, cached', url: () => calendarUrl(50), serverPid: wrangler.pid },
      { name: 'search 30 nights, 50 rt, cached', url: () => searchUrl(50), serverPid: wrangler.pid },
      { name: 'calendar 60 days, 50 rt, uncached', url: miss(calendarUrl(50)), serverPid: wrangler.pid },
      { name: 'search 30 nights, 50 rt, uncached', url: miss(searchUrl(50)), serverPid: wrangler.pid },
      { name: 'floor: bare worker, no D1', url: () => floorUrl, serverPid: floorWorker.pid },
      {
        name: `floor: bare worker, ${bodyKb} KB body`,
        url: () => `${floorUrl}body`,
        serverPid: floorWorker.pid,
      },
      {
        name: `floor: bare worker, ${bodyKb} KB pre-gzipped`,
        url: () => `${floorUrl}body.gz`,
        serverPid: floorWorker.pid,
      },
      { name: floorD1, url: () => `${floorUrl}d1`, serverPid: floorWorker.pid },
      { name: floorHitEmpty, url: () => `${floorUrl}d1/hit/empty`, serverPid: floorWorker.pid },
      { name: floorHitBody, url: () => `${floorUrl}d1/hit/body`, serverPid: floorWorker.pid },
      {
        name: `floor: bare worker, D1 read + hit ${bodyKb} KB gz at once`,
        url: () => `${floorUrl}d1+hit/body`,
        serverPid: floorWorker.pid,
      },
    ]);
    cacheLookupShare(rates, {
      d1: floorD1,
      hitEmpty: floorHitEmpty,
      hitBody: floorHitBody,
      largest: 'search 30 nights, 50 rt, cached',
    });
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

/**
 * `npm run bench:statistics`: a year of each statistics chart for a hotel with 50,000
 * reservations, answered by the worker in workerd (INSIGHT-2: target ≤ 300 ms per chart).
 *
 * 1. Builds its own database (.wrangler/bench-statistics-state, deleted first): the migrations,
 *    the foundation demo data and the booking demo data of hotel 1 (its room types, rate plans
 *    and services), then 50,000 more reservations of hotel 1 over two years around today, each
 *    with its room (a few with a water taxi) and 5,000 guest reviews, written by a handful of
 *    set-based INSERT … SELECT statements over a recursive counter (no row-by-row inserts).
 * 2. Starts the server on it (`scripts/start.ts --no-build`: workerd and its local D1), logs the
 *    demo manager in, and times GET /api/rs/secure/hotels/1/statistics for each chart over the
 *    year ending in six months, by day (365 periods: the heaviest grouping) and by month:
 *    one warm-up request, then the median of 10 (min, max), as the client sees it. Then the revenue
 *    figures (decision 060) of that year by day against the year before, and a month's daily cash
 *    report (the stays that are over are paid at check-out).
 * Prints the figures with the target and PASS/FAIL; never fails the process.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATISTICS_CHARTS } from '../src/domain/statistics.ts';
import { hashPassword } from '../worker/security/password.ts';
import { buildBookingStatements, DEMO_BOOKING_HOTELS, seedStartDate } from '../worker/seed/booking-data.ts';
import { DEMO_HOTELS, DEMO_MANAGER } from '../worker/seed/demo-data.ts';
import { buildDemoStatements, renderSqlScript, seedMarkerStatement } from '../worker/seed/seed-sql.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { PROJECT_ROOT, wranglerOrThrow } from './lib/wrangler.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8872);
const STATE = '.wrangler/bench-statistics-state';
const RESERVATIONS = 50_000;
const REVIEWS = 5_000;
const FIRST_ID = 200_001;
const RUNS = 10;
const TARGET_MS = 300;
const HOTEL_ID = 1;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * The 50,000 reservations, their rooms and 5,000 reviews, set-based. Reservation n arrives on
 * day (n × 7919) mod 730 of the two years around today, stays 1–7 nights, comes from one of
 * eight sources, is cancelled one time in twelve; one room in ten carries a water taxi.
 */
function bulkSql(today: string): string {
  const start = `date('${today}', '-365 days')`;
  const counter = (count: number) =>
    `WITH RECURSIVE n (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})`;
  return `
${counter(RESERVATIONS)}
INSERT INTO reservations (id, hotel_id, code, manage_token_hash, checkin, checkout, status, source, language,
  guest_email, guest_json, initial_total_cents, total_cents, grand_total_cents, created_date, updated_date,
  cancelled_date)
SELECT ${FIRST_ID} + i, ${HOTEL_ID}, 'BENCH' || printf('%06d', i), 'bench',
  date(${start}, '+' || ((i * 7919) % 730) || ' days'),
  date(${start}, '+' || ((i * 7919) % 730 + 1 + i % 7) || ' days'),
  CASE WHEN i % 12 = 0 THEN 'CANCELLED' ELSE 'CONFIRMED' END,
  CASE i % 8 WHEN 0 THEN 'BOOKING' WHEN 1 THEN 'EXPEDIA' WHEN 2 THEN 'WIDGET' WHEN 3 THEN 'PHONE'
    WHEN 4 THEN 'EMAIL' WHEN 5 THEN 'AIRBNB' WHEN 6 THEN 'PORTAL' ELSE 'AGODA' END,
  'en', 'bench' || i || '@example.com', '{"name":"Bench","surname":"Guest"}',
  (1 + i % 7) * (9000 + (i * 37) % 12000), (1 + i % 7) * (9000 + (i * 37) % 12000),
  (1 + i % 7) * (9000 + (i * 37) % 12000),
  date(${start}, printf('%+d days', (i * 7919) % 730 - 20)) || printf('T%02d:00:00.000Z', 7 + i % 14),
  date(${start}, printf('%+d days', (i * 7919) % 730 - 20)) || 'T10:00:00.000Z',
  CASE WHEN i % 12 = 0 THEN date(${start}, printf('%+d days', (i * 7919) % 730 - 5)) || 'T16:00:00.000Z' END
FROM n;

INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, rate_type, status, start_date, end_date,
  adults, daily_rates_json, services_json, initial_total_cents, total_cents)
SELECT r.id,
  -- Hotel 1's four room types have consecutive ids (101–104).
  (SELECT MIN(id) FROM room_types WHERE hotel_id = ${HOTEL_ID}) + r.id % 4,
  (SELECT MIN(id) FROM rate_plans WHERE hotel_id = ${HOTEL_ID}),
  'STANDARD', r.status, r.checkin, r.checkout, 2,
  -- Its nights as the engine stores them (the revenue figures read them): the total spread evenly.
  (SELECT json_group_array(json_object('date', date(r.checkin, '+' || k.value || ' days'),
                                       'amountCents', r.total_cents / CAST(julianday(r.checkout) - julianday(r.checkin) AS INTEGER)))
     FROM json_each('[0,1,2,3,4,5,6]') k
    WHERE k.value < julianday(r.checkout) - julianday(r.checkin)),
  CASE WHEN r.id % 10 = 0
    THEN '[{"serviceId":"' || (SELECT id FROM services WHERE hotel_id = ${HOTEL_ID} AND name_key = 'service.water.taxi') ||
         '","bookability":"BOOKABLE","frequency":"LUMP_SUM","unitCents":8000,"count":' || (1 + r.id % 2) || ',"status":"' || r.status || '"}]'
    ELSE '[]' END,
  r.total_cents, r.total_cents
FROM reservations r WHERE r.id >= ${FIRST_ID};

-- Each stay that is over paid at check-out (the cash report reads them by day and method).
INSERT INTO folio_payments (reservation_id, kind, method, amount_cents, currency, date, created_date)
SELECT r.id, 'PAYMENT', CASE r.id % 4 WHEN 0 THEN 'CASH' WHEN 1 THEN 'CARD' WHEN 2 THEN 'BANK_TRANSFER'
  ELSE 'OTA_VIRTUAL_CARD' END, r.total_cents, 'EUR', r.checkout, r.checkout || 'T11:00:00.000Z'
FROM reservations r WHERE r.id >= ${FIRST_ID} AND r.status = 'CONFIRMED' AND r.checkout <= '${today}';

INSERT INTO guest_reviews (hotel_id, reservation_id, language, score, feedbacks_json, author_name, created_date)
SELECT ${HOTEL_ID}, r.id, 'en', 4 + (r.id % 61) / 10.0, '[]', 'Bench', r.checkout || 'T12:00:00.000Z'
FROM reservations r
WHERE r.id >= ${FIRST_ID} AND r.status = 'CONFIRMED' AND r.checkout <= '${today}' AND r.id % 5 = 0
LIMIT ${REVIEWS};
`;
}

async function buildDatabase(now: Date): Promise<void> {
  rmSync(join(PROJECT_ROOT, STATE), { recursive: true, force: true });
  process.env.ITACA_PERSIST_TO = STATE;
  const persist = ['--persist-to', STATE];
  await wranglerOrThrow(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { capture: true });
  const venice = DEMO_BOOKING_HOTELS.filter((hotel) => hotel.hotelId === HOTEL_ID);
  const statements = [
    ...buildDemoStatements({ now, passwordHash: await hashPassword(DEMO_MANAGER.password) }),
    ...(await buildBookingStatements(now, DEMO_HOTELS, venice)),
    seedMarkerStatement(now),
  ];
  mkdirSync(join(PROJECT_ROOT, '.wrangler/tmp'), { recursive: true });
  const seedFile = join(PROJECT_ROOT, '.wrangler/tmp/bench-statistics-seed.sql');
  writeFileSync(seedFile, renderSqlScript(statements, 'bench:statistics demo data'));
  await wranglerOrThrow(['d1', 'execute', 'DB', '--local', '--file', seedFile, ...persist], {
    capture: true,
  });
  const bulkFile = join(PROJECT_ROOT, '.wrangler/tmp/bench-statistics-bulk.sql');
  writeFileSync(bulkFile, bulkSql(seedStartDate(now)));
  await wranglerOrThrow(['d1', 'execute', 'DB', '--local', '--file', bulkFile, ...persist], {
    capture: true,
  });
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const now = new Date();
const today = seedStartDate(now);
const built = performance.now();
await buildDatabase(now);
console.log(
  `[bench:statistics] ${RESERVATIONS.toLocaleString('en')} reservations of hotel ${HOTEL_ID} (and their rooms, ${REVIEWS.toLocaleString('en')} reviews) written in ${((performance.now() - built) / 1000).toFixed(1)} s`,
);
// Never measure somebody else's server: the port must be free.
const busy = await fetch(`http://127.0.0.1:${PORT}/`).then(
  () => true,
  () => false,
);
if (busy) throw new Error(`port ${PORT} is in use: set BENCH_PORT to a free one`);
const { origin, stop } = await startBenchServer(PORT, STATE);
try {
  const login = await fetch(`${origin}/api/rs/public/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email: DEMO_MANAGER.email, password: DEMO_MANAGER.password }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const from = shift(today, -182);
  const to = shift(from, 364);
  console.log(
    `[bench:statistics] a year: ${from} … ${to}; median of ${RUNS} after a warm-up, target ≤ ${TARGET_MS} ms`,
  );
  for (const xType of ['DAYS', 'MONTHS'] as const) {
    for (const chart of STATISTICS_CHARTS) {
      const url = `${origin}/api/rs/secure/hotels/${HOTEL_ID}/statistics?chart=${chart}&from=${from}&to=${to}&xType=${xType}`;
      const times: number[] = [];
      let figures = '';
      for (let run = 0; run <= RUNS; run++) {
        const started = performance.now();
        const res = await fetch(url, { headers: { Cookie: cookie } });
        const body = (await res.json()) as {
          datasets?: { title: string; entries: Record<string, number> }[];
        };
        const elapsed = performance.now() - started;
        if (!res.ok) throw new Error(`${chart} answered ${res.status}: ${JSON.stringify(body)}`);
        if (run > 0) times.push(elapsed);
        figures = (body.datasets ?? [])
          .slice(0, 3)
          .map(
            (d) =>
              `${d.title} ${Math.round(Object.values(d.entries).reduce((s, v) => s + v, 0) * 100) / 100}`,
          )
          .join(', ');
      }
      const m = median(times);
      console.log(
        `  ${`${chart} (${xType})`.padEnd(36)} ${m.toFixed(0).padStart(4)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})` +
          `  ${m <= TARGET_MS ? 'PASS' : 'FAIL'}  [${figures}]`,
      );
    }
  }
  // The revenue figures (decision 060): a year by day against the year before, the heaviest
  // request the screen makes; and the daily cash report of a month.
  const timed = async (name: string, url: string, summarise: (body: Record<string, unknown>) => string) => {
    const times: number[] = [];
    let figures = '';
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const res = await fetch(url, { headers: { Cookie: cookie } });
      const body = (await res.json()) as Record<string, unknown>;
      const elapsed = performance.now() - started;
      if (!res.ok) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(body)}`);
      if (run > 0) times.push(elapsed);
      figures = summarise(body);
    }
    const m = median(times);
    console.log(
      `  ${name.padEnd(36)} ${m.toFixed(0).padStart(4)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})` +
        `  ${m <= TARGET_MS ? 'PASS' : 'FAIL'}  [${figures}]`,
    );
  };
  const lastYear = { from: shift(from, -365), to: shift(from, -1) };
  const describeRevenue = (body: Record<string, unknown>) => {
    const current = body.current as {
      figures: { occupancy: number; adrCents: number; revparCents: number };
      pickupTotals: { net: number };
    };
    const changes = body.changes as { occupancyPoints: number } | null;
    return `occupancy ${current.figures.occupancy} %${changes ? ` (${changes.occupancyPoints} pt)` : ''}, ADR ${current.figures.adrCents / 100}, RevPAR ${current.figures.revparCents / 100}, pickup ${current.pickupTotals.net}`;
  };
  await timed(
    'REVENUE (a year)',
    `${origin}/api/rs/secure/hotels/${HOTEL_ID}/revenue?from=${from}&to=${to}`,
    describeRevenue,
  );
  await timed(
    'REVENUE (year vs year before)',
    `${origin}/api/rs/secure/hotels/${HOTEL_ID}/revenue?from=${from}&to=${to}&compareFrom=${lastYear.from}&compareTo=${lastYear.to}`,
    describeRevenue,
  );
  const month = { from: shift(today, -30), to: today };
  await timed(
    'CASH REPORT (31 days)',
    `${origin}/api/rs/secure/hotels/${HOTEL_ID}/cash-report?from=${month.from}&to=${month.to}`,
    (body) => {
      const total = body.total as { netCents: number };
      const days = body.days as Array<{ movements: unknown[] }>;
      return `${days.reduce((n, d) => n + d.movements.length, 0)} movements, net ${total.netCents / 100}`;
    },
  );
} finally {
  stop();
}

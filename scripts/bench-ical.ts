/**
 * `npm run bench:ical`: the calendar sync's cost (CHANNEL-1, docs/capacity.md).
 *
 * 1. Builds its own database (.wrangler/bench-ical-state, deleted first): the migrations, the
 *    foundation demo data, and as hotel 1 a generated hotel of 100 rooms (Venice's four room
 *    types, 25 rooms each) with a month of real reservations (the demo month's helpers), and
 *    Florence (hotel 2) as the demo has it.
 * 2. Starts the server on it (`scripts/start.ts --no-build`; dist/ must be built) and measures,
 *    through HTTP as an OTA and the back office call it:
 *    - export: every feed of the 100-room hotel (100 rooms + 4 room types, 365 days), the median
 *      and 95th percentile per feed, the bytes, the whole hotel's feeds one after another; and the
 *      304 answer to a conditional request (what most OTA polls get);
 *    - sync: FEEDS imports into Florence's room types, each reading one of the big hotel's room
 *      feeds (served in-process by the local worker: no network in the figure), synced with
 *      'Sync now': the first sync (stays created through the booking write path), then the steady
 *      one (the feed unchanged: a 304), and the feeds one worker syncs per minute at each.
 * Figures only; never fails the process.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPassword } from '../worker/security/password.ts';
import { buildBookingStatements, DEMO_BOOKING_HOTELS } from '../worker/seed/booking-data.ts';
import { DEMO_HOTELS, DEMO_MANAGER } from '../worker/seed/demo-data.ts';
import { buildDemoStatements, renderSqlScript, seedMarkerStatement } from '../worker/seed/seed-sql.ts';
import { benchHotel } from './lib/bench-hotel.ts';
import { startBenchServer } from './lib/bench-server.ts';
import { PROJECT_ROOT, wranglerOrThrow } from './lib/wrangler.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const STATE = '.wrangler/bench-ical-state';
const ROOMS_PER_TYPE = 25;
const FEEDS = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function buildDatabase(now: Date): Promise<void> {
  rmSync(join(PROJECT_ROOT, STATE), { recursive: true, force: true });
  process.env.ITACA_PERSIST_TO = STATE;
  const persist = ['--persist-to', STATE];
  await wranglerOrThrow(['d1', 'migrations', 'apply', 'DB', '--local', ...persist], { capture: true });
  const florence = DEMO_BOOKING_HOTELS.filter((h) => h.hotelId === 2);
  const statements = [
    ...buildDemoStatements({ now, passwordHash: await hashPassword(DEMO_MANAGER.password) }),
    ...(await buildBookingStatements(now, DEMO_HOTELS, [benchHotel(ROOMS_PER_TYPE), ...florence])),
    seedMarkerStatement(now),
  ];
  const file = join(PROJECT_ROOT, '.wrangler/tmp/bench-ical.sql');
  mkdirSync(join(PROJECT_ROOT, '.wrangler/tmp'), { recursive: true });
  writeFileSync(file, renderSqlScript(statements, 'bench:ical database'));
  await wranglerOrThrow(['d1', 'execute', 'DB', '--local', '--file', file, ...persist], { capture: true });
}

type Overview = {
  exports: { roomId?: number; roomTypeId?: number; url: string }[];
  imports: { id: number }[];
};

async function main(): Promise<void> {
  await buildDatabase(new Date());
  const { origin, stop } = await startBenchServer(PORT, STATE);
  try {
    const login = await fetch(`${origin}/api/rs/public/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: DEMO_MANAGER.email, password: DEMO_MANAGER.password }),
    });
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const xsrf = (cookies.find((c) => c.startsWith('XSRF-TOKEN=')) ?? '').slice('XSRF-TOKEN='.length);
    const headers = { Cookie: cookies.join('; '), 'X-XSRF-TOKEN': xsrf, 'Content-Type': 'application/json' };
    const overview = async (hotelId: number) =>
      (await (await fetch(`${origin}/api/rs/secure/hotels/${hotelId}/ical`, { headers })).json()) as Overview;

    // Export: every feed of the 100-room hotel, twice (the first run stores each feed's state).
    const feeds = (await overview(1)).exports;
    const times: number[] = [];
    const notModified: number[] = [];
    let bytes = 0;
    let events = 0;
    let hotelTotal = 0;
    for (let run = 0; run < 2; run++) {
      const started = performance.now();
      for (const feed of feeds) {
        const t0 = performance.now();
        const res = await fetch(feed.url);
        const body = await res.text();
        const elapsed = performance.now() - t0;
        if (run === 1) {
          times.push(elapsed);
          bytes += body.length;
          events += body.split('BEGIN:VEVENT').length - 1;
          const t1 = performance.now();
          const again = await fetch(feed.url, {
            headers: { 'If-None-Match': res.headers.get('etag') ?? '' },
          });
          await again.arrayBuffer();
          notModified.push(performance.now() - t1);
        }
      }
      if (run === 1) hotelTotal = performance.now() - started;
    }
    console.log(`\nExport of a ${feeds.length - 4}-room hotel (${feeds.length} feeds, 365 days):`);
    console.log(`  per feed: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`);
    console.log(
      `  whole hotel, one after another: ${ms(hotelTotal)}; ${events} events, ${(bytes / 1024).toFixed(0)} KB`,
    );
    console.log(`  304 to a conditional request: median ${ms(percentile(notModified, 50))}`);

    // Sync: FEEDS of the big hotel's room feeds imported into Florence's room types.
    const florenceTypes = (await overview(2)).exports.filter((e) => e.roomId === undefined);
    const roomFeeds = feeds.filter((e) => e.roomId !== undefined).slice(0, FEEDS);
    const ids: number[] = [];
    for (const [index, feed] of roomFeeds.entries()) {
      const type = florenceTypes[index % florenceTypes.length];
      const res = await fetch(`${origin}/api/rs/secure/hotels/2/ical/imports`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ roomTypeId: type?.roomTypeId, channel: 'AIRBNB', url: feed.url }),
      });
      ids.push(((await res.json()) as { id: number }).id);
    }
    const sync = async () => {
      const durations: number[] = [];
      let created = 0;
      for (const id of ids) {
        const t0 = performance.now();
        const res = await fetch(`${origin}/api/rs/secure/hotels/2/ical/imports/${id}/sync`, {
          method: 'POST',
          headers,
        });
        created += ((await res.json()) as { created: number }).created;
        durations.push(performance.now() - t0);
      }
      return { durations, created };
    };
    const first = await sync();
    const steady = await sync();
    const perMinute = (values: number[]) => Math.floor(60_000 / Math.max(1, percentile(values, 50)));
    console.log(`\nSync of ${ids.length} feeds (served in-process: no network in these figures):`);
    console.log(
      `  first sync (${first.created} stays created): median ${ms(percentile(first.durations, 50))}, p95 ${ms(percentile(first.durations, 95))} → ${perMinute(first.durations)} feeds a minute for one worker`,
    );
    console.log(
      `  steady sync (feed unchanged, 304): median ${ms(percentile(steady.durations, 50))} → ${perMinute(steady.durations)} feeds a minute for one worker`,
    );
    console.log(
      '  A real OTA adds its own answer time (a fetch waits, it does not burn CPU): see docs/capacity.md.\n',
    );
  } finally {
    stop();
  }
}

await main();

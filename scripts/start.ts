/**
 * `npm start`: builds the site, applies the D1 migrations, loads the demo data when absent and
 * serves site, widget and API on one port through `wrangler dev` (workerd + local D1 + static
 * assets), as production does.
 *
 * Options: --no-build, --port N (default $PORT or 8787), --persist-to DIR (default
 * $ITACA_PERSIST_TO or .wrangler/state), --fresh (delete that state first: the e2e tests start
 * from the demo data alone), --quiet (no request log).
 *
 * `wrangler dev` does not fire the cron triggers: it runs with `--test-scheduled`, and this script
 * calls Cloudflare's local trigger `/__scheduled` once the server answers and then every
 * SCHEDULED_EVERY_MS (e-mail retries, exchange rates, review invitations: worker/index.ts).
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.ts';
import { buildSeedScript, migrate, seedIfAbsent, seedSqlFile, syncContentTemplates } from './db.ts';
import { putDemoPhotos } from './lib/demo-photos.ts';
import { offlineEnv } from './lib/offline-env.ts';
import { persistArgs, wranglerOrThrow } from './lib/wrangler.ts';

const DEMO_MANAGER = { email: 'manager@example.com', password: 'Manager2026!' };
/** The demo hotels' staff (worker/seed/demo-data.ts DEMO_STAFF; decision 055). */
const DEMO_STAFF = [
  { role: 'front desk', email: 'frontdesk@example.com', password: 'Frontdesk2026!' },
  { role: 'housekeeping', email: 'housekeeping@example.com', password: 'Housekeeping2026!' },
];
/** The cron's period in wrangler.jsonc (every 5 minutes). */
const SCHEDULED_EVERY_MS = 5 * 60_000;

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string' },
    'persist-to': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
const persistTo = values['persist-to'] ?? process.env.ITACA_PERSIST_TO ?? '.wrangler/state';
process.env.ITACA_PERSIST_TO = persistTo;
const origin = `http://127.0.0.1:${port}`;

if (values.fresh) await rm(persistTo, { recursive: true, force: true });
if (!values['no-build']) await build();
await migrate();
if (values.fresh) await seedFresh();
else {
  await seedIfAbsent({ templates: false });
  await syncContentTemplates();
}

const wrangler = spawn(
  'wrangler',
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    '--var',
    `SITE_URL:${origin}`,
    '--var',
    'ENVIRONMENT:local',
    '--show-interactive-dev-session=false',
    '--test-scheduled',
    ...(values.quiet ? ['--log-level', 'warn'] : []),
  ],
  { stdio: ['ignore', 'inherit', 'inherit'], env: offlineEnv() },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => wrangler.kill(signal));
}
wrangler.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

await waitUntilReady(`${origin}/api/rs/public/about`, 60_000);
await runScheduled();
setInterval(() => void runScheduled(), SCHEDULED_EVERY_MS);
console.log(
  [
    '',
    `  Itaca is running at ${origin}/`,
    `  Demo manager: ${DEMO_MANAGER.email} / ${DEMO_MANAGER.password}`,
    ...DEMO_STAFF.map((member) => `  Demo ${member.role}: ${member.email} / ${member.password}`),
    `  Outbox (e-mails sent locally): ${origin}/__local/outbox or npm run outbox`,
    '  Stop with Ctrl+C. Start over with npm run db:reset.',
    '',
  ].join('\n'),
);

/**
 * A fresh database has no demo data: the demo data and the content templates go in as ONE script
 * (and the demo galleries' photos into the local R2 bucket),
 * in one `wrangler d1 execute` (each Wrangler call costs seconds of start-up, and the e2e servers
 * start fresh). Same statements as `seedIfAbsent` followed by `syncContentTemplates`.
 */
async function seedFresh(): Promise<void> {
  const started = performance.now();
  const { script, statements } = await buildSeedScript(new Date(), { templates: true });
  const file = seedSqlFile();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, script);
  const photos = await putDemoPhotos();
  await wranglerOrThrow(['d1', 'execute', 'DB', '--local', '--file', file, ...persistArgs()], {
    capture: true,
  });
  console.log(
    `Demo data and content templates loaded in ${((performance.now() - started) / 1000).toFixed(1)} s (${statements} statements, ${photos} gallery photos in R2).`,
  );
}

/** Fires the worker's `scheduled` handler through wrangler's local trigger (a failure is only logged). */
async function runScheduled(): Promise<void> {
  try {
    const response = await fetch(`${origin}/__scheduled?cron=${encodeURIComponent('*/5 * * * *')}`);
    await response.arrayBuffer();
    if (!response.ok) console.warn(`The scheduled run answered ${response.status}`);
  } catch (error) {
    console.warn('The scheduled run failed', error);
  }
}

async function waitUntilReady(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`The server did not answer at ${url} within ${timeoutMs / 1000} s`);
  wrangler.kill('SIGTERM');
  process.exit(1);
}

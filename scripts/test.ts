/**
 * `npm test`: every check, in the order that fails fastest. Format and lint, the layer rules, the
 * production build,
 * strict types, unit tests, worker tests inside workerd (now and at three hard instants: `TEST_NOW`
 * in vitest.config.ts), then browser tests against the server
 * `npm start` runs (its two instances start after the build, while the types are checked). Ends
 * with one summary line of test counts.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build } from './build.ts';
import { ensureChromium } from './ensure-chromium.ts';
import { type E2eServers, startE2eServers } from './lib/e2e-servers.ts';
import { run } from './lib/run.ts';

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const timings: string[] = [];

async function step(name: string, action: () => Promise<void>): Promise<void> {
  const started = performance.now();
  console.log(`\n=== ${name}`);
  try {
    await action();
  } finally {
    timings.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function vitestCounts(file: string): Promise<void> {
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests + report.numTodoTests;
}

async function playwrightCounts(file: string): Promise<void> {
  const report = JSON.parse(await readFile(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function vitest(project: string, name = project): Promise<void> {
  const out = `test-results/vitest-${name}.json`;
  return run('vitest', [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]).finally(() => (existsSync(out) ? vitestCounts(out) : undefined));
}

let exitCode = 0;
let servers: E2eServers | undefined;
try {
  await step('format and lint (biome)', () => run('biome', ['check', '.']));
  await step('layers (dependency-cruiser)', () => run('node', ['scripts/check-deps.ts']));
  await step('production build', () => build());
  await step('widget size budget', () => run('node', ['scripts/widget-size.ts']));
  // The browser tests' servers load their migrations and demo data while the type checks run
  // (no timeouts there to trip), instead of before the browser tests (scripts/lib/e2e-servers.ts).
  servers = startE2eServers();
  // The three type checks are independent: run together, they use both cores.
  await step('types (astro check, tsc)', async () => {
    const checks = [
      run('astro', ['check', '--minimumSeverity', 'warning']),
      run('tsc', ['-p', 'worker']),
      run('tsc', ['-p', 'scripts']),
    ];
    const failed = (await Promise.allSettled(checks)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  });
  await step('unit tests (vitest, node)', () => vitest('unit'));
  // The worker suite at the real instant and at the hard ones of vitest.config.ts (Christmas week,
  // the night the clocks change, 29 February), in one run sharing the two cores.
  await step('worker tests (vitest inside workerd, now and at three hard instants)', () =>
    vitest('worker*', 'worker'),
  );
  await step('browser tests (playwright, chromium)', async () => {
    await ensureChromium();
    await servers?.ready();
    await run('playwright', ['test'], { E2E_EXTERNAL_SERVERS: '1' }).finally(() =>
      existsSync('test-results/e2e.json') ? playwrightCounts('test-results/e2e.json') : undefined,
    );
  });
} catch (error) {
  exitCode = 1;
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
} finally {
  servers?.stop();
  console.log(`\n${timings.join('\n')}`);
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}
process.exit(exitCode);

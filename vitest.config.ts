import { readdirSync, readFileSync } from 'node:fs';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * `TEST_NOW` (an ISO instant) runs the unit and worker suites as if it were that instant
 * (scripts/lib/test-now.setup.ts). `npm test` also runs the worker suite's calendar tests at each of
 * these hard instants, as projects `worker@christmas`, `worker@dst` and `worker@leap`: the calendar a
 * test meets is whatever the demo data and the rules make of that day, never the one its author had.
 */
export const HARD_INSTANTS = {
  // The Christmas to New Year week: peak prices, minimum stays over New Year, hotels closed.
  christmas: '2026-12-28T09:00:00Z',
  // The last Sunday of March at 01:30 in Rome, half an hour before the clocks go forward.
  dst: '2027-03-28T00:30:00Z',
  // A 29 February: a year from it has no such day.
  leap: '2028-02-29T11:00:00Z',
} as const;

const TEST_NOW = process.env.TEST_NOW ?? '';

/**
 * The worker test files that read the calendar: the demo data, the booking and planning fixtures,
 * or date arithmetic from today. The hard instants run these (27 of 58 files when this was
 * written); the others (proxy, places, i18n, templates, sign-in…) read no date, and running them
 * four times would cost two minutes of the 15 that `npm test` may take. A new test that reads the
 * calendar is picked up by what it imports, with no list to keep.
 */
const READS_THE_CALENDAR =
  /addDays|todayIn|seedStartDate|booking-fixture|planning-fixture|buildSeedStatements|demoMonth|\/seed\//;

/**
 * Files that load the demo data without testing what a date makes of it: the junk sweep checks
 * that no input earns a 5xx or writes a row, whatever the day (about 50 s a run, so four runs
 * would take most of the hard instants' time).
 */
const NOT_ABOUT_THE_CALENDAR = new Set(['worker/routes/junk-input.test.ts']);

function calendarTests(): string[] {
  return readdirSync('worker', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `worker/${file}`)
    .filter((file) => !NOT_ABOUT_THE_CALENDAR.has(file))
    .filter((file) => READS_THE_CALENDAR.test(readFileSync(file, 'utf8')))
    .sort();
}

function workerProject(name: string, testNow: string, include: string[]): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(async ({ inject }) => ({
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations('./worker/migrations'),
            ENVIRONMENT: 'test',
            SITE_URL: 'https://itaca.test',
            // Stand-in back office started by worker/test/global-setup.ts (proxy tests).
            TEST_UPSTREAM_ORIGIN: inject<string>('upstreamOrigin'),
            TEST_CLOSED_ORIGIN: inject<string>('closedOrigin'),
          },
        },
      })),
    ],
    test: {
      name,
      include,
      provide: { testNow },
      // One workerd and one module graph per Vitest worker instead of one per file (loading
      // the worker's modules again for every file was most of the run); each file still starts
      // from an empty, freshly migrated database (worker/test/apply-migrations.ts).
      isolate: false,
      setupFiles: ['./scripts/lib/test-now.setup.ts', './worker/test/apply-migrations.ts'],
      globalSetup: ['./worker/test/global-setup.ts'],
    },
  };
}

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs files one by one.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'widget/**/*.test.ts',
            'widget/**/*.test.tsx',
            'scripts/**/*.test.ts',
            // Properties that hold across layers (the price from calendar to stored reservation).
            'tests/properties/**/*.test.ts',
          ],
          environment: 'node',
          provide: { testNow: TEST_NOW },
          setupFiles: ['./scripts/lib/test-now.setup.ts'],
        },
      },
      workerProject('worker', TEST_NOW, ['worker/**/*.test.ts']),
      ...Object.entries(HARD_INSTANTS).map(([name, instant]) =>
        workerProject(`worker@${name}`, instant, calendarTests()),
      ),
    ],
  },
});

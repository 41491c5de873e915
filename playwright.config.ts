import { defineConfig, devices } from '@playwright/test';

/**
 * The e2e tests run against the same server `npm start` runs, on its own port and database. Each
 * Playwright worker has a server and a database of its own (ports E2E_PORT, E2E_PORT + 1, …):
 * files run one after another on their worker's server, exactly as they would alone, while the
 * two cores each drive one. Playwright sets TEST_PARALLEL_INDEX in a worker before it loads this
 * file, so E2E_ORIGIN is the current worker's server.
 */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8790);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const E2E_PORT = FIRST_PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const origin = (port: number) => `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_ORIGIN,
    // A failed test keeps its trace (actions, DOM snapshots, network, console). No screencast: its
    // frames are encoded all through every test, passing or not, on the two cores the tests need.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    },
  },
  // forms.spec.ts and password-reset.spec.ts change the demo manager's password, which every
  // back-office file signs in with (and forgot-password mails are limited per account, so it
  // cannot be put back): they run after all the others, in this order.
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: /(forms|password-reset)\.spec\.ts$/,
    },
    {
      name: 'forms',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /forms\.spec\.ts$/,
      dependencies: ['chromium'],
    },
    {
      name: 'password-reset',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /password-reset\.spec\.ts$/,
      dependencies: ['forms'],
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = FIRST_PORT + index;
    return {
      command: `node scripts/start.ts --no-build --quiet --port ${port} --persist-to .wrangler/e2e-state-${port} --fresh`,
      url: `${origin(port)}/api/rs/public/about`,
      // `npm test` starts them itself, earlier (scripts/lib/e2e-servers.ts).
      reuseExistingServer: !process.env.CI || process.env.E2E_EXTERNAL_SERVERS === '1',
      timeout: 180_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});

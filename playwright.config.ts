import { defineConfig, devices } from '@playwright/test';

/** The e2e tests run against the same server `npm start` runs, on its own port and database. */
const PORT = Number(process.env.E2E_PORT ?? 8790);
export const E2E_ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node scripts/start.ts --no-build --quiet --port ${PORT} --persist-to .wrangler/e2e-state-${PORT} --fresh`,
    url: `${E2E_ORIGIN}/api/rs/public/about`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

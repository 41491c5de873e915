import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

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
          ],
          environment: 'node',
        },
      },
      {
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
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          // One workerd and one module graph per Vitest worker instead of one per file (loading
          // the worker's modules again for every file was most of the run); each file still starts
          // from an empty, freshly migrated database (worker/test/apply-migrations.ts).
          isolate: false,
          setupFiles: ['./worker/test/apply-migrations.ts'],
          globalSetup: ['./worker/test/global-setup.ts'],
        },
      },
    ],
  },
});

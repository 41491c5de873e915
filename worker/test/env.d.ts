import type { D1Migration } from 'cloudflare:test';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Origin of the stand-in back office (worker/test/upstream-server.ts). */
      TEST_UPSTREAM_ORIGIN: string;
      /** A loopback origin with nothing listening on it. */
      TEST_CLOSED_ORIGIN: string;
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `TEST_NOW` of the run (scripts/lib/test-now.setup.ts), or '' at the real time. */
    testNow: string;
  }
}

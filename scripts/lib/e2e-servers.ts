/**
 * The browser tests' servers (one per Playwright worker, as playwright.config.ts describes them),
 * started by `npm test` right after the build, so their migrations and demo data load while the
 * worker tests run instead of before the browser tests. Playwright then finds them answering and
 * uses them (E2E_EXTERNAL_SERVERS=1 tells its config to); `npm test` stops them at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { offlineEnv } from './offline-env.ts';

export const E2E_FIRST_PORT = Number(process.env.E2E_PORT ?? 8790);
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const READY_PATH = '/api/rs/public/about';
const START_TIMEOUT_MS = 240_000;

export type E2eServers = { ready: () => Promise<void>; stop: () => void };

export function startE2eServers(): E2eServers {
  mkdirSync('test-results', { recursive: true });
  const ports = Array.from({ length: E2E_WORKERS }, (_, index) => E2E_FIRST_PORT + index);
  const children: ChildProcess[] = ports.map((port) => {
    const log = createWriteStream(`test-results/e2e-server-${port}.log`);
    const child = spawn(
      'node',
      [
        'scripts/start.ts',
        '--no-build',
        '--quiet',
        '--port',
        String(port),
        '--persist-to',
        `.wrangler/e2e-state-${port}`,
        '--fresh',
      ],
      { env: offlineEnv(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
  });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const child of children) {
      // The whole group: start.ts runs wrangler, which runs workerd.
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
  };
  process.once('exit', stop);
  const ready = async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (const [index, port] of ports.entries()) {
      for (;;) {
        // A server already answering there (one a developer left running) is used, as Playwright
        // would outside CI; ours then stops at once on the busy port.
        const answered = await fetch(`http://127.0.0.1:${port}${READY_PATH}`)
          .then((response) => response.ok)
          .catch(() => false);
        if (answered) break;
        const child = children[index];
        if (child && child.exitCode !== null) {
          throw new Error(`the e2e server on port ${port} stopped (test-results/e2e-server-${port}.log)`);
        }
        if (Date.now() > deadline) throw new Error(`the e2e server on port ${port} did not start in time`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };
  return { ready, stop };
}

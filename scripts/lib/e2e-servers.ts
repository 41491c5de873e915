/**
 * The browser tests' servers (one per Playwright worker, as playwright.config.ts describes them),
 * started by `npm test` right after the build, so their migrations and demo data load while the
 * type checks run instead of before the browser tests. Playwright then finds them answering and
 * uses them (E2E_EXTERNAL_SERVERS=1 tells its config to); `npm test` stops them at the end.
 *
 * One after the other: two `wrangler dev` starting at the same moment pick the same free port
 * for an internal socket and the second fails ("Address already in use").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { offlineEnv } from './offline-env.ts';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 8790);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const READY_PATH = '/api/rs/public/about';
const START_TIMEOUT_MS = 240_000;

export type E2eServers = { ready: () => Promise<void>; stop: () => void };

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}${READY_PATH}`)
    .then((response) => response.ok)
    .catch(() => false);

function startServer(port: number): ChildProcess {
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
}

/** Until the server on `port` answers; fails when `child` stops first or time runs out. */
async function answering(port: number, child: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (await answers(port)) return;
    if (child && child.exitCode !== null) {
      throw new Error(`the e2e server on port ${port} stopped (test-results/e2e-server-${port}.log)`);
    }
    if (Date.now() > deadline) throw new Error(`the e2e server on port ${port} did not start in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export function startE2eServers(): E2eServers {
  mkdirSync('test-results', { recursive: true });
  const children: ChildProcess[] = [];
  let stopped = false;
  const started = (async () => {
    for (let index = 0; index < WORKERS; index++) {
      const port = FIRST_PORT + index;
      if (stopped) return;
      // A server already answering there (one a developer left running) is used, as Playwright
      // would outside CI.
      if (await answers(port)) continue;
      const child = startServer(port);
      children.push(child);
      await answering(port, child);
    }
  })();
  // Reported by ready(); not an unhandled rejection meanwhile.
  started.catch(() => undefined);
  const stop = () => {
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
  return { ready: () => started, stop };
}

/**
 * The server a benchmark measures: the same `scripts/start.ts` that `npm start` runs (workerd,
 * local D1, built assets), on its own port and state directory, stopped when the process exits.
 */
import { spawn } from 'node:child_process';
import { offlineEnv } from './offline-env.ts';

export async function startBenchServer(
  port: number,
  stateDir = '.wrangler/bench-state',
): Promise<{ origin: string; stop: () => void }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'node',
    ['scripts/start.ts', '--no-build', '--quiet', '--port', String(port), '--persist-to', stateDir],
    { stdio: 'ignore', env: offlineEnv() },
  );
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/api/rs/public/about`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

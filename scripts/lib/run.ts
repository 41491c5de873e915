import { spawn } from 'node:child_process';
import { offlineEnv } from './offline-env.ts';

/** Runs a command with inherited output and the offline environment; rejects on failure. */
export function run(command: string, args: string[], extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: offlineEnv(extraEnv) });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

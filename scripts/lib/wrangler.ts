/**
 * Runs the project's own Wrangler (node_modules/wrangler) on the current Node binary, from the
 * project root, with the offline environment (no metrics, no update check, no location look-ups)
 * and the local D1 state directory of ITACA_PERSIST_TO when set.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { offlineEnv } from './offline-env.ts';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Wrangler's default local state directory (holds v3/d1, v3/kv...). */
export const DEFAULT_PERSIST_DIR = '.wrangler/state';

/**
 * The `--persist-to` directory chosen through ITACA_PERSIST_TO (made absolute against the current
 * directory, as `wrangler dev` started from there would read it), or undefined for the default.
 */
export function persistTo(): string | undefined {
  const value = process.env.ITACA_PERSIST_TO?.trim();
  return value ? resolve(process.cwd(), value) : undefined;
}

/** Absolute path of the local state directory Wrangler uses (ITACA_PERSIST_TO or the default). */
export function statePath(): string {
  return persistTo() ?? resolve(PROJECT_ROOT, DEFAULT_PERSIST_DIR);
}

/** `['--persist-to', dir]` when ITACA_PERSIST_TO is set, otherwise nothing. */
export function persistArgs(): string[] {
  const dir = persistTo();
  return dir ? ['--persist-to', dir] : [];
}

function wranglerBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');
}

export type WranglerResult = { code: number; stdout: string; stderr: string };

/**
 * Runs `wrangler ...args`. With `capture`, stdout and stderr are collected and returned
 * (nothing is printed); otherwise output goes to the terminal. Never rejects on a non-zero exit:
 * callers decide; use `wranglerOrThrow` for the usual case.
 */
export function runWrangler(args: string[], { capture = false } = {}): Promise<WranglerResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [wranglerBin(), ...args], {
      cwd: PROJECT_ROOT,
      env: offlineEnv(),
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), stdout, stderr }));
  });
}

/** Runs `wrangler ...args` and rejects with its output when it fails. */
export async function wranglerOrThrow(
  args: string[],
  options: { capture?: boolean } = {},
): Promise<WranglerResult> {
  const result = await runWrangler(args, options);
  if (result.code !== 0) {
    const output = [result.stdout, result.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`wrangler ${args.join(' ')} failed (exit ${result.code})${output ? `:\n${output}` : ''}`);
  }
  return result;
}

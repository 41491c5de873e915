/**
 * Playwright drives Debian's Chromium (it cannot download its own browser here). Installs it
 * with apt-get when missing and running as root; otherwise explains in one line and fails.
 */
import { existsSync } from 'node:fs';
import { run } from './lib/run.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM_PATH} is missing: run "sudo apt-get install -y chromium" and try again.`);
    process.exit(1);
  }
  console.log('[test] installing Debian chromium for the browser tests…');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
}

if (import.meta.main) {
  await ensureChromium();
}

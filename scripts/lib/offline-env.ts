import { delimiter } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Environment that keeps Wrangler and Astro from phoning home (TOOLCHAIN.md): no metrics, no
 * update check, no Cloudflare location look-ups, no Astro telemetry.
 */
export const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  ASTRO_TELEMETRY_DISABLED: '1',
  ASTRO_DISABLE_UPDATE_CHECK: 'true',
} as const;

/** The project's own tools first on PATH, also when a script runs outside `npm run`. */
const LOCAL_BIN = fileURLToPath(new URL('../../node_modules/.bin', import.meta.url));

export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${LOCAL_BIN}${delimiter}${process.env.PATH ?? ''}`,
    ...OFFLINE_ENV,
    ...extra,
  };
}

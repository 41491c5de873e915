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

export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...OFFLINE_ENV, ...extra };
}

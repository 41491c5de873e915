import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

/** One counter: at most `limit` attempts per `windowSeconds` for the subject `key`. */
export type RateRule = { key: string; limit: number; windowSeconds: number };

/** Client address as Cloudflare reports it; local workerd has none, so all local callers share one. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'local';
}

/**
 * Counts one attempt of `action` against every rule (fixed windows stored in D1) and answers
 * 429 with Retry-After when any rule is over its limit. Counting happens before the work, so
 * a flood of failing attempts is limited as well as successful ones.
 */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  action: string,
  rules: RateRule[],
  now: number = Date.now(),
): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  const statements = rules.map((rule) => {
    const windowStart = nowSeconds - (nowSeconds % rule.windowSeconds);
    return c.env.DB.prepare(
      `INSERT INTO rate_limits (bucket, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    ).bind(`${action}:${rule.key}`, windowStart);
  });
  // Old windows are useless; drop those older than a day in the same round trip.
  statements.push(
    c.env.DB.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(nowSeconds - 86_400),
  );
  const results = await c.env.DB.batch<{ count: number }>(statements);
  let retryAfter = 0;
  rules.forEach((rule, index) => {
    const count = results[index]?.results[0]?.count ?? 0;
    if (count > rule.limit) {
      const windowEnd = nowSeconds - (nowSeconds % rule.windowSeconds) + rule.windowSeconds;
      retryAfter = Math.max(retryAfter, windowEnd - nowSeconds);
    }
  });
  if (retryAfter > 0) {
    const minutes = Math.ceil(retryAfter / 60);
    throw new ApiError(
      429,
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      [{ field: 'request', code: 'error.rate.limit' }],
      { 'Retry-After': String(retryAfter) },
    );
  }
}

/**
 * Rate limits per client address or account (decisions 007 and 014), counted in D1
 * (`worker/data/rate-limits.ts`). Three ways to count:
 * - attempts (`enforceRateLimit`, `limitRequest` `count`): every request is counted before the
 *   work and the one past the limit is refused, so a flood of failing requests is limited too;
 * - outcomes (`limitRequest` `check` + `countOutcome`): only what matters is counted (a failed
 *   token lookup), and requests are refused once the limit has been reached;
 * - quotas (`limitRequest` `check` + `quotaStatement`): the outcome is counted in the very batch
 *   that makes it (a reservation created), whose CHECK refuses the one past the limit.
 * Over a limit the answer is 429 with `Retry-After` (seconds to the end of the window).
 */
import type { Context } from 'hono';
import {
  cleanupStatement,
  countStatement,
  countsOf,
  peekStatement,
  quotaStatement as quotaCounterStatement,
  type RateCounter,
  windowStart,
} from '../data/rate-limits.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';

/** One counter of an action: at most `limit` per `windowSeconds` for the subject `key`. */
export type RateRule = { key: string; limit: number; windowSeconds: number };

/** A rule with the action it counts (the counter's bucket is `action:key`). */
export type ActionRule = RateRule & { action: string };

/** Client address as Cloudflare reports it; local workerd has none, so all local callers share one. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'local';
}

function counterOf(rule: ActionRule): RateCounter {
  return { bucket: `${rule.action}:${rule.key}`, limit: rule.limit, windowSeconds: rule.windowSeconds };
}

/** Seconds from `nowSeconds` to the end of the rule's current window. */
function secondsLeft(rule: RateRule, nowSeconds: number): number {
  return windowStart(rule, nowSeconds) + rule.windowSeconds - nowSeconds;
}

/** The 429 of a limit, with Retry-After in seconds and a message in minutes. */
export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    [{ field: 'request', code: 'error.rate.limit' }],
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** The 429 of a rule whose limit is reached now. */
export function limitReached(rule: RateRule, now: number = Date.now()): ApiError {
  return tooManyAttempts(secondsLeft(rule, Math.floor(now / 1000)));
}

/**
 * One round trip for a request's limits: `count` rules count this attempt and refuse the one past
 * their limit (a flood guard); `check` rules are only read and refuse once their limit has been
 * reached (outcomes counted elsewhere). 429 with Retry-After when any applies.
 */
export async function limitRequest(
  c: Context<AppEnv>,
  rules: { count?: ReadonlyArray<ActionRule>; check?: ReadonlyArray<ActionRule> },
  now: number = Date.now(),
): Promise<void> {
  const db = c.env.DB;
  const nowSeconds = Math.floor(now / 1000);
  const counted = rules.count ?? [];
  const checked = rules.check ?? [];
  const statements = [
    ...counted.map((rule) => countStatement(db, counterOf(rule), nowSeconds)),
    ...checked.map((rule) => peekStatement(db, counterOf(rule), nowSeconds)),
  ];
  // Old windows are useless; drop those older than a day in the same round trip.
  if (counted.length > 0) statements.push(cleanupStatement(db, nowSeconds));
  if (statements.length === 0) return;
  const counts = countsOf(await db.batch<{ count: number }>(statements));
  let retryAfter = 0;
  counted.forEach((rule, index) => {
    if ((counts[index] ?? 0) > rule.limit) retryAfter = Math.max(retryAfter, secondsLeft(rule, nowSeconds));
  });
  checked.forEach((rule, index) => {
    if ((counts[counted.length + index] ?? 0) >= rule.limit) {
      retryAfter = Math.max(retryAfter, secondsLeft(rule, nowSeconds));
    }
  });
  if (retryAfter > 0) throw tooManyAttempts(retryAfter);
}

/** Counts an outcome (e.g. a failed token lookup) against `check` rules of `limitRequest`. */
export async function countOutcome(
  c: Context<AppEnv>,
  rules: ReadonlyArray<ActionRule>,
  now: number = Date.now(),
): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  await c.env.DB.batch(rules.map((rule) => countStatement(c.env.DB, counterOf(rule), nowSeconds)));
}

/**
 * The statement that counts an outcome in the batch that makes it, failing that batch past the
 * rule's limit (`isQuotaConflict` in worker/data/rate-limits.ts tells the failure apart).
 */
export function quotaStatement(
  c: Context<AppEnv>,
  rule: ActionRule,
  now: number = Date.now(),
): D1PreparedStatement {
  return quotaCounterStatement(c.env.DB, counterOf(rule), Math.floor(now / 1000));
}

/**
 * Counts one attempt of `action` against every rule (fixed windows stored in D1) and answers
 * 429 with Retry-After when any rule is over its limit. Counting happens before the work, so
 * a flood of failing attempts is limited as well as successful ones.
 */
export function enforceRateLimit(
  c: Context<AppEnv>,
  action: string,
  rules: RateRule[],
  now: number = Date.now(),
): Promise<void> {
  return limitRequest(c, { count: rules.map((rule) => ({ ...rule, action })) }, now);
}

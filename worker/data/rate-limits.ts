/**
 * Rate-limit counters (decision 007: fixed windows in D1's `rate_limits`; decision 016: attempts,
 * outcomes and quotas). A counter is a bucket ('action:subject', e.g. 'booking-created:ip:1.2.3.4')
 * and the start of its window (epoch seconds, a multiple of the window's length).
 */

/** One counter: at most `limit` per `windowSeconds` in `bucket`. */
export type RateCounter = { bucket: string; limit: number; windowSeconds: number };

/** Windows older than this are deleted whenever attempts are counted. */
export const RATE_LIMIT_RETENTION_SECONDS = 86_400;

/** Start of the window of `counter` containing `nowSeconds`. */
export function windowStart(counter: Pick<RateCounter, 'windowSeconds'>, nowSeconds: number): number {
  return nowSeconds - (nowSeconds % counter.windowSeconds);
}

/** Adds one to a counter and returns its new count (`RETURNING count`). */
export function countStatement(
  db: D1Database,
  counter: RateCounter,
  nowSeconds: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(counter.bucket, windowStart(counter, nowSeconds));
}

/** Reads a counter without changing it (`count`, no row when nothing was counted). */
export function peekStatement(db: D1Database, counter: RateCounter, nowSeconds: number): D1PreparedStatement {
  return db
    .prepare('SELECT count FROM rate_limits WHERE bucket = ? AND window_start = ?')
    .bind(counter.bucket, windowStart(counter, nowSeconds));
}

/** Deletes the windows older than a day (sent with the counting statements). */
export function cleanupStatement(db: D1Database, nowSeconds: number): D1PreparedStatement {
  return db
    .prepare('DELETE FROM rate_limits WHERE window_start < ?')
    .bind(nowSeconds - RATE_LIMIT_RETENTION_SECONDS);
}

/**
 * Adds one to a quota counter, for a batch that does the counted work: past `limit` the
 * `rate_limit_quota` CHECK fails and the whole batch with it (migration 0005).
 */
export function quotaStatement(
  db: D1Database,
  counter: RateCounter,
  nowSeconds: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO rate_limits (bucket, window_start, count, quota) VALUES (?, ?, 1, ?)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = count + 1, quota = excluded.quota`,
    )
    .bind(counter.bucket, windowStart(counter, nowSeconds), counter.limit);
}

/** True when a failed batch was refused by a quota (`quotaStatement`). */
export function isQuotaConflict(error: unknown): boolean {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /CHECK constraint failed: rate_limit_quota/i.test(message);
}

/** The count of each statement's first row (0 when it has none). */
export function countsOf(results: ReadonlyArray<D1Result<{ count: number }> | undefined>): number[] {
  return results.map((result) => result?.results[0]?.count ?? 0);
}

/** A subject's failed logins in a row (decision 022; `login_throttle`, migration 0014). */
export type LoginFailureRow = { subject: string; failures: number; last_failure_at: number };

/** The failure records of the given subjects (an address and an account, at most a few). */
export function loginFailuresStatement(db: D1Database, subjects: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT subject, failures, last_failure_at FROM login_throttle
       WHERE subject IN (${subjects.map(() => '?').join(', ')})`,
    )
    .bind(...subjects);
}

/**
 * Adds one failure to a subject; a record whose last failure is older than `memorySeconds`
 * starts again from one (the forgotten failures no longer count).
 */
export function loginFailureStatement(
  db: D1Database,
  subject: string,
  nowSeconds: number,
  memorySeconds: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO login_throttle (subject, failures, last_failure_at) VALUES (?1, 1, ?2)
       ON CONFLICT (subject) DO UPDATE SET
         failures = CASE WHEN last_failure_at <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
         last_failure_at = MAX(last_failure_at, ?2)`,
    )
    .bind(subject, nowSeconds, memorySeconds);
}

/** Forgets a subject's failures (a successful login resets its account). */
export function clearLoginFailuresStatement(db: D1Database, subject: string): D1PreparedStatement {
  return db.prepare('DELETE FROM login_throttle WHERE subject = ?').bind(subject);
}

/** Deletes the records whose last failure is older than `memorySeconds` (sent with a failure). */
export function forgetLoginFailuresStatement(
  db: D1Database,
  nowSeconds: number,
  memorySeconds: number,
): D1PreparedStatement {
  return db.prepare('DELETE FROM login_throttle WHERE last_failure_at <= ?').bind(nowSeconds - memorySeconds);
}

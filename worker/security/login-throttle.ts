/**
 * Login throttling over D1 (decision 022; the rule is src/domain/login-throttle.ts): failed logins
 * are recorded per account and per client address; an attempt made while either must still wait
 * is refused with 429, `Retry-After` and the wait in words, before the password is checked.
 */
import {
  FAILURE_MEMORY_SECONDS,
  FREE_FAILURES_PER_ACCOUNT,
  FREE_FAILURES_PER_ADDRESS,
  waitFor,
  waitInWords,
} from '../../src/domain/login-throttle.ts';
import {
  clearLoginFailuresStatement,
  forgetLoginFailuresStatement,
  type LoginFailureRow,
  loginFailureStatement,
  loginFailuresStatement,
} from '../data/rate-limits.ts';
import { ApiError } from '../errors.ts';

/** The two counters of a login attempt. */
export type LoginSubjects = { address: string; account: string };

/**
 * The counters of an attempt from `ip`: the account's id once the login text resolves to one (its
 * e-mail and its username share it), otherwise the login text itself, so that logins of unknown
 * accounts are throttled the same way and do not stand out.
 */
export function loginSubjects(ip: string, managerId: number | null, loginText: string): LoginSubjects {
  return {
    address: `ip:${ip}`,
    account: managerId === null ? `login:${loginText.toLowerCase()}` : `account:${managerId}`,
  };
}

/** Seconds the attempt has to wait (0: it may go on), the longer of the account's and the address's. */
export async function loginWait(
  db: D1Database,
  subjects: LoginSubjects,
  nowSeconds: number,
): Promise<number> {
  const { results } = await loginFailuresStatement(db, [
    subjects.address,
    subjects.account,
  ]).all<LoginFailureRow>();
  const record = (subject: string) => {
    const row = results.find((r) => r.subject === subject);
    return row ? { failures: row.failures, lastFailureAt: row.last_failure_at } : null;
  };
  return Math.max(
    waitFor(record(subjects.account), FREE_FAILURES_PER_ACCOUNT, nowSeconds),
    waitFor(record(subjects.address), FREE_FAILURES_PER_ADDRESS, nowSeconds),
  );
}

/** Records a failed login against both counters (and drops the records nobody remembers). */
export async function recordLoginFailure(
  db: D1Database,
  subjects: LoginSubjects,
  nowSeconds: number,
): Promise<void> {
  await db.batch([
    forgetLoginFailuresStatement(db, nowSeconds, FAILURE_MEMORY_SECONDS),
    loginFailureStatement(db, subjects.account, nowSeconds, FAILURE_MEMORY_SECONDS),
    loginFailureStatement(db, subjects.address, nowSeconds, FAILURE_MEMORY_SECONDS),
  ]);
}

/**
 * The statement that resets the account's counter after a successful login. The address keeps
 * its failures: otherwise signing in to one's own account would reset an attacker's address.
 */
export function loginSuccessStatement(db: D1Database, subjects: LoginSubjects): D1PreparedStatement {
  return clearLoginFailuresStatement(db, subjects.account);
}

/** The 429 of a throttled login: the API's one error shape, the wait in English words, `Retry-After`. */
export function loginThrottled(seconds: number): ApiError {
  return new ApiError(
    429,
    `Too many failed logins. Please try again in ${waitInWords(seconds, 'en')}.`,
    [{ field: 'request', code: 'error.rate.limit' }],
    { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  );
}

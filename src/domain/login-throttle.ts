/**
 * Login throttling (decision 022, OWASP ASVS 2.2): only FAILED logins count, per account (the
 * e-mail and the username of one account share one counter) and per client address; a success
 * resets the account's counter. Past a number of free failures every further attempt waits a
 * delay that doubles with each failure (30 s, 1 min, 2 min … at most 15 min) instead of a hard
 * lockout that a stranger could trigger on purpose. Failures are forgotten an hour after the last.
 */
import { numberFormat } from './intl.ts';

/** Failed logins an account may have before its next attempt has to wait. */
export const FREE_FAILURES_PER_ACCOUNT = 5;
/** Failed logins a client address may have before its next attempt has to wait (shared offices). */
export const FREE_FAILURES_PER_ADDRESS = 20;
/** The wait after the last free failure, in seconds; it doubles with every further failure. */
export const FIRST_DELAY_SECONDS = 30;
/** The longest wait, in seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A subject's failures are forgotten this long after its last one (seconds). */
export const FAILURE_MEMORY_SECONDS = 60 * 60;

/** The failures recorded for a subject: how many in a row, and when the last happened (epoch s). */
export type FailureRecord = { failures: number; lastFailureAt: number };

/**
 * Seconds to wait after the `failures`-th failure of a subject allowed `free` failures.
 * @example delayAfter(5, 5) === 30; delayAfter(6, 5) === 60; delayAfter(4, 5) === 0
 */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  // Bounded exponent: 2^5 × 30 s is already past the cap.
  const doublings = Math.min(failures - free, 5);
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** doublings);
}

/** The failures that still count at `nowSeconds` (0 once the memory has passed). */
export function activeFailures(record: FailureRecord | null | undefined, nowSeconds: number): number {
  if (!record) return 0;
  return record.lastFailureAt > nowSeconds - FAILURE_MEMORY_SECONDS ? record.failures : 0;
}

/** Seconds a subject still has to wait at `nowSeconds` (0: it may try now). */
export function waitFor(record: FailureRecord | null | undefined, free: number, nowSeconds: number): number {
  const failures = activeFailures(record, nowSeconds);
  if (!record || failures === 0) return 0;
  return Math.max(0, record.lastFailureAt + delayAfter(failures, free) - nowSeconds);
}

/**
 * A wait as people say it, in the language's words and plural forms: '30 seconds', '1 minute',
 * '2 minuti'. Under a minute in seconds, otherwise in whole minutes rounded up.
 */
export function waitInWords(seconds: number, language: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) {
    return numberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long' }).format(whole);
  }
  return numberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    Math.ceil(whole / 60),
  );
}

import { describe, expect, it } from 'vitest';
import {
  activeFailures,
  delayAfter,
  FAILURE_MEMORY_SECONDS,
  FREE_FAILURES_PER_ACCOUNT,
  waitFor,
  waitInWords,
} from './login-throttle.ts';

describe('delayAfter', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 30],
    [6, 60],
    [7, 120],
    [8, 240],
    [9, 480],
    [10, 900],
    [11, 900],
    [500, 900],
  ])('after %i failures of an account waits %i s', (failures, seconds) => {
    expect(delayAfter(failures, FREE_FAILURES_PER_ACCOUNT)).toBe(seconds);
  });
});

describe('waitFor', () => {
  const now = 1_800_000_000;
  it('counts the wait from the last failure', () => {
    expect(waitFor({ failures: 5, lastFailureAt: now - 10 }, 5, now)).toBe(20);
    expect(waitFor({ failures: 6, lastFailureAt: now - 10 }, 5, now)).toBe(50);
    expect(waitFor({ failures: 5, lastFailureAt: now - 30 }, 5, now)).toBe(0);
    expect(waitFor({ failures: 4, lastFailureAt: now }, 5, now)).toBe(0);
    expect(waitFor(null, 5, now)).toBe(0);
  });
  it('forgets failures an hour after the last one', () => {
    expect(activeFailures({ failures: 9, lastFailureAt: now - FAILURE_MEMORY_SECONDS + 1 }, now)).toBe(9);
    expect(activeFailures({ failures: 9, lastFailureAt: now - FAILURE_MEMORY_SECONDS }, now)).toBe(0);
  });
});

describe('waitInWords', () => {
  it.each([
    [1, 'en', '1 second'],
    [30, 'en', '30 seconds'],
    [60, 'en', '1 minute'],
    [61, 'en', '2 minutes'],
    [900, 'en', '15 minutes'],
    [1, 'it', '1 secondo'],
    [30, 'it', '30 secondi'],
    [60, 'it', '1 minuto'],
    [120, 'it', '2 minuti'],
  ])('%i s in %s is "%s"', (seconds, language, words) => {
    expect(waitInWords(seconds, language)).toBe(words);
  });
});

import { onTestFinished, vi } from 'vitest';

/**
 * Holds `Date` at the first second of a rate-limit window of `windowSeconds` (the limits count in
 * fixed windows, worker/data/rate-limits.ts), until the test ends: a burst of requests then never
 * straddles two windows, which would reset the count halfway and make a limit test fail at random.
 */
export function holdClockAtWindowStart(windowSeconds: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const window = windowSeconds * 1000;
  vi.setSystemTime(Math.ceil(Date.now() / window) * window + 1000);
}

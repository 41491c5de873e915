import { expect, inject, it } from 'vitest';

// The suite runs at TEST_NOW when it is set (vitest.config.ts). The worker reads the same clock:
// worker/seed/booking-data.test.ts books the seed's today and is refused the day before.
it('reads the clock the suite runs at, ticking, and a Date is still a Date', async () => {
  const instant = inject('testNow');
  const expected = instant ? Date.parse(instant) : performance.timeOrigin + performance.now();
  expect(Math.abs(Date.now() - expected)).toBeLessThan(10 * 60_000);
  expect(Math.abs(Date.parse(new Date().toISOString()) - Date.now())).toBeLessThan(60_000);
  expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
  expect(new Date(Date.UTC(2028, 1, 29))).toBeInstanceOf(Date);
  expect(typeof Date()).toBe('string');
});

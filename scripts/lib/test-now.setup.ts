import { beforeEach, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `TEST_NOW` from the environment (an ISO instant), or '' to run at the real time. */
    testNow: string;
  }
}

/**
 * Setup file of the unit and worker suites: with `TEST_NOW` set, the clock reads as if the run had
 * started at that instant and goes on ticking from there. Rules that ask for "now" (the seed's
 * today, a stay's free-cancellation deadline, a session's expiry) then meet the calendar they would
 * meet that day: a Christmas week, a night whose clocks change, a 29 February.
 *
 * `Date` becomes a proxy of the real one, not a subclass: a date made by the runtime itself (an R2
 * object's upload time) is still `instanceof Date`. Vitest's fake timers installed by a test build on
 * the proxy and hand it back when the test ends; a `setSystemTime` without fake timers restores the
 * real `Date` instead, so every test starts by putting the proxy back.
 */
const instant = inject('testNow');
if (instant) {
  const target = Date.parse(instant);
  if (Number.isNaN(target)) throw new Error(`TEST_NOW is not an ISO instant: ${instant}`);
  const RealDate = Date;
  const offset = target - RealDate.now();
  const now = () => RealDate.now() + offset;
  const ShiftedDate = new Proxy(RealDate, {
    construct(real, args: unknown[], newTarget) {
      return args.length === 0
        ? Reflect.construct(real, [now()], newTarget)
        : Reflect.construct(real, args, newTarget);
    },
    // `Date()` called as a function answers the current time as a string.
    apply: () => new RealDate(now()).toString(),
    get(real, property, receiver) {
      return property === 'now' ? now : Reflect.get(real, property, receiver);
    },
  });
  globalThis.Date = ShiftedDate;
  beforeEach(() => {
    if (globalThis.Date === RealDate) globalThis.Date = ShiftedDate;
  });
}

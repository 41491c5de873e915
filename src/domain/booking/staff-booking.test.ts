import { describe, expect, it } from 'vitest';
import { staffMayOverride } from './staff-booking.ts';
import type { Violation } from './types.ts';

describe('staffMayOverride', () => {
  it.each<[Violation, boolean, boolean]>([
    [{ code: 'stay.min.los', date: '2027-01-01', limit: 3 }, false, true],
    [{ code: 'stay.max.los', limit: 7 }, false, true],
    [{ code: 'stay.closed.arrival' }, false, true],
    [{ code: 'stay.closed.departure' }, false, true],
    [{ code: 'stay.closed', scope: 'rate' }, false, true],
    [{ code: 'stay.closed', scope: 'room' }, true, false],
    [{ code: 'stay.closed', scope: 'hotel' }, true, false],
    [{ code: 'stay.no.rate' }, true, false],
    [{ code: 'stay.sold.out' }, false, false],
    [{ code: 'stay.sold.out' }, true, true],
    [{ code: 'stay.checkin.past' }, true, false],
    [{ code: 'stay.too.long' }, true, false],
    [{ code: 'people.too.many' }, true, false],
  ])('%o (overbook %s) → %s', (violation, overbook, expected) => {
    expect(staffMayOverride(violation, { overbook })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { onlineCheckInClosure } from './online-check-in.ts';

describe('onlineCheckInClosure (decision 058)', () => {
  const arrival = '2027-01-11';
  it.each([
    ['CONFIRMED', false, '2027-01-05', null],
    ['CONFIRMED', false, '2027-01-11', null], // the whole arrival day
    ['CONFIRMED', false, '2027-01-12', 'ARRIVAL_PASSED'],
    ['CONFIRMED', true, '2027-01-11', 'CHECKED_IN'],
    ['CANCELLED', false, '2027-01-05', 'NOT_CONFIRMED'],
    ['NO_SHOW', false, '2027-01-12', 'NOT_CONFIRMED'],
    ['EARLY_CHECKOUT', true, '2027-01-12', 'NOT_CONFIRMED'],
  ] as const)('%s, checked in %s, on %s → %s', (status, checkedIn, today, expected) => {
    expect(onlineCheckInClosure({ status, checkin: arrival, checkedIn, today })).toBe(expected);
  });
});

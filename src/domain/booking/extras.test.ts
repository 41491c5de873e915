import { describe, expect, it } from 'vitest';
import { cappedCount, chargePeriods } from './extras.ts';

describe('chargePeriods (DAILY like NIGHTLY; months and years rounded up)', () => {
  it.each([
    ['LUMP_SUM', 3, 1],
    ['LUMP_SUM', 0, 1],
    ['DAILY', 3, 3],
    ['NIGHTLY', 3, 3],
    ['MONTHLY', 0, 0],
    ['MONTHLY', 1, 1],
    ['MONTHLY', 30, 1],
    ['MONTHLY', 31, 2],
    ['MONTHLY', 61, 3],
    ['YEARLY', 1, 1],
    ['YEARLY', 365, 1],
    ['YEARLY', 366, 2],
  ] as const)('%s for %i nights = %i', (frequency, nights, periods) => {
    expect(chargePeriods(frequency, nights)).toBe(periods);
  });
});

describe('cappedCount (PROPCHECK-8: capped to maxCount unless -1)', () => {
  it.each([
    [5, 2, 2],
    [2, 2, 2],
    [1, 2, 1],
    [5, -1, 5],
    [1000, -1, 1000],
    [0, -1, 0],
    [-3, 2, 0],
    [2.7, 5, 2],
    [3, 0, 0],
  ])('count %d, maxCount %i → %i', (count, max, expected) => {
    expect(cappedCount(count, max)).toBe(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositAmount } from './deposit.ts';

describe('depositAmount (percentage of the total after discount, capped at 100 %)', () => {
  it.each([
    [10000, 30, 3000],
    [10000, 100, 10000],
    [10000, 150, 10000],
    [10000, 0, 0],
    [10000, -5, 0],
    [9999, 33.33, 3333], // 3332.67 → 3333
    [0, 50, 0],
  ])('%i at %d %% → %i', (total, percentage, expected) => {
    expect(depositAmount(total, percentage)).toBe(expected);
  });

  it('property: 0 ≤ deposit ≤ total', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000_000),
        fc.double({ min: -50, max: 500, noNaN: true }),
        (total, percentage) => {
          const deposit = depositAmount(total, percentage);
          expect(deposit).toBeGreaterThanOrEqual(0);
          expect(deposit).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});

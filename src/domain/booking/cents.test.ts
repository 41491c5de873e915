import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, taxableOfGross, vatOfGross } from '../money.ts';
import { percentOfCents, roundDiv, taxableInGross, vatInGross } from './cents.ts';

describe('roundDiv (half-up, ties away from zero)', () => {
  it.each([
    [5, 2, 3],
    [4, 2, 2],
    [7, 3, 2],
    [8, 3, 3],
    [-5, 2, -3],
    [-7, 3, -2],
    [0, 7, 0],
  ])('%i / %i = %i', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });
});

describe('percentOfCents and vatInGross', () => {
  it.each([
    [1999, 10, 200],
    [3333, 10, 333],
    [3333, 33.33, 1111],
    [1005, 50, 503], // 502.5 → 503
    [10000, 90, 9000],
    [-1005, 50, -503],
    [10000, 0, 0],
  ])('%i × %d %% = %i', (cents, percent, expected) => {
    expect(percentOfCents(cents, percent)).toBe(expected);
  });

  it.each([
    [11000, 10, 1000],
    [12200, 22, 2200],
    [10000, 10, 909],
    [10000, 0, 0],
    [10000, -5, 0],
    [105, 20, 17], // taxable 87.5 → 88 first, VAT the rest
    [10005, 20, 1667], // taxable 8337.5 → 8338
  ])('VAT in %i at %d %% = %i', (gross, rate, vat) => {
    expect(vatInGross(gross, rate)).toBe(vat);
  });

  it.each([
    [11000, 10, 10000],
    [105, 20, 88],
    [10005, 20, 8338],
    [10000, 10, 9091], // 9090.909…
    [-105, 20, -88], // symmetric: ties away from zero
    [10000, 0, 10000],
  ])('taxable in %i at %d %% = %i', (gross, rate, taxable) => {
    expect(taxableInGross(gross, rate)).toBe(taxable);
  });

  it('property: the same results as money.ts (percentages with up to 2 decimals)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        (cents, hundredths) => {
          const percent = hundredths / 100;
          expect(percentOfCents(cents, percent)).toBe(percentOf(cents, percent));
          if (cents >= 0) {
            expect(vatInGross(cents, percent)).toBe(vatOfGross(cents, percent));
            expect(taxableInGross(cents, percent)).toBe(taxableOfGross(cents, percent));
            expect(taxableInGross(cents, percent) + vatInGross(cents, percent)).toBe(cents);
          }
        },
      ),
    );
  });

  it('falls back to money.ts beyond 2^53', () => {
    expect(percentOfCents(2 ** 52, 50)).toBe(percentOf(2 ** 52, 50));
    expect(taxableInGross(2 ** 50, 10)).toBe(taxableOfGross(2 ** 50, 10));
  });
});

import { describe, expect, it } from 'vitest';
import {
  discountRate,
  formatMoney,
  fromCents,
  percentOf,
  roundHalfUp,
  roundMoney,
  taxableOfGross,
  toCents,
  vatOfGross,
  wholeUnitsDown,
} from './money.ts';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [1.005, 101], // Math.round(1.005 * 100) would give 100
    [1.015, 102],
    [0.285, 29],
    [8.675, 868],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [12.344, 1234],
    [12.345, 1235],
    [-1.005, -101],
    [-0.004, 0],
    [1e-7, 0],
    [123456789.99, 12345678999],
  ])('%s → %s cents', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it('refuses non-finite values', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('wholeUnitsDown', () => {
  it.each([
    [149.5, 149],
    [149.99, 149],
    [150, 150],
    [0.99, 0],
    [89.1, 89],
    // 0.1 + 0.2 style drift: whole cents first, so 150.00000000000003 is 150, and 149.99999999 is 150.00.
    [0.1 * 3 * 500, 150],
    [149.999999999, 150],
  ])('%s → %s', (value, expected) => {
    expect(wholeUnitsDown(value)).toBe(expected);
  });
});

describe('fromCents', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [1234, 12.34],
    [1999, 19.99],
    [-250, -2.5],
    [100.5, 1.01],
  ])('%s cents → %s', (cents, value) => {
    expect(fromCents(cents)).toBe(value);
  });

  it('round-trips every cent value of 0..100.00 exactly', () => {
    for (let cents = 0; cents <= 10_000; cents++) expect(toCents(fromCents(cents))).toBe(cents);
  });
});

describe('roundMoney and roundHalfUp', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004999, 1],
    [-2.675, -2.68],
    [10, 10],
  ])('roundMoney(%s) = %s', (value, rounded) => {
    expect(roundMoney(value)).toBe(rounded);
  });

  it.each([
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [1.45, 1, 1.5],
    [2.5, 0, 3],
    [1.23456, 3, 1.235],
    [-0.0001, 2, 0],
  ])('roundHalfUp(%s, %s) = %s', (value, decimals, rounded) => {
    expect(roundHalfUp(value, decimals)).toBe(rounded);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.001, 2), 0)).toBe(true);
  });
});

describe('percentOf', () => {
  it.each([
    [1999, 10, 200], // 199.9 → 200
    [1000, 22, 220],
    [1005, 10, 101], // 100.5 → 101
    [333, 33.33, 111],
    [0, 50, 0],
    [12345, 100, 12345],
  ])('%s cents × %s %% = %s cents', (cents, percent, result) => {
    expect(percentOf(cents, percent)).toBe(result);
  });
});

describe('vatOfGross', () => {
  it.each([
    [12200, 22, 2200],
    [11000, 10, 1000],
    [1000, 22, 180], // 180.33
    [2990, 22, 539], // 539.18
    [4990, 10, 454], // 453.64
    [5000, 0, 0],
    [105, 20, 17], // taxable 87.5 → 88, VAT the rest (not 17.5 → 18)
    [10005, 20, 1667], // taxable 8337.5 → 8338
  ])('gross %s cents at %s %% contains %s cents of VAT', (gross, rate, vat) => {
    expect(vatOfGross(gross, rate)).toBe(vat);
    expect(taxableOfGross(gross, rate) + vatOfGross(gross, rate)).toBe(gross);
  });
});

describe('discountRate', () => {
  it.each([
    [10000, 8000, 20],
    [3000, 2000, 33.33],
    [2990, 2990, 0],
    [0, 0, 0],
    [1000, 1200, 0],
    [3000, 1000, 66.67],
  ])('%s → %s cents is a %s %% discount', (initial, final, rate) => {
    expect(discountRate(initial, final)).toBe(rate);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, 'en', 'EUR', '€1,234.50'],
    [1234.5, 'it', 'EUR', '1234,50\u00a0€'],
    [12345.5, 'it', 'EUR', '12.345,50\u00a0€'],
    [30, 'en', 'GBP', '£30.00'],
    [30, 'de', 'EUR', '€30.00'],
  ])('%d in %s (%s) is %s', (amount, language, currency, text) => {
    expect(formatMoney(amount, language, currency)).toBe(text);
  });
});

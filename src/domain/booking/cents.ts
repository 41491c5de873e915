/**
 * Exact integer money helpers for the engine's hot paths. `../money.ts` rounds through the decimal
 * text of a number, which is exact but slow (a search rounds tens of thousands of nightly
 * figures). Here percentages are scaled to integers (4 decimals, 12.3456 % at most) so every
 * product and quotient is an integer operation below 2^53, rounded half-up (ties away from zero)
 * exactly like `percentOf` and `taxableOfGross` / `vatOfGross` of money.ts, which remain the fallback
 * beyond that range.
 */
import { percentOf, taxableOfGross } from '../money.ts';

/** Percentages are scaled by this factor: 4 decimals are kept exactly. */
const PERCENT_SCALE = 10_000;

/** Integer n / d (d > 0) rounded half-up, ties away from zero: roundDiv(5, 2) = 3, roundDiv(-5, 2) = -3. */
export function roundDiv(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

function scaled(percent: number): number {
  return Math.round(percent * PERCENT_SCALE);
}

/** `percent` % of integer cents, whole cents half-up: percentOfCents(3333, 33.33) = 1111. */
export function percentOfCents(cents: number, percent: number): number {
  const p = scaled(percent);
  const product = cents * p;
  // roundDiv doubles its numerator: keep 2 × product exact too.
  if (!Number.isSafeInteger(2 * product) || !Number.isSafeInteger(cents)) return percentOf(cents, percent);
  return roundDiv(product, 100 * PERCENT_SCALE) + 0;
}

/**
 * The taxable part of gross integer cents at VAT `rate` %: gross / ((100 + rate) / 100), whole
 * cents half-up, in integers (gross × 100 × 10^4 / (100 × 10^4 + rate × 10^4), one exact
 * division, no float drift): taxableInGross(105, 20) = 88 (87.5 ↑), taxableInGross(10005, 20) = 8338.
 */
export function taxableInGross(grossCents: number, rate: number): number {
  if (rate <= 0) return grossCents;
  const base = 100 * PERCENT_SCALE;
  const product = grossCents * base;
  if (!Number.isSafeInteger(2 * product) || !Number.isSafeInteger(grossCents))
    return taxableOfGross(grossCents, rate);
  return roundDiv(product, base + scaled(rate)) + 0;
}

/**
 * The VAT inside gross integer cents at `rate` %: gross − `taxableInGross`, so taxable + VAT =
 * gross exactly: vatInGross(11000, 10) = 1000, vatInGross(105, 20) = 17.
 */
export function vatInGross(grossCents: number, rate: number): number {
  if (rate <= 0) return 0;
  return grossCents - taxableInGross(grossCents, rate) + 0;
}

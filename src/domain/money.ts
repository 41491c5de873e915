/**
 * Money arithmetic without floating-point drift. Amounts are stored as integer cents (the D1
 * schema) and exposed as decimal numbers with at most 2 decimals (`cents / 100`). Rounding is
 * half-up (away from zero on ties, like Java's RoundingMode.HALF_UP) and is done on the decimal
 * text of a number, so 1.005 rounds to 1.01 where `Math.round(1.005 * 100) / 100` gives 1.
 */

import { localeOf } from './dates-format.ts';
import { numberFormat } from './intl.ts';

/** Shifts the decimal point of a finite number by `places` through its text, avoiding `x * 10^n` drift. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half-up (ties away from zero) to the given number of decimals, without drift. */
export function roundHalfUp(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round ${value}`);
  const sign = value < 0 ? -1 : 1;
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = shiftDecimal(rounded, -decimals);
  return sign * result + 0; // `+ 0` turns -0 into 0
}

/** Decimal money (e.g. 12.345) to integer cents, rounded half-up (1235). */
export function toCents(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot convert ${value} to cents`);
  return roundHalfUp(shiftDecimal(value, 2));
}

/** Integer cents (1235) to decimal money (12.35); non-integers are rounded half-up first. */
export function fromCents(cents: number): number {
  return roundHalfUp(cents) / 100;
}

/**
 * Decimal money cut to whole units, never rounded up (149.5 → 149, 149.99 → 149): a price shown
 * without its cents must not promise more than it costs, nor ask more than the guest will pay
 * (CONSIST: €149.50 read "€150" in the calendar).
 */
export function wholeUnitsDown(value: number): number {
  return Math.floor(toCents(value) / 100);
}

/** Decimal money rounded half-up to 2 decimals (12.345 → 12.35). */
export function roundMoney(value: number): number {
  return fromCents(toCents(value));
}

/** `percent` % of an amount in cents, in whole cents rounded half-up (percentOf(1999, 10) = 200). */
export function percentOf(cents: number, percent: number): number {
  return roundHalfUp((cents * percent) / 100);
}

/**
 * The taxable part of a gross amount in cents: gross / ((100 + rate) / 100) in whole cents rounded
 * half-up (taxableOfGross(105, 20) = 88: 87.5 rounds up). The VAT is what remains (`vatOfGross`).
 */
export function taxableOfGross(grossCents: number, vatRate: number): number {
  if (vatRate <= 0) return grossCents;
  return roundHalfUp((grossCents * 100) / (100 + vatRate));
}

/**
 * The VAT contained in a gross amount in cents: gross − taxable, the taxable part being
 * gross / ((100 + rate) / 100) rounded half-up to the cent (`taxableOfGross`), so taxable + VAT =
 * gross exactly (vatOfGross(12200, 22) = 2200; vatOfGross(105, 20) = 17, taxable 88).
 */
export function vatOfGross(grossCents: number, vatRate: number): number {
  if (vatRate <= 0) return 0;
  return grossCents - taxableOfGross(grossCents, vatRate) + 0;
}

/** The discount from an initial to a final amount as a percentage with 2 decimals (100 → 80: 20). */
export function discountRate(initialCents: number, finalCents: number): number {
  if (initialCents <= 0 || finalCents >= initialCents) return 0;
  return roundHalfUp(((initialCents - finalCents) * 100) / initialCents, 2);
}

/**
 * Cents to decimal money. Integer cents divide exactly-rounded (`1999 / 100` is the double of
 * 19.99), so the text-based rounding of `fromCents` is only needed for non-integers; the search
 * converts thousands of amounts per answer.
 */
export function money(cents: number): number {
  return Number.isSafeInteger(cents) ? cents / 100 : fromCents(cents);
}

/**
 * An amount as the language writes it, with its currency: 1234.5 → '€1,234.50' (en) /
 * '1.234,50 €' (it). The one money format of the screens and the e-mails; a language that is not
 * ours is written as English.
 */
export function formatMoney(amount: number, language: string, currency = 'EUR'): string {
  return numberFormat(localeOf(language), { style: 'currency', currency }).format(amount);
}

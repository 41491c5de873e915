/**
 * Check-digit building blocks shared by the national VAT algorithms (the same families as
 * python-stdnum's `luhn`, `iso7064.mod_11_10` and `iso7064.mod_97_10`). Pure and allocation-light:
 * the numbers are at most 13 characters long.
 */

/** True when `value` is one or more ASCII digits (an empty string is not). */
export function isDigits(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/** Mathematical modulo: never negative for a positive divisor (JavaScript's `%` can be). */
export function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/** Σ weight × digit over the shorter of the two (as Python's `zip` does). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  const length = Math.min(digits.length, weights.length);
  for (let i = 0; i < length; i++) sum += (weights[i] ?? 0) * Number(digits[i]);
  return sum;
}

/** Luhn checksum of a digit string: 0 for a valid number (ISO/IEC 7812-1). */
export function luhnChecksum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return sum % 10;
}

/** The digit that, appended, makes `digits` pass the Luhn check. */
export function luhnCheckDigit(digits: string): number {
  return mod(-luhnChecksum(`${digits}0`), 10);
}

/** ISO 7064 MOD 11,10 (pure system): true when the full number, check digit included, passes. */
export function isMod11_10(digits: string): boolean {
  let check = 5;
  for (const char of digits) check = ((((check || 10) * 2) % 11) + Number(char)) % 10;
  return check === 1;
}

/**
 * ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35, as in IBANs): true when the
 * remainder is 1. Computed piecewise so no big integers are needed.
 */
export function isMod97_10(value: string): boolean {
  let remainder = 0;
  for (const char of value) {
    const code = Number.parseInt(char, 36);
    if (Number.isNaN(code)) return false;
    for (const digit of String(code)) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** True when year/month/day (month 1-12) is a day of the proleptic Gregorian calendar. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Days in a month of the Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Gregorian leap year: divisible by 4, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

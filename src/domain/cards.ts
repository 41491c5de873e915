/**
 * Payment card checks of PROPCHECK-2 (card number valid and of an allowed type; expiry month
 * 1-12 and year from the current one to 14 years after): Luhn checksum, brand detection over the
 * circuits of PROPDATA, and the masked facts that may be stored (brand, last 4, expiry).
 * The full number and the CVV are never kept: callers drop them after these checks.
 */
import type { CardCircuit } from './types.ts';

/** Digits of a card number as typed: spaces and hyphens between groups are allowed. */
const CARD_INPUT = /^\d(?:[ -]?\d){11,18}$/;

/**
 * Brand patterns, tried in this order (Maestro last: its ranges overlap Discover and UnionPay).
 * Lengths follow the issuers' published ranges.
 */
const BRAND_PATTERNS: ReadonlyArray<[CardCircuit, RegExp]> = [
  ['AMEX', /^3[47]\d{13}$/],
  ['DINERS_CLUB', /^3(?:0[0-5]|[689]\d)\d{11,16}$/],
  ['JCB', /^(?:2131|1800|35\d{3})\d{11,14}$/],
  ['VISA', /^4\d{12}(?:\d{3}){0,2}$/],
  ['MASTERCARD', /^(?:5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/],
  ['DISCOVER', /^6(?:011|5\d{2}|4[4-9]\d)\d{12,15}$/],
  ['UNION_PAY', /^62\d{14,17}$/],
  ['MAESTRO', /^(?:5[06-9]|6\d)\d{10,17}$/],
];

/** Years offered for the expiry date, the current one included (PROPLIM-4). */
export const CARD_EXPIRY_YEARS = 15;

/** The digits of a typed card number ('4111 1111-1111 1111' → '4111111111111111'), or null when malformed. */
export function cardDigits(input: string): string | null {
  const trimmed = input.trim();
  return CARD_INPUT.test(trimmed) ? trimmed.replace(/[ -]/g, '') : null;
}

/** Luhn (mod 10) checksum of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The circuit of a card number (digits only), or null when no known brand matches. */
export function cardBrand(digits: string): CardCircuit | null {
  for (const [brand, pattern] of BRAND_PATTERNS) if (pattern.test(digits)) return brand;
  return null;
}

/** CVV length of a brand: 4 digits for AMEX, 3 for the others. */
export function cvvLength(brand: CardCircuit): number {
  return brand === 'AMEX' ? 4 : 3;
}

/** True when the card is still valid in the given month (cards expire after their expiry month). */
export function cardNotExpired(
  expiry: { month: number; year: number },
  today: { month: number; year: number },
): boolean {
  return expiry.year > today.year || (expiry.year === today.year && expiry.month >= today.month);
}

export type CardCheck =
  | { ok: true; brand: CardCircuit; last4: string }
  | { ok: false; reason: 'invalid' | 'type' };

/**
 * Checks a typed number: well-formed and Luhn-valid ('invalid'), of a known brand ('type'), and
 * of an allowed brand when `allowed` is given ('type').
 */
export function checkCardNumber(input: string, allowed?: ReadonlyArray<CardCircuit>): CardCheck {
  const digits = cardDigits(input);
  if (digits === null || !luhnValid(digits)) return { ok: false, reason: 'invalid' };
  const brand = cardBrand(digits);
  if (brand === null || (allowed !== undefined && !allowed.includes(brand)))
    return { ok: false, reason: 'type' };
  return { ok: true, brand, last4: digits.slice(-4) };
}

/**
 * What leaves the browser of a card (PCI DSS scope, FOLIO): brand, last 4 and expiry, never
 * the number nor the CVV. maskedCard({ number: '4111 1111 1111 1111', expiryMonth: 12,
 * expiryYear: 2030 }) = { circuit: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030 };
 * null for a number that is not a card of a known brand (the form refuses it first).
 */
export function maskedCard(entry: { number: string; expiryMonth: number; expiryYear: number }): {
  circuit: CardCircuit;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
} | null {
  const check = checkCardNumber(entry.number);
  if (!check.ok) return null;
  return {
    circuit: check.brand,
    last4: check.last4,
    expiryMonth: entry.expiryMonth,
    expiryYear: entry.expiryYear,
  };
}

/** Whether a hotel asks guests for a guarantee card at all (its payment settings; unset: yes). */
export function guaranteeCardAsked(settings: { guaranteeCard?: boolean | null } | null | undefined): boolean {
  return settings?.guaranteeCard !== false;
}

/** Brand names as the brands write them (not translated); PayPal is a payment brand too (PROPDATA). */
export const PAYMENT_BRAND_NAMES: Readonly<Record<CardCircuit | 'PAYPAL', string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MAESTRO: 'Maestro',
  AMEX: 'American Express',
  DINERS_CLUB: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  UNION_PAY: 'UnionPay',
  PAYPAL: 'PayPal',
};

/** The brand's name, or the code itself for a brand this list does not know. */
export function paymentBrandName(brand: string): string {
  return (PAYMENT_BRAND_NAMES as Readonly<Record<string, string>>)[brand] ?? brand;
}

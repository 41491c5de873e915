/**
 * What the card guarantee shows while the guest types: the brand (from the patterns of
 * src/domain/cards.ts, so the form and the server agree), the number in the brand's groups, the
 * CVV length, the expiry years and whether the card counts as a credit or a debit card.
 */
import type { CardCircuit, PaymentSettings } from '../../../src/contracts/types.ts';
import { CARD_EXPIRY_YEARS, cardBrand, cvvLength } from '../../../src/domain/cards.ts';

export const CARD_NUMBER_MAX_DIGITS = 19;
/** Issuer ranges are told apart by up to 4 leading digits (2221, 6011…). */
const BRAND_PREFIX_DIGITS = 4;
/** Lengths tried to complete a partial number, most common first. */
const COMPLETION_LENGTHS = [16, 15, 14, 19, 18, 17, 13, 12];

/**
 * The brand of a number being typed: a complete number's own brand, else the brand the first
 * digits announce (completed to the usual lengths and matched with the same patterns), once
 * there are enough digits to tell the ranges apart.
 */
export function liveCardBrand(input: string): CardCircuit | null {
  const digits = input.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const complete = cardBrand(digits);
  if (complete !== null) return complete;
  if (digits.length < BRAND_PREFIX_DIGITS) return null;
  for (const length of COMPLETION_LENGTHS) {
    if (length < digits.length) continue;
    const brand = cardBrand(digits.padEnd(length, '0'));
    if (brand !== null) return brand;
  }
  return null;
}

/** Group sizes of the printed number: Amex 4-6-5, 14-digit Diners 4-6-4, the others by 4. */
function groupsOf(brand: CardCircuit | null, length: number): number[] {
  if (brand === 'AMEX') return [4, 6, 5];
  if (brand === 'DINERS_CLUB' && length <= 14) return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

/** Digits in the brand's groups, single spaces between them ('4111111111111111' → '4111 1111 1111 1111'). */
export function formatCardDigits(digits: string, brand: CardCircuit | null): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of groupsOf(brand, digits.length)) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(' ');
}

/**
 * Reformats a typed card number and keeps the caret after the same digit: only digits are kept
 * (at most 19), grouped for the brand they announce.
 */
export function reformatCardInput(value: string, caret: number): { value: string; caret: number } {
  const digitsBefore = value.slice(0, caret).replace(/\D/g, '').length;
  const digits = value.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const formatted = formatCardDigits(digits, liveCardBrand(digits));
  let seen = 0;
  let position = 0;
  while (position < formatted.length && seen < digitsBefore) {
    if (/\d/.test(formatted.charAt(position))) seen++;
    position++;
  }
  return { value: formatted, caret: position };
}

/** CVV length expected for a (possibly unknown) brand: 3, or 4 for Amex. */
export function cvvDigits(brand: CardCircuit | null): number {
  return brand === null ? 3 : cvvLength(brand);
}

/** Expiry years offered: this year and the 14 after it (PROPCHECK, PROPLIM). */
export function expiryYears(now: Date = new Date()): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: CARD_EXPIRY_YEARS }, (_, i) => first + i);
}

export type CardKind = 'CREDIT' | 'DEBIT';

/**
 * Credit or debit, as far as it can be known without the issuer's BIN tables: the hotel's
 * payment settings list the circuits it takes as credit cards (`creditCards`) and as other
 * cards (`otherCards`, PROPDATA OTHER_CARD: debit and prepaid); a circuit listed on one side
 * only tells the kind. Maestro is a debit-only brand. Otherwise (a circuit issued both ways,
 * such as Visa, listed on both sides or on neither) the kind is unknown and is not shown.
 */
export function cardKind(brand: CardCircuit, settings: PaymentSettings | null | undefined): CardKind | null {
  const credit = settings?.creditCards.some((card) => card.circuit === brand) ?? false;
  const other = settings?.otherCards.some((card) => card.circuit === brand) ?? false;
  if (credit && !other) return 'CREDIT';
  if (other && !credit) return 'DEBIT';
  return brand === 'MAESTRO' ? 'DEBIT' : null;
}

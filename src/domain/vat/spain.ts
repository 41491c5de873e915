/**
 * Spanish NIF used as a VAT number (NIF-IVA), with the letter rules python-stdnum's `es.nif`,
 * `es.dni`, `es.nie` and `es.cif` implement:
 * - DNI (residents): 8 digits and the letter of (number mod 23);
 * - NIE (foreigners): X, Y or Z (read as 0, 1, 2), 7 digits and the same letter;
 * - K, L, M (Spaniards without a DNI, foreigners without a NIE): 7 digits and the DNI letter;
 * - CIF (legal entities): an organisation letter of ABCDEFGHJNPQRSUVW, 7 digits and a check
 *   character that is the Luhn-style digit or its letter in JABCDEFGHI.
 */
import { isDigits, luhnCheckDigit } from './checksums.ts';
import type { VatCheck } from './types.ts';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_ORGANISATIONS = 'ABCDEFGHJNPQRSUVW';
const CIF_LETTERS = 'JABCDEFGHI';

/** The control letter of a DNI number (digits only). */
export function dniLetter(digits: string): string {
  return DNI_LETTERS[Number(digits) % 23] ?? '';
}

/** Checks the 9 characters after the ES prefix. */
export function checkSpanishNif(number: string): VatCheck {
  if (!isDigits(number.slice(1, -1))) return 'format';
  if (number.length !== 9) return 'length';
  const first = number[0] ?? '';
  const last = number[8] ?? '';
  if ('KLM'.includes(first)) return last === dniLetter(number.slice(1, 8)) ? 'valid' : 'checksum';
  if (isDigits(first)) return last === dniLetter(number.slice(0, 8)) ? 'valid' : 'checksum';
  if ('XYZ'.includes(first)) {
    return last === dniLetter(`${'XYZ'.indexOf(first)}${number.slice(1, 8)}`) ? 'valid' : 'checksum';
  }
  if (!CIF_ORGANISATIONS.includes(first)) return 'format';
  const digit = luhnCheckDigit(number.slice(1, 8));
  return last === String(digit) || last === CIF_LETTERS[digit] ? 'valid' : 'checksum';
}

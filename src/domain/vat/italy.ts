/**
 * Italian tax numbers:
 * - partita IVA (VAT number, also the fiscal code of a company): 11 digits, a non-zero
 *   7-digit serial, a province office code (001-100, 120, 121, 888, 999) and a Luhn check digit;
 * - codice fiscale of a person (D.M. 23/12/1976): 16 upper-case characters, surname and name
 *   letters, birth year, month letter, day (+40 for women), birthplace code, check character.
 *   Omocodia: when two people share a code, the Agenzia delle Entrate replaces digits from the
 *   right with L M N P Q R S T U V (0-9), so any of the 7 digit positions may hold a letter.
 * Algorithms as python-stdnum's `it.iva` and `it.codicefiscale`.
 */
import { isCalendarDate, isDigits, luhnChecksum } from './checksums.ts';
import type { VatCheck } from './types.ts';

/** Checks an 11-digit partita IVA (without the IT prefix). */
export function checkPartitaIva(number: string): VatCheck {
  if (!isDigits(number) || Number(number.slice(0, 7)) === 0) return 'format';
  if (number.length !== 11) return 'length';
  const office = number.slice(7, 10);
  if (!((office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office)))
    return 'component';
  return luhnChecksum(number) === 0 ? 'valid' : 'checksum';
}

/** The letters that stand for 0-9 in an omocodic fiscal code. */
const OMOCODIA = 'LMNPQRSTUV';
const MONTHS = 'ABCDEHLMPRST';
/** Values of the characters in odd positions (1st, 3rd, …): digits 0-9 then letters A-Z. */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16,
  10, 22, 25, 24, 23,
];

/** Shape of a person's code: letters, and digits or their omocodia letters, upper case only. */
export const PERSON_FISCAL_CODE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

function characterIndex(char: string): number {
  // 0-9 → 0-9, A-Z → 10-35.
  return Number.parseInt(char, 36);
}

/** The check character of the first 15 characters of a person's fiscal code. */
export function fiscalCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < first15.length; i++) {
    const index = characterIndex(first15[i] ?? '');
    // Positions count from 1: odd positions use the table, even ones the plain value (A = 0).
    sum += i % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index < 10 ? index : index - 10;
  }
  return String.fromCharCode(65 + (sum % 26));
}

function digitValue(char: string): number {
  const omocodia = OMOCODIA.indexOf(char);
  return omocodia >= 0 ? omocodia : Number(char);
}

/**
 * Checks an Italian fiscal code: a person's 16 characters (upper case, omocodia allowed, a real
 * birth day) or a company's 11-digit partita IVA.
 */
export function checkFiscalCode(code: string): VatCheck {
  if (code.length === 11) return checkPartitaIva(code);
  if (code.length !== 16) return 'length';
  if (!PERSON_FISCAL_CODE.test(code)) return 'format';
  if (fiscalCodeCheckCharacter(code.slice(0, 15)) !== code[15]) return 'checksum';
  const twoDigits = (at: number) => digitValue(code[at] ?? '') * 10 + digitValue(code[at + 1] ?? '');
  // Two-digit years read as 1920-2019, as stdnum does; only 29 February depends on it.
  const yy = twoDigits(6);
  const year = yy + (yy < 20 ? 2000 : 1900);
  const month = MONTHS.indexOf(code[8] ?? '') + 1;
  const day = twoDigits(9) % 40;
  return isCalendarDate(year, month, day) ? 'valid' : 'component';
}

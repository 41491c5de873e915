/**
 * The national VAT number checks of the 27 EU member states, one function per country over the
 * number without its prefix (already compacted: separators removed, upper case). The algorithms
 * follow python-stdnum (https://github.com/arthurdejong/python-stdnum, module named per line),
 * which is the reference for what is valid; the code is written from the published rules.
 */
import { isDigits, isMod11_10, isMod97_10, luhnChecksum, mod, weightedSum } from './checksums.ts';
import { checkPartitaIva } from './italy.ts';
import {
  checkBirthNumber,
  checkRomanianCnp,
  hasLatvianBirthDate,
  isBulgarianEgn,
  isBulgarianPnf,
  latvianPersonalCheckDigit,
} from './personal-numbers.ts';
import { checkSpanishNif } from './spain.ts';
import type { VatCheck } from './types.ts';

/** VIES prefixes of the EU member states (Greece is EL). */
export const VAT_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
export type VatCountry = (typeof VAT_COUNTRIES)[number];

type CountryRule = {
  /** Separators people write inside the number, removed before the check. */
  separators: string;
  /** Rewrites a compacted number into its canonical form (old formats, optional zeros). */
  canonical?: (number: string) => string;
  check: (number: string) => VatCheck;
};

const ok = (valid: boolean): VatCheck => (valid ? 'valid' : 'checksum');

/** Digits only, first digit not 0, exact length: the shape most countries share. */
function digitsOf(number: string, length: number, leadingZero = true): VatCheck | null {
  if (!isDigits(number) || (!leadingZero && number[0] === '0')) return 'format';
  if (number.length !== length) return 'length';
  return null;
}

/** Weighted sum modulo `divisor` equals `expected` (no check digit to extract). */
function weighted(number: string, weights: readonly number[], divisor: number, expected = 0): VatCheck {
  return ok(mod(weightedSum(number, weights), divisor) === expected);
}

const FR_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const IE_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV';

function irishCheckCharacter(number: string): string {
  const padded = number.padStart(7, '0');
  const sum =
    weightedSum(padded.slice(0, 7), [8, 7, 6, 5, 4, 3, 2]) +
    9 * Math.max(0, IE_ALPHABET.indexOf(padded.slice(7)));
  return IE_ALPHABET[sum % 23] ?? '';
}

function bulgarianLegalCheckDigit(number: string): string {
  let check = weightedSum(number, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (check === 10) check = weightedSum(number, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
  return String(check % 10);
}

function lithuanianCheckDigit(number: string): string {
  const weights = (shift: number) => Array.from({ length: number.length }, (_, i) => 1 + ((i + shift) % 9));
  let check = weightedSum(number, weights(0)) % 11;
  if (check === 10) check = weightedSum(number, weights(2));
  return String((check % 11) % 10);
}

function isDutchBsn(number: string): boolean {
  if (!isDigits(number) || Number(number) <= 0 || number.length !== 9) return false;
  return mod(weightedSum(number, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(number[8]), 11) === 0;
}

export const VAT_RULES: Record<VatCountry, CountryRule> = {
  // stdnum.at.uid: U, 8 digits, Luhn-based check digit.
  AT: {
    separators: ' -./',
    check: (n) => {
      if (n[0] !== 'U' || !isDigits(n.slice(1))) return 'format';
      if (n.length !== 9) return 'length';
      return ok(String(mod(6 - luhnChecksum(n.slice(1, 8)), 10)) === n[8]);
    },
  },
  // stdnum.be.vat: 10 digits (old 9-digit numbers get a leading 0), first 0 or 1, mod 97.
  BE: {
    separators: ' -./',
    canonical: (n) => {
      const number = n.startsWith('(0)') ? `0${n.slice(3)}` : n;
      return number.length === 9 ? `0${number}` : number;
    },
    check: (n) => {
      if (!isDigits(n) || Number(n) <= 0) return 'format';
      if (n.length !== 10) return 'length';
      if (n[0] !== '0' && n[0] !== '1') return 'component';
      return ok((Number(n.slice(0, 8)) + Number(n.slice(8))) % 97 === 0);
    },
  },
  // stdnum.bg.vat: 9 digits (legal entities) or 10 (ЕГН, ЛНЧ or other).
  BG: {
    separators: ' -.',
    check: (n) => {
      if (!isDigits(n)) return 'format';
      if (n.length === 9) return ok(bulgarianLegalCheckDigit(n.slice(0, 8)) === n[8]);
      if (n.length !== 10) return 'length';
      const other = String(mod(11 - weightedSum(n, [4, 3, 2, 7, 6, 5, 4, 3, 2]), 11)) === n[9];
      return ok(isBulgarianEgn(n) || isBulgarianPnf(n) || other);
    },
  },
  // stdnum.cy.vat: 8 digits (not starting 12) and a check letter.
  CY: {
    separators: ' -',
    check: (n) => {
      if (!isDigits(n.slice(0, -1))) return 'format';
      if (n.length !== 9) return 'length';
      if (n.startsWith('12')) return 'component';
      const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
      let sum = 0;
      for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? (odd[Number(n[i])] ?? 0) : Number(n[i]);
      return ok(String.fromCharCode(65 + (sum % 26)) === n[8]);
    },
  },
  // stdnum.cz.dic: 8 digits (legal entities), 9 starting 6 (special), or a birth number.
  CZ: {
    separators: ' /',
    check: (n) => {
      if (!isDigits(n)) return 'format';
      if (n.length === 8) {
        if (n[0] === '9') return 'component';
        const check = mod(11 - weightedSum(n, [8, 7, 6, 5, 4, 3, 2]), 11);
        return ok(String((check || 1) % 10) === n[7]);
      }
      if (n.length === 9 && n[0] === '6') {
        const check = weightedSum(n.slice(1, 8), [8, 7, 6, 5, 4, 3, 2]) % 11;
        return ok(String(mod(8 - mod(10 - check, 11), 10)) === n[8]);
      }
      if (n.length === 9 || n.length === 10) return checkBirthNumber(n);
      return 'length';
    },
  },
  // stdnum.de.vat: 9 digits, not starting 0, ISO 7064 MOD 11,10.
  DE: { separators: ' -./,', check: (n) => digitsOf(n, 9, false) ?? ok(isMod11_10(n)) },
  // stdnum.dk.cvr: 8 digits, not starting 0, weighted mod 11.
  DK: {
    separators: ' -.,/:',
    check: (n) => digitsOf(n, 8, false) ?? weighted(n, [2, 7, 6, 5, 4, 3, 2, 1], 11),
  },
  // stdnum.ee.kmkr: 9 digits, weighted mod 10.
  EE: { separators: ' ', check: (n) => digitsOf(n, 9) ?? weighted(n, [3, 7, 1, 3, 7, 1, 3, 7, 1], 10) },
  // stdnum.gr.vat: 9 digits (8 get a leading 0), powers-of-two check digit.
  EL: {
    separators: ' -./:',
    canonical: (n) => (n.length === 8 ? `0${n}` : n),
    check: (n) => {
      const shape = digitsOf(n, 9);
      if (shape) return shape;
      let sum = 0;
      for (const char of n.slice(0, 8)) sum = sum * 2 + Number(char);
      return ok(String(((sum * 2) % 11) % 10) === n[8]);
    },
  },
  // stdnum.es.nif: DNI, NIE, K/L/M or CIF letter rules.
  ES: { separators: ' -', check: checkSpanishNif },
  // stdnum.fi.alv: 8 digits, weighted mod 11.
  FI: { separators: ' -', check: (n) => digitsOf(n, 8) ?? weighted(n, [7, 9, 10, 5, 8, 4, 2, 1], 11) },
  // stdnum.fr.tva: a two-character key (digits, or the old letter keys) and the SIREN.
  FR: {
    separators: ' -.',
    check: (n) => {
      if (![...n.slice(0, 2)].every((char) => FR_ALPHABET.includes(char))) return 'format';
      if (!isDigits(n.slice(2))) return 'format';
      if (n.length !== 11) return 'length';
      // Numbers for foreign businesses carry 000 instead of a SIREN (which is Luhn-checked).
      if (n.slice(2, 5) !== '000' && luhnChecksum(n.slice(2)) !== 0) return 'checksum';
      if (isDigits(n)) return ok(Number(n.slice(0, 2)) === Number(`${n.slice(2)}12`) % 97);
      const first = FR_ALPHABET.indexOf(n[0] ?? '');
      const second = FR_ALPHABET.indexOf(n[1] ?? '');
      const check = isDigits(n[0] ?? '') ? first * 24 + second - 10 : first * 34 + second - 100;
      return ok((Number(n.slice(2)) + 1 + Math.floor(check / 11)) % 11 === check % 11);
    },
  },
  // stdnum.hr.oib: 11 digits, ISO 7064 MOD 11,10.
  HR: { separators: ' -', check: (n) => digitsOf(n, 11) ?? ok(isMod11_10(n)) },
  // stdnum.hu.anum: 8 digits, weighted mod 10.
  HU: { separators: ' -', check: (n) => digitsOf(n, 8) ?? weighted(n, [9, 7, 3, 1, 9, 7, 3, 1], 10) },
  // stdnum.ie.vat: 7 digits and 1-2 letters, or the old format with a letter, + or * second.
  IE: {
    separators: ' -',
    check: (n) => {
      if (!isDigits(n.slice(0, 1)) || !isDigits(n.slice(2, 7))) return 'format';
      if (![...n.slice(7)].every((char) => IE_ALPHABET.includes(char))) return 'format';
      if (n.length !== 8 && n.length !== 9) return 'length';
      if (isDigits(n.slice(0, 7))) return ok(n[7] === irishCheckCharacter(n.slice(0, 7) + n.slice(8)));
      if (/^[A-Z+*]$/.test(n[1] ?? '')) return ok(n[7] === irishCheckCharacter(n.slice(2, 7) + n[0]));
      return 'format';
    },
  },
  // stdnum.it.iva: the partita IVA.
  IT: { separators: ' -:', check: checkPartitaIva },
  // stdnum.lt.pvm: 9 digits (legal entities, 8th is 1) or 12 (11th is 1), weighted mod 11.
  LT: {
    separators: ' -',
    check: (n) => {
      if (!isDigits(n)) return 'format';
      if (n.length === 9) {
        if (n[7] !== '1') return 'component';
      } else if (n.length === 12) {
        if (n[10] !== '1') return 'component';
      } else {
        return 'length';
      }
      return ok(lithuanianCheckDigit(n.slice(0, -1)) === n[n.length - 1]);
    },
  },
  // stdnum.lu.tva: 8 digits, the last two are the first six mod 89.
  LU: {
    separators: ' :.-',
    check: (n) => digitsOf(n, 8) ?? ok(String(Number(n.slice(0, 6)) % 89).padStart(2, '0') === n.slice(6)),
  },
  // stdnum.lv.pvn: 11 digits: legal entities (first digit above 3) or personal codes.
  LV: {
    separators: ' -',
    check: (n) => {
      const shape = digitsOf(n, 11);
      if (shape) return shape;
      if ((n[0] ?? '') > '3') return weighted(n, [9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1], 11, 3);
      if (!n.startsWith('32') && !hasLatvianBirthDate(n)) return 'component';
      return ok(latvianPersonalCheckDigit(n.slice(0, 10)) === n[10]);
    },
  },
  // stdnum.mt.vat: 8 digits, not starting 0, weighted mod 37.
  MT: { separators: ' -', check: (n) => digitsOf(n, 8, false) ?? weighted(n, [3, 4, 6, 7, 8, 9, 10, 1], 37) },
  // stdnum.nl.btw: 9 digits, B, 2 digits; a BSN (mod 11) or, since 2020, ISO 7064 MOD 97-10.
  NL: {
    separators: ' -.',
    canonical: (n) => n.slice(0, -3).padStart(9, '0') + n.slice(-3),
    check: (n) => {
      if (!isDigits(n.slice(0, 9)) || Number(n.slice(0, 9)) <= 0) return 'format';
      if (!isDigits(n.slice(10)) || Number(n.slice(10)) <= 0) return 'format';
      if (n.length !== 12) return 'length';
      if (n[9] !== 'B') return 'format';
      return ok(isDutchBsn(n.slice(0, 9)) || isMod97_10(`NL${n}`));
    },
  },
  // stdnum.pl.nip: 10 digits, weighted mod 11.
  PL: { separators: ' -', check: (n) => digitsOf(n, 10) ?? weighted(n, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1], 11) },
  // stdnum.pt.nif: 9 digits, not starting 0, weighted mod 11 check digit.
  PT: {
    separators: ' -.',
    check: (n) =>
      digitsOf(n, 9, false) ??
      ok(String(mod(11 - weightedSum(n, [9, 8, 7, 6, 5, 4, 3, 2]), 11) % 10) === n[8]),
  },
  // stdnum.ro.cf: a CUI (2-10 digits, weighted check digit) or a 13-digit CNP.
  RO: {
    separators: ' -',
    check: (n) => {
      if (n.length === 13) return checkRomanianCnp(n);
      if (n.length < 2 || n.length > 10) return 'length';
      if (!isDigits(n) || n[0] === '0') return 'format';
      const body = n.slice(0, -1).padStart(9, '0');
      return ok(
        String(((10 * weightedSum(body, [7, 5, 3, 2, 1, 7, 5, 3, 2])) % 11) % 10) === n[n.length - 1],
      );
    },
  },
  // stdnum.se.vat: the 10-digit organisation number (Luhn) followed by 01.
  SE: {
    separators: ' -.',
    check: (n) => {
      if (!isDigits(n) || !n.endsWith('01')) return 'format';
      if (n.length !== 12) return 'length';
      return ok(luhnChecksum(n.slice(0, 10)) === 0);
    },
  },
  // stdnum.si.ddv: 8 digits, not starting 0, weighted mod 11 check digit.
  SI: {
    separators: ' -',
    check: (n) => {
      const shape = digitsOf(n, 8, false);
      if (shape) return shape;
      const check = 11 - (weightedSum(n, [8, 7, 6, 5, 4, 3, 2]) % 11);
      return ok((check === 10 ? '0' : String(check)) === n[7]);
    },
  },
  // stdnum.sk.dph: a birth number, or 10 digits (third in 2,3,4,7,8,9) divisible by 11.
  SK: {
    separators: ' -',
    check: (n) => {
      const shape = digitsOf(n, 10);
      if (shape) return shape;
      if (checkBirthNumber(n) === 'valid') return 'valid';
      if (n[0] === '0' || !'234789'.includes(n[2] ?? '')) return 'format';
      return ok(Number(n) % 11 === 0);
    },
  },
};

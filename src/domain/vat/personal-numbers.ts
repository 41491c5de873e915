/**
 * Personal identification numbers that some EU countries also use as VAT numbers (sole
 * traders): they embed a birth date, which must be a real day. Algorithms as python-stdnum's
 * `bg.egn`, `bg.pnf`, `cz.rc` (also Slovakia's), `lv.pvn` and `ro.cnp` implement them.
 */
import { isCalendarDate, isDigits, weightedSum } from './checksums.ts';

/** Bulgarian ЕГН: 10 digits, YYMMDD (month +20 for the 1800s, +40 for the 2000s), check digit. */
export function isBulgarianEgn(number: string): boolean {
  if (!isDigits(number) || number.length !== 10) return false;
  let year = 1900 + Number(number.slice(0, 2));
  let month = Number(number.slice(2, 4));
  const day = Number(number.slice(4, 6));
  if (month > 40) {
    year += 100;
    month -= 40;
  } else if (month > 20) {
    year -= 100;
    month -= 20;
  }
  if (!isCalendarDate(year, month, day)) return false;
  return String((weightedSum(number, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10) === number[9];
}

/** Bulgarian ЛНЧ (personal number of a foreigner): 10 digits with a weighted check digit. */
export function isBulgarianPnf(number: string): boolean {
  if (!isDigits(number) || number.length !== 10) return false;
  return String(weightedSum(number, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10) === number[9];
}

export type PersonalNumberCheck = 'valid' | 'format' | 'length' | 'component' | 'checksum';

/**
 * Czech and Slovak birth number (rodné číslo): 9 digits before 1954, 10 digits since (whole
 * number divisible by 11, or a remainder of 10 and a last digit 0); month +50 for women,
 * +20 when the day's serials ran out.
 */
export function checkBirthNumber(number: string): PersonalNumberCheck {
  if (!isDigits(number)) return 'format';
  if (number.length !== 9 && number.length !== 10) return 'length';
  let year = 1900 + Number(number.slice(0, 2));
  const month = (Number(number.slice(2, 4)) % 50) % 20;
  const day = Number(number.slice(4, 6));
  if (number.length === 9) {
    if (year >= 1980) year -= 100;
    if (year > 1953) return 'length';
  } else if (year < 1954) {
    year += 100;
  }
  if (!isCalendarDate(year, month, day)) return 'component';
  if (number.length === 10 && String((Number(number.slice(0, 9)) % 11) % 10) !== number[9]) return 'checksum';
  return 'valid';
}

/** Latvian personal code: DDMMYY, the century digit (0 = 1800s, 1 = 1900s, 2 = 2000s), check digit. */
export function latvianPersonalCheckDigit(number: string): string {
  return String(((1 + weightedSum(number, [10, 5, 8, 4, 2, 1, 6, 3, 7, 9])) % 11) % 10);
}

/** The birth date of an old-style Latvian personal code is a real day. */
export function hasLatvianBirthDate(number: string): boolean {
  const day = Number(number.slice(0, 2));
  const month = Number(number.slice(2, 4));
  const year = 1800 + Number(number[6]) * 100 + Number(number.slice(4, 6));
  return isCalendarDate(year, month, day);
}

/** County codes of the Romanian CNP (01-46, 51, 52; 47-48 former Bucharest sectors; 70, 80-83). */
const ROMANIAN_COUNTIES = new Set([
  ...Array.from({ length: 48 }, (_, i) => String(i + 1).padStart(2, '0')),
  '51',
  '52',
  '70',
  '80',
  '81',
  '82',
  '83',
]);

/** First digit of a CNP → century of birth (others are assumed 1900s, as stdnum does). */
const ROMANIAN_CENTURIES: Record<string, number> = {
  '1': 1900,
  '2': 1900,
  '3': 1800,
  '4': 1800,
  '5': 2000,
  '6': 2000,
};

/** Romanian CNP (personal numeric code): 13 digits, SYYMMDD, county, serial, check digit. */
export function checkRomanianCnp(number: string): PersonalNumberCheck {
  if (!isDigits(number)) return 'format';
  if (number[0] === '0') return 'component';
  if (number.length !== 13) return 'length';
  const year = (ROMANIAN_CENTURIES[number[0] ?? ''] ?? 1900) + Number(number.slice(1, 3));
  if (!isCalendarDate(year, Number(number.slice(3, 5)), Number(number.slice(5, 7)))) return 'component';
  if (!ROMANIAN_COUNTIES.has(number.slice(7, 9))) return 'component';
  const check = weightedSum(number, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (check === 10 ? '1' : String(check)) === number[12] ? 'valid' : 'checksum';
}

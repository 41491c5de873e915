import { describe, expect, it } from 'vitest';
import { isLeapYear, isMod11_10, isMod97_10, luhnCheckDigit, luhnChecksum } from './checksums.ts';
import { VAT_COUNTRIES } from './countries.ts';
import { checkFiscalCode, checkPartitaIva, fiscalCodeCheckCharacter } from './italy.ts';
import { checkVatNumber, compactVatNumber } from './vat.ts';
import {
  COUNTRY_TEST_VECTORS,
  DUPLICATED_PREFIX_VAT_NUMBERS,
  INVALID_VAT_NUMBERS,
  MODULE_EXAMPLES,
  NON_MEMBER_VAT_NUMBERS,
  VALID_VAT_NUMBERS,
} from './vectors.test-data.ts';

describe('checkVatNumber on python-stdnum vectors', () => {
  it.each(VALID_VAT_NUMBERS)('accepts %s', (number) => expect(checkVatNumber(number)).toBe('valid'));

  it.each(INVALID_VAT_NUMBERS)('rejects %s: %s', (number, reason) =>
    expect(checkVatNumber(number)).toBe(reason),
  );

  it.each(MODULE_EXAMPLES)('module example %s: %s', (number, reason) =>
    expect(checkVatNumber(number)).toBe(reason),
  );

  it.each(COUNTRY_TEST_VECTORS)('country test %s: %s', (number, expected) => {
    if (expected === 'invalid') expect(checkVatNumber(number)).not.toBe('valid');
    else expect(checkVatNumber(number)).toBe(expected);
  });

  it.each(DUPLICATED_PREFIX_VAT_NUMBERS)('rejects the duplicated prefix in %s', (number) =>
    expect(checkVatNumber(number)).not.toBe('valid'),
  );

  it.each(NON_MEMBER_VAT_NUMBERS)('rejects %s: not a member state prefix', (number) =>
    expect(checkVatNumber(number)).toBe('country'),
  );

  it('has valid vectors for every member state', () => {
    const valid = [
      ...VALID_VAT_NUMBERS,
      ...MODULE_EXAMPLES.filter(([, reason]) => reason === 'valid').map(([n]) => n),
    ];
    const covered = new Set(valid.map((number) => compactVatNumber(number)?.slice(0, 2)));
    expect(VAT_COUNTRIES.filter((country) => !covered.has(country))).toEqual([]);
  });
});

describe('checkVatNumber rules', () => {
  it.each([
    ['SE 556043606401', 'valid'],
    // Sweden: the organisation number must be followed by 01.
    ['SE 556043606402', 'format'],
    ['SE 5560436064', 'format'],
    // Spain: DNI, NIE, K/L/M and CIF letters.
    ['ES 54362315K', 'valid'],
    ['ES 54362315L', 'checksum'],
    ['ES X5253868R', 'valid'],
    ['ES X5253868T', 'checksum'],
    ['ES M1234567L', 'valid'],
    ['ES B64717838', 'valid'],
    ['ES B64717839', 'checksum'],
    ['ES I64717838', 'format'],
    // Greece goes by EL in VIES, not by its ISO code.
    ['GR 094259216', 'country'],
    ['EL 094259216', 'valid'],
    ['', 'country'],
    ['IT', 'format'],
    ['it 00743110157', 'valid'],
    ['IT\u00a000743110157', 'valid'],
  ] as const)('%j is %s', (number, reason) => expect(checkVatNumber(number)).toBe(reason));

  it('compacts to the canonical form', () => {
    expect(compactVatNumber('be (0)468.561.072')).toBe('BE0468561072');
    expect(compactVatNumber('BE 444.503.092')).toBe('BE0444503092');
    expect(compactVatNumber('EL 94259216')).toBe('EL094259216');
    expect(compactVatNumber('NL 4495445B01')).toBe('NL004495445B01');
    expect(compactVatNumber('CY\u201310259033P')).toBe('CY10259033P');
    expect(compactVatNumber('US 123')).toBeNull();
  });
});

describe('check-digit families', () => {
  it('Luhn', () => {
    expect(luhnChecksum('79927398713')).toBe(0);
    expect(luhnChecksum('79927398710')).not.toBe(0);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });
  it('ISO 7064 MOD 11,10 and MOD 97-10', () => {
    expect(isMod11_10('136695976')).toBe(true);
    expect(isMod11_10('136695978')).toBe(false);
    // The IBAN of ISO 13616's example, rotated: MOD 97-10 over letters and digits.
    expect(isMod97_10('WEST12345698765432GB82')).toBe(true);
    expect(isMod97_10('WEST12345698765432GB83')).toBe(false);
  });
  it('leap years', () => {
    expect([1900, 2000, 2024, 2026].map(isLeapYear)).toEqual([false, true, true, false]);
  });
});

describe('Italian fiscal code', () => {
  // tests/test_it_codicefiscale.doctest of python-stdnum; the last five are the same person
  // with omocodia (digits replaced from the right by L-V).
  it.each([
    'MRTNTN23M02D969P',
    'RCCMNL83S18D969H',
    'MRSMSR81D60Z611H',
    'CNTCHR83T41D969D',
    'FOXDRA26C24H872Y',
    'MAILCU91A25F839D',
    'RSSMRA45C12F205C',
    'RSSMRA45C12F20RX',
    'RSSMRA45C12F2L5N',
    'RSSMRA45C12F2LRI',
    'RSSMRAQRCMNFNLRG',
  ])('accepts %s', (code) => expect(checkFiscalCode(code)).toBe('valid'));

  it.each([
    ['CSTNGL22I10D086I', 'format'],
    ['FOXDRA26C24H872A', 'checksum'],
    ['CNTCHR83T32D969H', 'component'],
    // Upper case only.
    ['rccmnl83s18d969h', 'format'],
    ['RCCMNL83S18D969', 'length'],
    // 30 February, and 29 February of 1983 (not a leap year); 29 February 1984 is fine.
    ['RSSMRA83B70H501X', 'component'],
    ['RSSMRA83B29H501X', 'component'],
    // A letter outside L-V where a digit belongs.
    ['RSSMRA4AC12F205C', 'format'],
  ] as const)('rejects %s: %s', (code, reason) => {
    // Give the date cases a right check character, so that the date is what fails.
    const fixed =
      reason === 'component' ? code.slice(0, 15) + fiscalCodeCheckCharacter(code.slice(0, 15)) : code;
    expect(checkFiscalCode(fixed)).toBe(reason);
  });

  it('accepts 29 February of a leap year', () => {
    const code = `RSSMRA84B29H501`;
    expect(checkFiscalCode(code + fiscalCodeCheckCharacter(code))).toBe('valid');
  });

  it('computes the check characters of the doctest', () => {
    expect(
      ['MRTNTN23M02D969', 'MRSMSR81D60Z611', 'RCDLSN84S16D969', 'CNTCHR83T41D969', 'BNCSFN85T58G702'].map(
        fiscalCodeCheckCharacter,
      ),
    ).toEqual(['P', 'H', 'Z', 'D', 'W']);
  });

  it.each([
    ['00743110157', 'valid'],
    ['00743110158', 'checksum'],
    ['00000001234', 'format'],
    // Office codes 101-119 do not exist.
    ['12345671100', 'component'],
  ] as const)('partita IVA %s is %s', (number, reason) => {
    expect(checkPartitaIva(number)).toBe(reason);
    expect(checkFiscalCode(number)).toBe(reason);
  });
});

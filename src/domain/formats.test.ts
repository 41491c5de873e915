import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_PATTERNS,
  type CardBrand,
  compactPhone,
  EMAIL_MAX_LENGTH,
  FISCAL_CODE,
  ISO_DATE_STRING,
  isEmail,
  isFiscalCode,
  isIsoDateString,
  isoWeeksInYear,
  isPhone,
  isVatNumber,
  PASSWORD,
  PHONE,
  PRICE,
  PRICE_NON_STRICT,
  PROVINCE,
  STRONG_PASSWORD,
  STRONG_PASSWORD_SPECIALS,
  sanitizeLink,
  USERNAME,
  VAT_PATTERNS,
  ZIP,
} from './formats.ts';
import { compactVatNumber } from './vat/vat.ts';
import { VALID_VAT_NUMBERS } from './vat/vectors.test-data.ts';

describe('isEmail (FMT-3: known TLDs or a country code, or an IP, optional port)', () => {
  it.each([
    'mario.rossi@example.com',
    'MARIO.ROSSI@EXAMPLE.COM',
    'Mario@Example.It',
    'user+tag@hotel.it',
    'a@b.co',
    'first.last@sub.domain.example.org',
    'info@grand-hotel.travel',
    "o'brien@example.ie",
    'user@192.168.1.10',
    'user@[10.0.0.1]',
    'user@example.com:8080',
    'user@example.com:1',
    'user@example.com:65535',
    'user@192.168.1.10:587',
    'x_y-z@example.hotels',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no at', 'mario.example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'mario@'],
    ['two ats', 'a@b@example.com'],
    ['unknown long TLD', 'user@example.photography'],
    ['one-letter TLD', 'user@example.c'],
    ['no TLD', 'user@localhost'],
    ['leading dot', '.user@example.com'],
    ['double dot', 'us..er@example.com'],
    ['trailing dot in local part', 'user.@example.com'],
    ['space inside', 'mario rossi@example.com'],
    ['surrounding spaces', ' mario@example.com '],
    ['hyphen-led label', 'user@-example.com'],
    ['IP out of range', 'user@256.1.1.1'],
    ['port 0', 'user@example.com:0'],
    ['port 65536', 'user@example.com:65536'],
    ['port 99999', 'user@example.com:99999'],
    ['port with a leading zero', 'user@example.com:080'],
    ['empty port', 'user@example.com:'],
    ['six-digit port', 'user@example.com:100000'],
    ['HTML', '<script>alert(1)</script>@example.com'],
    ['SQL', "'; DROP TABLE hotels; --@example.com"],
    ['newline (header injection)', 'user@example.com\nBcc: x@example.com'],
    ['local part over 64', `${'a'.repeat(65)}@example.com`],
    ['over 254 characters', `${'a'.repeat(60)}@${'b'.repeat(200)}.com`],
    ['10,000 characters', `${'a'.repeat(10_000)}@example.com`],
  ])('rejects %s', (_label, email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('answers fast on long hostile input', () => {
    const hostile = `a@${'a-'.repeat(120)}`;
    const start = Date.now();
    expect(isEmail(hostile)).toBe(false);
    expect(Date.now() - start).toBeLessThan(100);
  });

  it('caps addresses at 254 characters', () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(62)}.it`;
    expect(fits).toHaveLength(254);
    expect(isEmail(fits)).toBe(true);
    expect(isEmail(`${fits.slice(0, 65)}x${fits.slice(65)}`)).toBe(false);
  });
});

describe('PHONE (optional plus, 2 to 4 digits, then 3 to 11 digits) and isPhone', () => {
  it.each(['+393331234567', '393331234567', '0612345', '+123412345678901', '12345'])(
    'PHONE accepts %s',
    (phone) => expect(PHONE.test(phone)).toBe(true),
  );
  it.each([
    '',
    '1234',
    '+39',
    '++393331234567',
    // The pattern itself has no separators: isPhone removes them first.
    '+39 3331234567',
    '+39-3331234567',
    // 16 digits: more than 4 + 11 (and than E.164's 15).
    '+1234123456789012',
    '333-CALL-ME',
    '(06) 1234567',
    '+39 3331234567\n',
    "1'; DROP TABLE help_requests; --",
  ])('PHONE rejects %j', (phone) => expect(PHONE.test(phone)).toBe(false));

  it.each(['+39 3331234567', '+39-3331234567', '+39 333 123 4567', '06 1234 567'])(
    'isPhone accepts %j (spaces and hyphens aside)',
    (phone) => expect(isPhone(phone)).toBe(true),
  );
  it.each([
    '',
    '+39',
    '+39 333 123 4567 8901 2',
    '+ 39 3331234567',
    '+39  3331234567',
    '+39 3331234567 ',
    '-39 3331234567',
    '+39 333--1234567',
    '(06) 1234567',
    '06.1234567',
    '+39 3331234567\n',
    `+39${' '.repeat(40)}3331234567`,
  ])('isPhone rejects %j', (phone) => expect(isPhone(phone)).toBe(false));

  it('agrees with PHONE on the compacted value, for any text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[+ \-0-9a]{0,34}$/), (value) => {
        if (isPhone(value)) expect(PHONE.test(compactPhone(value))).toBe(true);
        else if (!/^[ -]|[ -]$|[ -]{2}|\+[ -]/.test(value))
          expect(PHONE.test(compactPhone(value))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('compacts spaces and hyphens only', () => {
    expect(compactPhone('+39 333-123 4567')).toBe('+393331234567');
    expect(compactPhone('(06)')).toBe('(06)');
  });
});

describe('ZIP (exactly 5 digits) and PROVINCE (exactly 2 letters)', () => {
  it.each([
    [ZIP, '00184', true],
    [ZIP, '20121', true],
    [ZIP, '2012', false],
    [ZIP, '201210', false],
    [ZIP, '2012a', false],
    [ZIP, ' 20121', false],
    [ZIP, '', false],
    [PROVINCE, 'RM', true],
    [PROVINCE, 'mi', true],
    [PROVINCE, 'R', false],
    [PROVINCE, 'ROM', false],
    [PROVINCE, 'R1', false],
    [PROVINCE, '', false],
  ] as const)('%s on %j → %s', (pattern, value, expected) => {
    expect(pattern.test(value)).toBe(expected);
  });
});

describe('USERNAME (3-32 of lowercase letters, digits, _ . - @)', () => {
  it.each([
    ['mario', true],
    ['mario.rossi_2026', true],
    ['m@r-io', true],
    ['abc', true],
    ['a'.repeat(32), true],
    ['ab', false],
    ['a'.repeat(33), false],
    ['Mario', false],
    ['mario rossi', false],
    ['mario!', false],
  ])('%j → %s', (value, expected) => expect(USERNAME.test(value)).toBe(expected));
});

describe('PASSWORD and STRONG_PASSWORD (FMT-2)', () => {
  it.each([
    // value, password, strong password
    ['Password1', true, false],
    ['Password1!', true, true],
    ['Abcdefg1', true, false],
    ['Abcdef1_', true, true],
    ['Abc1', false, false],
    ['password1', false, false],
    ['PASSWORD1', false, false],
    ['Password', false, false],
    ['Pass word1', false, false],
    ['Pass\tword1', false, false],
    [`Aa1${'x'.repeat(29)}`, true, false],
    [`Aa1${'x'.repeat(30)}`, false, false],
    ['Aa1.bcdefg', true, true],
    ['Aa1#bcdefg', true, false],
    // A listed special character does not make other characters acceptable.
    ['Aa1!bcdef#', true, false],
    ['Aa1!bcdefé', true, false],
    ['Aa1!bcdef\u200b', true, false],
    ['Aa1-bcdefg', true, true],
    ['Aa1+bcdefg', true, true],
  ])('%j → %s / strong %s', (value, plain, strong) => {
    expect(PASSWORD.test(value)).toBe(plain);
    expect(STRONG_PASSWORD.test(value)).toBe(strong);
  });

  it.each([...STRONG_PASSWORD_SPECIALS])('%s is a strong password special character', (special) => {
    expect(STRONG_PASSWORD.test(`Abcdef1${special}`)).toBe(true);
  });

  it.each([...'#^()[]{}<>=~`\'"|/\\,;:€£§'])('%s is not one', (other) => {
    expect(STRONG_PASSWORD.test(`Abcdef1${other}`)).toBe(false);
    expect(STRONG_PASSWORD.test(`Abcdef1!${other}`)).toBe(false);
  });
});

describe('CARD_PATTERNS', () => {
  const cases: [CardBrand, string, boolean][] = [
    ['VISA', '4111111111111111', true],
    ['VISA', '4222222222222', true],
    ['VISA', '4111111111111111111', true],
    ['VISA', '41111111111111', false],
    ['VISA', '5111111111111111', false],
    ['MASTERCARD', '5555555555554444', true],
    ['MASTERCARD', '2223003122003222', true],
    ['MASTERCARD', '2720999999999999', true],
    ['MASTERCARD', '2721000000000000', false],
    ['MASTERCARD', '5655555555554444', false],
    ['MASTERCARD', '555555555555444', false],
    ['DISCOVER', '6011111111111117', true],
    ['DISCOVER', '6500000000000002', true],
    ['DISCOVER', '6012111111111117', false],
    ['AMEX', '378282246310005', true],
    ['AMEX', '371449635398431', true],
    ['AMEX', '361449635398431', false],
    ['AMEX', '3782822463100051', false],
    ['DINERS_CLUB', '30569309025904', true],
    ['DINERS_CLUB', '38520000023237', true],
    ['DINERS_CLUB', '30669309025904', false],
    ['JCB', '3530111333300000', true],
    ['JCB', '213112345678901', true],
    ['JCB', '3430111333300000', false],
  ];
  it.each(cases)('%s %s → %s', (brand, number, expected) => {
    expect(CARD_PATTERNS[brand].test(number)).toBe(expected);
  });
  it('rejects spaces and dashes (digits only)', () => {
    expect(CARD_PATTERNS.VISA.test('4111 1111 1111 1111')).toBe(false);
    expect(CARD_PATTERNS.VISA.test('4111-1111-1111-1111')).toBe(false);
  });
});

describe('PRICE and PRICE_NON_STRICT', () => {
  it.each([
    ['10', true, true],
    ['10.5', true, true],
    ['10.55', true, true],
    ['0.01', true, true],
    ['10.555', false, false],
    ['10.', false, false],
    ['.5', false, false],
    ['-10', false, true],
    ['+10.50', false, true],
    ['1,50', false, false],
    ['', false, false],
  ])('%j → strict %s, non-strict %s', (value, strict, loose) => {
    expect(PRICE.test(value)).toBe(strict);
    expect(PRICE_NON_STRICT.test(value)).toBe(loose);
  });
});

describe('isVatNumber (EU patterns and check digits; vectors in vat/vat.test.ts)', () => {
  it.each([
    'IT00743110157',
    'it 007 431 101 57',
    'DE136695976',
    'ATU13585627',
    'FR23334175221',
    'FRK7399859412',
    'NL004495445B01',
    'ESX5253868R',
    'BE0428759497',
    'EL094259216',
    'IE6433435OA',
    'SE556043606401',
  ])('accepts %s', (value) => expect(isVatNumber(value)).toBe(true));
  it.each([
    '',
    // Right shapes, wrong check digits: the patterns alone accepted them.
    'IT12345678901',
    'DE123456789',
    'ATU12345678',
    'NL123456789B01',
    'ESX1234567X',
    'BE0123456789',
    'IE1234567WA',
    'SE123456789012',
    'IT1234567890',
    'IT123456789012',
    '12345678901',
    'US123456789',
    'GB123456789',
    'NL123456789A01',
    'ATU1234567',
    'DEABCDEFGHI',
    '__proto__',
    'constructor',
  ])('rejects %j', (value) => expect(isVatNumber(value)).toBe(false));

  it('VAT_PATTERNS describe the canonical form of every valid vector', () => {
    const misfits = VALID_VAT_NUMBERS.map((number) => compactVatNumber(number) ?? number).filter(
      (compact) => !VAT_PATTERNS[compact.slice(0, 2)]?.test(compact),
    );
    expect(misfits).toEqual([]);
  });
});

describe('FISCAL_CODE and isFiscalCode (more cases in vat/vat.test.ts)', () => {
  it.each([
    // value, pattern, valid
    ['RSSMRA80A01H501U', true, true],
    ['RSSMRA80A01H501A', true, false],
    // The same code with omocodia in all 7 digit positions.
    ['RSSMRAULALMHRLMD', true, true],
    ['rssmra80a01h501u', false, false],
    ['RSSMRA80A01h501U', false, false],
    ['00743110157', true, true],
    ['12345678901', true, false],
    ['RSSMRA80Z01H501U', false, false],
    ['RSSMRA8AA01H501U', false, false],
    ['RSSMRA80A01H501', false, false],
    ['1234567890', false, false],
  ] as const)('%j → pattern %s, valid %s', (value, shape, valid) => {
    expect(FISCAL_CODE.test(value)).toBe(shape);
    expect(isFiscalCode(value)).toBe(valid);
  });
});

describe('ISO_DATE_STRING and isIsoDateString (ISO 8601-1)', () => {
  // The examples of ISO 8601:2004 §4.1-4.3 that carry a date, and today's date in every form.
  it.each([
    '1985-04-12',
    '19850412',
    '1985-04',
    '1985',
    '1985-102',
    '1985102',
    '1985-W15-5',
    '1985W155',
    '1985-W15',
    '1985W15',
    '1985-04-12T10:15:30',
    '19850412T101530',
    '1985-04-12T10:15:30Z',
    '19850412T101530Z',
    '1985-04-12T10:15:30+04:00',
    '19850412T101530+0400',
    '1985-04-12T10:15:30+04',
    '1985-04-12T10:15',
    '19850412T1015',
    '1985-04-12T10',
    '1985-102T10:15:30',
    '1985W155T101530',
    '2026-11-26',
    '2026-W48-4',
    '2026-330',
    '2026-11-26T23:20:50,5',
    '2026-11-26T23:20:50.5',
    '2026-11-26T23:20,5',
    '2026-11-26T23,3',
    '20261126T2320,8',
    '2026-11-26T08:00:00.123456789-05:30',
    '2026-11-26T08:00+00:00',
    '2024-02-29',
    '2000-02-29',
    '2024-366',
    '2026-W53-7',
    '2020-W53',
    '2015W537',
  ])('accepts %s', (value) => {
    expect(ISO_DATE_STRING.test(value)).toBe(true);
    expect(isIsoDateString(value)).toBe(true);
  });

  it.each([
    // value, shape (ISO_DATE_STRING), why isIsoDateString rejects it
    ['2026-02-29', true, 'not a leap year'],
    ['1900-02-29', true, 'century not divisible by 400'],
    ['2026-02-30', true, '30 February'],
    ['20260230', true, '30 February, basic'],
    ['2026-04-31', true, '31 April'],
    ['2026-366', true, 'day 366 of a common year'],
    ['2027-W53', true, '2027 has 52 weeks'],
    ['2021-W53-1', true, '2021 has 52 weeks'],
    ['2026-11-26T08:00-00:00', true, 'minus zero zone'],
    ['2026-11-26T08-00', true, 'minus zero zone, hours'],
    ['2026-13-01', false, 'month 13'],
    ['2026-11-32', false, 'day 32'],
    ['2026-00-10', false, 'month 0'],
    ['2026-367', false, 'day 367'],
    ['2026-000', false, 'day 0'],
    ['2026-W54', false, 'week 54'],
    ['2026-W00-1', false, 'week 0'],
    ['2026-W48-8', false, 'weekday 8'],
    ['2026-W48-0', false, 'weekday 0'],
    ['202611', false, 'basic year-month (ambiguous with YYMMDD)'],
    ['2026-1126', false, 'mixed basic and extended date'],
    ['2026-11-26T0800', false, 'extended date, basic time'],
    ['20261126T08:00', false, 'basic date, extended time'],
    ['2026-11-26T08:00+0100', false, 'extended time, basic zone'],
    ['2026-11T08:00', false, 'time after a reduced date'],
    ['2026T08', false, 'time after a year'],
    ['2026-11-26T24:00', false, 'hour 24'],
    ['2026-11-26T08:60', false, 'minute 60'],
    ['2026-11-26T08:00:60', false, 'second 60'],
    ['2026-11-26T08:00.5:30', false, 'fraction before the last component'],
    ['2026-11-26T08:00:00.', false, 'empty fraction'],
    ['2026-11-26T08:00:00.1234567890', false, 'more than 9 fraction digits'],
    ['2026-11-26 08:00', false, 'space instead of T'],
    ['2026-11-26t08:00z', false, 'lower case designators'],
    ['2026-11-26T08:00+24:00', false, 'zone hour 24'],
    ['21/11/2026', false, 'not ISO'],
    ['26', false, 'century (not accepted)'],
    ['+12026-11-26', false, 'expanded year (not accepted)'],
    ['', false, 'empty'],
  ] as const)('rejects %s (shape %s): %s', (value, shape, _why) => {
    expect(ISO_DATE_STRING.test(value)).toBe(shape);
    expect(isIsoDateString(value)).toBe(false);
  });

  it('counts 53 ISO weeks exactly in the years whose 28 December falls in week 53', () => {
    // Independent rule: 28 December is always in the last ISO week of its year.
    const lastWeek = (year: number) => {
      const dec28 = new Date(Date.UTC(year, 11, 28));
      const thursday = new Date(dec28);
      thursday.setUTCDate(dec28.getUTCDate() + 3 - ((dec28.getUTCDay() + 6) % 7));
      const jan1 = Date.UTC(thursday.getUTCFullYear(), 0, 1);
      return Math.floor((thursday.getTime() - jan1) / 86_400_000 / 7) + 1;
    };
    for (let year = 1900; year <= 2100; year++)
      expect(isoWeeksInYear(year), String(year)).toBe(lastWeek(year));
    expect([2004, 2009, 2015, 2020, 2026, 2032].map(isoWeeksInYear)).toEqual([53, 53, 53, 53, 53, 53]);
    expect([2021, 2022, 2023, 2024, 2025, 2027].map(isoWeeksInYear)).toEqual([52, 52, 52, 52, 52, 52]);
  });

  it('checks every day of a leap and a common year in all three forms', () => {
    for (const year of [2024, 2026]) {
      const days = year === 2024 ? 366 : 365;
      for (let ordinal = 1; ordinal <= days; ordinal++) {
        const date = new Date(Date.UTC(year, 0, ordinal)).toISOString().slice(0, 10);
        expect(isIsoDateString(date)).toBe(true);
        expect(isIsoDateString(`${year}-${String(ordinal).padStart(3, '0')}`)).toBe(true);
      }
      expect(isIsoDateString(`${year}-${days + 1}`)).toBe(false);
    }
  });
});

describe('sanitizeLink (INPUT: http, https, file, tel, sms and mailto only)', () => {
  it.each([
    'https://example.com/a?b=c',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'file:///tmp/x.pdf',
    'tel:+393331234567',
    'sms:+393331234567',
    'mailto:info@example.com',
  ])('keeps %s', (link) => expect(sanitizeLink(link)).toBe(link));

  it.each([
    ['/info/pms', '/info/pms'],
    ['info/pms', 'info/pms'],
    ['../faq', '../faq'],
    ['#plans', '#plans'],
    ['?email=a@b.it', '?email=a@b.it'],
    ['//cdn.example.com/x.png', '//cdn.example.com/x.png'],
    ['  https://example.com  ', 'https://example.com'],
    ['', ''],
  ])('keeps relative or trimmed %j', (link, expected) => expect(sanitizeLink(link)).toBe(expected));

  it.each([
    ['javascript:alert(1)', 'unsafe:javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)', 'unsafe:JAVASCRIPT:alert(1)'],
    ['JavaScript:alert(1)', 'unsafe:JavaScript:alert(1)'],
    [' javascript:alert(1)', 'unsafe:javascript:alert(1)'],
    ['\tjavascript:alert(1)', 'unsafe:javascript:alert(1)'],
    ['java\nscript:alert(1)', 'unsafe:java\nscript:alert(1)'],
    ['java\tscript:alert(1)', 'unsafe:java\tscript:alert(1)'],
    ['\u0000javascript:alert(1)', 'unsafe:\u0000javascript:alert(1)'],
    [
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'unsafe:data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ],
    ['DATA:text/html,<script>alert(1)</script>', 'unsafe:DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)', 'unsafe:vbscript:msgbox(1)'],
    ['ftp://example.com', 'unsafe:ftp://example.com'],
    ['blob:https://example.com/uuid', 'unsafe:blob:https://example.com/uuid'],
  ])('neutralises %j', (link, expected) => expect(sanitizeLink(link)).toBe(expected));

  it('never returns a link that still starts with a dangerous scheme', () => {
    for (const link of ['javascript:x', ' JAVASCRIPT:x', 'data:x', '\njavascript:x']) {
      expect(sanitizeLink(link).startsWith('unsafe:')).toBe(true);
    }
  });
});

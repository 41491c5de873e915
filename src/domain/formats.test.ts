import { describe, expect, it } from 'vitest';
import {
  CARD_PATTERNS,
  type CardBrand,
  EMAIL_MAX_LENGTH,
  FISCAL_CODE,
  ISO_DATE_STRING,
  isEmail,
  isVatNumber,
  PASSWORD,
  PHONE,
  PRICE,
  PRICE_NON_STRICT,
  PROVINCE,
  STRONG_PASSWORD,
  sanitizeLink,
  USERNAME,
  ZIP,
} from './formats.ts';

describe('isEmail (spec 002 §5: known TLDs or a country code, or an IP, optional port)', () => {
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

describe('PHONE (optional plus, 2 to 4 digits, then 3 to 11 digits)', () => {
  it.each([
    '+393331234567',
    '393331234567',
    '+39 3331234567',
    '+39-3331234567',
    '0612345',
    '+1234 12345678901',
    '12345',
  ])('accepts %s', (phone) => expect(PHONE.test(phone)).toBe(true));
  it.each([
    '',
    '1234',
    '+39',
    '++393331234567',
    '+39 333 123 4567',
    '+39  3331234567',
    '+39333123456789012',
    '333-CALL-ME',
    '(06) 1234567',
    '+39 3331234567\n',
    "1'; DROP TABLE help_requests; --",
  ])('rejects %j', (phone) => expect(PHONE.test(phone)).toBe(false));
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

describe('PASSWORD and STRONG_PASSWORD (spec 002 §5)', () => {
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
  ])('%j → %s / strong %s', (value, plain, strong) => {
    expect(PASSWORD.test(value)).toBe(plain);
    expect(STRONG_PASSWORD.test(value)).toBe(strong);
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

describe('isVatNumber (EU VIES formats)', () => {
  it.each([
    'IT12345678901',
    'it 123 456 789 01',
    'DE123456789',
    'ATU12345678',
    'FR12345678901',
    'FRXX123456789',
    'NL123456789B01',
    'ESX1234567X',
    'BE0123456789',
    'EL123456789',
    'IE1234567WA',
  ])('accepts %s', (value) => expect(isVatNumber(value)).toBe(true));
  it.each([
    '',
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
});

describe('FISCAL_CODE and ISO_DATE_STRING', () => {
  it.each([
    [FISCAL_CODE, 'RSSMRA80A01H501U', true],
    [FISCAL_CODE, 'rssmra80a01h501u', true],
    [FISCAL_CODE, '12345678901', true],
    [FISCAL_CODE, 'RSSMRA80Z01H501U', false],
    [FISCAL_CODE, 'RSSMRA80A01H501', false],
    [FISCAL_CODE, '1234567890', false],
    [ISO_DATE_STRING, '2026-11-21', true],
    [ISO_DATE_STRING, '2026-11-21T08:00:00Z', true],
    [ISO_DATE_STRING, '2026-11-21T08:00', true],
    [ISO_DATE_STRING, '2026-11-21T08:00:00.123+01:00', true],
    [ISO_DATE_STRING, '2026-13-01', false],
    [ISO_DATE_STRING, '2026-11-32', false],
    [ISO_DATE_STRING, '21/11/2026', false],
    [ISO_DATE_STRING, '2026-11-21T24:00', false],
  ] as const)('%s on %j → %s', (pattern, value, expected) => {
    expect(pattern.test(value)).toBe(expected);
  });
});

describe('sanitizeLink (spec 000 §5: http, https, file, tel, sms and mailto only)', () => {
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

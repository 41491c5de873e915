import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardDigits,
  cardNotExpired,
  checkCardNumber,
  cvvLength,
  guaranteeCardAsked,
  luhnValid,
  maskedCard,
} from './cards.ts';

describe('card checks (PROPCHECK-2)', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['4012888888881881', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['36227206271667', 'DINERS_CLUB'],
    ['6011111111111117', 'DISCOVER'],
    ['3530111333300000', 'JCB'],
    ['6200000000000005', 'UNION_PAY'],
    ['6759649826438453', 'MAESTRO'],
  ])('recognises %s as %s (Luhn-valid)', (number, brand) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
    expect(checkCardNumber(number)).toEqual({ ok: true, brand, last4: number.slice(-4) });
  });

  it('accepts spaces and hyphens between groups, nothing else', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardDigits(' 4111111111111111 ')).toBe('4111111111111111');
    for (const bad of [
      '4111  1111 1111 1111',
      '4111_1111_1111_1111',
      'abcd',
      '',
      '41111111111',
      '4'.repeat(20),
      '４111111111111111',
    ]) {
      expect(cardDigits(bad)).toBeNull();
    }
  });

  it('tells a malformed or Luhn-invalid number from an unknown or refused brand', () => {
    expect(checkCardNumber('4111111111111112')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkCardNumber('9111111111111110')).toEqual({ ok: false, reason: 'type' });
    expect(checkCardNumber('36227206271667', ['VISA', 'MASTERCARD'])).toEqual({ ok: false, reason: 'type' });
    expect(checkCardNumber('4111111111111111', ['VISA'])).toMatchObject({ ok: true });
  });

  it('gives AMEX a 4-digit CVV and the others 3', () => {
    expect(cvvLength('AMEX')).toBe(4);
    expect(cvvLength('VISA')).toBe(3);
  });

  it('expires after the expiry month', () => {
    expect(cardNotExpired({ month: 11, year: 2026 }, { month: 11, year: 2026 })).toBe(true);
    expect(cardNotExpired({ month: 10, year: 2026 }, { month: 11, year: 2026 })).toBe(false);
    expect(cardNotExpired({ month: 1, year: 2027 }, { month: 11, year: 2026 })).toBe(true);
  });

  it('Luhn: changing one digit of a valid number always breaks it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4111111111111111'.split('').map(Number);
        digits[position] = ((digits[position] ?? 0) + delta) % 10;
        return !luhnValid(digits.join(''));
      }),
    );
  });
});

describe('what leaves the browser', () => {
  it.each<[string, string, ReturnType<typeof maskedCard>]>([
    [
      'a Visa typed in groups',
      '4111 1111 1111 1111',
      { circuit: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030 },
    ],
    ['an Amex', '378282246310005', { circuit: 'AMEX', last4: '0005', expiryMonth: 12, expiryYear: 2030 }],
    ['a number failing Luhn', '4111 1111 1111 1112', null],
    ['no known brand', '9111111111111110', null],
  ])('maskedCard: %s', (_label, number, expected) => {
    expect(maskedCard({ number, expiryMonth: 12, expiryYear: 2030 })).toEqual(expected);
  });

  it('a hotel asks for a guarantee card unless its payment settings say no', () => {
    expect(guaranteeCardAsked(undefined)).toBe(true);
    expect(guaranteeCardAsked({})).toBe(true);
    expect(guaranteeCardAsked({ guaranteeCard: true })).toBe(true);
    expect(guaranteeCardAsked({ guaranteeCard: false })).toBe(false);
  });
});

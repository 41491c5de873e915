import { describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../../src/contracts/types.ts';
import { cardDigits } from '../../../src/domain/cards.ts';
import {
  cardKind,
  cvvDigits,
  expiryYears,
  formatCardDigits,
  liveCardBrand,
  reformatCardInput,
} from './card.ts';

describe('liveCardBrand', () => {
  it.each([
    ['4', null],
    ['411', null],
    ['4111', 'VISA'],
    ['4111 1111 1111 1111', 'VISA'],
    ['5555', 'MASTERCARD'],
    ['2221', 'MASTERCARD'],
    ['3782', 'AMEX'],
    ['3056', 'DINERS_CLUB'],
    ['3530', 'JCB'],
    ['6011', 'DISCOVER'],
    ['6200', 'UNION_PAY'],
    ['6759', 'MAESTRO'],
    ['5018', 'MAESTRO'],
    ['9999', null],
  ])('%s → %s', (input, brand) => {
    expect(liveCardBrand(input)).toBe(brand);
  });
});

describe('card number formatting', () => {
  it('groups by brand: Amex 4-6-5, 14-digit Diners 4-6-4, others by 4', () => {
    expect(formatCardDigits('4111111111111111', 'VISA')).toBe('4111 1111 1111 1111');
    expect(formatCardDigits('378282246310005', 'AMEX')).toBe('3782 822463 10005');
    expect(formatCardDigits('36227206271667', 'DINERS_CLUB')).toBe('3622 720627 1667');
    expect(formatCardDigits('4111111111111111111', 'VISA')).toBe('4111 1111 1111 1111 111');
    expect(formatCardDigits('41', null)).toBe('41');
  });

  it('keeps only digits, at most 19, in a shape cards.ts accepts', () => {
    const { value } = reformatCardInput('4111-1111x1111 1111 9999 9', 20);
    expect(value).toBe('4111 1111 1111 1111 999');
    expect(cardDigits(reformatCardInput('4111111111111111', 16).value)).toBe('4111111111111111');
  });

  it('keeps the caret after the same digit', () => {
    // Typing the 5th digit at the end: the caret jumps over the new space.
    expect(reformatCardInput('41111', 5)).toEqual({ value: '4111 1', caret: 6 });
    // Inserting a digit in the middle ('4111 1|111' → '4111 19|111').
    expect(reformatCardInput('4111 19111', 7)).toEqual({ value: '4111 1911 1', caret: 7 });
    // Deleting at the start.
    expect(reformatCardInput('111 1111', 0)).toEqual({ value: '1111 111', caret: 0 });
  });
});

describe('card facts', () => {
  it('expects 4 CVV digits for Amex and 3 otherwise', () => {
    expect(cvvDigits('AMEX')).toBe(4);
    expect(cvvDigits('VISA')).toBe(3);
    expect(cvvDigits(null)).toBe(3);
  });

  it('offers this year and the 14 after it', () => {
    const years = expiryYears(new Date('2027-12-31T23:00:00Z'));
    expect(years).toHaveLength(15);
    expect(years[0]).toBe(2027);
    expect(years[14]).toBe(2041);
  });

  it('tells credit from debit by the hotel settings, and only when they say so', () => {
    const settings: PaymentSettings = {
      creditCards: [{ circuit: 'VISA' }, { circuit: 'MASTERCARD' }, { circuit: 'JCB' }],
      otherCards: [{ circuit: 'JCB' }, { circuit: 'UNION_PAY' }],
    };
    expect(cardKind('VISA', settings)).toBe('CREDIT');
    expect(cardKind('UNION_PAY', settings)).toBe('DEBIT');
    expect(cardKind('JCB', settings)).toBeNull();
    expect(cardKind('AMEX', settings)).toBeNull();
    expect(cardKind('MAESTRO', settings)).toBe('DEBIT');
    expect(cardKind('VISA', undefined)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  crossRates,
  currencyFractionDigits,
  type ExchangeRecord,
  IMPORTANT_CURRENCIES,
  isCurrencyCode,
  isSupportedCurrency,
  orderCurrencies,
  rateBetween,
  roundRate,
  SUPPORTED_CURRENCIES,
} from './currency.ts';

describe('convertAmount', () => {
  it.each([
    [100, 1.158, 2, 115.8],
    [19.99, 1.158, 2, 23.15], // 23.14842
    [0.01, 1.158, 2, 0.01],
    [1, 0.5, 2, 0.5],
    [0.01, 0.5, 2, 0.01], // 0.005 rounds half-up
    [0.03, 0.5, 2, 0.02], // 0.015 → 0.02, where 0.03 * 0.5 = 0.015 and toFixed would drift
    [1.15, 100, 2, 115], // 1.15 * 100 = 114.99999999999999 in floats
    [564.44, 178.5, 0, 100753], // JPY has no decimals: 100752.54 → 100753
    [110.5, 178.5, 0, 19724], // 19724.25
    [10, 0.881, 2, 8.81],
    [1234567.89, 1.158, 2, 1429629.62], // 1429629.61662
    [-20, 1.158, 2, -23.16],
    [0, 1.158, 2, 0],
    [100, 1.2e-7, 4, 0], // exponent notation of a rate
    [1_000_000, 1.2e-7, 4, 0.12],
    [9.995, 1, 2, 10], // the amount is rounded to cents first (half-up)
  ])('%s × %s (%s decimals) = %s', (amount, rate, digits, expected) => {
    expect(convertAmount(amount, rate, digits)).toBe(expected);
  });

  it('handles rates with many digits (derived cross rates) exactly', () => {
    // 1 / 1.158 = 0.8635578583765112…
    expect(convertAmount(115.8, 0.8635578583765112)).toBe(100);
    expect(convertAmount(100, 0.000123456789, 4)).toBe(0.0123);
  });

  it('refuses invalid rates and decimals', () => {
    expect(() => convertAmount(10, 0)).toThrow(RangeError);
    expect(() => convertAmount(10, -1)).toThrow(RangeError);
    expect(() => convertAmount(10, Number.NaN)).toThrow(RangeError);
    expect(() => convertAmount(10, 1, -1)).toThrow(RangeError);
    expect(() => convertAmount(Number.POSITIVE_INFINITY, 1)).toThrow(RangeError);
  });
});

describe('currencyFractionDigits', () => {
  it('follows the currency: EUR and USD 2, JPY and KRW 0', () => {
    expect(currencyFractionDigits('EUR')).toBe(2);
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('KRW')).toBe(0);
  });

  it('defaults to 2 for a malformed code', () => {
    expect(currencyFractionDigits('EURO')).toBe(2);
  });
});

describe('crossRates', () => {
  const eur: ExchangeRecord = {
    base: 'EUR',
    date: '2026-11-20',
    rates: { USD: 1.158, GBP: 0.881, JPY: 178.5 },
  };

  it('sees the rates from another base, with the old base at 1 / its rate', () => {
    expect(crossRates(eur, 'USD')).toEqual({
      base: 'USD',
      date: '2026-11-20',
      rates: { EUR: 0.863558, GBP: 0.760794, JPY: 154.145 },
    });
  });

  it('answers the record itself for its own base, null for a currency it lacks', () => {
    expect(crossRates(eur, 'EUR')).toBe(eur);
    expect(crossRates(eur, 'CHF')).toBeNull();
  });

  it('round-trips within the rounding of 6 significant digits', () => {
    const usd = crossRates(eur, 'USD');
    const back = usd && crossRates(usd, 'EUR');
    expect(back?.rates.USD).toBeCloseTo(1.158, 5);
  });
});

describe('rateBetween', () => {
  const eur: ExchangeRecord = { base: 'EUR', date: '2026-11-20', rates: { USD: 1.158 } };
  it('is 1 for the same currency, the record rate from its base, null otherwise', () => {
    expect(rateBetween(null, 'EUR', 'EUR')).toBe(1);
    expect(rateBetween(eur, 'EUR', 'USD')).toBe(1.158);
    expect(rateBetween(eur, 'EUR', 'GBP')).toBeNull();
    expect(rateBetween(eur, 'USD', 'EUR')).toBeNull();
    expect(rateBetween(null, 'EUR', 'USD')).toBeNull();
  });
});

describe('currency lists', () => {
  it('puts the important currencies first in the spec order, then the others A–Z', () => {
    expect(orderCurrencies(['SEK', 'JPY', 'CHF', 'USD', 'EUR', 'USD'])).toEqual([
      'EUR',
      'USD',
      'JPY',
      'CHF',
      'SEK',
    ]);
  });

  it('supports every important currency and only well-formed codes', () => {
    for (const code of IMPORTANT_CURRENCIES) expect(isSupportedCurrency(code)).toBe(true);
    expect(SUPPORTED_CURRENCIES.every(isCurrencyCode)).toBe(true);
    expect(new Set(SUPPORTED_CURRENCIES).size).toBe(SUPPORTED_CURRENCIES.length);
    expect(isSupportedCurrency('XXX')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
  });

  it('rounds rates to 6 significant digits', () => {
    expect(roundRate(1 / 3)).toBe(0.333333);
    expect(roundRate(17850.123456)).toBe(17850.1);
  });
});

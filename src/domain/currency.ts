/**
 * Currencies and exchange rates (PROPDATA-3 Currency and Exchange record, PROPLIM): prices are kept
 * and charged in the hotel's currency; a guest may see them converted into another currency for
 * display only, with the rates of one day. Pure functions, no I/O: the worker uses them to check
 * and derive rates, the widget to convert and order the currency list.
 *
 * Conversion is exact decimal arithmetic (BigInt over the decimal digits of the amount and of the
 * rate), rounded half-up once, to the display currency's own number of decimals (JPY 0, EUR 2):
 * 19.99 EUR × 1.158 is 23.15 USD, never 23.148420000000002 rounded by chance.
 */
import { DEFAULT_CURRENCY } from './booking/types.ts';
import { numberFormat } from './intl.ts';
import { toCents } from './money.ts';

export { DEFAULT_CURRENCY };

/** PROPLIM-2: the currencies offered first. */
export const IMPORTANT_CURRENCIES = ['EUR', 'USD', 'AUD', 'CAD', 'GBP', 'CNY', 'JPY'] as const;

/**
 * The currencies the rates service accepts as a base and the widget offers without asking the
 * server: the euro and the currencies of the ECB's daily reference rates. The stored reference
 * rates may add more (PROPDATA: supported currencies come from the rate response).
 */
export const SUPPORTED_CURRENCIES = [
  'EUR',
  'USD',
  'JPY',
  'CZK',
  'DKK',
  'GBP',
  'HUF',
  'PLN',
  'RON',
  'SEK',
  'CHF',
  'ISK',
  'NOK',
  'TRY',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'HKD',
  'IDR',
  'ILS',
  'INR',
  'KRW',
  'MXN',
  'MYR',
  'NZD',
  'PHP',
  'SGD',
  'THB',
  'ZAR',
] as const;

/** An ISO 4217 code as the API takes it: three uppercase letters. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Field error code of a well-formed but unknown currency (message 'Currency not supported: {code}'). */
export const CURRENCY_NOT_SUPPORTED = 'error.currency.not.supported';

/** PROPERR texts. */
export const currencyNotSupportedMessage = (code: string) => `Currency not supported: ${code}`;
export const EXCHANGE_FAILURE = 'Error getting currencies';

/** PROPDATA-3 Exchange record: the rates of one day, `1 base = rates[code] code`. */
export type ExchangeRecord = {
  base: string;
  /** The day the rates are of ('YYYY-MM-DD'), as the provider published them. */
  date: string;
  rates: Record<string, number>;
};

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_CODE.test(value);
}

export function isSupportedCurrency(code: string): boolean {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

const fractionCache = new Map<string, number>();

/**
 * Decimals of a currency's amounts (EUR 2, JPY 0, KRW 0), as the platform's Intl data says;
 * 2 for a code Intl does not know (PROPLIM: 2 fraction digits by default).
 */
export function currencyFractionDigits(code: string): number {
  const cached = fractionCache.get(code);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits =
      numberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // RangeError: not a well-formed currency code.
  }
  fractionCache.set(code, digits);
  return digits;
}

/** The digits and decimal scale of a finite number's shortest text form (1.0832 → 10832n, 4). */
function decimalOf(value: number): { digits: bigint; scale: number } {
  const [mantissa = '0', exponentText = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponentText);
  const digits = BigInt(`${whole}${fraction}`);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/** numerator / 10^places rounded half-up (ties away from zero). */
function divideRounded(numerator: bigint, places: number): bigint {
  if (places <= 0) return numerator * 10n ** BigInt(-places);
  const divisor = 10n ** BigInt(places);
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const quotient = (absolute + divisor / 2n) / divisor;
  return negative ? -quotient : quotient;
}

/**
 * `amount` (money of the source currency, rounded to cents first) times `rate`, rounded half-up to
 * `fractionDigits` decimals without floating-point drift.
 */
export function convertAmount(amount: number, rate: number, fractionDigits = 2): number {
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Invalid exchange rate ${rate}`);
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 4) {
    throw new RangeError(`Invalid fraction digits ${fractionDigits}`);
  }
  const cents = BigInt(toCents(amount));
  const { digits, scale } = decimalOf(rate);
  // cents × rate has scale + 2 decimals; keep fractionDigits of them.
  const result = divideRounded(cents * digits, scale + 2 - fractionDigits);
  return Number(`${result}e-${fractionDigits}`) + 0;
}

/** A rate rounded to 6 significant digits, as reference rates are published. */
export function roundRate(rate: number): number {
  return Number(rate.toPrecision(6));
}

/**
 * The rates of `record` seen from another base (cross rates: 1 USD = rates[X] / rates[USD] X),
 * or null when the record has no rate for that base. The old base gets 1 / its rate.
 */
export function crossRates(record: ExchangeRecord, base: string): ExchangeRecord | null {
  if (base === record.base) return record;
  const pivot = record.rates[base];
  if (pivot === undefined || !(pivot > 0)) return null;
  const rates: Record<string, number> = { [record.base]: roundRate(1 / pivot) };
  for (const [code, rate] of Object.entries(record.rates)) {
    if (code !== base && rate > 0) rates[code] = roundRate(rate / pivot);
  }
  return { base, date: record.date, rates: sortedRates(rates) };
}

/** The rates in alphabetical order of their codes (stable JSON, readable answers). */
export function sortedRates(rates: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(rates).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The codes with the important currencies first (PROPLIM-2 order), then the others A–Z; no duplicates. */
export function orderCurrencies(codes: Iterable<string>): string[] {
  const all = new Set(codes);
  const important = IMPORTANT_CURRENCIES.filter((code) => all.has(code));
  const others = [...all]
    .filter((code) => !(IMPORTANT_CURRENCIES as readonly string[]).includes(code))
    .sort();
  return [...important, ...others];
}

/**
 * The rate to show prices of `from` in `to` with a record, or null when it cannot: 1 when they
 * are the same currency, `rates[to]` when the record's base is `from`.
 */
export function rateBetween(record: ExchangeRecord | null, from: string, to: string): number | null {
  if (from === to) return 1;
  if (record === null || record.base !== from) return null;
  const rate = record.rates[to];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** The currency's narrow symbol ('€', '$', '£', '¥'), or its code when Intl has none. */
export function currencySymbolOf(code: string, locale = 'en'): string {
  try {
    const part = numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}

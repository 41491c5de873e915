/**
 * DEMO DATA: euro exchange rates so that display conversion works on one machine without any
 * network (no rate provider is configured locally). The values are approximate, rounded to the
 * precision of the ECB's euro reference rates of late 2025; they are NOT quotes, and the day they
 * are stored under is simply the last weekday up to the seed day. With EXCHANGE_RATES_URL set, the
 * provider's rates of the day replace them (worker/exchange/rates.ts); the source 'seed' marks them.
 */
import type { SqlStatement } from './sql.ts';

/** The `source` of the demo rates: never counts as a provider fetch (worker/exchange/rates.ts). */
export const SEED_SOURCE = 'seed';

/** 1 EUR = rate units of each currency (demo values). */
export const DEMO_EUR_RATES: Readonly<Record<string, number>> = {
  AUD: 1.78,
  BRL: 6.2,
  CAD: 1.625,
  CHF: 0.931,
  CNY: 8.24,
  CZK: 24.3,
  DKK: 7.469,
  GBP: 0.881,
  HKD: 9.01,
  HUF: 385.5,
  IDR: 19350,
  ILS: 3.78,
  INR: 102.7,
  ISK: 146.9,
  JPY: 178.5,
  KRW: 1690,
  MXN: 21.3,
  MYR: 4.83,
  NOK: 11.75,
  NZD: 2.04,
  PHP: 68.2,
  PLN: 4.24,
  RON: 5.085,
  SEK: 10.98,
  SGD: 1.51,
  THB: 37.6,
  TRY: 48.9,
  USD: 1.158,
  ZAR: 20.1,
};

/** The last Monday-to-Friday day up to `now` (UTC), when reference rates are published. */
export function demoRatesDate(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The demo euro rates as one INSERT OR IGNORE (never replaces rates already stored for that day). */
export function buildExchangeRateStatements(now: Date): SqlStatement[] {
  return [
    {
      sql: 'INSERT OR IGNORE INTO exchange_rates (base, date, rates_json, fetched_at, source) VALUES (?, ?, ?, ?, ?)',
      params: ['EUR', demoRatesDate(now), JSON.stringify(DEMO_EUR_RATES), now.toISOString(), SEED_SOURCE],
    },
  ];
}

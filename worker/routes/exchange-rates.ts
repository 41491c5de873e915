import { Hono } from 'hono';
import { ratesQuery } from '../../src/contracts/booking.ts';
import type { ExchangeRates } from '../../src/contracts/booking-types.ts';
import {
  CURRENCY_NOT_SUPPORTED,
  currencyNotSupportedMessage,
  currencySymbolOf,
  EXCHANGE_FAILURE,
} from '../../src/domain/currency.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { exchangeRates, isKnownBase, rateProvider } from '../exchange/rates.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** Rates change once a day: browsers and the edge may keep an answer for an hour. */
export const EXCHANGE_RATES_CACHE = 'public, max-age=3600';

/**
 * GET booking/exchange-rates?base=EUR[&hotel=…]: the day's exchange rates of a base currency
 * (PROPDATA-3 Exchange record), for showing prices in the guest's currency. Served under the
 * booking prefix so that the widget can read it from any site (a public read: CORS `*`).
 */
export const exchangeRateRoutes = new Hono<AppEnv>().get(
  '/booking/exchange-rates',
  failureMessage(EXCHANGE_FAILURE),
  validate('query', ratesQuery),
  async (c) => {
    const { base } = c.req.valid('query');
    if (!(await isKnownBase(c.env.DB, base))) {
      throw new ApiError(400, currencyNotSupportedMessage(base), [
        { field: 'base', code: CURRENCY_NOT_SUPPORTED },
      ]);
    }
    const rates = await exchangeRates(c.env.DB, base, { provider: rateProvider(c.env), now: new Date() });
    if (rates === null) throw new ApiError(503, EXCHANGE_FAILURE, [], { 'Retry-After': '3600' });
    const body: ExchangeRates = {
      base: { iso: rates.base, symbol: currencySymbolOf(rates.base) },
      date: rates.date,
      rates: rates.rates,
      source: rates.source,
    };
    return c.json(body, 200, { 'Cache-Control': EXCHANGE_RATES_CACHE });
  },
);

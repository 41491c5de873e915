import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRates } from '../../src/contracts/booking-types.ts';
import { app } from '../app.ts';
import { buildExchangeRateStatements, DEMO_EUR_RATES, demoRatesDate } from '../seed/exchange-rates.ts';
import { ALLOWED_ORIGIN, API, HOTEL_ALIAS, HOTEL_ID, seedBookingFixture } from '../test/booking-fixture.ts';

const PATH = '/booking/exchange-rates';
const SEED_NOW = new Date();

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

async function get<T>(query: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${API}${PATH}${query}`, { headers });
  return { res, body: (await res.json()) as T };
}

async function seedDemoRates() {
  await env.DB.batch(
    buildExchangeRateStatements(SEED_NOW).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)),
  );
}

beforeAll(async () => {
  await seedBookingFixture();
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM exchange_rates'),
    env.DB.prepare('DELETE FROM exchange_rate_failures'),
  ]);
  await seedDemoRates();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/rs/public/booking/exchange-rates', () => {
  it('serves the demo euro rates without a provider, cacheable for an hour', async () => {
    const { res, body } = await get<ExchangeRates>('?base=EUR');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(body).toEqual({
      base: { iso: 'EUR', symbol: '€' },
      date: demoRatesDate(SEED_NOW),
      rates: DEMO_EUR_RATES,
      source: 'seed',
    });
  });

  it('uses EUR when no base is given (PROPLIM-2 default currency)', async () => {
    const { body } = await get<ExchangeRates>('');
    expect(body.base.iso).toBe('EUR');
  });

  it('serves another supported base through the euro rates', async () => {
    const { res, body } = await get<ExchangeRates>('?base=USD');
    expect(res.status).toBe(200);
    expect(body.base).toEqual({ iso: 'USD', symbol: '$' });
    expect(body.rates.EUR).toBeCloseTo(1 / (DEMO_EUR_RATES.USD ?? 0), 5);
    expect(body.source).toBe('seed via EUR');
  });

  it.each([
    ['?base=usd', 'error.field.generic.invalid'],
    ['?base=US', 'error.field.generic.invalid'],
    ['?base=EURO', 'error.field.generic.invalid'],
    ['?base=', 'error.field.generic.invalid'],
    ['?base=E%00R', 'error.field.generic.invalid'],
    ['?base=EUR&base=USD', 'error.field.generic.invalid'],
  ])('refuses %s with 400 on the field base', async (query, code) => {
    const { res, body } = await get<ErrorBody>(query);
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ field: 'base', code }]);
  });

  it('refuses a well-formed unknown currency with the fallback text', async () => {
    const { res, body } = await get<ErrorBody>('?base=XYZ');
    expect(res.status).toBe(400);
    expect(body).toEqual({
      message: 'Currency not supported: XYZ',
      errors: [{ field: 'base', code: 'error.currency.not.supported' }],
    });
  });

  it('refuses a malformed hotel', async () => {
    const { res, body } = await get<ErrorBody>('?base=EUR&hotel=..%2F1');
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([{ field: 'hotel', code: 'error.field.generic.invalid' }]);
  });

  it('answers 503 with the fallback text when no rates exist at all', async () => {
    await env.DB.prepare('DELETE FROM exchange_rates').run();
    const { res, body } = await get<ErrorBody>('?base=EUR');
    expect(res.status).toBe(503);
    expect(body).toEqual({ message: 'Error getting currencies', errors: [] });
  });
});

describe('CORS of the exchange rates', () => {
  // Public data: any origin reads them (EMBED), with or without ?hotel=.
  it.each([
    ['the hotel by alias', `?base=EUR&hotel=${HOTEL_ALIAS}`, ALLOWED_ORIGIN],
    ['the hotel by id', `?base=EUR&hotel=${HOTEL_ID}`, 'https://evil.example'],
    ['no hotel', '?base=EUR', 'https://any.example'],
  ])('lets any origin read them (%s)', async (_name, query, origin) => {
    const { res } = await get<ExchangeRates>(query, { Origin: origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('answers the preflight of any origin (the widget sends X-Requested-With)', async () => {
    const res = await SELF.fetch(`${API}${PATH}?base=EUR&hotel=${HOTEL_ALIAS}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://any.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with, x-itaca-instance',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('reads ?hotel= only on the exchange rates path', async () => {
    const res = await SELF.fetch(`${API}/booking/reservations/ZZZZZZZZZZ?token=x&hotel=${HOTEL_ALIAS}`, {
      headers: { Origin: ALLOWED_ORIGIN },
    });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('with a rate provider configured', () => {
  const providerEnv = {
    ...env,
    EXCHANGE_RATES_URL: 'https://rates.example/v1',
    EXCHANGE_RATES_KEY: 'key-42',
  };

  async function call(query: string) {
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`${API}${PATH}${query}`), providerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return { res, body: (await res.json()) as ExchangeRates };
  }

  /** Stubs only the third-party provider; every other fetch would be a bug here. */
  function stubProvider(answer: () => Response) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.hostname !== 'rates.example') throw new Error(`unexpected fetch ${url}`);
      return answer();
    });
  }

  it("serves the provider's rates of the day, asking it once for many requests", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const spy = stubProvider(() =>
      Response.json({ success: true, base: 'EUR', date: today, rates: { USD: 1.1612, GBP: 0.8799 } }),
    );
    for (let i = 0; i < 3; i++) {
      const { res, body } = await call('?base=EUR');
      expect(res.status).toBe(200);
      expect(body).toEqual({
        base: { iso: 'EUR', symbol: '€' },
        date: today,
        rates: { GBP: 0.8799, USD: 1.1612 },
        source: 'rates.example',
      });
    }
    expect(spy).toHaveBeenCalledTimes(1);
    const url = new URL(String(spy.mock.calls[0]?.[0]));
    expect(url.searchParams.get('access_key')).toBe('key-42');
  });

  it('serves the stored rates with their date when the provider fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const spy = stubProvider(() => new Response('Service Unavailable', { status: 503 }));
    const { res, body } = await call('?base=EUR');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ date: demoRatesDate(SEED_NOW), source: 'seed', rates: DEMO_EUR_RATES });
    await call('?base=EUR');
    expect(spy).toHaveBeenCalledTimes(1); // not asked again within the hour
  });
});

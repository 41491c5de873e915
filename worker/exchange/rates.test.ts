import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildExchangeRateStatements,
  DEMO_EUR_RATES,
  demoRatesDate,
  SEED_SOURCE,
} from '../seed/exchange-rates.ts';
import {
  exchangeRates,
  FAILURE_RETRY_MS,
  fetchProviderRates,
  ProviderError,
  type RatesProvider,
  rateProvider,
  refreshAllRates,
} from './rates.ts';

const SEED_NOW = new Date('2026-11-18T06:00:00.000Z'); // a Wednesday
const at = (iso: string) => new Date(iso);

type Answer = { status?: number; body: unknown } | Error;

/** A stand-in for the third-party rate provider, recording each call. */
function fakeProvider(...answers: Answer[]) {
  const calls: URL[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    calls.push(new URL(String(input)));
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer === undefined) throw new Error('no answer');
    if (answer instanceof Error) throw answer;
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  const provider: RatesProvider = { url: 'https://rates.example/v1', key: 'secret-key-1', fetch: fetcher };
  return { calls, provider };
}

const ok = (
  date: string,
  rates: Record<string, number> = { USD: 1.16, GBP: 0.88, JPY: 179.1 },
  base = 'EUR',
) => ({
  body: { success: true, base, date, rates },
});

async function seedDemo() {
  await env.DB.batch(
    buildExchangeRateStatements(SEED_NOW).map(({ sql, params }) => env.DB.prepare(sql).bind(...params)),
  );
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM exchange_rates'),
    env.DB.prepare('DELETE FROM exchange_rate_failures'),
  ]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('rateProvider', () => {
  it('is null without EXCHANGE_RATES_URL, else the URL without trailing slashes and the optional key', () => {
    expect(rateProvider({ EXCHANGE_RATES_URL: '' })).toBeNull();
    expect(rateProvider({ EXCHANGE_RATES_URL: '  ' })).toBeNull();
    expect(rateProvider({ EXCHANGE_RATES_URL: 'https://rates.example/v1/' })).toMatchObject({
      url: 'https://rates.example/v1',
      key: null,
    });
    expect(rateProvider({ EXCHANGE_RATES_URL: 'https://r.example', EXCHANGE_RATES_KEY: 'k' })?.key).toBe('k');
  });
});

describe('fetchProviderRates', () => {
  it('asks {url}/latest with the access key and the base, and keeps only valid rates', async () => {
    const { calls, provider } = fakeProvider(
      ok('2026-11-20', { USD: 1.16, EUR: 1, usd: 2, GBP: -1, JPY: 179.1, XAU: 0.0003, CHF: Number.NaN }),
    );
    const rates = await fetchProviderRates(provider, 'EUR', at('2026-11-20T08:00:00Z'));
    expect(`${calls[0]?.origin}${calls[0]?.pathname}`).toBe('https://rates.example/v1/latest');
    expect(calls[0]?.searchParams.get('access_key')).toBe('secret-key-1');
    expect(calls[0]?.searchParams.get('base')).toBe('EUR');
    expect(rates).toEqual({
      base: 'EUR',
      date: '2026-11-20',
      rates: { JPY: 179.1, USD: 1.16, XAU: 0.0003 },
      fetchedAt: '2026-11-20T08:00:00.000Z',
      source: 'rates.example',
    });
  });

  it('sends no access_key when none is configured (Frankfurter-style providers)', async () => {
    const { calls, provider } = fakeProvider({
      body: { amount: 1, base: 'EUR', date: '2026-11-20', rates: { USD: 1.16 } },
    });
    await fetchProviderRates({ ...provider, key: null }, 'EUR', at('2026-11-20T08:00:00Z'));
    expect(calls[0]?.searchParams.has('access_key')).toBe(false);
  });

  it.each([
    [
      { status: 200, body: { success: false, error: { code: 101, info: 'Invalid access key.' } } },
      'Invalid access key.',
    ],
    [{ status: 500, body: { message: 'down' } }, 'HTTP 500'],
    [{ status: 200, body: '<html>' }, 'HTTP 200, not JSON'],
    [ok('2026-11-20', { USD: 1.16 }, 'USD'), 'answered base USD'],
    [ok('20261120'), 'answered no valid date'],
    [ok('2026-11-20', {}), 'answered no rates'],
    [
      { status: 200, body: { success: true, base: 'EUR', date: '2026-11-20', rates: [1, 2] } },
      'unexpected answer',
    ],
    [new TypeError('network'), 'unreachable'],
  ])(
    'refuses a bad answer (%#) with a ProviderError naming it and never the key',
    async (answer, message) => {
      const { provider } = fakeProvider(answer);
      const error = await fetchProviderRates(provider, 'EUR', SEED_NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).not.toContain('secret-key-1');
    },
  );
});

describe('exchangeRates', () => {
  it('serves the demo seed without a provider, with its date and source', async () => {
    await seedDemo();
    const rates = await exchangeRates(env.DB, 'EUR', { provider: null, now: at('2026-11-21T10:00:00Z') });
    expect(rates).toMatchObject({ base: 'EUR', date: demoRatesDate(SEED_NOW), source: SEED_SOURCE });
    expect(rates?.rates).toEqual(DEMO_EUR_RATES);
    expect(demoRatesDate(at('2026-11-22T10:00:00Z'))).toBe('2026-11-20'); // Sunday → Friday
  });

  it('derives another base from the euro rates when none is stored for it', async () => {
    await seedDemo();
    const usd = await exchangeRates(env.DB, 'USD', { provider: null, now: SEED_NOW });
    expect(usd).toMatchObject({ base: 'USD', date: demoRatesDate(SEED_NOW), source: 'seed via EUR' });
    expect(usd?.rates.EUR).toBe(0.863558);
    expect(usd?.rates.JPY).toBe(154.145);
    expect(usd?.rates.USD).toBeUndefined();
  });

  it('is null when nothing is stored and nothing can be derived', async () => {
    expect(await exchangeRates(env.DB, 'EUR', { provider: null, now: SEED_NOW })).toBeNull();
    await seedDemo();
    expect(await exchangeRates(env.DB, 'XAU', { provider: null, now: SEED_NOW })).toBeNull();
  });

  it('asks the provider at most once a day per base and serves the stored answer meanwhile', async () => {
    await seedDemo();
    const { calls, provider } = fakeProvider(
      ok('2026-11-20'),
      ok('2026-11-21', { USD: 1.2 }),
      ok('2026-11-20', { EUR: 0.86 }, 'USD'),
    );
    const morning = await exchangeRates(env.DB, 'EUR', { provider, now: at('2026-11-20T07:00:00Z') });
    expect(morning).toMatchObject({ date: '2026-11-20', source: 'rates.example', rates: { USD: 1.16 } });
    for (const hour of ['09', '15', '23']) {
      const later = await exchangeRates(env.DB, 'EUR', { provider, now: at(`2026-11-20T${hour}:59:59Z`) });
      expect(later).toMatchObject({ date: '2026-11-20', rates: { USD: 1.16 } });
    }
    expect(calls).toHaveLength(1);
    // The next day, one more call.
    const next = await exchangeRates(env.DB, 'EUR', { provider, now: at('2026-11-21T00:00:01Z') });
    expect(next).toMatchObject({ date: '2026-11-21', rates: { USD: 1.2 } });
    await exchangeRates(env.DB, 'EUR', { provider, now: at('2026-11-21T12:00:00Z') });
    expect(calls).toHaveLength(2);
    // Another base has its own day.
    await exchangeRates(env.DB, 'USD', { provider, now: at('2026-11-21T12:00:00Z') });
    expect(calls).toHaveLength(3);
    expect(calls[2]?.searchParams.get('base')).toBe('USD');
  });

  it('falls back to the latest stored rates (with their date) when the provider fails, and waits an hour to retry', async () => {
    await seedDemo();
    const yesterday = fakeProvider(ok('2026-11-19', { USD: 1.17 }));
    await exchangeRates(env.DB, 'EUR', { provider: yesterday.provider, now: at('2026-11-19T10:00:00Z') });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = fakeProvider({
      status: 200,
      body: { success: false, error: { info: 'Monthly limit reached' } },
    });
    const now = at('2026-11-20T10:00:00Z');
    const served = await exchangeRates(env.DB, 'EUR', { provider: failing.provider, now });
    expect(served).toMatchObject({ date: '2026-11-19', rates: { USD: 1.17 }, source: 'rates.example' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Monthly limit reached'));
    const failure = await env.DB.prepare('SELECT failed_at, error FROM exchange_rate_failures WHERE base = ?')
      .bind('EUR')
      .first();
    expect(failure).toEqual({ failed_at: now.toISOString(), error: 'Monthly limit reached' });

    // Within the hour the provider is left alone; after it, it is asked again.
    await exchangeRates(env.DB, 'EUR', {
      provider: failing.provider,
      now: new Date(now.getTime() + FAILURE_RETRY_MS - 1),
    });
    expect(failing.calls).toHaveLength(1);
    const recovered = fakeProvider(ok('2026-11-20', { USD: 1.18 }));
    const fresh = await exchangeRates(env.DB, 'EUR', {
      provider: recovered.provider,
      now: new Date(now.getTime() + FAILURE_RETRY_MS),
    });
    expect(fresh).toMatchObject({ date: '2026-11-20', rates: { USD: 1.18 } });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM exchange_rate_failures').first('n')).toBe(0);
  });

  it('falls back to the demo seed when the provider is unreachable from the start', async () => {
    await seedDemo();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { provider } = fakeProvider(new TypeError('fetch failed'));
    const served = await exchangeRates(env.DB, 'EUR', { provider, now: at('2026-11-25T10:00:00Z') });
    expect(served).toMatchObject({ date: demoRatesDate(SEED_NOW), source: SEED_SOURCE });
  });

  it('replaces the seed of the same day with the provider rates, and the seed never counts as a fetch', async () => {
    await seedDemo();
    const { calls, provider } = fakeProvider(ok(demoRatesDate(SEED_NOW), { USD: 1.1 }));
    const rates = await exchangeRates(env.DB, 'EUR', { provider, now: SEED_NOW });
    expect(calls).toHaveLength(1);
    expect(rates).toMatchObject({ rates: { USD: 1.1 }, source: 'rates.example' });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM exchange_rates').first('n')).toBe(1);
  });
});

describe('refreshAllRates (cron)', () => {
  it('does nothing without a provider', async () => {
    const { calls, provider } = fakeProvider(ok('2026-11-20'));
    expect(await refreshAllRates({ ...env, EXCHANGE_RATES_URL: '' }, SEED_NOW, provider.fetch)).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('refreshes the euro and every base served before, once a day', async () => {
    const { calls, provider } = fakeProvider(ok('2026-11-20'), ok('2026-11-20', { EUR: 0.86 }, 'USD'));
    const config = { ...env, EXCHANGE_RATES_URL: 'https://rates.example/v1' };
    expect(await refreshAllRates(config, at('2026-11-20T05:00:00Z'), provider.fetch)).toBe(1);
    await exchangeRates(env.DB, 'USD', { provider, now: at('2026-11-20T06:00:00Z') });
    expect(calls.map((u) => u.searchParams.get('base'))).toEqual(['EUR', 'USD']);
    expect(await refreshAllRates(config, at('2026-11-20T23:00:00Z'), provider.fetch)).toBe(0);
    expect(calls).toHaveLength(2);
    const tomorrow = fakeProvider(ok('2026-11-21'), ok('2026-11-21', { EUR: 0.86 }, 'USD'));
    expect(await refreshAllRates(config, at('2026-11-21T05:00:00Z'), tomorrow.provider.fetch)).toBe(2);
  });
});

/**
 * Exchange rates for display conversion (PROPDATA, PROPAPI, PROPLIM). A configurable provider speaking
 * the spec's shape (`GET {EXCHANGE_RATES_URL}/latest?access_key=…&base=EUR` → `{ success, base,
 * date, rates, error: { info } }`; fixer.io-, exchangerate.host- and Frankfurter-style services
 * answer so) is asked at most once a day per base; its answer is kept in D1 and served to every
 * request of the day. When the provider fails (or none is configured, as locally), the latest
 * stored rates are served with their own date; a base the store lacks is derived from the euro
 * reference rates (cross rates). A failed call is not repeated for an hour.
 */

import { z } from '../../src/contracts/zod.ts';
import {
  crossRates,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  isSupportedCurrency,
  sortedRates,
} from '../../src/domain/currency.ts';
import {
  lastFailure,
  lastProviderFetch,
  latestRates,
  providerBases,
  recordFailure,
  type StoredRates,
  storeRates,
} from '../data/exchange-rates.ts';
import type { Bindings } from '../env.ts';

export const PROVIDER_TIMEOUT_MS = 5_000;
/** After a failed call, the provider is asked again no sooner than this. */
export const FAILURE_RETRY_MS = 60 * 60 * 1000;

export type RatesProvider = {
  /** Base URL without `/latest` (e.g. `https://api.frankfurter.dev/v1`). */
  url: string;
  /** Access key sent as `access_key`, when the provider needs one. */
  key: string | null;
  fetch: typeof fetch;
};

/** The provider configured by EXCHANGE_RATES_URL (+ the optional EXCHANGE_RATES_KEY secret), or null. */
export function rateProvider(
  env: Pick<Bindings, 'EXCHANGE_RATES_URL' | 'EXCHANGE_RATES_KEY'>,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): RatesProvider | null {
  const url = env.EXCHANGE_RATES_URL?.trim() ?? '';
  if (url === '') return null;
  return { url: url.replace(/\/+$/, ''), key: env.EXCHANGE_RATES_KEY?.trim() || null, fetch: fetcher };
}

/** The provider could not give usable rates; `message` never contains the access key. */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const providerAnswer = z.object({
  success: z.boolean().optional(),
  base: z.string().optional(),
  date: z.string().optional(),
  rates: z.record(z.string(), z.unknown()).optional(),
  error: z.union([z.object({ info: z.string().optional() }).loose(), z.string()]).optional(),
});

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** One call to the provider's /latest for `base`; throws ProviderError on any problem. */
export async function fetchProviderRates(
  provider: RatesProvider,
  base: string,
  now: Date,
): Promise<StoredRates> {
  const url = new URL(`${provider.url}/latest`);
  if (provider.key !== null) url.searchParams.set('access_key', provider.key);
  url.searchParams.set('base', base);
  let response: Response;
  try {
    response = await provider.fetch(url.toString(), {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`unreachable (${error instanceof Error ? error.name : 'error'})`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError(`HTTP ${response.status}, not JSON`);
  }
  const parsed = providerAnswer.safeParse(body);
  if (!parsed.success) throw new ProviderError(`HTTP ${response.status}, unexpected answer`);
  const answer = parsed.data;
  if (!response.ok || answer.success === false) {
    const info = typeof answer.error === 'string' ? answer.error : answer.error?.info;
    throw new ProviderError(info?.trim() || `HTTP ${response.status}`);
  }
  if (answer.base?.toUpperCase() !== base) throw new ProviderError(`answered base ${answer.base ?? 'none'}`);
  const date = answer.date ?? '';
  if (!ISO_DAY.test(date) || Number.isNaN(Date.parse(date)))
    throw new ProviderError('answered no valid date');
  const rates: Record<string, number> = {};
  for (const [code, rate] of Object.entries(answer.rates ?? {})) {
    if (
      isCurrencyCode(code) &&
      code !== base &&
      typeof rate === 'number' &&
      Number.isFinite(rate) &&
      rate > 0
    ) {
      rates[code] = rate;
    }
  }
  if (Object.keys(rates).length === 0) throw new ProviderError('answered no rates');
  return { base, date, rates: sortedRates(rates), fetchedAt: now.toISOString(), source: url.hostname };
}

/**
 * Asks the provider for today's rates of `base` unless it already answered today or failed less
 * than an hour ago. Returns the fresh rates (stored), or null when it did not ask or the call
 * failed (the failure is recorded and logged without the key).
 */
export async function refreshRates(
  db: D1Database,
  base: string,
  provider: RatesProvider,
  now: Date,
): Promise<StoredRates | null> {
  const fetched = await lastProviderFetch(db, base);
  if (fetched !== null && fetched.slice(0, 10) === dayOf(now)) return null;
  const failed = await lastFailure(db, base);
  if (failed !== null && now.getTime() - Date.parse(failed) < FAILURE_RETRY_MS) return null;
  try {
    const fresh = await fetchProviderRates(provider, base, now);
    await storeRates(db, fresh);
    return fresh;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    console.warn(`Exchange rates for ${base}: the provider failed: ${error.message}`);
    await recordFailure(db, base, now.toISOString(), error.message);
    return null;
  }
}

/** `base` seen through the latest euro reference rates, when they hold it. */
async function derivedRates(db: D1Database, base: string): Promise<StoredRates | null> {
  if (base === DEFAULT_CURRENCY) return null;
  const reference = await latestRates(db, DEFAULT_CURRENCY);
  const cross = reference && crossRates(reference, base);
  if (!reference || !cross) return null;
  return { ...cross, fetchedAt: reference.fetchedAt, source: `${reference.source} via ${DEFAULT_CURRENCY}` };
}

/**
 * The rates to show for `base`: today's from the provider (fetched now if needed), else the latest
 * stored ones or those derived from the euro rates, whichever is of a later day; null when there
 * are none at all.
 */
export async function exchangeRates(
  db: D1Database,
  base: string,
  { provider, now }: { provider: RatesProvider | null; now: Date },
): Promise<StoredRates | null> {
  if (provider !== null) {
    const fresh = await refreshRates(db, base, provider, now);
    if (fresh !== null) return fresh;
  }
  const [stored, derived] = await Promise.all([latestRates(db, base), derivedRates(db, base)]);
  if (stored && Object.keys(stored.rates).length === 0) return derived;
  if (stored === null || (derived !== null && derived.date > stored.date)) return derived;
  return stored;
}

/** A base the service accepts: a supported currency, or one the stored euro rates hold. */
export async function isKnownBase(db: D1Database, base: string): Promise<boolean> {
  if (isSupportedCurrency(base)) return true;
  const reference = await latestRates(db, DEFAULT_CURRENCY);
  return reference?.rates[base] !== undefined;
}

/**
 * Cron: refreshes the euro rates and every base the provider has served before (each at most
 * once a day; a no-op without a provider).
 */
export async function refreshAllRates(
  env: Pick<Bindings, 'DB' | 'EXCHANGE_RATES_URL' | 'EXCHANGE_RATES_KEY'>,
  now = new Date(),
  fetcher?: typeof fetch,
): Promise<number> {
  const provider = rateProvider(env, fetcher);
  if (provider === null) return 0;
  const bases = [...new Set([DEFAULT_CURRENCY, ...(await providerBases(env.DB))])];
  let refreshed = 0;
  for (const base of bases) {
    if ((await refreshRates(env.DB, base, provider, now)) !== null) refreshed += 1;
  }
  return refreshed;
}

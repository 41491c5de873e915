/**
 * SQL of the exchange rates (migration 0003): the stored rates per base and day, and the last
 * failed provider call per base. The caching rules live in worker/exchange/rates.ts.
 */
import type { ExchangeRecord } from '../../src/domain/currency.ts';
import { SEED_SOURCE } from '../seed/exchange-rates.ts';

export type StoredRates = ExchangeRecord & { fetchedAt: string; source: string };

type RatesRow = { base: string; date: string; rates_json: string; fetched_at: string; source: string };

function parseRates(json: string): Record<string, number> {
  const parsed: unknown = JSON.parse(json);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const rates: Record<string, number> = {};
  for (const [code, rate] of Object.entries(parsed)) {
    if (typeof rate === 'number' && Number.isFinite(rate) && rate > 0) rates[code] = rate;
  }
  return rates;
}

const toStored = (row: RatesRow): StoredRates => ({
  base: row.base,
  date: row.date,
  rates: parseRates(row.rates_json),
  fetchedAt: row.fetched_at,
  source: row.source,
});

/** The most recent rates of a base (latest rate day, then latest fetch), or null. */
export async function latestRates(db: D1Database, base: string): Promise<StoredRates | null> {
  const row = await db
    .prepare(
      'SELECT base, date, rates_json, fetched_at, source FROM exchange_rates WHERE base = ? ORDER BY date DESC, fetched_at DESC LIMIT 1',
    )
    .bind(base)
    .first<RatesRow>();
  return row ? toStored(row) : null;
}

/** When the provider last answered for this base (seed rows excluded), or null. */
export async function lastProviderFetch(db: D1Database, base: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT MAX(fetched_at) AS fetched_at FROM exchange_rates WHERE base = ? AND source <> ?')
    .bind(base, SEED_SOURCE)
    .first<{ fetched_at: string | null }>();
  return row?.fetched_at ?? null;
}

/** The bases the provider has answered for at least once (the cron refreshes them). */
export async function providerBases(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT base FROM exchange_rates WHERE source <> ? ORDER BY base')
    .bind(SEED_SOURCE)
    .all<{ base: string }>();
  return results.map((row) => row.base);
}

/** Stores the rates of a day (replacing an earlier fetch of the same base and day) and clears the failure. */
export async function storeRates(db: D1Database, rates: StoredRates): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO exchange_rates (base, date, rates_json, fetched_at, source) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (base, date) DO UPDATE SET rates_json = excluded.rates_json,
           fetched_at = excluded.fetched_at, source = excluded.source`,
      )
      .bind(rates.base, rates.date, JSON.stringify(rates.rates), rates.fetchedAt, rates.source),
    db.prepare('DELETE FROM exchange_rate_failures WHERE base = ?').bind(rates.base),
  ]);
}

/** When the provider last failed for this base, or null. */
export async function lastFailure(db: D1Database, base: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT failed_at FROM exchange_rate_failures WHERE base = ?')
    .bind(base)
    .first<{ failed_at: string }>();
  return row?.failed_at ?? null;
}

export async function recordFailure(
  db: D1Database,
  base: string,
  failedAt: string,
  error: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO exchange_rate_failures (base, failed_at, error) VALUES (?, ?, ?)
       ON CONFLICT (base) DO UPDATE SET failed_at = excluded.failed_at, error = excluded.error`,
    )
    .bind(base, failedAt, error.slice(0, 500))
    .run();
}

/**
 * The exchange rates of the hotel's currency, fetched at most once a day per base (PROPLIM-2:
 * rates cached by the day, stored per base) and kept in the host page's local storage under
 * 'X-ITACA-RATES' with the (UTC) day they were fetched on. Loaded lazily by ./store.ts, only
 * when the display currency differs from the hotel's: a guest who keeps the hotel's currency
 * downloads none of this. Reading never throws: a malformed or blocked storage reads as empty.
 */
import type { ExchangeRates } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { isCurrencyCode } from '../../../src/domain/currency.ts';
import type { CurrencyStorage } from './storage.ts';

export const RATES_STORAGE_KEY = 'X-ITACA-RATES';

/** Rates as cached: the API answer plus the (UTC) day it was fetched on. */
export type CachedRates = ExchangeRates & { fetchedOn: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRates(value: unknown): value is CachedRates {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<CachedRates>;
  return (
    typeof v.fetchedOn === 'string' &&
    ISO_DAY.test(v.fetchedOn) &&
    typeof v.date === 'string' &&
    ISO_DAY.test(v.date) &&
    typeof v.source === 'string' &&
    typeof v.base?.iso === 'string' &&
    typeof v.base.symbol === 'string' &&
    v.rates !== null &&
    typeof v.rates === 'object' &&
    Object.values(v.rates).every((rate) => typeof rate === 'number' && Number.isFinite(rate) && rate > 0)
  );
}

function readAll(storage: CurrencyStorage | null | undefined): Record<string, CachedRates> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RATES_STORAGE_KEY) ?? '{}');
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([base, rates]) => isCurrencyCode(base) && isRates(rates) && rates.base.iso === base,
      ),
    ) as Record<string, CachedRates>;
  } catch {
    return {};
  }
}

/** The cached rates of a base, whatever the day (the caller decides whether they are fresh). */
export function readRates(storage: CurrencyStorage | null | undefined, base: string): CachedRates | null {
  return readAll(storage)[base] ?? null;
}

/** Caches the rates of their base (replacing the previous day's). */
export function writeRates(
  storage: CurrencyStorage | null | undefined,
  rates: ExchangeRates,
  fetchedOn: string,
): void {
  if (!storage) return;
  const all = readAll(storage);
  all[rates.base.iso] = { ...rates, fetchedOn };
  try {
    storage.setItem(RATES_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the rates are fetched again next time.
  }
}

/**
 * The rates of `base` for `today`: cached today, else fetched (and cached), else yesterday's (or
 * older) cached ones, whose date the note shows; null when there are none at all.
 */
export async function loadRates(
  api: Pick<ApiClient, 'exchangeRates'>,
  storage: CurrencyStorage | null | undefined,
  { base, hotel, today }: { base: string; hotel: string; today: string },
): Promise<ExchangeRates | null> {
  const cached = readRates(storage, base);
  if (cached !== null && cached.fetchedOn === today) return cached;
  try {
    const rates = await api.exchangeRates(base, hotel === '' ? undefined : hotel);
    if (rates?.base?.iso !== base || !isRates({ ...rates, fetchedOn: today })) {
      throw new Error(`unexpected rates for ${base}`);
    }
    writeRates(storage, rates, today);
    return rates;
  } catch {
    return cached;
  }
}

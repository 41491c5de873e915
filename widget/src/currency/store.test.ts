import { describe, expect, it, vi } from 'vitest';
import type { BookingProfile, ExchangeRates } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { IMPORTANT_CURRENCIES } from '../../../src/domain/currency.ts';
import { readConfig } from '../config.ts';
import { createController } from '../flow/controller.ts';
import { loadRates, RATES_STORAGE_KEY, readRates, writeRates } from './rates-cache.ts';
import { CURRENCY_STORAGE_KEY, readChoice } from './storage.ts';
import { createCurrencyStore, currencyView } from './store.ts';

const profile = {
  hotel: { id: 7, name: "Ca' dei Dogi", timeZone: 'Europe/Rome' },
  currency: 'EUR',
} as unknown as BookingProfile;

const EUR_RATES: ExchangeRates = {
  base: { iso: 'EUR', symbol: '€' },
  date: '2026-11-20',
  rates: { USD: 1.158, GBP: 0.881, JPY: 178.5, CHF: 0.931 },
  source: 'seed',
};

const TODAY = Date.parse('2026-11-21T10:00:00Z');

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Waits until no rates are loading (the cache module is imported lazily, then the API answers). */
const settle = (s: { view: () => { status: string } }) =>
  vi.waitFor(() => {
    if (s.view().status === 'loading') throw new Error('still loading');
  });

function setup({
  attributes = {},
  storage = memoryStorage(),
  exchangeRates = vi.fn(async (_base: string, _hotel?: number | string) => EUR_RATES),
  now = TODAY,
}: {
  attributes?: Record<string, string>;
  storage?: ReturnType<typeof memoryStorage>;
  exchangeRates?: (base: string, hotel?: number | string) => Promise<ExchangeRates>;
  now?: number;
} = {}) {
  const api = { bookingProfile: vi.fn(async () => profile), exchangeRates } as unknown as ApiClient;
  const attrs = { hotel: 'ca-dei-dogi-venezia', ...attributes };
  const { config } = readConfig({ attributes: attrs });
  const controller = createController(config, {
    api,
    emit: () => {},
    storage,
    dataLayer: () => null,
    now: () => now,
  });
  const store = createCurrencyStore(controller, () => now);
  const view = () => currencyView(controller.state.get(), store.state.get());
  const setAttributes = (next: Record<string, string>) =>
    controller.setConfig(readConfig({ attributes: { ...attrs, ...next } }).config);
  return { controller, store, view, storage, exchangeRates, setAttributes };
}

describe('display currency', () => {
  it("shows the hotel's currency and fetches nothing when no other currency is asked for", async () => {
    const s = setup();
    await s.controller.loadProfile();
    await settle(s);
    expect(s.view()).toMatchObject({
      hotel: 'EUR',
      display: 'EUR',
      converting: false,
      rate: 1,
      unavailable: false,
    });
    expect(s.exchangeRates).not.toHaveBeenCalled();
  });

  it("converts into the element's currency once the hotel's rates are loaded, and caches them for the day", async () => {
    let answer: (rates: ExchangeRates) => void = () => {};
    const exchangeRates = vi.fn(() => new Promise<ExchangeRates>((resolve) => (answer = resolve)));
    const s = setup({ attributes: { currency: 'USD' }, exchangeRates });
    expect(s.exchangeRates).not.toHaveBeenCalled(); // the hotel's currency is not known yet
    await s.controller.loadProfile();
    expect(s.view()).toMatchObject({ display: 'EUR', converting: false, status: 'loading' });
    await vi.waitFor(() => expect(exchangeRates).toHaveBeenCalled());
    answer(EUR_RATES);
    await settle(s);
    expect(s.exchangeRates).toHaveBeenCalledTimes(1);
    expect(s.exchangeRates).toHaveBeenCalledWith('EUR', 'ca-dei-dogi-venezia');
    expect(s.view()).toMatchObject({
      hotel: 'EUR',
      wanted: 'USD',
      display: 'USD',
      converting: true,
      rate: 1.158,
      rateDate: '2026-11-20',
      status: 'ready',
    });
    expect(readRates(s.storage, 'EUR')).toEqual({ ...EUR_RATES, fetchedOn: '2026-11-21' });
  });

  it('uses the rates cached today without asking the server, and asks again the next day', async () => {
    const storage = memoryStorage();
    writeRates(storage, { ...EUR_RATES, rates: { USD: 1.2 } }, '2026-11-21');
    const today = setup({ attributes: { currency: 'USD' }, storage });
    await today.controller.loadProfile();
    await settle(today);
    expect(today.exchangeRates).not.toHaveBeenCalled();
    expect(today.view()).toMatchObject({ display: 'USD', rate: 1.2 });

    const tomorrow = setup({ attributes: { currency: 'USD' }, storage, now: TODAY + 86_400_000 });
    await tomorrow.controller.loadProfile();
    await settle(tomorrow);
    expect(tomorrow.exchangeRates).toHaveBeenCalledTimes(1);
    expect(tomorrow.view()).toMatchObject({ rate: 1.158 });
    expect(readRates(storage, 'EUR')?.fetchedOn).toBe('2026-11-22');
  });

  it("keeps yesterday's rates (with their date) when the server fails, and the hotel's currency without any", async () => {
    const failing = vi.fn(async () => {
      throw new ApiRequestError(503, 'Error getting currencies');
    });
    const storage = memoryStorage();
    writeRates(storage, EUR_RATES, '2026-11-19');
    const stale = setup({ attributes: { currency: 'GBP' }, storage, exchangeRates: failing });
    await stale.controller.loadProfile();
    await settle(stale);
    expect(stale.view()).toMatchObject({
      display: 'GBP',
      rate: 0.881,
      rateDate: '2026-11-20',
      unavailable: false,
    });

    const none = setup({ attributes: { currency: 'GBP' }, exchangeRates: failing });
    await none.controller.loadProfile();
    await settle(none);
    expect(none.view()).toMatchObject({
      display: 'EUR',
      converting: false,
      status: 'error',
      unavailable: true,
    });
  });

  it('falls back to the hotel currency when the rates lack the wanted one', async () => {
    const s = setup({ attributes: { currency: 'SEK' } });
    await s.controller.loadProfile();
    await settle(s);
    expect(s.view()).toMatchObject({ wanted: 'SEK', display: 'EUR', converting: false, unavailable: true });
  });

  it("keeps the guest's choice for the next visit, over the element's attribute", async () => {
    const s = setup({ attributes: { currency: 'USD' } });
    await s.controller.loadProfile();
    await settle(s);
    s.store.choose('JPY');
    expect(s.storage.items.get(CURRENCY_STORAGE_KEY)).toBe('JPY');
    expect(s.view()).toMatchObject({ display: 'JPY', rate: 178.5 });
    expect(s.exchangeRates).toHaveBeenCalledTimes(1); // same base: no new fetch

    const next = setup({ attributes: { currency: 'USD' }, storage: s.storage });
    await next.controller.loadProfile();
    await settle(next);
    expect(next.view()).toMatchObject({ wanted: 'JPY', display: 'JPY' });

    s.store.choose('EUR');
    expect(s.view()).toMatchObject({ display: 'EUR', converting: false });
    s.store.choose('not a code');
    expect(readChoice(s.storage)).toBe('EUR');
  });

  it("lets the host page's currency attribute, changed at run time, replace the guest's choice", async () => {
    const s = setup();
    await s.controller.loadProfile();
    s.store.choose('GBP');
    await settle(s);
    s.setAttributes({ currency: 'USD' });
    await settle(s);
    expect(s.view()).toMatchObject({ wanted: 'USD', display: 'USD' });
    expect(s.storage.items.has(CURRENCY_STORAGE_KEY)).toBe(false);
  });

  it('tries a failed load again when the guest picks a currency', async () => {
    let fail = true;
    const exchangeRates = vi.fn(async () => {
      if (fail) throw new ApiRequestError(0, 'offline');
      return EUR_RATES;
    });
    const s = setup({ attributes: { currency: 'USD' }, exchangeRates });
    await s.controller.loadProfile();
    await settle(s);
    expect(s.view().status).toBe('error');
    fail = false;
    s.store.choose('USD');
    await settle(s);
    expect(s.view()).toMatchObject({ display: 'USD', converting: true });
    expect(exchangeRates).toHaveBeenCalledTimes(2);
  });

  it('offers the important currencies first, with the hotel and the wanted one, only those with a rate once loaded', async () => {
    const s = setup();
    await s.controller.loadProfile();
    const before = s.view().options;
    expect(before.slice(0, IMPORTANT_CURRENCIES.length)).toEqual([...IMPORTANT_CURRENCIES]);
    expect(before).toContain('SEK');
    s.store.choose('USD');
    await settle(s);
    expect(s.view().options).toEqual(['EUR', 'USD', 'GBP', 'JPY', 'CHF']);
  });
});

describe('loadRates', () => {
  it('refuses an answer for another base or with bad rates, keeping what was cached', async () => {
    const storage = memoryStorage();
    const wrongBase = {
      exchangeRates: vi.fn(async () => ({ ...EUR_RATES, base: { iso: 'USD', symbol: '$' } })),
    };
    expect(await loadRates(wrongBase, storage, { base: 'EUR', hotel: '', today: '2026-11-21' })).toBeNull();
    expect(wrongBase.exchangeRates).toHaveBeenCalledWith('EUR', undefined);
    writeRates(storage, EUR_RATES, '2026-11-19');
    const badRates = { exchangeRates: vi.fn(async () => ({ ...EUR_RATES, rates: { USD: -1 } })) };
    expect(
      await loadRates(badRates, storage, { base: 'EUR', hotel: '7', today: '2026-11-21' }),
    ).toMatchObject({
      rates: EUR_RATES.rates,
      fetchedOn: '2026-11-19',
    });
  });
});

describe('currency storage', () => {
  it('ignores malformed or forged entries', () => {
    const storage = memoryStorage({
      [CURRENCY_STORAGE_KEY]: '<script>',
      [RATES_STORAGE_KEY]: JSON.stringify({
        EUR: { ...EUR_RATES, fetchedOn: '2026-11-21', rates: { USD: 'x' } },
        USD: { ...EUR_RATES, fetchedOn: '2026-11-21' }, // says EUR inside
        GBP: { ...EUR_RATES, base: { iso: 'GBP', symbol: '£' }, fetchedOn: '2026-11-21' },
      }),
    });
    expect(readChoice(storage)).toBeNull();
    expect(readRates(storage, 'EUR')).toBeNull();
    expect(readRates(storage, 'USD')).toBeNull();
    expect(readRates(storage, 'GBP')?.base.iso).toBe('GBP');
    expect(readRates(memoryStorage({ [RATES_STORAGE_KEY]: '{not json' }), 'EUR')).toBeNull();
  });

  it('survives a storage that throws (blocked or full)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readChoice(blocked)).toBeNull();
    expect(readRates(blocked, 'EUR')).toBeNull();
    expect(() => writeRates(blocked, EUR_RATES, '2026-11-21')).not.toThrow();
  });
});

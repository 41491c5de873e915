/**
 * The display currency of one <itaca-booking>. Prices come in the hotel's currency; the guest
 * may see them in another one: their own choice (kept in local storage), else the element's
 * `currency` attribute or deep link, else the hotel's. Rates are fetched only when that currency
 * differs from the hotel's, at most once a day per base (cached in local storage by the lazily
 * loaded ./rates-cache.ts);
 * when they cannot be had, prices stay in the hotel's currency and the note says so.
 * Changing the `currency` attribute at run time (a host page's own currency switcher) replaces
 * the guest's stored choice.
 */

import type { ExchangeRates } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import {
  DEFAULT_CURRENCY,
  IMPORTANT_CURRENCIES,
  isCurrencyCode,
  orderCurrencies,
  rateBetween,
  SUPPORTED_CURRENCIES,
} from '../../../src/domain/currency.ts';
import type { FlowState } from '../flow/controller.ts';
import { type MapStore, map } from '../flow/store.ts';
import { type CurrencyStorage, readChoice, writeChoice } from './storage.ts';

export type RatesLoad = {
  /** The base currency these rates are for (the hotel's); '' before any load. */
  base: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: ExchangeRates | null;
};

export type CurrencyState = {
  /** The guest's own choice, or null. */
  choice: string | null;
  rates: RatesLoad;
};

/** What the store needs of the flow controller. */
export type CurrencyHost = {
  state: Pick<MapStore<FlowState>, 'get' | 'listen'>;
  api: Pick<ApiClient, 'exchangeRates'>;
  storage: CurrencyStorage | null;
};

/** The (UTC) day of an instant: rates are cached by the day, as the server does. */
export const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10);

export function createCurrencyStore(host: CurrencyHost, now: () => number = Date.now) {
  const state = map<CurrencyState>({
    choice: readChoice(host.storage),
    rates: { base: '', status: 'idle', data: null },
  });
  let configCurrency = host.state.get().config.currency;

  async function load(base: string): Promise<void> {
    state.setKey('rates', { base, status: 'loading', data: null });
    let rates: ExchangeRates | null = null;
    try {
      // The cache and the call live in their own chunk: only guests who convert download them.
      const { loadRates } = await import('./rates-cache.ts');
      rates = await loadRates(host.api, host.storage, {
        base,
        hotel: host.state.get().config.hotel,
        today: dayOf(now()),
      });
    } catch {
      // The chunk could not be loaded (offline): prices stay in the hotel's currency.
    }
    // The hotel (so the base) may have changed meanwhile: only the current base lands.
    if (state.get().rates.base !== base) return;
    state.setKey(
      'rates',
      rates === null ? { base, status: 'error', data: null } : { base, status: 'ready', data: rates },
    );
  }

  /** Loads the hotel's rates when the display currency differs from it and they are not there yet. */
  function sync(): void {
    const flow = host.state.get();
    if (flow.config.currency !== configCurrency) {
      configCurrency = flow.config.currency;
      if (state.get().choice !== null) {
        state.setKey('choice', null);
        writeChoice(host.storage, null);
      }
    }
    const hotel = flow.profile.data?.currency;
    if (hotel === undefined) return;
    const wanted = state.get().choice ?? flow.config.currency ?? hotel;
    if (wanted === hotel) return;
    const { rates } = state.get();
    if (rates.base === hotel && rates.status !== 'idle') return;
    void load(hotel);
  }

  host.state.listen(sync);
  sync();

  return {
    state,
    /** The guest picks a currency (kept for their next visits); a failed load is tried again. */
    choose(currency: string): void {
      if (!isCurrencyCode(currency)) return;
      state.setKey('choice', currency);
      writeChoice(host.storage, currency);
      const { rates } = state.get();
      if (rates.status === 'error') state.setKey('rates', { base: '', status: 'idle', data: null });
      sync();
    },
  };
}

export type CurrencyStore = ReturnType<typeof createCurrencyStore>;

const stores = new WeakMap<object, CurrencyStore>();

/** The currency store of a controller, created on first use (one per element). */
export function currencyStoreOf(host: CurrencyHost): CurrencyStore {
  let store = stores.get(host);
  if (store === undefined) {
    store = createCurrencyStore(host);
    stores.set(host, store);
  }
  return store;
}

/** Everything the widget shows about currencies, derived from the flow and the store. */
export type CurrencyView = {
  /** The hotel's currency: what the booking is charged in. */
  hotel: string;
  /** The currency the guest asked for (choice, attribute or the hotel's). */
  wanted: string;
  /** The currency prices are shown in now: `wanted` when its rate is known, else `hotel`. */
  display: string;
  /** Prices are converted (display ≠ hotel). */
  converting: boolean;
  /** 1 hotel = rate display. */
  rate: number;
  /** The day of the rates in use ('YYYY-MM-DD'), or null. */
  rateDate: string | null;
  status: RatesLoad['status'];
  /** The guest asked for another currency but no rate for it could be had. */
  unavailable: boolean;
  /** The currencies to offer, the important ones first, always with the hotel's and the wanted one. */
  options: string[];
};

export function currencyView(
  flow: Pick<FlowState, 'config' | 'profile'>,
  currency: CurrencyState,
): CurrencyView {
  const hotel = flow.profile.data?.currency ?? DEFAULT_CURRENCY;
  const wanted = currency.choice ?? flow.config.currency ?? hotel;
  const { rates } = currency;
  const record =
    rates.base === hotel && rates.data !== null ? { ...rates.data, base: rates.data.base.iso } : null;
  const rate = rateBetween(record, hotel, wanted);
  const converting = rate !== null && wanted !== hotel;
  const available =
    record === null
      ? [...SUPPORTED_CURRENCIES]
      : Object.keys(record.rates).filter(
          (code) => (SUPPORTED_CURRENCIES as readonly string[]).includes(code) || code === wanted,
        );
  return {
    hotel,
    wanted,
    display: converting ? wanted : hotel,
    converting,
    rate: converting ? rate : 1,
    rateDate: converting && record !== null ? record.date : null,
    status: rates.base === hotel ? rates.status : 'idle',
    unavailable:
      wanted !== hotel &&
      !converting &&
      rates.base === hotel &&
      (rates.status === 'error' || rates.status === 'ready'),
    options: orderCurrencies([hotel, wanted, ...available]),
  };
}

/** How many of `options` are important currencies (the select shows them in their own group). */
export function importantCount(options: readonly string[]): number {
  return options.filter((code) => (IMPORTANT_CURRENCIES as readonly string[]).includes(code)).length;
}

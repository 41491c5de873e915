// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingProfile, ExchangeRates } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { readConfig } from '../config.ts';
import { WidgetContext } from '../context.tsx';
import { createController } from '../flow/controller.ts';
import { useCompactMoney, useCurrency, useMoney } from '../money.ts';
import { CurrencyNote } from './CurrencyNote.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';
import { CURRENCY_STORAGE_KEY } from './storage.ts';
import { currencyStoreOf } from './store.ts';

afterEach(cleanup);

const profile = {
  hotel: { id: 7, name: "Ca' dei Dogi", timeZone: 'Europe/Rome' },
  currency: 'EUR',
} as unknown as BookingProfile;
const EUR_RATES: ExchangeRates = {
  base: { iso: 'EUR', symbol: '€' },
  date: '2026-11-20',
  rates: { USD: 1.158, JPY: 178.5, GBP: 0.881, CHF: 0.931 },
  source: 'seed',
};

function Prices() {
  const money = useMoney();
  const compact = useCompactMoney();
  const { formatCharged } = useCurrency();
  return (
    <p>
      <span data-testid="price">{money(564.44)}</span>{' '}
      <span data-testid="charged">{formatCharged(564.44)}</span>{' '}
      <span data-testid="compact">{compact(112.5)}</span>
    </p>
  );
}

async function renderWidget(
  attributes: Record<string, string> = {},
  exchangeRates = vi.fn(async () => EUR_RATES),
  lang = 'en',
) {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const api = { bookingProfile: vi.fn(async () => profile), exchangeRates } as unknown as ApiClient;
  const { config } = readConfig({ attributes: { hotel: 'ca-dei-dogi-venezia', lang, ...attributes } });
  const controller = createController(config, { api, emit: () => {}, storage, dataLayer: () => null });
  await act(async () => {
    await controller.loadProfile();
  });
  render(
    <WidgetContext.Provider value={controller}>
      <CurrencySelect />
      <CurrencyNote />
      <Prices />
    </WidgetContext.Provider>,
  );
  // Rates (when asked for) load through a lazy chunk, then the API.
  await waitFor(() => expect(currencyStoreOf(controller).state.get().rates.status).not.toBe('loading'));
  return { controller, items, exchangeRates };
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('CurrencySelect, CurrencyNote and useMoney', () => {
  it("shows prices in the hotel's currency, a labelled select with the important currencies first, and no note", async () => {
    const { exchangeRates } = await renderWidget();
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect(select.value).toBe('EUR');
    const groups = select.querySelectorAll('optgroup');
    expect(groups[0]?.label).toBe('Main currencies');
    expect([...(groups[0]?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual([
      'EUR',
      'USD',
      'AUD',
      'CAD',
      'GBP',
      'CNY',
      'JPY',
    ]);
    expect(groups[1]?.label).toBe('Other currencies');
    expect(within(select).getByRole('option', { name: "EUR – Euro (the hotel's currency)" })).toBeTruthy();
    expect(text('price')).toBe('€564.44');
    // Cut down, never rounded up: €112.50 reads €112 (CONSIST).
    expect(text('compact')).toBe('€112');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(exchangeRates).not.toHaveBeenCalled();
  });

  it('converts every price when the guest picks a currency, says how and keeps the charge in EUR', async () => {
    const { items } = await renderWidget();
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'USD' } });
    });
    await waitFor(() => expect(text('price')).toBe('US$653.62')); // 564.44 × 1.158 = 653.62152
    expect(text('charged')).toBe('€564.44');
    expect(text('compact')).toBe('$130'); // 112.5 × 1.158 = 130.275
    expect(screen.getByRole('status').textContent).toBe(
      'Prices in USD are approximate (rates of 20 Nov 2026); you will be charged in EUR.',
    );
    expect(items.get(CURRENCY_STORAGE_KEY)).toBe('USD');

    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Currency' }), { target: { value: 'JPY' } });
    });
    await waitFor(() => expect(text('price')).toBe('JP¥100,753')); // no decimals in yen
  });

  it('follows the currency attribute and the language (Italian)', async () => {
    await renderWidget({ currency: 'GBP' }, undefined, 'it');
    expect((screen.getByRole('combobox', { name: 'Valuta' }) as HTMLSelectElement).value).toBe('GBP');
    expect(text('price')).toBe('497,27 £');
    expect(screen.getByRole('status').textContent).toBe(
      "I prezzi in GBP sono indicativi (cambi del 20 nov 2026); l'addebito sarà in EUR.",
    );
  });

  it("says so and keeps the hotel's currency when the rates cannot be had", async () => {
    const failing = vi.fn(async () => {
      throw new ApiRequestError(503, 'Error getting currencies');
    });
    await renderWidget({ currency: 'USD' }, failing);
    expect(text('price')).toBe('€564.44');
    expect(screen.getByRole('status').textContent).toBe(
      'Exchange rates are not available right now: prices are shown in EUR, the currency you will be charged in.',
    );
  });
});

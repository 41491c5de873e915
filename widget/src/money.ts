/**
 * Money as the widget shows it. Amounts from the API are in the hotel's currency (numbers with 2
 * decimals); `useMoney()` formats them for the widget's language, converted into the display
 * currency when the guest (or the host's `currency` attribute) asked for another one and its
 * rate is known (./currency/store.ts), else in the hotel's currency. `useCurrency()` tells which
 * currency is shown, the day of the rates, and formats amounts in the hotel's currency (what
 * the booking is charged in). `useCompactMoney()` gives whole amounts, cut down (never rounded up),
 * for the calendar's cells.
 */

import { convertAmount, currencyFractionDigits } from '../../src/domain/currency.ts';
import { LOCALE } from '../../src/domain/dates-format.ts';
import { numberFormat } from '../../src/domain/intl.ts';
import { wholeUnitsDown } from '../../src/domain/money.ts';
import { formatMoney } from '../../src/ui/format.ts';
import { useController, useFlow } from './context.tsx';
import { type CurrencyView, currencyStoreOf, currencyView } from './currency/store.ts';
import { useStore } from './flow/store.ts';

export type CurrencyInfo = CurrencyView & {
  /** The guest picks a display currency (kept in local storage for their next visits). */
  choose: (currency: string) => void;
  /** An amount in the hotel's currency, never converted: what the guest will be charged. */
  formatCharged: (amount: number) => string;
};

export function useCurrency(): CurrencyInfo {
  const controller = useController();
  const flow = useFlow();
  const store = currencyStoreOf(controller);
  const view = currencyView(flow, useStore(store.state));
  return {
    ...view,
    choose: store.choose,
    formatCharged: (amount: number) => formatMoney(amount, flow.config.language, view.hotel),
  };
}

export function useMoney(): (amount: number) => string {
  const { config } = useFlow();
  const { converting, display, hotel, rate } = useCurrency();
  if (!converting) return (amount: number) => formatMoney(amount, config.language, hotel);
  const digits = currencyFractionDigits(display);
  return (amount: number) => formatMoney(convertAmount(amount, rate, digits), config.language, display);
}

/**
 * Whole amounts with the narrow symbol, for tight places such as the calendar's day cells
 * ('$130', '¥23,185', '€112'): converted like useMoney, rounded half-up to whole units.
 */
export function useCompactMoney(): (amount: number) => string {
  const { config } = useFlow();
  const { converting, display, rate } = useCurrency();
  // Built at the first amount, not at render: the search panel renders this at start, and a
  // page's first Intl formatter loads ICU's data (about 100 ms on a slow phone, decision 036),
  // while its only amounts are in the calendar, which opens on demand.
  const format = () =>
    numberFormat(LOCALE[config.language], {
      style: 'currency',
      currency: display,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  return (amount: number) =>
    format().format(wholeUnitsDown(converting ? convertAmount(amount, rate) : amount));
}

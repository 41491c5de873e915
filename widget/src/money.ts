/**
 * Money as the widget shows it. Amounts from the API are in the hotel's currency (numbers with 2
 * decimals); `useMoney()` formats them for the widget's language.
 */
import { formatMoney } from '../../src/ui/format.ts';
import { useFlow } from './context.tsx';

export function useMoney(): (amount: number) => string {
  const { config, profile } = useFlow();
  const currency = profile.data?.currency ?? 'EUR';
  return (amount: number) => formatMoney(amount, config.language, currency);
}

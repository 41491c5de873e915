/**
 * The plain sentence that goes with converted prices: "Prices in USD are approximate (rates of
 * 20 Nov 2026); you will be charged in EUR." — or, when the guest's currency has no rate, that
 * prices stay in the hotel's currency. A polite live region: changing the currency announces it.
 */
import { formatLongDate } from '../../../src/domain/dates-format.ts';
import { useTranslate } from '../context.tsx';
import { useCurrency } from '../money.ts';
import './currency.css';

export function CurrencyNote({ className = '' }: { className?: string }) {
  const { t, language } = useTranslate();
  const currency = useCurrency();
  let text: string | null = null;
  if (currency.converting && currency.rateDate !== null) {
    text = t('widget.currency.note', {
      display: currency.display,
      date: formatLongDate(currency.rateDate, language),
      currency: currency.hotel,
    });
  } else if (currency.unavailable) {
    text = t('widget.currency.unavailable', { currency: currency.hotel });
  }
  return (
    <div className={`currency-note ${className}`.trim()} role="status">
      {text !== null && <p className="notice">{text}</p>}
    </div>
  );
}

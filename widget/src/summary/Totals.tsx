/**
 * The amounts of a booking: rooms total with the VAT it includes, city tax, grand total, the
 * deposit asked at booking and what is left to pay at the hotel, plus the plain sentence that
 * the booking is charged in the hotel's currency when the widget shows another one.
 */
import type { Language } from '../../../src/contracts/types.ts';
import { LOCALE } from '../../../src/domain/dates-format.ts';
import { useTranslate } from '../context.tsx';
import { useCurrency, useMoney } from '../money.ts';
import type { SummaryFigures } from './figures.ts';

export type TotalsFigures = Pick<
  SummaryFigures,
  'total' | 'cityTax' | 'grandTotal' | 'deposit' | 'balance'
> & {
  /** VAT included in the total, when known. */
  vat: number | null;
  vatRate: number | null;
  vatMixed?: boolean;
};

export function TotalsCard({ figures }: { figures: TotalsFigures }) {
  const { t, language } = useTranslate();
  const money = useMoney();
  // Converted prices are a guide: the booking is charged in the hotel's currency.
  const currency = useCurrency();
  return (
    <div className="summary-totals">
      <p className="summary-line">
        <span>{t('widget.summary.total')}</span>
        <span className="summary-amount">{money(figures.total)}</span>
      </p>
      {figures.vat !== null && figures.vatRate !== null && (
        <p className="summary-hint">
          {figures.vatMixed
            ? t('widget.summary.vat.mixed', { amount: money(figures.vat) })
            : t('widget.summary.vat', {
                rate: formatRate(figures.vatRate, language),
                amount: money(figures.vat),
              })}
        </p>
      )}
      {figures.cityTax > 0 && (
        <p className="summary-line">
          <span>{t('widget.summary.city.tax')}</span>
          <span className="summary-amount">{money(figures.cityTax)}</span>
        </p>
      )}
      <p className="summary-line summary-grand" id="itaca-summary-total">
        <span>{t('widget.summary.grand.total')}</span>
        <span className="summary-amount">{money(figures.grandTotal)}</span>
      </p>
      {figures.deposit > 0 && (
        <p className="summary-line">
          <span>{t('widget.summary.deposit')}</span>
          <span className="summary-amount">{money(figures.deposit)}</span>
        </p>
      )}
      <p className="summary-line">
        <span>{t('widget.summary.balance')}</span>
        <span className="summary-amount">{money(figures.balance)}</span>
      </p>
      <p className="summary-hint">
        {t(figures.deposit > 0 ? 'widget.summary.payment.note.deposit' : 'widget.summary.payment.note')}
      </p>
      {currency.converting && (
        <p className="summary-hint summary-currency">
          {t('widget.summary.currency.note', {
            display: currency.display,
            currency: currency.hotel,
            amount: currency.formatCharged(figures.grandTotal),
          })}
        </p>
      )}
    </div>
  );
}

function formatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(rate);
}

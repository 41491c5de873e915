/**
 * The new reservation's summary: the stay, the total (the engine's quote when the rooms have
 * extras), city tax, grand total and deposit; why it cannot be created yet; 'Create reservation'.
 */

import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { pluralForm } from '../../../domain/plural.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import type { summaryOf } from './new-reservation.ts';

import type { Quote, Sending } from './staff-booking-state.ts';

export type BookingSummaryProps = {
  t: Translate;
  language: Language;
  field: (name: string) => string;
  stay: { checkin: string; checkout: string };
  summary: ReturnType<typeof summaryOf>;
  /** The extras are being priced (the total waits for the quote). */
  pricing: boolean;
  quote: Quote | null;
  quoteKey: string;
  extrasValid: boolean;
  ready: boolean;
  sending: Sending;
};

export function BookingSummary({
  t,
  language,
  field,
  stay,
  summary,
  pricing,
  quote,
  quoteKey,
  extrasValid,
  ready,
  sending,
}: BookingSummaryProps) {
  const busy = sending.kind === 'sending';
  const nights = Math.max(0, (Date.parse(stay.checkout) - Date.parse(stay.checkin)) / 86_400_000);
  const money = (amount: number) => formatMoney(amount, language, summary.currency);
  return (
    <section className="bo-new__summary" aria-labelledby={field('summary-title')}>
      <h2 id={field('summary-title')}>{t('bo.booking.summary.title')}</h2>
      <p>
        {t.text(`bo.booking.summary.stay.${pluralForm(nights, language)}`, {
          checkin: formatShortDate(stay.checkin, language),
          checkout: formatShortDate(stay.checkout, language),
          count: nights,
        })}
      </p>
      <dl className="bo-new__money">
        <div>
          <dt>{t('bo.booking.summary.total')}</dt>
          <dd>{money(summary.total)}</dd>
        </div>
        <div>
          <dt>{t('bo.booking.summary.citytax')}</dt>
          <dd>{money(summary.cityTax)}</dd>
        </div>
        <div className="bo-new__money--strong">
          <dt>{t('bo.booking.summary.grandtotal')}</dt>
          <dd>{money(summary.grandTotal)}</dd>
        </div>
        <div>
          <dt>{t('bo.booking.summary.deposit')}</dt>
          <dd>{money(summary.deposit)}</dd>
        </div>
      </dl>
      <p className="bo-new__hint" role="status">
        {pricing && quote?.kind !== 'error' ? t('bo.booking.extras.pricing') : ''}
      </p>
      {quote?.kind === 'error' && quote.key === quoteKey && (
        <p className="bo-new__error" role="alert">
          {quote.message}
        </p>
      )}
      {!extrasValid && (
        <p className="bo-new__error" role="alert">
          {t('bo.booking.extras.invalid')}
        </p>
      )}
      {summary.soldOut && (
        <p className="bo-new__warn" role="note">
          {t('bo.booking.summary.soldout')}
        </p>
      )}
      {!ready && <p className="bo-new__hint">{t('bo.booking.summary.choose')}</p>}
      {sending.kind === 'error' && (
        <p className="bo-new__error" role="alert">
          {sending.message}
        </p>
      )}
      <button type="submit" className="button bo-new__create" disabled={!ready || busy} aria-busy={busy}>
        {busy ? t('bo.booking.creating') : t('bo.booking.create')}
      </button>
    </section>
  );
}

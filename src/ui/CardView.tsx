/**
 * Card view and virtual-card view (WIDGETUI, PROPDATA-2 "Payment method"): a guarantee card shown
 * masked — brand, Credit or Debit, holder, •••• and the last 4 digits, expiry MM/YYYY — and an
 * OTA's virtual card (the channel that issued it, 'Virtual card', last 4, expiry, and the amount
 * it is loaded with when known). Never more than the last 4 digits: that is all that is stored.
 *
 * Months: the booking engine stores `expiryMonth` 1–12 (card_json); the spec's payment method
 * stores `expirationMonth` 0–11 and shows it + 1. `monthBase` says which one a card uses.
 */
import type { Language } from '../contracts/types.ts';
import type { Translate } from '../i18n/translate.ts';
import './CardView.css';
import './field.css';
import { paymentBrandName } from '../domain/cards.ts';
import { LOCALE } from '../domain/dates-format.ts';

export type CardFunding = 'CREDIT' | 'DEBIT';

export type CardViewCard = {
  circuit: string;
  /** Credit or Debit, when known. */
  funding?: CardFunding | null;
  holder?: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
};

/** 'MM/YYYY' of a card's expiry; `monthBase` 0 for months stored 0–11 (shown + 1). */
export function formatExpiry(month: number, year: number, monthBase: 0 | 1 = 1): string {
  const shown = month + (monthBase === 0 ? 1 : 0);
  if (!Number.isInteger(shown) || shown < 1 || shown > 12 || !Number.isInteger(year)) return '—';
  return `${String(shown).padStart(2, '0')}/${year}`;
}

/** '•••• 1234' (only digits kept, at most the last four). */
export function maskedNumber(last4: string): string {
  const digits = last4.replace(/\D/g, '').slice(-4);
  return `•••• ${digits}`;
}

/** PROPDATA-2 payment-method `type`: CREDIT_CARD is a credit card, OTHER_CARD a debit card. */
export function fundingOfPaymentType(type: string | null | undefined): CardFunding | null {
  if (type === 'CREDIT_CARD') return 'CREDIT';
  if (type === 'OTHER_CARD') return 'DEBIT';
  return null;
}

export type CardViewProps = {
  card: CardViewCard;
  t: Translate;
  monthBase?: 0 | 1;
  className?: string;
};

export function CardView({ card, t, monthBase = 1, className }: CardViewProps) {
  const last4 = card.last4.replace(/\D/g, '').slice(-4);
  return (
    <dl className={`ui-card${className ? ` ${className}` : ''}`} data-circuit={card.circuit}>
      <div className="ui-card__row ui-card__brand">
        <dt className="ui-sr-only">{t('bo.app.card.brand')}</dt>
        <dd>
          <span className="ui-card__circuit">{paymentBrandName(card.circuit)}</span>
          {card.funding && (
            <span className="ui-card__funding">
              {t(card.funding === 'CREDIT' ? 'bo.app.card.credit' : 'bo.app.card.debit')}
            </span>
          )}
        </dd>
      </div>
      {card.holder && (
        <div className="ui-card__row">
          <dt>{t('bo.app.card.holder')}</dt>
          <dd>{card.holder}</dd>
        </div>
      )}
      <div className="ui-card__row">
        <dt>{t('bo.app.card.number')}</dt>
        <dd>
          <span aria-hidden="true" className="ui-card__digits">
            {maskedNumber(last4)}
          </span>
          <span className="ui-sr-only">{t('bo.app.card.ending', { last4 })}</span>
        </dd>
      </div>
      <div className="ui-card__row">
        <dt>{t('bo.app.card.expiry')}</dt>
        <dd>{formatExpiry(card.expiryMonth, card.expiryYear, monthBase)}</dd>
      </div>
    </dl>
  );
}

export type VirtualCard = {
  /** The channel (OTA) that issued it: its code (BOOKING, EXPEDIA…). */
  channel: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** What the card is loaded with, when the channel says. */
  amount?: number | null;
  currency?: string | null;
};

export type VirtualCardViewProps = {
  card: VirtualCard;
  t: Translate;
  language: Language;
  /** The channel's display name (defaults to its code). */
  channelLabel?: string;
  monthBase?: 0 | 1;
  className?: string;
};

/** A money amount in the page language ('€ 120.00' style of Intl), or null when unknown. */
export function formatLoadedAmount(
  amount: number | null | undefined,
  currency: string | null | undefined,
  language: Language,
): string | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return null;
  const locale = LOCALE[language];
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'EUR' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ''}`.trim();
  }
}

export function VirtualCardView({
  card,
  t,
  language,
  channelLabel,
  monthBase = 1,
  className,
}: VirtualCardViewProps) {
  const last4 = card.last4.replace(/\D/g, '').slice(-4);
  const amount = formatLoadedAmount(card.amount, card.currency, language);
  return (
    <dl className={`ui-card ui-card--virtual${className ? ` ${className}` : ''}`} data-channel={card.channel}>
      <div className="ui-card__row ui-card__brand">
        <dt className="ui-sr-only">{t('bo.app.card.channel')}</dt>
        <dd>
          <span className="ui-card__circuit">{channelLabel ?? card.channel}</span>
          <span className="ui-card__funding">{t('bo.app.card.virtual')}</span>
        </dd>
      </div>
      <div className="ui-card__row">
        <dt>{t('bo.app.card.number')}</dt>
        <dd>
          <span aria-hidden="true" className="ui-card__digits">
            {maskedNumber(last4)}
          </span>
          <span className="ui-sr-only">{t('bo.app.card.ending', { last4 })}</span>
        </dd>
      </div>
      <div className="ui-card__row">
        <dt>{t('bo.app.card.expiry')}</dt>
        <dd>{formatExpiry(card.expiryMonth, card.expiryYear, monthBase)}</dd>
      </div>
      {amount && (
        <div className="ui-card__row">
          <dt>{t('bo.app.card.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      )}
    </dl>
  );
}

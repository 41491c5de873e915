/**
 * The card guarantee's fields (PROPDATA, PROPCHECK): holder, number (grouped as typed, brand and
 * credit/debit shown live), expiry month 1-12 and year from this year to 14 years ahead, CVV of
 * the brand's length. The number and the CVV stay in the browser's memory until the booking is
 * sent; the server keeps only the brand, the last 4 digits and the expiry.
 */
import type { UseFormRegister } from 'react-hook-form';
import { CARD_HOLDER_MAX_LENGTH } from '../../../src/contracts/booking-limits.ts';
import type { CardCircuit, PaymentSettings } from '../../../src/contracts/types.ts';
import { PAYMENT_BRAND_NAMES } from '../../../src/domain/cards.ts';
import { useTranslate } from '../context.tsx';
import { cardKind, cvvDigits, expiryYears, liveCardBrand, reformatCardInput } from './card.ts';
import { Field, fieldAria } from './Field.tsx';
import type { FormField, GuestFormValues } from './form.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

type Props = {
  id: (name: string) => string;
  register: UseFormRegister<GuestFormValues>;
  card: GuestFormValues['card'];
  circuits: readonly CardCircuit[];
  paymentSettings: PaymentSettings | undefined;
  /** The translated error of a field, if any. */
  error: (field: FormField) => string | undefined;
};

export function CardFields({ id, register, card, circuits, paymentSettings, error }: Props) {
  const { t } = useTranslate();
  const brand = liveCardBrand(card.number);
  const kind = brand === null ? null : cardKind(brand, paymentSettings);
  const brandText =
    brand === null
      ? ''
      : kind === null
        ? PAYMENT_BRAND_NAMES[brand]
        : `${PAYMENT_BRAND_NAMES[brand]} · ${t(`widget.guest.card.kind.${kind}`)}`;
  const number = register('card.number');
  const cvv = register('card.cvv');
  const numberError = error('card.number');
  const cvvError = error('card.cvv');
  const cvvLength = cvvDigits(brand);

  return (
    <fieldset className="guest-fieldset guest-card">
      <legend>{t('widget.guest.card.legend')}</legend>
      <div className="guest-grid">
        <Field
          id={id('card-holder')}
          label={t('widget.guest.card.holder')}
          error={error('card.holder')}
          required
          className="guest-span"
        >
          <input
            id={id('card-holder')}
            className="guest-input"
            type="text"
            autoComplete="cc-name"
            autoCapitalize="words"
            spellCheck={false}
            required
            maxLength={CARD_HOLDER_MAX_LENGTH}
            {...fieldAria(id('card-holder'), { error: error('card.holder') })}
            {...register('card.holder')}
          />
        </Field>
        <Field
          id={id('card-number')}
          label={t('widget.guest.card.number')}
          hint={t('widget.guest.card.accepted', {
            brands: circuits.map((circuit) => PAYMENT_BRAND_NAMES[circuit]).join(', '),
          })}
          error={numberError}
          required
          className="guest-span"
          after={
            <p className="guest-card-brand" id={id('card-brand')} aria-live="polite">
              {brandText === '' ? null : (
                <>
                  <span className="visually-hidden">
                    {t('widget.guest.card.detected', { brand: brandText })}
                  </span>
                  <span aria-hidden="true">{brandText}</span>
                </>
              )}
            </p>
          }
        >
          <input
            id={id('card-number')}
            className="guest-input guest-card-number"
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            spellCheck={false}
            required
            maxLength={23}
            {...fieldAria(id('card-number'), { hint: true, error: numberError, extra: id('card-brand') })}
            {...number}
            onChange={(event) => {
              const input = event.currentTarget;
              const caret = input.selectionStart ?? input.value.length;
              const next = reformatCardInput(input.value, caret);
              if (next.value !== input.value) {
                input.value = next.value;
                input.setSelectionRange(next.caret, next.caret);
              }
              return number.onChange(event);
            }}
          />
        </Field>
        <CardExpiry id={id} register={register} error={error} />
        <Field
          id={id('card-cvv')}
          label={t('widget.guest.card.cvv')}
          hint={t(brand === 'AMEX' ? 'widget.guest.card.cvv.hint.AMEX' : 'widget.guest.card.cvv.hint')}
          error={cvvError}
          required
          className="guest-cvv"
        >
          <input
            id={id('card-cvv')}
            className="guest-input"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            spellCheck={false}
            required
            maxLength={cvvLength}
            {...fieldAria(id('card-cvv'), { hint: true, error: cvvError })}
            {...cvv}
            onChange={(event) => {
              const input = event.currentTarget;
              const digits = input.value.replace(/\D/g, '').slice(0, 4);
              if (digits !== input.value) input.value = digits;
              return cvv.onChange(event);
            }}
          />
        </Field>
      </div>
    </fieldset>
  );
}

/** The card's expiry: month 1-12 and year from this year to 14 years ahead, both required. */
function CardExpiry({ id, register, error }: Pick<Props, 'id' | 'register' | 'error'>) {
  const { t } = useTranslate();
  const monthError = error('card.expiryMonth');
  const yearError = error('card.expiryYear');
  return (
    <fieldset className="guest-fieldset guest-expiry">
      <legend>
        {t('widget.guest.card.expiry')}
        <span className="guest-required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <Field id={id('card-month')} label={t('widget.guest.card.month')} error={monthError}>
        <select
          id={id('card-month')}
          className="guest-input"
          autoComplete="cc-exp-month"
          required
          {...fieldAria(id('card-month'), { error: monthError })}
          {...register('card.expiryMonth')}
        >
          <option value="">{t('forms.select.placeholder')}</option>
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {String(month).padStart(2, '0')}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('card-year')} label={t('widget.guest.card.year')} error={yearError}>
        <select
          id={id('card-year')}
          className="guest-input"
          autoComplete="cc-exp-year"
          required
          {...fieldAria(id('card-year'), { error: yearError })}
          {...register('card.expiryYear')}
        >
          <option value="">{t('forms.select.placeholder')}</option>
          {expiryYears().map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}

/**
 * The card guarantee's part of the guest step: required (a deposit or non-refundable rate,
 * decision 026) or offered with a checkbox, what it is for (./card-terms.ts), and the card's
 * fields when it is required or ticked.
 */
import type { UseFormRegister } from 'react-hook-form';
import type { CardCircuit, PaymentSettings } from '../../../src/contracts/types.ts';
import { fromCents } from '../../../src/domain/money.ts';
import { useTranslate } from '../context.tsx';
import { useMoney } from '../money.ts';
import { CardFields } from './CardFields.tsx';
import type { CardTerms } from './card-terms.ts';
import type { FormField, GuestFormValues } from './form.ts';

type Props = {
  id: (name: string) => string;
  register: UseFormRegister<GuestFormValues>;
  values: Pick<GuestFormValues, 'withCard' | 'card'>;
  required: boolean;
  /** What the card is for; null without a chosen rate. */
  terms: CardTerms | null;
  circuits: readonly CardCircuit[];
  paymentSettings: PaymentSettings | undefined;
  error: (field: FormField) => string | undefined;
};

export function CardChoice({
  id,
  register,
  values,
  required,
  terms,
  circuits,
  paymentSettings,
  error,
}: Props) {
  const { t } = useTranslate();
  const money = useMoney();
  const amount = (cents: number) => money(fromCents(cents));
  const termsText =
    terms === null
      ? ''
      : 'amountCents' in terms
        ? t(terms.key, {
            amount: amount(terms.amountCents),
            ...('balanceCents' in terms ? { balance: amount(terms.balanceCents) } : {}),
          })
        : t(terms.key);
  return (
    <>
      <div className="guest-card-choice">
        {required ? (
          <p className="guest-card-required" id={id('card-title')}>
            {t('widget.guest.card.required.title')}
          </p>
        ) : (
          <div className="guest-check">
            <input
              id={id('with-card')}
              type="checkbox"
              aria-describedby={id('card-hint')}
              {...register('withCard')}
            />
            <label htmlFor={id('with-card')}>{t('widget.guest.card.toggle')}</label>
          </div>
        )}
        <p className="guest-hint" id={id('card-hint')}>
          {`${termsText} ${t('widget.guest.card.hint')}`}
        </p>
      </div>
      {required || values.withCard ? (
        <CardFields
          id={id}
          register={register}
          card={values.card}
          circuits={circuits}
          paymentSettings={paymentSettings}
          error={error}
        />
      ) : null}
    </>
  );
}

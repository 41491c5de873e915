/**
 * Plan list (BOSCREENS-5 Plan screens, BOLIM-3 plan card): one card per plan with its 'from' monthly
 * price, at most 4 featured items (groups first, the rest counted as '+N more'), and a button
 * that opens the plan detail dialog. One plan is chosen at a time (choosing one clears the
 * others); the chosen card shows its contract and can be changed or removed.
 */

import { type CSSProperties, useState } from 'react';
import type { Language, Plan } from '../../contracts/types.ts';
import { fromCents, toCents, vatOfGross } from '../../domain/money.ts';
import type { PlanSelection } from '../../domain/plan-selection.ts';
import { defaultPaymentOption, planPrice } from '../../domain/plans.ts';
import type { Translate } from '../../i18n/translate.ts';
import { formatListPrice } from '../format.ts';
import { PlanDetailDialog } from './PlanDetailDialog.tsx';
import { contractEndText, optionPriceText, planFeaturedItems, planVatText } from './plan-texts.ts';
import './plans.css';
import { LOCALE } from '../../domain/dates-format.ts';

/** BOLIM-3: the default plan background is grey. */
export const DEFAULT_PLAN_COLOR = '#757575';

export type PlanListProps = {
  t: Translate;
  language: Language;
  plans: readonly Plan[];
  selection: PlanSelection | null;
  onChange: (selection: PlanSelection | null) => void;
  now?: () => Date;
  /** Set on a submitted step without a choice: the list is described by this error. */
  error?: string | null;
  id?: string;
};

export function PlanList({
  t,
  language,
  plans,
  selection,
  onChange,
  now = () => new Date(),
  error,
  id = 'plans',
}: PlanListProps) {
  const [open, setOpen] = useState<Plan | null>(null);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const close = () => {
    setOpen(null);
    opener?.focus();
  };
  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE[language], {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(iso));

  return (
    <div className="plan-list" id={id}>
      {error ? (
        <p className="ui-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <ul
        className="plan-list__cards"
        aria-label={t('register.plan.list')}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {plans.map((plan) => {
          const chosen = selection?.planId === plan.id ? selection : null;
          const price = planPrice(plan);
          const currency = plan.paymentOptions[0]?.amount.currency ?? 'EUR';
          const money = (value: number) => formatListPrice(value, currency, language);
          const featured = planFeaturedItems(plan);
          // The "from" price's VAT, at the rate of the option it is computed from.
          const vatRate = defaultPaymentOption(plan)?.amount.vatRate;
          const vat =
            price === null
              ? null
              : planVatText(
                  t,
                  { rate: vatRate, amount: fromCents(vatOfGross(toCents(price), vatRate ?? 0)) },
                  money,
                );
          const option = chosen ? plan.paymentOptions.find((o) => o.id === chosen.optionId) : undefined;
          const discount = chosen
            ? plan.multiLengthDiscounts.find((d) => d.id === chosen.discountId)
            : undefined;
          const titleId = `${id}-plan-${plan.id}`;
          const style = { '--plan-color': plan.background || DEFAULT_PLAN_COLOR } as CSSProperties;
          return (
            <li
              key={plan.id}
              className={`plan-item${chosen ? ' plan-item--chosen' : ''}`}
              style={style}
              data-plan-id={plan.id}
            >
              <article aria-labelledby={titleId}>
                <h3 id={titleId} className="plan-item__title">
                  {t.text(plan.nameKey)}
                </h3>
                {chosen ? <p className="plan-item__badge">{t('register.plan.selected')}</p> : null}
                {price !== null ? (
                  <p className="plan-item__price">
                    {t('plan.from')} <strong>{money(price)}</strong> {t('frequency.suffix.MONTHLY')}
                  </p>
                ) : null}
                {price !== null && vat ? <p className="plan-item__vat">{vat}</p> : null}
                <ul className="plan-item__features">
                  {featured.items.map((key) => (
                    <li key={key}>{t.text(key)}</li>
                  ))}
                  {featured.more > 0 ? (
                    <li className="plan-item__more">{t('plan.features.more', { count: featured.more })}</li>
                  ) : null}
                </ul>
                {chosen && option ? (
                  <dl className="plan-item__contract">
                    <div>
                      <dt>{t('plan.payment.frequency')}</dt>
                      <dd>{optionPriceText(t, option, money)}</dd>
                    </div>
                    <div>
                      <dt>{t('register.plan.contract.end')}</dt>
                      <dd>
                        {contractEndText(t, chosen.endDate, dateText)}
                        {discount && discount.discount.type === 'PERCENTAGE'
                          ? ` (${t('plan.length.discount', { value: discount.discount.finalAmount })})`
                          : ''}
                      </dd>
                    </div>
                  </dl>
                ) : null}
                <div className="plan-item__actions">
                  <button
                    type="button"
                    className={chosen ? 'button button--secondary' : 'button'}
                    onClick={(event) => {
                      setOpener(event.currentTarget);
                      setOpen(plan);
                    }}
                  >
                    {t(chosen ? 'register.plan.change' : 'register.plan.details')}
                    <span className="visually-hidden">: {t.text(plan.nameKey)}</span>
                  </button>
                  {chosen ? (
                    <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
                      {t('register.plan.clear')}
                      <span className="visually-hidden">: {t.text(plan.nameKey)}</span>
                    </button>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {open ? (
        <PlanDetailDialog
          t={t}
          language={language}
          plan={open}
          selection={selection}
          now={now}
          onClose={close}
          onChoose={(next) => {
            onChange(next);
            close();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The partner plans (BACKOFFICE-1 'partners (who see partner plans)', BOACCESS, BOAPI GET
 * /api/rs/secure/partner-plans; decision 030, 034): on the contract screen a signed-in manager sees
 * the plans offered only to managers already on the platform, each with its 'from' monthly price,
 * its featured items (at most 4, groups first, BOLIM-3), its payment options and its
 * contract-length discounts. Moving a property to one goes through support, as any contract change
 * (decision 030): the section says so and links the contacts page.
 */

import { type CSSProperties, useCallback, useEffect, useId, useState } from 'react';
import { contractsEndpoints } from '../../../contracts/routes/contracts.ts';
import type { Language, Plan } from '../../../contracts/types.ts';
import { planPrice } from '../../../domain/plans.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatListPrice } from '../../../ui/format.ts';
import { DEFAULT_PLAN_COLOR } from '../../../ui/plans/PlanList.tsx';
import {
  discountText,
  lengthText,
  optionPriceText,
  planFeaturedItems,
} from '../../../ui/plans/plan-texts.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import './partner-plans.css';

export function PartnerPlans({ t, language }: { t: Translate; language: Language }) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setPlans(
        await secureApi(contractsEndpoints.listPartnerPlans, {}, { fallback: 'Error getting partner plans' }),
      );
      setError(null);
    } catch (failure) {
      setError(timeoutMessage(failure, t) ?? t('bo.contract.partner.error'));
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const contacts = language === 'it' ? '/it/contacts' : '/contacts';
  return (
    <section className="bo-property__section bo-partner" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('bo.contract.partner.heading')}</h2>
      <p>
        {t('bo.contract.partner.intro')} <a href={contacts}>{t('bo.contract.partner.contact')}</a>
      </p>
      {error ? (
        <div className="bo-property__error" role="alert">
          <p>{error}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.contract.retry')}
          </button>
        </div>
      ) : null}
      {plans === null && !error ? <p aria-busy="true">{t('bo.contract.partner.loading')}</p> : null}
      {plans?.length === 0 ? <p>{t('bo.contract.partner.none')}</p> : null}
      {plans && plans.length > 0 ? (
        <ul className="bo-partner__plans">
          {plans.map((plan) => {
            const currency = plan.paymentOptions[0]?.amount.currency ?? 'EUR';
            const money = (value: number) => formatListPrice(value, currency, language);
            const price = planPrice(plan);
            const featured = planFeaturedItems(plan);
            const style = { '--plan-color': plan.background || DEFAULT_PLAN_COLOR } as CSSProperties;
            return (
              <li key={plan.id} className="bo-partner__plan" style={style} data-plan-id={plan.id}>
                <h3>{t.text(plan.nameKey)}</h3>
                {price !== null ? (
                  <p className="bo-partner__price">
                    {t('plan.from')} <strong>{money(price)}</strong> {t('frequency.suffix.MONTHLY')}
                  </p>
                ) : null}
                <ul className="bo-partner__features">
                  {featured.items.map((key) => (
                    <li key={key}>{t.text(key)}</li>
                  ))}
                  {featured.more > 0 ? <li>{t('plan.features.more', { count: featured.more })}</li> : null}
                </ul>
                <dl className="bo-property__view">
                  <div>
                    <dt>{t('plan.payment.frequency')}</dt>
                    <dd>
                      {plan.paymentOptions
                        .map(
                          (option) =>
                            `${t.text(`frequency.${option.frequency}`)}: ${optionPriceText(t, option, money)}`,
                        )
                        .join(' · ')}
                    </dd>
                  </div>
                  {plan.multiLengthDiscounts.length > 0 ? (
                    <div>
                      <dt>{t('plan.contract.length')}</dt>
                      <dd>
                        {plan.multiLengthDiscounts
                          .map((d) => `${lengthText(t, d.size)}: ${discountText(t, d, money)}`)
                          .join(' · ')}
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * Plans (spec 000 §2, §3, §9; spec 002 §9 plan card): the first 3 enabled plans by classification,
 * loaded when the section nears the viewport; each card with its name, up to 4 featured items
 * (+N more), its payment options with VAT and struck-through initial prices; the best plan (lowest
 * computed price, src/domain/plans.ts) carries a badge.
 */
import { type CSSProperties, useRef } from 'react';
import type { Plan, PlanPaymentOption } from '../../api/types.ts';
import { bestPlan, defaultPaymentOption } from '../../domain/plans.ts';
import { formatMoney, PLAN_COUNT, planFeaturedItems, visiblePlans } from './home-data.ts';
import {
  EmptyState,
  LoadError,
  PriceTag,
  SectionHeader,
  SkeletonList,
  useHome,
  useLoad,
  useNearViewport,
} from './shared.tsx';

export const PLANS_ANCHOR = 'plans';
/** Spec 002 §9: the default plan background is grey. */
const DEFAULT_PLAN_COLOR = '#757575';

function OptionPrice({ option }: { option: PlanPaymentOption }) {
  const { t, language } = useHome();
  const { amount } = option;
  const money = (value: number) => formatMoney(value, amount.currency, language);
  return (
    <PriceTag
      final={money(amount.finalAmount)}
      initial={amount.initialAmount > amount.finalAmount ? money(amount.initialAmount) : null}
      previousLabel={t('home.price.previous')}
    />
  );
}

function PlanCard({ plan, best }: { plan: Plan; best: boolean }) {
  const { t, language } = useHome();
  const main = defaultPaymentOption(plan);
  const featured = planFeaturedItems(plan);
  const titleId = `plan-${plan.id}-title`;
  const style = { '--plan-color': plan.background || DEFAULT_PLAN_COLOR } as CSSProperties;
  return (
    <li
      className={best ? 'plan-card plan-card--best' : 'plan-card'}
      style={style}
      data-plan-id={plan.id}
      data-best={best ? 'true' : undefined}
    >
      <article aria-labelledby={titleId}>
        <div className="plan-head">
          <h3 id={titleId}>{t(plan.nameKey)}</h3>
          {best && <p className="plan-badge">{t('plan.best')}</p>}
        </div>
        {main && (
          <div className="plan-main-price">
            <p className="plan-price">
              <OptionPrice option={main} />
              <span className="plan-suffix"> {t(`frequency.suffix.${main.frequency}`)}</span>
            </p>
            <p className="plan-vat">
              {main.amount.vatRate
                ? t('home.plans.vat.included', {
                    rate: main.amount.vatRate,
                    amount: formatMoney(main.amount.vatAmount ?? 0, main.amount.currency, language),
                  })
                : t('plan.vat.excluded')}
            </p>
          </div>
        )}
        <ul className="plan-features">
          {featured.items.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
          {featured.more > 0 && (
            <li className="plan-more">{t('plan.features.more', { count: featured.more })}</li>
          )}
        </ul>
        {plan.paymentOptions.length > 0 && (
          <div className="plan-options">
            <h4>{t('home.plans.options')}</h4>
            <ul>
              {plan.paymentOptions.map((option) => (
                <li key={option.id}>
                  <span className="plan-option-frequency">{t(`frequency.${option.frequency}`)}</span>
                  <OptionPrice option={option} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <a className={best ? 'button plan-cta' : 'button button--secondary plan-cta'} href="#join">
          {t('plan.choose')}
          <span className="visually-hidden">: {t(plan.nameKey)}</span>
        </a>
      </article>
    </li>
  );
}

function PlanSkeleton() {
  return (
    <div className="plan-card skeleton-card">
      <span className="skeleton-line skeleton-line--title" />
      <span className="skeleton-line skeleton-line--price" />
      <span className="skeleton-line" />
      <span className="skeleton-line" />
      <span className="skeleton-line" />
      <span className="skeleton-line skeleton-line--short" />
    </div>
  );
}

export function PlansSection() {
  const { t, api } = useHome();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [state, retry] = useLoad(near, async () => {
    const page = await api().hotelPlans({ size: PLAN_COUNT, sort: 'classification' });
    return visiblePlans(page.content).slice(0, PLAN_COUNT);
  });
  const best = state.status === 'ready' ? bestPlan(state.data) : null;

  return (
    <section ref={ref} id={PLANS_ANCHOR} className="home-section home-plans" aria-labelledby="plans-title">
      <div className="container">
        <SectionHeader id="plans-title" title={t('home.plans.title')} text={t('home.plans.text')} />
        {(state.status === 'idle' || state.status === 'loading') && (
          <SkeletonList count={PLAN_COUNT} className="plan-list">
            {() => <PlanSkeleton />}
          </SkeletonList>
        )}
        {state.status === 'error' && (
          <LoadError kind="plans" text={t('home.plans.error')} timedOut={state.timedOut} onRetry={retry} />
        )}
        {state.status === 'ready' && state.data.length === 0 && (
          <EmptyState kind="plans" text={t('home.plans.empty')} />
        )}
        {state.status === 'ready' && state.data.length > 0 && (
          <ul className="plan-list" data-state="ready">
            {state.data.map((plan) => (
              <PlanCard key={plan.id} plan={plan} best={plan.id === best?.id} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

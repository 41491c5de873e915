/**
 * Plans (ROUTES, SITEDATA, SITELIM; BOLIM-3 plan card): the first 3 enabled plans by classification,
 * loaded when the section nears the viewport. Every plan in ONE billing period, chosen with a
 * monthly/yearly radio group (monthly first, also in the server-rendered HTML); each card with its
 * name, its price in that period with VAT (decision 024), the yearly saving computed from the two
 * prices, up to 4 featured items (+N more); the best plan (SITEDATA: lowest computed price,
 * src/domain/plans.ts, in the period shown) is labelled 'Lowest price'; then a feature comparison
 * table. No struck-through prices and no odd units (weekly, daily): TRUST.
 */

import { type CSSProperties, useRef, useState } from 'react';
import type { Language, Plan } from '../../contracts/types.ts';
import { bestPlan } from '../../domain/plans.ts';
import { localePath } from '../../i18n/paths.ts';
import { formatListPrice } from '../../ui/format.ts';
import { planFeaturedItems } from '../../ui/plans/plan-texts.ts';
import {
  BILLING_PERIODS,
  type BillingPeriod,
  comparisonRows,
  DEFAULT_BILLING_PERIOD,
  inPeriod,
  maxYearlySaving,
  monthlyShare,
  PLAN_COUNT,
  periodOption,
  visiblePlans,
  yearlySavingPercent,
} from './home-data.ts';
import {
  EmptyState,
  type HomeTranslate,
  LoadError,
  SectionHeader,
  SkeletonList,
  useHome,
  useLoad,
  useNearViewport,
} from './shared.tsx';

export const PLANS_ANCHOR = 'plans';
/** BOLIM-3: the default plan background is grey. */
const DEFAULT_PLAN_COLOR = '#757575';

type PeriodPrice = { final: string; share: string | null; vat: string | null };

function periodPrice(
  plan: Plan,
  period: BillingPeriod,
  t: HomeTranslate,
  language: Language,
): PeriodPrice | null {
  const option = periodOption(plan, period);
  if (!option) return null;
  const { amount } = option;
  const money = (value: number) => formatListPrice(value, amount.currency, language);
  return {
    final: money(amount.finalAmount),
    share:
      period === 'YEARLY'
        ? t('home.plans.yearly.share', { amount: money(monthlyShare(amount.finalAmount)) })
        : null,
    // Decision 024: plan prices include VAT; the card says so with the rate and the amount.
    // The same text as the register wizard's plan cards (planVatText).
    vat: amount.vatRate
      ? t('plan.vat.included', { rate: amount.vatRate, amount: money(amount.vatAmount ?? 0) })
      : null,
  };
}

function PlanCard({ plan, best, period }: { plan: Plan; best: boolean; period: BillingPeriod }) {
  const { t, language } = useHome();
  const price = periodPrice(plan, period, t, language);
  const saving = period === 'YEARLY' ? yearlySavingPercent(plan) : null;
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
          {best && <p className="plan-badge">{t('home.plans.best')}</p>}
        </div>
        <div className="plan-main-price">
          {price ? (
            <>
              <p className="plan-price">
                <span className="price-final">{price.final}</span>
                <span className="plan-suffix"> {t(`frequency.suffix.${period}`)}</span>
              </p>
              {price.share && <p className="plan-share">{price.share}</p>}
              {saving !== null && (
                <p className="plan-saving">{t('home.plans.yearly.saving', { percent: saving })}</p>
              )}
              {price.vat && <p className="plan-vat">{price.vat}</p>}
            </>
          ) : (
            <p className="plan-unavailable">{t(`home.plans.period.unavailable.${period}`)}</p>
          )}
        </div>
        <ul className="plan-features">
          {featured.items.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
          {featured.more > 0 && (
            <li className="plan-more">{t('plan.features.more', { count: featured.more })}</li>
          )}
        </ul>
        <a className={best ? 'button plan-cta' : 'button button--secondary plan-cta'} href="#join">
          {t('plan.choose')}
          <span className="visually-hidden">: {t(plan.nameKey)}</span>
        </a>
      </article>
    </li>
  );
}

/** The monthly/yearly switch: a native radio group (arrow keys, one tab stop), styled as a segmented control. */
function PeriodSwitch({
  period,
  saving,
  onChange,
}: {
  period: BillingPeriod;
  saving: number | null;
  onChange: (period: BillingPeriod) => void;
}) {
  const { t } = useHome();
  return (
    <fieldset className="billing-switch">
      <legend className="billing-switch-legend">{t('home.plans.period.legend')}</legend>
      <div className="billing-switch-options">
        {BILLING_PERIODS.map((value) => (
          <label key={value} className="billing-switch-option">
            <input
              type="radio"
              name="billing-period"
              value={value}
              checked={period === value}
              onChange={() => onChange(value)}
            />
            <span>
              {t(`frequency.${value}`)}
              {value === 'YEARLY' && saving !== null && (
                <span className="billing-switch-saving">
                  {' '}
                  {t('home.plans.period.saving', { percent: saving })}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Every feature of the shown plans against the plans: a real table (caption, header scopes). */
function ComparisonTable({ plans }: { plans: Plan[] }) {
  const { t } = useHome();
  const rows = comparisonRows(plans);
  if (rows.length === 0) return null;
  return (
    <div className="plan-compare">
      <h3 id="plan-compare-title">{t('home.plans.compare.title')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="plan-compare-scroll" aria-labelledby="plan-compare-title" tabIndex={0}>
        <table className="plan-compare-table">
          <caption className="visually-hidden">{t('home.plans.compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.plans.compare.feature')}</th>
              {plans.map((plan) => (
                <th scope="col" key={plan.id}>
                  {t(plan.nameKey)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{t(row.feature)}</th>
                {row.included.map((included, index) => (
                  <td key={plans[index]?.id} data-included={included ? 'true' : 'false'}>
                    <span aria-hidden="true">{included ? '✓' : '–'}</span>
                    <span className="visually-hidden">
                      {t(included ? 'home.plans.compare.included' : 'home.plans.compare.excluded')}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
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
  const { t, api, language } = useHome();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [state, retry] = useLoad(near, async () => {
    const page = await api().hotelPlans({ size: PLAN_COUNT, sort: 'classification' });
    return { plans: visiblePlans(page.content).slice(0, PLAN_COUNT), total: page.totalElements };
  });
  const [period, setPeriod] = useState<BillingPeriod>(DEFAULT_BILLING_PERIOD);
  // SITEDATA: the best plan is the one with the lowest computed price, here in the period shown.
  const plans = state.status === 'ready' ? state.data.plans : [];
  const best = state.status === 'ready' ? bestPlan(plans.map((plan) => inPeriod(plan, period))) : null;

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
        {state.status === 'ready' && plans.length === 0 && (
          <EmptyState kind="plans" text={t('home.plans.empty')} />
        )}
        {state.status === 'ready' && plans.length > 0 && (
          <>
            <PeriodSwitch period={period} saving={maxYearlySaving(plans)} onChange={setPeriod} />
            <ul className="plan-list" data-state="ready" data-period={period}>
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} best={plan.id === best?.id} period={period} />
              ))}
            </ul>
            <ComparisonTable plans={plans} />
            {/* SITELIM-2 shows 3 plans; the register wizard offers them all, so say that there are more. */}
            {state.data.total > plans.length && (
              <p className="home-plans-all">
                <a href={localePath(language, '/register')}>
                  {t('home.plans.all', { count: state.data.total })}
                </a>
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}

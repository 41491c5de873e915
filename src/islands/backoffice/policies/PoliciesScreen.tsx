/**
 * Policies: the hotel's cancellation policies, no-show policies and deposit, one form saved as a
 * whole with the version it read (usePoliciesData.ts). Under each policy, what a guest reads in
 * the widget for an example stay, rendered by the widget's own component (`PolicySummary` over the
 * engine's `policySummary`) from the terms the save will store (PolicyCards.tsx). A policy a rate
 * plan uses says so; removing it is refused by the worker (409, naming the plans). A stale save
 * says so and reloads.
 */
import { useId, useMemo } from 'react';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { fromCents } from '../../../domain/money.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { codeText } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import { CancellationCard, DepositCard, NoShowCard } from './PolicyCards.tsx';
import { PolicyFormFrame } from './PolicyFormFrame.tsx';
import { EXAMPLE_NIGHT_CENTS, EXAMPLE_NIGHTS, exampleStay, makeField } from './policy-fields.tsx';
import {
  newCancellation,
  newNoShow,
  type PoliciesForm,
  type PolicyList,
  withoutPolicy,
  withPolicyAdded,
  withPolicyChange,
} from './policy-form.ts';
import { usePoliciesData } from './usePoliciesData.ts';
import '../../../ui/field.css';
import '../rooms/rooms.css';
import './policies.css';

export default function PoliciesScreen({ hotel, language }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const base = `pol${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { view, form, update, errors, ...saving } = usePoliciesData(hotel.id, t, base);
  const example = useMemo(() => (view ? exampleStay(view.timeZone, Date.now()) : null), [view]);

  const change = (patch: Partial<PoliciesForm>) => update((f) => ({ ...f, ...patch }));
  const remove = (list: PolicyList, index: number) => update((f) => withoutPolicy(f, list, index));

  const money = (cents: number) => formatMoney(fromCents(cents), language, view?.currency);
  const field = makeField(base, t, errors);

  return (
    <PolicyFormFrame
      state={saving}
      base={base}
      title={t('bo.policies.title')}
      intro={t('bo.policies.intro')}
      loadingLabel={t('bo.policies.loading')}
      saveLabel={t('bo.policies.save')}
      t={t}
      ready={view !== null && form !== null && example !== null}
    >
      {view && form && example ? (
        <>
          <h2>{t('bo.policies.cancellation.title')}</h2>
          <p className="bo-list__detail">
            {t('bo.policies.example', {
              nights: EXAMPLE_NIGHTS,
              amount: money(EXAMPLE_NIGHT_CENTS),
              date: formatLongDate(example.checkin, language),
            })}
          </p>
          {errors.has('cancellationPolicies') ? (
            <p className="ui-field__error">{codeText(t, errors.get('cancellationPolicies'))}</p>
          ) : null}
          {form.cancellation.map((policy, index) => (
            <CancellationCard
              key={policy.key}
              policy={policy}
              index={index}
              field={field}
              t={t}
              example={example}
              money={money}
              form={form}
              timeZone={view.timeZone}
              currency={view.currency}
              language={language}
              onChange={(patch) => update((f) => withPolicyChange(f, 'cancellation', index, patch))}
              onRemove={() => remove('cancellation', index)}
            />
          ))}
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              update((f) =>
                withPolicyAdded(f, 'cancellation', newCancellation(t('bo.policies.cancellation.new'))),
              )
            }
          >
            {t('bo.policies.cancellation.add')}
          </button>

          <h2>{t('bo.policies.noshow.title')}</h2>
          {form.noShow.length === 0 ? (
            <p className="bo-list__empty">{t('bo.policies.noshow.empty')}</p>
          ) : null}
          {form.noShow.map((policy, index) => (
            <NoShowCard
              key={policy.key}
              policy={policy}
              index={index}
              field={field}
              t={t}
              example={example}
              money={money}
              onChange={(patch) => update((f) => withPolicyChange(f, 'noShow', index, patch))}
              onRemove={() => remove('noShow', index)}
            />
          ))}
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              update((f) => withPolicyAdded(f, 'noShow', newNoShow(t('bo.policies.noshow.new'))))
            }
          >
            {t('bo.policies.noshow.add')}
          </button>

          <h2>{t('bo.policies.deposit.title')}</h2>
          <DepositCard form={form} field={field} t={t} onChange={change} />
        </>
      ) : null}
    </PolicyFormFrame>
  );
}

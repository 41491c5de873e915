/**
 * The rate plans as a table: name (type and meals), price (own prices or "Standard −10 %", stay
 * limits), room types, cancellation in the guest's words, on sale; each row with its switch, edit
 * and delete.
 */
import type { RatePlansResponse, RatePlanView } from '../../../contracts/secure/rate-plans.ts';
import { mealPlanList } from '../../../ui/meal-plans.ts';
import { EditDeleteCell, ListHead, SwitchCell, type SwitchListProps } from '../app/RowControls.tsx';
import { cancellationWords, derivationLabel, type PolicyContext, planName } from './rate-plan-text.ts';

type Props = SwitchListProps<RatePlanView> & { data: RatePlansResponse; ctx: PolicyContext };

export function RatePlansTable({ data, ctx, hotelName, language, t, toggling, ...on }: Props) {
  const policyText = (plan: RatePlanView): string => {
    const policy = data.cancellationPolicies.find((p) => p.id === String(plan.cancellationPolicyId));
    return policy ? cancellationWords(policy, ctx).join(' ') : t('bo.rateplans.policy.none');
  };
  const roomTypesText = (plan: RatePlanView): string => {
    if (plan.roomTypeIds === null) return t('bo.rateplans.roomtypes.all');
    const names = plan.roomTypeIds
      .map((id) => data.roomTypes.find((type) => type.id === id))
      .filter((type) => type !== undefined)
      .map((type) => planName(type, language));
    return names.length > 0 ? names.join(', ') : t('bo.rateplans.roomtypes.none');
  };
  const stayText = (plan: RatePlanView): string =>
    [
      plan.minStay ? t('bo.rateplans.stay.min', { count: plan.minStay }) : null,
      plan.maxStay ? t('bo.rateplans.stay.max', { count: plan.maxStay }) : null,
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <table className="bo-list__table bo-rateplans__table">
      <ListHead
        caption={t('bo.rateplans.caption', { hotel: hotelName })}
        columns={[
          t('bo.rateplans.col.name'),
          t('bo.rateplans.col.price'),
          t('bo.rateplans.col.roomtypes'),
          t('bo.rateplans.col.policy'),
          t('bo.rateplans.col.enabled'),
        ]}
        actions={t('bo.rooms.col.actions')}
      />
      <tbody>
        {data.ratePlans.map((plan) => {
          const name = planName(plan, language);
          const derived = derivationLabel(plan, data.ratePlans, language, data.currency);
          const meals = mealPlanList(t, plan.includedMealPlans, language);
          return (
            <tr key={plan.id} className={plan.enabled ? undefined : 'bo-list__row--off'}>
              <th scope="row" data-label={t('bo.rateplans.col.name')}>
                <span className="bo-list__name">{name}</span>
                <span className="bo-list__detail">
                  {t(`bo.rateplans.type.${plan.type}`)}
                  {meals ? ` · ${meals}` : ''}
                </span>
              </th>
              <td data-label={t('bo.rateplans.col.price')}>
                {derived ? (
                  <>
                    {derived.parent} <span className="bo-rateplans__figure">{derived.figure}</span>
                  </>
                ) : (
                  t('bo.rateplans.price.own')
                )}
                {plan.minStay || plan.maxStay ? (
                  <span className="bo-list__detail">{stayText(plan)}</span>
                ) : null}
              </td>
              <td data-label={t('bo.rateplans.col.roomtypes')}>{roomTypesText(plan)}</td>
              <td data-label={t('bo.rateplans.col.policy')} className="bo-rateplans__policy">
                {policyText(plan)}
              </td>
              <SwitchCell
                columnLabel={t('bo.rateplans.col.enabled')}
                label={t('bo.rateplans.enabled.named', { name })}
                checked={plan.enabled}
                busy={toggling.has(plan.id)}
                onChange={(checked) => on.onToggle(plan, checked)}
              />
              <EditDeleteCell
                name={name}
                t={t}
                onEdit={() => on.onEdit(plan)}
                onRemove={() => on.onRemove(plan)}
              />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

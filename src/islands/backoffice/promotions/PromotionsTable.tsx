/**
 * The promotions as a table: name (and secret code), type (and its condition), discount, period,
 * enabled; each row with its switch, edit and delete.
 */
import type { PromotionsResponse, PromotionView } from '../../../contracts/secure/promotions.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { DAYS_RULES, usesMinStay } from '../../../domain/promotions.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { EditDeleteCell, ListHead, SwitchCell, type SwitchListProps } from '../app/RowControls.tsx';
import { plural } from '../reservations/texts.ts';
import { discountText, promotionName } from './promotion-text.ts';

function periodText(promotion: PromotionView, language: Language, t: Translate): string {
  const from = promotion.validFrom ? formatLongDate(promotion.validFrom, language) : null;
  const to = promotion.validTo ? formatLongDate(promotion.validTo, language) : null;
  if (from && to) return t('bo.promotions.period.range', { from, to });
  if (from) return t('bo.promotions.period.from', { from });
  if (to) return t('bo.promotions.period.to', { to });
  return t('bo.promotions.period.always');
}

function conditionText(promotion: PromotionView, t: Translate): string | null {
  const rule = DAYS_RULES[promotion.type];
  if (rule && promotion.days !== null) {
    const key = rule.unit === 'HOURS' ? 'bo.promotions.condition.hours' : 'bo.promotions.condition.days';
    return plural(t, key, promotion.days);
  }
  if (usesMinStay(promotion.type) && promotion.minStay !== null) {
    return plural(t, 'bo.promotions.condition.nights', promotion.minStay);
  }
  return null;
}

type Props = SwitchListProps<PromotionView> & { data: PromotionsResponse };

export function PromotionsTable({ data, hotelName, language, t, toggling, ...on }: Props) {
  return (
    <table className="bo-list__table">
      <ListHead
        caption={t('bo.promotions.caption', { hotel: hotelName })}
        columns={[
          t('bo.promotions.col.name'),
          t('bo.promotions.col.type'),
          t('bo.promotions.col.discount'),
          t('bo.promotions.col.period'),
          t('bo.promotions.col.enabled'),
        ]}
        actions={t('bo.promotions.col.actions')}
      />
      <tbody>
        {data.promotions.map((promotion) => {
          const name = promotionName(promotion, language);
          const condition = conditionText(promotion, t);
          return (
            <tr key={promotion.id} className={promotion.enabled ? undefined : 'bo-list__row--off'}>
              <th scope="row" data-label={t('bo.promotions.col.name')}>
                <span className="bo-list__name">{name}</span>
                {promotion.secretCode ? (
                  <span className="bo-list__detail">
                    {t('bo.promotions.secret', { code: promotion.secretCode })}
                  </span>
                ) : null}
              </th>
              <td data-label={t('bo.promotions.col.type')}>
                {t(`bo.promotions.type.${promotion.type}`)}
                {condition ? <span className="bo-list__detail">{condition}</span> : null}
              </td>
              <td data-label={t('bo.promotions.col.discount')}>
                {discountText(promotion, data.currency, language, t)}
              </td>
              <td data-label={t('bo.promotions.col.period')}>{periodText(promotion, language, t)}</td>
              <SwitchCell
                columnLabel={t('bo.promotions.col.enabled')}
                label={t('bo.promotions.enabled.named', { name })}
                checked={promotion.enabled}
                busy={toggling.has(promotion.id)}
                onChange={(checked) => on.onToggle(promotion, checked)}
              />
              <EditDeleteCell
                name={name}
                t={t}
                texts="promotions"
                onEdit={() => on.onEdit(promotion)}
                onRemove={() => on.onRemove(promotion)}
              />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One saved bed in the room type's list: its summary (and price, for an extra bed), Edit and Remove. */
import type { Language } from '../../../../contracts/types.ts';
import { type Bed, PEOPLE_BANDS } from '../../../../domain/property.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { formatMoney } from '../../../../ui/format.ts';

/** The bed's count, type and persons; for an extra bed, also its price per band that sleeps in it and how often. */
export function bedSummary(
  bed: Bed,
  t: Translate,
  language: Language,
  bedName: (type: string) => string,
): string {
  const base = t('bo.property.beds.summary', {
    count: bed.count,
    type: bedName(bed.type),
    persons: bed.maxPerson,
  });
  if (!bed.toPay) return base;
  const prices = PEOPLE_BANDS.filter((band) => bed.people[band] > 0)
    .map((band) => `${t.text(`bo.property.band.${band}`)} ${formatMoney(bed.prices[band] ?? 0, language)}`)
    .join(', ');
  return `${base} · ${t('bo.property.beds.extra')}: ${prices} ${t.text(`bo.property.bed.frequency.${bed.frequency}`).toLowerCase()}`;
}

export function BedRow(props: {
  bed: Bed;
  t: Translate;
  language: Language;
  bedName: (type: string) => string;
  /** Another bed is being edited or a save is running. */
  disabled: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { bed, t, bedName } = props;
  return (
    <li className="bo-property__bed">
      <span>{bedSummary(bed, t, props.language, bedName)}</span>
      <span className="bo-property__row-actions">
        <button
          type="button"
          className="button button--secondary bo-property__small"
          aria-label={t('bo.property.beds.edit', { name: bedName(bed.type) })}
          disabled={props.disabled}
          onClick={props.onEdit}
        >
          {t('bo.property.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary bo-property__small"
          aria-label={t('bo.property.beds.remove', { name: bedName(bed.type) })}
          disabled={props.disabled}
          onClick={props.onRemove}
        >
          ✕
        </button>
      </span>
    </li>
  );
}

/** A room's number of people of one age band, within the band's limits. */
import { AGE_BAND_RANGES, type AgeBand } from '../../../domain/booking/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { BAND_LIMITS } from './new-reservation.ts';

export function PeopleInput({
  id,
  band,
  value,
  max,
  t,
  onChange,
}: {
  id: string;
  band: AgeBand;
  value: number;
  max: number;
  t: Translate;
  onChange: (typed: string) => void;
}) {
  const range = AGE_BAND_RANGES[band];
  return (
    <div className="field bo-new__band">
      <label htmlFor={id}>{t(`bo.booking.people.${band}`)}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={BAND_LIMITS[band].min}
        max={max}
        step={1}
        value={value}
        aria-describedby={`${id}-ages`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="bo-new__hint" id={`${id}-ages`}>
        {range.maxAge === null
          ? t('bo.booking.people.ages.from', { min: range.minAge })
          : t('bo.booking.people.ages', { min: range.minAge, max: range.maxAge })}
      </p>
    </div>
  );
}

/**
 * The reservations list's filters, behind the Filters button: status, stay state and source
 * (each a set of check boxes applied at once) and the stay dates (applied with their button);
 * 'Clear filters' keeps the search and the sort.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { RESERVATION_SOURCES } from '../../../contracts/secure/reservations.ts';
import { RESERVATION_STATUSES } from '../../../domain/booking/types.ts';
import { STAY_STATES } from '../../../domain/front-desk.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ReservationStatusIcon } from '../../../ui/ReservationStatusIcon.tsx';
import { type ListFilters, NO_FILTERS } from './list-query.ts';
import { SourceSwatch } from './SourceBadge.tsx';

export function ReservationFilters({
  id,
  open,
  filters,
  count,
  colours,
  apply,
  t,
}: {
  /** The panel's id (the Filters button controls it). */
  id: string;
  open: boolean;
  filters: ListFilters;
  /** How many filters are on. */
  count: number;
  colours: ReadonlyMap<string, string>;
  apply: (next: ListFilters) => void;
  t: Translate;
}) {
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const ids = { from: useId(), to: useId() };

  // The address changed (back button): the dates follow it.
  useEffect(() => {
    setFrom(filters.from);
    setTo(filters.to);
  }, [filters.from, filters.to]);

  const toggle = <K extends 'status' | 'stay' | 'source'>(key: K, value: ListFilters[K][number]) => {
    const current = filters[key] as string[];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    apply({ ...filters, [key]: next });
  };
  const onDates = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, from, to: from && to && to < from ? '' : to });
  };

  return (
    <div id={id} className="bo-res__filters" hidden={!open}>
      <fieldset className="bo-res__group">
        <legend>{t('bo.reservations.filter.status')}</legend>
        <div className="bo-res__checks">
          {RESERVATION_STATUSES.map((status) => (
            <label key={status} className="bo-res__check">
              <input
                type="checkbox"
                checked={filters.status.includes(status)}
                onChange={() => toggle('status', status)}
              />
              <ReservationStatusIcon status={status} t={t} withLabel />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="bo-res__group">
        <legend>{t('bo.reservations.filter.staystate')}</legend>
        <div className="bo-res__checks">
          {STAY_STATES.map((stay) => (
            <label key={stay} className="bo-res__check">
              <input
                type="checkbox"
                checked={filters.stay.includes(stay)}
                onChange={() => toggle('stay', stay)}
              />
              {t.text(`bo.stay.${stay}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="bo-res__group">
        <legend>{t('bo.reservations.filter.source')}</legend>
        <div className="bo-res__checks bo-res__checks--sources">
          {RESERVATION_SOURCES.map((source) => (
            <label key={source} className="bo-res__check">
              <input
                type="checkbox"
                checked={filters.source.includes(source)}
                onChange={() => toggle('source', source)}
              />
              <SourceSwatch colour={colours.get(source)} />
              {t.text(`bo.reservations.source.${source}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <form className="bo-res__group bo-res__dates" onSubmit={onDates}>
        <fieldset>
          <legend>{t('bo.reservations.filter.stay')}</legend>
          <div className="bo-res__dates-row">
            <div className="bo-res__date">
              <label htmlFor={ids.from}>{t('bo.reservations.filter.from')}</label>
              <input
                id={ids.from}
                type="date"
                value={from}
                onChange={(event) => setFrom(event.target.value)}
              />
            </div>
            <div className="bo-res__date">
              <label htmlFor={ids.to}>{t('bo.reservations.filter.to')}</label>
              <input
                id={ids.to}
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => setTo(event.target.value)}
              />
            </div>
            <button type="submit" className="button button--secondary">
              {t('bo.reservations.filter.apply')}
            </button>
          </div>
        </fieldset>
      </form>
      {count > 0 && (
        <button
          type="button"
          className="bo-res__clear"
          onClick={() => apply({ ...NO_FILTERS, q: filters.q, sort: filters.sort })}
        >
          {t('bo.reservations.filter.clear')}
        </button>
      )}
    </div>
  );
}

/**
 * The reservations list's controls above the results: the search box (code, guest or e-mail) and
 * the toolbar (the Filters button, the CSV download of what the filters select, the sort).
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { DownloadButton } from '../../../ui/DownloadButton.tsx';
import { secureApi } from '../app/request.ts';
import type { ScreenProps } from '../screen.ts';
import { exportQuery, type ListFilters, SORT_OPTIONS } from './list-query.ts';

type ControlProps = {
  filters: ListFilters;
  /** Shows the list of `next` filters (a new address). */
  apply: (next: ListFilters) => void;
  t: Translate;
};

export function ReservationSearch({ filters, apply, t }: ControlProps) {
  const [search, setSearch] = useState(filters.q);
  const id = useId();

  // The address changed (back button, the shell's search): the search box follows it.
  useEffect(() => setSearch(filters.q), [filters.q]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, q: search });
  };

  return (
    <form className="bo-res__search" onSubmit={onSearch}>
      <label htmlFor={id}>{t('bo.reservations.search.label')}</label>
      <div className="bo-res__search-row">
        <input
          id={id}
          type="search"
          name="q"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
        <button type="submit" className="button">
          {t('bo.reservations.search.submit')}
        </button>
      </div>
    </form>
  );
}

/** The CSV of every reservation the filters select; too many is said in the screen's language. */
async function exportReservations(
  hotelId: number,
  filters: ListFilters,
  language: ScreenProps['language'],
  t: Translate,
) {
  try {
    return await secureApi(
      reservationsEndpoints.exportReservations,
      { params: { hotelId }, query: exportQuery(filters, language) },
      { fallback: 'Error exporting reservations' },
    );
  } catch (error) {
    // Too many to export: said in the screen's language, with what to do.
    if (error instanceof ApiRequestError && error.errors[0]?.code === 'error.export.too.many') {
      throw Object.assign(new Error(t('bo.reservations.download.too.many')), { status: 412 });
    }
    throw error;
  }
}

export function ReservationsToolbar({
  filters,
  apply,
  t,
  hotelId,
  language,
  panel,
  count,
}: ControlProps & {
  hotelId: number;
  language: ScreenProps['language'];
  /** The filters panel the Filters button opens and closes. */
  panel: { id: string; open: boolean; toggle: () => void };
  /** How many filters are on. */
  count: number;
}) {
  const sortId = useId();
  return (
    <div className="bo-res__toolbar">
      <button
        type="button"
        className="button button--secondary bo-res__filters-toggle"
        aria-expanded={panel.open}
        aria-controls={panel.id}
        onClick={panel.toggle}
      >
        {count > 0 ? t('bo.reservations.filters.count', { count }) : t('bo.reservations.filters')}
      </button>
      <DownloadButton
        className="bo-res__download"
        label={t('bo.reservations.download')}
        t={t}
        request={() => exportReservations(hotelId, filters, language, t)}
      />
      <div className="bo-res__sort">
        <label htmlFor={sortId}>{t('bo.reservations.sort')}</label>
        <select
          id={sortId}
          value={filters.sort}
          onChange={(event) => apply({ ...filters, sort: event.target.value as ListFilters['sort'] })}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t.text(`bo.reservations.sort.${option.replace(',', '.')}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

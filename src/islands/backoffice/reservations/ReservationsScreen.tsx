/**
 * The reservations list (MANAGE "Reservations"): search by code, guest or e-mail (the shell's
 * global search opens `/reservations?q=…`), status, source and stay-date filters, sort; all of
 * them in the address (shareable; the back button returns to the previous filters). Results are
 * a table on wide screens and cards on phones, paged by the PROPFLOW-11 paged list (10 at a time,
 * more when the end scrolls into view or with 'Load more').
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { ReservationListRow } from '../../../contracts/secure/reservations.ts';
import { DownloadButton } from '../../../ui/DownloadButton.tsx';
import { PagedList, usePagedList } from '../../../ui/PagedList.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import type { ScreenProps } from '../screen.ts';
import {
  activeFilterCount,
  apiQuery,
  exactCodeMatch,
  exportQuery,
  filtersFromQuery,
  filtersToQuery,
  type ListFilters,
  SORT_OPTIONS,
} from './list-query.ts';
import { ReservationFilters } from './ReservationFilters.tsx';
import { ReservationCard, ReservationTable } from './ReservationRows.tsx';
import { useReservationSources } from './SourceBadge.tsx';
import { plural } from './texts.ts';
import './reservations.css';

export default function ReservationsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const filters = filtersFromQuery(query);
  const address = filtersToQuery(filters);
  const colours = useReservationSources();
  const [open, setOpen] = useState(activeFilterCount(filters) > 0);
  const [search, setSearch] = useState(filters.q);
  const ids = { search: useId(), panel: useId(), sort: useId() };

  // The address changed (back button, the shell's search): the search box follows it.
  useEffect(() => setSearch(filters.q), [filters.q]);

  const { list, state } = usePagedList<ReservationListRow>(
    {
      load: ({ page, size }) =>
        secureApi(
          reservationsEndpoints.listReservations,
          { params: { hotelId: hotel.id }, query: apiQuery(filters, page, size) },
          { fallback: 'Error getting reservations' },
        ),
      errorMessage: (error) =>
        timeoutMessage(error, t) ??
        (error instanceof Error && error.message ? error.message : t('bo.reservations.error')),
    },
    `${hotel.id}?${address}`,
  );

  // A whole code found alone opens its reservation; the list of one never stays in the history.
  const exact = exactCodeMatch(filters, state);
  useEffect(() => {
    if (exact) navigate(`/reservations/${encodeURIComponent(exact)}`, { replace: true });
  }, [exact, navigate]);

  const apply = (next: ListFilters) => {
    const target = filtersToQuery(next);
    if (target === address) return;
    navigate(`/reservations${target ? `?${target}` : ''}`);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, q: search });
  };
  const count = activeFilterCount(filters);

  return (
    <div className="bo-res">
      <h1 className="bo-res__title">{t('bo.reservations.heading')}</h1>
      <form className="bo-res__search" onSubmit={onSearch}>
        <label htmlFor={ids.search}>{t('bo.reservations.search.label')}</label>
        <div className="bo-res__search-row">
          <input
            id={ids.search}
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

      <div className="bo-res__toolbar">
        <button
          type="button"
          className="button button--secondary bo-res__filters-toggle"
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={() => setOpen((value) => !value)}
        >
          {count > 0 ? t('bo.reservations.filters.count', { count }) : t('bo.reservations.filters')}
        </button>
        <DownloadButton
          className="bo-res__download"
          label={t('bo.reservations.download')}
          t={t}
          request={async () => {
            try {
              return await secureApi(
                reservationsEndpoints.exportReservations,
                { params: { hotelId: hotel.id }, query: exportQuery(filters, language) },
                { fallback: 'Error exporting reservations' },
              );
            } catch (error) {
              // Too many to export: said in the screen's language, with what to do.
              if (error instanceof ApiRequestError && error.errors[0]?.code === 'error.export.too.many') {
                throw Object.assign(new Error(t('bo.reservations.download.too.many')), { status: 412 });
              }
              throw error;
            }
          }}
        />
        <div className="bo-res__sort">
          <label htmlFor={ids.sort}>{t('bo.reservations.sort')}</label>
          <select
            id={ids.sort}
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

      <ReservationFilters
        id={ids.panel}
        open={open}
        filters={filters}
        count={count}
        colours={colours}
        apply={apply}
        t={t}
      />

      <PagedList
        list={list}
        state={state}
        texts={{
          loadMore: t('bo.reservations.more'),
          loading: t('bo.reservations.loading'),
          retry: t('bo.reservations.retry'),
          empty: t('bo.reservations.empty'),
          count: (shown, total) => t('bo.reservations.count', { shown, total }),
          end: (total) => plural(t, 'bo.reservations.end', total),
        }}
      >
        {(items) => (
          <>
            <ReservationTable rows={items} t={t} language={language} hotel={hotel} colours={colours} />
            <ul className="bo-res__cards">
              {items.map((row) => (
                <li key={row.code}>
                  <ReservationCard
                    row={row}
                    t={t}
                    language={language}
                    timeZone={hotel.timeZone}
                    colours={colours}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </PagedList>
    </div>
  );
}

/**
 * The reservations list (MANAGE "Reservations"): search by code, guest or e-mail (the shell's
 * global search opens `/reservations?q=…`), status, source and stay-date filters, sort; all of
 * them in the address (shareable; the back button returns to the previous filters). Results are
 * a table on wide screens and cards on phones, paged by the PROPFLOW-11 paged list (10 at a time,
 * more when the end scrolls into view or with 'Load more'), read through the query cache: going
 * back to the list shows it at once, and a change of a stay anywhere reloads it (app/reads.ts).
 */
import { useEffect, useId, useState } from 'react';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { ReservationListRow } from '../../../contracts/secure/reservations.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { PagedList } from '../../../ui/PagedList.tsx';
import { failureText } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { useSecurePagedList } from '../app/paged-query.ts';
import type { ScreenProps } from '../screen.ts';
import {
  activeFilterCount,
  apiQuery,
  exactCodeMatch,
  filtersFromQuery,
  filtersToQuery,
  type ListFilters,
} from './list-query.ts';
import { ReservationFilters } from './ReservationFilters.tsx';
import { ReservationCard, ReservationTable } from './ReservationRows.tsx';
import { ReservationSearch, ReservationsToolbar } from './ReservationsToolbar.tsx';
import { useReservationSources } from './SourceBadge.tsx';
import { plural } from './texts.ts';
import './reservations.css';

/** A reservation is itself once in the list, whatever page it came on. */
const reservationKey = (row: ReservationListRow) => row.code;

/** The list the filters select, a page at a time. */
function useReservationList(hotelId: number, filters: ListFilters, t: Translate) {
  return useSecurePagedList(
    reservationsEndpoints.listReservations,
    { params: { hotelId }, query: apiQuery(filters) },
    {
      fallback: 'Error getting reservations',
      errorText: (error) => failureText(error, t, t('bo.reservations.error')),
      keyOf: reservationKey,
    },
  ).list;
}

export default function ReservationsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const filters = filtersFromQuery(query);
  const address = filtersToQuery(filters);
  const colours = useReservationSources();
  const [open, setOpen] = useState(activeFilterCount(filters) > 0);
  const panelId = useId();
  const list = useReservationList(hotel.id, filters, t);

  // A whole code found alone opens its reservation; the list of one never stays in the history.
  const exact = exactCodeMatch(filters, list);
  useEffect(() => {
    if (exact) navigate(`/reservations/${encodeURIComponent(exact)}`, { replace: true });
  }, [exact, navigate]);

  const apply = (next: ListFilters) => {
    const target = filtersToQuery(next);
    if (target === address) return;
    navigate(`/reservations${target ? `?${target}` : ''}`);
  };
  const count = activeFilterCount(filters);

  return (
    <div className="bo-res">
      <h1 className="bo-res__title">{t('bo.reservations.heading')}</h1>
      <ReservationSearch filters={filters} apply={apply} t={t} />
      <ReservationsToolbar
        filters={filters}
        apply={apply}
        t={t}
        hotelId={hotel.id}
        language={language}
        panel={{ id: panelId, open, toggle: () => setOpen((value) => !value) }}
        count={count}
      />
      <ReservationFilters
        id={panelId}
        open={open}
        filters={filters}
        count={count}
        colours={colours}
        apply={apply}
        t={t}
      />
      <PagedList
        state={list}
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

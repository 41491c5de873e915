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
import {
  RESERVATION_SOURCES,
  type ReservationListRow,
  roomTypeLabel,
} from '../../../contracts/secure/reservations.ts';
import { RESERVATION_STATUSES } from '../../../domain/booking/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import { STAY_STATES } from '../../../domain/front-desk.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { DownloadButton } from '../../../ui/DownloadButton.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { PagedList, usePagedList } from '../../../ui/PagedList.tsx';
import { ReservationStatusIcon } from '../../../ui/ReservationStatusIcon.tsx';
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
  NO_FILTERS,
  SORT_OPTIONS,
} from './list-query.ts';
import { SourceBadge, SourceSwatch, useReservationSources } from './SourceBadge.tsx';
import { balanceText, hotelDay, plural, reservationPath } from './texts.ts';
import './reservations.css';

export default function ReservationsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const filters = filtersFromQuery(query);
  const address = filtersToQuery(filters);
  const colours = useReservationSources();
  const [open, setOpen] = useState(activeFilterCount(filters) > 0);
  const [search, setSearch] = useState(filters.q);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const ids = { search: useId(), panel: useId(), sort: useId(), from: useId(), to: useId() };

  // The address changed (back button, the shell's search): the inputs follow it.
  useEffect(() => {
    setSearch(filters.q);
    setFrom(filters.from);
    setTo(filters.to);
  }, [filters.q, filters.from, filters.to]);

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
  const toggle = <K extends 'status' | 'stay' | 'source'>(key: K, value: ListFilters[K][number]) => {
    const current = filters[key] as string[];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    apply({ ...filters, [key]: next });
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, q: search });
  };
  const onDates = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, from, to: from && to && to < from ? '' : to });
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

      <div id={ids.panel} className="bo-res__filters" hidden={!open}>
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

type RowProps = {
  t: Translate;
  language: ScreenProps['language'];
  colours: ReadonlyMap<string, string>;
};

function guestName(row: ReservationListRow): string {
  return `${row.guest.name} ${row.guest.surname}`.trim() || row.guest.email || '—';
}

/** 'Superior room' for one room, '2 rooms: Double, Single' for several. */
function roomsText(row: ReservationListRow, t: Translate, language: ScreenProps['language']): string {
  const types = row.roomTypes.map((type) => roomTypeLabel(type, language)).join(', ');
  return row.roomsCount === 1 ? types : `${plural(t, 'bo.reservations.rooms', row.roomsCount)}: ${types}`;
}

function assignedText(row: ReservationListRow, t: Translate): string {
  return row.assignedRooms.length > 0
    ? t('bo.reservations.assigned', { rooms: row.assignedRooms.join(', ') })
    : t('bo.reservations.unassigned');
}

function ReservationTable({
  rows,
  t,
  language,
  hotel,
  colours,
}: RowProps & { rows: readonly ReservationListRow[]; hotel: ScreenProps['hotel'] }) {
  const caption = t('bo.reservations.table.caption', { hotel: hotel.name });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="bo-res__table-wrap" aria-label={caption} tabIndex={0}>
      <table className="bo-res__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bo.reservations.column.code')}</th>
            <th scope="col">{t('bo.reservations.column.guest')}</th>
            <th scope="col">{t('bo.reservations.column.stay')}</th>
            <th scope="col">{t('bo.reservations.column.rooms')}</th>
            <th scope="col">{t('bo.reservations.column.source')}</th>
            <th scope="col">{t('bo.reservations.column.status')}</th>
            <th scope="col" className="bo-res__num">
              {t('bo.reservations.column.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">
                <a className="bo-res__code" href={reservationPath(language, row.code)}>
                  {row.code}
                </a>
                <span className="bo-res__muted">
                  {t('bo.reservations.booked', {
                    date: formatShortDate(hotelDay(row.createdDate, hotel.timeZone), language),
                  })}
                </span>
              </th>
              <td>
                <span className="bo-res__guest">{guestName(row)}</span>
                <span className="bo-res__muted bo-res__email">{row.guest.email}</span>
              </td>
              <td>
                {/* Each date whole; the pair may break after the arrow so the Total column fits at 1280 px. */}
                <span>
                  <span className="bo-res__nowrap">{formatShortDate(row.checkin, language)} →</span>{' '}
                  <span className="bo-res__nowrap">{formatShortDate(row.checkout, language)}</span>
                </span>
                <span className="bo-res__muted">
                  <span className="bo-res__nowrap">{plural(t, 'bo.reservations.nights', row.nights)} ·</span>{' '}
                  <span className="bo-res__nowrap">
                    {plural(t, 'bo.reservations.guests', row.guestsCount)}
                  </span>
                </span>
              </td>
              <td className="bo-res__rooms">
                <span>{roomsText(row, t, language)}</span>
                <span className="bo-res__muted">{assignedText(row, t)}</span>
              </td>
              <td>
                <SourceBadge source={row.source} colour={colours.get(row.source)} t={t} />
              </td>
              <td className="bo-res__nowrap">
                <ReservationStatusIcon status={row.status} t={t} withLabel />
              </td>
              {/* May wrap between words ('Da saldare' / '289,00 €'); an amount never breaks (Intl's no-break space). */}
              <td className="bo-res__num">
                <span>{formatMoney(row.grandTotal, language, row.currency)}</span>
                <span className={row.unpaidBalance > 0 ? 'bo-res__owed' : 'bo-res__muted'}>
                  {balanceText(row, t, language)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ReservationCard({
  row,
  t,
  language,
  timeZone,
  colours,
}: RowProps & { row: ReservationListRow; timeZone: string }) {
  return (
    <article className="bo-res-card">
      <header className="bo-res-card__head">
        <h2 className="bo-res-card__title">
          <a href={reservationPath(language, row.code)}>
            <span className="bo-res-card__guest">{guestName(row)}</span>
            <span className="bo-res-card__code">{row.code}</span>
          </a>
        </h2>
        <ReservationStatusIcon status={row.status} t={t} withLabel />
      </header>
      <p className="bo-res-card__line">
        {formatShortDate(row.checkin, language)} → {formatShortDate(row.checkout, language)} ·{' '}
        {plural(t, 'bo.reservations.nights', row.nights)} ·{' '}
        {plural(t, 'bo.reservations.guests', row.guestsCount)}
      </p>
      <p className="bo-res-card__line">
        {roomsText(row, t, language)} · {assignedText(row, t)}
      </p>
      <div className="bo-res-card__foot">
        <SourceBadge source={row.source} colour={colours.get(row.source)} t={t} />
        <span>
          {formatMoney(row.grandTotal, language, row.currency)}
          {row.unpaidBalance !== 0 && (
            <span className="bo-res__owed">
              {' · '}
              {balanceText(row, t, language)}
            </span>
          )}
        </span>
      </div>
      <p className="bo-res__muted">
        {t('bo.reservations.booked', {
          date: formatShortDate(hotelDay(row.createdDate, timeZone), language),
        })}
      </p>
    </article>
  );
}

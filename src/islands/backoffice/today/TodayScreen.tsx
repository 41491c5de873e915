/**
 * Today (FRONTDESK-2): the front desk's day at the hotel's today in its own time zone, or any other
 * date (`?date=`): counts on top, a date picker (previous, next, back to today), a search by
 * name, code or room, and three lists (arrivals, in house, departures) of cards with the day's
 * action. Check-in and check-out open their dialogs (CheckInDialog.tsx, CheckOutDialog.tsx); undo
 * acts at once. The day is read through the query cache, again when the window regains focus (other
 * people check guests in and out meanwhile). A print view shows the three lists only (today.css).
 * Rules: src/domain/front-desk.ts.
 */

import { useId, useRef, useState } from 'react';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import type { FrontDeskItem, FrontDeskResponse } from '../../../contracts/secure/front-desk.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { invalidateReads, useQueryClient, useSecureQuery } from '../app/query.ts';
import { STAY_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import { useReservationSources } from '../reservations/SourceBadge.tsx';
import type { ScreenProps } from '../screen.ts';
import { CheckInDialog } from './CheckInDialog.tsx';
import { CheckOutDialog } from './CheckOutDialog.tsx';
import { DeskCard } from './DeskCard.tsx';
import { refusalText } from './DeskDialog.tsx';
import { dateOfQuery, matchesSearch, shiftDate, todayPath } from './today.ts';
import './today.css';

const LISTS = [
  { key: 'arrivals', title: 'bo.today.arrivals' },
  { key: 'inHouse', title: 'bo.today.inHouse' },
  { key: 'departures', title: 'bo.today.departures' },
] as const;

type Dialog = { kind: 'check-in' | 'check-out'; item: FrontDeskItem } | null;

export default function TodayScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const date = dateOfQuery(query);
  const colours = useReservationSources();
  const client = useQueryClient();
  const frontDesk = useSecureQuery(
    frontDeskEndpoints.getFrontDesk,
    { params: { hotelId: hotel.id }, query: date ? { date } : {} },
    { fallback: 'Error getting the front desk', refetchOnWindowFocus: true },
  );
  const data = frontDesk.data ?? null;
  const loadFailed = frontDesk.isError
    ? (timeoutMessage(frontDesk.error, t) ?? t('bo.today.load.error'))
    : null;
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const reload = () => invalidateReads(client, [frontDeskEndpoints.getFrontDesk]);

  const shown = data?.date ?? date;
  const go = (next: string | null) => navigate(todayPath(next, data?.today ?? null));

  const act = async (item: FrontDeskItem, button: HTMLButtonElement) => {
    opener.current = button;
    if (item.action === 'check-in' || item.action === 'check-out') {
      setDialog({ kind: item.action, item });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await secureApi(
        frontDeskEndpoints.undoCheckIn,
        { params: { hotelId: hotel.id, code: item.code }, body: { version: item.version } },
        { fallback: 'Error undoing the check-in' },
      );
      setNotice({
        kind: 'status',
        text: t('bo.today.undo.done', { name: `${item.guest.name} ${item.guest.surname}` }),
      });
    } catch (error) {
      setNotice({ kind: 'error', text: refusalText(error, t) });
    } finally {
      setBusy(false);
      // Refused or not, the day is read again (someone else may have changed the stay).
      await invalidateReads(client, STAY_READS);
    }
  };

  const done = (text: string) => {
    setDialog(null);
    setNotice({ kind: 'status', text });
  };

  return (
    <div className="bo-today">
      <div className="bo-today__top">
        <h1 className="bo-today__title">
          {t('bo.today.heading')}
          {shown ? <span className="bo-today__date">{formatLongDate(shown, language)}</span> : null}
        </h1>
        <button
          type="button"
          className="button button--secondary bo-today__print"
          onClick={() => window.print()}
        >
          {t('bo.today.print')}
        </button>
      </div>
      <TodayTools t={t} shown={shown} data={data} go={go} search={search} setSearch={setSearch} />
      {data && data.unreportedGuests > 0 ? (
        <p className="bo-today__police notice notice--warning" role="status">
          {t(data.unreportedGuests === 1 ? 'bo.today.police.one' : 'bo.today.police.other', {
            count: data.unreportedGuests,
          })}{' '}
          <a href={localePath(language, '/secure/police-report')}>{t('bo.today.police.link')}</a>
        </p>
      ) : null}
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void frontDesk.refetch()}
        retryLabel={t('bo.today.retry')}
        loadingLabel={t('bo.today.loading')}
      />
      {data ? (
        <TodayLists
          data={data}
          search={search}
          timeZone={hotel.timeZone}
          language={language}
          t={t}
          colours={colours}
          busy={busy}
          onAction={(row, button) => void act(row, button)}
        />
      ) : null}
      {dialog?.kind === 'check-in' ? (
        <CheckInDialog
          hotelId={hotel.id}
          item={dialog.item}
          language={language}
          t={t}
          returnFocus={opener}
          onClose={() => {
            setDialog(null);
            // Documents captured without checking in change the day's police warning.
            void reload();
          }}
          onDone={done}
        />
      ) : null}
      {dialog?.kind === 'check-out' ? (
        <CheckOutDialog
          hotelId={hotel.id}
          item={dialog.item}
          language={language}
          t={t}
          returnFocus={opener}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
    </div>
  );
}

/** The day's date (previous, a date, next, back to today) and the search by name, code or room. */
function TodayTools({
  t,
  shown,
  data,
  go,
  search,
  setSearch,
}: {
  t: Translate;
  shown: string | null;
  data: FrontDeskResponse | null;
  go: (date: string | null) => void;
  search: string;
  setSearch: (text: string) => void;
}) {
  const ids = { search: useId(), date: useId() };
  return (
    <div className="bo-today__tools">
      <nav className="bo-today__days" aria-label={t('bo.today.date.label')}>
        <button
          type="button"
          className="button button--secondary"
          disabled={!shown}
          onClick={() => shown && go(shiftDate(shown, -1))}
        >
          <span aria-hidden="true">‹ </span>
          <span className="bo-today__day-text">{t('bo.today.date.previous')}</span>
        </button>
        <label className="ui-sr-only" htmlFor={ids.date}>
          {t('bo.today.date.label')}
        </label>
        <input
          id={ids.date}
          type="date"
          value={shown ?? ''}
          onChange={(event) => {
            if (event.target.value) go(event.target.value);
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={!shown}
          onClick={() => shown && go(shiftDate(shown, 1))}
        >
          <span className="bo-today__day-text">{t('bo.today.date.next')}</span>
          <span aria-hidden="true"> ›</span>
        </button>
        {data && data.date !== data.today ? (
          <button type="button" className="button button--secondary" onClick={() => go(null)}>
            {t('bo.today.date.today')}
          </button>
        ) : null}
      </nav>
      <div className="bo-today__search">
        <label htmlFor={ids.search}>{t('bo.today.search')}</label>
        <input
          id={ids.search}
          type="search"
          value={search}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
    </div>
  );
}

/** The counts, then the three lists of cards, filtered by the search. */
function TodayLists({
  data,
  search,
  timeZone,
  language,
  t,
  colours,
  busy,
  onAction,
}: {
  data: FrontDeskResponse;
  search: string;
  timeZone: string;
  language: Language;
  t: Translate;
  colours: ReadonlyMap<string, string>;
  busy: boolean;
  onAction: (item: FrontDeskItem, button: HTMLButtonElement) => void;
}) {
  return (
    <>
      <ul className="bo-today__counts">
        {LISTS.map((list) => (
          <li key={list.key}>
            <a href={`#today-${list.key}`}>
              <strong>{data[list.key].length}</strong> {t(list.title)}
            </a>
          </li>
        ))}
      </ul>
      <div className="bo-today__lists">
        {LISTS.map((list) => {
          const items = data[list.key].filter((item) => matchesSearch(item, search));
          return (
            <section
              key={list.key}
              id={`today-${list.key}`}
              className="bo-today__list"
              aria-labelledby={`today-${list.key}-title`}
            >
              <h2 id={`today-${list.key}-title`}>
                {t(list.title)} <span className="bo-today__count">({items.length})</span>
              </h2>
              {items.length === 0 ? (
                <p className="bo-today__empty">
                  {data[list.key].length === 0 ? t('bo.today.empty') : t('bo.today.empty.search')}
                </p>
              ) : (
                <ul className="bo-today__cards">
                  {items.map((item) => (
                    <DeskCard
                      key={item.code}
                      item={item}
                      today={data.today}
                      timeZone={timeZone}
                      language={language}
                      t={t}
                      colour={colours.get(item.source) ?? null}
                      busy={busy}
                      onAction={onAction}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

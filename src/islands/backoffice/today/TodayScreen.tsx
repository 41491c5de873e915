/**
 * Today (FRONTDESK-2): the front desk's day at the hotel's today in its own time zone, or any other
 * date (`?date=`): counts on top, a date picker (previous, next, back to today), a search by
 * name, code or room, and three lists (arrivals, in house, departures) of cards with the day's
 * action. Check-in and check-out open their dialogs (DeskDialogs.tsx); undo acts at once. A
 * print view shows the three lists only (today.css). Rules: src/domain/front-desk.ts.
 */

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import type { FrontDeskItem, FrontDeskResponse } from '../../../contracts/secure/front-desk.ts';
import { formatLongDate } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import { useReservationSources } from '../reservations/SourceBadge.tsx';
import type { ScreenProps } from '../screen.ts';
import { DeskCard } from './DeskCard.tsx';
import { CheckInDialog, CheckOutDialog, refusalText } from './DeskDialogs.tsx';
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
  const [data, setData] = useState<FrontDeskResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const ids = { search: useId(), date: useId() };

  const load = useCallback(async () => {
    try {
      const answer = await secureApi(
        frontDeskEndpoints.getFrontDesk,
        { params: { hotelId: hotel.id }, query: date ? { date } : {} },
        { fallback: 'Error getting the front desk' },
      );
      setData(answer);
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.today.load.error'));
    }
  }, [hotel.id, date, t]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

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
      await load();
    }
  };

  const done = (text: string) => {
    setDialog(null);
    setNotice({ kind: 'status', text });
    void load();
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
        onRetry={() => void load()}
        retryLabel={t('bo.today.retry')}
        loadingLabel={t('bo.today.loading')}
      />
      {data ? (
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
                          timeZone={hotel.timeZone}
                          language={language}
                          t={t}
                          colour={colours.get(item.source) ?? null}
                          busy={busy}
                          onAction={(row, button) => void act(row, button)}
                        />
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </>
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
            void load();
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

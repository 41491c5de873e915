/**
 * /secure/housekeeping (FRONTDESK-3), phone first: the hotel's rooms on a date with their status, the
 * rooms to do first (today's arrivals, then the stay-overs to service, then the rest), counts
 * and a filter by status; on today's list, big buttons to mark a room clean, inspected or dirty,
 * a note per room, and an out-of-order dialog (reason, first and last night) or its end. The
 * stay-over setting sits at the bottom. The rules: src/domain/housekeeping.ts.
 */
import { useEffect, useId, useState } from 'react';
import type { HousekeepingRoomView } from '../../../contracts/secure/housekeeping.ts';
import { addDays, formatLongDate, formatShortDate, LOCALE } from '../../../domain/dates-format.ts';
import {
  nextStatuses,
  type SettableStatus,
  STAY_OVER_EVERY_MAX,
  type StatusCounts,
} from '../../../domain/housekeeping.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { type ScreenNotice, ScreenNotices } from '../app/ScreenNotices.tsx';
import { failureOf, isStatus, refusalOf } from '../rooms/setup-errors.ts';
import type { ScreenProps } from '../screen.ts';
import { loadHousekeepingSettings, saveHousekeepingSettings } from './housekeeping-api.ts';
import { FILTERS, type Filter, filterCount } from './housekeeping-filter.ts';
import { OutOfOrderDialog } from './OutOfOrderDialog.tsx';
import { useHousekeeping } from './useHousekeeping.ts';
import '../../../ui/field.css';
import './housekeeping.css';

export default function HousekeepingScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const titleId = useId();
  const housekeeping = useHousekeeping(hotel.id, query.get('date'), language, t);
  const { data, counts, notice, setNotice, load, roomRefs, replaceRoom } = housekeeping;
  const [outOfOrderRoom, setOutOfOrderRoom] = useState<HousekeepingRoomView | null>(null);

  const goTo = (date: string | null) => {
    setNotice(null);
    navigate(date ? `/housekeeping?date=${date}` : '/housekeeping', { replace: true });
  };
  const isToday = data !== null && data.date === data.today;
  const when = (instant: string) =>
    dateTimeFormat(LOCALE[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: hotel.timeZone,
    }).format(new Date(instant));

  return (
    <section className="bo-hk" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('bo.housekeeping.title')}</h1>
      <p className="bo-hk__intro">{t('bo.housekeeping.intro')}</p>
      {data ? (
        <HousekeepingDayNav date={data.date} isToday={isToday} language={language} t={t} goTo={goTo} />
      ) : null}
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : housekeeping.loadFailed}
        loading={!data && !housekeeping.loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.housekeeping.retry')}
        loadingLabel={t('bo.housekeeping.loading')}
      />
      {data && counts ? (
        <>
          <HousekeepingFilters
            filter={housekeeping.filter}
            counts={counts}
            total={data.rooms.length}
            t={t}
            onChoose={housekeeping.chooseFilter}
          />
          {housekeeping.shown.length === 0 ? (
            <p className="bo-hk__empty">{t('bo.housekeeping.empty')}</p>
          ) : null}
          <ul className="bo-hk__rooms">
            {housekeeping.shown.map((room) => (
              <RoomCard
                key={room.id}
                room={room}
                t={t}
                editable={isToday}
                busy={housekeeping.busy === room.id}
                when={when}
                language={language}
                refOf={(element) => {
                  if (element) roomRefs.current.set(room.id, element);
                  else roomRefs.current.delete(room.id);
                }}
                onStatus={(status) => void housekeeping.setStatus(room, status)}
                onNote={(note) => housekeeping.saveNote(room, note)}
                onOutOfOrder={() => setOutOfOrderRoom(room)}
                onBackInService={() => void housekeeping.backInService(room)}
              />
            ))}
          </ul>
          <StayOverSetting hotelId={hotel.id} t={t} onSaved={() => void load()} />
        </>
      ) : null}
      <OutOfOrderDialog
        room={outOfOrderRoom}
        hotelId={hotel.id}
        today={data?.today ?? null}
        language={language}
        t={t}
        onDone={(room) => {
          setOutOfOrderRoom(null);
          if (!room) return;
          replaceRoom(room);
          if (room.outOfOrder)
            setNotice({
              kind: 'status',
              text: t('bo.housekeeping.outoforder.saved', {
                number: room.number,
                from: formatShortDate(room.outOfOrder.from, language),
                to: formatShortDate(room.outOfOrder.to, language),
              }),
            });
        }}
        onStale={() => {
          setOutOfOrderRoom(null);
          setNotice({ kind: 'error', text: t('bo.housekeeping.changed') });
          void load();
        }}
      />
    </section>
  );
}

/** The day shown, the days either side, back to today; and a word when the day is not today. */
function HousekeepingDayNav({
  date,
  isToday,
  language,
  t,
  goTo,
}: {
  date: string;
  isToday: boolean;
  language: ScreenProps['language'];
  t: Translate;
  goTo: (date: string | null) => void;
}) {
  return (
    <>
      <nav className="bo-hk__date" aria-label={t('bo.housekeeping.date.label')}>
        <button type="button" className="button button--secondary" onClick={() => goTo(addDays(date, -1))}>
          <span aria-hidden="true">‹ </span>
          {t('bo.housekeeping.date.previous')}
        </button>
        <p className="bo-hk__day" aria-live="polite">
          {formatLongDate(date, language)}
        </p>
        <button type="button" className="button button--secondary" onClick={() => goTo(addDays(date, 1))}>
          {t('bo.housekeeping.date.next')}
          <span aria-hidden="true"> ›</span>
        </button>
        {isToday ? null : (
          <button type="button" className="button" onClick={() => goTo(null)}>
            {t('bo.housekeeping.date.today')}
          </button>
        )}
      </nav>
      {isToday ? null : (
        <p className="bo-hk__other">
          {t('bo.housekeeping.date.other', { date: formatShortDate(date, language) })}
        </p>
      )}
    </>
  );
}

/** The filter's choices, each with how many rooms it holds. */
function HousekeepingFilters({
  filter,
  counts,
  total,
  t,
  onChoose,
}: {
  filter: Filter;
  counts: StatusCounts;
  total: number;
  t: Translate;
  onChoose: (filter: Filter) => void;
}) {
  return (
    <fieldset className="bo-hk__filters">
      <legend>{t('bo.housekeeping.filter.legend')}</legend>
      {FILTERS.map((value) => {
        const label =
          value === 'all' || value === 'todo'
            ? t.text(`bo.housekeeping.filter.${value}`)
            : t.text(`bo.housekeeping.status.${value}`);
        return (
          <label key={value} className={`bo-hk__filter bo-hk__filter--${value.toLowerCase()}`}>
            <input
              type="radio"
              name="housekeeping-filter"
              value={value}
              checked={filter === value}
              onChange={() => onChoose(value)}
            />
            <span>
              {label} <strong className="bo-hk__count">{filterCount(value, counts, total)}</strong>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

type Translate = ReturnType<typeof useBackofficeTranslations>;

function RoomCard(props: {
  room: HousekeepingRoomView;
  t: Translate;
  editable: boolean;
  busy: boolean;
  language: ScreenProps['language'];
  when: (instant: string) => string;
  refOf: (element: HTMLElement | null) => void;
  onStatus: (status: SettableStatus) => void;
  onNote: (note: string) => void;
  onOutOfOrder: () => void;
  onBackInService: () => void;
}) {
  const { room, t, editable, busy, language } = props;
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState(room.note ?? '');
  useEffect(() => setNote(room.note ?? ''), [room.note]);
  const status = t.text(`bo.housekeeping.status.${room.status}`);
  const flags = [
    room.arrivalToday ? t('bo.housekeeping.flag.arrival') : null,
    room.departureToday ? t('bo.housekeeping.flag.departure') : null,
    room.stayOver ? t('bo.housekeeping.flag.stayover') : null,
  ].filter((flag): flag is string => flag !== null);
  return (
    <li>
      <article
        ref={props.refOf}
        tabIndex={-1}
        className={`bo-hk__room bo-hk__room--${room.status.toLowerCase()}`}
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        data-room={room.number}
      >
        <header className="bo-hk__head">
          <h2 id={headingId} className="bo-hk__number">
            {t('bo.housekeeping.room', { number: room.number })}
          </h2>
          <p className="bo-hk__status">
            <span className="ui-sr-only">{t('bo.housekeeping.status.label')}: </span>
            {status}
          </p>
        </header>
        <p className="bo-hk__type">{room.roomType}</p>
        {flags.length > 0 || room.task ? (
          <p className="bo-hk__flags">
            {room.task ? (
              <strong className="bo-hk__task">{t.text(`bo.housekeeping.task.${room.task}`)}</strong>
            ) : null}
            {flags.map((flag) => (
              <span key={flag} className="bo-hk__flag">
                {flag}
              </span>
            ))}
          </p>
        ) : null}
        {room.outOfOrder ? (
          <p className="bo-hk__period">
            {t('bo.housekeeping.outoforder.period', {
              from: formatShortDate(room.outOfOrder.from, language),
              to: formatShortDate(room.outOfOrder.to, language),
              reason: room.outOfOrder.reason,
            })}
          </p>
        ) : null}
        {editable ? (
          <div className="bo-hk__actions">
            {nextStatuses(room.status).map((next) => (
              <button
                key={next}
                type="button"
                className={`button bo-hk__set bo-hk__set--${next.toLowerCase()}${next === 'DIRTY' ? ' button--secondary' : ''}`}
                aria-disabled={busy || undefined}
                onClick={() => !busy && props.onStatus(next)}
              >
                {t.text(`bo.housekeeping.set.${next}`)}
              </button>
            ))}
            {room.outOfOrder ? (
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={busy || undefined}
                onClick={() => !busy && props.onBackInService()}
              >
                {t('bo.housekeeping.outoforder.end')}
              </button>
            ) : (
              <button
                type="button"
                className="button button--secondary bo-hk__ooo"
                onClick={props.onOutOfOrder}
              >
                {t('bo.housekeeping.outoforder.open')}
              </button>
            )}
          </div>
        ) : null}
        {editable && room.status !== 'OUT_OF_ORDER' ? (
          <form
            className="bo-hk__note"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) props.onNote(note);
            }}
          >
            <label htmlFor={noteId}>{t('bo.housekeeping.note.label', { number: room.number })}</label>
            <div className="bo-hk__note-row">
              <input
                id={noteId}
                className="ui-input"
                type="text"
                maxLength={200}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
              <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
                {t('bo.housekeeping.note.save')}
              </button>
            </div>
          </form>
        ) : room.note ? (
          <p className="bo-hk__note-text">{room.note}</p>
        ) : null}
        {room.changedDate && room.changedBy ? (
          <p className="bo-hk__last">
            {t('bo.housekeeping.last', {
              name: `${room.changedBy.name} ${room.changedBy.surname}`.trim(),
              when: props.when(room.changedDate),
            })}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** How often stay-overs are serviced (a hotel setting; the list reloads once it is saved). */
function StayOverSetting({ hotelId, t, onSaved }: { hotelId: number; t: Translate; onSaved: () => void }) {
  const inputId = useId();
  const [settings, setSettings] = useState<{ stayOverEvery: number; version: number } | null>(null);
  const [every, setEvery] = useState('1');
  const [said, setSaid] = useState<ScreenNotice | null>(null);

  useEffect(() => {
    loadHousekeepingSettings(hotelId)
      .then((loaded) => {
        setSettings(loaded);
        setEvery(String(loaded.stayOverEvery));
      })
      .catch(() => setSettings(null));
  }, [hotelId]);

  if (!settings) return null;
  return (
    <form
      className="bo-hk__settings"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaid(null);
        try {
          const saved = await saveHousekeepingSettings(hotelId, {
            stayOverEvery: Number(every),
            version: settings.version,
          });
          setSettings(saved);
          setSaid({
            kind: 'status',
            text: t('bo.housekeeping.settings.saved', { count: saved.stayOverEvery }),
          });
          onSaved();
        } catch (error) {
          setSaid({
            kind: 'error',
            ...(isStatus(error, 400, 409)
              ? refusalOf(t, error, t('bo.housekeeping.save.error'))
              : failureOf(t, error, t('bo.housekeeping.save.error'))),
          });
        }
      }}
    >
      <fieldset>
        <legend>{t('bo.housekeeping.settings.legend')}</legend>
        <label htmlFor={inputId}>{t('bo.housekeeping.settings.every')}</label>
        <div className="bo-hk__note-row">
          <input
            id={inputId}
            className="ui-input bo-hk__every"
            type="number"
            min={1}
            max={STAY_OVER_EVERY_MAX}
            required
            value={every}
            onChange={(event) => setEvery(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {t('bo.housekeeping.settings.save')}
          </button>
        </div>
        <p role="status" className={said?.kind === 'error' ? 'bo-hk__error' : 'bo-hk__said'}>
          {said ? `${said.text}${said.detail ? ` ${said.detail}` : ''}` : ''}
        </p>
      </fieldset>
    </form>
  );
}

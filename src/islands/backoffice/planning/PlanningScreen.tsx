/**
 * The planning screen (BOSCREENS-3 planning screen, BOFLOW-1 planning view): the header (month picker,
 * today, jump to a date, settings menu, previous/next period, views D/W/M in `?view=` and
 * `?from=`), the grid of rooms × dates, the legend of reservation sources and the floating
 * new-reservation button. Writes (close/open a cell or a day, move a stay) patch the grid from
 * the answer's `changed` span; a refused write (409) shows the server's message and reloads.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { PlanningChange, PlanningResponse, PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate, isIsoDate, todayIso } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import { canCloseCell, canDragStay, canOpenCell, canToggleDay } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureRequest } from '../app/request.ts';
import { loadHousekeeping } from '../housekeeping/housekeeping-api.ts';
import type { ScreenProps } from '../screen.ts';
import { ChannelConflicts } from './ChannelConflicts.tsx';
import { Menu, type MenuItem } from './Menu.tsx';
import { MoveDialog, RatesPopover, type StayDescription, StaysPanel } from './PlanningDialogs.tsx';
import { type CellTarget, type GridHandlers, PlanningGrid } from './PlanningGrid.tsx';
import { barColours, eligibleRooms, staysOnNight } from './planning-layout.ts';
import { usePlanningSettings } from './planning-settings.ts';
import { PlanningStore } from './planning-store.ts';
import {
  type PlanningView,
  parseStart,
  parseView,
  planningQuery,
  seasonOf,
  shiftStart,
  viewRange,
} from './planning-view.ts';
import './planning.css';

/** Every reservation source of BODATA has a name in both languages. */
function sourceName(t: Translate, code: string): string {
  const key = `bo.planning.source.${code}`;
  return t.has(key) ? t.text(key) : code;
}

/**
 * The text of a failed call: the timeout text; in English the server's own message (it names the
 * room, the reservation and the night); in Italian the text of its code (`error.planning.room.taken`
 * → `bo.planning.conflict.planning.room.taken`), else the server's message.
 */
function errorText(error: unknown, t: Translate, language: Language): string {
  const timeout = timeoutMessage(error, t);
  if (timeout) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors[0]?.code ?? '';
    const key = `bo.planning.conflict.${code.replace(/^error\./, '')}`;
    if (error.fromServer && error.message && language === 'en') return error.message;
    if (code && t.has(key)) return t.text(key);
    if (error.message) return error.message;
  }
  return t('bo.planning.error.generic');
}

function isPhone(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(max-width: 40rem)').matches
  );
}

type MenuState = { target: CellTarget; anchor: HTMLElement };
type RatesState = { roomId: number; date: IsoDate; anchor: HTMLElement };
type PanelState = { title: string; stays: PlanningStay[] };

export default function PlanningScreen({ hotel, language, query, navigate }: ScreenProps) {
  useSignals();
  const t = useBackofficeTranslations(language);
  const [settings] = usePlanningSettings(hotel.id);
  const store = useMemo(() => new PlanningStore(), []);
  const hotelToday = todayIso(new Date(), hotel.timeZone);
  const view: PlanningView = query.has('view')
    ? parseView(query.get('view'))
    : (settings.defaultView ?? (isPhone() ? 'D' : 'W'));
  const start = parseStart(query.get('from'), hotelToday);
  const range = viewRange(view, start);

  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloadTick, setReloadTick] = useState(0);
  const [sources, setSources] = useState<PlanningResponse['sources']>([]);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [settingsMenu, setSettingsMenu] = useState<HTMLElement | null>(null);
  const [rates, setRates] = useState<RatesState | null>(null);
  const [moving, setMoving] = useState<PlanningStay | null>(null);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const settingsButton = useRef<HTMLButtonElement | null>(null);
  const lastCell = useRef<HTMLElement | null>(null);
  const structure = store.structure.value;
  // Read when a menu opens, not subscribed: the screen does not repaint for every write.
  const busy = store.busy.peek();

  const reload = useCallback(() => setReloadTick((n) => n + 1), []);

  // Each room's housekeeping status today (its own light call, beside the grid's): a badge by the
  // room's number. Without the housekeeping permission, or on a failure, the grid shows none.
  const [roomStatuses, setRoomStatuses] = useState<ReadonlyMap<number, RoomStatus>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadTick re-reads them with the grid
  useEffect(() => {
    let cancelled = false;
    loadHousekeeping(hotel.id, null, language)
      .then((list) => {
        if (!cancelled) setRoomStatuses(new Map(list.rooms.map((room) => [room.id, room.status])));
      })
      .catch(() => {
        if (!cancelled) setRoomStatuses(new Map());
      });
    return () => {
      cancelled = true;
    };
  }, [hotel.id, language, reloadTick]);

  // A write's "moved to room 101" speaks of the weeks it was made on: another page of weeks clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range is the trigger, not a value read
  useEffect(() => {
    setStatus('');
    setAlert('');
  }, [range.from, range.to]);

  // `t` follows `language`, already a dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    secureRequest<PlanningResponse>(`hotels/${hotel.id}/planning`, {
      query: { from: range.from, to: range.to, language },
      fallback: t('bo.planning.error.load'),
    })
      .then((response) => {
        if (cancelled) return;
        store.load(response);
        setSources(response.sources);
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(errorText(error, t, language));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [hotel.id, range.from, range.to, language, reloadTick, store]);

  const go = (nextView: PlanningView, nextStart: IsoDate) => {
    navigate(`/planning?${planningQuery(query, nextView, nextStart)}`);
  };

  const roomName = (roomId: number) =>
    structure?.rooms.find((room) => room.id === roomId)?.name ?? String(roomId);

  const describeStay = (stay: PlanningStay): StayDescription => {
    const reservation = store.reservations.get(stay.reservationCode);
    return {
      guest: reservation
        ? `${reservation.guest.surname} ${reservation.guest.name}`.trim()
        : stay.reservationCode,
      code: reservation?.serial ?? stay.reservationCode,
      source: reservation?.source ?? '',
      colour: barColours(store.sourceColour(reservation?.source)).background,
    };
  };

  /** One planning write; the grid is patched from its answer, or reloaded when it fails. */
  const write = async (path: 'closings' | 'moves', body: unknown, done: string): Promise<boolean> => {
    store.busy.value = true;
    setAlert('');
    setStatus('');
    try {
      const change = await secureRequest<PlanningChange>(`hotels/${hotel.id}/planning/${path}`, {
        method: 'POST',
        body,
        fallback: t('bo.planning.error.generic'),
      });
      store.apply(change.changed);
      setStatus(done);
      return true;
    } catch (error) {
      setAlert(errorText(error, t, language));
      reload();
      return false;
    } finally {
      store.busy.value = false;
    }
  };

  const setCellClosed = (roomId: number, date: IsoDate, closed: boolean) => {
    const entry = store.entry(roomId, date);
    if (entry) store.setEntry(roomId, date, { ...entry, roomClosed: closed });
    const room = roomName(roomId);
    const day = formatLongDate(date, language);
    void write(
      'closings',
      { date, roomId, closed },
      closed
        ? t('bo.planning.done.closed', { room, date: day })
        : t('bo.planning.done.opened', { room, date: day }),
    );
  };

  const toggleDay = (date: IsoDate) => {
    const day = store.days.get(date)?.peek();
    if (!day || !structure || !canToggleDay(day, structure.today, store.busy.peek())) return;
    const closed = !store.dayLooksClosed(date);
    const text = formatLongDate(date, language);
    void write(
      'closings',
      { date, closed },
      closed
        ? t('bo.planning.done.day.closed', { date: text })
        : t('bo.planning.done.day.opened', { date: text }),
    );
  };

  const moveStay = async (stay: PlanningStay, toRoomId: number) => {
    const reservation = store.reservations.get(stay.reservationCode);
    const info = describeStay(stay);
    const ok = await write(
      'moves',
      { roomSoldId: stay.roomSoldId, toRoomId, version: reservation?.version ?? 1 },
      t('bo.planning.done.moved', { guest: info.guest, code: info.code, room: roomName(toRoomId) }),
    );
    setMoving(null);
    return ok;
  };

  const canMove = (stay: PlanningStay) => Boolean(structure && canDragStay(stay, structure.today));

  const openMenu = (target: CellTarget, anchor: HTMLElement) => {
    lastCell.current = anchor;
    setRates(null);
    setMenu({ target, anchor });
  };

  const menuItems = (target: CellTarget): MenuItem[] => {
    if (!structure) return [];
    const items: MenuItem[] = [];
    const today = structure.today;
    if (target.roomId === null) {
      const stays = staysOnNight(store.unassigned.peek(), target.date);
      if (stays.length > 1) {
        items.push({
          id: 'show-assign',
          label: t('bo.planning.assign.show', { count: stays.length }),
          onSelect: () => setPanel({ title: t('bo.planning.assign.title'), stays }),
        });
      }
      for (const stay of stays.length === 1 ? stays : []) {
        items.push(
          {
            id: 'open',
            label: t('bo.planning.menu.open'),
            onSelect: () => navigate(`/reservations/${stay.reservationCode}`),
          },
          {
            id: 'move',
            label: t('bo.planning.menu.move'),
            disabled: !canMove(stay) || busy,
            onSelect: () => setMoving(stay),
          },
        );
      }
      return items;
    }
    const entry = store.entry(target.roomId, target.date);
    if (!entry) return [];
    const roomId = target.roomId;
    if (entry.active) {
      const stay = entry.active;
      items.push(
        {
          id: 'open',
          label: t('bo.planning.menu.open'),
          onSelect: () => navigate(`/reservations/${stay.reservationCode}`),
        },
        {
          id: 'move',
          label: t('bo.planning.menu.move'),
          disabled: !canMove(stay) || busy,
          onSelect: () => setMoving(stay),
        },
      );
    }
    if (entry.overbookings.length === 1 && entry.overbookings[0]) {
      const stay = entry.overbookings[0];
      const guest = describeStay(stay).guest;
      items.push(
        {
          id: 'open-overbooking',
          label: t('bo.planning.menu.open.overbooking', { guest }),
          onSelect: () => navigate(`/reservations/${stay.reservationCode}`),
        },
        {
          id: 'move-overbooking',
          label: t('bo.planning.menu.move.overbooking', { guest }),
          disabled: !canMove(stay) || busy,
          onSelect: () => setMoving(stay),
        },
      );
    } else if (entry.overbookings.length > 1) {
      const stays = entry.overbookings;
      items.push({
        id: 'show-overbookings',
        label: t('bo.planning.overbookings.show', { count: stays.length }),
        onSelect: () =>
          setPanel({ title: t('bo.planning.overbookings.title', { room: roomName(roomId) }), stays }),
      });
    }
    if (entry.roomClosed && !entry.active) {
      items.push({
        id: 'open-room',
        label: t('bo.planning.menu.open.room'),
        disabled: !canOpenCell(entry, today, busy),
        onSelect: () => setCellClosed(roomId, target.date, false),
      });
    } else if (!entry.roomClosed) {
      items.push({
        id: 'close-room',
        label: t('bo.planning.menu.close.room'),
        danger: true,
        disabled: !canCloseCell(entry, today, busy),
        onSelect: () => setCellClosed(roomId, target.date, true),
      });
    } else {
      items.push({
        id: 'open-room',
        label: t('bo.planning.menu.open.room'),
        disabled: !canOpenCell(entry, today, busy),
        onSelect: () => setCellClosed(roomId, target.date, false),
      });
    }
    const anchor = menu?.anchor ?? null;
    items.push({
      id: 'rates',
      label: t('bo.planning.menu.rates'),
      onSelect: () => {
        if (anchor) setRates({ roomId, date: target.date, anchor });
      },
    });
    items.push({
      id: 'new',
      label: t('bo.planning.menu.new'),
      disabled: target.date < today || entry.roomClosed || entry.hotelClosed || entry.active !== null,
      onSelect: () => navigate(`/reservations/new?checkin=${target.date}&roomId=${roomId}`),
    });
    return items;
  };

  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setMenu((current) => {
      if (returnFocus && current?.anchor.isConnected) current.anchor.focus();
      return null;
    });
  }, []);

  const handlersRef = useRef<GridHandlers | null>(null);
  handlersRef.current = {
    openMenu,
    toggleDay,
    openReservation: (code) => navigate(`/reservations/${code}`),
    showStays: (stays, _date, anchor) => {
      lastCell.current = anchor;
      const roomId = anchor.dataset.room ? Number(anchor.dataset.room) : null;
      setPanel({
        title:
          roomId === null
            ? t('bo.planning.assign.title')
            : t('bo.planning.overbookings.title', { room: roomName(roomId) }),
        stays,
      });
    },
    dropStay: (stay, toRoomId) => void moveStay(stay, toRoomId),
  };
  const gridHandlers = useMemo<GridHandlers>(
    () => ({
      openMenu: (target, anchor) => handlersRef.current?.openMenu(target, anchor),
      toggleDay: (date) => handlersRef.current?.toggleDay(date),
      openReservation: (code) => handlersRef.current?.openReservation(code),
      showStays: (stays, date, anchor) => handlersRef.current?.showStays(stays, date, anchor),
      dropStay: (stay, toRoomId) => handlersRef.current?.dropStay(stay, toRoomId),
    }),
    [],
  );

  const season = seasonOf(range.from);
  const periodLabel =
    range.view === 'D'
      ? formatLongDate(range.from, language)
      : `${formatLongDate(range.from, language)} – ${formatLongDate(range.to, language)}`;
  const prevLabel = t(`bo.planning.prev.${view}`);
  const nextLabel = t(`bo.planning.next.${view}`);
  const movingRooms = moving ? eligibleRooms(moving, store.rooms(), structure?.today ?? hotelToday) : [];
  const ratesEntry = rates ? store.entry(rates.roomId, rates.date) : null;

  return (
    <div className="pg-screen">
      <header className={`pg-header pg-header--${season}`}>
        <div className="pg-header__title">
          <h1>{t('bo.planning.title')}</h1>
          <p className="pg-header__period" aria-live="polite">
            {periodLabel}
          </p>
        </div>
        <div className="pg-toolbar">
          <div className="pg-toolbar__group">
            <button
              type="button"
              className="pg-tool"
              aria-label={prevLabel}
              title={prevLabel}
              onClick={() => go(view, shiftStart(view, start, -1))}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="pg-tool pg-tool--text" onClick={() => go(view, hotelToday)}>
              {t('bo.planning.today')}
            </button>
            <button
              type="button"
              className="pg-tool"
              aria-label={nextLabel}
              title={nextLabel}
              onClick={() => go(view, shiftStart(view, start, 1))}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <label className="pg-field">
            <span>{t('bo.planning.month')}</span>
            <input
              type="month"
              value={range.from.slice(0, 7)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isIsoDate(`${value}-01`)) go(view, `${value}-01`);
              }}
            />
          </label>
          <label className="pg-field">
            <span>{t('bo.planning.jump')}</span>
            <input
              type="date"
              value={start}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isIsoDate(value)) go(view, value);
              }}
            />
          </label>
          <fieldset className="pg-views">
            <legend className="visually-hidden">{t('bo.planning.view')}</legend>
            {(['D', 'W', 'M'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="pg-tool pg-tool--text"
                aria-pressed={view === option}
                onClick={() => go(option, option === 'M' ? range.from : start)}
              >
                {t(`bo.planning.view.${option}`)}
              </button>
            ))}
          </fieldset>
          <button
            ref={settingsButton}
            type="button"
            className="pg-tool pg-tool--text"
            aria-haspopup="menu"
            aria-expanded={settingsMenu !== null}
            onClick={(event) => setSettingsMenu(settingsMenu ? null : event.currentTarget)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                setSettingsMenu(event.currentTarget);
              }
            }}
          >
            <span aria-hidden="true">⚙ </span>
            {t('bo.planning.settings')}
          </button>
        </div>
      </header>
      <ChannelConflicts hotelId={hotel.id} language={language} reloadTick={reloadTick} />

      <div className="pg-live visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {alert && (
        <div className="pg-alert" role="alert">
          <p>{alert}</p>
          <button type="button" className="pg-alert__close" onClick={() => setAlert('')}>
            {t('button.close')}
          </button>
        </div>
      )}
      {status && (
        <p className="pg-done" aria-hidden="true">
          {status}
        </p>
      )}

      <div className="pg-body-wrap" aria-busy={loading}>
        {loadError ? (
          <div className="pg-alert" role="alert">
            <p>{loadError}</p>
            <button type="button" className="button" onClick={reload}>
              {t('bo.planning.retry')}
            </button>
          </div>
        ) : !structure && loading ? (
          <p className="pg-loading">{t('generic.loading')}</p>
        ) : (
          <PlanningGrid
            store={store}
            t={t}
            language={language}
            hotelName={hotel.name}
            view={view}
            roomsOrder={settings.roomsOrder}
            showBestRates={settings.showBestRates}
            handlers={gridHandlers}
            roomStatuses={roomStatuses}
          />
        )}
      </div>

      {sources.length > 0 && (
        <section className="pg-legend" aria-labelledby="pg-legend-title">
          <h2 id="pg-legend-title" className="pg-legend__title">
            {t('bo.planning.legend')}
          </h2>
          <ul className="pg-legend__list">
            {sources.map((source) => {
              const colours = barColours(source.color);
              return (
                <li key={source.code}>
                  <span
                    className="pg-legend__chip"
                    style={
                      { '--bar-bg': colours.background, '--bar-fg': colours.text } as React.CSSProperties
                    }
                  >
                    {sourceName(t, source.code)}
                  </span>
                </li>
              );
            })}
            <li>
              <span className="pg-legend__chip pg-legend__chip--overbooking">
                {t('bo.planning.legend.overbooking')}
              </span>
            </li>
            <li>
              <span className="pg-legend__chip pg-legend__chip--closed">
                {t('bo.planning.legend.closed')}
              </span>
            </li>
          </ul>
        </section>
      )}

      <button type="button" className="pg-fab bo-fab" onClick={() => navigate('/reservations/new')}>
        <span aria-hidden="true">+</span> {t('bo.planning.new')}
      </button>

      {menu && (
        <Menu
          anchor={menu.anchor}
          label={t('bo.planning.menu.label')}
          items={menuItems(menu.target)}
          onClose={closeMenu}
        />
      )}
      {settingsMenu && (
        <Menu
          anchor={settingsMenu}
          label={t('bo.planning.settings')}
          items={[
            {
              id: 'settings',
              label: t('bo.planning.settings.open'),
              onSelect: () => navigate('/planning/settings'),
            },
            { id: 'reload', label: t('bo.planning.reload'), onSelect: reload },
          ]}
          onClose={({ returnFocus }) => {
            setSettingsMenu(null);
            if (returnFocus) settingsButton.current?.focus();
          }}
        />
      )}
      {rates && ratesEntry && (
        <RatesPopover
          anchor={rates.anchor}
          entry={ratesEntry}
          roomName={roomName(rates.roomId)}
          currency={hotel.currency}
          language={language}
          t={t}
          onClose={() => setRates(null)}
        />
      )}
      {moving && (
        <MoveDialog
          stay={moving}
          currentRoom={moving.roomId === null ? null : roomName(moving.roomId)}
          describeStay={describeStay}
          rooms={movingRooms}
          language={language}
          t={t}
          busy={busy}
          onMove={(roomId) => void moveStay(moving, roomId)}
          onClose={() => setMoving(null)}
          returnFocus={lastCell}
        />
      )}
      {panel && (
        <StaysPanel
          title={panel.title}
          stays={panel.stays}
          describeStay={describeStay}
          language={language}
          t={t}
          canMove={canMove}
          onOpen={(code) => navigate(`/reservations/${code}`)}
          onMove={(stay) => {
            setPanel(null);
            setMoving(stay);
          }}
          onClose={() => setPanel(null)}
          returnFocus={lastCell}
        />
      )}
    </div>
  );
}

// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on CSS-grid rows of divs with ARIA roles; a <table> cannot draw a stay's bar across its night cells nor make rows and the room column sticky in both directions
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and header cells are containers; focus goes to their cells (roving tabindex)
/**
 * The planning grid (WAI-ARIA APG grid pattern): rooms (rows, grouped by room type) × dates
 * (columns), with a 'To assign' lane for unassigned stays on top. One cell is in the Tab order
 * (roving tabindex); arrows, Home/End (Ctrl: the grid's ends) and PageUp/PageDown move the focus;
 * Enter or F2 opens the cell's menu. Rooms render in pages of ROOMS_PAGE_SIZE as the list scrolls
 * (PROPFLOW-11 paged list). Each cell reads its own signals (planning-store.ts), so a write repaints
 * the cells it changed only.
 *
 * Stays are bars in their source's colour, one piece per night (the first piece carries the
 * label across the bar's width); a click on a bar opens the reservation, dragging it (pointer
 * events, long press on touch) moves it to another room of its type on the same start day.
 */

import { useSignals } from '@preact/signals-react/runtime';
import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate, LOCALE } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import { dateTimeFormat } from '../../../domain/intl.ts';
import { canDragStay, canToggleDay } from '../../../domain/planning.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  barColours,
  barSegment,
  eligibleRooms,
  groupRooms,
  type RoomsOrder,
  staysOnNight,
} from './planning-layout.ts';
import { cellKey, type PlanningStore } from './planning-store.ts';
import type { PlanningView } from './planning-view.ts';

/** PROPFLOW-11 paged list: at least 10 a page. */
export const ROOMS_PAGE_SIZE = 20;
const PAGE_STEP = 10;
const DRAG_THRESHOLD_PX = 6;
const LONG_PRESS_MS = 400;

export type CellTarget = { roomId: number | null; date: IsoDate };

export type GridHandlers = {
  openMenu: (target: CellTarget, anchor: HTMLElement) => void;
  toggleDay: (date: IsoDate) => void;
  openReservation: (code: string) => void;
  showStays: (stays: PlanningStay[], date: IsoDate, anchor: HTMLElement) => void;
  dropStay: (stay: PlanningStay, toRoomId: number) => void;
};

export type PlanningGridProps = {
  store: PlanningStore;
  t: Translate;
  language: Language;
  hotelName: string;
  view: PlanningView;
  roomsOrder: RoomsOrder;
  showBestRates: boolean;
  handlers: GridHandlers;
  /** Each room's housekeeping status today (no entry: no badge). */
  roomStatuses: ReadonlyMap<number, RoomStatus>;
};

type Row =
  | { kind: 'head' }
  | { kind: 'assign' }
  | { kind: 'type'; key: string; name: string; count: number }
  | { kind: 'room'; id: number; name: string; typeName: string };

/** Texts and formats every cell shares (built once per render of the grid). */
type CellContext = {
  t: Translate;
  language: Language;
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  showBestRates: boolean;
  dayLabel: (date: IsoDate) => string;
  store: PlanningStore;
};

function Lock() {
  return (
    <svg className="pg-lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
    </svg>
  );
}

function guestOf(store: PlanningStore, stay: PlanningStay): string {
  const reservation = store.reservations.get(stay.reservationCode);
  return reservation ? reservation.guest.surname || reservation.guest.name : stay.reservationCode;
}

/** Guest and confirmation code, as a stay's bar shows them (a cell's name must contain its visible text). */
function stayName(store: PlanningStore, stay: PlanningStay): string {
  const reservation = store.reservations.get(stay.reservationCode);
  return `${guestOf(store, stay)} ${reservation?.serial ?? stay.reservationCode}`;
}

/** One piece of a stay's bar in a night's cell. */
function Bar({
  stay,
  date,
  ctx,
  overbooking,
}: {
  stay: PlanningStay;
  date: IsoDate;
  ctx: CellContext;
  overbooking?: boolean;
}) {
  const segment = barSegment(stay, date, ctx.from, ctx.to);
  const reservation = ctx.store.reservations.get(stay.reservationCode);
  const colours = barColours(ctx.store.sourceColour(reservation?.source));
  const draggable = !overbooking && canDragStay(stay, ctx.today);
  const classes = [
    'pg-bar',
    overbooking ? 'pg-bar--overbooking' : '',
    segment.first && !segment.clippedStart ? 'pg-bar--start' : '',
    segment.last ? 'pg-bar--end' : '',
    draggable ? 'pg-bar--draggable' : '',
    stay.status && stay.status !== 'CONFIRMED' ? 'pg-bar--history' : '',
    // Checked in: a stripe and a door mark besides the colour (the cell's name says it in words).
    reservation?.stayState === 'IN_HOUSE' ? 'pg-bar--in-house' : '',
    reservation?.stayState === 'DEPARTED' ? 'pg-bar--departed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      className={classes}
      aria-hidden="true"
      data-code={stay.reservationCode}
      data-sold={stay.roomSoldId}
      data-drag={draggable ? '1' : undefined}
      style={{ '--bar-bg': colours.background, '--bar-fg': colours.text } as React.CSSProperties}
    >
      {segment.first && (
        <span className="pg-bar__label" style={{ '--span': segment.span } as React.CSSProperties}>
          {reservation?.stayState === 'IN_HOUSE' ? <span className="pg-bar__in">⌂ </span> : null}
          <strong>{guestOf(ctx.store, stay)}</strong> {reservation?.serial ?? stay.reservationCode}
        </span>
      )}
    </span>
  );
}

/** The accessible name of a room cell: room, day (today/past), and what is in it. */
function roomCellLabel(
  ctx: CellContext,
  roomName: string,
  entry: ReturnType<PlanningStore['entry']>,
  date: IsoDate,
): string {
  const { t } = ctx;
  const parts = [t('bo.planning.cell.room', { room: roomName }), ctx.dayLabel(date)];
  if (!entry) return parts.join(', ');
  if (entry.hotelClosed) parts.push(t('bo.planning.cell.hotel.closed'));
  if (entry.active) {
    const reservation = ctx.store.reservations.get(entry.active.reservationCode);
    parts.push(
      t('bo.planning.cell.stay', {
        guest: guestOf(ctx.store, entry.active),
        code: reservation?.serial ?? entry.active.reservationCode,
        checkin: formatLongDate(entry.active.startDate, ctx.language),
        checkout: formatLongDate(entry.active.endDate, ctx.language),
      }),
    );
    if (reservation?.stayState === 'IN_HOUSE') parts.push(t('bo.planning.stay.inHouse'));
    if (reservation?.stayState === 'DEPARTED') parts.push(t('bo.planning.stay.departed'));
  } else if (entry.roomClosed) parts.push(t('bo.planning.cell.closed'));
  else parts.push(t('bo.planning.cell.free'));
  if (entry.active && entry.roomClosed) parts.push(t('bo.planning.cell.closed'));
  if (entry.overbookings.length > 0) {
    parts.push(
      t('bo.planning.cell.overbookings', {
        count: entry.overbookings.length,
        guests: entry.overbookings.map((stay) => stayName(ctx.store, stay)).join(', '),
      }),
    );
  }
  return parts.join(', ');
}

type RoomCellProps = {
  roomId: number;
  roomName: string;
  date: IsoDate;
  r: number;
  c: number;
  ctx: CellContext;
  onShowStays: GridHandlers['showStays'];
};

const RoomCell = memo(function RoomCell({ roomId, roomName, date, r, c, ctx, onShowStays }: RoomCellProps) {
  useSignals();
  const key = cellKey(roomId, date);
  const entry = ctx.store.cells.get(key)?.value ?? null;
  const mark = ctx.store.marks.get(key)?.value ?? null;
  const day = ctx.store.days.get(date)?.value;
  if (!entry) return <div role="gridcell" className="pg-cell" tabIndex={-1} data-r={r} data-c={c} />;
  const free = !entry.active && !entry.roomClosed && !entry.hotelClosed;
  const classes = [
    'pg-cell',
    day?.past ? 'pg-cell--past' : '',
    day?.today ? 'pg-cell--today' : '',
    entry.roomClosed ? 'pg-cell--closed' : '',
    entry.hotelClosed ? 'pg-cell--hotel-closed' : '',
    mark ? `pg-cell--${mark}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const rate = entry.bestRate.standard?.amount.finalAmount;
  return (
    <div
      role="gridcell"
      className={classes}
      tabIndex={-1}
      data-r={r}
      data-c={c}
      data-room={roomId}
      data-date={date}
      aria-haspopup="menu"
      aria-label={roomCellLabel(ctx, roomName, entry, date)}
    >
      {entry.active && <Bar stay={entry.active} date={date} ctx={ctx} />}
      {entry.overbookings.length === 1 && entry.overbookings[0] && (
        <Bar stay={entry.overbookings[0]} date={date} ctx={ctx} overbooking />
      )}
      {entry.overbookings.length > 1 && (
        <button
          type="button"
          tabIndex={-1}
          className="pg-count"
          onClick={(event) => {
            event.stopPropagation();
            onShowStays(
              entry.overbookings,
              date,
              event.currentTarget.closest<HTMLElement>('[role="gridcell"]') ?? event.currentTarget,
            );
          }}
        >
          +{entry.overbookings.length}
          <span className="visually-hidden">
            {' '}
            {ctx.t('bo.planning.overbookings.show', { count: entry.overbookings.length })}
          </span>
        </button>
      )}
      {entry.hotelClosed && <Lock />}
      {free && ctx.showBestRates && rate !== undefined && (
        <span className="pg-rate" aria-hidden="true">
          {Math.round(rate)}
        </span>
      )}
    </div>
  );
});

/** A night of the 'To assign' lane: one unassigned stay inline, several as a count. */
const AssignCell = memo(function AssignCell({
  date,
  r,
  c,
  ctx,
  onShowStays,
}: {
  date: IsoDate;
  r: number;
  c: number;
  ctx: CellContext;
  onShowStays: GridHandlers['showStays'];
}) {
  useSignals();
  const stays = staysOnNight(ctx.store.unassigned.value, date);
  const label = [
    ctx.t('bo.planning.assign.lane'),
    ctx.dayLabel(date),
    stays.length === 0
      ? ctx.t('bo.planning.assign.none')
      : ctx.t('bo.planning.assign.count', {
          count: stays.length,
          guests: stays.map((s) => stayName(ctx.store, s)).join(', '),
        }),
  ].join(', ');
  return (
    <div
      role="gridcell"
      className="pg-cell pg-cell--assign"
      tabIndex={-1}
      data-r={r}
      data-c={c}
      data-assign="1"
      data-date={date}
      aria-haspopup={stays.length ? 'menu' : undefined}
      aria-label={label}
    >
      {stays.length === 1 && stays[0] && <Bar stay={stays[0]} date={date} ctx={ctx} overbooking />}
      {stays.length > 1 && (
        <button
          type="button"
          tabIndex={-1}
          className="pg-count"
          onClick={(event) => {
            event.stopPropagation();
            onShowStays(
              stays,
              date,
              event.currentTarget.closest<HTMLElement>('[role="gridcell"]') ?? event.currentTarget,
            );
          }}
        >
          +{stays.length}
          <span className="visually-hidden">
            {' '}
            {ctx.t('bo.planning.assign.show', { count: stays.length })}
          </span>
        </button>
      )}
    </div>
  );
});

/** A day's column header: a toggle closing or opening every room that day (danger style when closed). */
const DayHeader = memo(function DayHeader({
  date,
  c,
  ctx,
  busyLabel,
  onToggle,
  view,
}: {
  date: IsoDate;
  c: number;
  ctx: CellContext;
  busyLabel: string;
  onToggle: (date: IsoDate) => void;
  view: PlanningView;
}) {
  useSignals();
  const day = ctx.store.days.get(date)?.value;
  const busy = ctx.store.busy.value;
  const dragDay = ctx.store.dragDay.value;
  // The header reads its column's cells: it repaints when one of them changes, and only then.
  const closed = ctx.store.dayLooksClosed(date, true);
  if (!day) return null;
  const disabled = busy || !canToggleDay(day, ctx.today);
  const weekday = dateTimeFormat(LOCALE[ctx.language], {
    weekday: view === 'M' ? 'narrow' : 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const action = closed ? ctx.t('bo.planning.day.open') : ctx.t('bo.planning.day.close');
  const state = [
    ctx.dayLabel(date),
    closed ? ctx.t('bo.planning.day.closed') : null,
    day.hotelClosed ? ctx.t('bo.planning.cell.hotel.closed') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      role="columnheader"
      className={`pg-day${day.today ? ' pg-day--today' : ''}${day.past ? ' pg-day--past' : ''}${dragDay === date ? ' pg-day--drag' : ''}`}
      aria-label={ctx.dayLabel(date)}
    >
      <button
        type="button"
        className={`pg-day__toggle${closed ? ' pg-day__toggle--closed' : ''}`}
        tabIndex={-1}
        data-r={0}
        data-c={c}
        aria-disabled={disabled ? 'true' : undefined}
        onClick={() => {
          if (!disabled) onToggle(date);
        }}
      >
        <span className="pg-day__weekday">{weekday}</span>{' '}
        <span className="pg-day__number">{Number(date.slice(8))}</span>
        {closed && <Lock />}
        <span className="visually-hidden">
          , {state}: {disabled && busy ? busyLabel : action}
        </span>
      </button>
    </div>
  );
});

type DragState = {
  stay: PlanningStay;
  pointerId: number;
  x: number;
  y: number;
  grabDate: IsoDate;
  started: boolean;
  eligible: Set<number>;
  ghost: HTMLElement | null;
  over: HTMLElement | null;
  timer: number | null;
};

/** A room's housekeeping status today by its number: a short mark, the status in words for screen readers. */
function HousekeepingBadge({ status, t }: { status: RoomStatus | undefined; t: Translate }) {
  if (!status) return null;
  const label = t('bo.planning.housekeeping.label', { status: t.text(`bo.housekeeping.status.${status}`) });
  return (
    <span className={`pg-hk pg-hk--${status.toLowerCase()}`} title={label}>
      <span aria-hidden="true">{t.text(`bo.planning.housekeeping.short.${status}`)}</span>
      <span className="ui-sr-only">{label}</span>
    </span>
  );
}

/**
 * Memoised: the screen re-renders for its messages and dialogs; the grid only when its inputs
 * change (the handlers object is stable; cells repaint from their own signals).
 */
export const PlanningGrid = memo(function PlanningGrid({
  store,
  t,
  language,
  hotelName,
  view,
  roomsOrder,
  showBestRates,
  handlers,
  roomStatuses,
}: PlanningGridProps) {
  useSignals();
  const structure = store.structure.value;
  const hasUnassigned = store.unassigned.value.length > 0;
  const gridRef = useRef<HTMLDivElement | null>(null);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  // PROPFLOW-11 paged list: a new hotel or period resets the pages; a reload of the same one keeps them.
  const pagingKey = `${structure?.hotelId}|${structure?.from}|${structure?.to}`;
  const [paging, setPaging] = useState({ key: pagingKey, pages: 1 });
  const pages = paging.key === pagingKey ? paging.pages : 1;
  const setPages = (next: number | ((current: number) => number)) =>
    setPaging((state) => {
      const current = state.key === pagingKey ? state.pages : 1;
      return { key: pagingKey, pages: typeof next === 'function' ? next(current) : next };
    });
  const position = useRef({ r: 1, c: 1 });
  const pendingFocus = useRef<{ r: number; c: number } | null>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // Stable callbacks for the memoised cells.
  const onToggleDay = useCallback((date: IsoDate) => handlersRef.current.toggleDay(date), []);
  const onShowStays = useCallback(
    (stays: PlanningStay[], date: IsoDate, anchor: HTMLElement) =>
      handlersRef.current.showStays(stays, date, anchor),
    [],
  );

  const dayFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(LOCALE[language], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
    [language],
  );

  const ctx = useMemo<CellContext | null>(() => {
    if (!structure) return null;
    return {
      t,
      language,
      from: structure.from,
      to: structure.to,
      today: structure.today,
      showBestRates,
      store,
      dayLabel: (date: IsoDate) => {
        const text = dayFormat.format(new Date(`${date}T00:00:00Z`));
        if (date === structure.today) return `${text} (${t('bo.planning.today.flag')})`;
        if (date < structure.today) return `${text} (${t('bo.planning.past.flag')})`;
        return text;
      },
    };
  }, [structure, t, language, showBestRates, store, dayFormat]);

  const groups = useMemo(
    () =>
      structure
        ? groupRooms(
            structure.rooms.map((room) => ({ ...room, entries: [] })),
            roomsOrder,
          )
        : [],
    [structure, roomsOrder],
  );
  const totalRooms = structure?.rooms.length ?? 0;
  const shownRooms = Math.min(totalRooms, pages * ROOMS_PAGE_SIZE);
  const lastPage = shownRooms >= totalRooms;
  const setPagesRef = useRef(setPages);
  setPagesRef.current = setPages;

  const { rows, totalRows } = useMemo(() => {
    const list: Row[] = [{ kind: 'head' }];
    if (hasUnassigned) list.push({ kind: 'assign' });
    let total = list.length;
    let shown = 0;
    for (const group of groups) {
      total += (group.typeName !== null ? 1 : 0) + group.rooms.length;
      if (shown >= shownRooms) continue;
      if (group.typeName !== null)
        list.push({ kind: 'type', key: group.key, name: group.typeName, count: group.rooms.length });
      for (const room of group.rooms) {
        if (shown >= shownRooms) break;
        list.push({
          kind: 'room',
          id: room.id,
          name: room.name,
          typeName: room.types[0]?.roomType.name ?? '',
        });
        shown++;
      }
    }
    return { rows: list, totalRows: total };
  }, [groups, shownRooms, hasUnassigned]);

  // Infinite scroll: the next page when the sentinel under the last row comes into view (observed
  // again after each page, so a sentinel still in view loads the next one too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pages` re-arms the observer
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || lastPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (items) => {
        if (items.some((item) => item.isIntersecting)) setPagesRef.current((p) => p + 1);
      },
      { root: scrollRef.current, rootMargin: '200px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [lastPage, pages]);

  const targetAt = useCallback((r: number, c: number): HTMLElement | null => {
    const grid = gridRef.current;
    if (!grid) return null;
    return (
      grid.querySelector<HTMLElement>(`[data-r="${r}"][data-c="${c}"]`) ??
      grid.querySelector<HTMLElement>(`[data-r="${r}"][data-c="0"]`)
    );
  }, []);

  const focusAt = useCallback(
    (r: number, c: number) => {
      const element = targetAt(r, c);
      if (!element) return false;
      for (const other of gridRef.current?.querySelectorAll<HTMLElement>('[data-r][tabindex="0"]') ?? []) {
        if (other !== element) other.tabIndex = -1;
      }
      element.tabIndex = 0;
      element.focus();
      position.current = { r, c };
      return true;
    },
    [targetAt],
  );

  // One element of the grid is always in the Tab order: the last focused one, or today's cell.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || !structure) return;
    const pending = pendingFocus.current;
    if (pending) {
      pendingFocus.current = null;
      if (focusAt(Math.min(pending.r, rows.length - 1), pending.c)) return;
    }
    if (grid.querySelector('[data-r][tabindex="0"]')) return;
    const todayIndex = structure.dates.indexOf(structure.today);
    const firstRoomRow = rows.findIndex((row) => row.kind === 'room');
    const moved = position.current.r < rows.length && rows[position.current.r]?.kind === 'room';
    const r = moved ? position.current.r : Math.max(0, firstRoomRow);
    const c = moved
      ? Math.min(position.current.c, structure.dates.length)
      : todayIndex >= 0
        ? todayIndex + 1
        : 1;
    const element = targetAt(r, c) ?? targetAt(0, 1);
    if (element) element.tabIndex = 0;
  });

  const move = (r: number, c: number) => {
    if (!structure) return;
    const maxC = structure.dates.length;
    const col = Math.max(0, Math.min(maxC, c));
    if (r >= rows.length && !lastPage) {
      pendingFocus.current = { r: Math.min(r, totalRows - 1), c: col };
      setPages((p) => p + Math.ceil((r - rows.length + 1) / ROOMS_PAGE_SIZE));
      return;
    }
    focusAt(Math.max(0, Math.min(rows.length - 1, r)), col);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = (event.target as HTMLElement).closest<HTMLElement>('[data-r]');
    if (!current || !structure) return;
    const r = Number(current.dataset.r);
    const c =
      current.dataset.c === '0' && rows[r]?.kind === 'type' ? position.current.c : Number(current.dataset.c);
    const maxC = structure.dates.length;
    switch (event.key) {
      case 'ArrowRight':
        move(r, c + 1);
        break;
      case 'ArrowLeft':
        move(r, c - 1);
        break;
      case 'ArrowDown':
        move(r + 1, c);
        break;
      case 'ArrowUp':
        move(r - 1, c);
        break;
      case 'Home':
        if (event.ctrlKey) move(0, 0);
        else move(r, 0);
        break;
      case 'End':
        if (event.ctrlKey && lastPage) move(rows.length - 1, maxC);
        else if (event.ctrlKey) {
          pendingFocus.current = { r: totalRows - 1, c: maxC };
          setPages(Math.ceil(totalRooms / ROOMS_PAGE_SIZE));
        } else move(r, maxC);
        break;
      case 'PageDown':
        move(r + PAGE_STEP, c);
        break;
      case 'PageUp':
        move(r - PAGE_STEP, c);
        break;
      case 'Enter':
      case 'F2': {
        if (current.getAttribute('aria-haspopup') !== 'menu' || !current.dataset.date) return;
        const roomId = current.dataset.room ? Number(current.dataset.room) : null;
        handlersRef.current.openMenu({ roomId, date: current.dataset.date }, current);
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  // Pointer: a click on a bar opens its reservation; anywhere else in a cell opens the cell's menu.
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[role="gridcell"][data-date]');
    if (!cell) return;
    focusAt(Number(cell.dataset.r), Number(cell.dataset.c));
    const bar = target.closest<HTMLElement>('.pg-bar');
    if (bar?.dataset.code && !bar.classList.contains('pg-bar--overbooking')) {
      handlersRef.current.openReservation(bar.dataset.code);
      return;
    }
    if (cell.getAttribute('aria-haspopup') !== 'menu') return;
    handlersRef.current.openMenu(
      { roomId: cell.dataset.room ? Number(cell.dataset.room) : null, date: cell.dataset.date ?? '' },
      cell,
    );
  };

  // Drag and drop of stays (pointer events: mouse, pen and touch after a long press).
  const endDrag = useCallback(() => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    if (state.timer !== null) window.clearTimeout(state.timer);
    state.ghost?.remove();
    state.over?.removeAttribute('data-drop');
    gridRef.current?.classList.remove('pg-grid--dragging');
    if (state.started) store.markDrag(null, null);
  }, [store]);

  const startDrag = useCallback(
    (state: DragState) => {
      state.started = true;
      const eligible = eligibleRooms(state.stay, store.rooms(), store.structure.peek()?.today ?? '');
      state.eligible = new Set(eligible.map((room) => room.id));
      const reservation = store.reservations.get(state.stay.reservationCode);
      const colours = barColours(store.sourceColour(reservation?.source));
      gridRef.current?.style.setProperty('--drag-colour', colours.background);
      gridRef.current?.classList.add('pg-grid--dragging');
      store.markDrag([...state.eligible], state.stay.startDate);
      const ghost = document.createElement('div');
      ghost.className = 'pg-ghost';
      ghost.setAttribute('aria-hidden', 'true');
      ghost.textContent = `${guestOf(store, state.stay)} ${reservation?.serial ?? state.stay.reservationCode}`;
      ghost.style.setProperty('--bar-bg', colours.background);
      ghost.style.setProperty('--bar-fg', colours.text);
      ghost.style.transform = `translate(${state.x + 8}px, ${state.y + 8}px)`;
      document.body.append(ghost);
      state.ghost = ghost;
    },
    [store],
  );

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || store.busy.peek()) return;
    const bar = (event.target as HTMLElement).closest<HTMLElement>('.pg-bar[data-drag="1"]');
    const cell = bar?.closest<HTMLElement>('[role="gridcell"][data-room]');
    if (!bar || !cell?.dataset.date) return;
    const entry = store.entry(Number(cell.dataset.room), cell.dataset.date);
    const stay = entry?.active;
    if (!stay || String(stay.roomSoldId) !== bar.dataset.sold) return;
    endDrag();
    const state: DragState = {
      stay,
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      grabDate: cell.dataset.date,
      started: false,
      eligible: new Set(),
      ghost: null,
      over: null,
      timer: null,
    };
    drag.current = state;
    if (event.pointerType === 'touch') {
      state.timer = window.setTimeout(() => {
        state.timer = null;
        if (drag.current === state) startDrag(state);
      }, LONG_PRESS_MS);
    }
  };

  useEffect(() => {
    const onMove = (event: globalThis.PointerEvent) => {
      const state = drag.current;
      if (!state || event.pointerId !== state.pointerId) return;
      const distance = Math.hypot(event.clientX - state.x, event.clientY - state.y);
      if (!state.started) {
        if (state.timer !== null) {
          // A finger that moves before the long press is a scroll, not a drag.
          if (distance > DRAG_THRESHOLD_PX * 2) endDrag();
          return;
        }
        if (distance < DRAG_THRESHOLD_PX) return;
        startDrag(state);
      }
      if (state.ghost)
        state.ghost.style.transform = `translate(${event.clientX + 8}px, ${event.clientY + 8}px)`;
      const under = document.elementFromPoint(event.clientX, event.clientY);
      const cell = under?.closest<HTMLElement>('[role="gridcell"][data-room]') ?? null;
      if (state.over && state.over !== cell) state.over.removeAttribute('data-drop');
      state.over = cell;
      if (cell) {
        const ok = cell.dataset.date === state.grabDate && state.eligible.has(Number(cell.dataset.room));
        cell.setAttribute('data-drop', ok ? 'ok' : 'no');
      }
    };
    const onUp = (event: globalThis.PointerEvent) => {
      const state = drag.current;
      if (!state || event.pointerId !== state.pointerId) return;
      if (state.started) {
        suppressClick.current = true;
        window.setTimeout(() => {
          suppressClick.current = false;
        }, 0);
        const cell = state.over;
        const ok =
          cell !== null &&
          cell.dataset.date === state.grabDate &&
          state.eligible.has(Number(cell.dataset.room));
        const stay = state.stay;
        endDrag();
        if (ok && cell) handlersRef.current.dropStay(stay, Number(cell.dataset.room));
        return;
      }
      endDrag();
    };
    const onCancel = (event: globalThis.PointerEvent) => {
      if (drag.current?.pointerId === event.pointerId) endDrag();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && drag.current?.started) endDrag();
    };
    // Once a touch drag has started, the finger moves the bar, not the page.
    const onTouchMove = (event: TouchEvent) => {
      if (drag.current?.started) event.preventDefault();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey);
    window.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('touchmove', onTouchMove);
      endDrag();
    };
  }, [endDrag, startDrag]);

  useLayoutEffect(() => {
    if (structure) gridRef.current?.style.setProperty('--days', String(structure.dates.length));
  }, [structure]);

  if (!structure || !ctx) return null;

  if (totalRooms === 0) {
    // A new hotel's planning: the way forward is its setup checklist (SETUP).
    return (
      <p className="pg-empty">
        {t('bo.planning.empty')}{' '}
        <a href={localePath(language, '/secure/setup')}>{t('bo.planning.empty.setup')}</a>
      </p>
    );
  }

  const dates = structure.dates;

  return (
    <div className="pg-scroll" ref={scrollRef}>
      <div
        ref={gridRef}
        role="grid"
        className={`pg-grid pg-grid--${view}`}
        aria-label={t('bo.planning.grid.label', {
          hotel: hotelName,
          from: formatLongDate(structure.from, language),
          to: formatLongDate(structure.to, language),
        })}
        aria-rowcount={totalRows}
        aria-colcount={dates.length + 1}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onPointerDown={onPointerDown}
      >
        <div role="rowgroup" className="pg-head">
          <div role="row" className="pg-row" aria-rowindex={1}>
            <div role="columnheader" className="pg-corner" tabIndex={-1} data-r={0} data-c={0}>
              {t('bo.planning.rooms')}
            </div>
            {dates.map((date, i) => (
              <DayHeader
                key={date}
                date={date}
                c={i + 1}
                ctx={ctx}
                view={view}
                busyLabel={t('bo.planning.busy')}
                onToggle={onToggleDay}
              />
            ))}
          </div>
        </div>
        <div role="rowgroup" className="pg-body">
          {rows.map((row, r) => {
            if (row.kind === 'head') return null;
            if (row.kind === 'assign') {
              return (
                <div role="row" key="assign" className="pg-row pg-row--assign" aria-rowindex={r + 1}>
                  <div role="rowheader" className="pg-rowheader" tabIndex={-1} data-r={r} data-c={0}>
                    {t('bo.planning.assign.lane')}
                  </div>
                  {dates.map((date, i) => (
                    <AssignCell key={date} date={date} r={r} c={i + 1} ctx={ctx} onShowStays={onShowStays} />
                  ))}
                </div>
              );
            }
            if (row.kind === 'type') {
              return (
                <div role="row" key={`type-${row.key}`} className="pg-row pg-row--type" aria-rowindex={r + 1}>
                  <div
                    role="rowheader"
                    className="pg-typeheader"
                    aria-colspan={dates.length + 1}
                    tabIndex={-1}
                    data-r={r}
                    data-c={0}
                  >
                    {row.name}{' '}
                    <span className="pg-typeheader__count">
                      {t('bo.planning.type.rooms', { count: row.count })}
                    </span>
                  </div>
                </div>
              );
            }
            return (
              <div role="row" key={row.id} className="pg-row" aria-rowindex={r + 1} data-row-room={row.id}>
                <div
                  role="rowheader"
                  className="pg-rowheader"
                  tabIndex={-1}
                  data-r={r}
                  data-c={0}
                  title={row.typeName}
                >
                  <span className="pg-rowheader__name">
                    {row.name}
                    <HousekeepingBadge status={roomStatuses.get(row.id)} t={t} />
                  </span>
                  {roomsOrder === 'name' && <span className="pg-rowheader__type">{row.typeName}</span>}
                </div>
                {dates.map((date, i) => (
                  <RoomCell
                    key={date}
                    roomId={row.id}
                    roomName={row.name}
                    date={date}
                    r={r}
                    c={i + 1}
                    ctx={ctx}
                    onShowStays={onShowStays}
                  />
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <div ref={sentinelRef} className="pg-sentinel" />
      <p className="pg-paging" role="status">
        {lastPage
          ? t('bo.planning.paging.last', { count: totalRooms })
          : t('bo.planning.paging.shown', { shown: shownRooms, count: totalRooms })}
      </p>
      {!lastPage && (
        <button type="button" className="pg-more" onClick={() => setPages((p) => p + 1)}>
          {t('bo.planning.paging.more')}
        </button>
      )}
    </div>
  );
});

// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on CSS-grid rows of divs with ARIA roles; a <table> cannot draw a stay's bar across its night cells nor make rows and the room column sticky in both directions
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and header cells are containers; focus goes to their cells (roving tabindex)
/**
 * The planning grid (WAI-ARIA APG grid pattern): rooms (rows, grouped by room type) × dates
 * (columns), with a 'To assign' lane for unassigned stays on top. One cell is in the Tab order
 * (roving tabindex); arrows, Home/End (Ctrl: the grid's ends) and PageUp/PageDown move the focus;
 * Enter or F2 opens the cell's menu; the navigation is the one the ratesheet shares
 * (src/ui/grid/useGridNavigation.ts). Rooms render in pages as the list scrolls (usePlanningRows.ts).
 * Each cell reads its own signals (planning-store.ts), so a write repaints the cells it changed only.
 *
 * Stays are bars in their source's colour, one piece per night (the first piece carries the
 * label across the bar's width); a click on a bar opens the reservation, dragging it (pointer
 * events, long press on touch) moves it to another room of its type on the same start day
 * (usePlanningDrag.ts).
 */

import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate, LOCALE } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { GridBounds, GridMove } from '../../../ui/grid/grid-keys.ts';
import { useGridNavigation } from '../../../ui/grid/useGridNavigation.ts';
import { AssignCell, DayHeader, HousekeepingBadge, RoomCell } from './PlanningCells.tsx';
import type { CellContext, PlanningGridProps } from './planning-grid-types.ts';
import type { PlanningStore } from './planning-store.ts';
import { usePlanningDrag } from './usePlanningDrag.ts';
import { ROOMS_PAGE_SIZE, usePlanningRows } from './usePlanningRows.ts';

/** PageUp/PageDown move by this many rows. */
const PAGE_STEP = 10;

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
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // Stable callbacks for the memoised cells.
  const onToggleDay = useCallback((date: IsoDate) => handlersRef.current.toggleDay(date), []);
  const onShowStays = useCallback(
    (stays: PlanningStay[], date: IsoDate, anchor: HTMLElement) =>
      handlersRef.current.showStays(stays, date, anchor),
    [],
  );
  const ctx = useCellContext({ structure, t, language, showBestRates, store });
  const { rows, totalRows, totalRooms, shownRooms, lastPage, setPages } = usePlanningRows({
    structure,
    hasUnassigned,
    roomsOrder,
    scrollRef,
    sentinelRef,
  });

  const { gridRef, position, focusAt, focusAfterRender, navigationMove } = useGridNavigation({
    labels: 'own-column',
    labelFallback: true,
    // The last focused cell, or today's cell in the first room.
    restingElement: (_grid, targetAt) => {
      if (!structure) return null;
      const todayIndex = structure.dates.indexOf(structure.today);
      const firstRoomRow = rows.findIndex((row) => row.kind === 'room');
      const moved = position.current.r < rows.length && rows[position.current.r]?.kind === 'room';
      const r = moved ? position.current.r : Math.max(0, firstRoomRow);
      const c = moved
        ? Math.min(position.current.c, structure.dates.length)
        : todayIndex >= 0
          ? todayIndex + 1
          : 1;
      return targetAt(r, c) ?? targetAt(0, 1);
    },
    reachable: ({ r, c }) => ({ r: Math.min(r, rows.length - 1), c }),
  });
  const { onPointerDown, suppressClick } = usePlanningDrag(store, gridRef, (stay, toRoomId) =>
    handlersRef.current.dropStay(stay, toRoomId),
  );
  const bounds: GridBounds = {
    lastRow: totalRows - 1,
    lastColumn: structure?.dates.length ?? 0,
    page: { by: 'rows', size: PAGE_STEP },
  };

  /** Focuses a cell, rendering the pages of rooms it needs first (all of them for the grid's end). */
  const moveTo = ({ r, c, gridEnd }: GridMove) => {
    if (!structure) return;
    const col = Math.max(0, Math.min(structure.dates.length, c));
    if (gridEnd && !lastPage) {
      focusAfterRender({ r: totalRows - 1, c: col });
      setPages(Math.ceil(totalRooms / ROOMS_PAGE_SIZE));
      return;
    }
    if (r >= rows.length && !lastPage) {
      focusAfterRender({ r: Math.min(r, totalRows - 1), c: col });
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
    const move = navigationMove(event, { r, c }, bounds);
    if (move) {
      moveTo(move);
      return;
    }
    switch (event.key) {
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

  useLayoutEffect(() => {
    if (structure) gridRef.current?.style.setProperty('--days', String(structure.dates.length));
  }, [structure, gridRef]);

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

/** Texts and formats every cell shares (built once per render of the grid). */
function useCellContext({
  structure,
  t,
  language,
  showBestRates,
  store,
}: {
  structure: PlanningStore['structure']['value'];
  t: Translate;
  language: Language;
  showBestRates: boolean;
  store: PlanningStore;
}): CellContext | null {
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

  return useMemo<CellContext | null>(() => {
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
}

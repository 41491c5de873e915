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
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate, LOCALE } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useGridNavigation } from '../../../ui/grid/useGridNavigation.ts';
import { bodyRowKey, PlanningBodyRow, PlanningHeadRow, PlanningPaging } from './PlanningGridRows.tsx';
import type { CellContext, PlanningGridProps } from './planning-grid-types.ts';
import type { PlanningStore } from './planning-store.ts';
import { usePlanningDrag } from './usePlanningDrag.ts';
import { usePlanningGridEvents } from './usePlanningGridEvents.ts';
import { usePlanningRows } from './usePlanningRows.ts';

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

  const navigation = useGridNavigation({
    labels: 'own-column',
    labelFallback: true,
    // The last focused cell, or today's cell in the first room.
    restingElement: (_grid, targetAt) => {
      if (!structure) return null;
      const todayIndex = structure.dates.indexOf(structure.today);
      const firstRoomRow = rows.findIndex((row) => row.kind === 'room');
      const { position } = navigation;
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
  const { gridRef } = navigation;
  const { onPointerDown, suppressClick } = usePlanningDrag(store, gridRef, (stay, toRoomId) =>
    handlersRef.current.dropStay(stay, toRoomId),
  );
  const events = usePlanningGridEvents({
    dates: structure?.dates ?? null,
    rows,
    totalRows,
    totalRooms,
    lastPage,
    setPages,
    navigation,
    handlers: handlersRef,
    suppressClick,
  });

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
        onKeyDown={events.onKeyDown}
        onClick={events.onClick}
        onPointerDown={onPointerDown}
      >
        <PlanningHeadRow dates={dates} ctx={ctx} view={view} onToggleDay={onToggleDay} />
        <div role="rowgroup" className="pg-body">
          {rows.map((row, r) =>
            row.kind === 'head' ? null : (
              <PlanningBodyRow
                key={bodyRowKey(row)}
                row={row}
                r={r}
                dates={dates}
                ctx={ctx}
                onShowStays={onShowStays}
                roomStatus={row.kind === 'room' ? roomStatuses.get(row.id) : undefined}
                showRoomType={roomsOrder === 'name'}
              />
            ),
          )}
        </div>
      </div>
      <div ref={sentinelRef} className="pg-sentinel" />
      <PlanningPaging
        t={t}
        lastPage={lastPage}
        shownRooms={shownRooms}
        totalRooms={totalRooms}
        onMore={() => setPages((p) => p + 1)}
      />
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

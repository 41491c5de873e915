/**
 * The planning grid's keyboard and clicks, delegated on the grid element. The keys are the
 * navigation the ratesheet shares; a move past the rendered rooms renders the pages it needs first
 * (all of them for the grid's end). Enter or F2 opens a cell's menu; a click on a bar opens its
 * reservation (not right after a drag), anywhere else in a cell opens the cell's menu.
 */
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { GridBounds, GridMove } from '../../../ui/grid/grid-keys.ts';
import type { GridNavigation } from '../../../ui/grid/useGridNavigation.ts';
import type { GridHandlers, PlanningRow } from './planning-grid-types.ts';
import { ROOMS_PAGE_SIZE } from './usePlanningRows.ts';

/** PageUp/PageDown move by this many rows. */
const PAGE_STEP = 10;

type PlanningGridEventsOptions = {
  /** The period's dates (none while the planning has not loaded). */
  dates: readonly string[] | null;
  rows: readonly PlanningRow[];
  totalRows: number;
  totalRooms: number;
  lastPage: boolean;
  setPages: (next: number | ((current: number) => number)) => void;
  navigation: GridNavigation;
  handlers: RefObject<GridHandlers>;
  /** Set by a drag that just ended: the click it makes is not a click on the bar. */
  suppressClick: RefObject<boolean>;
};

/** The cell a menu opens on: its room (null in the 'To assign' lane) and date. */
function menuTarget(cell: HTMLElement) {
  return { roomId: cell.dataset.room ? Number(cell.dataset.room) : null, date: cell.dataset.date ?? '' };
}

export function usePlanningGridEvents({
  dates,
  rows,
  totalRows,
  totalRooms,
  lastPage,
  setPages,
  navigation,
  handlers,
  suppressClick,
}: PlanningGridEventsOptions) {
  const { position, focusAt, focusAfterRender, navigationMove } = navigation;
  const bounds: GridBounds = {
    lastRow: totalRows - 1,
    lastColumn: dates?.length ?? 0,
    page: { by: 'rows', size: PAGE_STEP },
  };

  /** Focuses a cell, rendering the pages of rooms it needs first (all of them for the grid's end). */
  const moveTo = ({ r, c, gridEnd }: GridMove) => {
    if (!dates) return;
    const col = Math.max(0, Math.min(dates.length, c));
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
    if (!current || !dates) return;
    const r = Number(current.dataset.r);
    // A room type's header spans the row: moves go on from the column the focus came from.
    const c =
      current.dataset.c === '0' && rows[r]?.kind === 'type' ? position.current.c : Number(current.dataset.c);
    const move = navigationMove(event, { r, c }, bounds);
    if (move) {
      moveTo(move);
      return;
    }
    if (event.key !== 'Enter' && event.key !== 'F2') return;
    if (current.getAttribute('aria-haspopup') !== 'menu' || !current.dataset.date) return;
    handlers.current.openMenu(menuTarget(current), current);
    event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
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
      handlers.current.openReservation(bar.dataset.code);
      return;
    }
    if (cell.getAttribute('aria-haspopup') !== 'menu') return;
    handlers.current.openMenu(menuTarget(cell), cell);
  };

  return { onKeyDown, onClick };
}

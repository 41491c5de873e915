/**
 * The keyboard data grid the planning and the ratesheet share (WAI-ARIA APG grid pattern): cells
 * carry `data-r` and `data-c` (column 0: the row labels), exactly one of them is in the Tab order
 * (roving tabindex), and a navigation key moves the focus where `gridMove` says. The grid keeps
 * what only it knows: how a target is clamped and brought into view (the ratesheet scrolls to a
 * date column, the planning renders more pages of rooms), and its other keys (menus, editing).
 */
import { type KeyboardEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { type GridBounds, type GridCell, type GridMove, gridMove } from './grid-keys.ts';

export type GridNavigationOptions = {
  /**
   * 'keep-column' (ratesheet): the row labels are sticky beside the dates in view, so focusing one
   * does not scroll, and the date column the focus came from is kept for the next move down.
   * 'own-column' (planning): a label is column 0 like any other.
   */
  labels: 'keep-column' | 'own-column';
  /** A row without the cell asked for gives its label instead (planning: room type rows span). */
  labelFallback: boolean;
  /** The element that holds the Tab stop when none does (after a render): the grid decides. */
  restingElement: (
    grid: HTMLElement,
    targetAt: (r: number, c: number) => HTMLElement | null,
  ) => HTMLElement | null;
  /** A pending focus's cell as it can be reached now (planning: the last row rendered). */
  reachable?: (cell: GridCell) => GridCell;
};

export type GridNavigation = {
  gridRef: RefObject<HTMLDivElement | null>;
  /** The last focused cell (its column kept across labels with 'keep-column'). */
  position: RefObject<GridCell>;
  targetAt: (r: number, c: number) => HTMLElement | null;
  /** Moves the Tab stop and the focus to (r, c); false when that cell is not rendered. */
  focusAt: (r: number, c: number) => boolean;
  /** Focuses (r, c) after a render that renders it (a column scrolled in, a page of rows added). */
  focusAfterRender: (cell: GridCell) => void;
  /** The move a navigation key asks for from `at`, with the keydown prevented; null for other keys. */
  navigationMove: (event: KeyboardEvent, at: GridCell, bounds: GridBounds) => GridMove | null;
};

export function useGridNavigation(options: GridNavigationOptions): GridNavigation {
  const gridRef = useRef<HTMLDivElement | null>(null);
  const position = useRef<GridCell>({ r: 1, c: 1 });
  const pendingFocus = useRef<GridCell | null>(null);
  const { labels, labelFallback } = options;

  const targetAt = useCallback(
    (r: number, c: number): HTMLElement | null => {
      const grid = gridRef.current;
      if (!grid) return null;
      return (
        grid.querySelector<HTMLElement>(`[data-r="${r}"][data-c="${c}"]`) ??
        (labelFallback ? grid.querySelector<HTMLElement>(`[data-r="${r}"][data-c="0"]`) : null)
      );
    },
    [labelFallback],
  );

  const focusAt = useCallback(
    (r: number, c: number): boolean => {
      const element = targetAt(r, c);
      if (!element) return false;
      for (const other of gridRef.current?.querySelectorAll<HTMLElement>('[data-r][tabindex="0"]') ?? []) {
        if (other !== element) other.tabIndex = -1;
      }
      element.tabIndex = 0;
      const keepColumn = labels === 'keep-column' && c === 0;
      element.focus({ preventScroll: keepColumn });
      position.current = { r, c: keepColumn ? position.current.c : c };
      return true;
    },
    [targetAt, labels],
  );

  const focusAfterRender = useCallback((cell: GridCell) => {
    pendingFocus.current = cell;
  }, []);

  const navigationMove = useCallback((event: KeyboardEvent, at: GridCell, bounds: GridBounds) => {
    const target = gridMove(event, at, bounds);
    if (target) event.preventDefault();
    return target;
  }, []);

  const optionsRef = useRef(options);
  optionsRef.current = options;
  // After every render: a pending focus once its cell is rendered, and one Tab stop always.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const { reachable, restingElement } = optionsRef.current;
    const pending = pendingFocus.current;
    if (pending) {
      const cell = reachable ? reachable(pending) : pending;
      if (focusAt(cell.r, cell.c)) {
        pendingFocus.current = null;
        return;
      }
    }
    if (grid.querySelector('[data-r][tabindex="0"]')) return;
    const element = restingElement(grid, targetAt);
    if (element) element.tabIndex = 0;
  });

  return { gridRef, position, targetAt, focusAt, focusAfterRender, navigationMove };
}

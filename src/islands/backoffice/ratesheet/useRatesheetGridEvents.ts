/**
 * The ratesheet grid's events, delegated on the grid element: the keyboard (the planning's shared
 * navigation, then Enter/F2 opens an amount's menu or edits a stay, Shift+F10 or the menu key opens
 * the cell menu, a digit starts editing with it), a click (focus and the cell's menu or edit), and
 * the focus and pointer moves that keep the roving position and the tooltip.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { GridBounds } from '../../../ui/grid/grid-keys.ts';
import type { GridNavigation } from '../../../ui/grid/useGridNavigation.ts';
import type { EditableField } from './ratesheet-cell.ts';
import type { RateTarget, SheetHandlers } from './ratesheet-grid-types.ts';
import { hasDateCells, type SheetRow } from './ratesheet-rows.ts';

type GridEventsOptions = {
  rows: readonly SheetRow[];
  bounds: GridBounds;
  handlers: RefObject<SheetHandlers>;
  navigation: GridNavigation;
  /** Scrolls date column `index` (0-based) into view. */
  scrollIntoView: (index: number) => void;
  showTip: (element: HTMLElement | null) => void;
  /** Whether the grid holds the focus (a cell replaced under it keeps it so). */
  hadFocus: RefObject<boolean>;
};

/** The rate a cell stands for, from its data attributes (null for headers and spanning rows). */
function rateTargetOf(cell: HTMLElement): RateTarget | null {
  const { rt, plan, date } = cell.dataset;
  return rt && plan && date ? { roomTypeId: Number(rt), ratePlanId: Number(plan), date } : null;
}

/** The cell an event happened in, unless it happened in an edit's input (which handles its own keys). */
function cellOf(event: { target: EventTarget }): HTMLElement | null {
  const element = event.target as HTMLElement;
  if (element.tagName === 'INPUT') return null;
  return element.closest<HTMLElement>('[data-r]');
}

export function useRatesheetGridEvents({
  rows,
  bounds,
  handlers,
  navigation,
  scrollIntoView,
  showTip,
  hadFocus,
}: GridEventsOptions) {
  const { gridRef, position, focusAt, focusAfterRender, navigationMove } = navigation;

  /** Brings column c (1-based; 0 = the row labels) into view, then focuses (r, c). */
  const moveTo = (r: number, c: number) => {
    const row = Math.max(0, Math.min(rows.length, r));
    const rowDef = row === 0 ? null : rows[row - 1];
    const col = rowDef && !hasDateCells(rowDef) ? 0 : Math.max(0, Math.min(bounds.lastColumn, c));
    if (col > 0) scrollIntoView(col - 1);
    if (!focusAt(row, col)) focusAfterRender({ r: row, c: col });
  };

  /** A cell's own keys; false when the key is not the cell's (the browser keeps it). */
  const cellKey = (event: KeyboardEvent<HTMLDivElement>, current: HTMLElement): boolean => {
    const target = rateTargetOf(current);
    const { edit, menu } = current.dataset;
    switch (event.key) {
      case 'Enter':
      case 'F2':
        if (!target) return false;
        if (menu) handlers.current.openMenu(target, current);
        else if (edit) handlers.current.startEdit(target, edit as EditableField);
        else return false;
        return true;
      case 'F10':
      case 'ContextMenu':
        if ((event.key === 'F10' && !event.shiftKey) || !target) return false;
        handlers.current.openMenu(target, current);
        return true;
      default:
        if (!target || !edit || !/^[0-9]$/.test(event.key) || event.ctrlKey || event.metaKey || event.altKey)
          return false;
        handlers.current.startEdit(target, edit as EditableField, event.key);
        return true;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = cellOf(event);
    if (!current) return;
    const r = Number(current.dataset.r);
    const c = Number(current.dataset.c);
    // A spanning row (room type, plan, warning) moves from the column the focus came from.
    const rowDef = r > 0 ? rows[r - 1] : undefined;
    const spanning = rowDef !== undefined && !hasDateCells(rowDef);
    const move = navigationMove(event, { r, c: spanning ? position.current.c : c }, bounds);
    if (move) {
      moveTo(move.r, move.c);
      return;
    }
    if (cellKey(event, current)) event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const current = cellOf(event);
    if (!current) return;
    const r = Number(current.dataset.r);
    const c = Number(current.dataset.c);
    if (current.tabIndex !== 0) focusAt(r, c);
    position.current = { r, c: c === 0 ? position.current.c : c };
    const target = rateTargetOf(current);
    if (!target) return;
    if (current.dataset.menu) handlers.current.openMenu(target, current);
    else if (current.dataset.edit) handlers.current.startEdit(target, current.dataset.edit as EditableField);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-r]');
    if (cell?.dataset.r) {
      const c = Number(cell.dataset.c);
      position.current = { r: Number(cell.dataset.r), c: c === 0 ? position.current.c : c };
    }
    hadFocus.current = true;
    showTip(target);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!gridRef.current?.contains(next)) showTip(null);
    // Focus moved out of the grid on purpose (not a cell replaced under it).
    if (next ? !gridRef.current?.contains(next) : (event.target as HTMLElement).isConnected)
      hadFocus.current = false;
  };

  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => showTip(event.target as HTMLElement);
  const onMouseLeave = () => {
    const focused = document.activeElement as HTMLElement | null;
    showTip(gridRef.current?.contains(focused) ? focused : null);
  };

  return { onKeyDown, onClick, onFocus, onBlur, onMouseOver, onMouseLeave };
}

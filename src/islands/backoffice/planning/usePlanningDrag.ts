/**
 * Dragging a stay's bar to another room of its type on the same start day: pointer events for
 * mouse and pen, a long press first on touch (a finger that moves before it scrolls the page).
 * While dragging, a ghost follows the pointer, the eligible rooms' cells are marked, and a cell
 * under the pointer says whether the stay can be dropped there; Escape cancels.
 */

import { type PointerEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import { guestOf } from './PlanningCells.tsx';
import { barColours, eligibleRooms } from './planning-layout.ts';
import type { PlanningStore } from './planning-store.ts';

const DRAG_THRESHOLD_PX = 6;
const LONG_PRESS_MS = 400;

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

export function usePlanningDrag(
  store: PlanningStore,
  gridRef: RefObject<HTMLDivElement | null>,
  dropStay: (stay: PlanningStay, toRoomId: number) => void,
) {
  const drag = useRef<DragState | null>(null);
  /** A drop ends with a click on the cell under the pointer: it must not open the cell's menu. */
  const suppressClick = useRef(false);
  const dropStayRef = useRef(dropStay);
  dropStayRef.current = dropStay;

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
  }, [store, gridRef]);

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
    [store, gridRef],
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
        if (ok && cell) dropStayRef.current(stay, Number(cell.dataset.room));
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

  return { onPointerDown, suppressClick };
}

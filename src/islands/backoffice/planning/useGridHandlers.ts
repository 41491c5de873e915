/**
 * One stable handlers object for the memoised planning grid: each call goes to the handlers of the
 * screen's latest render, so the grid (and its cells) never re-render for a new closure.
 */
import { useMemo, useRef } from 'react';
import type { GridHandlers } from './planning-grid-types.ts';

export function useGridHandlers(handlers: GridHandlers): GridHandlers {
  const latest = useRef(handlers);
  latest.current = handlers;
  return useMemo<GridHandlers>(
    () => ({
      openMenu: (target, anchor) => latest.current.openMenu(target, anchor),
      toggleDay: (date) => latest.current.toggleDay(date),
      openReservation: (code) => latest.current.openReservation(code),
      showStays: (stays, date, anchor) => latest.current.showStays(stays, date, anchor),
      dropStay: (stay, toRoomId) => latest.current.dropStay(stay, toRoomId),
    }),
    [],
  );
}

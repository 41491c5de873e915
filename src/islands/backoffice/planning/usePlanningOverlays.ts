/**
 * What the planning screen opens over its grid: a cell's menu, a night's rates, the move dialog
 * and the panel of a lane's stays. Opening one from a cell remembers the cell, where focus goes
 * back when it closes; the menu and the rates popover never show together.
 */
import { useCallback, useRef, useState } from 'react';
import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import type { CellTarget } from './planning-grid-types.ts';

export type MenuState = { target: CellTarget; anchor: HTMLElement };
export type RatesState = { roomId: number; date: IsoDate; anchor: HTMLElement };
export type PanelState = { title: string; stays: PlanningStay[] };

export function usePlanningOverlays() {
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [rates, setRates] = useState<RatesState | null>(null);
  const [moving, setMoving] = useState<PlanningStay | null>(null);
  const [panel, setPanel] = useState<PanelState | null>(null);
  const lastCell = useRef<HTMLElement | null>(null);

  const openMenu = (target: CellTarget, anchor: HTMLElement) => {
    lastCell.current = anchor;
    setRates(null);
    setMenu({ target, anchor });
  };
  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setMenu((current) => {
      if (returnFocus && current?.anchor.isConnected) current.anchor.focus();
      return null;
    });
  }, []);
  const openPanel = (state: PanelState, anchor: HTMLElement) => {
    lastCell.current = anchor;
    setPanel(state);
  };

  return {
    menu,
    openMenu,
    closeMenu,
    rates,
    setRates,
    moving,
    setMoving,
    panel,
    setPanel,
    openPanel,
    lastCell,
  };
}

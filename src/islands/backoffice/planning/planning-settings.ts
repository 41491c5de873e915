/**
 * Hotel planning settings (BOSCREENS-1 named state 'hotel planning settings'): the default view,
 * whether free cells show the best rates, and the rooms' order. Kept in localStorage per manager
 * and hotel (a front desk shares a computer; each manager keeps their own).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { detectUser } from '../../../scripts/user.ts';
import { $user } from '../../../stores/session.ts';
import type { RoomsOrder } from './planning-layout.ts';
import { type PlanningView, parseView } from './planning-view.ts';

export type PlanningSettings = {
  /** null: the screen decides (D on a phone, W otherwise). */
  defaultView: PlanningView | null;
  showBestRates: boolean;
  roomsOrder: RoomsOrder;
};

export const DEFAULT_PLANNING_SETTINGS: PlanningSettings = {
  defaultView: null,
  showBestRates: false,
  roomsOrder: 'type',
};

export function settingsKey(managerId: number | string, hotelId: number): string {
  return `itaca.planning.settings.${managerId}.${hotelId}`;
}

/** Reads stored settings, tolerating missing or malformed values (each falls back on its own). */
export function parseSettings(raw: string | null): PlanningSettings {
  if (!raw) return DEFAULT_PLANNING_SETTINGS;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return {
      defaultView:
        typeof value.defaultView === 'string' && ['D', 'W', 'M'].includes(value.defaultView)
          ? parseView(value.defaultView)
          : null,
      showBestRates: value.showBestRates === true,
      roomsOrder: value.roomsOrder === 'name' ? 'name' : 'type',
    };
  } catch {
    return DEFAULT_PLANNING_SETTINGS;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSettings(managerId: number | string, hotelId: number): PlanningSettings {
  return parseSettings(storage()?.getItem(settingsKey(managerId, hotelId)) ?? null);
}

export function saveSettings(managerId: number | string, hotelId: number, settings: PlanningSettings): void {
  storage()?.setItem(settingsKey(managerId, hotelId), JSON.stringify(settings));
}

/** The signed-in manager's id ('anonymous' until known), loading it once when nobody has. */
export function useManagerId(): number | string {
  const user = useStore($user);
  useEffect(() => {
    if (user.status === 'unknown') void detectUser();
  }, [user.status]);
  return user.status === 'manager' ? user.me.id : 'anonymous';
}

/** The settings of the signed-in manager for a hotel, and a setter that stores them. */
export function usePlanningSettings(
  hotelId: number,
): [PlanningSettings, (next: PlanningSettings) => void, number | string] {
  const managerId = useManagerId();
  const [settings, setSettings] = useState(() => loadSettings(managerId, hotelId));
  useEffect(() => setSettings(loadSettings(managerId, hotelId)), [managerId, hotelId]);
  const update = (next: PlanningSettings) => {
    saveSettings(managerId, hotelId, next);
    setSettings(next);
  };
  return [settings, update, managerId];
}

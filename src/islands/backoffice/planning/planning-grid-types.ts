/** What the planning grid's cells, hooks and screen share: a cell's address, the handlers, the context. */

import type { PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { RoomsOrder } from './planning-layout.ts';
import type { PlanningStore } from './planning-store.ts';
import type { PlanningView } from './planning-view.ts';

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

export type PlanningRow =
  | { kind: 'head' }
  | { kind: 'assign' }
  | { kind: 'type'; key: string; name: string; count: number }
  | { kind: 'room'; id: number; name: string; typeName: string };

/** Texts and formats every cell shares (built once per render of the grid). */
export type CellContext = {
  t: Translate;
  language: Language;
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  showBestRates: boolean;
  dayLabel: (date: IsoDate) => string;
  store: PlanningStore;
};

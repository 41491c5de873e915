/** What the ratesheet grid's cells, rows and screen share: a rate's address, the handlers, the context. */
import type { RefObject } from 'react';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { EditableField } from './ratesheet-cell.ts';
import { type RatesheetStore, rateKey } from './ratesheet-store.ts';

export type RateTarget = { roomTypeId: number; ratePlanId: number; date: string };
export type RateFlag = 'closed' | 'closedToArrival' | 'closedToDeparture';

export type SheetHandlers = {
  openMenu: (target: RateTarget, anchor: HTMLElement) => void;
  toggleDay: (date: string) => void;
  toggleRoomType: (roomTypeId: number, date: string) => void;
  toggleRate: (target: RateTarget, flag: RateFlag) => void;
  /** The promotion's switch (enabled on every night: the promotion is the hotel's). */
  togglePromotion: (promotionId: number) => void;
  startEdit: (target: RateTarget, field: EditableField, value?: string) => void;
  typeEdit: (target: RateTarget, field: EditableField, value: string) => void;
  submitEdit: (target: RateTarget, field: EditableField) => void;
  cancelEdit: (target: RateTarget, field: EditableField) => void;
};

export type GridControl = {
  /** Scrolls so that date column `index` (0-based) is the first shown. */
  showColumn: (index: number) => void;
  /** The first date column fully in view. */
  firstShown: () => number;
};

export const editKey = (target: RateTarget, field: EditableField) =>
  `${rateKey(target.roomTypeId, target.ratePlanId, target.date)}|${field}`;

/** What every cell shares (built once per render of the grid). */
export type SheetContext = {
  store: RatesheetStore;
  t: Translate;
  language: Language;
  dateLabel: (date: string) => string;
  money: Intl.NumberFormat;
  /** When a change was made (date and time, the manager's locale). */
  changeTime: Intl.DateTimeFormat;
  handlers: RefObject<SheetHandlers>;
};

/** What a ratesheet write needs: the hotel, the texts, the store it patches, the screen's messages and its reload. */
export type SheetWriteOptions = {
  hotel: { id: number };
  language: Language;
  t: Translate;
  store: RatesheetStore;
  setAlert: (text: string) => void;
  setStatus: (text: string) => void;
  reload: () => void;
};

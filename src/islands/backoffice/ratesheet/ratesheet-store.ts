/**
 * The ratesheet's state, fine-grained like the planning's (decision 017): one signal per date
 * header, per room type × date (status and availability), per rate (room type × plan × date) and
 * per cell edit, created when first read, so a write's answer repaints only the cells it changed
 * and a window read as the user scrolls fills only its own columns. The structure (room types and
 * their plans) is one signal, set from the first window and refreshed by every read.
 */
import { batch, type Signal, signal } from '@preact/signals-react';
import type { PromotionView } from '../../../contracts/secure/promotions.ts';
import type {
  RatesheetDay,
  RatesheetPlan,
  RatesheetRate,
  RatesheetResponse,
  RatesheetRoomType,
  RatesheetRoomTypeDay,
} from '../../../contracts/secure/ratesheet.ts';
import { type CellEdit, type CellEvent, cellTransition, VIEW } from './ratesheet-cell.ts';

export type PlanMeta = Omit<RatesheetPlan, 'rates'>;
export type RoomTypeMeta = Omit<RatesheetRoomType, 'days' | 'ratePlans'> & { ratePlans: PlanMeta[] };

export type SheetStructure = {
  hotelId: number;
  today: string;
  currency: string;
  /** The hotel's channel settings (the bulk edit offers those linked to a room type and a plan). */
  channels: RatesheetResponse['channels'];
  roomTypes: RoomTypeMeta[];
};

export const typeDayKey = (roomTypeId: number, date: string) => `${roomTypeId}|${date}`;
export const rateKey = (roomTypeId: number, ratePlanId: number, date: string) =>
  `${roomTypeId}|${ratePlanId}|${date}`;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function lazy<T>(map: Map<string, Signal<T>>, key: string, initial: T): Signal<T> {
  let found = map.get(key);
  if (!found) {
    found = signal(initial);
    map.set(key, found);
  }
  return found;
}

export class RatesheetStore {
  readonly structure = signal<SheetStructure | null>(null);
  readonly days = new Map<string, Signal<RatesheetDay | undefined>>();
  readonly typeDays = new Map<string, Signal<RatesheetRoomTypeDay | undefined>>();
  readonly rates = new Map<string, Signal<RatesheetRate | undefined>>();
  readonly edits = new Map<string, Signal<CellEdit>>();
  /** Room types whose block is collapsed. */
  readonly collapsed = signal<ReadonlySet<number>>(new Set());
  /** The hotel's promotions (their rows in each room type's block; read with the first window). */
  readonly promotions = signal<readonly PromotionView[]>([]);
  /** Promotions whose switch is being saved (disabled meanwhile, BOFLOW-5 'while saving'). */
  readonly promotionsSaving = signal<ReadonlySet<number>>(new Set());
  /** True while a day or room-type closing runs: every closing toggle waits (BOFLOW-5 'while saving'). */
  readonly closing = signal(false);
  /** The hotel's rates version of the latest read (the bulk edit sends it back as its guard). */
  ratesVersion: number | undefined;
  /** The cached answers already applied (see `applyOnce`). */
  private taken = new WeakSet<RatesheetResponse>();

  day(date: string): Signal<RatesheetDay | undefined> {
    return lazy(this.days, date, undefined);
  }

  typeDay(roomTypeId: number, date: string): Signal<RatesheetRoomTypeDay | undefined> {
    return lazy(this.typeDays, typeDayKey(roomTypeId, date), undefined);
  }

  rate(roomTypeId: number, ratePlanId: number, date: string): Signal<RatesheetRate | undefined> {
    return lazy(this.rates, rateKey(roomTypeId, ratePlanId, date), undefined);
  }

  edit(key: string): Signal<CellEdit> {
    return lazy(this.edits, key, VIEW);
  }

  /** Runs a cell-edit event (ratesheet-cell.ts) on the cell `key`. */
  send(key: string, event: CellEvent): CellEdit {
    const state = this.edit(key);
    const next = cellTransition(state.peek(), event);
    if (next !== state.peek()) state.value = next;
    return next;
  }

  /**
   * Takes a read or a write's answer: the structure (kept when unchanged, so the grid does not
   * re-render), and every date it holds, setting only the signals whose value differs.
   */
  apply(response: RatesheetResponse): number {
    let count = 0;
    const structure: SheetStructure = {
      hotelId: response.hotelId,
      today: response.today,
      currency: response.currency,
      channels: response.channels,
      roomTypes: response.roomTypes.map(({ days: _days, ratePlans, ...roomType }) => ({
        ...roomType,
        ratePlans: ratePlans.map(({ rates: _rates, ...plan }) => plan),
      })),
    };
    this.ratesVersion = Math.max(this.ratesVersion ?? 0, response.ratesVersion);
    const set = <T>(target: Signal<T>, value: T) => {
      if (!same(target.peek(), value)) {
        target.value = value;
        count++;
      }
    };
    batch(() => {
      const current = this.structure.peek();
      if (!current || !same(current, structure)) this.structure.value = structure;
      for (const day of response.days) set(this.day(day.date), day);
      for (const roomType of response.roomTypes) {
        for (const day of roomType.days) set(this.typeDay(roomType.id, day.date), day);
        for (const plan of roomType.ratePlans) {
          for (const rate of plan.rates) set(this.rate(roomType.id, plan.id, rate.date), rate);
        }
      }
    });
    return count;
  }

  /**
   * Takes a cached read's answer once: the same answer given again (a window scrolled back into
   * view, its answer still fresh in the cache) is older than the writes applied since, so it is
   * skipped; a new answer (read again after a write or a reload) is applied as `apply` does.
   */
  applyOnce(response: RatesheetResponse): number {
    if (this.taken.has(response)) return 0;
    this.taken.add(response);
    return this.apply(response);
  }

  /** Forgets every value (a new hotel or first date): cells show as loading until read again. */
  clear(): void {
    batch(() => {
      for (const map of [this.days, this.typeDays, this.rates] as const) {
        for (const item of map.values()) item.value = undefined;
      }
      for (const edit of this.edits.values()) edit.value = VIEW;
      this.promotions.value = [];
    });
    this.ratesVersion = undefined;
    this.taken = new WeakSet();
  }

  toggleCollapsed(roomTypeId: number): void {
    const next = new Set(this.collapsed.peek());
    if (next.has(roomTypeId)) next.delete(roomTypeId);
    else next.add(roomTypeId);
    this.collapsed.value = next;
  }

  roomType(roomTypeId: number): RoomTypeMeta | undefined {
    return this.structure.peek()?.roomTypes.find((item) => item.id === roomTypeId);
  }

  plan(roomTypeId: number, ratePlanId: number): PlanMeta | undefined {
    return this.roomType(roomTypeId)?.ratePlans.find((plan) => plan.id === ratePlanId);
  }
}

/**
 * Housekeeping (FRONTDESK-3): each room of a hotel is CLEAN, DIRTY, INSPECTED or OUT_OF_ORDER on a
 * date. What is stored is the room's last recorded state (set by a housekeeper, by the front
 * desk's check-out, or by an out-of-order period); what a date shows is COMPUTED from it and the
 * room's stays, so there is one truth and no nightly job (decision 048):
 *
 * - a room out of order that date is OUT_OF_ORDER, whatever was recorded;
 * - a room a stay left after its last recorded state (a departure on or before the date, the
 *   day after the recorded one or later) is DIRTY;
 * - a stay-over is DIRTY when a service day of its stay (every N days from its arrival, a hotel
 *   setting, N = 1 daily) falls after the last recorded state;
 * - otherwise the recorded state.
 *
 * Pure: the worker's read, its writes' checks and the housekeeping screen share these rules.
 */
import { addDays, toEpochDay } from './booking/dates.ts';
import type { IsoDate } from './booking/types.ts';

export const ROOM_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;
export type RoomStatus = (typeof ROOM_STATUSES)[number];

/** What a housekeeper sets by hand; OUT_OF_ORDER takes a reason and dates (its own write). */
export const SETTABLE_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED'] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

/** A room's note ("extra towels", "cot for a baby"): short, read on a phone. */
export const HOUSEKEEPING_NOTE_MAX_LENGTH = 200;
/** Why a room is out of order ("leak in the bathroom"). */
export const OUT_OF_ORDER_REASON_MAX_LENGTH = 200;
/** The longest out-of-order period in nights: a longer one is a room taken off the hotel. */
export const OUT_OF_ORDER_MAX_NIGHTS = 90;

/** Stay-overs are serviced every N days; 1 = daily (the default), at most every 14 days. */
export const STAY_OVER_EVERY_DEFAULT = 1;
export const STAY_OVER_EVERY_MAX = 14;

/** A period the room is out of order: nights `from` to `to`, both included. */
export type OutOfOrder = { from: IsoDate; to: IsoDate; reason: string };

/** The room's last recorded state. `changedDay` is the hotel's date of that write; null: never recorded. */
export type RecordedState = {
  status: SettableStatus;
  changedDay: IsoDate | null;
  outOfOrder: OutOfOrder | null;
};

/** A stay in the room (not cancelled, not a no-show): guests sleep the nights start..end-1. */
export type RoomStay = { startDate: IsoDate; endDate: IsoDate };

/** What the rules read of a room's stays around a date. */
export type RoomOccupancy = {
  /** The latest day a stay left the room, on or before the date (null: none). */
  lastDeparture: IsoDate | null;
  /** The stays with the date in start..end: arriving, staying over or leaving that day. */
  stays: ReadonlyArray<RoomStay>;
};

/** What happens in the room on a date. */
export type RoomDay = {
  arrivalToday: boolean;
  departureToday: boolean;
  /** Guests sleep there the night before and the night of the date. */
  stayOver: boolean;
};

/** Whether the out-of-order period covers `date`. */
export function outOfOrderOn(period: OutOfOrder | null, date: IsoDate): boolean {
  return period !== null && period.from <= date && date <= period.to;
}

/** The nights an out-of-order period closes, in order (`from`..`to`, both included). */
export function outOfOrderNights(from: IsoDate, to: IsoDate): IsoDate[] {
  const nights: IsoDate[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) nights.push(night);
  return nights;
}

/** Arrival, departure and stay-over of a room on `date`. */
export function roomDay(occupancy: RoomOccupancy, date: IsoDate): RoomDay {
  return {
    arrivalToday: occupancy.stays.some((stay) => stay.startDate === date),
    departureToday: occupancy.stays.some((stay) => stay.endDate === date),
    stayOver: occupancy.stays.some((stay) => stay.startDate < date && date < stay.endDate),
  };
}

/**
 * The last service day of a stay-over on or before `date`: its arrival plus a multiple of
 * `every` days, later than the arrival; null before the first one.
 * `lastServiceDay({startDate: '2027-03-10', endDate: '2027-03-20'}, '2027-03-14', 3)` → '2027-03-13'.
 */
export function lastServiceDay(stay: RoomStay, date: IsoDate, every: number): IsoDate | null {
  const days = toEpochDay(date) - toEpochDay(stay.startDate);
  const due = Math.floor(days / every) * every;
  return due > 0 ? addDays(stay.startDate, due) : null;
}

/** The room's status on `date` (the rules at the top of this module). */
export function roomStatusOn(
  recorded: RecordedState,
  occupancy: RoomOccupancy,
  date: IsoDate,
  stayOverEvery: number,
): RoomStatus {
  if (outOfOrderOn(recorded.outOfOrder, date)) return 'OUT_OF_ORDER';
  if (recorded.status === 'DIRTY') return 'DIRTY';
  const since = recorded.changedDay;
  // Used after the last record: a stay left, or an out-of-order period ended (repairs leave dust).
  const ended =
    recorded.outOfOrder && recorded.outOfOrder.to < date ? addDays(recorded.outOfOrder.to, 1) : null;
  for (const left of [occupancy.lastDeparture, ended]) {
    if (left !== null && left <= date && (since === null || left > since)) return 'DIRTY';
  }
  for (const stay of occupancy.stays) {
    if (!(stay.startDate < date && date < stay.endDate)) continue;
    const service = lastServiceDay(stay, date, stayOverEvery);
    if (service !== null && (since === null || service > since)) return 'DIRTY';
  }
  return recorded.status;
}

/** What a room asks of housekeeping on a date: cleaning, an inspection before an arrival, or nothing. */
export type RoomTask = 'clean' | 'inspect' | null;

export function roomTask(status: RoomStatus, day: RoomDay): RoomTask {
  if (status === 'DIRTY') return 'clean';
  if (status === 'CLEAN' && day.arrivalToday) return 'inspect';
  return null;
}

/** Why a status cannot be set by hand from the room's status, or null when it can. */
export type TransitionRefusal = 'out-of-order' | 'not-clean';

/**
 * Whether a housekeeper may set `to` on a room that is `from` now: an out-of-order room first
 * comes back in service (its own write); a dirty room is cleaned before it is inspected. Setting
 * the same status again is allowed (it records the time and the note).
 */
export function transitionRefusal(from: RoomStatus, to: SettableStatus): TransitionRefusal | null {
  if (from === 'OUT_OF_ORDER') return 'out-of-order';
  if (from === 'DIRTY' && to === 'INSPECTED') return 'not-clean';
  return null;
}

/** The statuses a housekeeper can tap from `from` (the screen's buttons). */
export function nextStatuses(from: RoomStatus): SettableStatus[] {
  return SETTABLE_STATUSES.filter((to) => to !== from && transitionRefusal(from, to) === null);
}

/** A room of the list: enough to sort and count it. */
export type ListedRoom = RoomDay & { number: string; status: RoomStatus };

const numberOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** 0: today's arrivals, 1: stay-overs to service, 2: the rest (departures and empty rooms). */
function dayRank(room: ListedRoom): number {
  if (room.arrivalToday) return 0;
  if (room.stayOver && room.status === 'DIRTY') return 1;
  return 2;
}

/**
 * The housekeeping list's order: rooms with a task first, then those without, out-of-order rooms
 * last; inside each, today's arrivals, then stay-overs to service, then the rest; then by number
 * as people read it ('2' before '10').
 */
export function compareRooms(a: ListedRoom, b: ListedRoom): number {
  const group = (room: ListedRoom) =>
    room.status === 'OUT_OF_ORDER' ? 2 : roomTask(room.status, room) !== null ? 0 : 1;
  return group(a) - group(b) || dayRank(a) - dayRank(b) || numberOrder.compare(a.number, b.number);
}

export type StatusCounts = Record<RoomStatus, number> & { toDo: number };

/** How many rooms are in each status, and how many have a task. */
export function countRooms(rooms: ReadonlyArray<ListedRoom>): StatusCounts {
  const counts: StatusCounts = { CLEAN: 0, DIRTY: 0, INSPECTED: 0, OUT_OF_ORDER: 0, toDo: 0 };
  for (const room of rooms) {
    counts[room.status] += 1;
    if (roomTask(room.status, room) !== null) counts.toDo += 1;
  }
  return counts;
}

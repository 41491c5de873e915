/**
 * The planning calendar's rules (BOFLOW-1 planning view, BOLIM-1 planning): which days are past
 * for a hotel, which reservation rooms occupy a room on a night, when a day counts as closed, and
 * what a front desk may do on a cell, a day header or a stay (close, open, drag, drop).
 *
 * Shared by the worker (worker/routes/secure-planning.ts re-checks every write with them) and the
 * planning screen (it enables its controls with the same functions). Pure: no framework, no API
 * types; the shapes below are structural, so the API's PlanningEntry and PlanningStay fit them.
 *
 * Occupancy (decision of this module):
 * - CANCELLED rooms never occupy anything.
 * - CONFIRMED rooms BLOCK their nights (start_date <= night < end_date): a room-night with one is
 *   occupied; a second one on the same room-night is a double assignment (an overbooking).
 * - NO_SHOW and EARLY_CHECKOUT rooms are HISTORY: shown on their nights (an early checkout's
 *   end date is already cut to the day the guest left; a no-show shows the stay it missed) but
 *   they never block: the room can be closed, sold or moved onto, and a blocking stay on the same
 *   night takes the cell's place (the history stay is then not shown that night).
 */
import { addDays, eachNight } from './booking/dates.ts';
import type { IsoDate } from './booking/types.ts';

export type StayStatus = 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';

/** Statuses that are drawn on the grid; CANCELLED rooms are not. */
export const VISIBLE_STATUSES: ReadonlyArray<StayStatus> = ['CONFIRMED', 'NO_SHOW', 'EARLY_CHECKOUT'];

/** Every date of an inclusive span: planningDates('2027-01-30', '2027-02-01') = 3 dates. */
export function planningDates(from: IsoDate, to: IsoDate): IsoDate[] {
  return eachNight(from, addDays(to, 1));
}

/** BOFLOW-1 'dates are flagged past or today', by the hotel's today (its own time zone). */
export function dayFlags(date: IsoDate, today: IsoDate): { past: boolean; today: boolean } {
  return { past: date < today, today: date === today };
}

/** A reservation room as far as occupancy goes. */
export type OccupyingStay = {
  /** The reservation room's id (roomSoldId). */
  id: number;
  status: StayStatus;
  startDate: IsoDate;
  endDate: IsoDate;
};

/** Whether a stay is drawn on a night: not cancelled and start_date <= night < end_date. */
export function showsOnNight(stay: Omit<OccupyingStay, 'id'>, night: IsoDate): boolean {
  return stay.status !== 'CANCELLED' && stay.startDate <= night && night < stay.endDate;
}

/** Whether a stay blocks a night (CONFIRMED only): nothing else can be put in the room then. */
export function blocksNight(stay: Omit<OccupyingStay, 'id'>, night: IsoDate): boolean {
  return stay.status === 'CONFIRMED' && stay.startDate <= night && night < stay.endDate;
}

function byStartThenId(a: OccupyingStay, b: OccupyingStay): number {
  return a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id;
}

/**
 * One room-night: `active` is the earliest-starting blocking stay (ties: lowest id), else the
 * earliest history stay; `overbookings` are the other blocking stays (double assignment). History
 * stays displaced by a blocking one are not listed.
 */
export function roomNight<S extends OccupyingStay>(
  stays: ReadonlyArray<S>,
  night: IsoDate,
): { active: S | null; overbookings: S[] } {
  const blocking: S[] = [];
  const history: S[] = [];
  for (const stay of stays) {
    if (blocksNight(stay, night)) blocking.push(stay);
    else if (showsOnNight(stay, night)) history.push(stay);
  }
  blocking.sort(byStartThenId);
  if (blocking.length > 0) return { active: blocking[0] ?? null, overbookings: blocking.slice(1) };
  history.sort(byStartThenId);
  return { active: history[0] ?? null, overbookings: [] };
}

// ---------------------------------------------------------------------------------------------
// Cells and days

/** A planning entry as the rules read it (the API's PlanningEntry fits). */
export type CellView = {
  date: IsoDate;
  /** The stay drawn in the cell; `status` missing counts as CONFIRMED (blocking). */
  active: { status?: StayStatus | undefined } | null;
  overbookings: ReadonlyArray<unknown>;
  /** Closed for any reason: the room's own closing or its room type closed for sale. */
  roomClosed: boolean;
  hotelClosed: boolean;
  /** The room's own closing (what close/open toggles); absent: roomClosed && !roomTypeClosed. */
  closing?: unknown;
  /** The room type is closed for sale that night (ratesheet), whatever the room. */
  roomTypeClosed?: boolean | undefined;
};

/** Whether a room-night has a blocking stay (an active CONFIRMED stay or any overbooking). */
export function isOccupied(cell: Pick<CellView, 'active' | 'overbookings'>): boolean {
  return (
    (cell.active !== null && (cell.active.status ?? 'CONFIRMED') === 'CONFIRMED') ||
    cell.overbookings.length > 0
  );
}

/** Whether the room itself is closed that night (its own closing, not only its type's). */
export function hasOwnClosing(cell: CellView): boolean {
  if (cell.closing !== undefined) return cell.closing !== null;
  return cell.roomClosed && cell.roomTypeClosed !== true;
}

/** BOFLOW-2: a cell is open when neither the room (nor its type) nor the hotel is closed. */
export function isCellOpen(cell: Pick<CellView, 'roomClosed' | 'hotelClosed'>): boolean {
  return !cell.roomClosed && !cell.hotelClosed;
}

/**
 * BOFLOW-2 'open cells can be closed only if not in the past': also not on a hotel-closed
 * night, not while the room is occupied (a CONFIRMED stay or an overbooking), not while another
 * planning action runs (`busy`).
 */
export function canCloseCell(cell: CellView, today: IsoDate, busy = false): boolean {
  return !busy && cell.date >= today && isCellOpen(cell) && !isOccupied(cell);
}

/**
 * BOFLOW-2 'closed rooms can be opened': the room's own closing, from the hotel's today on,
 * not on a hotel-closed night, not while busy (a room type closed in the ratesheet is opened there).
 */
export function canOpenCell(cell: CellView, today: IsoDate, busy = false): boolean {
  return !busy && cell.date >= today && !cell.hotelClosed && hasOwnClosing(cell);
}

/**
 * BOFLOW-2 'a day shows rooms closed when no room has an open entry for it'. A hotel without
 * rooms has no closed day (nothing to show closed): dayRoomsClosed([]) = false.
 */
export function dayRoomsClosed(cells: ReadonlyArray<Pick<CellView, 'roomClosed' | 'hotelClosed'>>): boolean {
  return cells.length > 0 && !cells.some(isCellOpen);
}

/** A day header as the rules read it (the API's planning day fits). */
export type DayView = { date: IsoDate; hotelClosed: boolean; roomsClosed: boolean };

/** BOFLOW-2: the day header toggle is disabled for past days, hotel-closed days, or while busy. */
export function canToggleDay(
  day: Pick<DayView, 'date' | 'hotelClosed'>,
  today: IsoDate,
  busy = false,
): boolean {
  return !busy && day.date >= today && !day.hotelClosed;
}

/** What a day header click asks for: close every free room, or open every closed one when the day shows closed. */
export function dayToggleTarget(day: Pick<DayView, 'roomsClosed'>): { closed: boolean } {
  return { closed: !day.roomsClosed };
}

/** Rooms a day-header close acts on: open, unoccupied cells (their rooms' ids). */
export function roomsToClose<C extends CellView & { roomId: number }>(cells: ReadonlyArray<C>): number[] {
  return cells.filter((cell) => isCellOpen(cell) && !isOccupied(cell)).map((cell) => cell.roomId);
}

/** Rooms a day-header open acts on: those with their own closing. */
export function roomsToOpen<C extends CellView & { roomId: number }>(cells: ReadonlyArray<C>): number[] {
  return cells.filter(hasOwnClosing).map((cell) => cell.roomId);
}

// ---------------------------------------------------------------------------------------------
// Drag and drop (moves)

/** A stay as the drag rules read it (the API's PlanningStay fits). */
export type DragStay = {
  startDate: IsoDate;
  endDate: IsoDate;
  roomId: number | null;
  roomType: { id: number };
  /** The reservation room's status; missing counts as CONFIRMED. */
  status?: StayStatus | undefined;
};

/**
 * BOFLOW-3: a stay can be dragged only if its start date is today or later (and it is
 * CONFIRMED: history stays stay where they were), not while busy. Unassigned stays too.
 */
export function canDragStay(
  stay: Pick<DragStay, 'startDate' | 'status'>,
  today: IsoDate,
  busy = false,
): boolean {
  return !busy && (stay.status ?? 'CONFIRMED') === 'CONFIRMED' && stay.startDate >= today;
}

/** Where a stay is dropped: a room (its id and type) on a date, with that room's cells of the stay's nights. */
export type DropTarget = {
  room: { id: number; roomTypeId: number; enabled?: boolean | undefined };
  date: IsoDate;
  /** The target room's entries for the stay's nights that are loaded (the server checks them all). */
  cells: ReadonlyArray<CellView>;
};

/** Why a drop is refused, or null when it is allowed. */
export type DropRefusal =
  | 'not-draggable'
  | 'start-day'
  | 'same-room'
  | 'room-type'
  | 'disabled'
  | 'taken'
  | 'closed';

/**
 * BOFLOW-3 drop rules, first failing rule: the stay must be draggable, dropped on its start day
 * (drag by start day only, BOLIM-1), into another enabled room of its type, free (no blocking stay) and
 * not closed on every night of the stay.
 */
export function dropRefusal(stay: DragStay, target: DropTarget, today: IsoDate): DropRefusal | null {
  if (!canDragStay(stay, today)) return 'not-draggable';
  if (target.date !== stay.startDate) return 'start-day';
  if (target.room.id === stay.roomId) return 'same-room';
  if (target.room.roomTypeId !== stay.roomType.id) return 'room-type';
  if (target.room.enabled === false) return 'disabled';
  for (const cell of target.cells) {
    if (cell.date < stay.startDate || cell.date >= stay.endDate) continue;
    if (isOccupied(cell)) return 'taken';
    if (hasOwnClosing(cell)) return 'closed';
  }
  return null;
}

/** Whether a stay may be dropped there (`dropRefusal` is null), not while busy. */
export function canDropStay(stay: DragStay, target: DropTarget, today: IsoDate, busy = false): boolean {
  return !busy && dropRefusal(stay, target, today) === null;
}

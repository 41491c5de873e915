/**
 * The front desk's day (FRONTDESK-2): a stay's state, kept apart from the reservation's status
 * (BOFLOW-6; decision 047), which lists of the Today screen a reservation belongs to on a date,
 * and when a check-in, its undo and a check-out are allowed. Pure: dates are the hotel's own
 * calendar days ('YYYY-MM-DD'), `today` is the hotel's today (`todayIn`).
 */

/** Where the guests are: not arrived yet, in house, or gone. A reservation without a stay row is EXPECTED. */
export const STAY_STATES = ['EXPECTED', 'IN_HOUSE', 'DEPARTED'] as const;
export type StayState = (typeof STAY_STATES)[number];

/** The reservation statuses of BOFLOW-6 (same values as the booking engine's). */
type Status = 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';

/** Reasons a front-desk action is refused (409), as message keys. */
export const FrontDeskErrorCode = {
  notConfirmed: 'error.frontdesk.not.confirmed',
  notArrivalDay: 'error.frontdesk.before.arrival',
  stayOver: 'error.frontdesk.stay.over',
  alreadyInHouse: 'error.frontdesk.already.in.house',
  departed: 'error.frontdesk.departed',
  notInHouse: 'error.frontdesk.not.in.house',
  undoOtherDay: 'error.frontdesk.undo.other.day',
  checkoutArrivalDay: 'error.frontdesk.checkout.arrival.day',
  roomUnassigned: 'error.frontdesk.room.unassigned',
  roomTaken: 'error.frontdesk.room.taken',
  roomOtherType: 'error.frontdesk.room.other.type',
  changed: 'error.frontdesk.changed',
} as const;
export type FrontDeskError = (typeof FrontDeskErrorCode)[keyof typeof FrontDeskErrorCode];

/** What the rules read of a reservation. */
export type DeskStay = {
  status: Status;
  checkin: string;
  checkout: string;
  state: StayState;
  /** The hotel day the guests were checked in (null while EXPECTED). */
  checkedInDay: string | null;
};

/**
 * Why `stay` cannot be checked in on the hotel's `today`, or null when it can: a CONFIRMED
 * reservation, still EXPECTED, from its arrival day until its last night (a guest arriving a day
 * late still sleeps the nights left; on the checkout day the stay is over).
 * checkInRefusal({ status: 'CONFIRMED', checkin: '2026-11-30', … }, '2026-11-29') → before.arrival.
 */
export function checkInRefusal(stay: DeskStay, today: string): FrontDeskError | null {
  if (stay.status !== 'CONFIRMED') return FrontDeskErrorCode.notConfirmed;
  if (stay.state === 'IN_HOUSE') return FrontDeskErrorCode.alreadyInHouse;
  if (stay.state === 'DEPARTED') return FrontDeskErrorCode.departed;
  if (today < stay.checkin) return FrontDeskErrorCode.notArrivalDay;
  if (today >= stay.checkout) return FrontDeskErrorCode.stayOver;
  return null;
}

/**
 * Why the check-in of `stay` cannot be undone on `today`, or null: only while in house, on the
 * same hotel day it was made (the next morning the guests have slept there, and a night in the
 * police report is not taken back), and only while nothing came after it (an early checkout
 * moves the status away from CONFIRMED).
 */
export function undoCheckInRefusal(stay: DeskStay, today: string): FrontDeskError | null {
  if (stay.state !== 'IN_HOUSE') return FrontDeskErrorCode.notInHouse;
  if (stay.status !== 'CONFIRMED') return FrontDeskErrorCode.notConfirmed;
  if (stay.checkedInDay !== today) return FrontDeskErrorCode.undoOtherDay;
  return null;
}

/**
 * Why `stay` cannot be checked out on `today`, or null: only a stay in house. On its arrival day
 * a departure would drop every night (a cancellation, not a checkout: BOFLOW answers an
 * early checkout of a stay not started with CHECKIN_DELETED), so the desk undoes the check-in
 * and cancels instead. A guest still in house after the checkout day can always be checked out.
 */
export function checkOutRefusal(stay: DeskStay, today: string): FrontDeskError | null {
  if (stay.state !== 'IN_HOUSE') return FrontDeskErrorCode.notInHouse;
  if (stay.status !== 'CONFIRMED') return FrontDeskErrorCode.notConfirmed;
  if (today <= stay.checkin && today < stay.checkout) return FrontDeskErrorCode.checkoutArrivalDay;
  return null;
}

/**
 * Whether leaving on `today` is an early checkout (PEN-3): the guests go before the
 * reservation's checkout day, so at least its last night is not stayed and the engine's
 * early-checkout rule prices what is owed. isEarlyCheckout('2026-12-02', '2026-12-01') → true.
 */
export function isEarlyCheckout(checkout: string, today: string): boolean {
  return today < checkout;
}

/** The three lists of the Today screen. */
export type DeskList = 'arrivals' | 'inHouse' | 'departures';

/**
 * The list of the Today screen `stay` belongs to on `date` (the hotel's `today` or any other
 * day), or null. Cancelled and no-show reservations are in none.
 * - departures: the checkout day is `date` (checked out already or not), and, on today, guests
 *   still in house after their checkout day (someone forgot to check them out);
 * - arrivals: EXPECTED stays arriving on `date`, and, on today, those that arrived on an earlier
 *   day and still have nights left (late, or a no-show to record);
 * - in house: everyone else sleeping there the night of `date` (checked in today included).
 */
export function deskListOf(stay: DeskStay, date: string, today: string): DeskList | null {
  if (stay.status !== 'CONFIRMED' && stay.status !== 'EARLY_CHECKOUT') return null;
  if (stay.checkout === date) return 'departures';
  if (date === today && stay.state === 'IN_HOUSE' && stay.checkout < date) return 'departures';
  if (stay.checkin > date || stay.checkout < date) return null;
  if (stay.status !== 'CONFIRMED' && stay.state === 'EXPECTED') return null;
  if (stay.state === 'EXPECTED' && (stay.checkin === date || date === today)) return 'arrivals';
  return 'inHouse';
}

/** The action the Today screen offers on a row, or null (nothing to do, or not yet). */
export type DeskAction = 'check-in' | 'undo-check-in' | 'check-out';

/** The one action of a row on `today`: check in an arrival, check out a departure, undo a fresh check-in. */
export function deskActionOf(stay: DeskStay, today: string): DeskAction | null {
  if (checkInRefusal(stay, today) === null) return 'check-in';
  if (checkOutRefusal(stay, today) === null && !isEarlyCheckout(stay.checkout, today)) return 'check-out';
  if (undoCheckInRefusal(stay, today) === null) return 'undo-check-in';
  if (checkOutRefusal(stay, today) === null) return 'check-out';
  return null;
}

/** Whether the documents of a party are all in: one COMPLETE document per guest. */
export function documentsComplete(completeCount: number, guests: number): boolean {
  return completeCount >= guests;
}

/**
 * Until when a guest may fill in the identity documents online (decision 058): a CONFIRMED
 * reservation whose guests are not checked in yet, until the arrival day ends in the hotel's time
 * zone. Afterwards the front desk has the documents (and the police report reads them).
 */
import type { ReservationStatus } from './booking/types.ts';

/** Why online check-in is closed: not (or no longer) confirmed, guests checked in, arrival day over. */
export const ONLINE_CHECK_IN_CLOSURES = ['NOT_CONFIRMED', 'CHECKED_IN', 'ARRIVAL_PASSED'] as const;
export type OnlineCheckInClosure = (typeof ONLINE_CHECK_IN_CLOSURES)[number];

/**
 * Null while the guest may still fill in the documents, else why not.
 * onlineCheckInClosure({ status: 'CONFIRMED', checkin: '2027-01-11', checkedIn: false, today: '2027-01-11' }) = null
 */
export function onlineCheckInClosure(stay: {
  status: ReservationStatus;
  checkin: string;
  checkedIn: boolean;
  today: string;
}): OnlineCheckInClosure | null {
  if (stay.status !== 'CONFIRMED') return 'NOT_CONFIRMED';
  if (stay.checkedIn) return 'CHECKED_IN';
  // ISO dates compare as strings.
  if (stay.today > stay.checkin) return 'ARRIVAL_PASSED';
  return null;
}

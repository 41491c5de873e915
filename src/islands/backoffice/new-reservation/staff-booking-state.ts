/** The states of the new reservation's calls: the availability search, the extras' quote, the booking. */
import type { StaffAvailability, StaffQuote, StaffSoldOut } from '../../../contracts/secure/staff-booking.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
export type Search =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; results: StaffAvailability[] };

export type Quote =
  | { key: string; kind: 'loading' }
  | { key: string; kind: 'ready'; quote: StaffQuote }
  | { key: string; kind: 'error'; message: string };

export type Sending =
  | { kind: 'idle' }
  | { kind: 'sending'; overbook: boolean }
  | { kind: 'soldOut'; error: StaffSoldOut }
  | { kind: 'error'; message: string };

/** A failed call's text: the timeout text, the server's message, or a generic one. */
export function messageOf(error: unknown, t: Translate): string {
  return (
    timeoutMessage(error, t) ??
    (error instanceof Error && error.message ? error.message : t('bo.booking.error.generic'))
  );
}

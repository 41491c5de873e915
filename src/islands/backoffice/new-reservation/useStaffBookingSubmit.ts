/**
 * Creating the reservation: ONE Idempotency-Key per request body (a double click or a retry books
 * once); success opens the reservation; a sold-out night (409) asks to overbook; the server's
 * field errors go to the guest form's fields. Whatever fails, what was typed stays.
 */
import { useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type {
  StaffGuestForm,
  StaffGuestFormInput,
  StaffSoldOut,
} from '../../../contracts/secure/staff-booking.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import { bookingBody, type RoomDraft } from './new-reservation.ts';
import { messageOf, type Sending } from './staff-booking-state.ts';

export function useStaffBookingSubmit({
  hotel,
  t,
  stay,
  drafts,
  navigate,
  setError,
}: {
  hotel: { id: number };
  t: Translate;
  stay: { checkin: string; checkout: string };
  drafts: RoomDraft[];
  navigate: (path: string) => void;
  setError: UseFormSetError<StaffGuestFormInput>;
}) {
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const keyRef = useRef<{ body: string; key: string } | null>(null);
  const submit = async (form: StaffGuestForm, overbook: boolean) => {
    const body = bookingBody(stay, drafts, form, overbook);
    const serialized = JSON.stringify(body);
    // One key per request: the same body sent twice (a double click, a retry) books once.
    if (keyRef.current?.body !== serialized) keyRef.current = { body: serialized, key: crypto.randomUUID() };
    setSending({ kind: 'sending', overbook });
    try {
      const created = await secureApi(
        staffBookingEndpoints.createStaffReservation,
        { params: { hotelId: hotel.id }, body },
        { headers: { 'Idempotency-Key': keyRef.current.key }, fallback: t('bo.booking.error.generic') },
      );
      navigate(`/reservations/${created.code}`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && !overbook) {
        const soldOut = error.body as StaffSoldOut | undefined;
        if (soldOut?.fullNights && soldOut.fullNights.length > 0) {
          setSending({ kind: 'soldOut', error: soldOut });
          return;
        }
      }
      if (error instanceof ApiRequestError && error.status === 400) {
        for (const problem of error.errors) {
          if (problem.field.startsWith('guest.') || problem.field === 'source' || problem.field === 'notes') {
            setError(problem.field as 'guest.email', { type: 'server', message: problem.code });
          }
        }
      }
      setSending({ kind: 'error', message: messageOf(error, t) });
    }
  };

  return { sending, setSending, submit };
}

/**
 * The data of the "Change booking" dialog: the room types and plans the hotel sells for the stay
 * as booked (the staff booking's availability, read through the cache), the quote of the change
 * as drafted, and the write that applies it.
 *
 * The quote is asked for on demand ("Price the change") and never cached: a price holds only for
 * the reservation's version it was made at, and any edit of the draft drops it (it must be priced
 * again before it applies). Applying reloads every read of the stay (reservation, folio, history,
 * list, planning, Today) before the dialog closes.
 */
import type { StaffReservationRoomView, StaffReservationView } from '../../../contracts/booking-types.ts';
import { bookingChangeEndpoints } from '../../../contracts/routes/booking-change.ts';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import type { StaffAvailability } from '../../../contracts/secure/staff-booking.ts';
import type { Language } from '../../../contracts/types.ts';
import { useSecureMutation, useSecureQuery } from '../app/query.ts';
import { STAY_READS } from '../app/reads.ts';
import { localName } from './change-texts.ts';

export type PlanOption = { roomTypeId: number; roomTypeName: string; plans: { id: number; name: string }[] };

/** The change as drafted in the dialog (the party as typed). */
export type ChangeDraft = {
  checkin: string;
  checkout: string;
  roomId: number;
  roomTypeId: number;
  planId: number;
  adults: string;
  children: string;
};

/** The room types to offer and the plans of the chosen one: the room's own always among them. */
export function planChoices(
  results: StaffAvailability['results'],
  room: StaffReservationRoomView,
  roomTypeId: number,
  language: Language,
): { roomTypes: PlanOption[]; plans: PlanOption['plans'] } {
  const options: PlanOption[] = results.map((result) => ({
    roomTypeId: result.roomType.id,
    roomTypeName: result.roomType.name,
    plans: result.rates.map((rate) => ({ id: rate.ratePlanId, name: rate.name })),
  }));
  const current: PlanOption = {
    roomTypeId: room.roomType.id,
    roomTypeName: localName(room.roomType, language),
    plans: [{ id: room.ratePlan.id, name: localName(room.ratePlan, language) }],
  };
  const roomTypes = options.some((option) => option.roomTypeId === current.roomTypeId)
    ? options
    : [current, ...options];
  const selected = roomTypes.find((option) => option.roomTypeId === roomTypeId) ?? current;
  const plans =
    selected.roomTypeId === current.roomTypeId &&
    !selected.plans.some((plan) => plan.id === current.plans[0]?.id)
      ? [...current.plans, ...selected.plans]
      : selected.plans;
  return { roomTypes, plans };
}

/** The change's fields as the API takes them. */
export const changeFields = (draft: ChangeDraft) => ({
  checkin: draft.checkin,
  checkout: draft.checkout,
  roomId: draft.roomId,
  roomTypeId: draft.roomTypeId,
  planId: draft.planId,
  adults: Number(draft.adults),
  children: Number(draft.children),
});

export function useChangeBooking(
  view: StaffReservationView,
  room: StaffReservationRoomView | undefined,
  hotelId: number,
  language: Language,
) {
  // A failed list offers only the room's own type and plan (a change of dates still works).
  const availability = useSecureQuery(
    staffBookingEndpoints.getStaffAvailability,
    {
      params: { hotelId },
      query: {
        checkin: view.checkin,
        checkout: view.checkout,
        adults: room?.people.adults ?? 1,
        children: room?.people.children ?? 0,
        language,
      },
    },
    { fallback: 'Error getting availability', enabled: room !== undefined },
  );
  const quote = useSecureMutation(bookingChangeEndpoints.quoteReservationChange, {
    fallback: 'Error pricing the change',
  });
  const apply = useSecureMutation(bookingChangeEndpoints.changeReservation, {
    fallback: 'Error changing the reservation',
    invalidates: STAY_READS,
  });
  return { results: availability.data?.results ?? [], quote, apply };
}

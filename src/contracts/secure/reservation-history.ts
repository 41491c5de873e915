/**
 * A reservation's history (INSIGHT-4, the back office timeline): GET
 * /api/rs/secure/hotels/{hotelId}/reservations/{code}/history, oldest first.
 */
import { RESERVATION_EVENT_TYPES } from '../../domain/reservation-history.ts';
import { z } from '../zod.ts';

export const reservationEventView = z.strictObject({
  id: z.number().int(),
  type: z.enum(RESERVATION_EVENT_TYPES),
  /** ISO date-time of the change. */
  date: z.string(),
  /** STAFF (with the manager's name), GUEST, or null when it is not known (events before the history existed). */
  actor: z
    .strictObject({
      kind: z.enum(['STAFF', 'GUEST']),
      name: z.string().nullable(),
      surname: z.string().nullable(),
    })
    .nullable(),
  /** The event's facts: source (CREATED), template and to (EMAIL_SENT), penalty, checkout… */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ReservationEventView = z.output<typeof reservationEventView>;

export const reservationHistoryResponse = z.array(reservationEventView);

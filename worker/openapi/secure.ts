/**
 * The secure API (`/api/rs/secure/…`, the back office) for the OpenAPI document: every route the
 * worker serves itself (worker/routes/secure-local.ts) with the schemas its `validate()` calls
 * use, imported from the same modules as the routes (src/schemas/secure/*.ts, src/schemas/booking.ts).
 * Reads need the manager session cookie; writes also the X-XSRF-TOKEN header. A manager not
 * linked to the hotel gets 403 `{ field: 'hotelId', code: 'error.hotel.not.managed' }`.
 */
import { staffActionSchema, staffReservationParams } from '../../src/schemas/booking.ts';
import { objectDescribed } from './public-responses.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';

const actionResult = objectDescribed(
  '{ code, action, outcome (CANCELLED, NO_SHOW, EARLY_CHECKOUT, CHECKIN_DELETED), message, preview, status, statusText, deleteCheckin, checkout, currency, total, cityTax, grandTotal, cancelAmount, rooms: [{ id, status, endDate, total, cancelAmount, penalty }], released: [{ roomId, roomTypeId, dates }], emailSent }',
);

const reservationAction = (
  action: 'cancel' | 'no-show' | 'early-checkout',
  operationId: string,
  summary: string,
): OperationSpec => ({
  method: 'post',
  path: `${S}/hotels/{hotelId}/reservations/{code}/${action}`,
  operationId,
  summary,
  description:
    'With `preview: true` it answers what it would do and changes nothing. 409 when the reservation is not confirmed, has ended or (no-show) has not arrived yet, or when another action got there first.',
  tags: ['Back office: reservations'],
  access: 'session-xsrf',
  params: staffReservationParams,
  body: staffActionSchema,
  bodyOptional: true,
  bodyExample: { preview: true },
  pathExamples: { hotelId: '1', code: 'DEMOVE0001' },
  success: {
    status: 200,
    description: 'What the action did (or would do)',
    schema: actionResult,
    cacheControl: 'no-store',
  },
  errors: [400, 401, 403, 404, 409, 413, 415],
});

export const secureOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/reservations/{code}`,
    operationId: 'getStaffReservation',
    summary: 'A reservation as the hotel staff sees it',
    tags: ['Back office: reservations'],
    access: 'session',
    params: staffReservationParams,
    pathExamples: { hotelId: '1', code: 'DEMOVE0001' },
    success: {
      status: 200,
      description: 'The reservation',
      schema: objectDescribed(
        "The guest's view of the reservation plus deleteCheckin, language, promoCode, notes, today (the hotel's) and allowedActions",
      ),
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404],
  },
  reservationAction('cancel', 'cancelStaffReservation', 'Cancel a reservation'),
  reservationAction('no-show', 'recordNoShow', 'Record a no-show'),
  reservationAction('early-checkout', 'earlyCheckout', 'Check the guest out early'),
];

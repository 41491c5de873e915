/**
 * Changing a booking (worker/routes/secure-booking-change.ts, and the guest's change in
 * worker/routes/booking-reservations.ts) for the OpenAPI document; appended in secure.ts and public.ts.
 */
import { staffReservationParams } from '../../src/contracts/booking.ts';
import {
  changeInput,
  changeQuoteQuery,
  changeQuoteView,
  guestChangeInput,
  guestChangeParams,
  nightPriceInput,
  nightPriceParams,
} from '../../src/contracts/secure/booking-change.ts';
import type { OperationSpec } from './registry.ts';

const R = '/api/rs/secure/hotels/{hotelId}/reservations/{code}';
const RESERVATION = { hotelId: '1', code: 'DEMOVE0001' };
const TAGS = ['Back office: reservations'] as const;
const NO_STORE = 'no-store';

export const bookingChangeOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${R}/change-quote`,
    operationId: 'quoteReservationChange',
    summary: 'Price a change of dates, room type, party or plan (nothing written)',
    description:
      'The new stay is priced by the engine exactly like a new booking; what is left out stays as booked. `penaltyCents` is owed for the nights given up (all of them on a non-refundable rate; the cancellation policy decides on the others). `available: false`: a night is sold out, and only a change with `allowOverbooking: true` applies it. On a reservation of several rooms the dates move every room (each priced again; `rooms` lists the totals of each room, the top-level figures are their sums); a room type, plan or party applies to the one room named by `roomId` (required then), and the other rooms stay as booked. A reservation not CONFIRMED answers 409.',
    tags: TAGS,
    access: 'session',
    params: staffReservationParams,
    query: changeQuoteQuery,
    pathExamples: RESERVATION,
    success: { status: 200, description: 'The quote', schema: changeQuoteView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: `${R}/change`,
    operationId: 'changeReservation',
    summary: 'Apply a quoted change',
    description:
      'Carries the `version`, `newTotalCents` and `penaltyCents` of the quote: either moved meanwhile, 409 (`error.reservation.changed`, `error.change.price.changed`). The inventory moves in one atomic batch (nights given up released, new nights taken); a night sold meanwhile is 409 `error.stay.sold.out` and nothing is written. The history records the change and the guest gets an e-mail.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: changeInput,
    pathExamples: RESERVATION,
    bodyExample: {
      checkin: '2027-05-01',
      checkout: '2027-05-04',
      version: 1,
      newTotalCents: 36000,
      penaltyCents: 0,
    },
    success: {
      status: 200,
      description: 'The change applied',
      schema: changeQuoteView,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${R}/nights/{date}/price`,
    operationId: 'setReservationNightPrice',
    summary: "Set one night's price by hand, with a reason",
    description:
      'Permission `reservations.reprice`. On a reservation of several rooms `roomId` names the room. The folio’s accommodation line of the night follows; the history keeps the price before, after and the reason. A stale `version` answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: nightPriceParams,
    body: nightPriceInput,
    pathExamples: { ...RESERVATION, date: '2027-05-02' },
    bodyExample: { priceCents: 9000, reason: 'Regular guest', version: 1 },
    success: {
      status: 200,
      description: 'The new nights and totals',
      schema: changeQuoteView,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
];

export const guestChangeOperation: OperationSpec = {
  method: 'post',
  path: '/api/rs/public/booking/reservations/{code}/change',
  operationId: 'changeReservationDates',
  summary: 'Change the dates as the guest (code and private token; `preview: true` only prices)',
  description:
    'Only a flexible rate before its free-cancellation deadline (409 `error.change.not.refundable`, `error.change.deadline.passed`). Priced by the engine with the widget’s rules; confirmed with the `newTotalCents` the guest saw (moved meanwhile: 409).',
  tags: ['Booking'],
  access: 'anyone',
  params: guestChangeParams,
  body: guestChangeInput,
  pathExamples: { code: 'DEMOVE0001' },
  success: {
    status: 200,
    description: 'The quote, or the change applied',
    schema: changeQuoteView,
    cacheControl: NO_STORE,
  },
  errors: [400, 403, 404, 409, 413, 415, 429],
};

/**
 * The front desk (worker/routes/secure-front-desk.ts) for the OpenAPI document; appended to
 * `secureOperations` in secure.ts.
 */
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  checkInOptions,
  checkInRequest,
  checkOutRequest,
  checkOutResult,
  type FrontDeskItem,
  type FrontDeskResponse,
  frontDeskQuery,
  frontDeskResponse,
  stayView,
  stayWriteRequest,
} from '../../src/contracts/secure/front-desk.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure/hotels/{hotelId}';
const TAGS = ['Back office: front desk'] as const;
const RESERVATION = { hotelId: '1', code: 'DEMOVE0001' };
const WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 415] as const;

const ARRIVAL: FrontDeskItem = {
  code: 'DEMOVE0001',
  version: 3,
  guest: { name: 'Claire', surname: 'Martin', nationality: 'FR' },
  checkin: '2026-11-29',
  checkout: '2026-12-02',
  nights: 3,
  people: { adults: 2, boys: 0, children: 1, kids: 0 },
  guestsCount: 3,
  rooms: [
    {
      id: 41,
      roomType: { id: 2, nameKey: 'double', name: { en: 'Double room', it: 'Camera doppia' } },
      roomId: 7,
      room: '104',
      roomStatus: 'INSPECTED',
    },
  ],
  documents: { complete: 1, count: 3, done: false },
  currency: 'EUR',
  balanceDue: 402.5,
  source: 'BOOKING',
  requests: 'Late arrival, around 22:00',
  status: 'CONFIRMED',
  state: 'EXPECTED',
  checkedIn: null,
  checkedOut: null,
  action: 'check-in',
  early: false,
};

export const FRONT_DESK_EXAMPLE: FrontDeskResponse = {
  date: '2026-11-29',
  today: '2026-11-29',
  arrivals: [ARRIVAL],
  inHouse: [],
  departures: [],
  unreportedGuests: 2,
};

export const frontDeskOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/front-desk`,
    operationId: 'getFrontDesk',
    summary: "The front desk's day: arrivals, guests in house and departures of a date",
    description:
      "`date` defaults to the hotel's today in its own time zone. Arrivals: stays still expected that arrive on the date (on today, also those due earlier with nights left). In house: stays sleeping there that night. Departures: stays whose checkout day is the date (and, on today, guests still in house after theirs). Each row has the party, rooms (null: not assigned), documents complete or not, the balance due, the source, the guest's requests, the stay state (EXPECTED, IN_HOUSE, DEPARTED, kept apart from the reservation status) and the action the desk can take now.",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    query: frontDeskQuery,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The three lists',
      schema: frontDeskResponse,
      cacheControl: 'no-store',
      example: FRONT_DESK_EXAMPLE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: `${S}/reservations/{code}/check-in`,
    operationId: 'getCheckInRooms',
    summary: 'The rooms a check-in may give each room of the reservation',
    description:
      'Per reservation room: the enabled rooms of its type free on every night left of the stay (its own room first).',
    tags: TAGS,
    access: 'session',
    params: staffReservationParams,
    pathExamples: RESERVATION,
    success: {
      status: 200,
      description: 'The rooms and their choices',
      schema: checkInOptions,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/reservations/{code}/check-in`,
    operationId: 'checkIn',
    summary: 'Checks the guests in (when and by whom is recorded in the history)',
    description:
      'From the arrival day until the last night, for a CONFIRMED reservation still expected. `rooms` confirms or changes the room of reservation rooms (a free room of the same type); every room must end with one. 409 with the reason code (`error.frontdesk.*`) when not allowed, or `error.frontdesk.changed` when the version sent is stale or another desk got there first.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: checkInRequest,
    bodyOptional: true,
    bodyExample: { version: 3, rooms: [{ id: 41, roomId: 8 }] },
    pathExamples: RESERVATION,
    success: { status: 200, description: 'The stay, in house', schema: stayView, cacheControl: 'no-store' },
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: `${S}/reservations/{code}/check-in/undo`,
    operationId: 'undoCheckIn',
    summary: 'Undoes a check-in on the hotel day it was made',
    description:
      'The stay is expected again; the history keeps both lines. 409 on another day or after a check-out.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: stayWriteRequest,
    bodyOptional: true,
    bodyExample: { version: 4 },
    pathExamples: RESERVATION,
    success: { status: 200, description: 'The stay, expected', schema: stayView, cacheControl: 'no-store' },
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: `${S}/reservations/{code}/check-out`,
    operationId: 'checkOut',
    summary: 'Checks the guests out and answers the balance due',
    description:
      'From in house. Before the checkout day it is the early checkout of BOFLOW (nights left released, what is owed priced by the rule) in the same write. On the arrival day it is refused (`error.frontdesk.checkout.arrival.day`): that is a cancellation. `preview: true` answers what it would do and changes nothing.',
    tags: TAGS,
    access: 'session-xsrf',
    params: staffReservationParams,
    body: checkOutRequest,
    bodyOptional: true,
    bodyExample: { preview: true },
    pathExamples: RESERVATION,
    success: {
      status: 200,
      description: 'The stay, departed (or what the check-out would do)',
      schema: checkOutResult,
      cacheControl: 'no-store',
    },
    errors: WRITE_ERRORS,
  },
];

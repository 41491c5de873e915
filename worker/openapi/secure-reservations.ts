/**
 * The reservations of the back office for the OpenAPI document: the list and its export, one
 * reservation as the staff sees it and the staff's actions on it, a booking taken by the staff
 * (availability, quote, creation), the guests' documents and the notes, with the schemas the
 * routes validate with.
 */
import { staffActionSchema, staffReservationParams } from '../../src/contracts/booking.ts';
import { reservationActionResultResponse } from '../../src/contracts/booking-answers.ts';
import { staffReservationResponse } from '../../src/contracts/reservation-view.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { guestDocumentsResponse, guestDocumentsUpdate } from '../../src/contracts/secure/guest-documents.ts';
import {
  noteCreate,
  noteDeleteQuery,
  noteParams,
  notesResponse,
  noteUpdate,
  noteView,
} from '../../src/contracts/secure/notes.ts';
import {
  downloadedFile,
  reservationExportQuery,
  reservationListPage,
  reservationListQuery,
} from '../../src/contracts/secure/reservations.ts';
import {
  staffAvailability,
  staffAvailabilityQuery,
  staffBookingCreated,
  staffBookingSchema,
  staffQuote,
  staffQuoteSchema,
} from '../../src/contracts/secure/staff-booking.ts';
import { IDEMPOTENCY_KEY, IDEMPOTENT_REPLAYED, type OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const NO_STORE = 'no-store';
const HOTEL = { hotelId: '1' };
const RESERVATION = { hotelId: '1', code: 'DEMOVE0001' };

const actionResult = reservationActionResultResponse;

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

export const reservationOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/reservations`,
    operationId: 'listReservations',
    summary: "A hotel's reservations, paged and filtered",
    description:
      '`q` matches the code, the guest name or e-mail; `status` and `source` may repeat; `from`/`to` keep the stays overlapping those days.',
    tags: ['Back office: reservations'],
    access: 'session',
    params: hotelParams,
    query: reservationListQuery,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'A page of reservations',
      schema: reservationListPage,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/reservations/export`,
    operationId: 'exportReservations',
    summary: "The hotel's reservations as a CSV file (the list's filters and sort)",
    description:
      'Every reservation the filters keep (at most 5,000: more answers 400 `error.export.too.many`), one line each, with a header in `language`; UTF-8 with a byte-order mark, in base64 (WIDGETS download button).',
    tags: ['Back office: reservations'],
    access: 'session',
    params: hotelParams,
    query: reservationExportQuery,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The file',
      schema: downloadedFile,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403],
  },
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
      schema: staffReservationResponse,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404],
  },
  reservationAction('cancel', 'cancelStaffReservation', 'Cancel a reservation'),
  reservationAction('no-show', 'recordNoShow', 'Record a no-show'),
  reservationAction('early-checkout', 'earlyCheckout', 'Check the guest out early'),
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/staff-availability`,
    operationId: 'getStaffAvailability',
    summary: 'Every room type and rate for a stay and a party, for a booking taken by the staff',
    description:
      'Priced exactly as the public search; sold-out ones included, with the online restrictions the staff may override, the full nights and the free rooms.',
    tags: ['Back office: reservations'],
    access: 'session',
    params: hotelParams,
    query: staffAvailabilityQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'Availability', schema: staffAvailability, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/staff-quote`,
    operationId: 'quoteStaffReservation',
    summary: "Price a staff booking's rooms with their extras (services, extra beds)",
    description:
      'The booking engine prices the rooms exactly as the booking will store them; nothing is written.',
    tags: ['Back office: reservations'],
    access: 'session-xsrf',
    params: hotelParams,
    body: staffQuoteSchema,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The quote', schema: staffQuote, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/reservations`,
    operationId: 'createStaffReservation',
    summary: 'Take a reservation by phone, e-mail or another channel',
    description:
      'Priced by the booking engine and written with the same atomic inventory rule as an online booking. A sold-out night is 409 with `fullNights` unless `overbook` is set (an explicit, confirmed overbooking). The same Idempotency-Key and body give the same answer (`Idempotent-Replayed: true`).',
    tags: ['Back office: reservations'],
    access: 'session-xsrf',
    params: hotelParams,
    body: staffBookingSchema,
    pathExamples: HOTEL,
    headers: [IDEMPOTENCY_KEY],
    success: {
      status: 201,
      description: 'The reservation',
      schema: staffBookingCreated,
      cacheControl: NO_STORE,
      headers: IDEMPOTENT_REPLAYED,
    },
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/reservations/{code}/guest-documents`,
    operationId: 'getGuestDocuments',
    summary: "The reservation's guest identity documents (one per guest)",
    tags: ['Back office: reservations'],
    access: 'session',
    params: staffReservationParams,
    pathExamples: RESERVATION,
    success: {
      status: 200,
      description: 'The documents',
      schema: guestDocumentsResponse,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/reservations/{code}/guest-documents`,
    operationId: 'saveGuestDocuments',
    summary: 'Save the whole list of guest documents',
    description:
      'Sends every document with the version it was based on (409 when stale). The server trims or pads the list to the guest count and computes each status (COMPLETE or PARTIAL).',
    tags: ['Back office: reservations'],
    access: 'session-xsrf',
    params: staffReservationParams,
    body: guestDocumentsUpdate,
    pathExamples: RESERVATION,
    success: {
      status: 200,
      description: 'The documents as saved',
      schema: guestDocumentsResponse,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/reservations/{code}/notes`,
    operationId: 'listNotes',
    summary: "The reservation's staff notes",
    tags: ['Back office: reservations'],
    access: 'session',
    params: staffReservationParams,
    pathExamples: RESERVATION,
    success: { status: 200, description: 'Notes', schema: notesResponse, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/reservations/{code}/notes`,
    operationId: 'addNote',
    summary: 'Add a note (at most 400 characters)',
    tags: ['Back office: reservations'],
    access: 'session-xsrf',
    params: staffReservationParams,
    body: noteCreate,
    pathExamples: RESERVATION,
    bodyExample: { text: 'Late arrival, around 23:00' },
    success: { status: 201, description: 'The note', schema: noteView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/reservations/{code}/notes/{id}`,
    operationId: 'editNote',
    summary: 'Edit a note',
    description: '`version` is the note version the screen saw: a stale one answers 409.',
    tags: ['Back office: reservations'],
    access: 'session-xsrf',
    params: noteParams,
    body: noteUpdate,
    pathExamples: { ...RESERVATION, id: '1' },
    success: { status: 200, description: 'The note', schema: noteView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${S}/hotels/{hotelId}/reservations/{code}/notes/{id}`,
    operationId: 'removeNote',
    summary: 'Remove a note',
    description: '`version` (query) is the note version the screen saw: a stale one answers 409.',
    tags: ['Back office: reservations'],
    access: 'session-xsrf',
    params: noteParams,
    query: noteDeleteQuery,
    pathExamples: { ...RESERVATION, id: '1' },
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
];

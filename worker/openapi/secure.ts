/**
 * The secure API (`/api/rs/secure/…`, the back office) for the OpenAPI document: every route the
 * worker serves itself (worker/routes/secure-local.ts) with the schemas its `validate()` calls
 * use, imported from the same modules as the routes (src/contracts/secure/*.ts, src/contracts/booking.ts).
 * Reads need the manager session cookie; writes also the X-XSRF-TOKEN header. A manager not
 * linked to the hotel gets 403 `{ field: 'hotelId', code: 'error.hotel.not.managed' }`.
 */
import { staffActionSchema, staffReservationParams } from '../../src/contracts/booking.ts';
import { reservationActionResultResponse } from '../../src/contracts/booking-answers.ts';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
} from '../../src/contracts/booking-limits.ts';
import { staffReservationResponse } from '../../src/contracts/reservation-view.ts';
import { channelSettingsResponse, channelSettingsUpdate } from '../../src/contracts/secure/channels.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { guestDocumentsResponse, guestDocumentsUpdate } from '../../src/contracts/secure/guest-documents.ts';
import { managedHotelsResponse } from '../../src/contracts/secure/hotels.ts';
import {
  noteCreate,
  noteDeleteQuery,
  noteParams,
  notesResponse,
  noteUpdate,
  noteView,
} from '../../src/contracts/secure/notes.ts';
import {
  closingRequest,
  moveRequest,
  planningChange,
  planningQuery,
  planningResponse,
} from '../../src/contracts/secure/planning.ts';
import {
  promotionDeleteQuery,
  promotionInput,
  promotionParams,
  promotionsResponse,
  promotionToggle,
  promotionUpdate,
  promotionView,
} from '../../src/contracts/secure/promotions.ts';
import {
  bulkEditRequest,
  bulkEditResult,
  cellsRequest,
  dayClosingRequest,
  ratesheetChange,
  ratesheetQuery,
  ratesheetResponse,
} from '../../src/contracts/secure/ratesheet.ts';
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
import {
  refusedOriginsResponse,
  siteCreate,
  siteDeleteQuery,
  siteParams,
  sitesResponse,
  siteUpdate,
  siteView,
} from '../../src/contracts/secure/widget-sites.ts';
import { IDEMPOTENCY_HEADER } from '../booking/reservation-create.ts';
import { contractOperations } from './registration.ts';
import type { OperationSpec } from './registry.ts';
import { bookingChangeOperations } from './secure-booking-change.ts';
import { folioOperations } from './secure-folio.ts';
import { frontDeskOperations } from './secure-front-desk.ts';
import { galleryOperations } from './secure-gallery.ts';
import { housekeepingOperations } from './secure-housekeeping.ts';
import { icalOperations } from './secure-ical.ts';
import { notificationOperations } from './secure-notifications.ts';
import { policeReportOperations } from './secure-police-report.ts';
import { policyOperations } from './secure-policies.ts';
import { propertyOperations } from './secure-property.ts';
import { ratePlanOperations } from './secure-rate-plans.ts';
import { reviewsStatisticsOperations } from './secure-reviews-statistics.ts';
import { roomTypePhotoOperations } from './secure-room-type-photos.ts';
import { setupOperations } from './secure-setup.ts';
import { setupChecklistOperations } from './secure-setup-checklist.ts';
import { staffOperations } from './secure-staff.ts';
import { twoFactorSecureOperations } from './two-factor.ts';
import { widgetSecureOperations } from './widgets.ts';

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

export const secureOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels`,
    operationId: 'listManagedHotels',
    summary: 'The hotels the signed-in manager runs',
    tags: ['Back office: hotels'],
    access: 'session',
    success: {
      status: 200,
      description: 'Hotels, by name',
      schema: managedHotelsResponse,
      cacheControl: NO_STORE,
    },
    errors: [401],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/planning`,
    operationId: 'getPlanning',
    summary: 'Rooms × dates of a hotel (BODATA-3 planning entries)',
    description: '`to` is inclusive; at most 62 days.',
    tags: ['Back office: planning'],
    access: 'session',
    params: hotelParams,
    query: planningQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The planning', schema: planningResponse, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/planning/closings`,
    operationId: 'setRoomClosing',
    summary: 'Close or open a room (or every room) on a date',
    description:
      'With `roomId` one room (a cell), without it every room that can be (the day header). Closing changes what the booking engine can sell at once. Past days and occupied rooms are refused.',
    tags: ['Back office: planning'],
    access: 'session-xsrf',
    params: hotelParams,
    body: closingRequest,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The dates it changed, re-read',
      schema: planningChange,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/planning/moves`,
    operationId: 'moveReservationRoom',
    summary: 'Move a reservation room to another physical room of its type',
    description:
      "`version` is the reservation's version the screen saw: a stale one, or a room taken meanwhile, answers 409 and changes nothing.",
    tags: ['Back office: planning'],
    access: 'session-xsrf',
    params: hotelParams,
    body: moveRequest,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The dates it changed, re-read',
      schema: planningChange,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
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
    headers: [
      {
        name: IDEMPOTENCY_HEADER,
        required: true,
        description: 'A key kept until an answer arrives, e.g. a UUID',
        schema: {
          type: 'string',
          minLength: IDEMPOTENCY_KEY_MIN_LENGTH,
          maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
          pattern: '^[\\x21-\\x7e]+$',
        },
      },
    ],
    success: {
      status: 201,
      description: 'The reservation',
      schema: staffBookingCreated,
      cacheControl: NO_STORE,
      headers: {
        'Idempotent-Replayed': {
          description: '`true` on a replayed answer',
          schema: { type: 'string', enum: ['true'] },
        },
      },
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
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/ratesheet`,
    operationId: 'getRatesheet',
    summary: 'Room types × rate plans × dates of a hotel (BODATA-6 ratesheet rates)',
    description:
      '`to` is inclusive; at most 62 days. Derived plans carry their computed amounts (read-only); each cell has its last change (who, when) from the audit.',
    tags: ['Back office: ratesheet'],
    access: 'session',
    params: hotelParams,
    query: ratesheetQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The ratesheet', schema: ratesheetResponse, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/ratesheet/cells`,
    operationId: 'updateRatesheetCells',
    summary: 'Change one or a few cells (amount, min/max stay, CTA, CTD, closed), all or none',
    description:
      '`expected` is the cell as the screen saw it: when the stored cell differs the answer is 409 `error.ratesheet.changed` and nothing is written. Past dates, hotel-closed dates and derived plans answer 409.',
    tags: ['Back office: ratesheet'],
    access: 'session-xsrf',
    params: hotelParams,
    body: cellsRequest,
    pathExamples: HOTEL,
    bodyExample: {
      cells: [
        {
          roomTypeId: 1,
          ratePlanId: 1,
          date: '2027-03-12',
          expected: {
            amount: 120,
            minLOS: null,
            maxLOS: null,
            closed: false,
            closedToArrival: false,
            closedToDeparture: false,
          },
          changes: { amount: 135.5, minLOS: 2 },
        },
      ],
    },
    success: {
      status: 200,
      description: 'The dates it changed, re-read',
      schema: ratesheetChange,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/ratesheet/days`,
    operationId: 'setRatesheetDayClosing',
    summary: 'Close or open every room type (or one) for sale on a date',
    description:
      'The date header toggle: `closed` is the state wanted (a repeat is harmless). Past and hotel-closed dates answer 409.',
    tags: ['Back office: ratesheet'],
    access: 'session-xsrf',
    params: hotelParams,
    body: dayClosingRequest,
    pathExamples: HOTEL,
    bodyExample: { date: '2027-03-12', closed: true },
    success: {
      status: 200,
      description: 'The date, re-read',
      schema: ratesheetChange,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/ratesheet/bulk`,
    operationId: 'bulkEditRatesheet',
    summary: 'Bulk edit: a period × weekdays × room types × rate plans takes the target values, all or none',
    description:
      "Period within today..today + 2 years; a null target field keeps each cell's value; `channels` narrows to room types and plans linked to one of them; `ratesVersion` (optional) answers 409 `error.ratesheet.version` when anything changed since the sheet was read.",
    tags: ['Back office: ratesheet'],
    access: 'session-xsrf',
    params: hotelParams,
    body: bulkEditRequest,
    pathExamples: HOTEL,
    bodyExample: {
      startDate: '2027-01-01',
      endDate: '2027-03-31',
      weekdays: [5, 6],
      roomTypes: [1, 2],
      ratePlans: [1],
      channels: [],
      targetRate: { amount: 140, minLOS: 2, maxLOS: null, closedToArrival: null, closedToDeparture: null },
    },
    success: { status: 200, description: 'Cells written', schema: bulkEditResult, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  ...widgetSiteOperations(),
];

/** The hotel's own websites that may take bookings through the widget (EMBED-1). */
function widgetSiteOperations(): OperationSpec[] {
  const tags = ['Back office: widget'];
  const SITES = `${S}/hotels/{hotelId}/widget/sites`;
  const SITE_EXAMPLE = { ...HOTEL, id: '1' };
  return [
    {
      method: 'get',
      path: SITES,
      operationId: 'listWidgetSites',
      summary: "The hotel's sites: the origins allowed to take bookings through the widget",
      description: 'Each with when and by whom it was added and last edited (null: set up by Itaca).',
      tags,
      access: 'session',
      params: hotelParams,
      pathExamples: HOTEL,
      success: { status: 200, description: 'Sites', schema: sitesResponse, cacheControl: NO_STORE },
      errors: [400, 401, 403],
    },
    {
      method: 'post',
      path: SITES,
      operationId: 'addWidgetSite',
      summary: 'Add a site (normalised to scheme + host + port)',
      description:
        '400 `{ field: origin }` with the reason when it is not a web origin (https only in production); 409 when the hotel already has it.',
      tags,
      access: 'session-xsrf',
      params: hotelParams,
      body: siteCreate,
      pathExamples: HOTEL,
      bodyExample: { origin: 'https://www.cadeidogi.example' },
      success: { status: 201, description: 'The site', schema: siteView, cacheControl: NO_STORE },
      errors: [400, 401, 403, 409, 413, 415],
    },
    {
      method: 'put',
      path: `${SITES}/{id}`,
      operationId: 'editWidgetSite',
      summary: "Change a site's origin",
      description:
        '`version` is the site version the screen saw: a stale one, or an origin the hotel already has, answers 409.',
      tags,
      access: 'session-xsrf',
      params: siteParams,
      body: siteUpdate,
      pathExamples: SITE_EXAMPLE,
      bodyExample: { origin: 'https://booking.cadeidogi.example', version: 1 },
      success: { status: 200, description: 'The site', schema: siteView, cacheControl: NO_STORE },
      errors: [400, 401, 403, 404, 409, 413, 415],
    },
    {
      method: 'delete',
      path: `${SITES}/{id}`,
      operationId: 'removeWidgetSite',
      summary: 'Remove a site: bookings from it are refused at once',
      description: '`version` (query) is the site version the screen saw: a stale one answers 409.',
      tags,
      access: 'session-xsrf',
      params: siteParams,
      query: siteDeleteQuery,
      pathExamples: SITE_EXAMPLE,
      success: { status: 204, description: 'Removed' },
      errors: [400, 401, 403, 404, 409],
    },
    {
      method: 'get',
      path: `${S}/hotels/{hotelId}/widget/refused-origins`,
      operationId: 'listRefusedOrigins',
      summary: "Sites that loaded the widget in the last 7 days without being among the hotel's sites",
      description:
        'Newest first, with the sites each resembles (a missing `www.`) and whether it can be added as it is.',
      tags,
      access: 'session',
      params: hotelParams,
      pathExamples: HOTEL,
      success: {
        status: 200,
        description: 'Refused origins',
        schema: refusedOriginsResponse,
        cacheControl: NO_STORE,
      },
      errors: [400, 401, 403],
    },
  ];
}

/** Promotions and channels (RATES-2): appended to `secureOperations` below. */
const PROMOTION_EXAMPLE = {
  type: 'EARLY_BOOKING',
  name: { en: 'Book 30 days ahead', it: 'Prenota 30 giorni prima' },
  discount: { type: 'PERCENTAGE', amount: 15 },
  days: 30,
  minStay: null,
  enabled: true,
  onArrival: false,
  secretCode: null,
  validFrom: '2027-04-01',
  validTo: '2027-10-31',
  ratePlanIds: null,
  roomTypeIds: [101],
};
const PROMOTION = { hotelId: '1', id: '11' };
const promotionOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/promotions`,
    operationId: 'listPromotions',
    summary: "A hotel's promotions, with the rate plans and room types they may apply to",
    tags: ['Back office: promotions and channels'],
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The promotions',
      schema: promotionsResponse,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/promotions`,
    operationId: 'createPromotion',
    summary: 'Create a promotion (BODATA: six types, discount PERCENTAGE or PRICE)',
    description:
      '`days`: EARLY_BOOKING minimum days ahead (1–730), LAST_MINUTE maximum days ahead (0–365), LAST_SECOND maximum hours (1–72); `minStay` (MINIMUM_STAY) at least 1. PRICE amounts are money off each night. The public search applies it at the next request.',
    tags: ['Back office: promotions and channels'],
    access: 'session-xsrf',
    params: hotelParams,
    body: promotionInput,
    pathExamples: HOTEL,
    bodyExample: PROMOTION_EXAMPLE,
    success: { status: 201, description: 'The promotion', schema: promotionView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/promotions/{id}`,
    operationId: 'updatePromotion',
    summary: 'Edit a promotion',
    description: '`version` is the one the screen read: a stale one answers 409 and changes nothing.',
    tags: ['Back office: promotions and channels'],
    access: 'session-xsrf',
    params: promotionParams,
    body: promotionUpdate,
    pathExamples: PROMOTION,
    bodyExample: { ...PROMOTION_EXAMPLE, version: 1 },
    success: { status: 200, description: 'The promotion', schema: promotionView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/promotions/{id}/enabled`,
    operationId: 'setPromotionEnabled',
    summary: 'Enable or disable a promotion',
    description: '`version` is the one the screen read: a stale one answers 409.',
    tags: ['Back office: promotions and channels'],
    access: 'session-xsrf',
    params: promotionParams,
    body: promotionToggle,
    pathExamples: PROMOTION,
    bodyExample: { enabled: false, version: 1 },
    success: { status: 200, description: 'The promotion', schema: promotionView, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${S}/hotels/{hotelId}/promotions/{id}`,
    operationId: 'deletePromotion',
    summary: 'Delete a promotion',
    description: '`version` (query) is the one the screen read: a stale one answers 409.',
    tags: ['Back office: promotions and channels'],
    access: 'session-xsrf',
    params: promotionParams,
    query: promotionDeleteQuery,
    pathExamples: PROMOTION,
    success: { status: 204, description: 'Deleted' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/channels`,
    operationId: 'getChannelSettings',
    summary: "A hotel's channels (enabled or not) and the channels each room type and rate plan is linked to",
    tags: ['Back office: promotions and channels'],
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The channel settings',
      schema: channelSettingsResponse,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${S}/hotels/{hotelId}/channels`,
    operationId: 'saveChannelSettings',
    summary: 'Save the channel settings as a whole',
    description:
      'Channels not listed are removed with their links; the links of every room type and rate plan named are replaced (a link must name a listed channel). `version` is the one read (0 before the first save): a stale one answers 409 and changes nothing.',
    tags: ['Back office: promotions and channels'],
    access: 'session-xsrf',
    params: hotelParams,
    body: channelSettingsUpdate,
    pathExamples: HOTEL,
    bodyExample: {
      version: 0,
      channels: [
        { channel: 'WEBSITE', disabled: false },
        { channel: 'BOOKING', disabled: false },
        { channel: 'AIRBNB', disabled: true },
      ],
      roomTypes: [{ id: 101, linkedChannels: ['WEBSITE', 'BOOKING'] }],
      ratePlans: [{ id: 11, linkedChannels: ['WEBSITE', 'BOOKING', 'AIRBNB'] }],
    },
    success: {
      status: 200,
      description: 'The channel settings, saved',
      schema: channelSettingsResponse,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
];
secureOperations.push(...promotionOperations);
secureOperations.push(...galleryOperations);
secureOperations.push(...propertyOperations);
secureOperations.push(...setupOperations);
secureOperations.push(...ratePlanOperations);
secureOperations.push(...setupChecklistOperations);
secureOperations.push(...policeReportOperations);
secureOperations.push(...icalOperations);
secureOperations.push(...policyOperations);
secureOperations.push(...roomTypePhotoOperations);
secureOperations.push(...housekeepingOperations);
secureOperations.push(...reviewsStatisticsOperations);
secureOperations.push(...contractOperations);
secureOperations.push(...widgetSecureOperations);
secureOperations.push(...staffOperations);
secureOperations.push(...twoFactorSecureOperations);
secureOperations.push(...notificationOperations);
secureOperations.push(...frontDeskOperations);
secureOperations.push(...folioOperations);
secureOperations.push(...bookingChangeOperations);

/**
 * The ratesheet of the back office for the OpenAPI document: the sheet's read, cell edits, a
 * day's closing and the bulk edit, with the schemas the routes validate with.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  bulkEditRequest,
  bulkEditResult,
  cellsRequest,
  dayClosingRequest,
  ratesheetChange,
  ratesheetQuery,
  ratesheetResponse,
} from '../../src/contracts/secure/ratesheet.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const NO_STORE = 'no-store';
const HOTEL = { hotelId: '1' };

export const ratesheetOperations: OperationSpec[] = [
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
];

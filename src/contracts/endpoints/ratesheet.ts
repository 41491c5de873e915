/**
 * The secure API's ratesheet endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  bulkEditRequest,
  bulkEditResult,
  cellsRequest,
  dayClosingRequest,
  ratesheetChange,
  ratesheetQuery,
  ratesheetResponse,
} from '../secure/ratesheet.ts';

export const ratesheetEndpoints = {
  getRatesheet: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/ratesheet',
    operationId: 'getRatesheet',
    params: hotelParams,
    query: ratesheetQuery,
    response: ratesheetResponse,
  }),
  updateRatesheetCells: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/ratesheet/cells',
    operationId: 'updateRatesheetCells',
    params: hotelParams,
    body: cellsRequest,
    response: ratesheetChange,
  }),
  setRatesheetDayClosing: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/ratesheet/days',
    operationId: 'setRatesheetDayClosing',
    params: hotelParams,
    body: dayClosingRequest,
    response: ratesheetChange,
  }),
  bulkEditRatesheet: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/ratesheet/bulk',
    operationId: 'bulkEditRatesheet',
    params: hotelParams,
    body: bulkEditRequest,
    response: bulkEditResult,
  }),
};

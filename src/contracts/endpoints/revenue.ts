/**
 * The secure API's revenue endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { cashReportQuery, cashReportResponse, revenueQuery, revenueResponse } from '../secure/revenue.ts';

export const revenueEndpoints = {
  getHotelRevenueFigures: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/revenue',
    operationId: 'getHotelRevenueFigures',
    params: hotelParams,
    query: revenueQuery,
    response: revenueResponse,
  }),
  getHotelCashReport: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/cash-report',
    operationId: 'getHotelCashReport',
    params: hotelParams,
    query: cashReportQuery,
    response: cashReportResponse,
  }),
};

/**
 * The secure API's statistics endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { statisticsQuery, statisticsResponse } from '../secure/statistics.ts';

export const statisticsEndpoints = {
  getHotelStatistics: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/statistics',
    operationId: 'getHotelStatistics',
    params: hotelParams,
    query: statisticsQuery,
    response: statisticsResponse,
  }),
};

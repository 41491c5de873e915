/**
 * The secure API's checkin times endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { checkinTimesUpdate, checkinTimesView } from '../secure/checkin-times.ts';
import { hotelParams } from '../secure/common.ts';

export const checkinTimesEndpoints = {
  getCheckinTimes: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/checkin-times',
    operationId: 'getCheckinTimes',
    params: hotelParams,
    response: checkinTimesView,
  }),
  saveCheckinTimes: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/checkin-times',
    operationId: 'saveCheckinTimes',
    params: hotelParams,
    body: checkinTimesUpdate,
    response: checkinTimesView,
  }),
};

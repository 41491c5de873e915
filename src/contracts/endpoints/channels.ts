/**
 * The secure API's channels endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { channelSettingsResponse, channelSettingsUpdate } from '../secure/channels.ts';
import { hotelParams } from '../secure/common.ts';

export const channelsEndpoints = {
  getChannelSettings: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/channels',
    operationId: 'getChannelSettings',
    params: hotelParams,
    response: channelSettingsResponse,
  }),
  saveChannelSettings: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/channels',
    operationId: 'saveChannelSettings',
    params: hotelParams,
    body: channelSettingsUpdate,
    response: channelSettingsResponse,
  }),
};

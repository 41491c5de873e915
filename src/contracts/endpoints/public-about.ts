/**
 * The public API's application information (`/api/rs/public/about`, `storage`, `config/…`):
 * method, path and the zod schemas of each (decisions 062 and 068). The worker validates with
 * these schemas; worker/openapi/public.ts adds the prose; the site calls them through
 * `createApiClient` (src/contracts/client/client.ts).
 */
import { endpoint } from '../endpoint.ts';
import {
  aboutResponse,
  amazonConfigResponse,
  creditCardConfigResponse,
  reservationSourcesResponse,
  storageConfigResponse,
} from '../public-responses.ts';

export const publicAboutEndpoints = {
  getAbout: endpoint({
    method: 'get',
    path: '/api/rs/public/about',
    operationId: 'getAbout',
    response: aboutResponse,
  }),
  listReservationSources: endpoint({
    method: 'get',
    path: '/api/rs/public/about/reservations/sources',
    operationId: 'listReservationSources',
    response: reservationSourcesResponse,
  }),
  listReservationChannels: endpoint({
    method: 'get',
    path: '/api/rs/public/about/reservations/channels',
    operationId: 'listReservationChannels',
    response: reservationSourcesResponse,
  }),
  getStorage: endpoint({
    method: 'get',
    path: '/api/rs/public/storage',
    operationId: 'getStorage',
    response: storageConfigResponse,
  }),
  getAmazonConfig: endpoint({
    method: 'get',
    path: '/api/rs/public/config/amz',
    operationId: 'getAmazonConfig',
    response: amazonConfigResponse,
  }),
  getCardConfig: endpoint({
    method: 'get',
    path: '/api/rs/public/config/cc',
    operationId: 'getCardConfig',
    response: creditCardConfigResponse,
  }),
};

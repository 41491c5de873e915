/**
 * The secure API's widget sites endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  refusedOriginsResponse,
  siteCreate,
  siteDeleteQuery,
  siteParams,
  sitesResponse,
  siteUpdate,
  siteView,
} from '../secure/widget-sites.ts';

export const widgetSitesEndpoints = {
  listWidgetSites: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/widget/sites',
    operationId: 'listWidgetSites',
    params: hotelParams,
    response: sitesResponse,
  }),
  addWidgetSite: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/widget/sites',
    operationId: 'addWidgetSite',
    params: hotelParams,
    body: siteCreate,
    response: siteView,
  }),
  editWidgetSite: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/widget/sites/{id}',
    operationId: 'editWidgetSite',
    params: siteParams,
    body: siteUpdate,
    response: siteView,
  }),
  removeWidgetSite: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/widget/sites/{id}',
    operationId: 'removeWidgetSite',
    params: siteParams,
    query: siteDeleteQuery,
  }),
  listRefusedOrigins: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/widget/refused-origins',
    operationId: 'listRefusedOrigins',
    params: hotelParams,
    response: refusedOriginsResponse,
  }),
};

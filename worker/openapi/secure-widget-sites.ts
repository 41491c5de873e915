/**
 * The hotel's websites that may take bookings through the widget, for the OpenAPI document, with
 * the schemas the routes validate with.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  refusedOriginsResponse,
  siteCreate,
  siteDeleteQuery,
  siteParams,
  sitesResponse,
  siteUpdate,
  siteView,
} from '../../src/contracts/secure/widget-sites.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const NO_STORE = 'no-store';
const HOTEL = { hotelId: '1' };

/** The hotel's own websites that may take bookings through the widget (EMBED-1). */
export function widgetSiteOperations(): OperationSpec[] {
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

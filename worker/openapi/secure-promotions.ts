/**
 * Promotions and channels of the back office (RATES-2) for the OpenAPI document, with the
 * schemas the routes validate with.
 */
import { channelSettingsResponse, channelSettingsUpdate } from '../../src/contracts/secure/channels.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  promotionDeleteQuery,
  promotionInput,
  promotionParams,
  promotionsResponse,
  promotionToggle,
  promotionUpdate,
  promotionView,
} from '../../src/contracts/secure/promotions.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const NO_STORE = 'no-store';
const HOTEL = { hotelId: '1' };

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
export const promotionOperations: OperationSpec[] = [
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

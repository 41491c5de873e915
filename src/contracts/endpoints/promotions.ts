/**
 * The secure API's promotions endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  promotionDeleteQuery,
  promotionInput,
  promotionParams,
  promotionsResponse,
  promotionToggle,
  promotionUpdate,
  promotionView,
} from '../secure/promotions.ts';

export const promotionsEndpoints = {
  listPromotions: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/promotions',
    operationId: 'listPromotions',
    params: hotelParams,
    response: promotionsResponse,
  }),
  createPromotion: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/promotions',
    operationId: 'createPromotion',
    params: hotelParams,
    body: promotionInput,
    response: promotionView,
  }),
  updatePromotion: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/promotions/{id}',
    operationId: 'updatePromotion',
    params: promotionParams,
    body: promotionUpdate,
    response: promotionView,
  }),
  setPromotionEnabled: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/promotions/{id}/enabled',
    operationId: 'setPromotionEnabled',
    params: promotionParams,
    body: promotionToggle,
    response: promotionView,
  }),
  deletePromotion: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/promotions/{id}',
    operationId: 'deletePromotion',
    params: promotionParams,
    query: promotionDeleteQuery,
  }),
};

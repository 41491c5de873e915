/**
 * The secure API's reviews endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  reviewAdmin,
  reviewAdminPage,
  reviewListQuery,
  reviewParams,
  reviewReplyUpdate,
} from '../secure/reviews.ts';

export const reviewsEndpoints = {
  listManagedHotelReviews: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reviews',
    operationId: 'listManagedHotelReviews',
    params: hotelParams,
    query: reviewListQuery,
    response: reviewAdminPage,
  }),
  getHotelReview: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reviews/{reviewId}',
    operationId: 'getHotelReview',
    params: reviewParams,
    response: reviewAdmin,
  }),
  saveReviewReply: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/reviews/{reviewId}/reply',
    operationId: 'saveReviewReply',
    params: reviewParams,
    body: reviewReplyUpdate,
    response: reviewAdmin,
  }),
};

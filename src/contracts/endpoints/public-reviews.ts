/**
 * The public API's guest reviews (decisions 028, 062 and 068): a hotel's reviews, the review link
 * and what its guest sends, likes and reports. The guest's token travels in the X-Review-Token
 * header (a call's `headers`), never in the path. The photo upload sends raw image bytes, not
 * JSON: its entry has no body schema.
 */
import { bookingHotelParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import { reviewReportResult } from '../public-responses.ts';
import {
  likeResult,
  reviewIdParams,
  reviewInteractions,
  reviewInvitationView,
  reviewListQuery,
  reviewPage,
  reviewReport,
  reviewSubmit,
  reviewsSummary,
  uploadedPhoto,
} from '../reviews.ts';

export const publicReviewEndpoints = {
  listHotelReviews: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels/{idOrAlias}/reviews',
    operationId: 'listHotelReviews',
    params: bookingHotelParams,
    query: reviewListQuery,
    response: reviewPage,
  }),
  getHotelReviewsSummary: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels/{idOrAlias}/reviews/summary',
    operationId: 'getHotelReviewsSummary',
    params: bookingHotelParams,
    response: reviewsSummary,
  }),
  getMyReviewInteractions: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels/{idOrAlias}/reviews/interactions',
    operationId: 'getMyReviewInteractions',
    params: bookingHotelParams,
    response: reviewInteractions,
  }),
  getReviewInvitation: endpoint({
    method: 'get',
    path: '/api/rs/public/reviews/invitation',
    operationId: 'getReviewInvitation',
    response: reviewInvitationView,
  }),
  sendReview: endpoint({
    method: 'post',
    path: '/api/rs/public/reviews',
    operationId: 'sendReview',
    body: reviewSubmit,
    response: reviewInvitationView,
  }),
  uploadReviewPhoto: endpoint({
    method: 'post',
    path: '/api/rs/public/reviews/photos',
    operationId: 'uploadReviewPhoto',
    response: uploadedPhoto,
  }),
  likeReview: endpoint({
    method: 'put',
    path: '/api/rs/public/reviews/{id}/like',
    operationId: 'likeReview',
    params: reviewIdParams,
    response: likeResult,
  }),
  unlikeReview: endpoint({
    method: 'delete',
    path: '/api/rs/public/reviews/{id}/like',
    operationId: 'unlikeReview',
    params: reviewIdParams,
    response: likeResult,
  }),
  reportReview: endpoint({
    method: 'post',
    path: '/api/rs/public/reviews/{id}/report',
    operationId: 'reportReview',
    params: reviewIdParams,
    body: reviewReport,
    response: reviewReportResult,
  }),
};

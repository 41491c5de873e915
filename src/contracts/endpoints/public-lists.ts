/**
 * The public API's lists for the site: featured hotels, subscription plans and the managers'
 * reviews of the platform (decisions 062 and 068).
 */
import { endpoint } from '../endpoint.ts';
import {
  hotelsPageResponse,
  hotelsQuery,
  idParams,
  managerReviewResponse,
  managerReviewsPageResponse,
  plansPageResponse,
  plansQuery,
  reviewsQuery,
  shuffledReviewsResponse,
  shuffleParams,
} from '../public-lists.ts';

export const publicListEndpoints = {
  listHotels: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels',
    operationId: 'listHotels',
    query: hotelsQuery,
    response: hotelsPageResponse,
  }),
  listHotelPlans: endpoint({
    method: 'get',
    path: '/api/rs/public/hotel-plans',
    operationId: 'listHotelPlans',
    query: plansQuery,
    response: plansPageResponse,
  }),
  listManagerReviews: endpoint({
    method: 'get',
    path: '/api/rs/public/app-manager-reviews',
    operationId: 'listManagerReviews',
    query: reviewsQuery,
    response: managerReviewsPageResponse,
  }),
  shuffleManagerReviews: endpoint({
    method: 'get',
    path: '/api/rs/public/app-manager-reviews/shuffle/{size}',
    operationId: 'shuffleManagerReviews',
    params: shuffleParams,
    response: shuffledReviewsResponse,
  }),
  getManagerReview: endpoint({
    method: 'get',
    path: '/api/rs/public/app-manager-reviews/{id}',
    operationId: 'getManagerReview',
    params: idParams,
    response: managerReviewResponse,
  }),
};

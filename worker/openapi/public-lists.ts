/**
 * The public lists for the OpenAPI document: featured hotels, subscription plans and the managers'
 * reviews of the platform, with the schemas the routes validate with and answer.
 */
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
} from '../../src/contracts/public-lists.ts';
import { BAD_INPUT, type OperationSpec } from './registry.ts';

const P = '/api/rs/public';
const PUBLIC_LIST = 'public, max-age=60';

export const listOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${P}/hotels`,
    operationId: 'listHotels',
    summary: 'Featured hotels',
    tags: ['Hotels'],
    access: 'anyone',
    query: hotelsQuery,
    success: {
      status: 200,
      description: 'A page of hotels',
      schema: hotelsPageResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/hotel-plans`,
    operationId: 'listHotelPlans',
    summary: 'Subscription plans',
    tags: ['Hotels'],
    access: 'anyone',
    query: plansQuery,
    success: {
      status: 200,
      description: 'A page of plans',
      schema: plansPageResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/app-manager-reviews`,
    operationId: 'listManagerReviews',
    summary: 'Reviews of the platform by managers',
    tags: ['Reviews'],
    access: 'anyone',
    query: reviewsQuery,
    success: {
      status: 200,
      description: 'A page of reviews',
      schema: managerReviewsPageResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/app-manager-reviews/shuffle/{size}`,
    operationId: 'shuffleManagerReviews',
    summary: 'Random reviews',
    tags: ['Reviews'],
    access: 'anyone',
    params: shuffleParams,
    pathExamples: { size: '4' },
    success: {
      status: 200,
      description: 'Reviews',
      schema: shuffledReviewsResponse,
      cacheControl: 'no-store',
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/app-manager-reviews/{id}`,
    operationId: 'getManagerReview',
    summary: 'One review',
    tags: ['Reviews'],
    access: 'anyone',
    params: idParams,
    pathExamples: { id: '1' },
    success: {
      status: 200,
      description: 'The review',
      schema: managerReviewResponse,
      cacheControl: PUBLIC_LIST,
    },
    errors: [400, 404],
  },
];

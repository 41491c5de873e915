/**
 * The public API's lists for the site: featured hotels, subscription plans and the managers'
 * reviews of the platform (decisions 062 and 068). Their items have no zod schema yet: the
 * answers are typed in TypeScript and described in words (the same words in the document).
 */
import type { ManagerReview, Plan } from '../../domain/types.ts';
import { describedAnswer, endpoint } from '../endpoint.ts';
import type { Page } from '../paging.ts';
import { hotelsQuery, idParams, plansQuery, reviewsQuery, shuffleParams } from '../public-lists.ts';
import type { Hotel } from '../types.ts';

export const HOTELS_PAGE_DESCRIPTION = 'Page of hotels';
export const PLANS_PAGE_DESCRIPTION = 'Page of plans';
export const REVIEWS_PAGE_DESCRIPTION = 'Page of reviews';
export const SHUFFLED_REVIEWS_DESCRIPTION = 'Reviews in random order';
export const MANAGER_REVIEW_DESCRIPTION =
  'A manager review: id, score, label, title, pro, feedbacks [{type, value, titleKey}], hotelName, language, createdDate, manager {name, surname, avatarType, avatar…} (real names only when allowed), reviewSettings';

export const publicListEndpoints = {
  listHotels: endpoint({
    method: 'get',
    path: '/api/rs/public/hotels',
    operationId: 'listHotels',
    query: hotelsQuery,
    response: describedAnswer<Page<Hotel>>(HOTELS_PAGE_DESCRIPTION),
  }),
  listHotelPlans: endpoint({
    method: 'get',
    path: '/api/rs/public/hotel-plans',
    operationId: 'listHotelPlans',
    query: plansQuery,
    response: describedAnswer<Page<Plan>>(PLANS_PAGE_DESCRIPTION),
  }),
  listManagerReviews: endpoint({
    method: 'get',
    path: '/api/rs/public/app-manager-reviews',
    operationId: 'listManagerReviews',
    query: reviewsQuery,
    response: describedAnswer<Page<ManagerReview>>(REVIEWS_PAGE_DESCRIPTION),
  }),
  shuffleManagerReviews: endpoint({
    method: 'get',
    path: '/api/rs/public/app-manager-reviews/shuffle/{size}',
    operationId: 'shuffleManagerReviews',
    params: shuffleParams,
    response: describedAnswer<ManagerReview[]>(SHUFFLED_REVIEWS_DESCRIPTION),
  }),
  getManagerReview: endpoint({
    method: 'get',
    path: '/api/rs/public/app-manager-reviews/{id}',
    operationId: 'getManagerReview',
    params: idParams,
    response: describedAnswer<ManagerReview>(MANAGER_REVIEW_DESCRIPTION),
  }),
};

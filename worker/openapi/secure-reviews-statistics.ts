/**
 * The guest reviews and statistics routes of the back office (worker/routes/secure-reviews.ts,
 * secure-statistics.ts; INSIGHT-2) for the OpenAPI document; appended to `secureOperations`.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  cashReportQuery,
  cashReportResponse,
  revenueQuery,
  revenueResponse,
} from '../../src/contracts/secure/revenue.ts';
import {
  reviewAdmin,
  reviewAdminPage,
  reviewListQuery,
  reviewParams,
  reviewReplyUpdate,
} from '../../src/contracts/secure/reviews.ts';
import { statisticsQuery, statisticsResponse } from '../../src/contracts/secure/statistics.ts';
import type { OperationSpec } from './registry.ts';

const H = '/api/rs/secure/hotels/{hotelId}';
const HOTEL = { hotelId: '1' };
const REVIEW = { hotelId: '1', reviewId: '1' };
const NO_STORE = 'no-store';

export const reviewsStatisticsOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${H}/reviews`,
    operationId: 'listManagedHotelReviews',
    summary: "A page of the hotel's guest reviews (filtered, sorted) with the hotel's reviews summary",
    description:
      '`score` is a band of the summary (the floor of the score, 4..10); `replied` and `reported` are `true` or `false`; `sort` is NEWEST (default), OLDEST, SCORE_HIGH or SCORE_LOW. Each review carries its author as published, its stay and source, its likes count and its reports.',
    tags: ['Back office: reviews and statistics'],
    access: 'session',
    params: hotelParams,
    query: reviewListQuery,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The page and the summary',
      schema: reviewAdminPage,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: `${H}/reviews/{reviewId}`,
    operationId: 'getHotelReview',
    summary: 'One review of the hotel (as the list shows it)',
    tags: ['Back office: reviews and statistics'],
    access: 'session',
    params: reviewParams,
    pathExamples: REVIEW,
    success: { status: 200, description: 'The review', schema: reviewAdmin, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${H}/reviews/{reviewId}/reply`,
    operationId: 'saveReviewReply',
    summary: "Publish or replace the hotel's reply to a review",
    description:
      "`version` is the review's version as read: when another manager answered meanwhile the answer is 409 (`error.review.reply.changed`) and nothing is written.",
    tags: ['Back office: reviews and statistics'],
    access: 'session-xsrf',
    params: reviewParams,
    body: reviewReplyUpdate,
    pathExamples: REVIEW,
    bodyExample: { text: 'Thank you for staying with us: we hope to welcome you back soon.', version: 1 },
    success: {
      status: 200,
      description: 'The review with its reply',
      schema: reviewAdmin,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${H}/statistics`,
    operationId: 'getHotelStatistics',
    summary: 'The datasets of one statistics chart over a period (and a comparison period)',
    description:
      'BODATA-13 chart types: RESERVATIONS_AMOUNT_TREND (AMOUNT, RESERVATIONS, OCCUPATION by check-in), RESERVATIONS_SOURCE_TREND (one dataset per source), REVIEWS_COUNT_TREND (REVIEWS_TOTAL and REVIEWS_AVERAGE, running), TRANSFERS_TREND (one dataset per transfer service). Periods: at most 366 days, 120 months or 20 years; `compareFrom` and `compareTo` go together.',
    tags: ['Back office: reviews and statistics'],
    access: 'session',
    params: hotelParams,
    query: statisticsQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The datasets', schema: statisticsResponse, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: `${H}/revenue`,
    operationId: 'getHotelRevenueFigures',
    summary: 'Occupancy, ADR, RevPAR and pickup over a period (and a comparison period)',
    description:
      'Decision 060. Per day and over the period: room nights available (enabled rooms less those out of order), room nights sold and room revenue (the stored nightly amounts of the rooms that stand, VAT included), occupancy (percent), ADR and RevPAR (integer cents); pickup per booking day (reservations made, room nights booked, room nights cancelled). With `compareFrom` and `compareTo` (together), the comparison period and the changes: occupancy in percentage points, the others in percent. At most 366 days. Needs `statistics.read`.',
    tags: ['Back office: reviews and statistics'],
    access: 'session',
    params: hotelParams,
    query: revenueQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The figures', schema: revenueResponse, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: `${H}/cash-report`,
    operationId: 'getHotelCashReport',
    summary: 'The daily cash report: payments and refunds per method per day, from the folios',
    description:
      'Decision 060. Every day of `from`..`to` (at most 31), with its sums per payment method (payments, refunds, net), its movements (reservation, guest, reference, who recorded it) and the totals per method and overall. Needs `folio.read`.',
    tags: ['Back office: reviews and statistics'],
    access: 'session',
    params: hotelParams,
    query: cashReportQuery,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The cash report',
      schema: cashReportResponse,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404],
  },
];

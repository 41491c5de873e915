/**
 * The hotel's guest reviews in the back office (INSIGHT-1), under /api/rs/secure (mounted by
 * secure-local.ts); schemas in src/contracts/secure/reviews.ts, SQL in worker/data/review-replies.ts:
 *
 *   GET /hotels/{hotelId}/reviews?page&size&sort&score&replied&reported&language → a page + the summary
 *   GET /hotels/{hotelId}/reviews/{reviewId} → one review (the screen's reload after a 409)
 *   PUT /hotels/{hotelId}/reviews/{reviewId}/reply { text, version } → the review as saved
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a review of another
 *   hotel.
 * - The reply carries the review's version: when another manager answered meanwhile, nothing is
 *   written and the answer is 409 with a message (the screen shows their reply, keeps the draft).
 */
import { Hono } from 'hono';
import { toPage } from '../../src/contracts/paging.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type ReviewAdmin,
  type ReviewAdminPage,
  type ReviewsSummary,
  reviewListQuery,
  reviewParams,
  reviewReplyUpdate,
} from '../../src/contracts/secure/reviews.ts';
import {
  findHotelReview,
  type HotelReviewRecord,
  listHotelReviews,
  type ReviewsSummaryRecord,
  saveReviewReply,
} from '../data/review-replies.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const LIST = '/reviews';
const ONE = `${LIST}/:reviewId`;
const REPLY = `${ONE}/reply`;

export const REPLY_CHANGED =
  'Another manager answered this review meanwhile: their reply is shown, yours is kept in the box';
export const REPLY_VERSION_CONFLICT = 'error.review.reply.changed';
export const REVIEW_NOT_FOUND = 'Review not found';

const noStore = { 'Cache-Control': 'no-store' };

/** The API's review, field by field from the stored one. */
function reviewView(review: HotelReviewRecord): ReviewAdmin {
  return {
    id: review.id,
    version: review.version,
    language: review.language,
    score: review.score,
    title: review.title,
    pro: review.pro,
    con: review.con,
    hint: review.hint,
    feedbacks: review.feedbacks,
    author: review.author,
    createdDate: review.createdDate,
    stay: {
      code: review.stay.code,
      checkin: review.stay.checkin,
      checkout: review.stay.checkout,
      source: review.stay.source,
    },
    likes: review.likes,
    reports: review.reports,
    reply: review.reply && { text: review.reply.text, date: review.reply.date },
  };
}

const summaryView = (summary: ReviewsSummaryRecord): ReviewsSummary => ({
  totalReviews: summary.totalReviews,
  gar: summary.gar,
  reviewsScoreMap: summary.reviewsScoreMap,
  reportedReviews: summary.reportedReviews,
  unanswered: summary.unanswered,
});

export const secureReviewRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the reviews'),
    requirePermission('reviews.read'),
    validate('param', hotelParams),
    validate('query', reviewListQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const query = c.req.valid('query');
      const { rows, total, summary } = await listHotelReviews(c.env.DB, hotelId, query);
      return c.json<ReviewAdminPage>(
        { ...toPage(rows.map(reviewView), total, query.page, query.size), summary: summaryView(summary) },
        200,
        noStore,
      );
    },
  )
  .get(
    ONE,
    failureMessage('Error getting the review'),
    requirePermission('reviews.read'),
    validate('param', reviewParams),
    async (c) => {
      const { hotelId, reviewId } = c.req.valid('param');
      const review = await findHotelReview(c.env.DB, hotelId, reviewId);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      return c.json<ReviewAdmin>(reviewView(review), 200, noStore);
    },
  )
  .put(
    REPLY,
    failureMessage('Error saving the reply'),
    requirePermission('reviews.reply'),
    validate('param', reviewParams),
    validate('json', reviewReplyUpdate),
    async (c) => {
      const { hotelId, reviewId } = c.req.valid('param');
      const { text, version } = c.req.valid('json');
      const outcome = await saveReviewReply(c.env.DB, {
        hotelId,
        reviewId,
        version,
        text,
        date: new Date().toISOString(),
      });
      if (outcome === 'missing') throw notFound(REVIEW_NOT_FOUND);
      if (outcome === 'stale') {
        throw new ApiError(409, REPLY_CHANGED, [{ field: 'version', code: REPLY_VERSION_CONFLICT }]);
      }
      const review = await findHotelReview(c.env.DB, hotelId, reviewId);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      return c.json<ReviewAdmin>(reviewView(review), 200, noStore);
    },
  );

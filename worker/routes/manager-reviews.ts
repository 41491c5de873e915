import { Hono } from 'hono';
import { toPage } from '../../src/contracts/paging.ts';
import { idParams, reviewsQuery, shuffleParams } from '../../src/contracts/public-lists.ts';
import { findManagerReview, listManagerReviews, shuffleManagerReviews } from '../data/manager-reviews.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { PUBLIC_READ_CACHE } from '../http/headers.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** Reviews that managers leave about the platform (PUBAPI app-manager-reviews). */
export const managerReviewRoutes = new Hono<AppEnv>()
  .get(
    '/app-manager-reviews',
    failureMessage('Error getting reviews'),
    validate('query', reviewsQuery),
    async (c) => {
      const { page, size, sort } = c.req.valid('query');
      const { rows, total } = await listManagerReviews(c.env.DB, page, size, sort);
      return c.json(toPage(rows, total, page, size), 200, { 'Cache-Control': PUBLIC_READ_CACHE });
    },
  )
  // Registered before `{id}`; the segment counts differ anyway, so `shuffle/4` can never reach it.
  .get(
    '/app-manager-reviews/shuffle/:size',
    failureMessage('Error getting shuffle reviews'),
    validate('param', shuffleParams),
    async (c) => {
      const { size } = c.req.valid('param');
      const reviews = await shuffleManagerReviews(c.env.DB, size);
      return c.json(reviews, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .get(
    '/app-manager-reviews/:id',
    failureMessage('Error getting reviews'),
    validate('param', idParams),
    async (c) => {
      const { id } = c.req.valid('param');
      const review = await findManagerReview(c.env.DB, id);
      if (!review) throw notFound('Review not found');
      return c.json(review, 200, { 'Cache-Control': PUBLIC_READ_CACHE });
    },
  );

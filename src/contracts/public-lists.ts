/**
 * Queries of the public read-only lists: the home page's featured hotels, the subscription plans,
 * the hotels waiting to join and the managers' reviews.
 */
import { ErrorCode } from './error-codes.ts';
import { booleanParam, pagingQuery } from './paging.ts';
import { z } from './zod.ts';

/**
 * `enabled` of the public lists: absent or true. The public never sees disabled items, so
 * `enabled=false` is refused rather than silently ignored.
 */
export const publicEnabledParam = booleanParam
  .default(true)
  .refine((enabled) => enabled, { message: ErrorCode.invalid });

/** GET hotels: the featured hotels, 10 a page. */
export const hotelsQuery = pagingQuery(['classification', 'name', 'id'], 10).extend({
  enabled: publicEnabledParam,
});

/** The plan list shows 3 plans a page. */
export const PLAN_PAGE_SIZE = 3;

/** GET hotel-plans. */
export const plansQuery = pagingQuery(['classification', 'id'], PLAN_PAGE_SIZE).extend({
  enabled: publicEnabledParam,
});

/** The hotels waiting to join: 3 a page. */
export const PENDING_HOTELS_PAGE_SIZE = 3;

/** GET /join/hotels query: paging (size 3, sort createdDate,desc) plus onlyPending (default true). */
export const pendingHotelsQuerySchema = pagingQuery(['createdDate', 'name'], PENDING_HOTELS_PAGE_SIZE).extend(
  {
    onlyPending: booleanParam.optional().transform((value) => value ?? true),
  },
);

/** The most managers' reviews one shuffle answers. */
export const MAX_SHUFFLE_SIZE = 20;

/**
 * A positive integer path segment: plain digits only ('1e3', '0x10', ' 7', '-1' are refused),
 * at most `max`.
 */
function positiveIntParam(max: number) {
  return z
    .string()
    .regex(/^\d{1,16}$/, ErrorCode.invalid)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));
}

/** GET manager-reviews: 10 a page. */
export const reviewsQuery = pagingQuery(['createdDate', 'score', 'id'], 10);
export const shuffleParams = z.object({ size: positiveIntParam(MAX_SHUFFLE_SIZE) });
export const idParams = z.object({ id: positiveIntParam(Number.MAX_SAFE_INTEGER) });

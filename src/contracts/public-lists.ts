/**
 * The public read-only lists: the home page's featured hotels, the subscription plans, the hotels
 * waiting to join and the managers' reviews. Their queries, and their answers as zod schemas (the
 * document shows them; `Hotel` is inferred, the domain's `ManagerReview` checked; a plan is the
 * back office's `planView`, the domain's `Plan` checked).
 */
import type { ManagerReview } from '../domain/types.ts';
import {
  addressInfo,
  currencyCode,
  id,
  instant,
  language,
  localizedText,
  pageOf,
  sameAs,
} from './answer-parts.ts';
import { ErrorCode } from './error-codes.ts';
import { galleryImage, hotelPolicies, paymentSettings } from './hotel-types.ts';
import { booleanParam, pagingQuery } from './paging.ts';
import { planView } from './secure/contracts.ts';
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

/** A featured hotel as the home page lists it. */
export const publicHotel = z.strictObject({
  id,
  name: z.string(),
  nameAlias: z.string(),
  type: z.string(),
  stars: z.number().int().nullable(),
  classification: z.number().int(),
  enabled: z.boolean(),
  roomsNumber: z.number().int().nullable(),
  currency: currencyCode,
  addressInfo,
  gallery: z.array(galleryImage),
  paymentSettings,
  policies: hotelPolicies,
  description: localizedText,
});

export const hotelsPageResponse = pageOf(publicHotel, 'Page of hotels');

export const plansPageResponse = pageOf(planView, 'Page of plans');

/** A manager's review of the platform; the reviewer's real name only when allowed. */
export const managerReviewResponse = sameAs<ManagerReview>()(
  z.strictObject({
    id,
    score: z.number().meta({ description: 'A decimal; its label is that of its floor' }),
    label: z
      .string()
      .optional()
      .meta({ description: "Translation key of the score's label, 'review.score.<4..10>'" }),
    title: z.string().nullable(),
    pro: z.string(),
    feedbacks: z.array(
      z.strictObject({
        type: z.enum(['RANK', 'TEXT']),
        value: z.union([z.string(), z.number()]),
        titleKey: z.string(),
      }),
    ),
    hotelName: z.string().nullable(),
    language,
    createdDate: instant,
    manager: z.strictObject({
      name: z
        .string()
        .meta({ description: 'Real name only when the reviewer allows it; otherwise the nickname' }),
      surname: z.string().nullable(),
      avatarType: z.enum(['PORTAL', 'FACEBOOK', 'GOOGLE']),
      avatar: z.string().nullable(),
      facebookImage: z.string().nullable(),
      googleImage: z.string().nullable(),
    }),
    reviewSettings: z.strictObject({ showRealName: z.boolean() }),
  }),
);

export const managerReviewsPageResponse = pageOf(managerReviewResponse, 'Page of reviews');

export const shuffledReviewsResponse = z
  .array(managerReviewResponse)
  .meta({ description: 'Reviews in random order' });

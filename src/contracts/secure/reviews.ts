/**
 * The hotel's guest reviews in the back office (INSIGHT-1, BOSCREENS-6 Review fragments, BODATA-10 Review
 * and Reviews summary, BOFLOW-7 Reviews):
 *
 *   GET /api/rs/secure/hotels/{hotelId}/reviews?page&size&sort&score&replied&reported&language
 *       → ReviewAdminPage (the filtered page and the hotel's whole summary)
 *   PUT /api/rs/secure/hotels/{hotelId}/reviews/{reviewId}/reply  { text, version } → ReviewAdmin
 *
 * A reply carries the review's version: when another manager answered meanwhile the answer is 409
 * and nothing is written (the screen shows their reply and keeps the draft).
 */
import {
  REPLY_MAX_LENGTH,
  REVIEW_LANGUAGES,
  REVIEW_SCORE_BANDS,
  REVIEW_SORTS,
} from '../../domain/review-replies.ts';
import { requiredText, typeError } from '../fields.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../paging.ts';
import { z } from '../zod.ts';
import { hotelParams, idParam, versionField } from './common.ts';

const invalid = () => 'error.field.generic.invalid';
const flag = () =>
  z
    .enum(['true', 'false'], { error: invalid })
    .optional()
    .transform((value) => (value === undefined ? null : value === 'true'));

export const reviewListQuery = z.object(
  {
    page: z.coerce.number({ error: invalid }).int().min(0).max(100_000).default(0),
    size: z.coerce.number({ error: invalid }).int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(REVIEW_SORTS, { error: invalid }).default('NEWEST'),
    /** The score band: the label's score 4..10 (the summary's bars). */
    score: z
      .enum(REVIEW_SCORE_BANDS.map(String) as [string, ...string[]], { error: invalid })
      .optional()
      .transform((value) => (value === undefined ? null : Number(value))),
    replied: flag(),
    reported: flag(),
    language: z
      .enum(REVIEW_LANGUAGES, { error: invalid })
      .optional()
      .transform((value) => value ?? null),
  },
  { error: typeError },
);
export type ReviewListQuery = z.output<typeof reviewListQuery>;

export const reviewParams = hotelParams.extend({ reviewId: idParam() });

export const reviewReplyUpdate = z.object(
  { text: requiredText(REPLY_MAX_LENGTH, { multiline: true }), version: versionField() },
  { error: typeError },
);
export type ReviewReplyUpdate = z.output<typeof reviewReplyUpdate>;

export const reviewFeedback = z.strictObject({
  type: z.enum(['RANK', 'TEXT']),
  titleKey: z.string(),
  /** RANK: 0..10; TEXT: the guest's words, or null ('no comment'). */
  value: z.union([z.number(), z.string(), z.null()]),
});

export const reviewAdmin = z.strictObject({
  id: z.number().int(),
  version: z.number().int(),
  language: z.string(),
  score: z.number(),
  title: z.string().nullable(),
  pro: z.string().nullable(),
  con: z.string().nullable(),
  hint: z.string().nullable(),
  feedbacks: z.array(reviewFeedback),
  /** As published (BOACCESS): null when anonymous. */
  author: z.string().nullable(),
  createdDate: z.string(),
  stay: z.strictObject({ code: z.string(), checkin: z.string(), checkout: z.string(), source: z.string() }),
  likes: z.number().int(),
  reports: z.array(z.strictObject({ type: z.string(), note: z.string().nullable(), date: z.string() })),
  reply: z.strictObject({ text: z.string(), date: z.string().nullable() }).nullable(),
});
export type ReviewAdmin = z.output<typeof reviewAdmin>;

/** BODATA-10 Reviews summary: totalReviews, gar (the average score), reviewsScoreMap 4..10. */
export const reviewsSummary = z.strictObject({
  totalReviews: z.number().int(),
  gar: z.number().nullable(),
  reviewsScoreMap: z.array(z.strictObject({ key: z.number().int(), value: z.number().int() })),
  reportedReviews: z.number().int(),
  unanswered: z.number().int(),
});
export type ReviewsSummary = z.output<typeof reviewsSummary>;

export const reviewAdminPage = z.strictObject({
  content: z.array(reviewAdmin),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
  first: z.boolean(),
  last: z.boolean(),
  summary: reviewsSummary,
});
export type ReviewAdminPage = z.output<typeof reviewAdminPage>;

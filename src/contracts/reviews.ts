/**
 * Guest reviews (INSIGHT-1, BODATA-10 Review, Guest or user, Reviews summary): the one schema of
 * the review a guest sends (the form validates with it, the worker again), the public review and
 * summary the hotel page reads, the review link's view, likes and reports. Text lengths are named
 * here (decision 028: the spec gives none for reviews).
 */
import {
  AVATAR_TYPES,
  GUEST_RANK_ITEMS,
  GUEST_TEXT_ITEMS,
  RANK_MAX,
  RANK_MIN,
  REPORT_TYPES,
} from '../domain/reviews.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, optionalText, requiredInt, typeError } from './fields.ts';
import { z } from './zod.ts';

export const REVIEW_TITLE_MAX_LENGTH = 100;
/** Pros, cons and hint: a few paragraphs. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEW_ITEM_TEXT_MAX_LENGTH = 500;
export const REVIEW_NICKNAME_MAX_LENGTH = 40;
export const REPORT_NOTE_MAX_LENGTH = 400;
/** Header that carries the guest's review token (never the URL: it would end up in logs). */
export const REVIEW_TOKEN_HEADER = 'X-Review-Token';
/** A review token: 32 random bytes in base64url. */
export const REVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Field error codes of the review link's answers (the review page and its photo uploads). */
export const REVIEW_LINK_UNKNOWN = 'error.review.link.unknown';
export const REVIEW_LINK_EXPIRED = 'error.review.link.expired';
export const REVIEW_ALREADY_SENT = 'error.review.already.sent';
export const REVIEW_OWN = 'error.review.own';
export const REVIEW_TOKEN_REQUIRED = 'error.review.token.required';
export const REVIEW_PHOTO_MISSING = 'error.review.photo.missing';

/** Where an uploaded photo of a review lives in R2 (and under /images): reviews/<invitation>/<uuid>.<ext>. */
export const REVIEW_PHOTO_KEY = /^reviews\/[1-9]\d{0,9}\/[0-9a-f-]{36}\.(jpg|png|webp|gif|avif)$/;

const rankValue = () => requiredInt(RANK_MIN, RANK_MAX);

/** The review a guest sends from the review link. */
export const reviewSubmit = z
  .object(
    {
      ranks: z.object(
        Object.fromEntries(GUEST_RANK_ITEMS.map((item) => [item, rankValue()])) as Record<
          (typeof GUEST_RANK_ITEMS)[number],
          ReturnType<typeof rankValue>
        >,
        { error: typeError },
      ),
      texts: z
        .object(
          Object.fromEntries(
            GUEST_TEXT_ITEMS.map((item) => [
              item,
              optionalText(REVIEW_ITEM_TEXT_MAX_LENGTH, { multiline: true }),
            ]),
          ) as Record<(typeof GUEST_TEXT_ITEMS)[number], ReturnType<typeof optionalText>>,
          { error: typeError },
        )
        .optional()
        .transform((value) => value ?? {}),
      title: optionalText(REVIEW_TITLE_MAX_LENGTH),
      pro: optionalText(REVIEW_TEXT_MAX_LENGTH, { multiline: true }),
      con: optionalText(REVIEW_TEXT_MAX_LENGTH, { multiline: true }),
      hint: optionalText(REVIEW_TEXT_MAX_LENGTH, { multiline: true }),
      anonymous: z.boolean({ error: typeError }),
      showRealName: z.boolean({ error: typeError }),
      showAvatar: z.boolean({ error: typeError }),
      nickname: optionalText(REVIEW_NICKNAME_MAX_LENGTH),
      photos: z
        .array(z.string({ error: typeError }).regex(REVIEW_PHOTO_KEY, ErrorCode.invalid), {
          error: typeError,
        })
        .max(10, 'error.photo.max.count')
        .optional()
        .transform((value) => value ?? []),
    },
    { error: typeError },
  )
  .superRefine((value, ctx) => {
    // Shown under a nickname: the nickname is needed (anonymous reviews and real names need none).
    if (!value.anonymous && !value.showRealName && !value.nickname) {
      ctx.addIssue({ code: 'custom', path: ['nickname'], message: ErrorCode.required });
    }
    if (new Set(value.photos).size !== value.photos.length) {
      ctx.addIssue({ code: 'custom', path: ['photos'], message: ErrorCode.duplicate });
    }
  });
export type ReviewSubmit = z.input<typeof reviewSubmit>;
export type ReviewSubmitParsed = z.output<typeof reviewSubmit>;

export const feedbackSchema = z.strictObject({
  type: z.enum(['RANK', 'TEXT']),
  titleKey: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** A review as the public sees it (the author's privacy already applied by the worker). */
export const publicReview = z.strictObject({
  id: z.number().int(),
  score: z.number(),
  label: z.string(),
  title: z.string().nullable(),
  pro: z.string().nullable(),
  con: z.string().nullable(),
  hint: z.string().nullable(),
  feedbacks: z.array(feedbackSchema),
  photos: z.array(z.strictObject({ url: z.string(), contentType: z.string() })),
  likes: z.number().int(),
  reply: z.strictObject({ response: z.string(), date: z.string().nullable() }).nullable(),
  language: z.string(),
  createdDate: z.string(),
  author: z.strictObject({
    /** Null when anonymous (or shown under a nickname that is empty). */
    name: z.string().nullable(),
    anonymous: z.boolean(),
    showAvatar: z.boolean(),
    /** Where the picture comes from (BODATA-10 Guest or user): uploaded on the portal, Facebook or Google. */
    avatarType: z.enum(AVATAR_TYPES),
    /** URL of the picture when the guest shows one and has one; null otherwise (initials or the default avatar). */
    avatar: z.string().nullable(),
    reviewsCount: z.number().int(),
  }),
  reservation: z.strictObject({ checkin: z.string(), checkout: z.string(), source: z.string() }),
  hotel: z.strictObject({ id: z.number().int(), name: z.string(), ref: z.string() }),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewsSummary = z.strictObject({
  totalReviews: z.number().int(),
  /** Average overall score with one decimal ('gar' of BODATA-10), null without reviews. */
  gar: z.number().nullable(),
  /** Count per labelled score 4..10 (floor of each score, below 4 counted as 4). */
  reviewsScoreMap: z.record(z.string(), z.number().int()),
});
export type ReviewsSummary = z.infer<typeof reviewsSummary>;

export const REVIEW_SORTS = ['newest', 'score'] as const;
export type ReviewSortKey = (typeof REVIEW_SORTS)[number];

export const reviewListQuery = z.object({
  page: z.coerce.number({ error: typeError }).int().min(0).max(10_000).default(0),
  size: z.coerce.number({ error: typeError }).int().min(1).max(50).default(5),
  sort: z.enum(REVIEW_SORTS, { error: typeError }).default('newest'),
  language: z.enum(['en', 'it'], { error: typeError }).default('en'),
});

export const reviewPage = z.strictObject({
  content: z.array(publicReview),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type ReviewPage = z.infer<typeof reviewPage>;

/** What the review link shows: the stay to review, or the review already sent. */
export const reviewInvitationView = z.strictObject({
  state: z.enum(['OPEN', 'USED']),
  hotel: z.strictObject({ id: z.number().int(), name: z.string(), ref: z.string() }),
  stay: z.strictObject({
    code: z.string(),
    checkin: z.string(),
    checkout: z.string(),
    rooms: z.array(z.string()),
  }),
  guest: z.strictObject({ name: z.string(), surname: z.string().nullable() }),
  language: z.string(),
  expiresDate: z.string(),
  review: publicReview.nullable(),
});
export type ReviewInvitationView = z.infer<typeof reviewInvitationView>;

export const reviewIdParams = z.object(
  {
    id: z
      .string({ error: typeError })
      .regex(/^[1-9]\d{0,9}$/, ErrorCode.invalid)
      .transform(Number),
  },
  { error: typeError },
);

export const reviewReport = z.object(
  {
    type: oneOf(REPORT_TYPES),
    note: optionalText(REPORT_NOTE_MAX_LENGTH, { multiline: true }),
  },
  { error: typeError },
);
export type ReviewReport = z.input<typeof reviewReport>;

/** The guest's own likes and reports among a hotel's reviews. */
export const reviewInteractions = z.strictObject({
  liked: z.array(z.number().int()),
  reported: z.array(z.number().int()),
});
export type ReviewInteractions = z.infer<typeof reviewInteractions>;

export const likeResult = z.strictObject({
  id: z.number().int(),
  likes: z.number().int(),
  liked: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResult>;

export const uploadedPhoto = z.strictObject({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedPhoto = z.infer<typeof uploadedPhoto>;

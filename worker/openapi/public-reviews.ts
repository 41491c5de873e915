/**
 * Guest reviews (worker/routes/guest-reviews.ts and review-photos.ts, INSIGHT-1) for the OpenAPI
 * document; appended to `publicOperations` in public.ts. The guest is named by the review link's
 * token in the X-Review-Token header (decision 028), never in a URL.
 */
import { bookingHotelParams } from '../../src/contracts/booking.ts';
import { reviewReportResult } from '../../src/contracts/public-responses.ts';
import {
  likeResult,
  REVIEW_TOKEN_HEADER,
  reviewIdParams,
  reviewInteractions,
  reviewInvitationView,
  reviewListQuery,
  reviewPage,
  reviewReport,
  reviewSubmit,
  reviewsSummary,
  uploadedPhoto,
} from '../../src/contracts/reviews.ts';
import { type HeaderParameter, JSON_WRITE, type OperationSpec } from './registry.ts';

const P = '/api/rs/public';
const TAGS = ['Guest reviews'] as const;
const HOTEL = { idOrAlias: 'ca-dei-dogi-venezia' };
const REVIEW = { id: '1' };
const PUBLIC_LIST = 'no-cache';

const token = (required: boolean, description: string): HeaderParameter => ({
  name: REVIEW_TOKEN_HEADER,
  required,
  description,
  schema: {
    type: 'string',
    pattern: '^[A-Za-z0-9_-]{43}$',
    example: 'h1v0imDhwr6GZTH23JB7RxwDzIC0YklQyfaluW86UbY',
  },
});
const LINK_TOKEN = token(true, 'The token of the review link e-mailed after check-out (`/review#token=…`)');
const GUEST_TOKEN = token(
  true,
  'The token of a review link this guest opened: it identifies the guest who likes or reports',
);

export const reviewOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${P}/hotels/{idOrAlias}/reviews`,
    operationId: 'listHotelReviews',
    summary: "A page of the hotel's guest reviews, those in `language` first, newest or best first",
    description:
      "The author as the guest chose to appear (anonymous: no name; a nickname; or the name and the surname's initial). Answered from the edge cache under the hotel's reviews version, which every new review, reply and like changes (header `X-Reviews-Cache: HIT | MISS`).",
    tags: TAGS,
    access: 'anyone',
    params: bookingHotelParams,
    query: reviewListQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'A page of reviews', schema: reviewPage, cacheControl: PUBLIC_LIST },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${P}/hotels/{idOrAlias}/reviews/summary`,
    operationId: 'getHotelReviewsSummary',
    summary: 'Count, average score (`gar`) and the number of reviews per score 4 to 10',
    tags: TAGS,
    access: 'anyone',
    params: bookingHotelParams,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The summary', schema: reviewsSummary, cacheControl: PUBLIC_LIST },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: `${P}/hotels/{idOrAlias}/reviews/interactions`,
    operationId: 'getMyReviewInteractions',
    summary: "The ids of this hotel's reviews the guest marked helpful and reported",
    tags: TAGS,
    access: 'anyone',
    params: bookingHotelParams,
    pathExamples: HOTEL,
    headers: [GUEST_TOKEN],
    success: {
      status: 200,
      description: "The guest's marks",
      schema: reviewInteractions,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: `${P}/reviews/invitation`,
    operationId: 'getReviewInvitation',
    summary: 'What the review link shows: the stay to review (OPEN) or the review already sent (USED)',
    description:
      '401 `error.review.token.required` without a well-formed token, 404 `error.review.link.unknown` for an unknown one, 410 `error.review.link.expired` when the link expired before a review was sent (links work for 30 days).',
    tags: TAGS,
    access: 'anyone',
    headers: [LINK_TOKEN],
    success: { status: 200, description: 'The link', schema: reviewInvitationView, cacheControl: 'no-store' },
    errors: [401, 404],
  },
  {
    method: 'post',
    path: `${P}/reviews`,
    operationId: 'sendReview',
    summary: 'Send the review of the stay (once); the overall score is the average of the six RANK items',
    description:
      '409 `error.review.already.sent` when this stay was already reviewed (nothing is written); 410 when the link expired. `photos` are keys returned by the photo upload with the same link.',
    tags: TAGS,
    access: 'anyone',
    headers: [LINK_TOKEN],
    body: reviewSubmit,
    bodyExample: {
      ranks: { cleanliness: 9, comfort: 8, location: 10, facilities: 7, staff: 10, value: 8 },
      texts: { room: 'Quiet, on the garden.', breakfast: '' },
      title: 'Frescoes and a quiet garden',
      pro: 'Kind staff and a great position.',
      con: '',
      hint: 'More vegan options at breakfast.',
      anonymous: false,
      showRealName: false,
      showAvatar: true,
      nickname: 'Art lover',
      photos: [],
    },
    success: {
      status: 201,
      description: 'The link, now showing the published review',
      schema: reviewInvitationView,
    },
    errors: [...JSON_WRITE, 401, 404, 409, 429],
  },
  {
    method: 'post',
    path: `${P}/reviews/photos`,
    operationId: 'uploadReviewPhoto',
    summary: 'Upload one photo for the review: the raw image bytes as the request body (not JSON)',
    description:
      'Streamed into R2 under `reviews/{invitation}/`; a Content-Length is required (411 without it). JPEG, PNG, WebP, GIF and AVIF recognised by their first bytes (400 `error.photo.not.image` otherwise); at most 50 MB (413 `error.photo.max.size`), 10 photos (400 `error.photo.max.count`) and 500 MB (400 `error.photo.max.size.total`) per link. Served at `/images/{key}` once the review is published.',
    tags: TAGS,
    access: 'anyone',
    headers: [
      LINK_TOKEN,
      {
        name: 'Content-Length',
        required: true,
        description: 'Size of the photo in bytes (at most 52428800)',
        schema: { type: 'integer', minimum: 1, maximum: 52_428_800 },
      },
    ],
    success: {
      status: 201,
      description: 'The stored photo',
      schema: uploadedPhoto,
      cacheControl: 'no-store',
    },
    errors: [400, 401, 403, 404, 409, 413, 429],
  },
  ...(['put', 'delete'] as const).map(
    (method): OperationSpec => ({
      method,
      path: `${P}/reviews/{id}/like`,
      operationId: method === 'put' ? 'likeReview' : 'unlikeReview',
      summary:
        method === 'put'
          ? 'Mark a review helpful (once per guest: a replay changes nothing)'
          : 'Take back the helpful mark',
      description: "403 `error.review.own` for the guest's own review; 30 likes a minute per guest.",
      tags: TAGS,
      access: 'anyone',
      params: reviewIdParams,
      pathExamples: REVIEW,
      headers: [GUEST_TOKEN],
      success: {
        status: 200,
        description: 'The likes after the change',
        schema: likeResult,
        cacheControl: 'no-store',
      },
      errors: [400, 401, 403, 404, 429],
    }),
  ),
  {
    method: 'post',
    path: `${P}/reviews/{id}/report`,
    operationId: 'reportReview',
    summary:
      'Report a review with a type and an optional note (once per guest: 201 the first time, then 200)',
    tags: TAGS,
    access: 'anyone',
    params: reviewIdParams,
    pathExamples: REVIEW,
    headers: [GUEST_TOKEN],
    body: reviewReport,
    bodyExample: { type: 'SPAM', note: 'Advertises another hotel.' },
    success: { status: 201, description: 'Reported', schema: reviewReportResult, cacheControl: 'no-store' },
    errors: [...JSON_WRITE, 401, 404, 429],
  },
];

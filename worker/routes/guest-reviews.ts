/**
 * Guest reviews, public API (INSIGHT-1; mounted under /api/rs/public):
 * - GET    hotels/{ref}/reviews?page&size&sort=newest|score&language   a page of reviews (cached)
 * - GET    hotels/{ref}/reviews/summary                                 count, average, 4..10 (cached)
 * - GET    hotels/{ref}/reviews/interactions                            the guest's likes and reports
 * - GET    reviews/invitation                                           what the review link shows
 * - POST   reviews                                                      the guest's review (once)
 * - PUT    reviews/{id}/like, DELETE reviews/{id}/like                  like / unlike (once per guest)
 * - POST   reviews/{id}/report                                          report with type and note (once)
 *
 * The guest is identified by the review link's token in the X-Review-Token header, never in a URL
 * (decision 028). Writes are rate-limited per address and per guest. Public lists and the summary
 * are answered from `caches.default` under the hotel's `reviews_version`, which triggers bump on
 * every review, reply and like (migration 0016): a stale answer is never served.
 */
import { type Context, Hono } from 'hono';
import { bookingHotelParams } from '../../src/contracts/booking.ts';
import {
  type LikeResult,
  REVIEW_ALREADY_SENT,
  REVIEW_LINK_EXPIRED,
  REVIEW_LINK_UNKNOWN,
  REVIEW_OWN,
  REVIEW_PHOTO_KEY,
  REVIEW_PHOTO_MISSING,
  REVIEW_TOKEN,
  REVIEW_TOKEN_HEADER,
  REVIEW_TOKEN_REQUIRED,
  type ReviewInteractions,
  type ReviewInvitationView,
  type ReviewPage,
  type ReviewsSummary,
  reviewIdParams,
  reviewListQuery,
  reviewReport,
  reviewSubmit,
} from '../../src/contracts/reviews.ts';
import { GUEST_RANK_ITEMS, invitationState, overallScore } from '../../src/domain/reviews.ts';
import {
  findInvitation,
  findReviewsHotel,
  guestInteractions,
  hotelReviewsTally,
  type InvitationRow,
  insertReport,
  insertReview,
  invitationIdOf,
  type ReviewsHotel,
  reviewOwner,
  roomNames,
  type StoredPhoto,
  setLike,
} from '../data/guest-reviews.ts';
import { whileReviewInvitationOpen } from '../data/notifications.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { edgeCache } from '../middleware/edge-cache.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { notifyHotelStatements } from '../notifications/notify.ts';
import {
  guestReviewDraft,
  hotelReviewsPage,
  publicReview,
  reviewsSummaryView,
} from '../reviews/public-reviews.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;
const noStore = { 'Cache-Control': 'no-store' };
/**
 * Browsers ask again every time (a guest's new like or review shows at once): the answer comes
 * from the edge copy, keyed by the reviews version, which lives 5 minutes at most.
 */
export const PUBLIC_REVIEWS_CACHE = 'no-cache';
const EDGE_CACHE = 'public, max-age=300';
const CACHE_KEY_ORIGIN = 'https://reviews-cache.itaca.internal';

/** Writes of one guest (likes, reports) and of one address, per minute. */
const GUEST_WRITES_PER_MINUTE = 30;
const ADDRESS_WRITES_PER_MINUTE = 120;

const tokenError = (status: 401 | 404 | 410, code: string, message: string) =>
  new ApiError(status, message, [{ field: 'token', code }]);

/** The SHA-256 of the header's token; 401 when it is missing or malformed. */
async function tokenHash(c: Ctx): Promise<string> {
  const token = c.req.header(REVIEW_TOKEN_HEADER)?.trim() ?? '';
  if (!REVIEW_TOKEN.test(token)) {
    throw tokenError(401, REVIEW_TOKEN_REQUIRED, 'The review link is needed for this');
  }
  return sha256Hex(token);
}

async function invitationOf(c: Ctx): Promise<InvitationRow> {
  const invitation = await findInvitation(c.env.DB, await tokenHash(c));
  if (!invitation) throw tokenError(404, REVIEW_LINK_UNKNOWN, 'This review link does not exist');
  return invitation;
}

async function hotelOf(c: Ctx, ref: { id: number | null; alias: string | null }): Promise<ReviewsHotel> {
  const hotel = await findReviewsHotel(c.env.DB, ref);
  if (!hotel) throw notFound('Hotel not found');
  return hotel;
}

/** Answers from the edge cache under the hotel's reviews version, or computes and stores. */
async function cachedJson<T>(c: Ctx, hotel: ReviewsHotel, compute: () => Promise<T>): Promise<Response> {
  const url = new URL(c.req.url);
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = `${CACHE_KEY_ORIGIN}/h/${hotel.id}/${encodeURIComponent(hotel.created)}/v/${hotel.version}${url.pathname}?${new URLSearchParams(query)}`;
  const cache = edgeCache();
  const hit = await cache?.match(key);
  if (hit) {
    const copy = new Response(hit.body, hit);
    copy.headers.set('Cache-Control', PUBLIC_REVIEWS_CACHE);
    copy.headers.set('X-Reviews-Cache', 'HIT');
    return copy;
  }
  const response = c.json(await compute(), 200, { 'Cache-Control': PUBLIC_REVIEWS_CACHE });
  if (cache) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set('Cache-Control', EDGE_CACHE);
    c.executionCtx.waitUntil(cache.put(key, stored).catch(() => {}));
  }
  response.headers.set('X-Reviews-Cache', 'MISS');
  return response;
}

async function guestWriteLimit(c: Ctx, action: string, invitationId: number): Promise<void> {
  await enforceRateLimit(c, action, [
    { key: `guest:${invitationId}`, limit: GUEST_WRITES_PER_MINUTE, windowSeconds: 60 },
    { key: `ip:${clientIp(c)}`, limit: ADDRESS_WRITES_PER_MINUTE, windowSeconds: 60 },
  ]);
}

/** The invitation behind the header's token (any state: an old link still names its guest). */
async function guestOf(c: Ctx): Promise<{ id: number; reservationId: number }> {
  const guest = await invitationIdOf(c.env.DB, await tokenHash(c));
  if (!guest) throw tokenError(404, REVIEW_LINK_UNKNOWN, 'This review link does not exist');
  return guest;
}

async function reviewFor(c: Ctx, id: number, guest: { reservationId: number }) {
  const owner = await reviewOwner(c.env.DB, id);
  if (!owner) throw notFound('Review not found');
  if (owner.reservationId === guest.reservationId) {
    throw new ApiError(403, 'Your own review cannot be liked or reported', [
      { field: 'id', code: REVIEW_OWN },
    ]);
  }
  return owner;
}

/** Checks each uploaded photo in R2: under this link's folder, present, an image (set at upload). */
async function storedPhotos(c: Ctx, invitationId: number, keys: readonly string[]): Promise<StoredPhoto[]> {
  const prefix = `reviews/${invitationId}/`;
  return Promise.all(
    keys.map(async (key, index) => {
      const head =
        REVIEW_PHOTO_KEY.test(key) && key.startsWith(prefix) ? await c.env.GALLERY.head(key) : null;
      const contentType = head?.httpMetadata?.contentType;
      if (!head || !contentType?.startsWith('image/')) {
        throw new ApiError(400, 'A photo was not uploaded with this link', [
          { field: `photos.${index}`, code: REVIEW_PHOTO_MISSING },
        ]);
      }
      return { key, contentType, size: head.size };
    }),
  );
}

async function invitationView(c: Ctx, invitation: InvitationRow): Promise<ReviewInvitationView> {
  const review = invitation.review_id ? await publicReview(c.env.DB, invitation.review_id) : null;
  return {
    state: review ? 'USED' : 'OPEN',
    hotel: { id: invitation.hotel_id, name: invitation.hotel_name, ref: invitation.name_alias },
    stay: {
      code: invitation.code,
      checkin: invitation.checkin,
      checkout: invitation.checkout,
      rooms: roomNames(invitation),
    },
    guest: { name: invitation.guest_name ?? '', surname: invitation.guest_surname },
    language: invitation.language,
    expiresDate: invitation.expires_date,
    review,
  };
}

export const guestReviewRoutes = new Hono<AppEnv>()
  .get(
    '/hotels/:idOrAlias/reviews',
    failureMessage('Error getting reviews'),
    validate('param', bookingHotelParams),
    validate('query', reviewListQuery),
    async (c) => {
      const hotel = await hotelOf(c, c.req.valid('param').idOrAlias);
      const query = c.req.valid('query');
      return cachedJson<ReviewPage>(c, hotel, async () => {
        const { content, totalElements } = await hotelReviewsPage(c.env.DB, hotel.id, query);
        return {
          content,
          totalElements,
          totalPages: Math.ceil(totalElements / query.size),
          number: query.page,
          size: query.size,
        };
      });
    },
  )
  .get(
    '/hotels/:idOrAlias/reviews/summary',
    failureMessage('Error getting reviews summary'),
    validate('param', bookingHotelParams),
    async (c) => {
      const hotel = await hotelOf(c, c.req.valid('param').idOrAlias);
      return cachedJson<ReviewsSummary>(c, hotel, async () =>
        reviewsSummaryView(await hotelReviewsTally(c.env.DB, hotel.id)),
      );
    },
  )
  .get(
    '/hotels/:idOrAlias/reviews/interactions',
    failureMessage('Error getting reviews'),
    validate('param', bookingHotelParams),
    async (c) => {
      const hotel = await hotelOf(c, c.req.valid('param').idOrAlias);
      const guest = await guestOf(c);
      const { liked, reported } = await guestInteractions(c.env.DB, hotel.id, guest.id);
      return c.json<ReviewInteractions>({ liked, reported }, 200, noStore);
    },
  )
  .get('/reviews/invitation', failureMessage('Error getting the review link'), async (c) => {
    const invitation = await invitationOf(c);
    const state = invitationState(
      { expiresDate: invitation.expires_date, usedDate: invitation.used_date },
      new Date(),
    );
    if (state === 'EXPIRED' && !invitation.review_id) {
      throw tokenError(410, REVIEW_LINK_EXPIRED, 'This review link has expired');
    }
    return c.json<ReviewInvitationView>(await invitationView(c, invitation), 200, {
      ...noStore,
      'Referrer-Policy': 'no-referrer',
    });
  })
  .post('/reviews', failureMessage('Error sending the review'), validate('json', reviewSubmit), async (c) => {
    const invitation = await invitationOf(c);
    await enforceRateLimit(c, 'guest-review', [{ key: `ip:${clientIp(c)}`, limit: 20, windowSeconds: 3600 }]);
    const review = c.req.valid('json');
    const alreadySent = () =>
      new ApiError(409, 'A review of this stay was already sent', [
        { field: 'token', code: REVIEW_ALREADY_SENT },
      ]);
    if (invitation.used_date || invitation.review_id) throw alreadySent();
    const now = new Date();
    if (invitationState({ expiresDate: invitation.expires_date, usedDate: null }, now) === 'EXPIRED') {
      throw tokenError(410, REVIEW_LINK_EXPIRED, 'This review link has expired');
    }
    const photos = await storedPhotos(c, invitation.id, review.photos);
    const score = overallScore(GUEST_RANK_ITEMS.map((item) => review.ranks[item])) ?? 0;
    let id: number | null;
    try {
      id = await insertReview(
        c.env.DB,
        {
          invitationId: invitation.id,
          reservationId: invitation.reservation_id,
          score,
          review: guestReviewDraft(review),
          language: invitation.language === 'it' ? 'it' : 'en',
          photos,
          now: now.toISOString(),
        },
        notifyHotelStatements(
          c.env.DB,
          invitation.hotel_id,
          {
            event: 'review.received',
            params: {
              code: invitation.code,
              // Empty for an anonymous guest without a nickname: the message says "an anonymous guest".
              guest: review.anonymous
                ? (review.nickname ?? '')
                : `${invitation.guest_name ?? ''} ${invitation.guest_surname ?? ''}`.trim(),
              score,
            },
          },
          { siteUrl: c.env.SITE_URL, now, when: whileReviewInvitationOpen(invitation.id, now.toISOString()) },
        ),
      );
    } catch (error) {
      // A review of this stay written another way (UNIQUE reservation): the same answer as a resend.
      if (String(error).includes('UNIQUE')) throw alreadySent();
      throw error;
    }
    if (id === null) {
      const latest = await findInvitation(c.env.DB, await tokenHash(c));
      if (latest?.review_id) throw alreadySent();
      throw tokenError(410, REVIEW_LINK_EXPIRED, 'This review link has expired');
    }
    const latest = await findInvitation(c.env.DB, await tokenHash(c));
    if (!latest) throw notFound('Review not found');
    return c.json<ReviewInvitationView>(await invitationView(c, latest), 201, noStore);
  })
  .on(
    ['PUT', 'DELETE'],
    '/reviews/:id/like',
    failureMessage('Error saving the like'),
    validate('param', reviewIdParams),
    async (c) => {
      const { id } = c.req.valid('param');
      const guest = await guestOf(c);
      await reviewFor(c, id, guest);
      await guestWriteLimit(c, 'review-like', guest.id);
      const like = c.req.method === 'PUT';
      const likes = await setLike(c.env.DB, {
        reviewId: id,
        invitationId: guest.id,
        like,
        now: new Date().toISOString(),
      });
      return c.json<LikeResult>({ id, likes, liked: like }, 200, noStore);
    },
  )
  .post(
    '/reviews/:id/report',
    failureMessage('Error sending the report'),
    validate('param', reviewIdParams),
    validate('json', reviewReport),
    async (c) => {
      const { id } = c.req.valid('param');
      const guest = await guestOf(c);
      await reviewFor(c, id, guest);
      await guestWriteLimit(c, 'review-report', guest.id);
      const { type, note } = c.req.valid('json');
      const created = await insertReport(c.env.DB, {
        reviewId: id,
        invitationId: guest.id,
        type,
        note: note ?? null,
        now: new Date().toISOString(),
      });
      return c.json({ id, reported: true, created }, created ? 201 : 200, noStore);
    },
  );

/**
 * The public review answers made from the stored records (worker/data/guest-reviews.ts): the
 * author's public name, the score's label, the storage URLs of photos and avatar, the summary's
 * average and its count per label; and the other way, what a guest's form stores.
 */
import type { PublicReview, ReviewSubmitParsed, ReviewsSummary } from '../../src/contracts/reviews.ts';
import {
  AVATAR_TYPES,
  averageScore,
  feedbackKey,
  GUEST_RANK_ITEMS,
  GUEST_TEXT_ITEMS,
  guestPublicName,
  MAX_LABELLED_SCORE,
  MIN_LABELLED_SCORE,
  scoreLabelKey,
  storageImageUrl,
} from '../../src/domain/reviews.ts';
import {
  findReview,
  type GuestReviewDraft,
  type GuestReviewRecord,
  listHotelReviews,
  type ReviewOrder,
  type ReviewsTally,
  type StoredFeedback,
  storageUrl,
} from '../data/guest-reviews.ts';

/** A review as the public sees it; `storage` is the storage URL without its trailing slash. */
export function publicReviewView(review: GuestReviewRecord, storage: string): PublicReview {
  const { author } = review;
  const name = guestPublicName(
    { name: author.name ?? '', surname: author.surname, nickname: author.nickname },
    { anonymous: author.anonymous, showRealName: author.showRealName },
  );
  const avatar = author.avatarKey?.trim();
  return {
    id: review.id,
    score: review.score,
    label: scoreLabelKey(review.score),
    title: review.title,
    pro: review.pro,
    con: review.con,
    hint: review.hint,
    feedbacks: review.feedbacks,
    photos: review.photos.map((photo) => ({
      url: `${storage}/${photo.key}`,
      contentType: photo.contentType,
    })),
    likes: review.likes,
    reply: review.reply ? { response: review.reply, date: review.replyDate } : null,
    language: review.language,
    createdDate: review.createdDate,
    author: {
      name,
      anonymous: author.anonymous,
      showAvatar: !author.anonymous && author.showAvatar,
      avatarType: AVATAR_TYPES.find((type) => type === author.avatarType) ?? 'PORTAL',
      avatar: avatar ? storageImageUrl(avatar, storage) : null,
      reviewsCount: author.reviewsCount,
    },
    reservation: { checkin: review.stay.checkin, checkout: review.stay.checkout, source: review.stay.source },
    hotel: { id: review.hotel.id, name: review.hotel.name, ref: review.hotel.alias },
  };
}

/** The summary: count, average score (null without reviews) and every labelled score's count, 0 included. */
export function reviewsSummaryView(tally: ReviewsTally): ReviewsSummary {
  const reviewsScoreMap: Record<string, number> = {};
  for (let score = MIN_LABELLED_SCORE; score <= MAX_LABELLED_SCORE; score++) {
    reviewsScoreMap[String(score)] = tally.byLabel.get(score) ?? 0;
  }
  return {
    totalReviews: tally.count,
    gar: averageScore(tally.scoreTenths, tally.count),
    reviewsScoreMap,
  };
}

/** The feedbacks as stored: every RANK item, then every TEXT item (null when left empty). */
export function feedbacksOf(review: ReviewSubmitParsed): StoredFeedback[] {
  const texts = review.texts as Partial<Record<string, string | undefined>>;
  return [
    ...GUEST_RANK_ITEMS.map((item) => ({
      type: 'RANK' as const,
      titleKey: feedbackKey(item),
      value: review.ranks[item],
    })),
    ...GUEST_TEXT_ITEMS.map((item) => ({
      type: 'TEXT' as const,
      titleKey: feedbackKey(item),
      value: texts[item] ?? null,
    })),
  ];
}

/** What the guest's validated form stores. */
export function guestReviewDraft(review: ReviewSubmitParsed): GuestReviewDraft {
  return {
    title: review.title ?? null,
    pro: review.pro ?? null,
    con: review.con ?? null,
    hint: review.hint ?? null,
    feedbacks: feedbacksOf(review),
    nickname: review.nickname ?? null,
    anonymous: review.anonymous,
    showRealName: review.showRealName,
    showAvatar: review.showAvatar,
  };
}

/** One page of a hotel's public reviews and how many it has. */
export async function hotelReviewsPage(
  db: D1Database,
  hotelId: number,
  options: { page: number; size: number; sort: ReviewOrder; language: string },
): Promise<{ content: PublicReview[]; totalElements: number }> {
  const [page, storage] = await Promise.all([listHotelReviews(db, hotelId, options), storageUrl(db)]);
  return { content: page.rows.map((review) => publicReviewView(review, storage)), totalElements: page.total };
}

/** One published review as the public sees it, or null. */
export async function publicReview(db: D1Database, id: number): Promise<PublicReview | null> {
  const [review, storage] = await Promise.all([findReview(db, id), storageUrl(db)]);
  return review ? publicReviewView(review, storage) : null;
}

/**
 * Guest reviews in D1 (migrations 0015 and 0016): the public list and summary of a hotel, the
 * review link's invitation, the guarded write of a review with its photos, likes and reports.
 * The author's privacy is applied in SQL: a real name never leaves the database unless the guest
 * chose to show it, a nickname never when the review is anonymous. It returns records; the
 * public answers are made from them in worker/reviews/public-reviews.ts.
 */

import { MAX_LABELLED_SCORE, MIN_LABELLED_SCORE } from '../../src/domain/reviews.ts';
import type { RowsPage } from './paging.ts';

/** One answer of the review's form as stored: a score (RANK) or a text (TEXT), null when left empty. */
export type StoredFeedback = { type: 'RANK' | 'TEXT'; titleKey: string; value: number | string | null };

/** What the guest wrote: the free texts (null when left empty) and the form's answers. */
export type GuestReviewTexts = {
  title: string | null;
  pro: string | null;
  con: string | null;
  hint: string | null;
  feedbacks: StoredFeedback[];
};

/**
 * A published review as stored, its author's private parts already NULL unless the guest allowed
 * them (the real name, the nickname, the avatar's storage key).
 */
export type GuestReviewRecord = GuestReviewTexts & {
  id: number;
  score: number;
  /** Storage keys of the photos, in their order. */
  photos: { key: string; contentType: string }[];
  likes: number;
  reply: string | null;
  replyDate: string | null;
  language: string;
  createdDate: string;
  author: {
    name: string | null;
    surname: string | null;
    nickname: string | null;
    anonymous: boolean;
    showRealName: boolean;
    showAvatar: boolean;
    avatarType: string;
    avatarKey: string | null;
    /** How many reviews the guest's e-mail wrote (0 for an anonymous review). */
    reviewsCount: number;
  };
  stay: { checkin: string; checkout: string; source: string };
  hotel: { id: number; name: string; alias: string };
};

/** A hotel's reviews in numbers: how many, the sum of their scores in tenths, the count per label. */
export type ReviewsTally = {
  count: number;
  scoreTenths: number;
  /** Labelled score (MIN_LABELLED_SCORE..MAX_LABELLED_SCORE) → reviews; labels without any absent. */
  byLabel: Map<number, number>;
};

/** The orders a hotel's reviews are listed in. */
export type ReviewOrder = 'newest' | 'score';

/** What a guest's review stores besides its score: the form's answers, checked above. */
export type GuestReviewDraft = GuestReviewTexts & {
  nickname: string | null;
  anonymous: boolean;
  showRealName: boolean;
  showAvatar: boolean;
};

/** The reviews of a hotel one guest liked and reported, by id. */
export type GuestInteractionsRecord = { liked: number[]; reported: number[] };

/** A hotel as the public review routes name it, with the key of its reviews cache. */
export type ReviewsHotel = { id: number; name: string; alias: string; version: number; created: string };

export async function findReviewsHotel(
  db: D1Database,
  ref: { id: number | null; alias: string | null },
): Promise<ReviewsHotel | null> {
  const row = await db
    .prepare(
      `SELECT id, name, name_alias, reviews_version, created_date FROM hotels
       WHERE (id = ?1 OR name_alias = ?2) AND enabled = 1 LIMIT 1`,
    )
    .bind(ref.id, ref.alias)
    .first<{ id: number; name: string; name_alias: string; reviews_version: number; created_date: string }>();
  return row
    ? {
        id: row.id,
        name: row.name,
        alias: row.name_alias,
        version: row.reviews_version,
        created: row.created_date,
      }
    : null;
}

type ReviewRow = {
  id: number;
  score: number;
  title: string | null;
  pro: string | null;
  con: string | null;
  hint: string | null;
  feedbacks_json: string;
  language: string;
  created_date: string;
  anonymous: number;
  show_real_name: number;
  show_avatar: number;
  avatar_type: string;
  avatar: string | null;
  author_name: string | null;
  author_surname: string | null;
  nickname: string | null;
  reply: string | null;
  reply_date: string | null;
  checkin: string;
  checkout: string;
  source: string;
  hotel_id: number;
  hotel_name: string;
  name_alias: string;
  likes: number;
  photos_json: string;
  reviews_count: number;
};

/** The columns of a public review; private parts are NULL unless the guest allowed them. */
const REVIEW_SELECT = `SELECT r.id, r.score, r.title, r.pro, r.con, r.hint, r.feedbacks_json, r.language, r.created_date,
    r.anonymous, r.show_real_name, r.show_avatar, r.avatar_type,
    CASE WHEN r.anonymous = 0 AND r.show_avatar = 1 THEN r.avatar END AS avatar,
    CASE WHEN r.anonymous = 0 AND r.show_real_name = 1 THEN r.author_name END AS author_name,
    CASE WHEN r.anonymous = 0 AND r.show_real_name = 1 THEN r.author_surname END AS author_surname,
    CASE WHEN r.anonymous = 0 AND r.show_real_name = 0 THEN r.nickname END AS nickname,
    r.reply, r.reply_date, res.checkin, res.checkout, res.source,
    h.id AS hotel_id, h.name AS hotel_name, h.name_alias,
    (SELECT COUNT(*) FROM guest_review_likes l WHERE l.review_id = r.id) AS likes,
    (SELECT json_group_array(json_object('key', p.object_key, 'type', p.content_type))
       FROM (SELECT object_key, content_type FROM guest_review_photos WHERE review_id = r.id ORDER BY position, id) p)
      AS photos_json,
    CASE WHEN r.anonymous = 1 THEN 0 ELSE
      (SELECT COUNT(*) FROM guest_reviews o JOIN reservations ro ON ro.id = o.reservation_id
        WHERE ro.guest_email = res.guest_email) END AS reviews_count
  FROM guest_reviews r
  JOIN reservations res ON res.id = r.reservation_id
  JOIN hotels h ON h.id = r.hotel_id`;

function parseJsonArray(text: string | null): unknown[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function toFeedbacks(text: string): StoredFeedback[] {
  return parseJsonArray(text).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { type, titleKey, value } = item as Record<string, unknown>;
    if ((type !== 'RANK' && type !== 'TEXT') || typeof titleKey !== 'string') return [];
    const ok = value === null || typeof value === 'number' || typeof value === 'string';
    return [{ type, titleKey, value: ok ? (value as StoredFeedback['value']) : null }];
  });
}

function toReview(row: ReviewRow): GuestReviewRecord {
  const photos = parseJsonArray(row.photos_json).flatMap((photo) => {
    const { key, type } = (photo ?? {}) as Record<string, unknown>;
    return typeof key === 'string' && typeof type === 'string' ? [{ key, contentType: type }] : [];
  });
  return {
    id: row.id,
    score: row.score,
    title: row.title,
    pro: row.pro,
    con: row.con,
    hint: row.hint,
    feedbacks: toFeedbacks(row.feedbacks_json),
    photos,
    likes: row.likes,
    reply: row.reply,
    replyDate: row.reply_date,
    language: row.language,
    createdDate: row.created_date,
    author: {
      name: row.author_name,
      surname: row.author_surname,
      nickname: row.nickname,
      anonymous: row.anonymous === 1,
      showRealName: row.show_real_name === 1,
      showAvatar: row.show_avatar === 1,
      avatarType: row.avatar_type,
      avatarKey: row.avatar,
      reviewsCount: row.reviews_count,
    },
    stay: { checkin: row.checkin, checkout: row.checkout, source: row.source },
    hotel: { id: row.hotel_id, name: row.hotel_name, alias: row.name_alias },
  };
}

/** The storage url (GET /api/rs/public/storage) without its trailing slash. */
export async function storageUrl(db: D1Database): Promise<string> {
  const row = await db
    .prepare(`SELECT json_extract(value_json, '$.url') AS url FROM app_config WHERE key = 'storage'`)
    .first<{ url: unknown }>();
  const url = typeof row?.url === 'string' ? row.url : '/images';
  return url.replace(/\/+$/, '');
}

const ORDERS: Record<ReviewOrder, string> = {
  newest: 'r.created_date DESC, r.id DESC',
  score: 'r.score DESC, r.created_date DESC, r.id DESC',
};

/** One page of a hotel's reviews, those in `language` first, then by the order asked. */
export async function listHotelReviews(
  db: D1Database,
  hotelId: number,
  options: { page: number; size: number; sort: ReviewOrder; language: string },
): Promise<RowsPage<GuestReviewRecord>> {
  const [count, rows] = await Promise.all([
    db
      .prepare('SELECT COUNT(*) AS total FROM guest_reviews WHERE hotel_id = ?')
      .bind(hotelId)
      .first<{ total: number }>(),
    db
      .prepare(
        `${REVIEW_SELECT} WHERE r.hotel_id = ?1
         ORDER BY CASE WHEN r.language = ?2 THEN 0 ELSE 1 END, ${ORDERS[options.sort]} LIMIT ?3 OFFSET ?4`,
      )
      .bind(hotelId, options.language, options.size, options.page * options.size)
      .all<ReviewRow>(),
  ]);
  return { rows: rows.results.map(toReview), total: count?.total ?? 0 };
}

export async function findReview(db: D1Database, id: number): Promise<GuestReviewRecord | null> {
  const row = await db.prepare(`${REVIEW_SELECT} WHERE r.id = ?`).bind(id).first<ReviewRow>();
  return row ? toReview(row) : null;
}

/** How many reviews the hotel has, their scores' sum in tenths and the count per labelled score. */
export async function hotelReviewsTally(db: D1Database, hotelId: number): Promise<ReviewsTally> {
  const [totals, buckets] = await db.batch<Record<string, number | null>>([
    db
      .prepare(
        'SELECT COUNT(*) AS total, SUM(CAST(ROUND(score * 10) AS INTEGER)) AS tenths FROM guest_reviews WHERE hotel_id = ?',
      )
      .bind(hotelId),
    db
      .prepare(
        `SELECT MIN(MAX(CAST(score AS INTEGER), ?2), ?3) AS label, COUNT(*) AS n FROM guest_reviews
         WHERE hotel_id = ?1 GROUP BY label`,
      )
      .bind(hotelId, MIN_LABELLED_SCORE, MAX_LABELLED_SCORE),
  ]);
  const total = totals?.results[0] as { total: number; tenths: number | null } | undefined;
  const byLabel = new Map(
    ((buckets?.results ?? []) as { label: number; n: number }[]).map((row) => [row.label, row.n]),
  );
  return { count: total?.total ?? 0, scoreTenths: total?.tenths ?? 0, byLabel };
}

/** A review link's invitation with the stay it is for. */
export type InvitationRow = {
  id: number;
  reservation_id: number;
  hotel_id: number;
  expires_date: string;
  used_date: string | null;
  code: string;
  checkin: string;
  checkout: string;
  language: string;
  guest_name: string | null;
  guest_surname: string | null;
  hotel_name: string;
  name_alias: string;
  rooms_json: string;
  review_id: number | null;
};

export async function findInvitation(db: D1Database, tokenHash: string): Promise<InvitationRow | null> {
  return db
    .prepare(
      `SELECT i.id, i.reservation_id, i.hotel_id, i.expires_date, i.used_date, res.code, res.checkin, res.checkout,
         res.language, json_extract(res.guest_json, '$.name') AS guest_name,
         json_extract(res.guest_json, '$.surname') AS guest_surname, h.name AS hotel_name, h.name_alias,
         (SELECT json_group_array(COALESCE(json_extract(rt.name_json, '$.' || res.language),
             json_extract(rt.name_json, '$.en'), rt.name_key))
            FROM (SELECT room_type_id FROM reservation_rooms WHERE reservation_id = res.id ORDER BY position, id) rr
            JOIN room_types rt ON rt.id = rr.room_type_id) AS rooms_json,
         (SELECT g.id FROM guest_reviews g WHERE g.reservation_id = res.id) AS review_id
       FROM review_invitations i
       JOIN reservations res ON res.id = i.reservation_id
       JOIN hotels h ON h.id = i.hotel_id
       WHERE i.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<InvitationRow>();
}

export function roomNames(row: Pick<InvitationRow, 'rooms_json'>): string[] {
  return parseJsonArray(row.rooms_json).filter((name): name is string => typeof name === 'string');
}

/** A photo the guest uploaded, checked in R2 before the review is written. */
export type StoredPhoto = { key: string; contentType: string; size: number };

/**
 * Writes the review, its photos and marks the link used in one batch, each statement guarded by
 * the invitation being still unused and unexpired: false when another send won or the link expired
 * meanwhile (nothing written then).
 */
export async function insertReview(
  db: D1Database,
  input: {
    invitationId: number;
    reservationId: number;
    score: number;
    review: GuestReviewDraft;
    language: string;
    photos: readonly StoredPhoto[];
    now: string;
  },
  /** Written with the review, before the statement that uses the invitation (the hotel's notice). */
  also: readonly D1PreparedStatement[] = [],
): Promise<number | null> {
  const { invitationId, reservationId, review, now } = input;
  const open = `EXISTS (SELECT 1 FROM review_invitations WHERE id = ?1 AND used_date IS NULL AND expires_date > ?2)`;
  const statements = [
    db
      .prepare(
        `INSERT INTO guest_reviews (hotel_id, reservation_id, language, score, title, pro, con, hint, feedbacks_json,
           author_name, author_surname, nickname, anonymous, show_real_name, show_avatar, created_date)
         SELECT res.hotel_id, res.id, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
           COALESCE(json_extract(res.guest_json, '$.name'), ''), json_extract(res.guest_json, '$.surname'),
           ?10, ?11, ?12, ?13, ?2
         FROM reservations res WHERE res.id = ?14 AND ${open}`,
      )
      .bind(
        invitationId,
        now,
        input.language,
        input.score,
        review.title,
        review.pro,
        review.con,
        review.hint,
        JSON.stringify(review.feedbacks),
        review.nickname,
        review.anonymous ? 1 : 0,
        review.showRealName ? 1 : 0,
        review.showAvatar ? 1 : 0,
        reservationId,
      ),
    ...input.photos.map((photo, position) =>
      db
        .prepare(
          `INSERT INTO guest_review_photos (review_id, position, object_key, content_type, size)
           SELECT g.id, ?3, ?4, ?5, ?6 FROM guest_reviews g WHERE g.reservation_id = ?7 AND ${open}`,
        )
        .bind(invitationId, now, position, photo.key, photo.contentType, photo.size, reservationId),
    ),
    ...also,
    db
      .prepare(
        `UPDATE review_invitations SET used_date = ?2 WHERE id = ?1 AND used_date IS NULL AND expires_date > ?2`,
      )
      .bind(invitationId, now),
  ];
  const results = await db.batch(statements);
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) return null;
  const row = await db
    .prepare('SELECT id FROM guest_reviews WHERE reservation_id = ?')
    .bind(reservationId)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The review's hotel and the reservation it is about (null when there is no such review). */
export async function reviewOwner(
  db: D1Database,
  reviewId: number,
): Promise<{ hotelId: number; reservationId: number } | null> {
  const row = await db
    .prepare('SELECT hotel_id, reservation_id FROM guest_reviews WHERE id = ?')
    .bind(reviewId)
    .first<{ hotel_id: number; reservation_id: number }>();
  return row ? { hotelId: row.hotel_id, reservationId: row.reservation_id } : null;
}

/**
 * Likes (or unlikes) a review for one guest; the primary key (review, invitation) makes a replayed
 * like count once. Returns the review's likes after the change.
 */
export async function setLike(
  db: D1Database,
  input: { reviewId: number; invitationId: number; like: boolean; now: string },
): Promise<number> {
  const write = input.like
    ? db
        .prepare(
          'INSERT OR IGNORE INTO guest_review_likes (review_id, invitation_id, created_date) VALUES (?1, ?2, ?3)',
        )
        .bind(input.reviewId, input.invitationId, input.now)
    : db
        .prepare('DELETE FROM guest_review_likes WHERE review_id = ?1 AND invitation_id = ?2')
        .bind(input.reviewId, input.invitationId);
  const [, count] = await db.batch<{ likes: number }>([
    write,
    db.prepare('SELECT COUNT(*) AS likes FROM guest_review_likes WHERE review_id = ?').bind(input.reviewId),
  ]);
  return (count?.results[0] as { likes: number } | undefined)?.likes ?? 0;
}

/** Records a guest's report once (a replay or a second report keeps the first). True when new. */
export async function insertReport(
  db: D1Database,
  input: { reviewId: number; invitationId: number; type: string; note: string | null; now: string },
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT OR IGNORE INTO guest_review_reports (review_id, invitation_id, report_type, report_note, created_date)
       VALUES (?1, ?2, ?3, ?4, ?5)`,
    )
    .bind(input.reviewId, input.invitationId, input.type, input.note, input.now)
    .run();
  return result.meta.changes === 1;
}

/** The reviews of a hotel this guest liked and reported. */
export async function guestInteractions(
  db: D1Database,
  hotelId: number,
  invitationId: number,
): Promise<GuestInteractionsRecord> {
  const [likes, reports] = await db.batch<{ review_id: number }>([
    db
      .prepare(
        `SELECT l.review_id FROM guest_review_likes l JOIN guest_reviews r ON r.id = l.review_id
         WHERE l.invitation_id = ?1 AND r.hotel_id = ?2 ORDER BY l.review_id`,
      )
      .bind(invitationId, hotelId),
    db
      .prepare(
        `SELECT p.review_id FROM guest_review_reports p JOIN guest_reviews r ON r.id = p.review_id
         WHERE p.invitation_id = ?1 AND r.hotel_id = ?2 ORDER BY p.review_id`,
      )
      .bind(invitationId, hotelId),
  ]);
  return {
    liked: (likes?.results ?? []).map((row) => row.review_id),
    reported: (reports?.results ?? []).map((row) => row.review_id),
  };
}

/** Invitation id for a token hash (any state: an old link still identifies its guest for likes). */
export async function invitationIdOf(
  db: D1Database,
  tokenHash: string,
): Promise<{ id: number; reservationId: number } | null> {
  const row = await db
    .prepare('SELECT id, reservation_id FROM review_invitations WHERE token_hash = ?')
    .bind(tokenHash)
    .first<{ id: number; reservation_id: number }>();
  return row ? { id: row.id, reservationId: row.reservation_id } : null;
}

/** True when the R2 key belongs to a published review (photos are served only then). */
export async function isPublishedPhoto(db: D1Database, key: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS ok FROM guest_review_photos WHERE object_key = ?')
    .bind(key)
    .first();
  return row !== null;
}

/**
 * The hotel's guest reviews as the back office reads them, and the hotel's reply (INSIGHT-1,
 * migration 0015). One batch per read: the page, its count and the summary. A reply is one
 * guarded UPDATE on the review's version (`meta.changes` tells whether it won).
 */

import { publishedAuthor, type ReviewSort } from '../../src/domain/review-replies.ts';
import { averageScore } from '../../src/domain/reviews.ts';
import type { RowsPage } from './paging.ts';
import { parseJson } from './stored-documents.ts';

/** A guest review of the hotel as the staff reads it: its stay, likes, reports and the hotel's reply. */
export type HotelReviewRecord = {
  id: number;
  version: number;
  language: string;
  score: number;
  title: string | null;
  pro: string | null;
  con: string | null;
  hint: string | null;
  /** RANK: 0..10; TEXT: the guest's words, or null. */
  feedbacks: { type: 'RANK' | 'TEXT'; titleKey: string; value: number | string | null }[];
  /** As published: null when anonymous. */
  author: string | null;
  createdDate: string;
  stay: { code: string; checkin: string; checkout: string; source: string };
  likes: number;
  reports: { type: string; note: string | null; date: string }[];
  reply: { text: string; date: string | null } | null;
};

/** The hotel's reviews in figures: count, average, count per score band 4..10, reported, unanswered. */
export type ReviewsSummaryRecord = {
  totalReviews: number;
  gar: number | null;
  reviewsScoreMap: { key: number; value: number }[];
  reportedReviews: number;
  unanswered: number;
};

/** Which reviews to read, checked above: a page, its order, and the filters (null: any). */
export type HotelReviewFilter = {
  page: number;
  size: number;
  sort: ReviewSort;
  score: number | null;
  replied: boolean | null;
  reported: boolean | null;
  language: string | null;
};

type ReviewRow = {
  id: number;
  version: number;
  language: string;
  score: number;
  title: string | null;
  pro: string | null;
  con: string | null;
  hint: string | null;
  feedbacks_json: string;
  author_name: string;
  author_surname: string | null;
  nickname: string | null;
  anonymous: number;
  show_real_name: number;
  created_date: string;
  reply: string | null;
  reply_date: string | null;
  code: string;
  checkin: string;
  checkout: string;
  source: string;
  likes: number;
  reports_json: string;
};

const SELECT = `
  SELECT g.id, g.version, g.language, g.score, g.title, g.pro, g.con, g.hint, g.feedbacks_json,
         g.author_name, g.author_surname, g.nickname, g.anonymous, g.show_real_name, g.created_date,
         g.reply, g.reply_date, r.code, r.checkin, r.checkout, r.source,
         (SELECT COUNT(*) FROM guest_review_likes l WHERE l.review_id = g.id) AS likes,
         (SELECT json_group_array(json_object('type', p.report_type, 'note', p.report_note, 'date', p.created_date))
            FROM (SELECT * FROM guest_review_reports WHERE review_id = g.id ORDER BY created_date) p) AS reports_json
  FROM guest_reviews g
  JOIN reservations r ON r.id = g.reservation_id`;

/** The band of the summary (the label's score, 4..10) in SQL, as `scoreBand` computes it. */
const BAND = 'max(4, min(10, CAST(g.score AS INTEGER)))';

const FILTER = `
  WHERE g.hotel_id = ?1
    AND (?2 IS NULL OR ${BAND} = ?2)
    AND (?3 IS NULL OR (g.reply IS NOT NULL) = ?3)
    AND (?4 IS NULL OR EXISTS (SELECT 1 FROM guest_review_reports p WHERE p.review_id = g.id) = ?4)
    AND (?5 IS NULL OR g.language = ?5)`;

const ORDER: Record<ReviewSort, string> = {
  NEWEST: 'g.created_date DESC, g.id DESC',
  OLDEST: 'g.created_date ASC, g.id ASC',
  SCORE_HIGH: 'g.score DESC, g.created_date DESC, g.id DESC',
  SCORE_LOW: 'g.score ASC, g.created_date DESC, g.id DESC',
};

const SUMMARY = `
  SELECT ${BAND} AS band, COUNT(*) AS n, SUM(CAST(ROUND(g.score * 10) AS INTEGER)) AS tenths,
         SUM(g.reply IS NULL) AS unanswered,
         SUM(EXISTS (SELECT 1 FROM guest_review_reports p WHERE p.review_id = g.id)) AS reported
  FROM guest_reviews g WHERE g.hotel_id = ? GROUP BY band`;

type SummaryRow = { band: number; n: number; tenths: number; unanswered: number; reported: number };

function toReview(row: ReviewRow): HotelReviewRecord {
  const author = publishedAuthor({
    name: row.author_name,
    surname: row.author_surname,
    nickname: row.nickname,
    anonymous: row.anonymous === 1,
    showRealName: row.show_real_name === 1,
  });
  return {
    id: row.id,
    version: row.version,
    language: row.language,
    score: row.score,
    title: row.title,
    pro: row.pro,
    con: row.con,
    hint: row.hint,
    feedbacks: parseJson<HotelReviewRecord['feedbacks']>(row.feedbacks_json, []),
    author: author.kind === 'named' ? author.name : null,
    createdDate: row.created_date,
    stay: { code: row.code, checkin: row.checkin, checkout: row.checkout, source: row.source },
    likes: row.likes,
    reports: parseJson<HotelReviewRecord['reports']>(row.reports_json, []),
    reply: row.reply === null ? null : { text: row.reply, date: row.reply_date },
  };
}

function summaryOf(rows: SummaryRow[]): ReviewsSummaryRecord {
  const totalReviews = rows.reduce((sum, row) => sum + row.n, 0);
  const tenths = rows.reduce((sum, row) => sum + row.tenths, 0);
  const byBand = new Map(rows.map((row) => [row.band, row.n]));
  return {
    totalReviews,
    gar: averageScore(tenths, totalReviews),
    reviewsScoreMap: [4, 5, 6, 7, 8, 9, 10].map((key) => ({ key, value: byBand.get(key) ?? 0 })),
    reportedReviews: rows.reduce((sum, row) => sum + row.reported, 0),
    unanswered: rows.reduce((sum, row) => sum + row.unanswered, 0),
  };
}

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** A page of the hotel's reviews (filtered, sorted) with the hotel's whole summary. */
export async function listHotelReviews(
  db: D1Database,
  hotelId: number,
  query: HotelReviewFilter,
): Promise<RowsPage<HotelReviewRecord> & { summary: ReviewsSummaryRecord }> {
  const filter = [hotelId, query.score, flag(query.replied), flag(query.reported), query.language];
  const [page, count, summary] = await db.batch<unknown>([
    db
      .prepare(`${SELECT} ${FILTER} ORDER BY ${ORDER[query.sort]} LIMIT ?6 OFFSET ?7`)
      .bind(...filter, query.size, query.page * query.size),
    db.prepare(`SELECT COUNT(*) AS n FROM guest_reviews g ${FILTER}`).bind(...filter),
    db.prepare(SUMMARY).bind(hotelId),
  ]);
  return {
    rows: ((page?.results ?? []) as ReviewRow[]).map(toReview),
    total: ((count?.results[0] as { n: number } | undefined)?.n ?? 0) as number,
    summary: summaryOf((summary?.results ?? []) as SummaryRow[]),
  };
}

/** One review of the hotel, or null. */
export async function findHotelReview(
  db: D1Database,
  hotelId: number,
  reviewId: number,
): Promise<HotelReviewRecord | null> {
  const row = await db
    .prepare(`${SELECT} WHERE g.hotel_id = ? AND g.id = ?`)
    .bind(hotelId, reviewId)
    .first<ReviewRow>();
  return row ? toReview(row) : null;
}

/**
 * Publishes (or replaces) the hotel's reply when the review is still at `version`; the version is
 * bumped. Resolves to 'saved', or 'stale' when it is at another version, or 'missing'.
 */
export async function saveReviewReply(
  db: D1Database,
  input: { hotelId: number; reviewId: number; version: number; text: string; date: string },
): Promise<'saved' | 'stale' | 'missing'> {
  // RETURNING, not meta.changes: D1 counts the rows the reviews-version trigger (0016) changes too.
  const saved = await db
    .prepare(
      `UPDATE guest_reviews SET reply = ?, reply_date = ?, version = version + 1
       WHERE id = ? AND hotel_id = ? AND version = ?
       RETURNING id`,
    )
    .bind(input.text, input.date, input.reviewId, input.hotelId, input.version)
    .first();
  if (saved) return 'saved';
  const exists = await db
    .prepare('SELECT 1 AS found FROM guest_reviews WHERE id = ? AND hotel_id = ?')
    .bind(input.reviewId, input.hotelId)
    .first();
  return exists ? 'stale' : 'missing';
}

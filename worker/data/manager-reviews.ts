import { publicReviewerName, scoreLabelKey } from '../../src/domain/reviews.ts';
import type { AvatarType, Language, ManagerReview } from '../../src/domain/types.ts';
import type { RowsPage } from './paging.ts';

export type ReviewSortField = 'createdDate' | 'score' | 'id';
export type ReviewSort = { field: ReviewSortField; direction: 'asc' | 'desc' }[];

type ReviewRow = {
  id: number;
  score: number;
  title: string | null;
  pro: string;
  feedbacks_json: string;
  hotel_name: string | null;
  language: Language;
  created_date: string;
  show_real_name: number;
  /** NULL unless show_real_name: the real name never leaves the database otherwise. */
  manager_name: string | null;
  manager_surname: string | null;
  nickname: string | null;
  avatar_type: AvatarType;
  avatar: string | null;
  facebook_image: string | null;
  google_image: string | null;
};

/** The columns of a public review; real name and surname only when the reviewer allows it. */
const COLUMNS = `id, score, title, pro, feedbacks_json, hotel_name, language, created_date, show_real_name,
  CASE WHEN show_real_name = 1 THEN manager_name END AS manager_name,
  CASE WHEN show_real_name = 1 THEN manager_surname END AS manager_surname,
  nickname, avatar_type, avatar, facebook_image, google_image`;

const SORT_COLUMNS: Record<ReviewSortField, string> = {
  createdDate: 'created_date',
  score: 'score',
  id: 'id',
};

/** ORDER BY from the requested orders (default createdDate desc), always ending with id desc. */
function orderBy(sort: ReviewSort): string {
  const orders = sort.length > 0 ? sort : [{ field: 'createdDate' as const, direction: 'desc' as const }];
  const parts = orders.map((o) => `${SORT_COLUMNS[o.field]} ${o.direction === 'desc' ? 'DESC' : 'ASC'}`);
  if (!orders.some((o) => o.field === 'id')) parts.push('id DESC');
  return parts.join(', ');
}

function parseFeedbacks(text: string): ManagerReview['feedbacks'] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ManagerReview['feedbacks']) : [];
  } catch {
    return [];
  }
}

function toReview(row: ReviewRow): ManagerReview {
  const showRealName = row.show_real_name === 1;
  const { name, surname } = publicReviewerName({
    name: row.manager_name ?? '',
    surname: row.manager_surname,
    nickname: row.nickname,
    showRealName,
  });
  return {
    id: row.id,
    score: row.score,
    label: scoreLabelKey(row.score),
    title: row.title,
    pro: row.pro,
    feedbacks: parseFeedbacks(row.feedbacks_json),
    hotelName: row.hotel_name,
    language: row.language,
    createdDate: row.created_date,
    manager: {
      name,
      surname,
      avatarType: row.avatar_type,
      avatar: row.avatar,
      facebookImage: row.facebook_image,
      googleImage: row.google_image,
    },
    reviewSettings: { showRealName },
  };
}

/** One page of reviews, newest first by default. */
export async function listManagerReviews(
  db: D1Database,
  page: number,
  size: number,
  sort: ReviewSort,
): Promise<RowsPage<ManagerReview>> {
  const [count, rows] = await db.batch<{ total: number } | ReviewRow>([
    db.prepare('SELECT COUNT(*) AS total FROM manager_reviews'),
    db
      .prepare(`SELECT ${COLUMNS} FROM manager_reviews ORDER BY ${orderBy(sort)} LIMIT ?1 OFFSET ?2`)
      .bind(size, page * size),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { rows: ((rows?.results ?? []) as ReviewRow[]).map(toReview), total };
}

/** Up to `size` distinct reviews in random order. */
export async function shuffleManagerReviews(db: D1Database, size: number): Promise<ManagerReview[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM manager_reviews ORDER BY random() LIMIT ?1`)
    .bind(size)
    .all<ReviewRow>();
  return results.map(toReview);
}

export async function findManagerReview(db: D1Database, id: number): Promise<ManagerReview | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM manager_reviews WHERE id = ?1`)
    .bind(id)
    .first<ReviewRow>();
  return row ? toReview(row) : null;
}

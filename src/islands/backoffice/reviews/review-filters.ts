/**
 * The reviews list's filters as they live in the address (`/secure/reviews?score=9&replied=false
 * &reported=true&language=it&sort=SCORE_LOW`): shareable, the back button returns to the previous
 * ones. Unknown or malformed values are dropped, never sent to the API.
 */
import {
  REVIEW_LANGUAGES,
  REVIEW_SCORE_BANDS,
  REVIEW_SORTS,
  type ReviewSort,
} from '../../../domain/review-replies.ts';

export type ReviewFilters = {
  score: number | null;
  replied: boolean | null;
  reported: boolean | null;
  language: (typeof REVIEW_LANGUAGES)[number] | null;
  sort: ReviewSort;
};

export const NO_REVIEW_FILTERS: ReviewFilters = {
  score: null,
  replied: null,
  reported: null,
  language: null,
  sort: 'NEWEST',
};

const flag = (value: string | null): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null;

/** The filters of an address's query (invalid values ignored). */
export function reviewFiltersFromQuery(query: URLSearchParams): ReviewFilters {
  const score = Number(query.get('score'));
  const language = query.get('language');
  const sort = query.get('sort');
  return {
    score: (REVIEW_SCORE_BANDS as readonly number[]).includes(score) ? score : null,
    replied: flag(query.get('replied')),
    reported: flag(query.get('reported')),
    language: (REVIEW_LANGUAGES as readonly (string | null)[]).includes(language)
      ? (language as ReviewFilters['language'])
      : null,
    sort: (REVIEW_SORTS as readonly (string | null)[]).includes(sort) ? (sort as ReviewSort) : 'NEWEST',
  };
}

/** The query of the filters: only what differs from no filters, in a fixed order. */
export function reviewFiltersToQuery(filters: ReviewFilters): string {
  const query = new URLSearchParams();
  if (filters.score !== null) query.set('score', String(filters.score));
  if (filters.replied !== null) query.set('replied', String(filters.replied));
  if (filters.reported !== null) query.set('reported', String(filters.reported));
  if (filters.language !== null) query.set('language', filters.language);
  if (filters.sort !== 'NEWEST') query.set('sort', filters.sort);
  return query.toString();
}

/** The API query of the list (its pages add `page` and `size`). */
export function reviewApiQuery(filters: ReviewFilters): Record<string, string> {
  const query: Record<string, string> = { sort: filters.sort };
  if (filters.score !== null) query.score = String(filters.score);
  if (filters.replied !== null) query.replied = String(filters.replied);
  if (filters.reported !== null) query.reported = String(filters.reported);
  if (filters.language !== null) query.language = filters.language;
  return query;
}

/** How many filters (not the sort) are set. */
export function activeReviewFilters(filters: ReviewFilters): number {
  return [filters.score, filters.replied, filters.reported, filters.language].filter((v) => v !== null)
    .length;
}

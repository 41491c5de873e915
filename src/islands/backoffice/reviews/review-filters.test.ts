import { describe, expect, it } from 'vitest';
import {
  activeReviewFilters,
  NO_REVIEW_FILTERS,
  reviewApiQuery,
  reviewFiltersFromQuery,
  reviewFiltersToQuery,
} from './review-filters.ts';

describe('review filters in the address', () => {
  it('reads valid values and drops the rest', () => {
    expect(
      reviewFiltersFromQuery(
        new URLSearchParams('score=9&replied=false&reported=true&language=it&sort=SCORE_LOW'),
      ),
    ).toEqual({ score: 9, replied: false, reported: true, language: 'it', sort: 'SCORE_LOW' });
    expect(
      reviewFiltersFromQuery(new URLSearchParams('score=3&replied=yes&reported=1&language=de&sort=BEST')),
    ).toEqual(NO_REVIEW_FILTERS);
    expect(reviewFiltersFromQuery(new URLSearchParams('score=8.5'))).toEqual(NO_REVIEW_FILTERS);
  });

  it('writes only what differs from no filters, and reads it back', () => {
    expect(reviewFiltersToQuery(NO_REVIEW_FILTERS)).toBe('');
    const filters = { ...NO_REVIEW_FILTERS, score: 4, replied: true, sort: 'OLDEST' as const };
    const query = reviewFiltersToQuery(filters);
    expect(query).toBe('score=4&replied=true&sort=OLDEST');
    expect(reviewFiltersFromQuery(new URLSearchParams(query))).toEqual(filters);
    expect(activeReviewFilters(filters)).toBe(2);
  });

  it('asks the API for the list with the sort always set', () => {
    expect(reviewApiQuery({ ...NO_REVIEW_FILTERS, language: 'en', reported: false })).toEqual({
      sort: 'NEWEST',
      language: 'en',
      reported: 'false',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { PAGED_LIST_TEXTS } from './paged-list.fixture.ts';
import {
  canLoadByScrolling,
  nextPage,
  type PagedResult,
  pagedItems,
  pagedListSummary,
  pageSize,
} from './paged-list.ts';

describe('page size (PROPCHECK-12: non-positive or missing → 10)', () => {
  it.each([
    [undefined, 10],
    [null, 10],
    [0, 10],
    [-5, 10],
    [Number.NaN, 10],
    [25, 25],
    [2.7, 2],
    [1, 1],
  ])('%s → %i', (size, expected) => {
    expect(pageSize(size)).toBe(expected);
  });
});

const result = <T>(content: T[], last: boolean, totalPages = 3, totalElements = 25): PagedResult<T> => ({
  content,
  last,
  totalPages,
  totalElements,
});

describe('the page after an answer (PROPFLOW: the last page reached)', () => {
  it.each([
    ['a full first page of three', result([1, 2], false), 0, 1],
    ['the middle page', result([3, 4], false), 1, 2],
    ['flagged last', result([5], true), 2, undefined],
    ['empty, even unflagged', result([], false), 1, undefined],
    ['the last of totalPages, even unflagged', result([1], false, 1), 0, undefined],
    ['beyond totalPages', result([1], false, 2), 1, undefined],
  ])('%s', (_, answer, page, expected) => {
    expect(nextPage(answer, page)).toBe(expected);
  });
});

describe('the items of the pages loaded', () => {
  const keyOf = (item: { code: string }) => item.code;
  it('keeps the pages in order', () => {
    const pages = [result([{ code: 'A' }, { code: 'B' }], false), result([{ code: 'C' }], true)];
    expect(pagedItems(pages, keyOf).map(keyOf)).toEqual(['A', 'B', 'C']);
  });

  it('shows an item repeated by a later page once, where it was first seen', () => {
    // A reservation made between two pages pushed B from page 0 onto page 1.
    const first = { code: 'B', status: 'first read' };
    const pages = [
      result([{ code: 'A' }, first], false),
      result([{ code: 'B', status: 'read again' }, { code: 'C' }], true),
    ];
    const items = pagedItems(pages, keyOf);
    expect(items.map(keyOf)).toEqual(['A', 'B', 'C']);
    expect(items[1]).toBe(first);
  });

  it('has no items before the first page', () => {
    expect(pagedItems([], keyOf)).toEqual([]);
  });
});

const texts = PAGED_LIST_TEXTS;

describe("the list's status line", () => {
  const ten = Array.from({ length: 10 }, (_, i) => i);
  it.each([
    ['nothing asked yet', { items: [], total: null, hasMore: false, loading: false }, ''],
    ['the first page loading', { items: [], total: null, hasMore: false, loading: true }, 'Loading…'],
    ['the next page loading', { items: ten, total: 25, hasMore: true, loading: true }, 'Loading…'],
    ['nothing matches', { items: [], total: 0, hasMore: false, loading: false }, 'Nothing found'],
    ['some shown', { items: ten, total: 25, hasMore: true, loading: false }, 'Showing 10 of 25'],
    ['all shown', { items: ten, total: 10, hasMore: false, loading: false }, 'All 10 shown'],
  ])('%s', (_, state, expected) => {
    expect(pagedListSummary(state, texts)).toBe(expected);
  });
});

describe('loading the next page by scrolling (PROPLIM-9)', () => {
  const idle = { items: [1], hasMore: true, loading: false, error: null };
  it.each([
    ['idle with more to load', idle, true],
    ['the last page loaded', { ...idle, hasMore: false }, false],
    ['a page loading', { ...idle, loading: true }, false],
    ['after a failure (only the button asks again)', { ...idle, error: 'Timeout' }, false],
    ['before the first page', { ...idle, items: [] }, false],
  ])('%s', (_, state, expected) => {
    expect(canLoadByScrolling(state)).toBe(expected);
  });
});

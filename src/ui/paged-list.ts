/**
 * PROPFLOW-11 paged list, the rules without React: the page size rule (PROPCHECK-12: a
 * non-positive or missing size becomes 10), the 500 ms delay of a load asked by scrolling
 * (PROPLIM), when the last page is reached, the items of the pages loaded so far, and what the
 * list's status line says. The pages themselves are read through the back office's query cache
 * (`useSecurePagedList`, src/islands/backoffice/app/paged-query.ts); src/ui/PagedList.tsx shows them.
 */

/** PROPLIM. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGED_LIST_DELAY_MS = 500;

/** PROPCHECK-12: a non-positive or missing size becomes 10. */
export function pageSize(size: number | null | undefined): number {
  return size === null || size === undefined || !Number.isFinite(size) || size <= 0
    ? DEFAULT_PAGE_SIZE
    : Math.floor(size);
}

/** PROPDATA-11 paged result (what a page request answers). */
export type PagedResult<T> = {
  content: readonly T[];
  totalPages: number;
  totalElements: number;
  last: boolean;
};

/**
 * The page to ask for after `result` (the answer of page `page`, 0-based), or undefined when it
 * was the last: flagged so, empty, or the last of `totalPages` even without the flag.
 */
export function nextPage(result: PagedResult<unknown>, page: number): number | undefined {
  const last = result.last || result.content.length === 0 || page + 1 >= result.totalPages;
  return last ? undefined : page + 1;
}

/**
 * The items of the pages loaded so far, each once: when the list changes between two pages (a
 * reservation made meanwhile moves every later one a place down), the next page repeats the last
 * item of the one before; it is shown where it was first seen.
 */
export function pagedItems<T>(
  pages: readonly PagedResult<T>[],
  keyOf: (item: T) => string | number,
): readonly T[] {
  const seen = new Set<string | number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.content) {
      const key = keyOf(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
  }
  return items;
}

/** What a paged list shows: the items so far, whether more can be asked for, and how it is doing. */
export type PagedListState<T> = {
  items: readonly T[];
  /** The total of the last answer; null before the first one. */
  total: number | null;
  /** Another page may be asked for (the last one is not loaded yet). */
  hasMore: boolean;
  /** A page is being loaded (the first one, or the next one). */
  loading: boolean;
  /** The last failure's message (the loaded items stay); null when the last load succeeded. */
  error: string | null;
  /** Loads the next page now ('Load more'), or asks again for what failed ('Try again'). */
  loadMore: () => void;
};

export type PagedListTexts = {
  loadMore: string;
  loading: string;
  retry: string;
  /** No item matches. */
  empty: string;
  /** 'Showing {shown} of {total}'. */
  count: (shown: number, total: number) => string;
  /** Every item is shown (last page reached). */
  end: (total: number) => string;
};

/** The list's polite status line: loading, nothing found, all shown, or how many of how many. */
export function pagedListSummary(
  state: Pick<PagedListState<unknown>, 'items' | 'total' | 'hasMore' | 'loading'>,
  texts: PagedListTexts,
): string {
  if (state.loading) return texts.loading;
  if (state.total === null) return '';
  if (state.total === 0) return texts.empty;
  return state.hasMore ? texts.count(state.items.length, state.total) : texts.end(state.total);
}

/** The end of the list may load the next page when it scrolls into view (not after a failure). */
export function canLoadByScrolling(state: Omit<PagedListState<unknown>, 'loadMore' | 'total'>): boolean {
  return state.hasMore && !state.loading && state.error === null && state.items.length > 0;
}

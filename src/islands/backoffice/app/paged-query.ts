/**
 * The back office's paged lists (PROPFLOW-11: the reservations, the guest reviews) read through
 * the query cache (decision 067): pages numbered from 0 of a PROPDATA-11 paged result, kept together
 * under one key per filter set, so going back to a list shows the pages it showed at once and a
 * write naming its endpoint reloads them. `useSecurePagedList` answers what src/ui/PagedList.tsx shows.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Route, RouteAnswer, RouteInput } from '../../../contracts/endpoint.ts';
import {
  nextPage,
  type PagedListState,
  type PagedResult,
  pagedItems,
  pageSize,
} from '../../../ui/paged-list.ts';
import { type Invalidates, type SecurePages, useSecureInfiniteQuery } from './query.ts';

/** The items a paged endpoint answers. */
export type PagedItem<R extends Route> = RouteAnswer<R> extends PagedResult<infer T> ? T : never;

/** Pages numbered from 0, `size` items each, asked with `page` and `size` in the query. */
export function numberedPages<R extends Route>(size: number): SecurePages<R, number> {
  return {
    first: 0,
    next: (answer, page) => nextPage(answer as PagedResult<unknown>, page),
    input: (input, page) => {
      const read = input as { query?: Record<string, unknown> };
      return { ...read, query: { ...read.query, page, size } } as RouteInput<R>;
    },
  };
}

export type SecurePagedListOptions<R extends Route> = {
  /** The text of the error when the server gives none. */
  fallback: string;
  /** The failure as the screen says it (its language, its own text). */
  errorText: (error: unknown) => string;
  /** An item's identity, so one seen on an earlier page is not shown twice. */
  keyOf: (item: PagedItem<R>) => string | number;
  /** PROPCHECK-12: 10 unless given. */
  size?: number;
};

/**
 * One paged list of `endpoint`: `input` is its read without the page (params, filters, sort); new
 * filters are a new list that starts from its first page. Answers the view's state and the pages
 * read (a screen that shows more of an answer than its items: the reviews' summary).
 */
export function useSecurePagedList<R extends Route>(
  endpoint: R,
  input: RouteInput<R>,
  options: SecurePagedListOptions<R>,
): { list: PagedListState<PagedItem<R>>; pages: readonly RouteAnswer<R>[] } {
  const query = useSecureInfiniteQuery(endpoint, input, {
    fallback: options.fallback,
    pageParam: numberedPages<R>(pageSize(options.size)),
  });
  const { data, isFetching, isError, isFetchNextPageError } = query;
  const { keyOf } = options;
  const pages = useMemo(() => data?.pages ?? [], [data]);
  const items = useMemo(() => pagedItems(pages as PagedResult<PagedItem<R>>[], keyOf), [pages, keyOf]);
  const list: PagedListState<PagedItem<R>> = {
    items,
    total: (pages.at(-1) as PagedResult<unknown> | undefined)?.totalElements ?? null,
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage || (isFetching && pages.length === 0),
    // A failure stays shown until the next try starts.
    error: isError && !isFetching ? options.errorText(query.error) : null,
    loadMore: () => {
      // One load at a time: asking for a page while the pages reload would cancel the reload.
      if (isFetching) return;
      // A failed next page is asked again; a failed first load or reload is read again whole.
      void (isError && !isFetchNextPageError ? query.refetch() : query.fetchNextPage());
    },
  };
  return { list, pages };
}

/**
 * A write that answers an item of a paged list (a review answered) puts it in place in every cached
 * page of `endpoint`; the list shown changes nothing else (the item stays where the person is
 * working, e.g. a review just answered stays in the list of unanswered ones until it is reloaded).
 */
export function putPagedItem<R extends Route>(
  client: QueryClient,
  endpoint: R,
  update: (item: PagedItem<R>) => PagedItem<R>,
): void {
  client.setQueriesData<InfiniteData<PagedResult<PagedItem<R>>>>(
    { predicate: (query) => query.queryKey[0] === endpoint.operationId && query.queryKey.at(-1) === 'pages' },
    (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, content: page.content.map(update) })) }
        : data,
  );
}

/**
 * Marks every cached answer of `endpoints` stale WITHOUT reloading the ones shown: they reload when
 * next shown (a screen that put the write's answer in place and must not move under the person's
 * hands, e.g. the filtered list an answered review would leave).
 */
export function markReadsStale(client: QueryClient, endpoints: Invalidates): Promise<void> {
  const names = new Set(endpoints.map((endpoint) => endpoint.operationId));
  return client.invalidateQueries({
    predicate: (query) => names.has(String(query.queryKey[0])),
    refetchType: 'none',
  });
}

/**
 * PROPFLOW-11 paged list (React side of ./paged-list.ts): the items the caller renders (a table, a
 * list of cards…), then a sentinel that loads the next page 500 ms after it scrolls into view
 * (IntersectionObserver), and a 'Load more' button for keyboard and screen-reader users (and
 * browsers without the observer). A polite status says what is shown; a failure is an alert next
 * to the items already loaded, with 'Try again'.
 */
import { type ReactNode, useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import {
  createPagedList,
  type PagedListController,
  type PagedListOptions,
  type PagedListState,
} from './paged-list.ts';
import './PagedList.css';

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

/**
 * One paged list whose pages come from `options.load`; it starts over (reset, then the first
 * page at once) whenever `resetKey` changes (new filters).
 */
export function usePagedList<T>(
  options: PagedListOptions<T>,
  resetKey: string,
): { list: PagedListController<T>; state: PagedListState<T> } {
  const latest = useRef(options);
  latest.current = options;
  const listRef = useRef<PagedListController<T> | null>(null);
  if (listRef.current === null) {
    listRef.current = createPagedList<T>({
      size: options.size,
      delayMs: options.delayMs,
      load: (request) => latest.current.load(request),
      errorMessage: (error) => latest.current.errorMessage(error),
    });
  }
  const list = listRef.current;
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);
  // New filters (a new `resetKey`) start the list over: reset, then the first page at once.
  const startOver = useEffectEvent((_filters: string) => {
    list.reset();
    void list.loadNext();
  });
  useEffect(() => {
    startOver(resetKey);
  }, [resetKey]);
  useEffect(() => () => list.dispose(), [list]);
  return { list, state };
}

export type PagedListProps<T> = {
  list: PagedListController<T>;
  state: PagedListState<T>;
  texts: PagedListTexts;
  /** Renders the loaded items (all pages so far). */
  children: (items: readonly T[]) => ReactNode;
  className?: string;
};

export function PagedList<T>({ list, state, texts, children, className }: PagedListProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { items, status, error, totalElements } = state;
  const canScrollLoad = status === 'idle' && error === null && items.length > 0;

  useEffect(() => {
    const target = sentinel.current;
    if (!canScrollLoad || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) list.sentinelVisible();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canScrollLoad, list]);

  const firstLoad = status === 'busy' && items.length === 0;
  const summary =
    status === 'busy'
      ? texts.loading
      : totalElements === null
        ? ''
        : totalElements === 0
          ? texts.empty
          : status === 'last'
            ? texts.end(totalElements)
            : texts.count(items.length, totalElements);

  return (
    <div className={`ui-paged${className ? ` ${className}` : ''}`} aria-busy={status === 'busy'}>
      {items.length > 0 && children(items)}
      {firstLoad && <div className="ui-paged__skeleton" aria-hidden="true" />}
      <div ref={sentinel} className="ui-paged__sentinel" aria-hidden="true" />
      <div className="ui-paged__footer">
        <p className="ui-paged__status" role="status">
          {summary}
        </p>
        {error !== null && (
          <p className="ui-paged__error" role="alert">
            {error}
          </p>
        )}
        {status !== 'last' && (error !== null || items.length > 0) && (
          <button
            type="button"
            className="ui-paged__more"
            disabled={status === 'busy'}
            onClick={() => void list.loadNext()}
          >
            {error !== null ? texts.retry : status === 'busy' ? texts.loading : texts.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}

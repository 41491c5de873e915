/**
 * PROPFLOW-11 paged list, the view (its rules: ./paged-list.ts): the items the caller renders (a
 * table, a list of cards…), then a sentinel that loads the next page 500 ms after it scrolls into
 * view (IntersectionObserver), and a 'Load more' button for keyboard and screen-reader users (and
 * browsers without the observer). A polite status says what is shown; a failure is an alert next
 * to the items already loaded, with 'Try again'. Whoever reads the pages owns the state (the back
 * office: `useSecurePagedList`); this view only shows it and asks for more.
 */
import { type ReactNode, type RefObject, useEffect, useEffectEvent, useRef } from 'react';
import {
  canLoadByScrolling,
  PAGED_LIST_DELAY_MS,
  type PagedListState,
  type PagedListTexts,
  pagedListSummary,
} from './paged-list.ts';
import './PagedList.css';

export type { PagedListState, PagedListTexts } from './paged-list.ts';

export type PagedListProps<T> = {
  state: PagedListState<T>;
  texts: PagedListTexts;
  /** Renders the loaded items (all pages so far). */
  children: (items: readonly T[]) => ReactNode;
  className?: string;
  /** How long the end of the list stays in view before the next page loads (PROPLIM: 500 ms). */
  delayMs?: number;
};

/** Loads the next page `delayMs` after `sentinel` scrolls into view, while `enabled`; once per sighting. */
function useLoadWhenSeen(
  sentinel: RefObject<HTMLDivElement | null>,
  enabled: boolean,
  delayMs: number,
  loadMore: () => void,
) {
  const load = useEffectEvent(loadMore);
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (timer !== null || !entries.some((entry) => entry.isIntersecting)) return;
        timer = setTimeout(() => {
          timer = null;
          load();
        }, delayMs);
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(target);
    // A load started meanwhile (the button) or the list left: the pending one is forgotten.
    return () => {
      observer.disconnect();
      if (timer !== null) clearTimeout(timer);
    };
  }, [enabled, delayMs, sentinel]);
}

export function PagedList<T>({
  state,
  texts,
  children,
  className,
  delayMs = PAGED_LIST_DELAY_MS,
}: PagedListProps<T>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { items, hasMore, loading, error, loadMore } = state;
  useLoadWhenSeen(sentinel, canLoadByScrolling(state), delayMs, loadMore);
  const firstLoad = loading && items.length === 0;

  return (
    <div className={`ui-paged${className ? ` ${className}` : ''}`} aria-busy={loading}>
      {items.length > 0 && children(items)}
      {firstLoad && <div className="ui-paged__skeleton" aria-hidden="true" />}
      <div ref={sentinel} className="ui-paged__sentinel" aria-hidden="true" />
      <div className="ui-paged__footer">
        <p className="ui-paged__status" role="status">
          {pagedListSummary(state, texts)}
        </p>
        {error !== null && (
          <p className="ui-paged__error" role="alert">
            {error}
          </p>
        )}
        {(error !== null || (hasMore && items.length > 0)) && (
          <button type="button" className="ui-paged__more" disabled={loading} onClick={loadMore}>
            {error !== null ? texts.retry : loading ? texts.loading : texts.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}

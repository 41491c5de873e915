/**
 * PROPFLOW-11 paged list, without React: the states idle, busy and last page reached (PROPFLOW), the page
 * size rule (PROPCHECK-12: a non-positive or missing size becomes 10), the 500 ms delay of a load asked by
 * scrolling (PROPLIM), reset (clears items and page), and errors that keep what was loaded (PROPERR: the
 * list shows the error).
 *
 * `createPagedList` drives one list: `loadNext()` loads the next page now (first page, the
 * 'Load more' button, 'Try again'), `sentinelVisible()` loads it after the delay (the end of the
 * list scrolled into view), `reset()` starts over (new filters). Answers of a list that was reset
 * meanwhile are ignored. src/ui/PagedList.tsx renders it.
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

export type PagedListStatus = 'idle' | 'busy' | 'last';

export type PagedListState<T> = {
  items: readonly T[];
  /** The next page to ask for (0-based). */
  page: number;
  size: number;
  status: PagedListStatus;
  /** Total from the last answer; null before the first one. */
  totalElements: number | null;
  /** The last failure's message (loaded items are kept); cleared by the next request. */
  error: string | null;
  /** Bumped by every reset: answers of an older generation are dropped. */
  generation: number;
};

export type PagedListEvent<T> =
  | { type: 'request' }
  | { type: 'loaded'; generation: number; result: PagedResult<T> }
  | { type: 'failed'; generation: number; error: string }
  | { type: 'reset' };

export function initialPagedList<T>(size?: number | null): PagedListState<T> {
  return {
    items: [],
    page: 0,
    size: pageSize(size),
    status: 'idle',
    totalElements: null,
    error: null,
    generation: 0,
  };
}

/** The transitions of PROPFLOW (a pure reducer). */
export function pagedListReducer<T>(state: PagedListState<T>, event: PagedListEvent<T>): PagedListState<T> {
  switch (event.type) {
    case 'request':
      return state.status === 'idle' ? { ...state, status: 'busy', error: null } : state;
    case 'loaded': {
      if (event.generation !== state.generation || state.status !== 'busy') return state;
      const { result } = event;
      const last = result.last || result.content.length === 0 || state.page + 1 >= result.totalPages;
      return {
        ...state,
        items: [...state.items, ...result.content],
        page: state.page + 1,
        status: last ? 'last' : 'idle',
        totalElements: result.totalElements,
        error: null,
      };
    }
    case 'failed':
      if (event.generation !== state.generation || state.status !== 'busy') return state;
      return { ...state, status: 'idle', error: event.error };
    case 'reset':
      return { ...initialPagedList<T>(state.size), generation: state.generation + 1 };
  }
}

/** Whether another page may be asked for now. */
export function canLoadMore(state: PagedListState<unknown>): boolean {
  return state.status === 'idle';
}

export type PagedListController<T> = {
  getState(): PagedListState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads the next page now (ignored while busy or after the last page). */
  loadNext(): Promise<void>;
  /** The end of the list came into view: loads the next page after the delay (not after an error). */
  sentinelVisible(): void;
  /** Starts over: no items, page 0, pending loads forgotten. */
  reset(): void;
  /** Stops timers (unmount). */
  dispose(): void;
};

export type PagedListOptions<T> = {
  load: (request: { page: number; size: number }) => Promise<PagedResult<T>>;
  size?: number | null;
  delayMs?: number;
  /** The text shown for a failure. */
  errorMessage: (error: unknown) => string;
};

export function createPagedList<T>(options: PagedListOptions<T>): PagedListController<T> {
  const delay = options.delayMs ?? PAGED_LIST_DELAY_MS;
  let state = initialPagedList<T>(options.size);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const dispatch = (event: PagedListEvent<T>) => {
    const next = pagedListReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const loadNext = async () => {
    clearTimer();
    if (!canLoadMore(state)) return;
    dispatch({ type: 'request' });
    const { generation, page, size } = state;
    try {
      const result = await options.load({ page, size });
      dispatch({ type: 'loaded', generation, result });
    } catch (error) {
      dispatch({ type: 'failed', generation, error: options.errorMessage(error) });
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadNext,
    sentinelVisible() {
      if (timer !== null || !canLoadMore(state) || state.error !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void loadNext();
      }, delay);
    },
    reset() {
      clearTimer();
      dispatch({ type: 'reset' });
    },
    dispose: clearTimer,
  };
}

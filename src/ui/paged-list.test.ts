import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canLoadMore,
  createPagedList,
  DEFAULT_PAGE_SIZE,
  initialPagedList,
  PAGED_LIST_DELAY_MS,
  type PagedResult,
  pagedListReducer,
  pageSize,
} from './paged-list.ts';

/** A server of `total` numbered items answering like the secure API (PROPDATA-11 paged result). */
function server(total: number) {
  const calls: { page: number; size: number }[] = [];
  const load = async ({ page, size }: { page: number; size: number }): Promise<PagedResult<number>> => {
    calls.push({ page, size });
    const content = Array.from(
      { length: Math.max(0, Math.min(size, total - page * size)) },
      (_, i) => page * size + i,
    );
    const totalPages = Math.ceil(total / size);
    return { content, totalPages, totalElements: total, last: page + 1 >= totalPages };
  };
  return { calls, load };
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'failed');

describe('page size (PROPCHECK-12: non-positive or missing → 10)', () => {
  it.each([
    [undefined, 10],
    [null, 10],
    [0, 10],
    [-5, 10],
    [Number.NaN, 10],
    [25, 25],
    [1, 1],
  ])('%s → %i', (size, expected) => {
    expect(pageSize(size)).toBe(expected);
  });

  it('starts idle, empty, on page 0, size 10', () => {
    expect(initialPagedList()).toEqual({
      items: [],
      page: 0,
      size: DEFAULT_PAGE_SIZE,
      status: 'idle',
      totalElements: null,
      error: null,
      generation: 0,
    });
  });
});

describe('the reducer (PROPFLOW: idle, busy, last page reached)', () => {
  const result = (content: number[], last: boolean, totalPages = 3): PagedResult<number> => ({
    content,
    last,
    totalPages,
    totalElements: 25,
  });

  it('goes idle → busy → idle, appending and moving to the next page', () => {
    let state = pagedListReducer(initialPagedList<number>(), { type: 'request' });
    expect(state.status).toBe('busy');
    expect(canLoadMore(state)).toBe(false);
    state = pagedListReducer(state, { type: 'loaded', generation: 0, result: result([1, 2], false) });
    expect(state).toMatchObject({ status: 'idle', page: 1, items: [1, 2], totalElements: 25 });
    state = pagedListReducer(state, { type: 'request' });
    state = pagedListReducer(state, { type: 'loaded', generation: 0, result: result([3], true) });
    expect(state).toMatchObject({ status: 'last', page: 2, items: [1, 2, 3] });
    expect(pagedListReducer(state, { type: 'request' })).toBe(state);
  });

  it('reaches the last page on an empty page or on totalPages even without the flag', () => {
    const busy = pagedListReducer(initialPagedList<number>(), { type: 'request' });
    expect(pagedListReducer(busy, { type: 'loaded', generation: 0, result: result([], false) }).status).toBe(
      'last',
    );
    expect(
      pagedListReducer(busy, { type: 'loaded', generation: 0, result: result([1], false, 1) }).status,
    ).toBe('last');
  });

  it('keeps the items on a failure, shows the error, and clears it on the next request', () => {
    let state = pagedListReducer(initialPagedList<number>(), { type: 'request' });
    state = pagedListReducer(state, { type: 'loaded', generation: 0, result: result([1, 2], false) });
    state = pagedListReducer(state, { type: 'request' });
    state = pagedListReducer(state, { type: 'failed', generation: 0, error: 'Timeout' });
    expect(state).toMatchObject({ status: 'idle', items: [1, 2], page: 1, error: 'Timeout' });
    expect(pagedListReducer(state, { type: 'request' }).error).toBeNull();
  });

  it('reset clears items and page and drops answers of before', () => {
    let state = pagedListReducer(initialPagedList<number>(25), { type: 'request' });
    state = pagedListReducer(state, { type: 'loaded', generation: 0, result: result([1], false) });
    state = pagedListReducer(state, { type: 'request' });
    const reset = pagedListReducer(state, { type: 'reset' });
    expect(reset).toMatchObject({
      items: [],
      page: 0,
      status: 'idle',
      size: 25,
      generation: 1,
      totalElements: null,
    });
    const stale = pagedListReducer(pagedListReducer(reset, { type: 'request' }), {
      type: 'loaded',
      generation: 0,
      result: result([9], false),
    });
    expect(stale.items).toEqual([]);
    expect(stale.status).toBe('busy');
  });
});

describe('the controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads pages of 10 until the last one, then asks no more', async () => {
    const { calls, load } = server(25);
    const list = createPagedList({ load, errorMessage });
    await list.loadNext();
    await list.loadNext();
    await list.loadNext();
    await list.loadNext();
    expect(calls).toEqual([
      { page: 0, size: 10 },
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
    expect(list.getState()).toMatchObject({ status: 'last', page: 3, totalElements: 25 });
    expect(list.getState().items).toHaveLength(25);
  });

  it('loads the next page 500 ms after the sentinel comes into view, once', async () => {
    const { calls, load } = server(25);
    const list = createPagedList({ load, errorMessage, size: 0 });
    await list.loadNext();
    list.sentinelVisible();
    list.sentinelVisible();
    await vi.advanceTimersByTimeAsync(PAGED_LIST_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([
      { page: 0, size: 10 },
      { page: 1, size: 10 },
    ]);
    expect(list.getState().items).toHaveLength(20);
  });

  it('does not load by scrolling after an error, but loads again when asked', async () => {
    let fail = true;
    const { calls, load } = server(25);
    const list = createPagedList({
      load: async (request) => {
        if (fail && request.page === 1) throw new Error('Error getting reservations');
        return load(request);
      },
      errorMessage,
    });
    await list.loadNext();
    await list.loadNext();
    expect(list.getState()).toMatchObject({ error: 'Error getting reservations', status: 'idle' });
    expect(list.getState().items).toHaveLength(10);
    list.sentinelVisible();
    await vi.advanceTimersByTimeAsync(PAGED_LIST_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
    fail = false;
    await list.loadNext();
    expect(list.getState()).toMatchObject({ error: null, page: 2 });
    expect(list.getState().items).toHaveLength(20);
  });

  it('reset forgets a pending delayed load and an answer in flight, and notifies', async () => {
    const { load } = server(25);
    let release: (() => void) | null = null;
    const slow = (request: { page: number; size: number }) =>
      new Promise<PagedResult<number>>((resolve) => {
        release = () => void load(request).then(resolve);
      });
    const list = createPagedList({ load: slow, errorMessage });
    const seen: string[] = [];
    list.subscribe(() => seen.push(list.getState().status));
    const first = list.loadNext();
    list.reset();
    (release as (() => void) | null)?.();
    await first;
    expect(list.getState()).toMatchObject({ items: [], page: 0, status: 'idle', generation: 1 });
    expect(seen).toEqual(['busy', 'idle']);
    list.sentinelVisible();
    list.reset();
    await vi.advanceTimersByTimeAsync(PAGED_LIST_DELAY_MS);
    expect(list.getState().status).toBe('idle');
  });
});

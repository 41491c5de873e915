// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from './PagedList.tsx';
import { PAGED_LIST_TEXTS } from './paged-list.fixture.ts';
import { nextPage, PAGED_LIST_DELAY_MS, type PagedResult, pagedItems } from './paged-list.ts';

const texts = PAGED_LIST_TEXTS;

type Seen = (entries: { isIntersecting: boolean }[]) => void;
/** The observers watching the sentinel now, to scroll it into view by hand. */
const watching = new Set<Seen>();
class FakeObserver {
  private readonly callback: Seen;
  constructor(callback: Seen) {
    this.callback = callback;
  }
  observe() {
    watching.add(this.callback);
  }
  disconnect() {
    watching.delete(this.callback);
  }
}
const scrollToEnd = () =>
  act(() => {
    for (const callback of watching) callback([{ isIntersecting: true }]);
  });

let failPage: number | null = null;
const calls: number[] = [];
/** 25 items, 10 a page, answered after 50 ms. */
async function load(page: number): Promise<PagedResult<string>> {
  calls.push(page);
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (page === failPage) throw new Error('Error getting reservations');
  const content = Array.from({ length: Math.min(10, 25 - page * 10) }, (_, i) => `Item ${page * 10 + i + 1}`);
  return { content, totalElements: 25, totalPages: 3, last: page === 2 };
}

/** Whoever reads the pages owns the state (the back office: the query cache); here, a plain one. */
function Harness() {
  const [pages, setPages] = useState<PagedResult<string>[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loadPage = useCallback(async (page: number) => {
    setLoading(true);
    setError(null);
    try {
      const answer = await load(page);
      setPages((before) => [...before, answer]);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void loadPage(0);
  }, [loadPage]);
  const last = pages.at(-1);
  const next = last ? nextPage(last, pages.length - 1) : 0;
  const state = {
    items: pagedItems(pages, (item) => item),
    total: last?.totalElements ?? null,
    hasMore: next !== undefined,
    loading,
    error,
    loadMore: () => void loadPage(next ?? pages.length),
  };
  return (
    <PagedList state={state} texts={texts}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  watching.clear();
  calls.length = 0;
  failPage = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const answered = () => wait(50);

describe('PagedList', () => {
  it('is busy while the first page loads, then loads more with the button until all are shown', async () => {
    const { container } = render(<Harness />);
    await wait(0);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('button')).toBeNull();
    await answered();
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('Showing 10 of 25');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await wait(0);
    // While the page loads the button says so and cannot be pressed twice.
    expect(screen.getByRole('button', { name: 'Loading…' }).hasAttribute('disabled')).toBe(true);
    await answered();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await answered();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('status').textContent).toBe('All 25 shown');
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([0, 1, 2]);
  });

  it('loads the next page 500 ms after the end of the list scrolls into view, once', async () => {
    render(<Harness />);
    await answered();
    scrollToEnd();
    scrollToEnd();
    await wait(PAGED_LIST_DELAY_MS - 10);
    expect(calls).toEqual([0]);
    await wait(10);
    expect(calls).toEqual([0, 1]);
    await answered();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('forgets a pending scroll load when the button loads the page first', async () => {
    render(<Harness />);
    await answered();
    scrollToEnd();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await wait(PAGED_LIST_DELAY_MS * 2);
    expect(calls).toEqual([0, 1]);
  });

  it('shows an error as an alert without losing the loaded items, and tries again', async () => {
    failPage = 1;
    render(<Harness />);
    await answered();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await answered();
    expect(screen.getByRole('alert').textContent).toBe('Error getting reservations');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    // The end of the list in view does not ask again after a failure: only the button does.
    scrollToEnd();
    await wait(PAGED_LIST_DELAY_MS * 2);
    expect(calls).toEqual([0, 1]);
    failPage = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await answered();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});

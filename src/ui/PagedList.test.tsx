// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PagedList, type PagedListTexts, usePagedList } from './PagedList.tsx';
import { PAGED_LIST_DELAY_MS, type PagedResult } from './paged-list.ts';

const texts: PagedListTexts = {
  loadMore: 'Load more',
  loading: 'Loading…',
  retry: 'Try again',
  empty: 'Nothing found',
  count: (shown, total) => `Showing ${shown} of ${total}`,
  end: (total) => `All ${total} shown`,
};

/** The observer callbacks the list registered, to scroll its sentinel into view by hand. */
let observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    observed.push(callback);
  }
  observe() {}
  disconnect() {}
}

let failPage: number | null = null;
const calls: number[] = [];
async function load({ page, size }: { page: number; size: number }): Promise<PagedResult<string>> {
  calls.push(page);
  if (page === failPage) throw new Error('Error getting reservations');
  const total = 25;
  const content = Array.from(
    { length: Math.min(size, total - page * size) },
    (_, i) => `Item ${page * size + i + 1}`,
  );
  return { content, totalElements: total, totalPages: 3, last: page === 2 };
}

function Harness({ filter }: { filter: string }) {
  const { list, state } = usePagedList<string>(
    { load, errorMessage: (e) => (e instanceof Error ? e.message : 'x') },
    filter,
  );
  return (
    <PagedList list={list} state={state} texts={texts}>
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
  observed = [];
  calls.length = 0;
  failPage = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

describe('PagedList', () => {
  it('shows the first page at once, then loads more with the button until all are shown', async () => {
    render(<Harness filter="a" />);
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('Showing 10 of 25');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('status').textContent).toBe('All 25 shown');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the next page 500 ms after the end of the list scrolls into view', async () => {
    render(<Harness filter="a" />);
    await flush();
    act(() => observed.at(-1)?.([{ isIntersecting: true }]));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGED_LIST_DELAY_MS - 10);
    });
    expect(calls).toEqual([0]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(calls).toEqual([0, 1]);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('shows an error as an alert without losing the loaded items, and tries again', async () => {
    failPage = 1;
    render(<Harness filter="a" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('Error getting reservations');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    failPage = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('starts over when the filters change', async () => {
    const { rerender } = render(<Harness filter="a" />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await flush();
    rerender(<Harness filter="b" />);
    await flush();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(calls).toEqual([0, 1, 0]);
  });
});

// @vitest-environment happy-dom
/**
 * A paged list read through the query cache against a fetch that answers like the worker: pages
 * asked in turn, new filters a new list, a failure that keeps the pages, a write that reloads every
 * page loaded, a saved item put in place, and a list shown again at once from the cache.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import type { ReservationListRow } from '../../../contracts/secure/reservations.ts';
import type { ReservationStatus } from '../../../domain/booking/types.ts';
import { markReadsStale, putPagedItem, useSecurePagedList } from './paged-query.ts';
import { createBackofficeQueryClient, invalidateReads } from './query.ts';

// The app's http client binds fetch when its module loads: replace it before the imports run.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

/** 25 reservations R1..R25, or those of `status`; `failing` pages answer 500. */
let statusOf = (_code: string) => 'CONFIRMED';
let failing = new Set<number>();
function answer(url: string): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (failing.has(page)) return json(500, { message: 'Error getting reservations', errors: [] });
  const wanted = query.get('status');
  const all = Array.from({ length: 25 }, (_, i) => ({
    code: `R${i + 1}`,
    status: statusOf(`R${i + 1}`),
  })).filter((row) => !wanted || row.status === wanted);
  const totalPages = Math.ceil(all.length / size);
  return json(200, {
    content: all.slice(page * size, page * size + size),
    totalElements: all.length,
    totalPages,
    last: page + 1 >= totalPages,
    number: page,
    size,
  });
}
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').search);

let client = createBackofficeQueryClient();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

const keyOf = (row: ReservationListRow) => row.code;
function useList(status?: ReservationStatus) {
  return useSecurePagedList(
    reservationsEndpoints.listReservations,
    { params: { hotelId: 3 }, query: status ? { status: [status] } : {} },
    { fallback: 'x', errorText: (error) => (error as Error).message, keyOf },
  ).list;
}
/** Waits for the cache's answers, looking often (they come in a few milliseconds). */
const until = (check: () => void) => waitFor(check, { interval: 5 });
const codes = (list: { items: readonly { code: string }[] }) => list.items.map((row) => row.code);

beforeEach(() => {
  client = createBackofficeQueryClient();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => answer(url));
  statusOf = () => 'CONFIRMED';
  failing = new Set();
});
afterEach(() => cleanup());

describe('a paged list through the query cache', () => {
  it('asks page after page of 10 until the last, and says when all are loaded', async () => {
    const { result } = renderHook(() => useList(), { wrapper });
    expect(result.current.loading).toBe(true);
    await until(() => expect(result.current.items).toHaveLength(10));
    expect(result.current).toMatchObject({ total: 25, hasMore: true, loading: false, error: null });
    act(() => result.current.loadMore());
    await until(() => expect(result.current.items).toHaveLength(20));
    act(() => result.current.loadMore());
    await until(() => expect(result.current.hasMore).toBe(false));
    expect(codes(result.current).at(-1)).toBe('R25');
    expect(asked()).toEqual(['?page=0&size=10', '?page=1&size=10', '?page=2&size=10']);
  });

  it('starts over from the first page for new filters', async () => {
    statusOf = (code) => (code === 'R4' ? 'CANCELLED' : 'CONFIRMED');
    const { result, rerender } = renderHook(({ status }) => useList(status), {
      wrapper,
      initialProps: { status: undefined as ReservationStatus | undefined },
    });
    await until(() => expect(result.current.items).toHaveLength(10));
    act(() => result.current.loadMore());
    await until(() => expect(result.current.items).toHaveLength(20));
    rerender({ status: 'CANCELLED' });
    await until(() => expect(codes(result.current)).toEqual(['R4']));
    expect(result.current).toMatchObject({ total: 1, hasMore: false });
    expect(asked().at(-1)).toBe('?status=CANCELLED&page=0&size=10');
  });

  it('keeps the loaded pages on a failure, says it, and asks the failed page again', async () => {
    failing = new Set([1]);
    const { result } = renderHook(() => useList(), { wrapper });
    await until(() => expect(result.current.items).toHaveLength(10));
    act(() => result.current.loadMore());
    await until(() => expect(result.current.error).toBe('Error getting reservations'));
    expect(result.current.items).toHaveLength(10);
    failing = new Set();
    act(() => result.current.loadMore());
    await until(() => expect(result.current.items).toHaveLength(20));
    expect(result.current.error).toBeNull();
    expect(asked()).toEqual(['?page=0&size=10', '?page=1&size=10', '?page=1&size=10']);
  });

  it('reloads every page loaded when a write names the endpoint', async () => {
    const { result } = renderHook(() => useList(), { wrapper });
    await until(() => expect(result.current.items).toHaveLength(10));
    act(() => result.current.loadMore());
    await until(() => expect(result.current.items).toHaveLength(20));
    statusOf = (code) => (code === 'R15' ? 'CANCELLED' : 'CONFIRMED');
    fetchMock.mockClear();
    await act(() => invalidateReads(client, [reservationsEndpoints.listReservations]));
    expect(asked()).toEqual(['?page=0&size=10', '?page=1&size=10']);
    await until(() =>
      expect(result.current.items.find((row) => row.code === 'R15')?.status).toBe('CANCELLED'),
    );
  });

  it('puts a saved item in place without reloading, and reloads when the list is shown again', async () => {
    const first = renderHook(() => useList(), { wrapper });
    await until(() => expect(first.result.current.items).toHaveLength(10));
    fetchMock.mockClear();
    act(() => {
      putPagedItem(client, reservationsEndpoints.listReservations, (row) =>
        row.code === 'R2' ? { ...row, status: 'NO_SHOW' as const } : row,
      );
      void markReadsStale(client, [reservationsEndpoints.listReservations]);
    });
    await until(() => expect(first.result.current.items[1]?.status).toBe('NO_SHOW'));
    expect(asked()).toEqual([]);
    first.unmount();

    // Shown again: the cached pages at once, reloaded behind them.
    statusOf = (code) => (code === 'R2' ? 'CANCELLED' : 'CONFIRMED');
    const again = renderHook(() => useList(), { wrapper });
    expect(again.result.current.items[1]?.status).toBe('NO_SHOW');
    expect(again.result.current.loading).toBe(false);
    await until(() => expect(again.result.current.items[1]?.status).toBe('CANCELLED'));
    expect(asked()).toEqual(['?page=0&size=10']);
  });
});

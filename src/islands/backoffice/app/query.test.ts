import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { revenueEndpoints } from '../../../contracts/routes/revenue.ts';
import { staffEndpoints } from '../../../contracts/routes/staff.ts';
import { invalidateReads, isRetryable, READ_RETRIES, retryRead, secureQueryKey } from './query.ts';

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('which failed reads are tried again', () => {
  it.each([
    [0, true, 'no answer (network)'],
    [502, true, 'bad gateway'],
    [503, true, 'unavailable'],
    [504, true, 'gateway timeout'],
    [500, false, 'a server error asks the same way twice'],
    [400, false, 'bad input'],
    [401, false, 'the session ended'],
    [403, false, 'refused'],
    [404, false, 'gone'],
    [408, false, 'the client already waited its whole timeout'],
    [409, false, 'a conflict'],
    [429, false, 'too many requests'],
  ])('status %i → %s (%s)', (status, expected) => {
    expect(isRetryable(new ApiRequestError(status, 'x'))).toBe(expected);
  });

  it('never retries what is not a request error (an abort, a bug)', () => {
    expect(isRetryable(new DOMException('left', 'AbortError'))).toBe(false);
    expect(isRetryable(new TypeError('x is undefined'))).toBe(false);
  });

  it(`tries a network failure ${READ_RETRIES} more times, then shows it`, () => {
    const offline = new ApiRequestError(0, 'Error');
    expect(retryRead(1, offline)).toBe(true);
    expect(retryRead(READ_RETRIES, offline)).toBe(true);
    expect(retryRead(READ_RETRIES + 1, offline)).toBe(false);
  });
});

describe('the reads a write reloads', () => {
  it('keys a read by its operation and input', () => {
    const input = { params: { hotelId: 3 } };
    expect(secureQueryKey(staffEndpoints.listStaff, input)).toEqual(['listStaff', input]);
  });

  it("reloads every cached answer of the named endpoints, whatever their input, and leaves the others' alone", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loads: string[] = [];
    const load = (label: string) => () => {
      loads.push(label);
      return Promise.resolve(label);
    };
    const staffOf1 = secureQueryKey(staffEndpoints.listStaff, { params: { hotelId: 1 } });
    const staffOf2 = secureQueryKey(staffEndpoints.listStaff, { params: { hotelId: 2 } });
    const cash = secureQueryKey(revenueEndpoints.getHotelCashReport, {
      params: { hotelId: 1 },
      query: { from: '2026-11-29', to: '2026-11-29' },
    });
    // Observed reads reload at once when invalidated, as on a screen.
    const labels = ['staff 1', 'staff 2', 'cash'];
    const stops = [staffOf1, staffOf2, cash].map((queryKey, index) =>
      new QueryObserver(client, { queryKey, queryFn: load(labels[index] ?? '') }).subscribe(() => undefined),
    );
    await waitFor(() => loads.length === 3 && client.isFetching() === 0);
    loads.length = 0;

    await invalidateReads(client, [staffEndpoints.listStaff]);

    expect(loads.sort()).toEqual(['staff 1', 'staff 2']);
    expect(client.getQueryState(cash)?.isInvalidated).toBe(false);
    expect(client.getQueryState(staffOf1)?.isInvalidated).toBe(false);
    for (const stop of stops) stop();
  });
});

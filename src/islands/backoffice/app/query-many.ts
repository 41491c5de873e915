/**
 * Several reads of one secure endpoint at once, each cached as `useSecureQuery` caches it (same
 * key: the endpoint's operation and the input), for screens whose number of reads follows the
 * user: the ratesheet's date windows in view, the new reservation's rooms. One read per input;
 * an input read before answers from the cache at once.
 */
import {
  keepPreviousData,
  type UseQueryOptions,
  type UseQueryResult,
  useQueries,
} from '@tanstack/react-query';
import type { Route, RouteAnswer, RouteInput } from '../../../contracts/endpoint.ts';
import { type SecureQueryOptions, secureQueryKey } from './query.ts';
import { secureApi } from './request.ts';

/** One read per input of `endpoint` (in the inputs' order), with `useSecureQuery`'s options. */
export function useSecureQueries<E extends Route>(
  endpoint: E,
  inputs: readonly RouteInput<E>[],
  options: SecureQueryOptions,
): UseQueryResult<RouteAnswer<E>, Error>[] {
  // Cast once, as useSecureQuery does: the cache's option types cannot see the deferred answer type.
  const queries = inputs.map(
    (input) =>
      ({
        queryKey: secureQueryKey(endpoint, input),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          secureApi(endpoint, input, { fallback: options.fallback, signal }),
        enabled: options.enabled ?? true,
        staleTime: options.staleTime ?? 0,
        ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
        ...(options.refetchOnWindowFocus ? { refetchOnWindowFocus: true } : {}),
      }) as UseQueryOptions<RouteAnswer<E>, Error>,
  );
  return useQueries({ queries }) as UseQueryResult<RouteAnswer<E>, Error>[];
}

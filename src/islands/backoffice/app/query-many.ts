/**
 * Several reads of one secure endpoint at once, each cached as `useSecureQuery` caches it (same
 * key: the endpoint's operation and the input), for screens whose number of reads follows the
 * user: the ratesheet's date windows in view, the new reservation's rooms. One read per input;
 * an input read before answers from the cache at once.
 */
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import type { Route, RouteAnswer, RouteInput } from '../../../contracts/endpoint.ts';
import { type SecureQueryOptions, secureQueryOptions } from './query.ts';

/** One read per input of `endpoint` (in the inputs' order), with `useSecureQuery`'s options. */
export function useSecureQueries<E extends Route>(
  endpoint: E,
  inputs: readonly RouteInput<E>[],
  options: SecureQueryOptions,
): UseQueryResult<RouteAnswer<E>, Error>[] {
  const queries = inputs.map((input) => secureQueryOptions(endpoint, input, options));
  return useQueries({ queries }) as UseQueryResult<RouteAnswer<E>, Error>[];
}

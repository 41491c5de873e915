/**
 * The back office's data layer (decision 067): every screen reads the secure API through one
 * query cache (@tanstack/react-query) instead of its own loading state. A read is keyed by its
 * endpoint and input, so:
 *
 * - going back to a screen shows what it showed at once and reloads behind it;
 * - two parts of a screen asking the same thing make one call;
 * - a load nobody waits for any more (the screen was left, its address changed) is cancelled;
 * - a write names the reads it changes (`invalidates`), and those reload wherever they are shown.
 *
 * A network failure or a gateway's 502/503 is tried twice more before the screen shows it; a
 * refusal (4xx) or a server error (500) is shown at once, since asking again gets the same answer.
 * Nothing reloads on its own when the window regains focus: a screen with a form filled from its
 * data must not change under the hands of the person typing (screens that want it, ask for it).
 */
import {
  type InfiniteData,
  keepPreviousData,
  QueryClient,
  type QueryKey,
  type UseInfiniteQueryResult,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { Route, RouteAnswer, RouteInput } from '../../../contracts/endpoint.ts';
import { secureApi } from './request.ts';

/** How many times a failed read is tried again, at most. */
export const READ_RETRIES = 2;

/** True when asking again may succeed: no answer at all (network) or a gateway's 502, 503 or 504. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 502);
}

/** The query cache's rule for a failed read (`retry` option): `failures` so far, the last error. */
export function retryRead(failures: number, error: unknown): boolean {
  return failures <= READ_RETRIES && isRetryable(error);
}

/** The cache of one back-office app (one per page: the island makes it once). */
export function createBackofficeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryRead, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The cache key of a read: the endpoint's operation and its input (params, query). */
export function secureQueryKey<R extends Route>(endpoint: R, input: RouteInput<R>): QueryKey {
  return [endpoint.operationId, input];
}

export type SecureQueryOptions = {
  /** The text of the error when the server gives none. */
  fallback: string;
  /** False while the read cannot be made yet (a choice not made, a code not typed). */
  enabled?: boolean;
  /** Keep showing the last answer while the next input loads (a list paged, a range changed). */
  keepPrevious?: boolean;
  /** How long an answer stays fresh (no reload on a new mount), in milliseconds; 0 by default. */
  staleTime?: number;
  /** Reload every this many milliseconds while shown (a list other people change, e.g. notifications). */
  refetchInterval?: number;
  /** Reload when the window regains focus (off by default, see above). */
  refetchOnWindowFocus?: boolean;
};

/** The cache's options of one read (its key, its call with the abort signal, the options asked). */
export function secureQueryOptions<R extends Route>(
  endpoint: R,
  input: RouteInput<R>,
  options: SecureQueryOptions,
): UseQueryOptions<RouteAnswer<R>, Error> {
  // Cast once: the cache's option types cannot see through the endpoint's deferred answer type.
  return {
    queryKey: secureQueryKey(endpoint, input),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      secureApi(endpoint, input, { fallback: options.fallback, signal }),
    enabled: options.enabled ?? true,
    staleTime: options.staleTime ?? 0,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    ...(options.refetchOnWindowFocus ? { refetchOnWindowFocus: true } : {}),
  } as UseQueryOptions<RouteAnswer<R>, Error>;
}

/** One read of a secure endpoint through the cache: `useSecureQuery(staffEndpoints.listStaff, { params: { hotelId } }, { fallback })`. */
export function useSecureQuery<R extends Route>(
  endpoint: R,
  input: RouteInput<R>,
  options: SecureQueryOptions,
): UseQueryResult<RouteAnswer<R>, Error> {
  return useQuery(secureQueryOptions(endpoint, input, options));
}

/**
 * How a read is paged: the first page's parameter, the next one after an answer (undefined after
 * the last page), and the input asking for one page of the read.
 */
export type SecurePages<R extends Route, P> = {
  first: P;
  next: (answer: RouteAnswer<R>, param: P) => P | undefined;
  input: (input: RouteInput<R>, param: P) => RouteInput<R>;
};

/**
 * The cache key of a paged read: the endpoint's operation first, as `secureQueryKey` (so a write
 * naming the endpoint reloads it too), then its input without the page, then a mark that keeps its
 * pages apart from a single read of the same input.
 */
export function secureInfiniteQueryKey<R extends Route>(endpoint: R, input: RouteInput<R>): QueryKey {
  return [...secureQueryKey(endpoint, input), 'pages'];
}

/**
 * A paged read through the cache (a list loaded a page at a time): `input` is the read without its
 * page (new filters, a new key: the list starts over), `pageParam` says how it pages. The pages
 * loaded are kept together; a write naming the endpoint reloads them all, in order. Retries, the
 * abort signal and the options are those of `useSecureQuery`.
 */
export function useSecureInfiniteQuery<R extends Route, P>(
  endpoint: R,
  input: RouteInput<R>,
  options: Omit<SecureQueryOptions, 'keepPrevious'> & { pageParam: SecurePages<R, P> },
): UseInfiniteQueryResult<InfiniteData<RouteAnswer<R>, P>, Error> {
  const { pageParam } = options;
  return useInfiniteQuery<RouteAnswer<R>, Error, InfiniteData<RouteAnswer<R>, P>, QueryKey, P>({
    queryKey: secureInfiniteQueryKey(endpoint, input),
    queryFn: ({ pageParam: param, signal }) =>
      secureApi(endpoint, pageParam.input(input, param as P), { fallback: options.fallback, signal }),
    initialPageParam: pageParam.first,
    getNextPageParam: (answer, _pages, param) => pageParam.next(answer, param),
    retry: retryRead,
    enabled: options.enabled ?? true,
    staleTime: options.staleTime ?? 0,
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
    ...(options.refetchOnWindowFocus ? { refetchOnWindowFocus: true } : {}),
  });
}

/** The reads a write changes: every cached answer of these endpoints reloads (whatever its input). */
export type Invalidates = readonly Route[];

/** Marks every cached answer of `endpoints` stale and reloads those shown; resolves when they have. */
export function invalidateReads(client: QueryClient, endpoints: Invalidates): Promise<void> {
  const names = new Set(endpoints.map((endpoint) => endpoint.operationId));
  return client.invalidateQueries({ predicate: (query) => names.has(String(query.queryKey[0])) });
}

/**
 * One write of a secure endpoint: `mutateAsync(input)` sends it; on success the reads it
 * `invalidates` reload (the write resolves once they have, so a screen that awaits it shows the new
 * state). The caller handles the error (field errors into the form, a conflict into a notice).
 */
export function useSecureMutation<R extends Route>(
  endpoint: R,
  options: { fallback: string; invalidates?: Invalidates; headers?: Record<string, string> },
): UseMutationResult<RouteAnswer<R>, Error, RouteInput<R>> {
  const client = useQueryClient();
  return useMutation<RouteAnswer<R>, Error, RouteInput<R>>({
    mutationFn: (input) =>
      secureApi(endpoint, input, {
        fallback: options.fallback,
        ...(options.headers ? { headers: options.headers } : {}),
      }),
    onSuccess: () => (options.invalidates ? invalidateReads(client, options.invalidates) : undefined),
  });
}

/** The cache, for a screen that puts a write's answer in place (`setQueryData`) or reloads by hand. */
export { useQueryClient } from '@tanstack/react-query';

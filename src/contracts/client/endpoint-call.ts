/**
 * The typed call of a route (src/contracts/endpoint.ts, the generated tables of
 * src/contracts/routes/): fills the path template from `params` (each value URL-encoded), passes
 * the query and the JSON body on, and types the answer by the endpoint's response schema, which
 * the route carries as a type only (decision 068). The request core (`createHttp`) keeps its rules:
 * headers, timeout, the error shape, the 401/403 hooks of the app that made it.
 */
import type { Route, RouteAnswer, RouteInput } from '../endpoint.ts';
import type { RequestOptions } from './http.ts';

/** A request core as `createHttp` returns it, rooted at `root` (e.g. `/api/rs/secure/`). */
export type HttpCore = <T>(path: string, options: RequestOptions) => Promise<T>;

/** What a call adds to the endpoint and its input: the fallback text and the rarer request options. */
export type CallOptions = Pick<RequestOptions, 'fallback' | 'headers' | 'allowUnauthorized' | 'signal'>;

/** `/api/rs/secure/hotels/{hotelId}/rooms/{id}` with `{ hotelId: 1, id: 'a/b' }` → `/api/rs/secure/hotels/1/rooms/a%2Fb`. */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A caller of the endpoints under `root` through `http` (a core whose own prefix is empty: the
 * endpoint's path is complete). An endpoint outside `root` is a programming error, thrown at once.
 */
export function endpointCaller(http: HttpCore, root: string) {
  return function call<R extends Route>(
    endpoint: R,
    input: RouteInput<R>,
    options: CallOptions,
  ): Promise<RouteAnswer<R>> {
    if (!endpoint.path.startsWith(root)) throw new Error(`${endpoint.operationId} is not under ${root}`);
    const { params, query, body } = input as {
      params?: Record<string, string | number>;
      query?: RequestOptions['query'];
      body?: unknown;
    };
    return http<RouteAnswer<R>>(fillPath(endpoint.path, params), {
      ...options,
      method: endpoint.method.toUpperCase() as NonNullable<RequestOptions['method']>,
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { body }),
    });
  };
}

/**
 * Edge cache of the public calendar and search answers (issue 11, docs/decisions/020): the
 * Workers Cache API (`caches.default`), keyed by hotel + rates version + the hotel's today +
 * path and query, so a popular hotel's repeated searches are answered without loading its rates.
 *
 * Never stale: every change that can alter these answers (rates, inventory, closings, promotions,
 * channels, reservations) bumps `hotels.rates_version` in its own write batch
 * (worker/data/rates-version.ts); each request reads the hotel's current version (one primary-key
 * read, the only D1 call of a hit), so the first request after a change misses and recomputes.
 * Time-dependent parts of an answer (free cancellation until a deadline, last-minute promotions)
 * may lag by at most CACHE_TTL_SECONDS; a new hotel day starts a new key.
 *
 * Only 200 answers are stored. The stored copy carries its own `Cache-Control` for the cache;
 * the client gets the route's (search answers stay `no-store` for browsers). Headers added by
 * outer middleware (CORS, security headers) are not part of the cached copy: they are applied to
 * every answer, hit or miss. `X-Rates-Cache: HIT | MISS` says which.
 */
import type { MiddlewareHandler } from 'hono';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { hotelRefParam } from '../../src/schemas/booking.ts';
import type { AppEnv } from '../env.ts';

/** How long a stored answer may live (its key changes as soon as the hotel's rates do). */
export const CACHE_TTL_SECONDS = 60;
export const RATES_CACHE_HEADER = 'X-Rates-Cache';
/** The route's own Cache-Control, kept on the stored copy to give back to clients. */
const ORIGINAL_CACHE_CONTROL = 'X-Itaca-Client-Cache-Control';
/** Host of the cache keys: never a real address, so keys cannot collide with fetched URLs. */
const KEY_ORIGIN = 'https://rates-cache.itaca.internal';

/** The cache of this data centre, or null where there is none (plain unit code). */
function edgeCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

/** The hotel's id, rates version and time zone for a public reference (enabled hotels only). */
export async function ratesKeyOf(
  db: D1Database,
  ref: { id: number | null; alias: string | null },
): Promise<{ id: number; version: number; timeZone: string } | null> {
  const row = await db
    .prepare(
      'SELECT id, rates_version, time_zone FROM hotels WHERE (id = ?1 OR name_alias = ?2) AND enabled = 1 LIMIT 1',
    )
    .bind(ref.id, ref.alias)
    .first<{ id: number; rates_version: number; time_zone: string }>();
  return row ? { id: row.id, version: row.rates_version, timeZone: row.time_zone } : null;
}

/** The cache key of a request: hotel, version, hotel's today, path, query sorted by name. */
export function ratesCacheKey(url: URL, hotel: { id: number; version: number }, today: string): string {
  const query = [...url.searchParams]
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${KEY_ORIGIN}/h/${hotel.id}/v/${hotel.version}/d/${today}${url.pathname}?${query}`;
}

function withHeader(response: Response, name: string, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set(name, value);
  return copy;
}

/**
 * Caches the GET answers of a route whose `:idOrAlias` names the hotel. Put it after the route's
 * validators (a refused request costs no lookup) and before its handler.
 */
export function ratesCache(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cache = edgeCache();
    const ref = hotelRefParam.safeParse(c.req.param('idOrAlias'));
    if (c.req.method !== 'GET' || !cache || !ref.success) return next();
    const hotel = await ratesKeyOf(c.env.DB, ref.data);
    if (!hotel) return next();
    const key = new Request(ratesCacheKey(new URL(c.req.url), hotel, todayIn(hotel.timeZone, Date.now())));
    const hit = await cache.match(key);
    if (hit) {
      const answer = withHeader(hit, RATES_CACHE_HEADER, 'HIT');
      const original = hit.headers.get(ORIGINAL_CACHE_CONTROL);
      answer.headers.delete(ORIGINAL_CACHE_CONTROL);
      if (original === null) answer.headers.delete('Cache-Control');
      else answer.headers.set('Cache-Control', original);
      // Age and similar headers the cache adds are its own business.
      answer.headers.delete('Age');
      return answer;
    }
    await next();
    if (c.res.status !== 200) return;
    const stored = new Response(c.res.clone().body, c.res);
    const original = c.res.headers.get('Cache-Control');
    if (original !== null) stored.headers.set(ORIGINAL_CACHE_CONTROL, original);
    stored.headers.set('Cache-Control', `public, max-age=${CACHE_TTL_SECONDS}`);
    stored.headers.delete('Set-Cookie');
    const put = cache
      .put(key, stored)
      .catch((error: unknown) => console.error('rates cache put failed', error));
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      // No execution context (app.request in unit code): the put still runs.
    }
    c.res = withHeader(c.res, RATES_CACHE_HEADER, 'MISS');
  };
}

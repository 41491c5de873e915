/**
 * Edge cache of the public calendar and search answers (issue 11, docs/decisions/020): the
 * Workers Cache API (`caches.default`, shared by the isolates of a data centre), keyed by hotel +
 * rates version + the hotel's today + path and query, so a popular hotel's repeated searches are
 * answered without loading its rates. No cache of our own in front of it: the platform's is the
 * one that scales and that operators can purge.
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
 * every answer, hit or miss. `X-Rates-Cache: HIT | MISS` says which. Compression is the edge's
 * (Cloudflare compresses JSON answers for clients that accept it).
 */
import type { MiddlewareHandler } from 'hono';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { hotelRefParam } from '../../src/schemas/booking.ts';
import type { AppEnv } from '../env.ts';
import { edgeCache } from './edge-cache.ts';

/** How long a stored answer may live (its key changes as soon as the hotel's rates do). */
export const CACHE_TTL_SECONDS = 60;
export const RATES_CACHE_HEADER = 'X-Rates-Cache';
/** The route's own Cache-Control, kept on the stored copy to give back to clients. */
const ORIGINAL_CACHE_CONTROL = 'X-Itaca-Client-Cache-Control';
/** Host of the cache keys: never a real address, so keys cannot collide with fetched URLs. */
const KEY_ORIGIN = 'https://rates-cache.itaca.internal';

/** The hotel's id, rates version and time zone for a public reference (enabled hotels only). */
export async function ratesKeyOf(
  db: D1Database,
  ref: { id: number | null; alias: string | null },
): Promise<{ id: number; version: number; timeZone: string; created: string } | null> {
  const row = await db
    .prepare(
      `SELECT id, rates_version, time_zone, created_date FROM hotels WHERE (id = ?1 OR name_alias = ?2) AND enabled = 1
       LIMIT 1`,
    )
    .bind(ref.id, ref.alias)
    .first<{ id: number; rates_version: number; time_zone: string; created_date: string }>();
  return row
    ? { id: row.id, version: row.rates_version, timeZone: row.time_zone, created: row.created_date }
    : null;
}

/**
 * The cache key of a request: hotel (id and creation instant, so a hotel re-created under the same
 * id, or a test database's, never meets another's answers), version, hotel's today, path, query
 * sorted by name.
 */
export function ratesCacheKey(
  url: URL,
  hotel: { id: number; version: number; created?: string },
  today: string,
): string {
  const query = [...url.searchParams]
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const created = encodeURIComponent(hotel.created ?? '');
  return `${KEY_ORIGIN}/h/${hotel.id}/${created}/v/${hotel.version}/d/${today}${url.pathname}?${query}`;
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
    if (hit) return answerOf(hit);
    await next();
    if (c.res.status !== 200) return;
    const stored = new Response(c.res.clone().body, c.res);
    stored.headers.delete('Set-Cookie');
    stored.headers.set(ORIGINAL_CACHE_CONTROL, stored.headers.get('Cache-Control') ?? '');
    stored.headers.set('Cache-Control', `public, max-age=${CACHE_TTL_SECONDS}`);
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

/** A stored copy as the client's answer: the route's own Cache-Control back, no cache headers. */
function answerOf(hit: Response): Response {
  const response = new Response(hit.body, hit);
  const original = response.headers.get(ORIGINAL_CACHE_CONTROL);
  response.headers.delete(ORIGINAL_CACHE_CONTROL);
  response.headers.delete('Age');
  if (original) response.headers.set('Cache-Control', original);
  else response.headers.delete('Cache-Control');
  response.headers.set(RATES_CACHE_HEADER, 'HIT');
  return response;
}

/**
 * Edge cache of the public calendar and search answers (RATES-1, docs/decisions/020): the
 * Workers Cache API (`caches.default`, shared by the isolates of a data centre), keyed by the
 * request's path and sorted query, each entry stamped with what it was computed for (hotel id and
 * creation instant, rates version, the hotel's today), so a popular hotel's repeated searches are
 * answered without loading its rates. No cache of our own in front of it: the platform's is the
 * one that scales and that operators can purge.
 *
 * Never stale: every change that can alter these answers (rates, inventory, closings, promotions,
 * channels, reservations) bumps `hotels.rates_version` in its own write batch
 * (worker/data/rates-version.ts); each request reads the hotel's current version (one primary-key
 * read, the only D1 call of a hit) and serves an entry only when its stamp is exactly that
 * version (and hotel, and today), so the first request after a change misses, recomputes and
 * replaces the entry. The read and the lookup run at once: the key does not need the version,
 * only the check does (a hit costs one round of I/O, not two in a row). The stamp is read before
 * the answer is computed, so an entry is never older than its stamp.
 * Time-dependent parts of an answer (free cancellation until a deadline, last-minute promotions)
 * may lag by at most CACHE_TTL_SECONDS; a new hotel day makes a new stamp.
 *
 * Only 200 answers are stored. The stored copy carries its own `Cache-Control` for the cache;
 * the client gets the route's (search answers stay `no-store` for browsers). Headers added by
 * outer middleware (CORS, security headers) are not part of the cached copy: they are applied to
 * every answer, hit or miss. `X-Rates-Cache: HIT | MISS` says which.
 *
 * Stored compressed: an answer is gzipped once, when it is computed, and stored and served as
 * those bytes (`Content-Encoding: gzip`, `encodeBody: 'manual'`), so a hit neither reads nor
 * sends the 220 KB of a large hotel's search (27 KB instead) and nothing compresses it again per
 * request (the edge, or workerd locally, would otherwise gzip every answer for every client).
 * A client whose `Accept-Encoding` does not take gzip gets the answer decompressed on the way out
 * (docs/decisions/020).
 */
import type { MiddlewareHandler } from 'hono';
import { hotelRefParam } from '../../src/contracts/booking.ts';
import { todayBySpan, utcOffsetSpanAt } from '../../src/domain/booking/dates.ts';
import type { AppEnv } from '../env.ts';
import { edgeCache } from './edge-cache.ts';

/** How long a stored answer may live (it is no longer served as soon as the hotel's rates change). */
export const CACHE_TTL_SECONDS = 60;
export const RATES_CACHE_HEADER = 'X-Rates-Cache';
/** The route's own Cache-Control, kept on the stored copy to give back to clients. */
const ORIGINAL_CACHE_CONTROL = 'X-Itaca-Client-Cache-Control';
/** What a stored entry was computed for (ratesStamp): served only when it is the current one. */
export const RATES_STAMP_HEADER = 'X-Itaca-Rates-Stamp';
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
 * The hotel's today, by the offset span kept per zone in the isolate (utcOffsetSpanAt), outside
 * it `todayIn`: every request stamps with it, and formatting the instant in the zone was the
 * largest item a hit pays that the trivial route does not (a CPU profile of wrangler dev).
 */
function hotelTodayNow(timeZone: string): string {
  const now = Date.now();
  return todayBySpan(timeZone, utcOffsetSpanAt(timeZone, now), now);
}

/** The cache key of a request: its path (which names the hotel) and its query sorted by name. */
export function ratesCacheKey(url: URL): string {
  const query = [...url.searchParams]
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${KEY_ORIGIN}${url.pathname}?${query}`;
}

/**
 * What an answer is computed for: hotel id and creation instant (a hotel re-created under the
 * same id or alias, or a test database's, never meets another's answers), rates version, the
 * hotel's today.
 */
export function ratesStamp(hotel: { id: number; version: number; created: string }, today: string): string {
  return `${hotel.id}/${encodeURIComponent(hotel.created)}/v${hotel.version}/${today}`;
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
    const key = new Request(ratesCacheKey(new URL(c.req.url)));
    const [hotel, entry] = await Promise.all([ratesKeyOf(c.env.DB, ref.data), cache.match(key)]);
    const stamp = hotel ? ratesStamp(hotel, hotelTodayNow(hotel.timeZone)) : null;
    if (entry && stamp !== null && entry.headers.get(RATES_STAMP_HEADER) === stamp) {
      return answerOf(entry, acceptsGzip(clientAcceptEncoding(c.req.raw)));
    }
    // An entry of another version, day or hotel is never served; the answer computed now replaces it.
    await entry?.body?.cancel();
    if (stamp === null) return next();
    const gzipOk = acceptsGzip(clientAcceptEncoding(c.req.raw));
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Content-Encoding')) return;
    const plain = await c.res.arrayBuffer();
    const gzipped = await gzip(plain);
    const stored = new Response(gzipped, { status: 200, headers: c.res.headers, encodeBody: 'manual' });
    stored.headers.delete('Set-Cookie');
    stored.headers.delete('Content-Length');
    stored.headers.set('Content-Encoding', 'gzip');
    stored.headers.set(ORIGINAL_CACHE_CONTROL, stored.headers.get('Cache-Control') ?? '');
    stored.headers.set('Cache-Control', `public, max-age=${CACHE_TTL_SECONDS}`);
    stored.headers.set(RATES_STAMP_HEADER, stamp);
    const put = cache
      .put(key, stored)
      .catch((error: unknown) => console.error('rates cache put failed', error));
    try {
      c.executionCtx.waitUntil(put);
    } catch {
      // No execution context (app.request in unit code): the put still runs.
    }
    const answer = gzipOk
      ? new Response(gzipped, { status: 200, headers: c.res.headers, encodeBody: 'manual' })
      : new Response(plain, { status: 200, headers: c.res.headers });
    answer.headers.delete('Content-Length');
    if (gzipOk) answer.headers.set('Content-Encoding', 'gzip');
    answer.headers.append('Vary', 'Accept-Encoding');
    answer.headers.set(RATES_CACHE_HEADER, 'MISS');
    c.res = answer;
  };
}

/**
 * The `Accept-Encoding` the client itself sent. Cloudflare (and wrangler dev, which mimics it)
 * replaces the header a worker sees with `br, gzip` and keeps the client's own value, `''` when it
 * sent none, in `request.cf.clientAcceptEncoding`; elsewhere (unit code) the header is the client's.
 */
export function clientAcceptEncoding(request: Request): string | undefined {
  const sent = request.cf?.clientAcceptEncoding;
  if (typeof sent === 'string') return sent === '' ? undefined : sent;
  return request.headers.get('Accept-Encoding') ?? undefined;
}

/**
 * Whether an `Accept-Encoding` header takes gzip: only when it names gzip (or `*`) with q > 0.
 * RFC 9110 §12.5.3 lets a server send any coding to a request without the header, but a script or
 * an integration that sends none rarely inflates what it gets: it gets the plain answer.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined) return false;
  let star: boolean | null = null;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') return accepted;
    if (name.trim() === '*') star = accepted;
  }
  return star ?? false;
}

async function gzip(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Response(bytes).body?.pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

/**
 * A stored copy as the client's answer: the route's own Cache-Control back, no cache headers;
 * the stored gzip bytes as they are, or decompressed for a client that refuses gzip.
 */
function answerOf(hit: Response, gzipOk: boolean): Response {
  const compressed = hit.headers.get('Content-Encoding') === 'gzip';
  const response =
    compressed && !gzipOk
      ? new Response(hit.body?.pipeThrough(new DecompressionStream('gzip')), hit)
      : new Response(hit.body, { status: hit.status, headers: hit.headers, encodeBody: 'manual' });
  if (compressed && !gzipOk) {
    response.headers.delete('Content-Encoding');
    response.headers.delete('Content-Length');
  }
  const original = response.headers.get(ORIGINAL_CACHE_CONTROL);
  response.headers.delete(ORIGINAL_CACHE_CONTROL);
  response.headers.delete(RATES_STAMP_HEADER);
  response.headers.delete('Age');
  if (original) response.headers.set('Cache-Control', original);
  else response.headers.delete('Cache-Control');
  response.headers.append('Vary', 'Accept-Encoding');
  response.headers.set(RATES_CACHE_HEADER, 'HIT');
  return response;
}

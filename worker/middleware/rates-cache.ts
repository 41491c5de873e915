/**
 * Edge cache of the public calendar and search answers (issue 11, docs/decisions/020), keyed by
 * hotel + rates version + the hotel's today + path and query, so a popular hotel's repeated
 * searches are answered without loading its rates. Two tiers: a small LRU in the isolate's
 * memory (a hit costs what the trivial route costs: one D1 read), then the Workers Cache API
 * (`caches.default`, shared by the isolates of a data centre).
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

/** Bounds of the in-isolate tier (an isolate has 128 MB; a 50-room-type search answer is ~220 KB). */
export const MEMORY_MAX_BYTES = 16 * 1024 * 1024;
export const MEMORY_MAX_ENTRIES = 500;

type MemoryEntry = {
  body: ArrayBuffer;
  /** The body gzipped once (answers over GZIP_MIN_BYTES), sent as is to clients that accept it. */
  gzip: ArrayBuffer | null;
  status: number;
  headers: [string, string][];
  expires: number;
};

/** Smaller answers are sent as they are (compressing them saves nothing worth the CPU). */
export const GZIP_MIN_BYTES = 4 * 1024;

const sizeOf = (entry: MemoryEntry) => entry.body.byteLength + (entry.gzip?.byteLength ?? 0);

async function gzipped(body: ArrayBuffer): Promise<ArrayBuffer | null> {
  if (body.byteLength < GZIP_MIN_BYTES || typeof CompressionStream === 'undefined') return null;
  const stream = new Blob([body]).stream().pipeThrough(new CompressionStream('gzip'));
  return new Response(stream).arrayBuffer();
}

/** Insertion order is recency order: a hit moves its entry to the end, the oldest go first. */
const memory = new Map<string, MemoryEntry>();
let memoryBytes = 0;

function forget(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryBytes -= sizeOf(entry);
}

function remember(key: string, entry: MemoryEntry): void {
  if (sizeOf(entry) > MEMORY_MAX_BYTES / 8) return;
  forget(key);
  memory.set(key, entry);
  memoryBytes += sizeOf(entry);
  for (const oldest of memory.keys()) {
    if (memoryBytes <= MEMORY_MAX_BYTES && memory.size <= MEMORY_MAX_ENTRIES) break;
    forget(oldest);
  }
}

function recall(key: string, now: number): MemoryEntry | null {
  const entry = memory.get(key);
  if (!entry) return null;
  forget(key);
  if (entry.expires <= now) return null;
  memory.set(key, entry);
  memoryBytes += sizeOf(entry);
  return entry;
}

/** Empties the in-isolate tier (tests). */
export function clearRatesMemoryCache(): void {
  memory.clear();
  memoryBytes = 0;
}

/** The cache of this data centre, or null where there is none (plain unit code). */
function edgeCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

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
    if (c.req.method !== 'GET' || !ref.success) return next();
    const hotel = await ratesKeyOf(c.env.DB, ref.data);
    if (!hotel) return next();
    const now = Date.now();
    const key = ratesCacheKey(new URL(c.req.url), hotel, todayIn(hotel.timeZone, now));
    const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '');
    const inMemory = recall(key, now);
    if (inMemory) return answerOf(inMemory, gzip);
    const hit = cache ? await cache.match(key) : undefined;
    if (hit) {
      const entry = await entryOf(hit, now);
      remember(key, entry);
      return answerOf(entry, gzip);
    }
    await next();
    if (c.res.status !== 200) return;
    const entry = await entryOf(c.res.clone(), now);
    remember(key, entry);
    if (cache) {
      const stored = new Response(entry.body, { status: 200, headers: entry.headers });
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
    }
    c.res = withHeader(c.res, RATES_CACHE_HEADER, 'MISS');
  };
}

/** A response as a memory entry: its body, status and the headers a client gets (no cookies). */
async function entryOf(response: Response, now: number): Promise<MemoryEntry> {
  const headers: [string, string][] = [];
  const original = response.headers.get(ORIGINAL_CACHE_CONTROL);
  response.headers.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || lower === 'age' || lower === ORIGINAL_CACHE_CONTROL.toLowerCase()) return;
    if (lower === 'cache-control' && original !== null) return;
    headers.push([name, value]);
  });
  // A copy from caches.default carries the route's own Cache-Control aside.
  if (original) headers.push(['Cache-Control', original]);
  const body = await response.arrayBuffer();
  return {
    body,
    gzip: await gzipped(body),
    status: response.status,
    headers,
    expires: now + CACHE_TTL_SECONDS * 1000,
  };
}

/**
 * A hit as a response: the gzipped body as is (`encodeBody: 'manual'`: no compression per
 * request) to a client that accepts gzip, else the plain body.
 */
function answerOf(entry: MemoryEntry, acceptsGzip: boolean): Response {
  const compressed = acceptsGzip && entry.gzip !== null;
  const response = new Response((compressed && entry.gzip ? entry.gzip : entry.body).slice(0), {
    status: entry.status,
    headers: entry.headers,
    ...(compressed ? { encodeBody: 'manual' as const } : {}),
  });
  if (compressed) {
    response.headers.set('Content-Encoding', 'gzip');
    response.headers.delete('Content-Length');
  }
  response.headers.append('Vary', 'Accept-Encoding');
  response.headers.set(RATES_CACHE_HEADER, 'HIT');
  return response;
}

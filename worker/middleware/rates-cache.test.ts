/**
 * The edge cache of the public calendar and search (rates-cache.ts) stores answers gzipped and
 * serves those bytes to clients that take gzip, decompressed to those that refuse it; a change
 * of the hotel's rates version is never answered from an older entry.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingSearch } from '../../src/contracts/booking-types.ts';
import { bumpRatesVersion } from '../data/rates-version.ts';
import { API, day, HOTEL_ALIAS, HOTEL_ID, seedBookingFixture, today } from '../test/booking-fixture.ts';
import {
  acceptsGzip,
  clientAcceptEncoding,
  RATES_CACHE_HEADER,
  RATES_STAMP_HEADER,
  ratesCacheKey,
  ratesStamp,
} from './rates-cache.ts';

beforeAll(async () => {
  await seedBookingFixture();
});

let ip = 0;
const searchUrl = (checkin: number, extra = '') =>
  `${API}/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(checkin)}&checkout=${day(checkin + 2)}&adults=2${extra}`;

async function get(url: string, acceptEncoding: string) {
  ip += 1;
  const res = await SELF.fetch(url, {
    headers: { 'Accept-Encoding': acceptEncoding, 'CF-Connecting-IP': `10.77.0.${ip}` },
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // The test client (like a browser) may have inflated a gzip answer already.
  const text = isGzip(bytes) ? await gunzip(bytes) : new TextDecoder().decode(bytes);
  return {
    res,
    bytes,
    text,
    cache: res.headers.get(RATES_CACHE_HEADER),
    encoding: res.headers.get('Content-Encoding'),
  };
}

const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;
async function gunzip(bytes: Uint8Array): Promise<string> {
  return new Response(new Response(bytes).body?.pipeThrough(new DecompressionStream('gzip'))).text();
}

/** The entry stored in caches.default for a URL, and the stamp it must carry to be served now. */
async function storedEntry(url: string): Promise<{ entry: Response | undefined; current: string }> {
  const hotel = await env.DB.prepare('SELECT rates_version, created_date FROM hotels WHERE id = ?')
    .bind(HOTEL_ID)
    .first<{ rates_version: number; created_date: string }>();
  if (!hotel) throw new Error('no test hotel');
  const current = ratesStamp(
    { id: HOTEL_ID, version: hotel.rates_version, created: hotel.created_date },
    today(),
  );
  return { entry: await caches.default.match(new Request(ratesCacheKey(new URL(url)))), current };
}

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['gzip', true],
    ['br, gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['identity', false],
    ['', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*;q=0', false],
    ['*;q=0, gzip', true],
    ['br, *', true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('clientAcceptEncoding', () => {
  const request = (header: string | null, cf?: { clientAcceptEncoding: string }) =>
    new Request('https://itaca.test/', {
      headers: header === null ? {} : { 'Accept-Encoding': header },
      ...(cf ? { cf } : {}),
    });

  it("is the client's own header, kept by the platform in cf, not the `br, gzip` it puts in its place", () => {
    expect(clientAcceptEncoding(request('br, gzip', { clientAcceptEncoding: 'identity' }))).toBe('identity');
    expect(clientAcceptEncoding(request('br, gzip', { clientAcceptEncoding: 'gzip, deflate' }))).toBe(
      'gzip, deflate',
    );
    // A client that sent no header at all (a script, curl): the plain answer.
    expect(clientAcceptEncoding(request('br, gzip', { clientAcceptEncoding: '' }))).toBeUndefined();
  });

  it('is the header itself where no platform stands in between', () => {
    expect(clientAcceptEncoding(request('gzip'))).toBe('gzip');
    expect(clientAcceptEncoding(request(null))).toBeUndefined();
  });
});

describe('ratesStamp', () => {
  it('differs by hotel, creation instant, version and day', () => {
    const base = { id: 1, version: 3, created: '2026-01-01T00:00:00.000Z' };
    const stamp = ratesStamp(base, '2026-11-26');
    expect(ratesStamp({ ...base }, '2026-11-26')).toBe(stamp);
    expect(ratesStamp({ ...base, id: 2 }, '2026-11-26')).not.toBe(stamp);
    expect(ratesStamp({ ...base, version: 4 }, '2026-11-26')).not.toBe(stamp);
    expect(ratesStamp({ ...base, created: '2026-01-02T00:00:00.000Z' }, '2026-11-26')).not.toBe(stamp);
    expect(ratesStamp(base, '2026-11-27')).not.toBe(stamp);
    expect(ratesStamp({ ...base, id: 13 }, '2026-11-26')).not.toBe(
      ratesStamp({ ...base, id: 1, version: 33 }, '2026-11-26'),
    );
  });
});

describe('gzipped entries', () => {
  it('a miss stores and serves the answer gzipped; a hit serves the same bytes; a client refusing gzip gets plain JSON', async () => {
    const url = searchUrl(14);
    const miss = await get(url, 'gzip, deflate, br');
    expect(miss.res.status).toBe(200);
    expect(miss.cache).toBe('MISS');
    expect(miss.encoding).toBe('gzip');
    expect(miss.res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(miss.res.headers.get('Cache-Control')).toBe('no-store');
    const search = JSON.parse(miss.text) as BookingSearch;
    expect(search.hotelId).toBe(HOTEL_ID);
    expect(search.results.length, JSON.stringify(search.violations)).toBeGreaterThan(0);

    // What the cache holds: the gzip bytes, far smaller than the JSON.
    const { entry: stored, current } = await storedEntry(url);
    expect(stored?.headers.get('Content-Encoding')).toBe('gzip');
    expect(stored?.headers.get(RATES_STAMP_HEADER)).toBe(current);
    expect(miss.res.headers.get(RATES_STAMP_HEADER)).toBeNull();
    const storedBytes = new Uint8Array(await (stored as Response).arrayBuffer());
    expect(isGzip(storedBytes)).toBe(true);
    expect(storedBytes.byteLength).toBeLessThan(miss.text.length / 2);
    expect(await gunzip(storedBytes)).toBe(miss.text);

    const hit = await get(url, 'gzip');
    expect(hit.cache).toBe('HIT');
    expect(hit.encoding).toBe('gzip');
    expect(hit.res.headers.get('Vary')).toContain('Accept-Encoding');
    expect(hit.res.headers.get('Cache-Control')).toBe('no-store');
    expect(hit.text).toBe(miss.text);
    expect(hit.res.headers.get(RATES_STAMP_HEADER)).toBeNull();

    const plain = await get(url, 'identity');
    expect(plain.cache).toBe('HIT');
    expect(plain.encoding).toBeNull();
    expect(isGzip(plain.bytes)).toBe(false);
    expect(plain.text).toBe(miss.text);
  });

  it('a first request from a client refusing gzip gets plain JSON, and the entry it leaves is gzipped for the next', async () => {
    const url = searchUrl(15);
    const plain = await get(url, 'br;q=1, gzip;q=0');
    expect(plain.cache).toBe('MISS');
    expect(plain.encoding).toBeNull();
    expect(isGzip(plain.bytes)).toBe(false);
    expect((JSON.parse(plain.text) as BookingSearch).checkin).toBe(day(15));
    expect((await storedEntry(url)).entry?.headers.get('Content-Encoding')).toBe('gzip');
    const hit = await get(url, 'gzip');
    expect(hit.cache).toBe('HIT');
    expect(hit.encoding).toBe('gzip');
    expect(hit.text).toBe(plain.text);
  });

  it('a client that sent no Accept-Encoding gets plain JSON, though the platform says `br, gzip`', async () => {
    const url = searchUrl(16);
    for (const expected of ['MISS', 'HIT']) {
      ip += 1;
      const res = await SELF.fetch(url, {
        headers: { 'Accept-Encoding': 'br, gzip', 'CF-Connecting-IP': `10.77.0.${ip}` },
        cf: { clientAcceptEncoding: '' },
      });
      expect(res.headers.get(RATES_CACHE_HEADER)).toBe(expected);
      expect(res.headers.get('Content-Encoding')).toBeNull();
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(isGzip(bytes)).toBe(false);
      expect((JSON.parse(new TextDecoder().decode(bytes)) as BookingSearch).checkin).toBe(day(16));
    }
  });

  it('an error answer is neither stored nor compressed', async () => {
    const url = `${API}/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(9)}&checkout=${day(9)}&adults=2`;
    const first = await get(url, 'gzip');
    expect(first.res.status).toBe(400);
    expect(first.encoding).toBeNull();
    expect(first.cache).toBeNull();
    expect(JSON.parse(first.text)).toHaveProperty('errors');
  });

  it('after a rates version bump the next answer is recomputed, never the older entry', async () => {
    const url = searchUrl(16);
    const before = await get(url, 'gzip');
    expect((await get(url, 'gzip')).cache).toBe('HIT');
    await env.DB.batch([
      env.DB.prepare('UPDATE daily_rates SET amount_cents = amount_cents + 1000 WHERE date = ?').bind(
        day(16),
      ),
      bumpRatesVersion(env.DB, HOTEL_ID),
    ]);
    // The entry under this URL is still the old one, stamped with the old version: never served.
    const { entry: old, current } = await storedEntry(url);
    expect(old?.headers.get(RATES_STAMP_HEADER)).not.toBe(current);
    await old?.body?.cancel();
    const after = await get(url, 'gzip');
    expect(after.cache).toBe('MISS');
    expect(after.text).not.toBe(before.text);
    expect((await storedEntry(url)).entry?.headers.get(RATES_STAMP_HEADER)).toBe(current);
    const identity = await get(url, 'identity');
    expect(identity.cache).toBe('HIT');
    expect(identity.text).toBe(after.text);
  });
});

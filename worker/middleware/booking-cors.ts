import type { Context, MiddlewareHandler } from 'hono';
import { hotelRefParam } from '../../src/contracts/booking.ts';
import { requestOrigin } from '../../src/domain/site-origin.ts';
import {
  REFUSED_ORIGIN_WRITE_INTERVAL_MS,
  recordRefusedOrigin,
  siteCheckByHotel,
  siteCheckByReservation,
} from '../data/hotel-sites.ts';
import type { AppEnv } from '../env.ts';
import { edgeCache } from './edge-cache.ts';

/** Where the booking routes live: their reads and writes answer cross-origin calls. */
export const BOOKING_PATH = '/api/rs/public/booking/';

/** The methods that only read: any public route answers them to any origin. */
const READ_METHODS = new Set(['GET', 'HEAD']);

export const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';
export const CORS_READ_METHODS = 'GET, OPTIONS';
export const CORS_ALLOWED_HEADERS = 'Content-Type, Idempotency-Key, X-Requested-With, X-Itaca-Instance';
export const CORS_EXPOSED_HEADERS = 'Idempotent-Replayed, Retry-After';
export const CORS_MAX_AGE_SECONDS = 600;

/** Creating a reservation: only the hotel's sites (and our own pages). */
const CREATE_PATH = /^\/api\/rs\/public\/booking\/hotels\/([^/]+)\/reservations\/?$/;
/** Reading and cancelling a reservation: only the sites of the reservation's hotel. */
const RESERVATION_PATH = /^\/api\/rs\/public\/booking\/reservations\/([A-Z0-9]{6,16})(?:\/|$)/;

/** Browsers send canonical origins; http://localhost and the like are sites of demo hotels too. */
const ANY_ORIGIN_RULES = { allowLoopbackHttp: true };

/** Keys of the 'already noted this hour' marks in the edge cache: never a real address. */
const REFUSED_MARK_ORIGIN = 'https://refused-origins.itaca.internal';
const refusedMark = (hotelId: number, origin: string) =>
  new Request(`${REFUSED_MARK_ORIGIN}/${hotelId}/${encodeURIComponent(origin)}`);

/**
 * Notes, without delaying the answer, that `origin` used hotel `hotelId`'s widget without being
 * one of its sites, for the back office's 'Recently seen sites'. At most once an hour per pair:
 * a mark in the edge cache (`caches.default`) skips the write in this data centre, and the
 * upsert's own guard covers the others.
 */
export function noteRefusedOrigin(
  c: Context<AppEnv>,
  hotelId: number,
  origin: string,
  now = Date.now(),
): void {
  const write = (async () => {
    const cache = edgeCache();
    const mark = refusedMark(hotelId, origin);
    if (cache && (await cache.match(mark))) return;
    await recordRefusedOrigin(c.env.DB, { hotelId, origin, now });
    await cache?.put(
      mark,
      new Response('noted', {
        headers: { 'Cache-Control': `max-age=${REFUSED_ORIGIN_WRITE_INTERVAL_MS / 1000}` },
      }),
    );
  })().catch((error: unknown) => console.error('refused origin not recorded', error));
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (app.request in unit code): the write still runs.
  }
}

/** Forgets that `origin` was noted for `hotelId` (it was just removed from the hotel's sites). */
export async function forgetRefusedOrigin(hotelId: number, origin: string): Promise<void> {
  await edgeCache()?.delete(refusedMark(hotelId, origin));
}

/** For a reservation path: whether `origin` is a site of its hotel (and the hotel), else null. */
async function reservationSiteCheck(db: D1Database, pathname: string, origin: string) {
  const hotel = CREATE_PATH.exec(pathname)?.[1];
  if (hotel !== undefined) {
    const ref = hotelRefParam.safeParse(hotel);
    return ref.success ? siteCheckByHotel(db, ref.data, origin) : null;
  }
  const code = RESERVATION_PATH.exec(pathname)?.[1];
  return code === undefined ? null : siteCheckByReservation(db, code, origin);
}

const isReservationPath = (pathname: string) => CREATE_PATH.test(pathname) || RESERVATION_PATH.test(pathname);

/**
 * CORS of the public API (mounted before the request guards in app.ts), EMBED:
 *
 * - Public reads (GET/HEAD anywhere under /api/rs/public, and the booking profile, calendar,
 *   search, site check and exchange rates) answer any origin with `Access-Control-Allow-Origin: *`
 *   and never set a cookie, so the widget shows rooms, prices and photos (the storage url) on any
 *   page at once. No credentials are allowed, so a read that depends on a session cookie answers
 *   another site as it would answer a visitor who is not signed in.
 * - Creating, reading and cancelling a reservation answer only the hotel's sites (`hotel_sites`,
 *   edited in the back office): `Access-Control-Allow-Origin` is that exact origin, never a
 *   wildcard, with `Vary: Origin`. Any other origin gets no CORS headers (the browser blocks the
 *   call). Our own pages are same-origin and need nothing.
 * - The other public writes (sign-in, forms, reviews) are for our own pages only: no CORS headers.
 *
 * Every preflight is answered here (204, with or without permission), never by the API's 404. No
 * credentials are ever allowed: the cross-site write guard (`rejectCrossSite`) lets an allowed
 * origin's reservation writes through by reading `corsOrigin`.
 */
export function bookingCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const header = c.req.header('Origin');
    const crossOrigin = header !== undefined && header !== url.origin;
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;

    if (!isReservationPath(url.pathname)) {
      const method = preflight ? (c.req.header('Access-Control-Request-Method') ?? '') : c.req.method;
      const open = url.pathname.startsWith(BOOKING_PATH) || READ_METHODS.has(method.toUpperCase());
      if (!open) {
        // A public write for our own pages: a preflight is answered without permission.
        if (preflight) return c.body(null, 204);
        c.set('corsOrigin', null);
        await next();
        return;
      }
      if (preflight) {
        return c.body(null, 204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': CORS_READ_METHODS,
          'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
          'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
        });
      }
      c.set('corsOrigin', null);
      await next();
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Access-Control-Allow-Origin', '*');
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
      // Public data for any page: nothing here may identify or track the visitor.
      if (crossOrigin) c.res.headers.delete('Set-Cookie');
      return;
    }

    let allowed: string | null = null;
    if (crossOrigin) {
      const origin = requestOrigin(header, ANY_ORIGIN_RULES);
      if (origin !== null) {
        // A refusal is noted by the site check the widget makes when it starts (booking-site.ts),
        // which answers 200: a refused request here writes nothing.
        const check = await reservationSiteCheck(c.env.DB, url.pathname, origin);
        if (check?.allowed) allowed = header;
      }
    }
    if (preflight) {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (allowed !== null) {
        headers['Access-Control-Allow-Origin'] = allowed;
        headers['Access-Control-Allow-Methods'] = CORS_ALLOWED_METHODS;
        headers['Access-Control-Allow-Headers'] = CORS_ALLOWED_HEADERS;
        headers['Access-Control-Max-Age'] = String(CORS_MAX_AGE_SECONDS);
      }
      return c.body(null, 204, headers);
    }
    c.set('corsOrigin', allowed);
    await next();
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append('Vary', 'Origin');
    if (allowed !== null) {
      c.res.headers.set('Access-Control-Allow-Origin', allowed);
      c.res.headers.set('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    }
  };
}

import type { Context, MiddlewareHandler } from 'hono';
import { requestOrigin } from '../../src/domain/site-origin.ts';
import { hotelRefParam } from '../../src/schemas/booking.ts';
import {
  REFUSED_ORIGIN_WRITE_INTERVAL_MS,
  recordRefusedOrigin,
  siteCheckByHotel,
  siteCheckByReservation,
} from '../data/hotel-sites.ts';
import type { AppEnv } from '../env.ts';

/** Where the booking routes live; only they answer cross-origin calls. */
export const BOOKING_PATH = '/api/rs/public/booking/';

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

/**
 * Where a refused origin was last written, per hotel and origin, in this isolate: the table is
 * written at most once an hour per pair (the upsert's own guard covers other isolates).
 */
const lastRefusedWrite = new Map<string, number>();
const REFUSED_MEMO_LIMIT = 2000;

/**
 * Notes, without delaying the answer, that `origin` used hotel `hotelId`'s widget without being
 * one of its sites, for the back office's 'Recently seen sites'. At most once an hour per pair.
 */
export function noteRefusedOrigin(
  c: Context<AppEnv>,
  hotelId: number,
  origin: string,
  now = Date.now(),
): void {
  const key = `${hotelId} ${origin}`;
  const last = lastRefusedWrite.get(key);
  if (last !== undefined && now - last < REFUSED_ORIGIN_WRITE_INTERVAL_MS) return;
  if (lastRefusedWrite.size >= REFUSED_MEMO_LIMIT) lastRefusedWrite.clear();
  lastRefusedWrite.set(key, now);
  const write = recordRefusedOrigin(c.env.DB, { hotelId, origin, now }).catch((error: unknown) => {
    lastRefusedWrite.delete(key);
    console.error('refused origin not recorded', error);
  });
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (app.request in unit code): the write still runs.
  }
}

/** Forgets that `origin` was noted for `hotelId` (it was just removed from the hotel's sites). */
export function forgetRefusedOrigin(hotelId: number, origin: string): void {
  lastRefusedWrite.delete(`${hotelId} ${origin}`);
}

/** Forgets the isolate's memo (tests that record the same origin again). */
export function forgetRefusedOrigins(): void {
  lastRefusedWrite.clear();
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
 * CORS of the booking routes (mounted before the request guards in app.ts), issue 15:
 *
 * - Public, cookie-free reads (profile, calendar, search, the site check, exchange rates) answer
 *   any origin with `Access-Control-Allow-Origin: *` and never set a cookie, so the widget shows
 *   rooms and prices on any page at once.
 * - Creating, reading and cancelling a reservation answer only the hotel's sites (`hotel_sites`,
 *   edited in the back office): `Access-Control-Allow-Origin` is that exact origin, never a
 *   wildcard, with `Vary: Origin`. Any other origin gets no CORS headers (the browser blocks the
 *   call). Our own pages are same-origin and need nothing.
 *
 * Preflights are answered here (204). No credentials are ever allowed: the cross-site write guard
 * (`rejectCrossSite`) lets an allowed origin's reservation writes through by reading `corsOrigin`.
 */
export function bookingCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const header = c.req.header('Origin');
    const crossOrigin = header !== undefined && header !== url.origin;
    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;

    if (!isReservationPath(url.pathname)) {
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

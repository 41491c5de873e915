import type { MiddlewareHandler } from 'hono';
import { hotelRefParam } from '../../src/schemas/booking.ts';
import { findAllowedOrigins, findReservationOrigins, normaliseOrigin } from '../data/booking.ts';
import type { AppEnv } from '../env.ts';

/** Where the booking routes live; only they answer cross-origin calls. */
export const BOOKING_PATH = '/api/rs/public/booking/';

export const CORS_ALLOWED_METHODS = 'GET, POST, OPTIONS';
export const CORS_ALLOWED_HEADERS = 'Content-Type, Idempotency-Key, X-Requested-With, X-Itaca-Instance';
export const CORS_EXPOSED_HEADERS = 'Idempotent-Replayed, Retry-After';
export const CORS_MAX_AGE_SECONDS = 600;

const HOTEL_PATH = /^\/api\/rs\/public\/booking\/hotels\/([^/]+)(?:\/|$)/;
const RESERVATION_PATH = /^\/api\/rs\/public\/booking\/reservations\/([A-Z0-9]{6,16})(?:\/|$)/;
/** Public, non-personal data read by the widget: the hotel of `?hotel=` decides the origins. */
const HOTEL_QUERY_PATHS = new Set(['/api/rs/public/booking/exchange-rates']);

/** The origins the hotel behind a booking path allows (by id/alias, reservation code or `?hotel=`). */
async function originsFor(db: D1Database, url: URL): Promise<string[]> {
  const { pathname } = url;
  const hotelQuery = HOTEL_QUERY_PATHS.has(pathname) ? url.searchParams.get('hotel') : null;
  const hotel = HOTEL_PATH.exec(pathname)?.[1] ?? hotelQuery ?? undefined;
  if (hotel !== undefined) {
    const ref = hotelRefParam.safeParse(hotel);
    return ref.success ? ((await findAllowedOrigins(db, ref.data)) ?? []) : [];
  }
  const code = RESERVATION_PATH.exec(pathname)?.[1];
  if (code !== undefined) return (await findReservationOrigins(db, code)) ?? [];
  return [];
}

/**
 * CORS of the booking routes (mounted before the request guards in app.ts). Each hotel lists the
 * exact origins allowed to book from (hotel_booking_settings.allowed_origins_json); a request
 * from one of them gets `Access-Control-Allow-Origin` set to that origin, never to an arbitrary
 * or wildcard value, and `Vary: Origin` always. Preflights are answered here (204). No
 * credentials are allowed: the booking routes never use cookies, so the cross-site write guard
 * (`rejectCrossSite`) lets an allowed origin through by reading `corsOrigin`.
 */
export function bookingCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const requestOrigin = c.req.header('Origin');
    let allowed: string | null = null;
    if (requestOrigin !== undefined && requestOrigin !== url.origin) {
      const origin = normaliseOrigin(requestOrigin);
      // The browser's Origin is already canonical; anything else (paths, 'null') never matches.
      if (origin !== null && origin === requestOrigin.toLowerCase()) {
        const origins = await originsFor(c.env.DB, url);
        if (origins.includes(origin)) allowed = requestOrigin;
      }
    }
    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined) {
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

/**
 * GET /api/rs/public/booking/hotels/{idOrAlias}/site (EMBED): may the page calling it take
 * bookings for the hotel? The widget asks when it starts, so that on a site the hotel has not
 * added it can still show rooms and prices, tell the guest plainly that bookings are not possible
 * here (with a link to the hotel's page with us), and tell the site owner in the console what to
 * do. Public and cookie-free like the other reads (`Access-Control-Allow-Origin: *`), answered per
 * `Origin` and never stored. A 'no' is noted for the back office's 'Recently seen sites'.
 */
import { Hono } from 'hono';
import { bookingHotelParams } from '../../src/contracts/booking.ts';
import type { SiteCheck } from '../../src/contracts/secure/widget-sites.ts';
import { requestOrigin } from '../../src/domain/site-origin.ts';
import { siteCheckByHotel } from '../data/hotel-sites.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { noteRefusedOrigin } from '../middleware/booking-cors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

export const HOTEL_NOT_FOUND = 'Hotel not found';

export const bookingSiteRoutes = new Hono<AppEnv>().get(
  '/booking/hotels/:idOrAlias/site',
  failureMessage('Error checking the site'),
  validate('param', bookingHotelParams),
  async (c) => {
    const { idOrAlias } = c.req.valid('param');
    const header = c.req.header('Origin');
    const headers = { 'Cache-Control': 'no-store', Vary: 'Origin' };
    const own = header === undefined || header === new URL(c.req.url).origin;
    const origin = own ? null : requestOrigin(header, { allowLoopbackHttp: true });
    // Our own pages, or a caller that is no browser page ('null' origins: sandboxed frames, files).
    const check = await siteCheckByHotel(c.env.DB, idOrAlias, origin ?? '');
    if (check === null) throw notFound(HOTEL_NOT_FOUND);
    if (own) return c.json<SiteCheck>({ allowed: true, origin: null }, 200, headers);
    if (origin === null) return c.json<SiteCheck>({ allowed: false, origin: null }, 200, headers);
    if (!check.allowed) noteRefusedOrigin(c, check.hotelId, origin);
    return c.json<SiteCheck>({ allowed: check.allowed, origin }, 200, headers);
  },
);

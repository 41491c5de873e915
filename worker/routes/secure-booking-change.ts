/**
 * Changing a booking from the back office (FOLIO-2, decision 059), under
 * /api/rs/secure/hotels/{hotelId}:
 *
 *   GET  /reservations/{code}/change-quote       the change priced, nothing written   (reservations.write)
 *   POST /reservations/{code}/change             the quoted change applied            (reservations.write)
 *   PUT  /reservations/{code}/nights/{date}/price a night's price set, with a reason  (reservations.reprice)
 *
 * Thin: validate, name the permission, call worker/booking/ (reservation-change.ts quotes,
 * change-apply.ts applies, night-price.ts sets a night by hand). A code that is
 * not a reservation of the hotel is 404; a stale quote, a sold-out night without a confirmed
 * overbooking, or nights sold meanwhile 409, nothing written.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import {
  type ChangeQuoteView,
  changeInput,
  changeQuoteQuery,
  nightPriceInput,
  nightPriceParams,
} from '../../src/contracts/secure/booking-change.ts';
import { applyChange } from '../booking/change-apply.ts';
import { changeView } from '../booking/change-view.ts';
import { setNightPrice } from '../booking/night-price.ts';
import { quoteChange } from '../booking/reservation-change.ts';
import { staffActorOf } from '../data/reservation-events.ts';
import { findHotelReservation, type StoredReservation } from '../data/stored-reservation.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const BASE = '/reservations/:code';
const NO_STORE = { 'Cache-Control': 'no-store' };

async function requireReservation(
  c: Context<AppEnv>,
  hotelId: number,
  code: string,
): Promise<StoredReservation> {
  const stored = await findHotelReservation(c.env.DB, { hotelId, code });
  if (!stored) throw notFound('Reservation not found');
  return stored;
}

export const secureBookingChangeRoutes = new Hono<AppEnv>()
  .get(
    `${BASE}/change-quote`,
    failureMessage('Error pricing the change'),
    requirePermission('reservations.write'),
    validate('param', staffReservationParams),
    validate('query', changeQuoteQuery),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const stored = await requireReservation(c, hotelId, code);
      const change = await quoteChange(c.env.DB, stored, c.req.valid('query'), {
        actor: 'STAFF',
        now: Date.now(),
      });
      return c.json<ChangeQuoteView>(changeView(change, false, stored.row.version), 200, NO_STORE);
    },
  )
  .post(
    `${BASE}/change`,
    failureMessage('Error changing the reservation'),
    requirePermission('reservations.write'),
    validate('param', staffReservationParams),
    validate('json', changeInput),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const body = c.req.valid('json');
      const stored = await requireReservation(c, hotelId, code);
      const now = Date.now();
      const change = await quoteChange(c.env.DB, stored, body, { actor: 'STAFF', now });
      const view = await applyChange(c.env.DB, change, body, {
        actor: staffActorOf(c.get('user')),
        now,
        siteUrl: c.env.SITE_URL,
      });
      return c.json<ChangeQuoteView>(view, 200, NO_STORE);
    },
  )
  .put(
    `${BASE}/nights/:date/price`,
    failureMessage("Error setting the night's price"),
    requirePermission('reservations.reprice'),
    validate('param', nightPriceParams),
    validate('json', nightPriceInput),
    async (c) => {
      const { hotelId, code, date } = c.req.valid('param');
      const stored = await requireReservation(c, hotelId, code);
      const view = await setNightPrice(
        c.env.DB,
        stored,
        { date, ...c.req.valid('json') },
        {
          actor: staffActorOf(c.get('user')),
          now: Date.now(),
          vatRates: { vatRate: stored.row.hotel_vat_tax, vatRateExtras: stored.row.hotel_vat_tax_extras },
        },
      );
      return c.json<ChangeQuoteView>(view, 200, NO_STORE);
    },
  );

/**
 * The hotel staff's side of a reservation (BOFLOW), served by the worker itself when no
 * BACKOFFICE_ORIGIN is set (secure-local.ts): read it, cancel it, record a no-show, check the
 * guest out early. Paths are under /api/rs/secure.
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts: 401, then 403 whatever the
 *   code, so nothing tells an outsider whether a reservation exists); a code that is not a
 *   reservation of that hotel is 404.
 * - The actions are use cases (worker/booking/cancel-reservation.ts): one that does not apply in
 *   the reservation's state is 409 and writes nothing; `preview: true` answers what the action
 *   would do without doing it; of concurrent actions exactly one applies, the others get 409.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffActionSchema, staffReservationParams } from '../../src/contracts/booking.ts';
import type { ReservationActionResult, StaffReservationView } from '../../src/contracts/booking-types.ts';
import { applyStaffAction } from '../booking/cancel-reservation.ts';
import type { ReservationAction } from '../booking/reservation-actions.ts';
import { staffReservationView } from '../booking/views.ts';
import { staffReservationNames } from '../data/reservation-list.ts';
import { findHotelReservation, type StoredReservation } from '../data/stored-reservation.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { withFolioFigures } from '../folio/folio.ts';
import { reservationStay } from '../front-desk/front-desk.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

export const STAFF_RESERVATION_NOT_FOUND = 'Reservation not found';

const FAILURES: Record<ReservationAction, string> = {
  cancel: 'Error cancelling the reservation',
  'no-show': 'Error recording the no-show',
  'early-checkout': 'Error recording the early checkout',
};

type Ctx = Context<AppEnv>;

const BASE = '/reservations/:code';

/** The reservation `code` of hotel `hotelId` (404). */
async function requireStaffReservation(c: Ctx, hotelId: number, code: string): Promise<StoredReservation> {
  const reservation = await findHotelReservation(c.env.DB, { hotelId, code });
  if (!reservation) throw notFound(STAFF_RESERVATION_NOT_FOUND);
  return reservation;
}

async function runAction(
  c: Ctx,
  action: ReservationAction,
  params: { hotelId: number; code: string },
  preview: boolean,
): Promise<Response> {
  const stored = await requireStaffReservation(c, params.hotelId, params.code);
  const result = await applyStaffAction(
    { db: c.env.DB, siteUrl: c.env.SITE_URL, now: Date.now() },
    stored,
    action,
    { preview, user: c.get('user') },
  );
  return c.json<ReservationActionResult>(result, 200, { 'Cache-Control': 'no-store' });
}

export const secureReservationRoutes = new Hono<AppEnv>()
  .get(
    BASE,
    failureMessage('Error getting the reservation'),
    requirePermission('reservations.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const stored = await requireStaffReservation(c, hotelId, code);
      const roomIds = stored.rooms.flatMap((room) => {
        const id = (room as { room_id?: number | null }).room_id;
        return typeof id === 'number' ? [id] : [];
      });
      const names = await staffReservationNames(c.env.DB, hotelId, roomIds, stored.row.source);
      const now = Date.now();
      const view = await withFolioFigures(
        c.env.DB,
        { hotelId, code },
        staffReservationView(stored, now, names),
      );
      const stay = await reservationStay(c.env.DB, {
        id: stored.row.id,
        status: stored.row.status,
        checkin: stored.row.checkin,
        checkout: stored.row.checkout,
        today: view.today,
      });
      return c.json<StaffReservationView>({ ...view, stay }, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    `${BASE}/cancel`,
    failureMessage(FAILURES.cancel),
    requirePermission('reservations.write'),
    validate('param', staffReservationParams),
    validate('json', staffActionSchema),
    (c) => runAction(c, 'cancel', c.req.valid('param'), c.req.valid('json').preview),
  )
  .post(
    `${BASE}/no-show`,
    failureMessage(FAILURES['no-show']),
    requirePermission('reservations.write'),
    validate('param', staffReservationParams),
    validate('json', staffActionSchema),
    (c) => runAction(c, 'no-show', c.req.valid('param'), c.req.valid('json').preview),
  )
  .post(
    `${BASE}/early-checkout`,
    failureMessage(FAILURES['early-checkout']),
    requirePermission('reservations.write'),
    validate('param', staffReservationParams),
    validate('json', staffActionSchema),
    (c) => runAction(c, 'early-checkout', c.req.valid('param'), c.req.valid('json').preview),
  );

/**
 * The hotel staff's side of a reservation (BOFLOW), served by the worker itself when no
 * BACKOFFICE_ORIGIN is set (secure-local.ts): read it, cancel it, record a no-show, check the
 * guest out early. Paths are under /api/rs/secure.
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts: 401, then 403 whatever the
 *   code, so nothing tells an outsider whether a reservation exists); a code that is not a
 *   reservation of that hotel is 404.
 * - The actions are computed by worker/booking/reservation-actions.ts on the hotel's clock; one
 *   that does not apply in the reservation's state is 409 and writes nothing. `preview: true`
 *   answers what the action would do without doing it.
 * - Every write of an action (inventory released from the hotel's today on, rooms, reservation,
 *   guest e-mail) is ONE D1 batch guarded by the reservation's version: of concurrent actions
 *   exactly one applies, the others get 409.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffActionSchema, staffReservationParams } from '../../src/contracts/booking.ts';
import type { ReservationActionResult, StaffReservationView } from '../../src/contracts/booking-types.ts';
import { actionEmail } from '../booking/emails.ts';
import {
  ActionErrorCode,
  planAction,
  type ReservationAction,
  recomputedAmounts,
} from '../booking/reservation-actions.ts';
import { actionResultView, staffReservationView } from '../booking/views.ts';
import {
  applyActionStatements,
  findHotelReservation,
  releasedNights,
  type StoredReservation,
  toDomainReservation,
} from '../data/booking-write.ts';
import { departIfInHouseStatements } from '../data/front-desk.ts';
import { whileReservationVersion } from '../data/notifications.ts';
import { actionEvents, staffActorOf } from '../data/reservation-events.ts';
import { staffReservationNames } from '../data/reservation-list.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { withFolioFigures } from '../folio/folio.ts';
import { reservationStay } from '../front-desk/front-desk.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { notifyHotelStatements, reservationNotice } from '../notifications/notify.ts';
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
  const now = Date.now();
  const before = toDomainReservation(stored);
  const planned = planAction(action, before, now);
  if (!planned.ok) throw new ApiError(409, planned.message, [{ field: 'code', code: planned.code }]);
  const amounts = recomputedAmounts(planned, stored);
  const released = releasedNights(before, planned.after, planned.today);
  const email = actionEmail(
    stored,
    planned,
    amounts,
    await loadHotelBrand(c.env.DB, stored.row.hotel_id, c.env.SITE_URL),
  );
  const result = actionResultView(stored, planned, {
    action,
    preview,
    amounts,
    released,
    emailSent: !preview && email !== null,
    sendsEmail: email !== null,
  });
  if (!preview) {
    const db = c.env.DB;
    const statements = applyActionStatements(db, before, planned.after, {
      reservationId: stored.row.id,
      version: stored.row.version,
      releaseFrom: planned.today,
      email,
      now: new Date(now),
      ...(amounts ? { amounts } : {}),
      events: actionEvents(result.status, staffActorOf(c.get('user')), {
        amount: result.cancelAmount,
        currency: result.currency,
        checkout: result.checkout,
        email,
      }),
    });
    // Guests in house who leave early leave the front desk's stay too (decision 047).
    const departure =
      planned.outcome === 'EARLY_CHECKOUT'
        ? departIfInHouseStatements(db, {
            reservationId: stored.row.id,
            version: stored.row.version,
            now: new Date(now),
            actor: staffActorOf(c.get('user')),
          })
        : [];
    // The rest of the staff hear of it, only if this change wins (the version guard; decision 056).
    const notice = notifyHotelStatements(
      db,
      params.hotelId,
      reservationNotice(
        planned.outcome === 'CANCELLED' || planned.outcome === 'CHECKIN_DELETED'
          ? 'reservation.cancelled'
          : 'reservation.changed',
        stored,
        c.get('user')?.id ?? null,
        { checkin: stored.row.checkin, checkout: result.checkout },
      ),
      {
        siteUrl: c.env.SITE_URL,
        now: new Date(now),
        when: whileReservationVersion(stored.row.id, stored.row.version),
      },
    );
    const results = await db.batch([
      ...statements.slice(0, -1),
      ...departure,
      ...notice,
      ...statements.slice(-1),
    ]);
    if ((results.at(-1)?.meta.changes ?? 0) !== 1) {
      throw new ApiError(409, 'The reservation was changed meanwhile: reload it and try again', [
        { field: 'code', code: ActionErrorCode.changed },
      ]);
    }
  }
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

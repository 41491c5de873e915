/**
 * The hotel staff's side of a reservation (spec 002 §4), served by the worker itself when no
 * BACKOFFICE_ORIGIN is set (secure-local.ts): read it, cancel it, record a no-show, check the
 * guest out early. Paths are under /api/rs/secure.
 *
 * - A manager session is required (401); the manager must be linked to the hotel in
 *   `manager_hotels` (403, whatever the code: nothing tells whether a reservation exists); a code
 *   that is not a reservation of that hotel is 404.
 * - The actions are computed by worker/booking/reservation-actions.ts on the hotel's clock; one
 *   that does not apply in the reservation's state is 409 and writes nothing. `preview: true`
 *   answers what the action would do without doing it.
 * - Every write of an action (inventory released from the hotel's today on, rooms, reservation,
 *   guest e-mail) is ONE D1 batch guarded by the reservation's version: of concurrent actions
 *   exactly one applies, the others get 409.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { ReservationActionResult, StaffReservationView } from '../../src/api/booking-types.ts';
import { staffActionSchema, staffReservationParams } from '../../src/schemas/booking.ts';
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
  findReservationForManager,
  releasedNights,
  type StoredReservation,
  toDomainReservation,
} from '../data/booking-write.ts';
import { actionEvents, staffActorOf } from '../data/reservation-events.ts';
import { staffReservationNames } from '../data/reservation-list.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound, unauthorized } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { limitBody, requireJsonBody } from '../middleware/request-guards.ts';
import type { SessionUser } from '../security/session.ts';
import { validate } from '../validation.ts';

export const STAFF_RESERVATION_NOT_FOUND = 'Reservation not found';
export const HOTEL_NOT_MANAGED = 'You do not manage this hotel';

const FAILURES: Record<ReservationAction, string> = {
  cancel: 'Error cancelling the reservation',
  'no-show': 'Error recording the no-show',
  'early-checkout': 'Error recording the early checkout',
};

type Ctx = Context<AppEnv>;

const BASE = '/hotels/:hotelId/reservations/:code';

/** 401 unless the request carries a manager session (loaded by secure-local.ts). */
const requireManager: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
};

function managerOf(c: Ctx): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The reservation `code` of hotel `hotelId`, if the manager is linked to the hotel (403, 404). */
async function requireStaffReservation(c: Ctx, hotelId: number, code: string): Promise<StoredReservation> {
  const { linked, reservation } = await findReservationForManager(c.env.DB, {
    managerId: managerOf(c).id,
    hotelId,
    code,
  });
  if (!linked) {
    throw new ApiError(403, HOTEL_NOT_MANAGED, [{ field: 'hotelId', code: 'error.hotel.not.managed' }]);
  }
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
  const email = actionEmail(stored, planned, amounts);
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
    const results = await db.batch(
      applyActionStatements(db, before, planned.after, {
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
      }),
    );
    if ((results.at(-1)?.meta.changes ?? 0) !== 1) {
      throw new ApiError(409, 'The reservation was changed meanwhile: reload it and try again', [
        { field: 'code', code: ActionErrorCode.changed },
      ]);
    }
  }
  return c.json<ReservationActionResult>(result, 200, { 'Cache-Control': 'no-store' });
}

export const secureReservationRoutes = new Hono<AppEnv>()
  // Like the public chain: JSON bodies only (415), at most 64 KB (413); cross-site writes are
  // refused for all of /api/rs/secure in app.ts.
  .use(`${BASE}/*`, requireJsonBody(), limitBody())
  .get(
    BASE,
    failureMessage('Error getting the reservation'),
    requireManager,
    validate('param', staffReservationParams),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const stored = await requireStaffReservation(c, hotelId, code);
      const roomIds = stored.rooms.flatMap((room) => {
        const id = (room as { room_id?: number | null }).room_id;
        return typeof id === 'number' ? [id] : [];
      });
      const names = await staffReservationNames(c.env.DB, hotelId, roomIds, stored.row.source);
      return c.json<StaffReservationView>(staffReservationView(stored, Date.now(), names), 200, {
        'Cache-Control': 'no-store',
      });
    },
  )
  .post(
    `${BASE}/cancel`,
    failureMessage(FAILURES.cancel),
    requireManager,
    validate('param', staffReservationParams),
    validate('json', staffActionSchema),
    (c) => runAction(c, 'cancel', c.req.valid('param'), c.req.valid('json').preview),
  )
  .post(
    `${BASE}/no-show`,
    failureMessage(FAILURES['no-show']),
    requireManager,
    validate('param', staffReservationParams),
    validate('json', staffActionSchema),
    (c) => runAction(c, 'no-show', c.req.valid('param'), c.req.valid('json').preview),
  )
  .post(
    `${BASE}/early-checkout`,
    failureMessage(FAILURES['early-checkout']),
    requireManager,
    validate('param', staffReservationParams),
    validate('json', staffActionSchema),
    (c) => runAction(c, 'early-checkout', c.req.valid('param'), c.req.valid('json').preview),
  );

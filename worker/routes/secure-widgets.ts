/**
 * The back-office routes of spec 002's small widgets (issue 13), under /api/rs/secure (mounted by
 * secure-local.ts):
 *
 *   GET /hotels/{hotelId}/checkin-times                      → the hotel's check-in and check-out times
 *   PUT /hotels/{hotelId}/checkin-times                      → the saved times (409 when another save came first)
 *   GET /hotels/{hotelId}/reservations/{code}/history        → the reservation's events, oldest first
 *
 * 401 without a manager session; 403 when the manager does not run the hotel; 404 for a
 * reservation of another hotel; 400 with the field and the message key for bad input.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/schemas/booking.ts';
import { type CheckinTimesView, checkinTimesUpdate } from '../../src/schemas/secure/checkin-times.ts';
import { hotelParams } from '../../src/schemas/secure/common.ts';
import type { ReservationEventView } from '../../src/schemas/secure/reservation-history.ts';
import { findReservationForManager } from '../data/booking-write.ts';
import { loadCheckinTimes, saveCheckinTimes } from '../data/checkin-times.ts';
import { managesHotel } from '../data/property.ts';
import { listReservationEvents } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound, unauthorized } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

/** The message key of a 409: the form says so and keeps the typed times. */
export const CHECKIN_TIMES_CHANGED = 'bo.checkin.changed';

const noStore = { 'Cache-Control': 'no-store' };

const notManaged = () =>
  new ApiError(403, 'You do not manage this hotel', [{ field: 'hotelId', code: 'error.hotel.not.managed' }]);

/** The signed-in manager, once their link to the hotel is checked (401, 403). */
async function requireHotel(c: Ctx, hotelId: number) {
  const user = c.get('user');
  if (!user) throw unauthorized();
  if (!(await managesHotel(c.env.DB, user.id, hotelId))) throw notManaged();
  return user;
}

/** 401 before the input is read (a visitor learns nothing about what it would accept). */
const requireManager = async (c: Ctx, next: () => Promise<void>) => {
  if (!c.get('user')) throw unauthorized();
  await next();
};

export const secureWidgetRoutes = new Hono<AppEnv>()
  .get(
    '/hotels/:hotelId/checkin-times',
    failureMessage('Error getting the check-in times'),
    requireManager,
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      await requireHotel(c, hotelId);
      const times = await loadCheckinTimes(c.env.DB, hotelId);
      if (!times) throw notFound('Hotel not found');
      return c.json<CheckinTimesView>(times, 200, noStore);
    },
  )
  .put(
    '/hotels/:hotelId/checkin-times',
    failureMessage('Error saving the check-in times'),
    requireManager,
    validate('param', hotelParams),
    validate('json', checkinTimesUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      await requireHotel(c, hotelId);
      const { version, checkinFrom, checkinTo, checkoutTo } = c.req.valid('json');
      // checkinFrom is required by the schema's rule: never null here.
      const saved = await saveCheckinTimes(c.env.DB, {
        hotelId,
        version,
        checkinFrom: checkinFrom ?? '',
        checkinTo,
        checkoutTo,
      });
      if (!saved) {
        throw new ApiError(
          409,
          'Another manager changed the check-in times meanwhile: reload and try again',
          [{ field: 'version', code: CHECKIN_TIMES_CHANGED }],
        );
      }
      return c.json<CheckinTimesView>(saved, 200, noStore);
    },
  )
  .get(
    '/hotels/:hotelId/reservations/:code/history',
    failureMessage('Error getting the reservation history'),
    requireManager,
    validate('param', staffReservationParams),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const user = c.get('user');
      if (!user) throw unauthorized();
      const { linked, reservation } = await findReservationForManager(c.env.DB, {
        managerId: user.id,
        hotelId,
        code,
      });
      if (!linked) throw notManaged();
      if (!reservation) throw notFound('Reservation not found');
      const events = await listReservationEvents(c.env.DB, reservation.row.id);
      return c.json<ReservationEventView[]>(events, 200, noStore);
    },
  );

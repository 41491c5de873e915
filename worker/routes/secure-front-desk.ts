/**
 * The front desk (FRONTDESK-2), under /api/rs/secure (mounted by secure-local.ts behind the hotel
 * guard); schemas in src/contracts/secure/front-desk.ts, use cases in worker/front-desk/:
 *
 *   GET  /hotels/{hotelId}/front-desk?date=YYYY-MM-DD         → arrivals, in house, departures
 *   GET  /hotels/{hotelId}/reservations/{code}/check-in       → the rooms a check-in may choose
 *   POST /hotels/{hotelId}/reservations/{code}/check-in       → checks the guests in (409 when not allowed)
 *   POST /hotels/{hotelId}/reservations/{code}/check-in/undo  → undoes today's check-in
 *   POST /hotels/{hotelId}/reservations/{code}/check-out      → checks them out (early: BOFLOW)
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type CheckInOptions,
  type CheckOutResult,
  checkInRequest,
  checkOutRequest,
  type FrontDeskResponse,
  frontDeskQuery,
  type StayView,
  stayWriteRequest,
} from '../../src/contracts/secure/front-desk.ts';
import { staffActorOf } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import {
  checkIn,
  checkOut,
  type DeskActor,
  readCheckInOptions,
  readFrontDesk,
  undoCheckIn,
} from '../front-desk/front-desk.ts';
import { answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { notifyUnreportedGuests } from '../notifications/police.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

export const FRONT_DESK_PATH = '/front-desk';
const CHECK_IN = '/reservations/:code/check-in';
const NO_STORE = { 'Cache-Control': 'no-store' };

function deskOf(c: Context<AppEnv>, hotelId: number): DeskActor {
  return { hotelId, actor: staffActorOf(signedInUser(c)), now: new Date(), siteUrl: c.env.SITE_URL };
}

export const secureFrontDeskRoutes = new Hono<AppEnv>()
  .get(
    FRONT_DESK_PATH,
    failureMessage('Error getting the front desk'),
    requirePermission('frontdesk.read'),
    validate('param', hotelParams),
    validate('query', frontDeskQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { date } = c.req.valid('query');
      const answer = answerOf(await readFrontDesk(c.env.DB, hotelId, date, new Date()));
      return c.json<FrontDeskResponse>(answer, 200, NO_STORE);
    },
  )
  .get(
    CHECK_IN,
    failureMessage('Error getting the rooms of the check-in'),
    requirePermission('frontdesk.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const answer = answerOf(await readCheckInOptions(c.env.DB, hotelId, code, new Date()));
      return c.json<CheckInOptions>(answer, 200, NO_STORE);
    },
  )
  .post(
    CHECK_IN,
    failureMessage('Error checking the guests in'),
    requirePermission('frontdesk.write'),
    validate('param', staffReservationParams),
    validate('json', checkInRequest),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const desk = deskOf(c, hotelId);
      const answer = answerOf(await checkIn(c.env.DB, desk, code, c.req.valid('json')));
      // The guests are in: whoever sends the police report hears how many still wait for it, the
      // person at the desk included (a reminder, not news of someone else's change: no actor).
      await notifyUnreportedGuests(c.env.DB, hotelId, {
        siteUrl: c.env.SITE_URL,
        now: desk.now,
        actorId: null,
      });
      return c.json<StayView>(answer, 200, NO_STORE);
    },
  )
  .post(
    `${CHECK_IN}/undo`,
    failureMessage('Error undoing the check-in'),
    requirePermission('frontdesk.write'),
    validate('param', staffReservationParams),
    validate('json', stayWriteRequest),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const answer = answerOf(await undoCheckIn(c.env.DB, deskOf(c, hotelId), code, c.req.valid('json')));
      return c.json<StayView>(answer, 200, NO_STORE);
    },
  )
  .post(
    '/reservations/:code/check-out',
    failureMessage('Error checking the guests out'),
    requirePermission('frontdesk.write'),
    validate('param', staffReservationParams),
    validate('json', checkOutRequest),
    async (c) => {
      const { hotelId, code } = c.req.valid('param');
      const answer = answerOf(await checkOut(c.env.DB, deskOf(c, hotelId), code, c.req.valid('json')));
      return c.json<CheckOutResult>(answer, 200, NO_STORE);
    },
  );

/**
 * A hotel's setup checklist, under /api/rs/secure (mounted by secure-local.ts behind the hotel
 * guard); schema in src/contracts/secure/setup-checklist.ts, rules in
 * src/domain/setup-checklist.ts:
 *
 *   GET  /hotels/{hotelId}/setup      → the eight steps, each done or not, and whether guests can book
 *   POST   /hotels/{hotelId}/setup/open → opens the hotel for bookings (409 while an opening step is to do)
 *   DELETE /hotels/{hotelId}/setup/open → closes it (stays already booked are kept)
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import type { SetupChecklistResponse } from '../../src/contracts/secure/setup-checklist.ts';
import type { AppEnv } from '../env.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { closeForBookings, openForBookings, readSetupChecklist } from '../setup/setup-checklist.ts';
import { validate } from '../validation.ts';

export const SETUP_CHECKLIST_PATH = '/setup';

export const SETUP_OPEN_PATH = `${SETUP_CHECKLIST_PATH}/open`;

export const secureSetupChecklistRoutes = new Hono<AppEnv>()
  .get(
    SETUP_CHECKLIST_PATH,
    failureMessage('Error getting the setup checklist'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const checklist = answerOf(await readSetupChecklist(c.env.DB, hotelId, new Date()));
      // Never cached: each step turns done the moment another screen saves.
      return c.json<SetupChecklistResponse>(checklist, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    SETUP_OPEN_PATH,
    failureMessage('Error opening the hotel for bookings'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const checklist = answerOf(await openForBookings(c.env.DB, actorOf(c, hotelId)));
      return c.json<SetupChecklistResponse>(checklist, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .delete(
    SETUP_OPEN_PATH,
    failureMessage('Error closing the hotel for bookings'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const checklist = answerOf(await closeForBookings(c.env.DB, actorOf(c, hotelId)));
      return c.json<SetupChecklistResponse>(checklist, 200, { 'Cache-Control': 'no-store' });
    },
  );

/**
 * Housekeeping (FRONTDESK-3) under /api/rs/secure/hotels/{hotelId} (mounted by secure-local.ts,
 * behind the hotel guard):
 *
 *   GET    /housekeeping?date&language                  housekeeping.read  → HousekeepingResponse
 *   PUT    /housekeeping/rooms/{roomId}?language        housekeeping.write → the room
 *   PUT    /housekeeping/rooms/{roomId}/out-of-order?language  housekeeping.write → the room
 *   DELETE /housekeeping/rooms/{roomId}/out-of-order?version&language  housekeeping.write → the room
 *   GET    /housekeeping/settings                       housekeeping.read  → HousekeepingSettings
 *   PUT    /housekeeping/settings                       housekeeping.write → HousekeepingSettings
 *
 * Writes act on the hotel's today. Refusals write nothing: 404 for a room that is not the
 * hotel's; 409 with the reason for a status the room cannot take (out of order; inspected before
 * cleaned), a stale version, an out-of-order period over stays (named) or over the last free room
 * of its type, a room out of order already; 400 for a period starting before today.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams, VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  HousekeepingErrorCode,
  type HousekeepingResponse,
  type HousekeepingRoomView,
  type HousekeepingSettings,
  housekeepingQuery,
  housekeepingRoomParams,
  housekeepingRoomQuery,
  housekeepingSettingsUpdate,
  outOfOrderEndQuery,
  outOfOrderRequest,
  roomStatusUpdate,
} from '../../src/contracts/secure/housekeeping.ts';
import { maxDate, todayIn } from '../../src/domain/booking/dates.ts';
import type { IsoDate } from '../../src/domain/booking/types.ts';
import { outOfOrderNights, transitionRefusal } from '../../src/domain/housekeeping.ts';
import {
  applyOutOfOrder,
  endOutOfOrder,
  type HousekeepingHotel,
  isHousekeepingStale,
  loadClosedNights,
  loadHousekeepingHotel,
  loadStaysOverNights,
  saveHousekeepingSettings,
  saveRoomStatus,
} from '../data/housekeeping.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { housekeepingSettingsView, loadRoomStates } from '../housekeeping/rooms.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

export const ROOM_CHANGED = 'The room was changed meanwhile: the list has been reloaded, try again';

const noStore = { 'Cache-Control': 'no-store' };

const conflict = (message: string, field: string, code: string) =>
  new ApiError(409, message, [{ field, code }]);
const roomChanged = () => conflict(ROOM_CHANGED, 'version', VERSION_CONFLICT);

/** 'DD/MM' as front desks read a night. */
const dayMonth = (date: IsoDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

async function hotelOf(c: Ctx, hotelId: number): Promise<HousekeepingHotel> {
  const hotel = await loadHousekeepingHotel(c.env.DB, hotelId);
  if (!hotel) throw notFound('Hotel not found');
  return hotel;
}

/** One room of the hotel as today's list shows it, in the validated query's language (404 when it is not the hotel's). */
async function roomToday(
  c: Ctx,
  hotelId: number,
  roomId: number,
  hotel: HousekeepingHotel,
  language: 'en' | 'it' = 'en',
) {
  const today = todayIn(hotel.timeZone, Date.now());
  const [room] = await loadRoomStates(c.env.DB, {
    hotelId,
    date: today,
    timeZone: hotel.timeZone,
    stayOverEvery: hotel.settings.stayOverEvery,
    language,
    roomId,
  });
  if (!room)
    throw new ApiError(404, 'Room not found', [{ field: 'roomId', code: 'error.element.not.found' }]);
  return { room, today };
}

export const secureHousekeepingRoutes = new Hono<AppEnv>()
  .get(
    '/housekeeping',
    failureMessage('Error getting the housekeeping list'),
    requirePermission('housekeeping.read'),
    validate('param', hotelParams),
    validate('query', housekeepingQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const query = c.req.valid('query');
      const hotel = await hotelOf(c, hotelId);
      const today = todayIn(hotel.timeZone, Date.now());
      const date = query.date ?? today;
      const rooms = await loadRoomStates(c.env.DB, {
        hotelId,
        date,
        timeZone: hotel.timeZone,
        stayOverEvery: hotel.settings.stayOverEvery,
        language: query.language ?? 'en',
      });
      return c.json<HousekeepingResponse>(
        { date, today, stayOverEvery: hotel.settings.stayOverEvery, rooms },
        200,
        noStore,
      );
    },
  )
  .put(
    '/housekeeping/rooms/:roomId',
    failureMessage('Error saving the room'),
    requirePermission('housekeeping.write'),
    validate('param', housekeepingRoomParams),
    validate('query', housekeepingRoomQuery),
    validate('json', roomStatusUpdate),
    async (c) => {
      const { hotelId, roomId } = c.req.valid('param');
      const { language } = c.req.valid('query');
      const body = c.req.valid('json');
      const hotel = await hotelOf(c, hotelId);
      const { room } = await roomToday(c, hotelId, roomId, hotel, language);
      if (room.version !== body.version) throw roomChanged();
      const refusal = transitionRefusal(room.status, body.status);
      if (refusal === 'out-of-order') {
        throw conflict(
          `Room ${room.number} is out of order: put it back in service first`,
          'status',
          HousekeepingErrorCode.outOfOrder,
        );
      }
      if (refusal === 'not-clean') {
        throw conflict(
          `Room ${room.number} is dirty: it is cleaned before it is inspected`,
          'status',
          HousekeepingErrorCode.notClean,
        );
      }
      const saved = await saveRoomStatus(c.env.DB, {
        hotelId,
        roomId,
        status: body.status,
        note: body.note === undefined ? undefined : body.note || null,
        version: body.version,
        managerId: signedInUser(c).id,
        now: new Date(),
      });
      if (!saved) throw roomChanged();
      return c.json<HousekeepingRoomView>(
        (await roomToday(c, hotelId, roomId, hotel, language)).room,
        200,
        noStore,
      );
    },
  )
  .put(
    '/housekeeping/rooms/:roomId/out-of-order',
    failureMessage('Error putting the room out of order'),
    requirePermission('housekeeping.write'),
    validate('param', housekeepingRoomParams),
    validate('query', housekeepingRoomQuery),
    validate('json', outOfOrderRequest),
    async (c) => {
      const { hotelId, roomId } = c.req.valid('param');
      const { language } = c.req.valid('query');
      const { from, to, reason, version } = c.req.valid('json');
      const db = c.env.DB;
      const hotel = await hotelOf(c, hotelId);
      const { room, today } = await roomToday(c, hotelId, roomId, hotel, language);
      if (from < today) {
        throw new ApiError(400, 'An out-of-order period starts today or later', [
          { field: 'from', code: HousekeepingErrorCode.past },
        ]);
      }
      if (room.version !== version) throw roomChanged();
      if (room.outOfOrder !== null || room.status === 'OUT_OF_ORDER') {
        throw conflict(
          `Room ${room.number} is out of order already: put it back in service first`,
          'from',
          HousekeepingErrorCode.already,
        );
      }
      const stays = await loadStaysOverNights(db, { roomId, from, to });
      if (stays.length > 0) {
        const named = stays
          .map((stay) => `${stay.code} (${dayMonth(stay.startDate)}–${dayMonth(stay.endDate)})`)
          .join(', ');
        throw conflict(
          `Room ${room.number} has stays on those nights: ${named}. Move them to another room first`,
          'from',
          HousekeepingErrorCode.occupied,
        );
      }
      const nights = outOfOrderNights(from, to);
      // Nights closed already (by the planning) stay as they are; the hotel's closed nights need no closing.
      const closed = await loadClosedNights(db, { hotelId, roomId, nights });
      const closeNights = nights.filter((night) => !closed.room.has(night) && !closed.hotel.has(night));
      try {
        await applyOutOfOrder(db, {
          hotelId,
          roomId,
          period: { from, to, reason },
          closeNights,
          // The room's status now: a first record keeps it (never OUT_OF_ORDER: refused above).
          status: room.status,
          version,
          managerId: signedInUser(c).id,
          now: new Date(),
        });
      } catch (error) {
        if (isHousekeepingStale(error)) throw roomChanged();
        if (
          /CHECK constraint failed/i.test(
            error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
          )
        ) {
          throw conflict(
            `Room ${room.number} cannot close: every other ${room.roomType} is sold on a night between ${dayMonth(from)} and ${dayMonth(to)}`,
            'from',
            HousekeepingErrorCode.sold,
          );
        }
        throw error;
      }
      return c.json<HousekeepingRoomView>(
        (await roomToday(c, hotelId, roomId, hotel, language)).room,
        200,
        noStore,
      );
    },
  )
  .delete(
    '/housekeeping/rooms/:roomId/out-of-order',
    failureMessage('Error putting the room back in service'),
    requirePermission('housekeeping.write'),
    validate('param', housekeepingRoomParams),
    validate('query', outOfOrderEndQuery),
    async (c) => {
      const { hotelId, roomId } = c.req.valid('param');
      const { version, language } = c.req.valid('query');
      const db = c.env.DB;
      const hotel = await hotelOf(c, hotelId);
      const { room, today } = await roomToday(c, hotelId, roomId, hotel, language);
      if (room.version !== version) throw roomChanged();
      const period = room.outOfOrder;
      if (!period) {
        throw conflict(
          `Room ${room.number} is not out of order`,
          'version',
          HousekeepingErrorCode.notOutOfOrder,
        );
      }
      // The nights from today on that the period closed (past ones are history; the planning's own stay).
      const remaining = outOfOrderNights(maxDate(period.from, today), period.to);
      const closed = await loadClosedNights(db, { hotelId, roomId, nights: remaining });
      const openNights = remaining.filter((night) => closed.room.get(night)?.outOfOrder === true);
      let ended: boolean;
      try {
        ended = await endOutOfOrder(db, {
          hotelId,
          roomId,
          started: period.from <= today,
          openNights,
          version,
          managerId: signedInUser(c).id,
          now: new Date(),
        });
      } catch (error) {
        if (isHousekeepingStale(error)) throw roomChanged();
        throw error;
      }
      if (!ended) throw roomChanged();
      return c.json<HousekeepingRoomView>(
        (await roomToday(c, hotelId, roomId, hotel, language)).room,
        200,
        noStore,
      );
    },
  )
  .get(
    '/housekeeping/settings',
    failureMessage('Error getting the housekeeping settings'),
    requirePermission('housekeeping.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const hotel = await hotelOf(c, hotelId);
      return c.json<HousekeepingSettings>(housekeepingSettingsView(hotel.settings), 200, noStore);
    },
  )
  .put(
    '/housekeeping/settings',
    failureMessage('Error saving the housekeeping settings'),
    requirePermission('housekeeping.write'),
    validate('param', hotelParams),
    validate('json', housekeepingSettingsUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { stayOverEvery, version } = c.req.valid('json');
      const saved = await saveHousekeepingSettings(c.env.DB, {
        hotelId,
        stayOverEvery,
        version,
        now: new Date(),
      });
      if (!saved) {
        throw conflict(
          'The housekeeping settings were changed meanwhile: reload and try again',
          'version',
          VERSION_CONFLICT,
        );
      }
      return c.json<HousekeepingSettings>(
        housekeepingSettingsView((await hotelOf(c, hotelId)).settings),
        200,
        noStore,
      );
    },
  );

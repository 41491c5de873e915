/**
 * A hotel's physical rooms, as the manager sets them up, under /api/rs/secure (mounted by
 * secure-local.ts behind the hotel guard); schemas in src/contracts/secure/rooms.ts, rules in
 * worker/setup/rooms.ts:
 *
 *   GET    /hotels/{hotelId}/rooms                → the hotel's rooms
 *   POST   /hotels/{hotelId}/rooms                → 201 the new room (400 `number` when taken)
 *   POST   /hotels/{hotelId}/rooms/range          → 201 the new rooms (400 `from` naming the taken ones)
 *   PUT    /hotels/{hotelId}/rooms/{id}           → the saved room (409: stale, or future stays in it)
 *   DELETE /hotels/{hotelId}/rooms/{id}?version=  → 204 (409: stale, or future stays in it)
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { setupDeleteQuery } from '../../src/contracts/secure/room-types.ts';
import {
  type RoomsResponse,
  type RoomView,
  roomIdParams,
  roomInput,
  roomRangeInput,
  roomUpdate,
} from '../../src/contracts/secure/rooms.ts';
import { listRooms } from '../data/rooms.ts';
import type { AppEnv } from '../env.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { createRoom, createRoomRange, editRoom, removeRoom, roomView } from '../setup/rooms.ts';
import { validate } from '../validation.ts';

const LIST = '/rooms';
const ONE = `${LIST}/:id`;

const noStore = { 'Cache-Control': 'no-store' };

export const secureRoomRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the rooms'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const rooms = await listRooms(c.env.DB, c.req.valid('param').hotelId);
      return c.json<RoomsResponse>({ rooms: rooms.map(roomView) }, 200, noStore);
    },
  )
  .post(
    LIST,
    failureMessage('Error saving the room'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', roomInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const room = answerOf(await createRoom(c.env.DB, actorOf(c, hotelId), c.req.valid('json')));
      return c.json<RoomView>(room, 201, noStore);
    },
  )
  .post(
    `${LIST}/range`,
    failureMessage('Error saving the rooms'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', roomRangeInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const rooms = answerOf(await createRoomRange(c.env.DB, actorOf(c, hotelId), c.req.valid('json')));
      return c.json<RoomsResponse>({ rooms }, 201, noStore);
    },
  )
  .put(
    ONE,
    failureMessage('Error saving the room'),
    requirePermission('property.write'),
    validate('param', roomIdParams),
    validate('json', roomUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      const room = answerOf(await editRoom(c.env.DB, actorOf(c, hotelId), { id, version, input }));
      return c.json<RoomView>(room, 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the room'),
    requirePermission('property.write'),
    validate('param', roomIdParams),
    validate('query', setupDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      answerOf(await removeRoom(c.env.DB, actorOf(c, hotelId), { id, version }));
      return c.body(null, 204);
    },
  );

/**
 * A hotel's room types, as the manager sets them up, under /api/rs/secure (mounted by
 * secure-local.ts behind the hotel guard); schemas in src/contracts/secure/room-types.ts, rules
 * in worker/setup/room-types.ts:
 *
 *   GET    /hotels/{hotelId}/room-types                → the hotel's room types
 *   POST   /hotels/{hotelId}/room-types                → 201 the new room type
 *   PUT    /hotels/{hotelId}/room-types/{id}           → the saved room type (409: stale, or future stays forbid it)
 *   DELETE /hotels/{hotelId}/room-types/{id}?version=  → 204 (409: stale, rooms, stays); its photos leave R2
 *
 * Its photos have routes of their own (secure-room-type-photos.ts); its amenities are saved here.
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type RoomTypesResponse,
  type RoomTypeView,
  roomTypeIdParams,
  roomTypeInput,
  roomTypeUpdate,
  setupDeleteQuery,
} from '../../src/contracts/secure/room-types.ts';
import { isUploadedRoomPhoto } from '../../src/domain/room-photos.ts';
import { readRoomTypePhotos } from '../data/room-type-photos.ts';
import { listRoomTypes } from '../data/room-types.ts';
import type { AppEnv } from '../env.ts';
import { actorOf, answerOf } from '../http/outcome.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { createRoomType, editRoomType, removeRoomType, roomTypeView } from '../setup/room-types.ts';
import { validate } from '../validation.ts';

const LIST = '/room-types';
const ONE = `${LIST}/:id`;

const noStore = { 'Cache-Control': 'no-store' };

export const secureRoomTypeRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the room types'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const roomTypes = await listRoomTypes(c.env.DB, c.req.valid('param').hotelId);
      return c.json<RoomTypesResponse>({ roomTypes: roomTypes.map(roomTypeView) }, 200, noStore);
    },
  )
  .post(
    LIST,
    failureMessage('Error saving the room type'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', roomTypeInput),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const created = await createRoomType(c.env.DB, actorOf(c, hotelId), c.req.valid('json'));
      return c.json<RoomTypeView>(created, 201, noStore);
    },
  )
  .put(
    ONE,
    failureMessage('Error saving the room type'),
    requirePermission('property.write'),
    validate('param', roomTypeIdParams),
    validate('json', roomTypeUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version, ...input } = c.req.valid('json');
      const saved = answerOf(await editRoomType(c.env.DB, actorOf(c, hotelId), { id, version, input }));
      return c.json<RoomTypeView>(saved, 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the room type'),
    requirePermission('property.write'),
    validate('param', roomTypeIdParams),
    validate('query', setupDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      const photos = await readRoomTypePhotos(c.env.DB, hotelId, id);
      answerOf(await removeRoomType(c.env.DB, actorOf(c, hotelId), { id, version }));
      // Its uploaded photos go with it (the demo's drawings ship with the site).
      const uploaded = (photos?.photos ?? []).map((photo) => photo.path).filter(isUploadedRoomPhoto);
      if (uploaded.length > 0) await c.env.GALLERY.delete(uploaded);
      return c.body(null, 204);
    },
  );

/**
 * The channel manager list's API (spec 002 §3 Channel settings, linkedChannels), under
 * /api/rs/secure (mounted by secure-local.ts); schemas in src/schemas/secure/channels.ts:
 *
 *   GET /hotels/{hotelId}/channels → the channels, and the room types' and rate plans' links
 *   PUT /hotels/{hotelId}/channels → the same, saved (409 on a stale version)
 *
 * - 401 without a manager session; 403 when the manager does not run the hotel; 400 for a room
 *   type or rate plan of another hotel.
 * - The PUT is ONE batch (worker/data/channels.ts) with the hotel's rates version bump.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { CHANNELS } from '../../src/domain/channels.ts';
import { type ChannelSettingsResponse, channelSettingsUpdate } from '../../src/schemas/secure/channels.ts';
import { hotelParams } from '../../src/schemas/secure/common.ts';
import { type ChannelSettings, loadChannelSettings, saveChannelSettings } from '../data/channels.ts';
import { findManagedHotel } from '../data/planning.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

const PATH = '/hotels/:hotelId/channels';

export const CHANNELS_CHANGED = 'The channels were changed meanwhile: they have been reloaded, try again';
export const CHANNELS_VERSION_CONFLICT = 'error.channels.changed';

const noStore = { 'Cache-Control': 'no-store' };

const requireManager: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorized();
  await next();
};

/** 403 unless the manager runs the hotel; 404 when there is no such hotel. */
async function checkHotel(c: Ctx, hotelId: number): Promise<void> {
  const user = c.get('user');
  if (!user) throw unauthorized();
  const found = await findManagedHotel(c.env.DB, user.id, hotelId);
  if (!found.linked) {
    throw new ApiError(403, 'You do not manage this hotel', [
      { field: 'hotelId', code: 'error.hotel.not.managed' },
    ]);
  }
  if (found.timeZone === null) {
    throw new ApiError(404, 'Hotel not found', [{ field: 'hotelId', code: 'error.element.not.found' }]);
  }
}

const answer = (settings: ChannelSettings): ChannelSettingsResponse => ({ ...settings, catalogue: CHANNELS });

export const secureChannelRoutes = new Hono<AppEnv>()
  .get(
    PATH,
    failureMessage('Error getting the channels'),
    requireManager,
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      await checkHotel(c, hotelId);
      return c.json<ChannelSettingsResponse>(
        answer(await loadChannelSettings(c.env.DB, hotelId)),
        200,
        noStore,
      );
    },
  )
  .put(
    PATH,
    failureMessage('Error saving the channels'),
    requireManager,
    validate('param', hotelParams),
    validate('json', channelSettingsUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const update = c.req.valid('json');
      await checkHotel(c, hotelId);
      const current = await loadChannelSettings(c.env.DB, hotelId);
      const errors: { field: string; code: string }[] = [];
      for (const key of ['roomTypes', 'ratePlans'] as const) {
        const known = new Set(current[key].map((item) => item.id));
        update[key].forEach((item, index) => {
          if (!known.has(item.id))
            errors.push({ field: `${key}.${index}.id`, code: 'error.element.not.found' });
        });
      }
      if (errors.length > 0) {
        throw new ApiError(400, `Invalid body: ${errors.map((e) => e.field).join(', ')}`, errors);
      }
      const saved = await saveChannelSettings(c.env.DB, { hotelId, ...update });
      const settings = await loadChannelSettings(c.env.DB, hotelId);
      if (!saved) {
        throw new ApiError(409, CHANNELS_CHANGED, [{ field: 'version', code: CHANNELS_VERSION_CONFLICT }]);
      }
      return c.json<ChannelSettingsResponse>(answer(settings), 200, noStore);
    },
  );

/**
 * The channel manager list's API (BODATA-6 Channel settings, linkedChannels), under
 * /api/rs/secure (mounted by secure-local.ts); schemas in src/contracts/secure/channels.ts:
 *
 *   GET /hotels/{hotelId}/channels → the channels, and the room types' and rate plans' links
 *   PUT /hotels/{hotelId}/channels → the same, saved (409 on a stale version)
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 400 for a room type or rate
 *   plan of another hotel.
 * - The PUT is ONE batch (worker/data/channels.ts) with the hotel's rates version bump.
 */
import { Hono } from 'hono';
import { type ChannelSettingsResponse, channelSettingsUpdate } from '../../src/contracts/secure/channels.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { CHANNELS } from '../../src/domain/channels.ts';
import { type ChannelSettings, loadChannelSettings, saveChannelSettings } from '../data/channels.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const PATH = '/channels';

export const CHANNELS_CHANGED = 'The channels were changed meanwhile: they have been reloaded, try again';
export const CHANNELS_VERSION_CONFLICT = 'error.channels.changed';

const noStore = { 'Cache-Control': 'no-store' };

const answer = (settings: ChannelSettings): ChannelSettingsResponse => ({ ...settings, catalogue: CHANNELS });

export const secureChannelRoutes = new Hono<AppEnv>()
  .get(
    PATH,
    failureMessage('Error getting the channels'),
    requirePermission('channels.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
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
    requirePermission('channels.write'),
    validate('param', hotelParams),
    validate('json', channelSettingsUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const update = c.req.valid('json');
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

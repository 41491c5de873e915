import { Hono } from 'hono';
import { ErrorCode } from '../../src/schemas/error-codes.ts';
import { booleanParam, pagingQuery } from '../../src/schemas/paging.ts';
import { listEnabledHotels } from '../data/hotels.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** Cache header of the public read-only lists. */
export const PUBLIC_READ_CACHE = 'public, max-age=60';

/**
 * `enabled` of the public lists: absent or true. The public never sees disabled items, so
 * `enabled=false` is refused rather than silently ignored.
 */
export const publicEnabledParam = booleanParam
  .default(true)
  .refine((enabled) => enabled, { message: ErrorCode.invalid });

export const hotelsQuery = pagingQuery(['classification', 'name', 'id'], 10).extend({
  enabled: publicEnabledParam,
});

/** Featured hotels of the home page (spec 000 §7 GET hotels). */
export const hotelRoutes = new Hono<AppEnv>().get(
  '/hotels',
  failureMessage('Error getting hotel list'),
  validate('query', hotelsQuery),
  async (c) => {
    const { page, size, sort } = c.req.valid('query');
    const result = await listEnabledHotels(c.env.DB, page, size, sort);
    return c.json(result, 200, { 'Cache-Control': PUBLIC_READ_CACHE });
  },
);

import { Hono } from 'hono';
import { hotelsQuery } from '../../src/contracts/public-lists.ts';
import { listEnabledHotels } from '../data/hotels.ts';
import type { AppEnv } from '../env.ts';
import { PUBLIC_READ_CACHE } from '../http/headers.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** Featured hotels of the home page (PUBAPI GET hotels). */
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

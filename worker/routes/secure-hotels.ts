/**
 * GET /api/rs/secure/hotels: the hotels the signed-in manager runs (`ManagedHotel[]`, sorted by
 * name), which the back office's hotel picker offers. 401 without a manager session; a manager
 * never sees a hotel they are not linked to in `manager_hotels`.
 */
import { Hono } from 'hono';
import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import { listManagedHotels } from '../data/managed-hotels.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requireUser, signedInUser } from '../security/hotel-access.ts';

export const secureHotelRoutes = new Hono<AppEnv>().get(
  '/hotels',
  failureMessage('Error getting hotel list'),
  requireUser,
  async (c) => {
    const hotels = await listManagedHotels(c.env.DB, signedInUser(c).id);
    return c.json<ManagedHotel[]>(hotels, 200, { 'Cache-Control': 'no-store' });
  },
);

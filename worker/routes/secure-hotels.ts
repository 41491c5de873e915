/**
 * GET /api/rs/secure/hotels: the hotels the signed-in manager runs (`ManagedHotel[]`, sorted by
 * name), which the back office's hotel picker offers. 401 without a manager session; a manager
 * never sees a hotel they are not linked to in `manager_hotels`.
 */
import { Hono } from 'hono';
import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import { permissionsOf } from '../../src/domain/hotel-roles.ts';
import { listManagedHotels, type ManagedHotelRecord } from '../data/managed-hotels.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requireUser, signedInUser } from '../security/hotel-access.ts';

/** The API's hotel of the picker: the stored one and what the person's role there allows. */
function managedHotelView(hotel: ManagedHotelRecord): ManagedHotel {
  return {
    id: hotel.id,
    name: hotel.name,
    alias: hotel.alias,
    type: hotel.type,
    city: hotel.city,
    timeZone: hotel.timeZone,
    currency: hotel.currency,
    roomsCount: hotel.roomsCount,
    role: hotel.role,
    permissions: permissionsOf(hotel.role),
  };
}

export const secureHotelRoutes = new Hono<AppEnv>().get(
  '/hotels',
  failureMessage('Error getting hotel list'),
  requireUser,
  async (c) => {
    const hotels = await listManagedHotels(c.env.DB, signedInUser(c).id);
    return c.json<ManagedHotel[]>(hotels.map(managedHotelView), 200, { 'Cache-Control': 'no-store' });
  },
);

import { Hono } from 'hono';
import { toPage } from '../../src/contracts/paging.ts';
import { hotelsQuery } from '../../src/contracts/public-lists.ts';
import type { Hotel } from '../../src/contracts/types.ts';
import { type HotelRecord, listEnabledHotels } from '../data/hotels.ts';
import type { AppEnv } from '../env.ts';
import { PUBLIC_READ_CACHE } from '../http/headers.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';

/** The API's hotel of the list, field by field: a stored field renamed cannot change the answer unseen. */
function hotelView(hotel: HotelRecord): Hotel {
  return {
    id: hotel.id,
    name: hotel.name,
    nameAlias: hotel.nameAlias,
    type: hotel.type,
    stars: hotel.stars,
    classification: hotel.classification,
    enabled: hotel.enabled,
    roomsNumber: hotel.roomsNumber,
    currency: hotel.currency,
    addressInfo: hotel.addressInfo,
    gallery: hotel.gallery,
    paymentSettings: hotel.paymentSettings,
    policies: hotel.policies,
    description: hotel.description,
  };
}

/** Featured hotels of the home page (PUBAPI GET hotels). */
export const hotelRoutes = new Hono<AppEnv>().get(
  '/hotels',
  failureMessage('Error getting hotel list'),
  validate('query', hotelsQuery),
  async (c) => {
    const { page, size, sort } = c.req.valid('query');
    const { rows, total } = await listEnabledHotels(c.env.DB, page, size, sort);
    return c.json(toPage(rows.map(hotelView), total, page, size), 200, {
      'Cache-Control': PUBLIC_READ_CACHE,
    });
  },
);

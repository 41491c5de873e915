/**
 * GET /api/rs/secure/hotels/{hotelId}/reservations: the hotel's reservations, searched, filtered
 * and paged (src/schemas/secure/reservations.ts). A manager session is required (401) and the
 * manager must run the hotel (403); the list is read in one D1 batch (worker/data/reservation-list.ts).
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/schemas/secure/common.ts';
import type { ReservationListPage } from '../../src/schemas/secure/reservations.ts';
import {
  RESERVATION_EXPORT_MAX,
  reservationExportQuery,
  reservationListQuery,
} from '../../src/schemas/secure/reservations.ts';
import { csvDownload, reservationsCsv } from '../booking/reservations-csv.ts';
import { listReservations } from '../data/reservation-list.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { validate } from '../validation.ts';
import { HOTEL_NOT_MANAGED } from './secure-reservations.ts';

export const secureReservationListRoutes = new Hono<AppEnv>().get(
  '/hotels/:hotelId/reservations',
  failureMessage('Error getting reservations'),
  async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
  },
  validate('param', hotelParams),
  validate('query', reservationListQuery),
  async (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const { hotelId } = c.req.valid('param');
    const result = await listReservations(c.env.DB, user.id, hotelId, c.req.valid('query'));
    if (!result.linked) {
      throw new ApiError(403, HOTEL_NOT_MANAGED, [{ field: 'hotelId', code: 'error.hotel.not.managed' }]);
    }
    return c.json<ReservationListPage>(result.page, 200, { 'Cache-Control': 'no-store' });
  },
);

/**
 * GET …/reservations/export: the same list (filters and sort) as a CSV file for the download
 * button, every match up to RESERVATION_EXPORT_MAX (more: 400, narrow the list).
 */
export const secureReservationExportRoutes = new Hono<AppEnv>().get(
  '/hotels/:hotelId/reservations/export',
  failureMessage('Error exporting reservations'),
  async (c, next) => {
    if (!c.get('user')) throw unauthorized();
    await next();
  },
  validate('param', hotelParams),
  validate('query', reservationExportQuery),
  async (c) => {
    const user = c.get('user');
    if (!user) throw unauthorized();
    const { hotelId } = c.req.valid('param');
    const { language, ...query } = c.req.valid('query');
    const result = await listReservations(c.env.DB, user.id, hotelId, {
      ...query,
      page: 0,
      size: RESERVATION_EXPORT_MAX,
    });
    if (!result.linked) {
      throw new ApiError(403, HOTEL_NOT_MANAGED, [{ field: 'hotelId', code: 'error.hotel.not.managed' }]);
    }
    if (result.page.totalElements > RESERVATION_EXPORT_MAX) {
      throw new ApiError(
        400,
        `More than ${RESERVATION_EXPORT_MAX} reservations: narrow the dates or filters`,
        [{ field: 'to', code: 'error.export.too.many' }],
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    const file = csvDownload(
      reservationsCsv(result.page.content, language),
      `reservations-${hotelId}-${day}.csv`,
    );
    return c.json(file, 200, { 'Cache-Control': 'no-store' });
  },
);

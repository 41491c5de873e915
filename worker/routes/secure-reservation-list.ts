/**
 * GET /api/rs/secure/hotels/{hotelId}/reservations: the hotel's reservations, searched, filtered
 * and paged (src/contracts/secure/reservations.ts). Mounted under the hotel guard
 * (worker/security/hotel-access.ts); the list is read in one D1 batch (worker/data/reservation-list.ts).
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import type { ReservationListPage } from '../../src/contracts/secure/reservations.ts';
import {
  RESERVATION_EXPORT_MAX,
  reservationExportQuery,
  reservationListQuery,
} from '../../src/contracts/secure/reservations.ts';
import { csvDownload, reservationsCsv } from '../booking/reservations-csv.ts';
import { listReservations } from '../data/reservation-list.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

export const secureReservationListRoutes = new Hono<AppEnv>().get(
  '/reservations',
  failureMessage('Error getting reservations'),
  requirePermission('reservations.read'),
  validate('param', hotelParams),
  validate('query', reservationListQuery),
  async (c) => {
    const { hotelId } = c.req.valid('param');
    const page = await listReservations(c.env.DB, hotelId, c.req.valid('query'));
    return c.json<ReservationListPage>(page, 200, { 'Cache-Control': 'no-store' });
  },
);

/**
 * GET …/reservations/export: the same list (filters and sort) as a CSV file for the download
 * button, every match up to RESERVATION_EXPORT_MAX (more: 400, narrow the list).
 */
export const secureReservationExportRoutes = new Hono<AppEnv>().get(
  '/reservations/export',
  failureMessage('Error exporting reservations'),
  requirePermission('reservations.read'),
  validate('param', hotelParams),
  validate('query', reservationExportQuery),
  async (c) => {
    const { hotelId } = c.req.valid('param');
    const { language, ...query } = c.req.valid('query');
    const page = await listReservations(c.env.DB, hotelId, {
      ...query,
      page: 0,
      size: RESERVATION_EXPORT_MAX,
    });
    if (page.totalElements > RESERVATION_EXPORT_MAX) {
      throw new ApiError(
        400,
        `More than ${RESERVATION_EXPORT_MAX} reservations: narrow the dates or filters`,
        [{ field: 'to', code: 'error.export.too.many' }],
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    const file = csvDownload(reservationsCsv(page.content, language), `reservations-${hotelId}-${day}.csv`);
    return c.json(file, 200, { 'Cache-Control': 'no-store' });
  },
);

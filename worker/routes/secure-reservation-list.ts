/**
 * GET /api/rs/secure/hotels/{hotelId}/reservations: the hotel's reservations, searched, filtered
 * and paged (src/contracts/secure/reservations.ts). Mounted under the hotel guard
 * (worker/security/hotel-access.ts); the list is read in one D1 batch (worker/data/reservation-list.ts).
 */
import { Hono } from 'hono';
import { toPage } from '../../src/contracts/paging.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import type { ReservationListPage, ReservationListRow } from '../../src/contracts/secure/reservations.ts';
import {
  RESERVATION_EXPORT_MAX,
  reservationExportQuery,
  reservationListQuery,
} from '../../src/contracts/secure/reservations.ts';
import { csvDownload, reservationsCsv } from '../booking/reservations-csv.ts';
import { listReservations, type ReservationListRecord } from '../data/reservation-list.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

/** A row of the API's list, field by field from the stored reservation's summary. */
function reservationListRow(record: ReservationListRecord): ReservationListRow {
  return {
    code: record.code,
    guest: { name: record.guest.name, surname: record.guest.surname, email: record.guest.email },
    checkin: record.checkin,
    checkout: record.checkout,
    nights: record.nights,
    roomsCount: record.roomsCount,
    roomTypes: record.roomTypes.map((type) => ({ id: type.id, nameKey: type.nameKey, name: type.name })),
    assignedRooms: record.assignedRooms,
    people: record.people,
    guestsCount: record.guestsCount,
    source: record.source,
    status: record.status,
    statusText: record.statusText,
    currency: record.currency,
    total: record.total,
    grandTotal: record.grandTotal,
    unpaidBalance: record.unpaidBalance,
    createdDate: record.createdDate,
  };
}

export const secureReservationListRoutes = new Hono<AppEnv>().get(
  '/reservations',
  failureMessage('Error getting reservations'),
  requirePermission('reservations.read'),
  validate('param', hotelParams),
  validate('query', reservationListQuery),
  async (c) => {
    const { hotelId } = c.req.valid('param');
    const query = c.req.valid('query');
    const { rows, total } = await listReservations(c.env.DB, hotelId, query);
    const page = toPage(rows.map(reservationListRow), total, query.page, query.size);
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
    const { rows, total } = await listReservations(c.env.DB, hotelId, {
      ...query,
      page: 0,
      size: RESERVATION_EXPORT_MAX,
    });
    if (total > RESERVATION_EXPORT_MAX) {
      throw new ApiError(
        400,
        `More than ${RESERVATION_EXPORT_MAX} reservations: narrow the dates or filters`,
        [{ field: 'to', code: 'error.export.too.many' }],
      );
    }
    const day = new Date().toISOString().slice(0, 10);
    const file = csvDownload(
      reservationsCsv(rows.map(reservationListRow), language),
      `reservations-${hotelId}-${day}.csv`,
    );
    return c.json(file, 200, { 'Cache-Control': 'no-store' });
  },
);

/**
 * The police report of arrivals (Alloggiati Web; FRONTDESK-4, decision 049), under the hotel guard,
 * permission `police.report`:
 *
 * - GET  …/police-report?date=YYYY-MM-DD: the file of the guests arriving that day not sent yet
 *   (text/plain, a download), or with `format=json` the preview (lines, incomplete guests, guests
 *   already sent, files produced). A GET records nothing.
 * - POST …/police-report/exports { date, resend }: produces the file and records its guests, 201;
 *   409 when nothing is left to send or another manager sent the same guests meanwhile.
 * - GET  …/police-report/exports/{exportId}: a file produced, again, as it was.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  ALREADY_EXPORTED,
  DATE_IN_FUTURE,
  NOTHING_TO_EXPORT,
  type PoliceReportExport,
  type PoliceReportResponse,
  policeReportExportCreate,
  policeReportExportParams,
  policeReportQuery,
} from '../../src/contracts/secure/police-report.ts';
import { alloggiatiFile } from '../../src/domain/alloggiati.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { findExport } from '../data/police-report.ts';
import { findHotelTimeZone } from '../data/room-types.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { POLICE_FILE_TYPE } from '../http/headers.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { previewPoliceReport, producePoliceReport } from '../police/police-report.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

/** The file as a download named after the hotel and the arrival date. */
function fileResponse(c: Context<AppEnv>, content: string, name: string): Response {
  return c.body(content, 200, {
    'Content-Type': POLICE_FILE_TYPE,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}

const fileName = (hotelId: number, date: string, suffix = '') => `alloggiati-${hotelId}-${date}${suffix}.txt`;

export const securePoliceReportRoutes = new Hono<AppEnv>()
  .get(
    '/police-report',
    failureMessage('Error getting the police report'),
    requirePermission('police.report'),
    validate('param', hotelParams),
    validate('query', policeReportQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { date, format } = c.req.valid('query');
      const preview = await previewPoliceReport(c.env.DB, hotelId, date);
      if (format !== 'json') return fileResponse(c, alloggiatiFile(preview.lines), fileName(hotelId, date));
      return c.json<PoliceReportResponse>(
        {
          date,
          lines: preview.lines,
          incomplete: preview.incomplete,
          exported: preview.exported,
          exports: preview.exports,
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    },
  )
  .post(
    '/police-report/exports',
    failureMessage('Error producing the police report'),
    requirePermission('police.report'),
    validate('param', hotelParams),
    validate('json', policeReportExportCreate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { date, resend } = c.req.valid('json');
      const user = signedInUser(c);
      const today = todayIn((await findHotelTimeZone(c.env.DB, hotelId)) ?? 'Europe/Rome', Date.now());
      if (date > today) {
        throw new ApiError(400, 'Guests are reported once they arrive: the date is after today', [
          { field: 'date', code: DATE_IN_FUTURE },
        ]);
      }
      const produced = await producePoliceReport(c.env.DB, {
        hotelId,
        date,
        resend: resend ?? false,
        manager: { id: user.id, name: user.name, surname: user.surname },
        newId: () => crypto.randomUUID(),
        now: new Date(),
      });
      if (produced === 'nothing') {
        throw new ApiError(409, 'No guest of the date is left to send: every complete guest was sent', [
          { field: 'date', code: NOTHING_TO_EXPORT },
        ]);
      }
      if (produced === 'conflict') {
        throw new ApiError(409, 'Another manager sent some of these guests meanwhile: reload and try again', [
          { field: 'date', code: ALREADY_EXPORTED },
        ]);
      }
      return c.json<PoliceReportExport>(produced, 201, { 'Cache-Control': 'no-store' });
    },
  )
  .get(
    '/police-report/exports/:exportId',
    failureMessage('Error getting the police report file'),
    requirePermission('police.report'),
    validate('param', policeReportExportParams),
    async (c) => {
      const { hotelId, exportId } = c.req.valid('param');
      const found = await findExport(c.env.DB, hotelId, exportId);
      if (!found) throw notFound('Police report file not found');
      return fileResponse(c, found.content, fileName(hotelId, found.date, `-${found.id.slice(0, 8)}`));
    },
  );

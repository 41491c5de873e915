/**
 * The police report of arrivals (Alloggiati Web; FRONTDESK-4, decision 049):
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/police-report?date=YYYY-MM-DD             → the file (text/plain), a preview
 *   GET  /api/rs/secure/hotels/{hotelId}/police-report?date=YYYY-MM-DD&format=json → PoliceReportResponse
 *   POST /api/rs/secure/hotels/{hotelId}/police-report/exports { date, resend }    → PoliceReportExport (201)
 *   GET  /api/rs/secure/hotels/{hotelId}/police-report/exports/{exportId}          → the file as recorded
 *
 * A GET never records anything: the POST produces the file and records its guests, so a guest is
 * sent once unless `resend` asks again on purpose. The line layout: src/domain/alloggiati.ts.
 */
import { ErrorCode } from '../error-codes.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, isoDate } from './common.ts';

/** Nothing left to send for the date (every complete guest already sent): 409. */
export const NOTHING_TO_EXPORT = 'error.police.nothing.to.export';
/** Another manager sent some of the same guests meanwhile: 409, nothing recorded. */
export const ALREADY_EXPORTED = 'error.police.already.exported';
/** Guests are reported once they arrive: a date after the hotel's today is refused (400). */
export const DATE_IN_FUTURE = 'error.police.date.future';

export const policeReportQuery = z.object(
  {
    date: dateField(),
    /** `json`: the preview as data; anything else: the file. */
    format: z.enum(['file', 'json'], { error: ErrorCode.invalid }).optional(),
  },
  { error: typeError },
);

export const policeReportExportCreate = z.object(
  {
    date: dateField(),
    /** Also send again the guests already sent for the date (false: only the ones not sent yet). */
    resend: z.boolean({ error: typeError }).optional(),
  },
  { error: typeError },
);

export const policeReportExportParams = z.object(
  {
    hotelId: z
      .string({ error: typeError })
      .regex(/^[1-9]\d{0,8}$/, ErrorCode.invalid)
      .transform(Number),
    exportId: z
      .string({ error: typeError })
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, ErrorCode.invalid),
  },
  { error: typeError },
);

const guestRef = {
  /** The reservation's code. */
  code: z.string(),
  /** The guest's identity document (its uuid in the reservation's guest documents). */
  uuid: z.string(),
  /** "Name Surname" as typed (empty for a guest nobody has entered yet). */
  guest: z.string(),
};

const author = z.strictObject({ name: z.string(), surname: z.string() });

export const policeReportExportView = z.strictObject({
  id: z.string(),
  date: isoDate,
  lineCount: z.number().int().min(1),
  createdBy: author,
  createdDate: z.string(),
});
export type PoliceReportExportView = z.output<typeof policeReportExportView>;

export const policeReportResponse = z.strictObject({
  date: isoDate,
  /** The guests not sent yet whose data is complete, in the file's order, each with its line. */
  lines: z.array(z.strictObject({ ...guestRef, line: z.string() })),
  /** The guests not sent yet who cannot be: the fields to complete (document field names, `leader`). */
  incomplete: z.array(z.strictObject({ ...guestRef, missing: z.array(z.string()) })),
  /** The guests of the date already sent, with the file they went in. */
  exported: z.array(z.strictObject({ ...guestRef, exportId: z.string() })),
  /** The files produced for the date, newest first. */
  exports: z.array(policeReportExportView),
});
export type PoliceReportResponse = z.output<typeof policeReportResponse>;

export const policeReportExport = policeReportExportView.extend({
  /** The file's text (CR LF lines), as GET …/exports/{id} gives it again. */
  content: z.string(),
});
export type PoliceReportExport = z.output<typeof policeReportExport>;

/**
 * The police report of a hotel's arrivals (Alloggiati Web; FRONTDESK-4, decision 049), apart from
 * HTTP: the preview of a date (the guests to send, the incomplete ones, those already sent, the
 * files produced) and the production of a file, recorded with its guests so that nobody is sent
 * twice unless asked. The lines: src/domain/alloggiati.ts; the selection: reportableStays.
 */
import {
  alloggiatiFile,
  type PoliceReport,
  policeReport,
  type ReportLine,
} from '../../src/domain/alloggiati.ts';
import { findMunicipality } from '../../src/domain/data/municipalities.ts';
import type { NoteAuthor } from '../../src/domain/notes.ts';
import {
  type ExportSummary,
  listExports,
  recordExport,
  reportableStays,
  sentGuests,
} from '../data/police-report.ts';

/** A complete guest of the date, in the file's order: its line, its reservation, whether it was sent. */
export type ReportGuest = ReportLine & { reservationId: number; sent: boolean };

export type ReportPreview = PoliceReport & {
  date: string;
  exported: { code: string; uuid: string; guest: string; exportId: string }[];
  exports: ExportSummary[];
  /** Every complete guest of the date, sent or not, in the file's order (heads before members). */
  all: ReportGuest[];
};

/**
 * What the file of `date` holds: the report of every guest arriving that day, split into the
 * guests not sent yet (lines and incomplete) and those already sent (exported).
 */
export async function previewPoliceReport(
  db: D1Database,
  hotelId: number,
  date: string,
): Promise<ReportPreview> {
  const stays = await reportableStays(db, hotelId, [date]);
  const [sent, exports] = await Promise.all([
    sentGuests(
      db,
      hotelId,
      stays.map((s) => s.id),
    ),
    listExports(db, hotelId, date),
  ]);
  const reservationIds = new Map(stays.map((s) => [s.code, s.id]));
  const sentIn = new Map(sent.map((g) => [`${g.reservationId}:${g.uuid}`, g.exportId]));
  const exportOf = (code: string, uuid: string) => sentIn.get(`${reservationIds.get(code)}:${uuid}`);
  const report = policeReport(
    stays.map((s) => ({ code: s.code, arrival: s.checkin, departure: s.checkout, documents: s.documents })),
    findMunicipality,
  );
  const exported = stays.flatMap((s) =>
    s.documents.flatMap((d) => {
      const exportId = exportOf(s.code, d.uuid);
      return exportId
        ? [{ code: s.code, uuid: d.uuid, guest: `${d.name} ${d.surname}`.trim(), exportId }]
        : [];
    }),
  );
  return {
    date,
    lines: report.lines.filter((l) => !exportOf(l.code, l.uuid)),
    incomplete: report.incomplete.filter((g) => !exportOf(g.code, g.uuid)),
    exported,
    exports,
    all: report.lines.map((l) => ({
      ...l,
      reservationId: reservationIds.get(l.code) ?? 0,
      sent: exportOf(l.code, l.uuid) !== undefined,
    })),
  };
}

export type ProducedExport = ExportSummary & { content: string };

/**
 * Produces and records the file of `date`: the complete guests not sent yet, and with `resend`
 * the ones already sent as well, in the report's order. 'nothing' when no line would be written;
 * 'conflict' when another manager sent some of these guests meanwhile (nothing recorded).
 */
export async function producePoliceReport(
  db: D1Database,
  request: {
    hotelId: number;
    date: string;
    resend: boolean;
    manager: { id: number } & NoteAuthor;
    newId: () => string;
    now: Date;
  },
): Promise<ProducedExport | 'nothing' | 'conflict'> {
  const preview = await previewPoliceReport(db, request.hotelId, request.date);
  const guests = preview.all.filter((g) => !g.sent || request.resend);
  if (guests.length === 0) return 'nothing';
  const file: ProducedExport = {
    id: request.newId(),
    date: request.date,
    lineCount: guests.length,
    createdBy: { name: request.manager.name, surname: request.manager.surname },
    createdDate: request.now.toISOString(),
    content: alloggiatiFile(guests),
  };
  const recorded = await recordExport(db, {
    ...file,
    hotelId: request.hotelId,
    managerId: request.manager.id,
    guests: guests.map((g) => ({ reservationId: g.reservationId, uuid: g.uuid, resend: g.sent })),
  });
  return recorded ? file : 'conflict';
}

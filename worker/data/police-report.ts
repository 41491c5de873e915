/**
 * SQL of the police report (migration 0026; decision 049): the guests to report for some arrival
 * dates, the files produced and the guests each one carried.
 */
import { findMunicipality } from '../../src/domain/data/municipalities.ts';
import { documentsForGuests, type GuestDocument } from '../../src/domain/guest-documents.ts';
import type { NoteAuthor } from '../../src/domain/notes.ts';
import { parseJson } from './stored-documents.ts';

/** A reservation whose guests are reported: its stay, its rooms' guests, its documents (one per guest). */
export type ReportableStay = {
  id: number;
  code: string;
  /** The hotel day the guests were checked in: the file's arrival date. */
  checkin: string;
  checkout: string;
  documents: GuestDocument[];
};

type StayRow = {
  id: number;
  code: string;
  planned: string;
  checkin: string;
  checkout: string;
  documents_json: string | null;
};
type RoomRow = { reservation_id: number; room_id: number | null; guests: number };

/**
 * THE selection of the guests to report on `dates` (decision 049, amended by 058): the
 * reservations of the hotel whose guests the front desk checked in on one of those hotel days
 * (stay IN_HOUSE or DEPARTED, decision 047), whatever their planned arrival (a guest a day late
 * is reported on the day they came), with their documents fitted to the guest count. `checkin`
 * is that check-in day: the file's arrival date. A stay never checked in is nobody to report.
 */
export async function reportableStays(
  db: D1Database,
  hotelId: number,
  dates: readonly string[],
): Promise<ReportableStay[]> {
  const days = JSON.stringify(dates);
  const [stays, rooms] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT r.id, r.code, r.checkin AS planned, s.checked_in_day AS checkin, r.checkout, d.documents_json
           FROM reservations r
           JOIN reservation_stays s ON s.reservation_id = r.id
           LEFT JOIN reservation_guest_documents d ON d.reservation_id = r.id
          WHERE r.hotel_id = ? AND s.state IN ('IN_HOUSE', 'DEPARTED')
            AND s.checked_in_day IN (SELECT value FROM json_each(?))
          ORDER BY s.checked_in_day, r.code`,
      )
      .bind(hotelId, days),
    db
      .prepare(
        `SELECT rr.reservation_id, rr.room_id, rr.adults + rr.boys + rr.children + rr.kids AS guests
           FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
           JOIN reservation_stays s ON s.reservation_id = r.id
          WHERE r.hotel_id = ? AND s.state IN ('IN_HOUSE', 'DEPARTED')
            AND s.checked_in_day IN (SELECT value FROM json_each(?))
          ORDER BY rr.reservation_id, rr.position, rr.id`,
      )
      .bind(hotelId, days),
  ]);
  const roomsOf = new Map<number, { roomId: number | null; guests: number }[]>();
  for (const room of (rooms?.results ?? []) as RoomRow[]) {
    const list = roomsOf.get(room.reservation_id) ?? [];
    list.push({ roomId: room.room_id, guests: room.guests });
    roomsOf.set(room.reservation_id, list);
  }
  return ((stays?.results ?? []) as StayRow[]).map((row) => ({
    id: row.id,
    code: row.code,
    checkin: row.checkin,
    checkout: row.checkout,
    documents: documentsForGuests(
      // The documents' own rules read the booked arrival, as the back office's documents do.
      { checkin: row.planned, rooms: roomsOf.get(row.id) ?? [] },
      row.documents_json ? parseJson<GuestDocument[]>(row.documents_json, []) : [],
      findMunicipality,
    ),
  }));
}

/** A guest already sent: the reservation, the document, the file it went in. */
export type SentGuest = { reservationId: number; uuid: string; exportId: string };

/** The guests of the reservations `reservationIds` already sent in a file of the hotel. */
export async function sentGuests(
  db: D1Database,
  hotelId: number,
  reservationIds: readonly number[],
): Promise<SentGuest[]> {
  if (reservationIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT g.reservation_id, g.document_uuid, g.export_id
         FROM police_report_guests g JOIN police_report_exports e ON e.id = g.export_id
        WHERE e.hotel_id = ? AND g.reservation_id IN (SELECT value FROM json_each(?))
        ORDER BY e.created_date`,
    )
    .bind(hotelId, JSON.stringify(reservationIds))
    .all<{ reservation_id: number; document_uuid: string; export_id: string }>();
  return results.map((r) => ({
    reservationId: r.reservation_id,
    uuid: r.document_uuid,
    exportId: r.export_id,
  }));
}

/** A file produced, without its text. */
export type ExportSummary = {
  id: string;
  date: string;
  lineCount: number;
  createdBy: NoteAuthor;
  createdDate: string;
};

type ExportRow = {
  id: string;
  arrival_date: string;
  line_count: number;
  created_by_json: string;
  created_date: string;
};

const summary = (row: ExportRow): ExportSummary => ({
  id: row.id,
  date: row.arrival_date,
  lineCount: row.line_count,
  createdBy: parseJson<NoteAuthor>(row.created_by_json, { name: '', surname: '' }),
  createdDate: row.created_date,
});

/** The files produced for the hotel's arrivals of `date`, newest first. */
export async function listExports(db: D1Database, hotelId: number, date: string): Promise<ExportSummary[]> {
  const { results } = await db
    .prepare(
      `SELECT id, arrival_date, line_count, created_by_json, created_date FROM police_report_exports
        WHERE hotel_id = ? AND arrival_date = ? ORDER BY created_date DESC, id`,
    )
    .bind(hotelId, date)
    .all<ExportRow>();
  return results.map(summary);
}

/** One file of the hotel with its text (null: no such file at this hotel). */
export async function findExport(
  db: D1Database,
  hotelId: number,
  id: string,
): Promise<(ExportSummary & { content: string }) | null> {
  const row = await db
    .prepare(
      `SELECT id, arrival_date, line_count, created_by_json, created_date, content FROM police_report_exports
        WHERE hotel_id = ? AND id = ?`,
    )
    .bind(hotelId, id)
    .first<ExportRow & { content: string }>();
  return row ? { ...summary(row), content: row.content } : null;
}

/**
 * Records a file and its guests in one batch. False when one of the guests not marked `resend`
 * was sent meanwhile by someone else (the unique index police_report_guests_once): the batch is
 * rolled back whole and nothing is recorded.
 */
export async function recordExport(
  db: D1Database,
  file: ExportSummary & {
    hotelId: number;
    content: string;
    managerId: number;
    guests: readonly { reservationId: number; uuid: string; resend: boolean }[];
  },
): Promise<boolean> {
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO police_report_exports
             (id, hotel_id, arrival_date, line_count, content, created_by_id, created_by_json, created_date)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          file.id,
          file.hotelId,
          file.date,
          file.lineCount,
          file.content,
          file.managerId,
          JSON.stringify(file.createdBy),
          file.createdDate,
        ),
      db
        .prepare(
          `INSERT INTO police_report_guests (export_id, reservation_id, document_uuid, resend)
           SELECT ?, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]')
             FROM json_each(?)`,
        )
        .bind(file.id, JSON.stringify(file.guests.map((g) => [g.reservationId, g.uuid, Number(g.resend)]))),
    ]);
    return true;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) return false;
    throw error;
  }
}

/** A guest to report who has not been sent yet. */
export type UnreportedGuest = { code: string; uuid: string; guest: string; arrival: string };

/**
 * The guests of the stays to report on `dates` (reportableStays) that no file has carried yet,
 * complete or not: the front desk's Today warns about those of yesterday and today.
 */
export async function unreportedGuests(
  db: D1Database,
  hotelId: number,
  dates: readonly string[],
): Promise<UnreportedGuest[]> {
  const stays = await reportableStays(db, hotelId, dates);
  const sent = await sentGuests(
    db,
    hotelId,
    stays.map((s) => s.id),
  );
  const done = new Set(sent.map((g) => `${g.reservationId}:${g.uuid}`));
  return stays.flatMap((stay) =>
    stay.documents
      .filter((doc) => !done.has(`${stay.id}:${doc.uuid}`))
      .map((doc) => ({
        code: stay.code,
        uuid: doc.uuid,
        guest: `${doc.name} ${doc.surname}`.trim(),
        arrival: stay.checkin,
      })),
  );
}

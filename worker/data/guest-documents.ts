/**
 * SQL of the guest identity documents (migration 0008: one row per reservation, the documents as
 * a JSON array, one version). Reads also tell whether the manager runs the hotel and give the
 * reservation's rooms (physical room, guests), all in one batch.
 */
import type { GuestDocument } from '../../src/domain/guest-documents.ts';
import type { NoteAuthor } from '../../src/domain/notes.ts';
import { type EventActor, eventStatement } from './reservation-events.ts';
import { parseJson } from './stored-documents.ts';

export type ReservationForStaff = {
  id: number;
  checkin: string;
  /** One entry per reservation room, in position order. */
  rooms: { roomId: number | null; roomName: string | null; guests: number }[];
};

export type StoredDocuments = {
  documents: GuestDocument[];
  version: number;
  updatedBy: NoteAuthor | null;
  updatedDate: string | null;
};

type RoomRow = { room_id: number | null; room_name: string | null; guests: number };
type DocumentsRow = {
  documents_json: string;
  version: number;
  updated_by_json: string;
  updated_date: string;
};

/**
 * The reservation `code` of hotel `hotelId` with its rooms and stored documents (null when the
 * code is not a reservation of that hotel).
 */
export async function findReservationDocuments(
  db: D1Database,
  query: { hotelId: number; code: string },
): Promise<{ reservation: ReservationForStaff | null; stored: StoredDocuments | null }> {
  const [head, rooms, docs] = await db.batch<unknown>([
    db
      .prepare('SELECT id, checkin FROM reservations WHERE code = ? AND hotel_id = ?')
      .bind(query.code, query.hotelId),
    db
      .prepare(
        `SELECT rr.room_id, ro.name AS room_name, rr.adults + rr.boys + rr.children + rr.kids AS guests
           FROM reservation_rooms rr
           JOIN reservations r ON r.id = rr.reservation_id
           LEFT JOIN rooms ro ON ro.id = rr.room_id
          WHERE r.code = ? AND r.hotel_id = ?
          ORDER BY rr.position, rr.id`,
      )
      .bind(query.code, query.hotelId),
    db
      .prepare(
        `SELECT d.documents_json, d.version, d.updated_by_json, d.updated_date
           FROM reservation_guest_documents d JOIN reservations r ON r.id = d.reservation_id
          WHERE r.code = ? AND r.hotel_id = ?`,
      )
      .bind(query.code, query.hotelId),
  ]);
  const row = head?.results[0] as { id: number; checkin: string } | undefined;
  if (!row) return { reservation: null, stored: null };
  const docRow = docs?.results[0] as DocumentsRow | undefined;
  return {
    reservation: {
      id: row.id,
      checkin: row.checkin,
      rooms: ((rooms?.results ?? []) as RoomRow[]).map((r) => ({
        roomId: r.room_id,
        roomName: r.room_name,
        guests: r.guests,
      })),
    },
    stored: docRow
      ? {
          documents: parseJson<GuestDocument[]>(docRow.documents_json, []),
          version: docRow.version,
          updatedBy: parseJson<NoteAuthor | null>(docRow.updated_by_json, null),
          updatedDate: docRow.updated_date,
        }
      : null,
  };
}

/**
 * Saves the documents if they are still at `version` (0: none saved yet). Returns the new
 * version, or null when someone saved meanwhile (nothing written). `managerId` null: the guest
 * saved them with online check-in (decision 058); `author` is then the booker's name.
 */
export async function saveDocuments(
  db: D1Database,
  save: {
    reservationId: number;
    version: number;
    documents: GuestDocument[];
    managerId: number | null;
    author: NoteAuthor;
    date: string;
  },
): Promise<number | null> {
  const json = JSON.stringify(save.documents);
  const complete = save.documents.filter((d) => d.status === 'COMPLETE').length;
  const author = JSON.stringify(save.author);
  const actor: EventActor =
    save.managerId === null
      ? { kind: 'GUEST' }
      : { kind: 'STAFF', managerId: save.managerId, ...save.author };
  // The reservation's history (INSIGHT), first in the batch and guarded like the save itself.
  const event = eventStatement(db, {
    reservation: { id: save.reservationId },
    type: 'DOCUMENTS_SAVED',
    actor,
    detail: { complete, total: save.documents.length },
    now: new Date(save.date),
    when:
      save.version === 0
        ? {
            sql: 'NOT EXISTS (SELECT 1 FROM reservation_guest_documents WHERE reservation_id = ?)',
            params: [save.reservationId],
          }
        : {
            sql: 'EXISTS (SELECT 1 FROM reservation_guest_documents WHERE reservation_id = ? AND version = ?)',
            params: [save.reservationId, save.version],
          },
  });
  const [, result] =
    save.version === 0
      ? await db.batch([
          event,
          db
            .prepare(
              `INSERT INTO reservation_guest_documents
               (reservation_id, documents_json, complete_count, version, updated_by_id, updated_by_json, updated_date)
             VALUES (?, ?, ?, 1, ?, ?, ?)
             ON CONFLICT (reservation_id) DO NOTHING`,
            )
            .bind(save.reservationId, json, complete, save.managerId, author, save.date),
        ])
      : await db.batch([
          event,
          db
            .prepare(
              `UPDATE reservation_guest_documents
                SET documents_json = ?, complete_count = ?, version = version + 1, updated_by_id = ?,
                    updated_by_json = ?, updated_date = ?
              WHERE reservation_id = ? AND version = ?`,
            )
            .bind(json, complete, save.managerId, author, save.date, save.reservationId, save.version),
        ]);
  return result?.meta.changes === 1 ? save.version + 1 : null;
}

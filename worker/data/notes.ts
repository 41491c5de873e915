/**
 * SQL of the staff notes of a reservation (migration 0008, `reservation_notes`). Edits and
 * deletions are guarded by the note's version: `null`/false when someone changed it meanwhile.
 */
import type { Note, NoteAuthor } from '../../src/domain/notes.ts';
import { parseJson } from './booking.ts';
import { type EventActor, eventStatement } from './reservation-events.ts';

type NoteRow = {
  id: number;
  text: string;
  created_by_json: string;
  created_date: string;
  last_modified_by_json: string | null;
  last_modified_date: string | null;
  version: number;
};

const NO_AUTHOR: NoteAuthor = { name: '', surname: '' };

function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    text: row.text,
    createdBy: parseJson<NoteAuthor>(row.created_by_json, NO_AUTHOR),
    createdDate: row.created_date,
    lastModifiedBy: row.last_modified_by_json
      ? parseJson<NoteAuthor>(row.last_modified_by_json, NO_AUTHOR)
      : null,
    lastModifiedDate: row.last_modified_date,
    isEdited: row.last_modified_date !== null,
    version: row.version,
  };
}

const NOTE_COLUMNS = `n.id, n.text, n.created_by_json, n.created_date, n.last_modified_by_json,
  n.last_modified_date, n.version`;

/** The id of reservation `code` of hotel `hotelId` (null when the code is not one of its reservations). */
export async function findReservationId(
  db: D1Database,
  query: { hotelId: number; code: string },
): Promise<number | null> {
  const row = await db
    .prepare('SELECT id FROM reservations WHERE code = ? AND hotel_id = ?')
    .bind(query.code, query.hotelId)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The reservation's notes, newest first. */
export async function listNotes(db: D1Database, reservationId: number): Promise<Note[]> {
  const { results } = await db
    .prepare(
      `SELECT ${NOTE_COLUMNS} FROM reservation_notes n WHERE n.reservation_id = ?
        ORDER BY n.created_date DESC, n.id DESC`,
    )
    .bind(reservationId)
    .all<NoteRow>();
  return results.map(toNote);
}

/** One note of the reservation, or null. */
export async function findNote(db: D1Database, reservationId: number, id: number): Promise<Note | null> {
  const row = await db
    .prepare(`SELECT ${NOTE_COLUMNS} FROM reservation_notes n WHERE n.reservation_id = ? AND n.id = ?`)
    .bind(reservationId, id)
    .first<NoteRow>();
  return row ? toNote(row) : null;
}

export async function insertNote(
  db: D1Database,
  note: { reservationId: number; text: string; managerId: number; author: NoteAuthor; date: string },
): Promise<Note> {
  const [inserted] = await db.batch<NoteRow>([
    db
      .prepare(
        `INSERT INTO reservation_notes (reservation_id, text, created_by_id, created_by_json, created_date, version)
       VALUES (?, ?, ?, ?, ?, 1)
       RETURNING id, text, created_by_json, created_date, last_modified_by_json, last_modified_date, version`,
      )
      .bind(note.reservationId, note.text, note.managerId, JSON.stringify(note.author), note.date),
    // The reservation's history (issue 13), in the same batch.
    eventStatement(db, {
      reservation: { id: note.reservationId },
      type: 'NOTE_ADDED',
      actor: { kind: 'STAFF', managerId: note.managerId, ...note.author },
      now: new Date(note.date),
    }),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('note not inserted');
  return toNote(row);
}

/** The edited note, or null when it is gone or no longer at `version`. */
export async function updateNote(
  db: D1Database,
  edit: {
    reservationId: number;
    id: number;
    version: number;
    text: string;
    managerId: number;
    author: NoteAuthor;
    date: string;
  },
): Promise<Note | null> {
  const [, updated] = await db.batch<NoteRow>([
    // The reservation's history (issue 13): written only if the note is still at `version`.
    eventStatement(db, {
      reservation: { id: edit.reservationId },
      type: 'NOTE_EDITED',
      actor: { kind: 'STAFF', managerId: edit.managerId, ...edit.author },
      detail: { noteId: edit.id },
      now: new Date(edit.date),
      when: {
        sql: 'EXISTS (SELECT 1 FROM reservation_notes WHERE reservation_id = ? AND id = ? AND version = ?)',
        params: [edit.reservationId, edit.id, edit.version],
      },
    }),
    db
      .prepare(
        `UPDATE reservation_notes
          SET text = ?, last_modified_by_id = ?, last_modified_by_json = ?, last_modified_date = ?,
              version = version + 1
        WHERE reservation_id = ? AND id = ? AND version = ?
       RETURNING id, text, created_by_json, created_date, last_modified_by_json, last_modified_date, version`,
      )
      .bind(
        edit.text,
        edit.managerId,
        JSON.stringify(edit.author),
        edit.date,
        edit.reservationId,
        edit.id,
        edit.version,
      ),
  ]);
  const row = updated?.results[0];
  return row ? toNote(row) : null;
}

/** Deletes the note if it is still at `version`; false otherwise. */
export async function deleteNote(
  db: D1Database,
  remove: { reservationId: number; id: number; version: number; actor: EventActor; now: Date },
): Promise<boolean> {
  const [, result] = await db.batch([
    // The reservation's history (issue 13): written only if the note is still at `version`.
    eventStatement(db, {
      reservation: { id: remove.reservationId },
      type: 'NOTE_REMOVED',
      actor: remove.actor,
      detail: { noteId: remove.id },
      now: remove.now,
      when: {
        sql: 'EXISTS (SELECT 1 FROM reservation_notes WHERE reservation_id = ? AND id = ? AND version = ?)',
        params: [remove.reservationId, remove.id, remove.version],
      },
    }),
    db
      .prepare('DELETE FROM reservation_notes WHERE reservation_id = ? AND id = ? AND version = ?')
      .bind(remove.reservationId, remove.id, remove.version),
  ]);
  return result?.meta.changes === 1;
}

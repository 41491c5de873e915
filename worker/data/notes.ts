/**
 * SQL of the staff notes, for either owner: a reservation's notes (migration 0008,
 * `reservation_notes`) or the hotel's own (migration 0012, `hotel_notes`). The two tables have the
 * same columns but for the owner's; a reservation's notes are also part of its history, so each
 * of their writes appends its event in the same batch. Edits and deletions are guarded by the
 * note's version: `null`/false when someone changed it meanwhile.
 */
import type { Note, NoteAuthor } from '../../src/domain/notes.ts';
import { eventStatement } from './reservation-events.ts';
import { parseJson } from './stored-documents.ts';

/** Whose notes, as stored: a reservation by its id, or a hotel. */
export type StoredNoteOwner =
  | { kind: 'reservation'; reservationId: number }
  | { kind: 'hotel'; hotelId: number };

/** The manager who writes: kept as id and as name, so a note says who wrote it after they are gone. */
export type NoteWriter = { managerId: number; name: string; surname: string };

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

const NOTE_COLUMNS =
  'id, text, created_by_json, created_date, last_modified_by_json, last_modified_date, version';

/** The owner's table, its owner column and the owner's id (the names are ours, never input). */
function tableOf(owner: StoredNoteOwner) {
  return owner.kind === 'reservation'
    ? { table: 'reservation_notes', column: 'reservation_id', ownerId: owner.reservationId }
    : { table: 'hotel_notes', column: 'hotel_id', ownerId: owner.hotelId };
}

const authorOf = (writer: NoteWriter): NoteAuthor => ({ name: writer.name, surname: writer.surname });

/**
 * The reservation's history event of a note write, for the same batch (none for the hotel's notes).
 * An edit or removal writes it only if the note is still at `version`: a write that loses its race
 * leaves no event either.
 */
function historyOf(
  db: D1Database,
  owner: StoredNoteOwner,
  event: {
    type: 'NOTE_ADDED' | 'NOTE_EDITED' | 'NOTE_REMOVED';
    writer: NoteWriter;
    now: Date;
    guard?: { id: number; version: number };
  },
): D1PreparedStatement[] {
  if (owner.kind !== 'reservation') return [];
  const { guard } = event;
  return [
    eventStatement(db, {
      reservation: { id: owner.reservationId },
      type: event.type,
      actor: { kind: 'STAFF', ...event.writer },
      ...(guard
        ? {
            detail: { noteId: guard.id },
            when: {
              sql: 'EXISTS (SELECT 1 FROM reservation_notes WHERE reservation_id = ? AND id = ? AND version = ?)',
              params: [owner.reservationId, guard.id, guard.version],
            },
          }
        : {}),
      now: event.now,
    }),
  ];
}

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

/** The owner's notes, newest first. */
export async function selectNotes(db: D1Database, owner: StoredNoteOwner): Promise<Note[]> {
  const { table, column, ownerId } = tableOf(owner);
  const { results } = await db
    .prepare(`SELECT ${NOTE_COLUMNS} FROM ${table} WHERE ${column} = ? ORDER BY created_date DESC, id DESC`)
    .bind(ownerId)
    .all<NoteRow>();
  return results.map(toNote);
}

/** One note of the owner, or null. */
export async function selectNote(db: D1Database, owner: StoredNoteOwner, id: number): Promise<Note | null> {
  const { table, column, ownerId } = tableOf(owner);
  const row = await db
    .prepare(`SELECT ${NOTE_COLUMNS} FROM ${table} WHERE ${column} = ? AND id = ?`)
    .bind(ownerId, id)
    .first<NoteRow>();
  return row ? toNote(row) : null;
}

/** The new note, at version 1. */
export async function insertNote(
  db: D1Database,
  owner: StoredNoteOwner,
  note: { text: string; writer: NoteWriter; now: Date },
): Promise<Note> {
  const { table, column, ownerId } = tableOf(owner);
  const [inserted] = await db.batch<NoteRow>([
    db
      .prepare(
        `INSERT INTO ${table} (${column}, text, created_by_id, created_by_json, created_date, version)
         VALUES (?, ?, ?, ?, ?, 1) RETURNING ${NOTE_COLUMNS}`,
      )
      .bind(
        ownerId,
        note.text,
        note.writer.managerId,
        JSON.stringify(authorOf(note.writer)),
        note.now.toISOString(),
      ),
    ...historyOf(db, owner, { type: 'NOTE_ADDED', writer: note.writer, now: note.now }),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('note not inserted');
  return toNote(row);
}

/** The edited note, or null when it is gone or no longer at `version`. */
export async function updateNote(
  db: D1Database,
  owner: StoredNoteOwner,
  edit: { id: number; version: number; text: string; writer: NoteWriter; now: Date },
): Promise<Note | null> {
  const { table, column, ownerId } = tableOf(owner);
  const results = await db.batch<NoteRow>([
    // The history event first: it checks the version this UPDATE then bumps.
    ...historyOf(db, owner, { type: 'NOTE_EDITED', writer: edit.writer, now: edit.now, guard: edit }),
    db
      .prepare(
        `UPDATE ${table}
            SET text = ?, last_modified_by_id = ?, last_modified_by_json = ?, last_modified_date = ?,
                version = version + 1
          WHERE ${column} = ? AND id = ? AND version = ?
         RETURNING ${NOTE_COLUMNS}`,
      )
      .bind(
        edit.text,
        edit.writer.managerId,
        JSON.stringify(authorOf(edit.writer)),
        edit.now.toISOString(),
        ownerId,
        edit.id,
        edit.version,
      ),
  ]);
  const row = results.at(-1)?.results[0];
  return row ? toNote(row) : null;
}

/** Deletes the note if it is still at `version`; false otherwise. */
export async function deleteNote(
  db: D1Database,
  owner: StoredNoteOwner,
  remove: { id: number; version: number; writer: NoteWriter; now: Date },
): Promise<boolean> {
  const { table, column, ownerId } = tableOf(owner);
  const results = await db.batch([
    // The history event first: it checks the version of the row this DELETE removes.
    ...historyOf(db, owner, { type: 'NOTE_REMOVED', writer: remove.writer, now: remove.now, guard: remove }),
    db
      .prepare(`DELETE FROM ${table} WHERE ${column} = ? AND id = ? AND version = ?`)
      .bind(ownerId, remove.id, remove.version),
  ]);
  return results.at(-1)?.meta.changes === 1;
}

/**
 * Staff notes, whoever they are about: a reservation of the hotel (by its code) or the hotel
 * itself. One use case for both, apart from HTTP: it takes validated input and the manager who
 * acts, and answers what happened; the routes turn that into statuses and messages.
 *
 * - A note belongs to its owner only: a note id of another owner is not found.
 * - The author and the last editor are the acting manager, kept by name.
 * - Edits and removals carry the version they were based on: when another manager changed or
 *   removed the note meanwhile, nothing is written (conflict, or not found when it is gone).
 * - A reservation's note writes are in its history, in the same batch (worker/data/notes.ts).
 */
import type { Note } from '../../src/domain/notes.ts';
import {
  deleteNote,
  findReservationId,
  insertNote,
  type NoteWriter,
  type StoredNoteOwner,
  selectNote,
  selectNotes,
  updateNote,
} from '../data/notes.ts';

/** Whose notes: a reservation of hotel `hotelId` by its code, or the hotel itself. */
export type NoteOwner =
  | { kind: 'reservation'; hotelId: number; code: string }
  | { kind: 'hotel'; hotelId: number };

/** The signed-in manager who writes. */
export type NoteActor = { id: number; name: string; surname: string };

/** The owner does not exist (a code that is not a reservation of the hotel). */
export type OwnerNotFound = { kind: 'owner-not-found' };

export type NotesListed = { kind: 'listed'; notes: Note[] } | OwnerNotFound;
export type NoteAdded = { kind: 'saved'; note: Note } | OwnerNotFound;
export type NoteEdited =
  | { kind: 'saved'; note: Note }
  | { kind: 'conflict' }
  | { kind: 'not-found' }
  | OwnerNotFound;
export type NoteRemoved = { kind: 'removed' } | { kind: 'conflict' } | { kind: 'not-found' } | OwnerNotFound;

/** The owner as stored, or null when it does not exist. The hotel's existence is the guard's to check. */
async function storedOwner(db: D1Database, owner: NoteOwner): Promise<StoredNoteOwner | null> {
  if (owner.kind === 'hotel') return { kind: 'hotel', hotelId: owner.hotelId };
  const reservationId = await findReservationId(db, owner);
  return reservationId === null ? null : { kind: 'reservation', reservationId };
}

const writerOf = (actor: NoteActor): NoteWriter => ({
  managerId: actor.id,
  name: actor.name,
  surname: actor.surname,
});

/** A write that found nothing at its version: the note is gone, or someone changed it first. */
async function missedWrite(
  db: D1Database,
  owner: StoredNoteOwner,
  id: number,
): Promise<{ kind: 'conflict' } | { kind: 'not-found' }> {
  return (await selectNote(db, owner, id)) ? { kind: 'conflict' } : { kind: 'not-found' };
}

/** The owner's notes, newest first. */
export async function listNotes(db: D1Database, owner: NoteOwner): Promise<NotesListed> {
  const stored = await storedOwner(db, owner);
  if (!stored) return { kind: 'owner-not-found' };
  return { kind: 'listed', notes: await selectNotes(db, stored) };
}

/** A new note by `actor` at `now`, at version 1. */
export async function addNote(
  db: D1Database,
  owner: NoteOwner,
  input: { text: string },
  actor: NoteActor,
  now: Date,
): Promise<NoteAdded> {
  const stored = await storedOwner(db, owner);
  if (!stored) return { kind: 'owner-not-found' };
  const note = await insertNote(db, stored, { text: input.text, writer: writerOf(actor), now });
  return { kind: 'saved', note };
}

/** Note `id` with `input.text`, if it is still at `input.version`; `actor` becomes its last editor. */
export async function editNote(
  db: D1Database,
  owner: NoteOwner,
  id: number,
  input: { text: string; version: number },
  actor: NoteActor,
  now: Date,
): Promise<NoteEdited> {
  const stored = await storedOwner(db, owner);
  if (!stored) return { kind: 'owner-not-found' };
  const note = await updateNote(db, stored, { id, ...input, writer: writerOf(actor), now });
  if (note) return { kind: 'saved', note };
  return missedWrite(db, stored, id);
}

/** Removes note `id` if it is still at `version`. */
export async function removeNote(
  db: D1Database,
  owner: NoteOwner,
  id: number,
  version: number,
  actor: NoteActor,
  now: Date,
): Promise<NoteRemoved> {
  const stored = await storedOwner(db, owner);
  if (!stored) return { kind: 'owner-not-found' };
  const removed = await deleteNote(db, stored, { id, version, writer: writerOf(actor), now });
  if (removed) return { kind: 'removed' };
  return missedWrite(db, stored, id);
}

/**
 * Staff notes of a reservation (PROPDATA-9 Note, PROPCHECK: text required, at most 400 characters):
 * GET/POST /api/rs/secure/hotels/{hotelId}/reservations/{code}/notes, PUT/DELETE …/notes/{id}.
 * Edits and deletions carry the version they were based on (a stale one answers 409). The notes
 * on the hotel (…/property/notes) take the same bodies and answers, with `hotelNoteParams`
 * (./property.ts) as their path.
 */
import { NOTE_MAX_LENGTH } from '../../domain/notes.ts';
import { staffReservationParams } from '../booking.ts';
import { requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idParam, versionField } from './common.ts';

export const noteText = () => requiredText(NOTE_MAX_LENGTH, { multiline: true });

export const noteCreate = z.object({ text: noteText() }, { error: typeError });
export type NoteCreate = z.output<typeof noteCreate>;

export const noteUpdate = z.object({ text: noteText(), version: versionField() }, { error: typeError });
export type NoteUpdate = z.output<typeof noteUpdate>;

/** DELETE …/notes/{id}?version=3 */
export const noteDeleteQuery = z.object({ version: idParam() }, { error: typeError });

/** …/reservations/{code}/notes/{id} */
export const noteParams = staffReservationParams.extend({ id: idParam() });

const author = z.strictObject({ name: z.string(), surname: z.string() });

export const noteView = z.strictObject({
  id: z.number().int(),
  text: z.string(),
  createdBy: author,
  createdDate: z.string(),
  lastModifiedBy: author.nullable(),
  lastModifiedDate: z.string().nullable(),
  isEdited: z.boolean(),
  version: z.number().int(),
});
export type NoteView = z.output<typeof noteView>;

export const notesResponse = z.array(noteView);

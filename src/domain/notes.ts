/**
 * Staff notes of a reservation (PROPDATA-9 Note, PROPFLOW-9 Notes, PROPCHECK, PROPLIM): text required, at most 400
 * characters, author and last editor with their dates, and the 'just changed' mark a confirmed
 * note carries in the list. Pure: the notes list, its API schema and the worker share it.
 */

/** PROPLIM-7: a note holds at most 400 characters. */
export const NOTE_MAX_LENGTH = 400;

export type NoteAuthor = { name: string; surname: string };

export type Note = {
  id: number;
  text: string;
  createdBy: NoteAuthor;
  /** ISO timestamp */
  createdDate: string;
  lastModifiedBy: NoteAuthor | null;
  lastModifiedDate: string | null;
  /** True once the note was changed after it was written. */
  isEdited: boolean;
  version: number;
};

export type NoteTextError =
  | { code: 'error.required' }
  | { code: 'error.field.generic.maxlength'; count: number };

/** The note text's problem, or null (PROPCHECK-9: required, 'max length' with count 400). */
export function noteTextError(text: string): NoteTextError | null {
  if (text.trim() === '') return { code: 'error.required' };
  if (text.length > NOTE_MAX_LENGTH) return { code: 'error.field.generic.maxlength', count: NOTE_MAX_LENGTH };
  return null;
}

/** Characters left before the limit (negative past it): the counter under the text. */
export const charactersLeft = (text: string) => NOTE_MAX_LENGTH - text.length;

/** "Anna Rossi" */
export const authorName = (author: NoteAuthor) => `${author.name} ${author.surname}`.trim();

/** Whether an edit changes the note (an unchanged text is not an edit). */
export const isChange = (note: Pick<Note, 'text'>, text: string) => note.text !== text.trim();

/**
 * The note after `author` edited it at `date`: text trimmed, last editor and date set, isEdited,
 * version bumped.
 */
export function editedNote(note: Note, text: string, author: NoteAuthor, date: string): Note {
  return {
    ...note,
    text: text.trim(),
    lastModifiedBy: author,
    lastModifiedDate: date,
    isEdited: true,
    version: note.version + 1,
  };
}

/**
 * The 'just changed' marks of the list after confirming note `id` (PROPFLOW-9: confirmation marks
 * it): the confirmed note is marked, the others keep theirs.
 */
export function markJustChanged(marked: ReadonlySet<number>, id: number): Set<number> {
  return new Set([...marked, id]);
}

/** Newest first: the latest written note on top, ties by id. */
export function sortNotes<T extends Pick<Note, 'id' | 'createdDate'>>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id - a.id);
}

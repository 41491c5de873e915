import { describe, expect, it } from 'vitest';
import {
  authorName,
  charactersLeft,
  editedNote,
  isChange,
  markJustChanged,
  NOTE_MAX_LENGTH,
  type Note,
  noteTextError,
  sortNotes,
} from './notes.ts';

const note: Note = {
  id: 3,
  text: 'Late arrival, around 23:00',
  createdBy: { name: 'Sara', surname: 'Neri' },
  createdDate: '2026-11-20T09:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
  isEdited: false,
  version: 1,
};

describe('noteTextError (PROPCHECK)', () => {
  it.each([
    ['', { code: 'error.required' }],
    ['   \n ', { code: 'error.required' }],
    ['x', null],
    ['x'.repeat(400), null],
    ['x'.repeat(401), { code: 'error.field.generic.maxlength', count: 400 }],
  ])('%j → %j', (text, expected) => {
    expect(noteTextError(text)).toEqual(expected);
  });

  it('limits notes to the spec constant', () => {
    expect(NOTE_MAX_LENGTH).toBe(400);
    expect(charactersLeft('abc')).toBe(397);
    expect(charactersLeft('x'.repeat(405))).toBe(-5);
  });
});

describe('editing', () => {
  it('records the last editor and date, marks it edited and bumps the version', () => {
    const edited = editedNote(
      note,
      '  Arrives at midnight ',
      { name: 'Luca', surname: 'Verdi' },
      '2026-11-21T10:00:00Z',
    );
    expect(edited).toEqual({
      ...note,
      text: 'Arrives at midnight',
      lastModifiedBy: { name: 'Luca', surname: 'Verdi' },
      lastModifiedDate: '2026-11-21T10:00:00Z',
      isEdited: true,
      version: 2,
    });
    expect(edited.createdBy).toEqual(note.createdBy);
  });

  it.each([
    ['Late arrival, around 23:00', false],
    [' Late arrival, around 23:00 ', false],
    ['Late arrival, around 22:00', true],
  ])('%j is a change: %s', (text, expected) => {
    expect(isChange(note, text)).toBe(expected);
  });

  it('names the author', () => {
    expect(authorName(note.createdBy)).toBe('Sara Neri');
  });
});

describe('just changed and order', () => {
  it('marks the confirmed note and keeps the other marks', () => {
    expect([...markJustChanged(new Set([1]), 3)].sort()).toEqual([1, 3]);
  });

  it('lists the newest note first', () => {
    const older = { ...note, id: 1, createdDate: '2026-11-19T09:00:00.000Z' };
    const same = { ...note, id: 4 };
    expect(sortNotes([older, note, same]).map((n) => n.id)).toEqual([4, 3, 1]);
  });
});

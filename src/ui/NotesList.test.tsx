// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { editedNote, markJustChanged, type Note } from '../domain/notes.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import type { SaveOutcome } from './GuestDocumentItem.tsx';
import { NotesList } from './NotesList.tsx';

afterEach(cleanup);

const t = createTranslate(dictionaries as MessageBundle, 'en');
const ME = { name: 'Sara', surname: 'Neri' };

const existing: Note = {
  id: 1,
  text: 'Late arrival',
  createdBy: { name: 'Luca', surname: 'Verdi' },
  createdDate: '2026-11-20T09:00:00.000Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
  isEdited: false,
  version: 1,
};

/** The list over notes kept in state, saving like the panel (ids from 100). */
function Harness({ initial, outcome = 'saved' }: { initial: Note[]; outcome?: SaveOutcome }) {
  const [notes, setNotes] = useState(initial);
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [nextId, setNextId] = useState(100);
  return (
    <NotesList
      notes={notes}
      language="en"
      timeZone="Europe/Rome"
      t={t}
      justChanged={marked}
      onAdd={async (text) => {
        if (outcome !== 'saved') return outcome;
        const note: Note = {
          ...existing,
          id: nextId,
          text,
          createdBy: ME,
          createdDate: '2026-11-21T10:00:00.000Z',
        };
        setNextId(nextId + 1);
        setNotes((list) => [note, ...list]);
        setMarked((m) => markJustChanged(m, note.id));
        return 'saved';
      }}
      onEdit={async (note, text) => {
        if (outcome !== 'saved') return outcome;
        setNotes((list) =>
          list.map((n) => (n.id === note.id ? editedNote(n, text, ME, '2026-11-22T08:00:00Z') : n)),
        );
        setMarked((m) => markJustChanged(m, note.id));
        return 'saved';
      }}
      onRemove={async (note) => {
        setNotes((list) => list.filter((n) => n.id !== note.id));
        return 'saved';
      }}
    />
  );
}

const textbox = () => screen.getByRole('textbox') as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: 'Save note' }) as HTMLButtonElement;

describe('NotesList', () => {
  it('shows each note with its author and date, and the empty state', () => {
    render(<Harness initial={[existing]} />);
    expect(screen.getByText('Late arrival')).toBeTruthy();
    // 09:00 UTC is 10:00 on the hotel's clock (Rome), whatever the browser's time zone.
    expect(screen.getByText('Luca Verdi, 20 Nov 2026, 10:00')).toBeTruthy();
    cleanup();
    render(<Harness initial={[]} />);
    expect(screen.getByText('No notes yet.')).toBeTruthy();
  });

  it('adds a blank note in edit mode, confirmable only with text, marked just changed', async () => {
    render(<Harness initial={[existing]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    expect(textbox().value).toBe('');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(textbox(), { target: { value: 'Needs a cot' } });
    expect(screen.getByText('389 characters left')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const item = screen.getByText('Needs a cot').closest('li') as HTMLElement;
    expect(within(item).getByText('Just changed')).toBeTruthy();
    expect(within(item).getByText(/^Sara Neri, /)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('refuses more than 400 characters with the max length message', async () => {
    render(<Harness initial={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(textbox(), { target: { value: 'x'.repeat(403) } });
    expect(screen.getByText('3 characters too many')).toBeTruthy();
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(textbox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter at most 400 characters')).toBeTruthy();
    expect(screen.queryByText('Just changed')).toBeNull();
  });

  it('cancel removes a new note and puts an edited one back', () => {
    render(<Harness initial={[existing]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a note' }));
    fireEvent.change(textbox(), { target: { value: 'draft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('draft')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Edit the note by Luca Verdi/ }));
    expect(textbox().value).toBe('Late arrival');
    fireEvent.change(textbox(), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Late arrival')).toBeTruthy();
  });

  it('edits a note: last editor and date shown, just changed', async () => {
    render(<Harness initial={[existing]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Edit the note by Luca Verdi/ }));
    fireEvent.change(textbox(), { target: { value: 'Arrives at midnight' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(screen.getByText('Arrives at midnight')).toBeTruthy();
    expect(screen.getByText(/^Edited by Sara Neri, /)).toBeTruthy();
    expect(screen.getByText('Just changed')).toBeTruthy();
  });

  it('keeps the editor and its text when the save is refused (conflict)', async () => {
    render(<Harness initial={[existing]} outcome="conflict" />);
    fireEvent.click(screen.getByRole('button', { name: /^Edit the note by Luca Verdi/ }));
    fireEvent.change(textbox(), { target: { value: 'Mine' } });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(textbox().value).toBe('Mine');
  });

  it('removes a note only after the confirmation', async () => {
    render(<Harness initial={[existing]} />);
    fireEvent.click(screen.getByRole('button', { name: /^Remove the note by Luca Verdi/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this note?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('Late arrival')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Remove the note by Luca Verdi/ }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove the note' }),
      );
    });
    expect(screen.queryByText('Late arrival')).toBeNull();
  });
});

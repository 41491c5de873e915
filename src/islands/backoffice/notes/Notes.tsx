/**
 * Staff notes of one owner, a reservation or the hotel: the shared NotesList over the owner's
 * …/notes API (list, add, edit and remove, each edit and removal carrying the note's version).
 * A note changed or removed by another user meanwhile (409/404) reloads the list and says so; an
 * open editor keeps its text and saves over the fresh version when confirmed again.
 */
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { notesEndpoints } from '../../../contracts/routes/notes.ts';
import type { Language } from '../../../contracts/types.ts';
import { markJustChanged, type Note, sortNotes } from '../../../domain/notes.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { SaveOutcome } from '../../../ui/GuestDocumentItem.tsx';
import { NotesList } from '../../../ui/NotesList.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import './Notes.css';

/** Whose notes: a reservation's (by its code) or, without a code, the hotel's. */
export type NotesOwner = { hotelId: number; code?: string };

export type NotesProps = {
  owner: NotesOwner;
  /** The section's heading, which also names it. */
  heading: string;
  language: Language;
  /** The hotel's time zone (the notes' times are the hotel's). */
  timeZone: string;
  t: Translate;
  /** The owner screen's section class, so the notes sit among its other sections. */
  className?: string;
};

type Notice = { kind: 'status' | 'error'; text: string };

/** The four calls of an owner's notes, through the endpoint table of a reservation's or the hotel's. */
function notesCalls(hotelId: number, code: string | undefined) {
  const list = { fallback: 'Error getting the notes' };
  const save = { fallback: 'Error saving the note' };
  const remove = { fallback: 'Error removing the note' };
  if (code === undefined) {
    const params = { hotelId };
    return {
      list: () => secureApi(notesEndpoints.listHotelNotes, { params }, list),
      add: (text: string) => secureApi(notesEndpoints.addHotelNote, { params, body: { text } }, save),
      edit: (id: number, text: string, version: number) =>
        secureApi(notesEndpoints.editHotelNote, { params: { hotelId, id }, body: { text, version } }, save),
      remove: (id: number, version: number) =>
        secureApi(notesEndpoints.removeHotelNote, { params: { hotelId, id }, query: { version } }, remove),
    };
  }
  const params = { hotelId, code };
  return {
    list: () => secureApi(notesEndpoints.listNotes, { params }, list),
    add: (text: string) => secureApi(notesEndpoints.addNote, { params, body: { text } }, save),
    edit: (id: number, text: string, version: number) =>
      secureApi(notesEndpoints.editNote, { params: { ...params, id }, body: { text, version } }, save),
    remove: (id: number, version: number) =>
      secureApi(notesEndpoints.removeNote, { params: { ...params, id }, query: { version } }, remove),
  };
}

export function Notes({ owner, heading, language, timeZone, t, className }: NotesProps) {
  const headingId = `notes-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [notes, setNotes] = useState<Note[] | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [justChanged, setJustChanged] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  // By the owner's values, not its object: a parent's new object of the same owner reloads nothing.
  const calls = useMemo(() => notesCalls(owner.hotelId, owner.code), [owner.hotelId, owner.code]);

  const load = useCallback(async () => {
    try {
      setNotes(sortNotes(await calls.list()));
      setLoadFailed(null);
    } catch (error) {
      setLoadFailed(timeoutMessage(error, t) ?? t('bo.notes.load.error'));
    }
  }, [calls, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (call: () => Promise<void>, doneText: string): Promise<SaveOutcome> => {
    setBusy(true);
    setNotice(null);
    try {
      await call();
      setNotice({ kind: 'status', text: doneText });
      return 'saved';
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        await load();
        setNotice({ kind: 'error', text: t(error.status === 409 ? 'bo.notes.conflict' : 'bo.notes.gone') });
        return 'conflict';
      }
      setNotice({ kind: 'error', text: timeoutMessage(error, t) ?? t('bo.notes.save.error') });
      return 'failed';
    } finally {
      setBusy(false);
    }
  };

  const onAdd = (text: string) =>
    run(async () => {
      const note = await calls.add(text);
      setNotes((list) => sortNotes([note, ...(list ?? [])]));
      setJustChanged((marked) => markJustChanged(marked, note.id));
    }, t('bo.notes.saved'));

  const onEdit = (note: Note, text: string) => {
    // The latest version known for this note (a reload after a conflict refreshes it).
    const current = notes?.find((n) => n.id === note.id) ?? note;
    return run(async () => {
      const saved = await calls.edit(note.id, text, current.version);
      setNotes((list) => (list ?? []).map((n) => (n.id === saved.id ? saved : n)));
      setJustChanged((marked) => markJustChanged(marked, saved.id));
    }, t('bo.notes.saved'));
  };

  const onRemove = (note: Note) =>
    run(async () => {
      await calls.remove(note.id, note.version);
      setNotes((list) => (list ?? []).filter((n) => n.id !== note.id));
    }, t('bo.notes.removed'));

  return (
    <section className={className ? `bo-notes ${className}` : 'bo-notes'} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p role="status" className="bo-notes__status">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <div role="alert" className="bo-notes__alert">
        {notice?.kind === 'error' ? (
          <div className="bo-notes__error">
            <p>{notice.text}</p>
          </div>
        ) : null}
      </div>
      {loadFailed && !notes ? (
        <div className="bo-notes__error">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void load()}>
            {t('bo.notes.retry')}
          </button>
        </div>
      ) : null}
      {!notes && !loadFailed ? <p aria-busy="true">{t('bo.notes.loading')}</p> : null}
      {notes ? (
        <NotesList
          notes={notes}
          language={language}
          timeZone={timeZone}
          t={t}
          justChanged={justChanged}
          onAdd={onAdd}
          onEdit={onEdit}
          onRemove={onRemove}
          busy={busy}
        />
      ) : null}
    </section>
  );
}

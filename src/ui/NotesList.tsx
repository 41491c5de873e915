/**
 * A list of staff notes, of a reservation or of the hotel: add opens a blank note in edit mode;
 * confirm saves it (only with text; at most 400 characters, with a counter that turns red past
 * the limit); cancel removes a new note and puts an existing one back; remove asks first; edit
 * reopens a note. Each note shows its author and, once edited, its last editor, with their
 * dates; a note confirmed in this session carries the 'just changed' mark.
 * The form is react-hook-form over the API's own zod schema (src/contracts/secure/notes.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type NoteCreate, noteCreate } from '../contracts/secure/notes.ts';
import type { Language } from '../contracts/types.ts';
import { authorName, charactersLeft, NOTE_MAX_LENGTH, type Note } from '../domain/notes.ts';
import type { Translate } from '../i18n/translate.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatInstant } from './format.ts';
import type { SaveOutcome } from './GuestDocumentItem.tsx';
import './field.css';
import './NotesList.css';
import { pluralForm } from '../domain/plural.ts';

export type NotesListProps = {
  notes: readonly Note[];
  language: Language;
  /** The hotel's time zone: a note's time reads on the hotel's clock, like the history beside it. */
  timeZone: string;
  t: Translate;
  /** Ids of the notes confirmed in this session (the 'just changed' mark). */
  justChanged: ReadonlySet<number>;
  onAdd: (text: string) => Promise<SaveOutcome>;
  onEdit: (note: Note, text: string) => Promise<SaveOutcome>;
  onRemove: (note: Note) => Promise<SaveOutcome>;
  /** Another call is running: actions wait. */
  busy?: boolean;
};

export function formatNoteDate(iso: string, language: Language, timeZone: string): string {
  return formatInstant(iso, language, timeZone);
}

type EditorProps = {
  initial: string;
  label: string;
  t: Translate;
  busy?: boolean;
  onConfirm: (text: string) => Promise<SaveOutcome>;
  onCancel: () => void;
};

function NoteEditor({ initial, label, t, busy, onConfirm, onCancel }: EditorProps) {
  const id = `note-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [saving, setSaving] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<NoteCreate>({ resolver: zodResolver(noteCreate), defaultValues: { text: initial } });
  const text = watch('text') ?? '';
  const left = charactersLeft(text);
  const error = errors.text?.message;
  const errorText = error
    ? error === 'error.field.generic.maxlength'
      ? t.text(error, { count: NOTE_MAX_LENGTH })
      : t.text(error)
    : null;

  useEffect(() => {
    setFocus('text');
  }, [setFocus]);

  const submit = handleSubmit(async ({ text: value }) => {
    setSaving(true);
    await onConfirm(value);
    setSaving(false);
  });

  return (
    <form className="notes__editor" noValidate onSubmit={submit}>
      <label className="ui-field__label" htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className="ui-input notes__text"
        rows={3}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={`${id}-counter${errorText ? ` ${id}-error` : ''}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
        {...register('text')}
      />
      <p id={`${id}-counter`} className={`notes__counter${left < 0 ? ' notes__counter--over' : ''}`}>
        {left < 0
          ? t(`bo.notes.counter.over.${pluralForm(-left, t.language ?? 'en')}`, { count: -left })
          : t(`bo.notes.counter.${pluralForm(left, t.language ?? 'en')}`, { count: left })}
      </p>
      <p className="ui-field__error" id={`${id}-error`} hidden={!errorText}>
        {errorText}
      </p>
      <div className="notes__actions">
        <button type="submit" className="button" disabled={saving || busy || text.trim() === ''}>
          {t('bo.notes.confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={saving} onClick={onCancel}>
          {t('bo.notes.cancel')}
        </button>
      </div>
    </form>
  );
}

type NoteViewProps = {
  note: Note;
  language: Language;
  timeZone: string;
  t: Translate;
  /** Confirmed in this session: the note carries the 'just changed' mark. */
  justChanged: boolean;
  busy?: boolean;
  onEdit: () => void;
  onRemove: () => void;
};

/** A saved note: its text, who wrote (and last edited) it and when, and its edit and remove buttons. */
function NoteView({ note, language, timeZone, t, justChanged, busy, onEdit, onRemove }: NoteViewProps) {
  const author = authorName(note.createdBy);
  const created = formatNoteDate(note.createdDate, language, timeZone);
  return (
    <>
      <p className="notes__body">{note.text}</p>
      <p className="notes__meta">
        <span>{t('bo.notes.created', { author, date: created })}</span>
        {note.isEdited && note.lastModifiedBy && note.lastModifiedDate ? (
          <span>
            {t('bo.notes.modified', {
              author: authorName(note.lastModifiedBy),
              date: formatNoteDate(note.lastModifiedDate, language, timeZone),
            })}
          </span>
        ) : null}
        {justChanged ? <span className="notes__just-changed">{t('bo.notes.just.changed')}</span> : null}
      </p>
      <div className="notes__actions">
        <button
          type="button"
          className="button button--secondary notes__edit"
          disabled={busy}
          aria-label={t('bo.notes.edit.label', { author, date: created })}
          onClick={onEdit}
        >
          {t('bo.notes.edit')}
        </button>
        <button
          type="button"
          className="button button--secondary notes__remove"
          disabled={busy}
          aria-label={t('bo.notes.remove.label', { author, date: created })}
          onClick={onRemove}
        >
          {t('bo.notes.remove')}
        </button>
      </div>
    </>
  );
}

export function NotesList({
  notes,
  language,
  timeZone,
  t,
  justChanged,
  onAdd,
  onEdit,
  onRemove,
  busy,
}: NotesListProps) {
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Note | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef(new Map<number, HTMLLIElement>());

  const focusAdd = () => requestAnimationFrame(() => addRef.current?.focus());
  const focusNote = (id: number) =>
    requestAnimationFrame(() =>
      itemRefs.current.get(id)?.querySelector<HTMLElement>('.notes__edit')?.focus(),
    );

  return (
    <div className="notes">
      <button
        ref={addRef}
        type="button"
        className="button button--secondary notes__add"
        disabled={adding || busy}
        onClick={() => {
          setEditingId(null);
          setAdding(true);
        }}
      >
        {t('bo.notes.add')}
      </button>
      {adding ? (
        <NoteEditor
          initial=""
          label={t('bo.notes.field.new')}
          t={t}
          busy={busy}
          onConfirm={async (text) => {
            const outcome = await onAdd(text);
            if (outcome === 'saved') {
              setAdding(false);
              focusAdd();
            }
            return outcome;
          }}
          onCancel={() => {
            setAdding(false);
            focusAdd();
          }}
        />
      ) : null}
      {notes.length === 0 && !adding ? <p className="notes__empty">{t('bo.notes.empty')}</p> : null}
      <ul className="notes__list">
        {notes.map((note) => {
          return (
            <li
              key={note.id}
              className="notes__item"
              ref={(element) => {
                if (element) itemRefs.current.set(note.id, element);
                else itemRefs.current.delete(note.id);
              }}
            >
              {editingId === note.id ? (
                <NoteEditor
                  initial={note.text}
                  label={t('bo.notes.field.text')}
                  t={t}
                  busy={busy}
                  onConfirm={async (text) => {
                    const outcome = await onEdit(note, text);
                    if (outcome === 'saved') {
                      setEditingId(null);
                      focusNote(note.id);
                    }
                    return outcome;
                  }}
                  onCancel={() => {
                    setEditingId(null);
                    focusNote(note.id);
                  }}
                />
              ) : (
                <NoteView
                  note={note}
                  language={language}
                  timeZone={timeZone}
                  t={t}
                  justChanged={justChanged.has(note.id)}
                  busy={busy}
                  onEdit={() => {
                    setAdding(false);
                    setEditingId(note.id);
                  }}
                  onRemove={() => setRemoving(note)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.notes.remove.title')}
        text={t('bo.notes.remove.text')}
        confirmLabel={t('bo.notes.remove.confirm')}
        cancelLabel={t('bo.notes.remove.keep')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const note = removing;
          setRemoving(null);
          if (note) {
            void onRemove(note).then((outcome) => {
              if (outcome === 'saved') focusAdd();
            });
          }
        }}
      />
    </div>
  );
}

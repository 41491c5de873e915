/**
 * The set-up editors' dialog parts (room type, room, rate plan, promotion): the refusal said above
 * the form, what was typed kept below it, a labelled field with its hint and message (the policies
 * and taxes cards' too), the Cancel and Save buttons at its foot, and the worker's field errors
 * put on a react-hook-form form.
 */
import { type ReactNode, useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import type { FieldError } from '../../../contracts/error-codes.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { Refusal } from './setup-errors.ts';

/** Why the last save was refused, with the worker's detail (always in the page, so it is announced). */
export function EditorRefusal({ refusal }: { refusal: Refusal | null }) {
  return (
    <div role="alert" className="bo-list__alert">
      {refusal ? (
        <p className="bo-list__error">
          {refusal.text}
          {refusal.detail ? <span className="bo-list__detail">{refusal.detail}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** Whose Cancel and Save texts an editor says: the rooms' (room types, rooms, rate plans) or the promotions'. */
const ACTION_TEXTS = {
  rooms: { cancel: 'bo.rooms.cancel', save: 'bo.rooms.save', saving: 'bo.rooms.saving' },
  promotions: { cancel: 'bo.promotions.cancel', save: 'bo.promotions.save', saving: 'bo.promotions.saving' },
} as const;

/** Cancel, and Save ("Saving…" while it runs; a press meanwhile does nothing). */
export function EditorActions(props: {
  t: Translate;
  texts?: keyof typeof ACTION_TEXTS;
  busy: boolean;
  onClose: () => void;
}) {
  const { t, busy, onClose } = props;
  const keys = ACTION_TEXTS[props.texts ?? 'rooms'];
  return (
    <div className="bo-editor__actions">
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t(keys.cancel)}
      </button>
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? t(keys.saving) : t(keys.save)}
      </button>
    </div>
  );
}

/**
 * What a field's control is given: its id, the kit's input class, whether it is invalid and what
 * describes it (its hint, then its message: `id-hint`, `id-error`).
 */
export function controlProps(id: string, hint: boolean, invalid: boolean) {
  const described = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    className: 'ui-input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': described || undefined,
  } as const;
}

/**
 * A labelled control with its hint and its message, whose place stays in the page while there is
 * none (`hidden`), so the control's description never points at nothing.
 */
export function EditorField(props: {
  /** The control's id (`controlProps`). */
  id: string;
  label: string;
  hint?: string | undefined;
  /** The message, in the page language, or null. */
  error: string | null;
  /** The form's own field class ('bo-rooms-editor__field'), if any. */
  className?: string;
  children: ReactNode;
}) {
  const { id, label, hint, error, children } = props;
  return (
    <div className={props.className ? `ui-field ${props.className}` : 'ui-field'}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      <p className="ui-field__error" id={`${id}-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}

/** Puts the worker's field errors on their fields and focuses the first. */
export function useServerErrors<V extends FieldValues>(
  serverErrors: readonly FieldError[],
  setError: UseFormSetError<V>,
  setFocus: UseFormSetFocus<V>,
) {
  useEffect(() => {
    for (const error of serverErrors) setError(error.field as FieldPath<V>, { message: error.code });
    const first = serverErrors[0];
    if (first) setFocus(first.field as FieldPath<V>);
  }, [serverErrors, setError, setFocus]);
}

/**
 * The save of a set-up editor dialog (room type, room, range of rooms, rate plan): the dialog
 * checks its form with the worker's schema and hands over the body; this sends it, closes the
 * dialog when it is saved and otherwise keeps what was typed and says why (`editorRefusalOf`):
 * the worker's 400 marks the fields the form shows and summarises any other error in the alert
 * above the form; a 409 or 404 (another manager changed the list) says why and reads the list
 * again, so the dialog can rest on the fresh version and a second save overwrites knowingly; any
 * other failure says the save failed. A press while a save runs does nothing.
 */
import { useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { editorRefusalOf, type Refusal } from './setup-errors.ts';

export function useEditorSave(t: Translate, saveError: string) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);

  /** Forgets the last refusal (a dialog opening afresh). */
  const clear = () => {
    setRefusal(null);
    setServerErrors([]);
  };

  /**
   * Sends through `send` and resolves whether it was saved; `fields` are the paths the form shows,
   * `reread` reads the list again after a 409 or 404.
   */
  const submit = async (
    send: () => Promise<unknown>,
    fields: readonly string[],
    reread: () => Promise<void>,
  ): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setRefusal(null);
    try {
      await send();
      return true;
    } catch (error) {
      const refused = editorRefusalOf(t, error, fields, saveError);
      setRefusal(refused.refusal);
      // Only a 400 that marks fields puts new marks in the form (a new array makes it mark again).
      if (refused.marks.length > 0) setServerErrors(refused.marks);
      if (refused.reload) await reread();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { refusal, serverErrors, busy, clear, submit };
}

/**
 * The guest document item's actions: Confirm saves the working copy (COMPLETE when valid, else
 * PARTIAL with the problems shown and the first one focused), Remove clears it after a
 * confirmation, Cancel puts the stored document back; a finished action closes the item and
 * gives the focus back to its toggle.
 */
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Language } from '../contracts/types.ts';
import { documentErrors, type GuestDocument, type MunicipalityLookup } from '../domain/guest-documents.ts';
import { type DocumentForm, fromForm, toForm } from './guest-document-form.ts';

/** What a save came to: the panel reports conflicts and failures itself. */
export type SaveOutcome = 'saved' | 'conflict' | 'failed';

export type DocumentActionsInput = {
  doc: GuestDocument;
  language: Language;
  lookup: MunicipalityLookup | null;
  form: UseFormReturn<DocumentForm>;
  setShowErrors: (show: boolean) => void;
  onExpandedChange: (expanded: boolean) => void;
  onConfirm: (document: GuestDocument) => Promise<SaveOutcome>;
  onRemove: (document: GuestDocument) => Promise<SaveOutcome>;
};

/**
 * Focus moves to the first invalid field after the render that marks it invalid (a frame
 * callback can run before React commits the errors, and then finds nothing to focus).
 */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusInvalid, formRef]);
  return () => setFocusInvalid((n) => n + 1);
}

export function useDocumentActions(input: DocumentActionsInput) {
  const { doc, language, lookup, form, setShowErrors } = input;
  const formRef = useRef<HTMLFormElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [saving, setSaving] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  const collapse = () => {
    input.onExpandedChange(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (!lookup) return;
    const edited = fromForm(values, doc);
    const problems = documentErrors(edited, lookup);
    setSaving(true);
    const outcome = await input.onConfirm(edited);
    setSaving(false);
    if (outcome !== 'saved') return;
    if (problems.length === 0) {
      collapse();
    } else {
      setShowErrors(true);
      focusFirstInvalid();
    }
  });

  const remove = async () => {
    setConfirmRemove(false);
    setSaving(true);
    const outcome = await input.onRemove(doc);
    setSaving(false);
    if (outcome === 'saved') collapse();
  };

  const cancel = () => {
    form.reset(toForm(doc, language, lookup));
    collapse();
  };

  return { formRef, toggleRef, saving, confirmRemove, setConfirmRemove, onSubmit, remove, cancel };
}

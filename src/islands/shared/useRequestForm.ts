/**
 * The state every public request form shares (the quote, demo and help requests): its phase
 * (idle → sending → success or error), the form-level error line, the failure notification, and
 * the invalid submit, which shows the form's own "fix the fields" sentence and focuses the first
 * invalid field (INPUT).
 */
import { useEffect, useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../../ui/focus.ts';

export type RequestPhase = 'idle' | 'sending' | 'success' | 'error';

/** `invalidText`: the sentence an invalid submit shows above the button. */
export function useRequestForm(invalidText: string) {
  const [phase, setPhase] = useState<RequestPhase>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  const [notification, setNotification] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  /** A valid form goes out: the last attempt's messages go. */
  const startSending = () => {
    setFormError(null);
    setNotification(null);
    setPhase('sending');
  };

  const onInvalid = () => {
    setFormError(invalidText);
    setPhase('idle');
    focusFirstInvalid();
  };

  return {
    phase,
    setPhase,
    sending: phase === 'sending',
    formError,
    setFormError,
    notification,
    setNotification,
    formRef,
    focusFirstInvalid,
    startSending,
    onInvalid,
  };
}

/**
 * The first field of a form that loads inside an already open dialog: it takes the focus the
 * dialog could not give yet.
 */
export function useFirstFieldFocus() {
  const firstFieldRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    firstFieldRef.current?.focus();
  }, []);
  return firstFieldRef;
}

/**
 * A back-office <dialog> rendered while it is open: shown modally on mount, and on unmount closed
 * first (while a modal dialog is open the page behind it is inert and ignores focus()), then the
 * focus goes back to the button that opened it. The opener's ref is the screen's, stable, and is
 * read only when the dialog closes.
 */
import { type RefObject, useEffect, useRef } from 'react';

export function useModalDialog(
  returnFocus: RefObject<HTMLElement | null>,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      const opener = returnFocus.current;
      if (opener?.isConnected) opener.focus();
    };
  }, [returnFocus]);
  return ref;
}

/**
 * A modal dialog following the WAI-ARIA APG modal dialog pattern, on the native <dialog>
 * element (showModal: the rest of the page is inert and the dialog sits in the top layer):
 * focus moves into the dialog when it opens, Tab and Shift+Tab cycle inside it, Escape closes
 * it, and focus returns to the element that had it before (usually the opener).
 */
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';

export const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements of `root` that Tab reaches, in order (hidden ones left out). */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export type DialogProps = {
  open: boolean;
  /** Called on Escape and on the close button; the owner sets `open` to false. */
  onClose: () => void;
  title: string;
  /** Accessible name of the close button (e.g. 'Close'). */
  closeLabel: string;
  children: ReactNode;
  /** Element to focus when the dialog opens; otherwise the first focusable element of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus when the dialog closes; otherwise the element focused before it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
  /** Keep the content (and its state, e.g. a half-filled form) while closed, once first opened. */
  keepMounted?: boolean;
};

export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  initialFocus,
  returnFocus,
  describedBy,
  className,
  keepMounted = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const rendered = open || (keepMounted && opened);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const body = bodyRef.current;
    const target =
      initialFocus?.current ??
      (body ? focusableElements(body)[0] : undefined) ??
      focusableElements(dialog)[0];
    target?.focus();
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      const back = returnFocus?.current ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, [open, initialFocus, returnFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires 'cancel' on a modal <dialog>: let the owner close it so that state stays in React.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`island-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
    >
      {rendered && (
        <div className="island-dialog__frame">
          <div className="island-dialog__header">
            <h2 id={titleId} className="island-dialog__title">
              {title}
            </h2>
            <button type="button" className="island-dialog__close" onClick={() => onClose()}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          </div>
          <div ref={bodyRef} className="island-dialog__body">
            {children}
          </div>
        </div>
      )}
    </dialog>
  );
}

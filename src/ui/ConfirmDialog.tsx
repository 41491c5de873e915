/**
 * A confirmation before a removal (notes, guest documents): WAI-ARIA APG alert dialog on the
 * native modal <dialog> (focus moves into it and is trapped, Escape cancels, the page behind is
 * inert). Focus starts on the safe choice and returns to the element that opened it.
 */
import { useEffect, useId, useRef } from 'react';
import './ConfirmDialog.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      keepRef.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="ui-confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 className="ui-confirm__title" id={`${id}-title`}>
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="ui-confirm__actions">
        <button type="button" className="button button--secondary" ref={keepRef} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

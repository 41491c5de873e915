/**
 * A reservation's modal form (a folio entry, a booking's change, a night's price): a native
 * <dialog> opened modally on mount, its title naming it, the fields, then Cancel and the submit
 * button. Escape closes it through `onClose`, and the focus goes back to the button that opened it.
 */
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
import { useModalDialog } from '../app/modal-dialog.ts';

export function FormDialog(props: {
  returnFocus: RefObject<HTMLElement | null>;
  title: ReactNode;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  cancelLabel: string;
  submitLabel: string;
  submitDisabled?: boolean;
  children: ReactNode;
}) {
  const ref = useModalDialog(props.returnFocus);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className="bo-rsv-dialog bo-folio-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
    >
      <form noValidate onSubmit={props.onSubmit}>
        <h2 id={titleId} className="bo-rsv-dialog__title">
          {props.title}
        </h2>
        <div className="bo-rsv-dialog__body">{props.children}</div>
        <div className="bo-rsv-dialog__buttons">
          <button type="button" className="button button--secondary" onClick={props.onClose}>
            {props.cancelLabel}
          </button>
          <button type="submit" className="button" disabled={props.submitDisabled}>
            {props.submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * What the Today screen's two dialogs share: the modal <dialog> (focus back to the opener when it
 * closes, Escape closes it), their props, and the text of a refusal (409): its reason's message key.
 */
import { type ReactNode, type RefObject, useId } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { FrontDeskItem } from '../../../contracts/secure/front-desk.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useModalDialog } from '../app/modal-dialog.ts';

/** The reason of a refused call in words (the first field error's message key), else a generic text. */
export function refusalText(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && error.errors[0]?.code?.startsWith('error.frontdesk.')) {
    return t.text(error.errors[0].code);
  }
  return timeoutMessage(error, t) ?? t('bo.today.action.error');
}

export function DeskDialog({
  title,
  returnFocus,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useModalDialog(returnFocus);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={`bo-today-dialog${wide ? ' bo-today-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="bo-today-dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

export type DeskDialogProps = {
  hotelId: number;
  item: FrontDeskItem;
  language: Language;
  t: Translate;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** After the write and the reads it changed reloaded: the text of what was done. */
  onDone: (text: string) => void;
};

export const guestName = (item: FrontDeskItem) =>
  `${item.guest.name} ${item.guest.surname}`.trim() || item.code;

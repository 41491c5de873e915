/**
 * The APG alertdialog of a reservation action (cancel, no-show, early checkout): it says what the
 * action would do (the server's preview), what is owed per room, whether the guest is e-mailed,
 * and asks to confirm.
 */
import { type RefObject, useEffect, useId, useRef } from 'react';
import type { ReservationActionName } from '../../../contracts/booking-types.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useModalDialog } from '../app/modal-dialog.ts';
import { type ActionPreview, actionKey, type OwedRoom } from './actions.ts';
import { Amount, localized } from './facts.tsx';

/** The action dialog's state: asking the server, its preview, or its refusal. */
export type ActionDialogState =
  | { kind: 'closed' }
  | { kind: 'checking'; action: ReservationActionName }
  | { kind: 'preview'; action: ReservationActionName; preview: ActionPreview }
  | { kind: 'refused'; action: ReservationActionName; message: string };

/** What the action does to the stay, in one sentence: a no-show frees only the nights from today on. */
function outcomeText(preview: ActionPreview, t: Translate, language: Language): string {
  if (preview.outcome === 'NO_SHOW') {
    return preview.releasedFrom
      ? t('bo.reservation.outcome.NO_SHOW', { date: formatShortDate(preview.releasedFrom, language) })
      : t('bo.reservation.outcome.NO_SHOW.none');
  }
  return t.text(`bo.reservation.outcome.${preview.outcome}`, {
    date: formatShortDate(preview.checkout, language),
  });
}

/** 'Due for 2 nights: €236.00 of €590.00', or 'Free of charge': what is owed, never "charged" (a payment is). */
function owedText(room: OwedRoom, t: Translate, money: (amount: number) => string): string {
  const params = { amount: money(room.owed), total: money(room.of) };
  if (room.owed <= 0) return t('bo.reservation.dialog.free');
  if (room.nights === null || room.nights === 0) return t('bo.reservation.dialog.owed.amount', params);
  return t(room.nights === 1 ? 'bo.reservation.dialog.owed.one' : 'bo.reservation.dialog.owed.other', {
    ...params,
    count: room.nights,
  });
}

/**
 * The APG alertdialog of an action: modal, labelled by its question, described by the outcome;
 * focus starts on 'Go back' (the safe choice), Escape closes it, focus returns to the action.
 */
export function ActionDialog({
  dialog,
  code,
  t,
  language,
  onClose,
  onConfirm,
  returnFocus,
}: {
  dialog: Exclude<ActionDialogState, { kind: 'closed' }>;
  code: string;
  t: Translate;
  language: Language;
  onClose: () => void;
  onConfirm: (action: ReservationActionName) => void;
  /** Where focus goes back when the dialog closes (its opener). */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const ref = useModalDialog(returnFocus);
  const keepRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const key = actionKey(dialog.action);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus goes back to the safe button whenever the content changes.
  useEffect(() => {
    keepRef.current?.focus();
  }, [dialog.kind]);

  const preview = dialog.kind === 'preview' ? dialog.preview : null;
  const money = (amount: number) => formatMoney(amount, language, preview?.currency);
  return (
    <dialog
      ref={ref}
      className="bo-rsv-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="bo-rsv-dialog__title">
        {t.text(`bo.reservation.dialog.title.${key}`, { code })}
      </h2>
      <div id={descriptionId} className="bo-rsv-dialog__body">
        {dialog.kind === 'checking' && <p role="status">{t('bo.reservation.dialog.checking')}</p>}
        {dialog.kind === 'refused' && (
          <p className="bo-rsv__error" role="alert">
            {dialog.message}
          </p>
        )}
        {preview && (
          <>
            <p>{outcomeText(preview, t, language)}</p>
            {preview.owed.length > 0 && (
              <ul className="bo-rsv-dialog__charges">
                {preview.owed.map((room, index) => (
                  <li key={room.roomId}>
                    {preview.owed.length > 1 && (
                      <span className="bo-rsv-dialog__room">
                        {t('bo.reservation.dialog.owed.room', {
                          index: index + 1,
                          name: localized(room.roomType.name, language, room.roomType.nameKey),
                        })}{' '}
                      </span>
                    )}
                    {owedText(room, t, money)}
                  </li>
                ))}
              </ul>
            )}
            <dl className="bo-rsv__money">
              <Amount
                term={t('bo.reservation.dialog.penalty')}
                value={preview.penalty > 0 ? money(preview.penalty) : t('bo.reservation.dialog.free')}
                strong
              />
              {preview.outcome === 'EARLY_CHECKOUT' && (
                <Amount term={t('bo.reservation.dialog.total')} value={money(preview.total)} />
              )}
              {preview.statusText && (
                <Amount
                  term={t('bo.reservation.dialog.statustext')}
                  value={t.text(`bo.reservation.dialog.statustext.${preview.statusText}`)}
                />
              )}
            </dl>
            <p>
              {preview.emailTo
                ? t('bo.reservation.dialog.email.yes', { email: preview.emailTo })
                : t('bo.reservation.dialog.email.no')}
            </p>
          </>
        )}
      </div>
      <div className="bo-rsv-dialog__buttons">
        <button ref={keepRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.reservation.dialog.keep')}
        </button>
        {dialog.kind !== 'refused' && (
          <button
            type="button"
            className={`button${dialog.action === 'cancel' ? ' bo-rsv__danger' : ''}`}
            disabled={dialog.kind !== 'preview'}
            onClick={() => onConfirm(dialog.action)}
          >
            {t.text(`bo.reservation.dialog.confirm.${key}`)}
          </button>
        )}
      </div>
    </dialog>
  );
}

/**
 * Puts a room out of order: reason, first and last night (from the hotel's today), on the native
 * modal <dialog> (focus moves in and is trapped, Escape cancels, focus returns to the opener).
 * A refusal (stays on those nights, named; the last free room sold) shows in the dialog and keeps
 * what was typed; a stale room closes it and reloads the list.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { HousekeepingRoomView } from '../../../contracts/secure/housekeeping.ts';
import type { Language } from '../../../contracts/types.ts';
import { OUT_OF_ORDER_REASON_MAX_LENGTH } from '../../../domain/housekeeping.ts';
import { DateInput } from '../../../ui/DateInput.tsx';
import type { useBackofficeTranslations } from '../app/i18n.ts';
import { failureOf, isStatus, type Refusal, refusalOf } from '../rooms/setup-errors.ts';
import { putOutOfOrder } from './housekeeping-api.ts';
// The confirmation dialog's frame, whichever screen was opened first.
import '../../../ui/ConfirmDialog.css';

export function OutOfOrderDialog(props: {
  room: HousekeepingRoomView | null;
  hotelId: number;
  today: string | null;
  language: Language;
  t: ReturnType<typeof useBackofficeTranslations>;
  /** The room saved, or null when cancelled. */
  onDone: (room: HousekeepingRoomView | null) => void;
  onStale: () => void;
}) {
  const { room, t, language, today } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const [from, setFrom] = useState<string | null>(today);
  const [to, setTo] = useState<string | null>(today);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (room && !dialog.open) {
      opener.current = document.activeElement;
      setReason('');
      setFrom(today);
      setTo(today);
      setRefusal(null);
      setTried(false);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!room && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    }
  }, [room, today]);

  const submit = async () => {
    setTried(true);
    if (!room || saving || !from || !to || reason.trim() === '') return;
    setSaving(true);
    setRefusal(null);
    try {
      props.onDone(
        await putOutOfOrder(props.hotelId, room.id, { from, to, reason, version: room.version }, language),
      );
    } catch (error) {
      if (isStatus(error, 409) && error.errors.some((e) => e.field === 'version')) props.onStale();
      else if (isStatus(error, 400, 404, 409))
        setRefusal(refusalOf(t, error, t('bo.housekeeping.save.error')));
      else setRefusal(failureOf(t, error, t('bo.housekeeping.save.error')));
    } finally {
      setSaving(false);
    }
  };

  const reasonMissing = tried && reason.trim() === '';
  return (
    <dialog
      ref={ref}
      className="ui-confirm bo-hk__dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        props.onDone(null);
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 className="ui-confirm__title" id={`${id}-title`}>
          {room ? t('bo.housekeeping.outoforder.title', { number: room.number }) : ''}
        </h2>
        <p id={`${id}-text`}>{t('bo.housekeeping.outoforder.text')}</p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-reason`}>
            {t('bo.housekeeping.outoforder.reason')}
          </label>
          <input
            id={`${id}-reason`}
            className="ui-input"
            type="text"
            required
            maxLength={OUT_OF_ORDER_REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonMissing ? (
            <p className="ui-field__error" id={`${id}-reason-error`}>
              {t.text('error.required')}
            </p>
          ) : null}
        </div>
        {room ? (
          <>
            <DateInput
              label={t('bo.housekeeping.outoforder.from')}
              language={language}
              value={from}
              onChange={setFrom}
              required
              min={today ?? undefined}
              showError={tried}
            />
            <DateInput
              label={t('bo.housekeeping.outoforder.to')}
              language={language}
              value={to}
              onChange={setTo}
              required
              min={from ?? today ?? undefined}
              showError={tried}
            />
          </>
        ) : null}
        <div role="alert" className="bo-hk__error">
          {refusal ? (
            <p>
              {refusal.text}
              {refusal.detail ? <span className="bo-screen__detail"> {refusal.detail}</span> : null}
            </p>
          ) : null}
        </div>
        <div className="ui-confirm__actions">
          <button type="button" className="button button--secondary" onClick={() => props.onDone(null)}>
            {t('bo.housekeeping.outoforder.cancel')}
          </button>
          <button type="submit" className="button" aria-disabled={saving || undefined}>
            {t('bo.housekeeping.outoforder.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The Today screen's two dialogs (modal <dialog>, focus back to the opener when they close):
 * - check-in: confirm or change each room (rooms of its type free for the stay), the identity
 *   documents of every guest with the existing panel (the lead guest prefilled from the booker),
 *   then "Mark checked in";
 * - check-out: the balance due, and the early-checkout warning before the checkout day.
 * Refusals (409) show their reason's text from the message keys.
 */
import { type ReactNode, type RefObject, useEffect, useId, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import type { CheckInOptions, CheckOutResult, FrontDeskItem } from '../../../contracts/secure/front-desk.ts';
import type { GuestDocumentsResponse } from '../../../contracts/secure/guest-documents.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatShortDate } from '../../../domain/dates-format.ts';
import type { MunicipalityLookup } from '../../../domain/guest-documents.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { formatMoney } from '../../../ui/format.ts';
import { useMunicipalityIndex } from '../../../ui/municipality-index.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useModalDialog } from '../app/modal-dialog.ts';
import { secureApi } from '../app/request.ts';
import { GuestDocumentsPanel } from '../guest-documents/GuestDocumentsPanel.tsx';
import { missingGuests } from './today.ts';

/** The reason of a refused call in words (the first field error's message key), else a generic text. */
export function refusalText(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && error.errors[0]?.code?.startsWith('error.frontdesk.')) {
    return t.text(error.errors[0].code);
  }
  return timeoutMessage(error, t) ?? t('bo.today.action.error');
}

function ModalDialog({
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

type DialogProps = {
  hotelId: number;
  item: FrontDeskItem;
  language: Language;
  t: Translate;
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  onDone: (text: string) => void;
};

const guestName = (item: FrontDeskItem) => `${item.guest.name} ${item.guest.surname}`.trim() || item.code;

/** The municipality lookup for the missing fields (the documents panel shares the same chunk). */
function useMunicipalityLookup(): MunicipalityLookup | null {
  return useMunicipalityIndex()?.find ?? null;
}

export function CheckInDialog({ hotelId, item, language, t, returnFocus, onClose, onDone }: DialogProps) {
  const [options, setOptions] = useState<CheckInOptions | null>(null);
  const [rooms, setRooms] = useState<Record<number, number | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const [documents, setDocuments] = useState<GuestDocumentsResponse | null>(null);
  // "Capture the identity documents of every guest" (FRONTDESK-1): a stay with documents missing is
  // checked in only on an explicit "complete later", which the police warning then tracks.
  const [later, setLater] = useState(false);
  const lookup = useMunicipalityLookup();
  const missing = documents ? missingGuests(documents.documents, lookup) : [];

  useEffect(() => {
    let live = true;
    secureApi(
      frontDeskEndpoints.getCheckInRooms,
      { params: { hotelId, code: item.code } },
      { fallback: 'Error getting the rooms' },
    )
      .then((answer) => {
        if (!live) return;
        setOptions(answer);
        setRooms(
          Object.fromEntries(
            answer.rooms.map((room) => [room.id, room.roomId ?? room.choices[0]?.id ?? null]),
          ),
        );
      })
      .catch((failure: unknown) => {
        if (live) setError(refusalText(failure, t));
      });
    return () => {
      live = false;
    };
  }, [t, item.code, hotelId]);

  const confirm = async () => {
    if (!options) return;
    setBusy(true);
    setError(null);
    try {
      const chosen = options.rooms.flatMap((room) => {
        const roomId = rooms[room.id];
        return roomId ? [{ id: room.id, roomId }] : [];
      });
      await secureApi(
        frontDeskEndpoints.checkIn,
        { params: { hotelId, code: item.code }, body: { version: options.version, rooms: chosen } },
        { fallback: 'Error checking the guests in' },
      );
      onDone(t('bo.today.checkin.done', { name: guestName(item) }));
    } catch (failure) {
      setError(refusalText(failure, t));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('bo.today.checkin.title', { name: guestName(item) })}
      returnFocus={returnFocus}
      onClose={onClose}
      wide
    >
      <div className="bo-today-dialog__body">
        <fieldset className="bo-today-dialog__rooms">
          <legend>{t('bo.today.checkin.rooms')}</legend>
          {!options && !error ? <p aria-busy="true">{t('bo.today.checkin.loading')}</p> : null}
          {options?.rooms.map((room) => (
            <div key={room.id} className="bo-today-dialog__room">
              <label htmlFor={`${ids}-room-${room.id}`}>
                {t('bo.today.checkin.room.label', {
                  type: room.roomType.name[language] ?? room.roomType.name.en ?? room.roomType.nameKey,
                })}
              </label>
              {room.choices.length === 0 ? (
                <p className="bo-today-dialog__warning">{t('bo.today.checkin.room.none')}</p>
              ) : (
                // Ready rooms come first (the server orders them); each option says its status.
                <select
                  id={`${ids}-room-${room.id}`}
                  value={rooms[room.id] ?? ''}
                  onChange={(event) => setRooms({ ...rooms, [room.id]: Number(event.target.value) })}
                >
                  {room.choices.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {`${
                        choice.current
                          ? t('bo.today.checkin.room.current', { room: choice.name })
                          : choice.name
                      } · ${t(`bo.housekeeping.status.${choice.status}`)}`}
                    </option>
                  ))}
                </select>
              )}
              {room.choices.find((choice) => choice.id === rooms[room.id])?.status === 'DIRTY' ? (
                <p className="bo-today-dialog__warning">{t('bo.today.checkin.room.dirty')}</p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <p>{t('bo.today.checkin.documents.hint')}</p>
        <GuestDocumentsPanel
          hotelId={hotelId}
          reservationCode={item.code}
          language={language}
          t={t}
          leadGuest={item.guest}
          onDocuments={setDocuments}
        />
        {missing.length > 0 ? (
          <div className="bo-today-dialog__missing">
            <p className="bo-today-dialog__warning">{t('bo.today.checkin.missing.title')}</p>
            <ul>
              {missing.map((guest) => (
                <li key={guest.number}>
                  {t('bo.today.checkin.missing.guest', {
                    number: guest.number,
                    name: guest.name || t('bo.guests.unnamed'),
                    fields:
                      guest.fields.length === 0
                        ? t('bo.today.checkin.missing.empty')
                        : guest.fields.map((field) => t.text(`bo.guests.field.${field}`)).join(', '),
                  })}
                </li>
              ))}
            </ul>
            <label className="bo-today-dialog__later">
              <input type="checkbox" checked={later} onChange={(event) => setLater(event.target.checked)} />{' '}
              {t('bo.today.checkin.later')}
            </label>
          </div>
        ) : null}
        <div role="alert" className="bo-today-dialog__alert">
          {error ? <p className="bo-today-dialog__error">{error}</p> : null}
        </div>
      </div>
      <div className="bo-today-dialog__buttons">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.today.checkin.close')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!options || !documents || busy || (missing.length > 0 && !later)}
          onClick={() => void confirm()}
        >
          {t('bo.today.checkin.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}

export function CheckOutDialog({ hotelId, item, language, t, returnFocus, onClose, onDone }: DialogProps) {
  const [preview, setPreview] = useState<CheckOutResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    secureApi(
      frontDeskEndpoints.checkOut,
      { params: { hotelId, code: item.code }, body: { version: item.version, preview: true } },
      { fallback: 'Error checking the guests out' },
    )
      .then((answer) => {
        if (live) setPreview(answer);
      })
      .catch((failure: unknown) => {
        if (live) setError(refusalText(failure, t));
      });
    return () => {
      live = false;
    };
  }, [item.version, t, item.code, hotelId]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await secureApi(
        frontDeskEndpoints.checkOut,
        { params: { hotelId, code: item.code }, body: { version: item.version } },
        { fallback: 'Error checking the guests out' },
      );
      onDone(t('bo.today.checkout.done', { name: guestName(item) }));
    } catch (failure) {
      setError(refusalText(failure, t));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('bo.today.checkout.title', { name: guestName(item) })}
      returnFocus={returnFocus}
      onClose={onClose}
    >
      <div className="bo-today-dialog__body">
        {preview ? (
          <>
            <p className="bo-today-dialog__balance">
              {t('bo.today.checkout.balance', {
                amount: formatMoney(preview.balanceDue, language, preview.currency),
              })}
            </p>
            {preview.early ? (
              <p className="bo-today-dialog__warning">
                {t('bo.today.checkout.early', { date: formatShortDate(item.checkout, language) })}
              </p>
            ) : null}
          </>
        ) : null}
        {!preview && !error ? <p aria-busy="true">{t('bo.today.loading')}</p> : null}
        <div role="alert" className="bo-today-dialog__alert">
          {error ? <p className="bo-today-dialog__error">{error}</p> : null}
        </div>
      </div>
      <div className="bo-today-dialog__buttons">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('bo.today.checkin.close')}
        </button>
        <button type="button" className="button" disabled={!preview || busy} onClick={() => void confirm()}>
          {t('bo.today.checkout.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}

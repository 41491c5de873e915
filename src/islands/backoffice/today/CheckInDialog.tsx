/**
 * The check-in dialog: confirm or change each room (rooms of its type free for the stay), the
 * identity documents of every guest with the existing panel (the lead guest prefilled from the
 * booker), then "Mark checked in". Checking in changes the stays' reads (Today, the planning,
 * housekeeping…), which reload before the dialog closes.
 */
import { useId, useState } from 'react';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import type { CheckInOptions } from '../../../contracts/secure/front-desk.ts';
import type { GuestDocumentsResponse } from '../../../contracts/secure/guest-documents.ts';
import type { Language } from '../../../contracts/types.ts';
import type { MunicipalityLookup } from '../../../domain/guest-documents.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { useMunicipalityIndex } from '../../../ui/municipality-index.ts';
import { useSecureMutation, useSecureQuery } from '../app/query.ts';
import { STAY_READS } from '../app/reads.ts';
import { GuestDocumentsPanel } from '../guest-documents/GuestDocumentsPanel.tsx';
import { DeskDialog, type DeskDialogProps, guestName, refusalText } from './DeskDialog.tsx';
import { missingGuests } from './today.ts';

/** The municipality lookup for the missing fields (the documents panel shares the same chunk). */
function useMunicipalityLookup(): MunicipalityLookup | null {
  return useMunicipalityIndex()?.find ?? null;
}

type Rooms = Record<number, number | null>;

/** The room each reservation room goes to: the one chosen here, else the assigned one, else the first offered. */
function roomsOf(options: CheckInOptions | undefined, chosen: Rooms): Rooms {
  return Object.fromEntries(
    (options?.rooms ?? []).map((room) => [
      room.id,
      room.id in chosen ? (chosen[room.id] ?? null) : (room.roomId ?? room.choices[0]?.id ?? null),
    ]),
  );
}

export function CheckInDialog({ hotelId, item, language, t, returnFocus, onClose, onDone }: DeskDialogProps) {
  const params = { hotelId, code: item.code };
  const options = useSecureQuery(
    frontDeskEndpoints.getCheckInRooms,
    { params },
    { fallback: 'Error getting the rooms' },
  );
  const checkIn = useSecureMutation(frontDeskEndpoints.checkIn, {
    fallback: 'Error checking the guests in',
    invalidates: STAY_READS,
  });
  const [chosen, setChosen] = useState<Rooms>({});
  const rooms = roomsOf(options.data, chosen);
  const [failed, setFailed] = useState<string | null>(null);
  const [documents, setDocuments] = useState<GuestDocumentsResponse | null>(null);
  // "Capture the identity documents of every guest" (FRONTDESK-1): a stay with documents missing is
  // checked in only on an explicit "complete later", which the police warning then tracks.
  const [later, setLater] = useState(false);
  const lookup = useMunicipalityLookup();
  const missing = documents ? missingGuests(documents.documents, lookup) : [];
  const error = failed ?? (options.isError ? refusalText(options.error, t) : null);

  const confirm = async () => {
    if (!options.data) return;
    setFailed(null);
    try {
      const picked = options.data.rooms.flatMap((room) => {
        const roomId = rooms[room.id];
        return roomId ? [{ id: room.id, roomId }] : [];
      });
      await checkIn.mutateAsync({ params, body: { version: options.data.version, rooms: picked } });
      onDone(t('bo.today.checkin.done', { name: guestName(item) }));
    } catch (failure) {
      setFailed(refusalText(failure, t));
    }
  };

  return (
    <DeskDialog
      title={t('bo.today.checkin.title', { name: guestName(item) })}
      returnFocus={returnFocus}
      onClose={onClose}
      wide
    >
      <div className="bo-today-dialog__body">
        <CheckInRooms
          options={options.data}
          loading={!options.data && !error}
          rooms={rooms}
          onChoose={(id, roomId) => setChosen({ ...chosen, [id]: roomId })}
          language={language}
          t={t}
        />
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
          disabled={!options.data || !documents || checkIn.isPending || (missing.length > 0 && !later)}
          onClick={() => void confirm()}
        >
          {t('bo.today.checkin.confirm')}
        </button>
      </div>
    </DeskDialog>
  );
}

/** Each reservation room's room: a select of the free rooms of its type (ready ones first), its status said. */
function CheckInRooms({
  options,
  loading,
  rooms,
  onChoose,
  language,
  t,
}: {
  options: CheckInOptions | undefined;
  loading: boolean;
  rooms: Rooms;
  onChoose: (id: number, roomId: number) => void;
  language: Language;
  t: Translate;
}) {
  const ids = useId();
  return (
    <fieldset className="bo-today-dialog__rooms">
      <legend>{t('bo.today.checkin.rooms')}</legend>
      {loading ? <p aria-busy="true">{t('bo.today.checkin.loading')}</p> : null}
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
              onChange={(event) => onChoose(room.id, Number(event.target.value))}
            >
              {room.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {`${
                    choice.current ? t('bo.today.checkin.room.current', { room: choice.name }) : choice.name
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
  );
}

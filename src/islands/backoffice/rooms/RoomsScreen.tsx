/**
 * Rooms: the hotel's physical rooms grouped by room type (number, floor, notes, in service),
 * added one at a time or as a range of one type, edited (a new type moves the room), deleted
 * after a confirmation. Every write carries the version the screen read; a refusal (409) says
 * why with the worker's counts and reservation codes, and the list reloads.
 */
import { useCallback, useEffect, useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import { roomTypesEndpoints } from '../../../contracts/routes/room-types.ts';
import { roomsEndpoints } from '../../../contracts/routes/rooms.ts';
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { RoomRangeInput, RoomView } from '../../../contracts/secure/rooms.ts';
import { localePath } from '../../../i18n/paths.ts';
import { ConfirmDialog } from '../../../ui/NotesList.confirm.tsx';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { EditDeleteCell } from '../app/RowControls.tsx';
import { secureApi } from '../app/request.ts';
import { ScreenNotices } from '../app/ScreenNotices.tsx';
import type { ScreenProps } from '../screen.ts';
import {
  RANGE_FIELDS,
  type RangeFormValues,
  ROOM_FIELDS,
  RoomEditor,
  type RoomFormValues,
  type RoomOutput,
  RoomRangeEditor,
} from './RoomEditor.tsx';
import { roomTypeName } from './room-type-text.ts';
import { failureOf, fieldErrorsOf, isStatus, type Refusal, refusalOf } from './setup-errors.ts';
import '../../../ui/field.css';
import '../../../ui/GuestDocumentItem.css';
import './rooms.css';

type Notice = ({ kind: 'status' } | { kind: 'error' }) & Refusal;
type Data = { roomTypes: RoomTypeView[]; rooms: RoomView[] };
/** Which dialog is open: one room (new or saved) or a range. */
type Editing = { kind: 'room'; room: RoomView | null } | { kind: 'range' };

const byNumber = (a: RoomView, b: RoomView) => a.number.localeCompare(b.number, undefined, { numeric: true });

export default function RoomsScreen({ hotel, language, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const [data, setData] = useState<Data | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'room', room: null });
  const [roomInitial, setRoomInitial] = useState<RoomFormValues | null>(null);
  const [rangeInitial, setRangeInitial] = useState<RangeFormValues | null>(null);
  const [open, setOpen] = useState<'room' | 'range' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<RoomView | null>(null);

  const load = useCallback(async (): Promise<Data | null> => {
    try {
      const [types, rooms] = await Promise.all([
        secureApi(
          roomTypesEndpoints.listRoomTypes,
          { params: { hotelId: hotel.id } },
          { fallback: 'Error getting the room types' },
        ),
        secureApi(
          roomsEndpoints.listRooms,
          { params: { hotelId: hotel.id } },
          { fallback: 'Error getting the rooms' },
        ),
      ]);
      const loaded = { roomTypes: types.roomTypes, rooms: rooms.rooms };
      setData(loaded);
      setLoadFailed(null);
      return loaded;
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.rooms.load.error')).text);
      return null;
    }
  }, [hotel.id, t]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  const saveError = t('bo.rooms.save.error');
  const firstType = data?.roomTypes[0]?.id ?? 0;

  const start = () => {
    setRefusal(null);
    setServerErrors([]);
    setNotice(null);
  };
  const openRoom = (room: RoomView | null, roomTypeId = firstType) => {
    start();
    setEditing({ kind: 'room', room });
    setRoomInitial(
      room
        ? {
            roomTypeId: room.roomTypeId,
            number: room.number,
            floor: room.floor,
            notes: room.notes,
            enabled: room.enabled,
          }
        : { roomTypeId, number: '', floor: null, notes: null, enabled: true },
    );
    setOpen('room');
  };
  const openRange = () => {
    start();
    setEditing({ kind: 'range' });
    setRangeInitial({ roomTypeId: firstType, from: '', to: '', floor: null });
    setOpen('range');
  };

  /** A refused save: fields marked (400) or the reason said and the list reloaded (409, 404). */
  const refused = async (error: unknown, fields: readonly string[]) => {
    const onFields = fieldErrorsOf(error, fields);
    if (onFields) {
      setRefusal({ text: t('error.validation.fields.text'), detail: null });
      setServerErrors(onFields);
      return null;
    }
    if (isStatus(error, 409, 404)) {
      setRefusal(refusalOf(t, error, saveError));
      return load();
    }
    setRefusal(failureOf(t, error, saveError));
    return null;
  };

  const saveRoom = async (value: RoomOutput) => {
    if (busy || editing.kind !== 'room') return;
    setBusy(true);
    setRefusal(null);
    const current = editing.room;
    try {
      if (current) {
        await secureApi(
          roomsEndpoints.updateRoom,
          { params: { hotelId: hotel.id, id: current.id }, body: { ...value, version: current.version } },
          { fallback: 'Error saving the room' },
        );
      } else {
        const { enabled: _inService, ...body } = value;
        await secureApi(
          roomsEndpoints.createRoom,
          { params: { hotelId: hotel.id }, body },
          { fallback: 'Error saving the room' },
        );
      }
      // Rooms counts of the types move too: read both again.
      await load();
      setOpen(null);
      setNotice({ kind: 'status', text: t('bo.rooms.saved', { number: value.number }), detail: null });
    } catch (error) {
      const fresh = await refused(error, ROOM_FIELDS);
      const latest = current ? fresh?.rooms.find((room) => room.id === current.id) : null;
      // What was typed stays; based on the fresh version, saving again overwrites knowingly.
      if (latest) setEditing({ kind: 'room', room: latest });
    } finally {
      setBusy(false);
    }
  };

  const saveRange = async (value: RoomRangeInput) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { roomTypeId, from, to, floor } = value;
      const added = await secureApi(
        roomsEndpoints.createRoomRange,
        { params: { hotelId: hotel.id }, body: { roomTypeId, from, to, floor } },
        { fallback: 'Error saving the rooms' },
      );
      await load();
      setOpen(null);
      setNotice({
        kind: 'status',
        text: t('bo.rooms.range.saved', { count: added.rooms.length }),
        detail: null,
      });
    } catch (error) {
      await refused(error, RANGE_FIELDS);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (room: RoomView) => {
    setRemoving(null);
    setNotice(null);
    try {
      await secureApi(
        roomsEndpoints.deleteRoom,
        { params: { hotelId: hotel.id, id: room.id }, query: { version: room.version } },
        { fallback: 'Error removing the room' },
      );
      await load();
      setNotice({ kind: 'status', text: t('bo.rooms.deleted', { number: room.number }), detail: null });
    } catch (error) {
      if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        await load();
      } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
    }
  };

  const noTypes = data !== null && data.roomTypes.length === 0;

  return (
    <section className="bo-list" aria-labelledby="bo-rooms-title">
      <div className="bo-list__head">
        <h1 id="bo-rooms-title">{t('bo.rooms.title')}</h1>
        <div className="bo-rooms__buttons">
          <button type="button" className="button" onClick={() => openRoom(null)} disabled={!data || noTypes}>
            {t('bo.rooms.add')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={openRange}
            disabled={!data || noTypes}
          >
            {t('bo.rooms.range.add')}
          </button>
        </div>
      </div>
      <p className="bo-list__intro">
        {t('bo.rooms.intro')}{' '}
        <a
          href={localePath(language, '/secure/room-types')}
          onClick={(event) => {
            event.preventDefault();
            navigate('/room-types');
          }}
        >
          {t('bo.rooms.to.types')}
        </a>
      </p>
      <ScreenNotices
        notice={notice}
        loadFailed={data ? null : loadFailed}
        loading={!data && !loadFailed}
        onRetry={() => void load()}
        retryLabel={t('bo.rooms.retry')}
        loadingLabel={t('bo.rooms.loading')}
      />
      {noTypes ? <p className="bo-list__empty">{t('bo.rooms.no.types')}</p> : null}
      {data?.roomTypes.map((type) => {
        const typeName = roomTypeName(type, language);
        const rooms = data.rooms.filter((room) => room.roomTypeId === type.id).sort(byNumber);
        const headingId = `bo-rooms-type-${type.id}`;
        return (
          <section key={type.id} className="bo-rooms__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="bo-rooms__group-title">
              {typeName}
              {type.enabled ? null : <span className="bo-list__detail"> {t('bo.roomtypes.off')}</span>}
            </h2>
            {rooms.length === 0 ? (
              <p className="bo-list__empty">{t('bo.rooms.type.empty')}</p>
            ) : (
              <table className="bo-list__table bo-rooms__table">
                <caption className="ui-sr-only">{t('bo.rooms.caption', { type: typeName })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bo.rooms.col.number')}</th>
                    <th scope="col">{t('bo.rooms.col.floor')}</th>
                    <th scope="col">{t('bo.rooms.col.notes')}</th>
                    <th scope="col">{t('bo.rooms.col.enabled')}</th>
                    <th scope="col">
                      <span className="ui-sr-only">{t('bo.rooms.col.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rooms.map((room) => {
                    const name = t('bo.rooms.named', { number: room.number });
                    return (
                      <tr key={room.id} className={room.enabled ? undefined : 'bo-list__row--off'}>
                        <th scope="row" data-label={t('bo.rooms.col.number')}>
                          <span className="bo-list__name">{room.number}</span>
                        </th>
                        <td data-label={t('bo.rooms.col.floor')}>{room.floor ?? '—'}</td>
                        <td
                          data-label={t('bo.rooms.col.notes')}
                          className={room.notes ? 'bo-rooms__notes' : 'bo-rooms__cell--empty'}
                        >
                          {room.notes ?? ''}
                        </td>
                        <td data-label={t('bo.rooms.col.enabled')}>
                          {t(room.enabled ? 'bo.rooms.in.service' : 'bo.rooms.out.of.service')}
                        </td>
                        <EditDeleteCell
                          edit={{
                            text: t('bo.rooms.edit'),
                            label: t('bo.rooms.edit.named', { name }),
                            onClick: () => openRoom(room),
                          }}
                          remove={{
                            text: t('bo.rooms.delete'),
                            label: t('bo.rooms.delete.named', { name }),
                            onClick: () => setRemoving(room),
                          }}
                        />
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
      {data && roomInitial ? (
        <RoomEditor
          open={open === 'room'}
          isNew={editing.kind === 'room' && editing.room === null}
          initial={roomInitial}
          roomTypes={data.roomTypes}
          language={language}
          t={t}
          busy={busy}
          refusal={refusal}
          serverErrors={serverErrors}
          onSave={(value) => void saveRoom(value)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {data && rangeInitial ? (
        <RoomRangeEditor
          open={open === 'range'}
          initial={rangeInitial}
          roomTypes={data.roomTypes}
          language={language}
          t={t}
          busy={busy}
          refusal={refusal}
          serverErrors={serverErrors}
          onSave={(value) => void saveRange(value)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('bo.rooms.delete.title')}
        text={removing ? t('bo.rooms.delete.text', { number: removing.number }) : ''}
        confirmLabel={t('bo.rooms.delete.confirm')}
        cancelLabel={t('bo.rooms.cancel')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

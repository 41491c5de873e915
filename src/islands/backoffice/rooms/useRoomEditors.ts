/**
 * The rooms screen's two dialogs (one room, a range of rooms): which is open, what it starts
 * from, and its save. A refusal keeps what was typed: the fields marked (400), or the reason said
 * and the rooms reloaded (409, 404), the room then based on its fresh version.
 */
import { useState } from 'react';
import type { FieldError } from '../../../contracts/error-codes.ts';
import type { RoomRangeInput, RoomView } from '../../../contracts/secure/rooms.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  RANGE_FIELDS,
  type RangeFormValues,
  ROOM_FIELDS,
  type RoomFormValues,
  type RoomOutput,
} from './RoomEditor.tsx';
import { failureOf, fieldErrorsOf, isStatus, type Refusal, refusalOf } from './setup-errors.ts';
import type { useRoomsData } from './useRoomsData.ts';

/** Which dialog is open: one room (new or saved) or a range. */
type Editing = { kind: 'room'; room: RoomView | null } | { kind: 'range' };

export function useRoomEditors(rooms: ReturnType<typeof useRoomsData>, t: Translate) {
  const { data, setNotice, saveError, saveRoom, saveRange, reloaded } = rooms;
  const [editing, setEditing] = useState<Editing>({ kind: 'room', room: null });
  const [roomInitial, setRoomInitial] = useState<RoomFormValues | null>(null);
  const [rangeInitial, setRangeInitial] = useState<RangeFormValues | null>(null);
  const [open, setOpen] = useState<'room' | 'range' | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [busy, setBusy] = useState(false);

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
      return reloaded();
    }
    setRefusal(failureOf(t, error, saveError));
    return null;
  };

  const submitRoom = async (value: RoomOutput) => {
    if (busy || editing.kind !== 'room') return;
    setBusy(true);
    setRefusal(null);
    const current = editing.room;
    try {
      await saveRoom(current, value);
      setOpen(null);
    } catch (error) {
      const fresh = await refused(error, ROOM_FIELDS);
      const latest = current ? fresh?.rooms.find((room) => room.id === current.id) : null;
      // What was typed stays; based on the fresh version, saving again overwrites knowingly.
      if (latest) setEditing({ kind: 'room', room: latest });
    } finally {
      setBusy(false);
    }
  };

  const submitRange = async (value: RoomRangeInput) => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await saveRange(value);
      setOpen(null);
    } catch (error) {
      await refused(error, RANGE_FIELDS);
    } finally {
      setBusy(false);
    }
  };

  return {
    editing,
    roomInitial,
    rangeInitial,
    open,
    close: () => setOpen(null),
    refusal,
    serverErrors,
    busy,
    openRoom,
    openRange,
    submitRoom,
    submitRange,
  };
}

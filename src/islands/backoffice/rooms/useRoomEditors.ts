/**
 * The rooms screen's two dialogs (one room, a range of rooms): which is open, what it starts
 * from, and its save (`useEditorSave`: a refusal keeps what was typed; after a 409 or 404 the
 * rooms are read again and the room rests on its fresh version).
 */
import { useState } from 'react';
import type { RoomRangeInput, RoomView } from '../../../contracts/secure/rooms.ts';
import type { Translate } from '../../../i18n/translate.ts';
import {
  RANGE_FIELDS,
  type RangeFormValues,
  ROOM_FIELDS,
  type RoomFormValues,
  type RoomOutput,
} from './RoomEditor.tsx';
import { useEditorSave } from './use-editor-save.ts';
import type { useRoomsData } from './useRoomsData.ts';

/** Which dialog is open: one room (new or saved) or a range. */
type Editing = { kind: 'room'; room: RoomView | null } | { kind: 'range' };

export function useRoomEditors(rooms: ReturnType<typeof useRoomsData>, t: Translate) {
  const { data, setNotice, saveError, saveRoom, saveRange, reloaded } = rooms;
  const [editing, setEditing] = useState<Editing>({ kind: 'room', room: null });
  const [roomInitial, setRoomInitial] = useState<RoomFormValues | null>(null);
  const [rangeInitial, setRangeInitial] = useState<RangeFormValues | null>(null);
  const [open, setOpen] = useState<'room' | 'range' | null>(null);
  const editor = useEditorSave(t, saveError);

  const firstType = data?.roomTypes[0]?.id ?? 0;

  const start = () => {
    editor.clear();
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

  const submitRoom = async (value: RoomOutput) => {
    if (editing.kind !== 'room') return;
    const current = editing.room;
    const saved = await editor.submit(
      () => saveRoom(current, value),
      ROOM_FIELDS,
      async () => {
        // What was typed stays; based on the fresh version, saving again overwrites knowingly.
        const fresh = await reloaded();
        const latest = current ? fresh?.rooms.find((room) => room.id === current.id) : null;
        if (latest) setEditing({ kind: 'room', room: latest });
      },
    );
    if (saved) setOpen(null);
  };

  const submitRange = async (value: RoomRangeInput) => {
    const saved = await editor.submit(
      () => saveRange(value),
      RANGE_FIELDS,
      async () => {
        await reloaded();
      },
    );
    if (saved) setOpen(null);
  };

  return {
    editing,
    roomInitial,
    rangeInitial,
    open,
    close: () => setOpen(null),
    refusal: editor.refusal,
    serverErrors: editor.serverErrors,
    busy: editor.busy,
    openRoom,
    openRange,
    submitRoom,
    submitRange,
  };
}

/**
 * The rooms screen's data: the room types and the rooms through the query cache, and the writes
 * (a room, a range, a deletion). A room moves its type's count too, so each write reloads every
 * read of rooms (`ROOM_READS`: both lists, the planning, the desk, the calendars…) before the
 * screen says it is saved. A refusal (409, 404) reloads them and says why.
 */
import { useState } from 'react';
import { roomTypesEndpoints } from '../../../contracts/routes/room-types.ts';
import { roomsEndpoints } from '../../../contracts/routes/rooms.ts';
import type { RoomTypeView } from '../../../contracts/secure/room-types.ts';
import type { RoomRangeInput, RoomsResponse, RoomView } from '../../../contracts/secure/rooms.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, secureQueryKey, useQueryClient, useSecureQuery } from '../app/query.ts';
import { ROOM_READS } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import type { RoomOutput } from './RoomEditor.tsx';
import { failureOf, isStatus, type Refusal, refusalOf } from './setup-errors.ts';

export type Notice = { kind: 'status' | 'error' } & Refusal;
export type RoomsData = { roomTypes: RoomTypeView[]; rooms: RoomView[] };

export function useRoomsData(hotelId: number, t: Translate) {
  const client = useQueryClient();
  const input = { params: { hotelId } };
  const types = useSecureQuery(roomTypesEndpoints.listRoomTypes, input, {
    fallback: 'Error getting the room types',
  });
  const rooms = useSecureQuery(roomsEndpoints.listRooms, input, { fallback: 'Error getting the rooms' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const saveError = t('bo.rooms.save.error');
  const data: RoomsData | null =
    types.data && rooms.data ? { roomTypes: types.data.roomTypes, rooms: rooms.data.rooms } : null;
  const failure = types.error ?? rooms.error;

  /** Every read of rooms reloaded; the fresh rooms answered. */
  const reloaded = async (): Promise<RoomsResponse | undefined> => {
    await invalidateReads(client, ROOM_READS);
    return client.getQueryData<RoomsResponse>(secureQueryKey(roomsEndpoints.listRooms, input));
  };

  /** Saves one room (new, or `current` with its version); the caller words a refusal. */
  const saveRoom = async (current: RoomView | null, value: RoomOutput) => {
    if (current) {
      await secureApi(
        roomsEndpoints.updateRoom,
        { params: { hotelId, id: current.id }, body: { ...value, version: current.version } },
        { fallback: 'Error saving the room' },
      );
    } else {
      const { enabled: _inService, ...body } = value;
      await secureApi(
        roomsEndpoints.createRoom,
        { params: { hotelId }, body },
        { fallback: 'Error saving the room' },
      );
    }
    // Rooms counts of the types move too: both lists read again.
    await reloaded();
    setNotice({ kind: 'status', text: t('bo.rooms.saved', { number: value.number }), detail: null });
  };

  const saveRange = async ({ roomTypeId, from, to, floor }: RoomRangeInput) => {
    const added = await secureApi(
      roomsEndpoints.createRoomRange,
      { params: { hotelId }, body: { roomTypeId, from, to, floor } },
      { fallback: 'Error saving the rooms' },
    );
    await reloaded();
    setNotice({
      kind: 'status',
      text: t('bo.rooms.range.saved', { count: added.rooms.length }),
      detail: null,
    });
  };

  const remove = async (room: RoomView) => {
    setNotice(null);
    try {
      await secureApi(
        roomsEndpoints.deleteRoom,
        { params: { hotelId, id: room.id }, query: { version: room.version } },
        { fallback: 'Error removing the room' },
      );
      await reloaded();
      setNotice({ kind: 'status', text: t('bo.rooms.deleted', { number: room.number }), detail: null });
    } catch (error) {
      if (isStatus(error, 409, 404)) {
        setNotice({ kind: 'error', ...refusalOf(t, error, saveError) });
        await reloaded();
      } else setNotice({ kind: 'error', ...failureOf(t, error, saveError) });
    }
  };

  return {
    data,
    loading: !data && !failure,
    loadFailed: !data && failure ? failureOf(t, failure, t('bo.rooms.load.error')).text : null,
    retry: () => void Promise.all([types.refetch(), rooms.refetch()]),
    notice,
    setNotice,
    saveError,
    saveRoom,
    saveRange,
    remove,
    reloaded,
  };
}

/**
 * The housekeeping screen's data and writes: the day's list (read again on a stale version), the
 * filter with the rooms it keeps shown, one write at a time (a status, a note, the end of an
 * out-of-order period) whose answer replaces its room where it stands, and the screen's notice.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HousekeepingResponse, HousekeepingRoomView } from '../../../contracts/secure/housekeeping.ts';
import type { Language } from '../../../contracts/types.ts';
import { countRooms, type SettableStatus } from '../../../domain/housekeeping.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { ScreenNotice } from '../app/ScreenNotices.tsx';
import { failureOf, isStatus, refusalOf } from '../rooms/setup-errors.ts';
import { endOutOfOrder, loadHousekeeping, setRoomStatus } from './housekeeping-api.ts';
import { type Filter, shownRooms } from './housekeeping-filter.ts';

export function useHousekeeping(hotelId: number, askedDate: string | null, language: Language, t: Translate) {
  const [data, setData] = useState<HousekeepingResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [notice, setNotice] = useState<ScreenNotice | null>(null);
  const [filter, setFilter] = useState<Filter>('todo');
  const [busy, setBusy] = useState<number | null>(null);
  const roomRefs = useRef(new Map<number, HTMLElement>());
  const [shownIds, setShownIds] = useState<ReadonlySet<number> | null>(null);

  const load = useCallback(async () => {
    setLoadFailed(null);
    try {
      setData(await loadHousekeeping(hotelId, askedDate, language));
      setShownIds(null);
    } catch (error) {
      setLoadFailed(failureOf(t, error, t('bo.housekeeping.load.error')).text);
    }
  }, [hotelId, askedDate, language, t]);

  useEffect(() => {
    setData(null);
    void load();
  }, [load]);

  /** A saved room replaces its row where it stands: the list does not jump under the finger. */
  const replaceRoom = (room: HousekeepingRoomView) => {
    if (data) setShownIds(new Set(shownRooms(data.rooms, shownIds, filter).map((r) => r.id)));
    setData((current) =>
      current ? { ...current, rooms: current.rooms.map((r) => (r.id === room.id ? room : r)) } : current,
    );
  };

  /** A refused or failed write: a stale version reloads the list; a refusal says why. */
  const failed = (error: unknown) => {
    if (isStatus(error, 409) && error.errors.some((e) => e.field === 'version')) {
      setNotice({ kind: 'error', text: t('bo.housekeeping.changed') });
      void load();
    } else if (isStatus(error, 400, 404, 409)) {
      setNotice({ kind: 'error', ...refusalOf(t, error, t('bo.housekeeping.save.error')) });
    } else {
      setNotice({ kind: 'error', ...failureOf(t, error, t('bo.housekeeping.save.error')) });
    }
  };

  const write = async (
    room: HousekeepingRoomView,
    action: () => Promise<HousekeepingRoomView>,
    said: string,
  ) => {
    if (busy !== null) return;
    setBusy(room.id);
    setNotice(null);
    try {
      replaceRoom(await action());
      setNotice({ kind: 'status', text: said });
      // The tapped button may be gone (a clean room offers other taps): focus stays on the room.
      roomRefs.current.get(room.id)?.focus();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const setStatus = (room: HousekeepingRoomView, status: SettableStatus) =>
    write(
      room,
      () => setRoomStatus(hotelId, room.id, { status, version: room.version }, language),
      t('bo.housekeeping.saved', { number: room.number, status: t.text(`bo.housekeeping.status.${status}`) }),
    );

  /** Records the note with the status the list shows (a room a stay left is recorded dirty). */
  const saveNote = (room: HousekeepingRoomView, note: string) => {
    const status = room.status;
    // An out-of-order room has no note form: its status cannot be recorded until it is back.
    if (status === 'OUT_OF_ORDER') return;
    void write(
      room,
      () => setRoomStatus(hotelId, room.id, { status, note, version: room.version }, language),
      t('bo.housekeeping.note.saved', { number: room.number }),
    );
  };

  const backInService = (room: HousekeepingRoomView) =>
    write(
      room,
      () => endOutOfOrder(hotelId, room.id, room.version, language),
      t('bo.housekeeping.outoforder.ended', { number: room.number }),
    );

  const chooseFilter = (value: Filter) => {
    setFilter(value);
    setShownIds(null);
  };

  return {
    data,
    loadFailed,
    notice,
    setNotice,
    load,
    filter,
    chooseFilter,
    counts: data ? countRooms(data.rooms) : null,
    // The rooms the filter matched when the list was read or the filter chosen: a room just marked
    // clean stays under the finger (for its inspection, its note) until the next reading.
    shown: data ? shownRooms(data.rooms, shownIds, filter) : [],
    busy,
    roomRefs,
    replaceRoom,
    setStatus,
    saveNote,
    backInService,
  };
}

/**
 * The planning's writes: close or open a room's night or a whole day, move a stay to another
 * room. The grid is patched from the answer's `changed` span and the result is announced; a
 * refused write (409) shows the server's message and reloads the grid.
 */
import { useEffect, useState } from 'react';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import type { PlanningChange, PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate } from '../../../domain/dates-format.ts';
import { canToggleDay } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import { describeStay, roomName } from './planning-stays.ts';
import type { PlanningStore } from './planning-store.ts';
import { errorText } from './usePlanningData.ts';

export function usePlanningWrites({
  hotel,
  language,
  range,
  store,
  t,
  reload,
  onMoved,
}: {
  hotel: { id: number };
  language: Language;
  range: { from: IsoDate; to: IsoDate };
  store: PlanningStore;
  t: Translate;
  reload: () => void;
  /** After a move, refused or not (the move dialog closes). */
  onMoved: () => void;
}) {
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const params = { hotelId: hotel.id };

  // A write's "moved to room 101" speaks of the weeks it was made on: another page of weeks clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range is the trigger, not a value read
  useEffect(() => {
    setStatus('');
    setAlert('');
  }, [range.from, range.to]);

  /** One planning write; the grid is patched from its answer, or reloaded when it fails. */
  const write = async (
    send: (options: { fallback: string }) => Promise<PlanningChange>,
    done: string,
  ): Promise<boolean> => {
    store.busy.value = true;
    setAlert('');
    setStatus('');
    try {
      const change = await send({ fallback: t('bo.planning.error.generic') });
      store.apply(change.changed);
      setStatus(done);
      return true;
    } catch (error) {
      setAlert(errorText(error, t, language));
      reload();
      return false;
    } finally {
      store.busy.value = false;
    }
  };

  const setCellClosed = (roomId: number, date: IsoDate, closed: boolean) => {
    const entry = store.entry(roomId, date);
    if (entry) store.setEntry(roomId, date, { ...entry, roomClosed: closed });
    const room = roomName(store, roomId);
    const day = formatLongDate(date, language);
    void write(
      (options) =>
        secureApi(planningEndpoints.setRoomClosing, { params, body: { date, roomId, closed } }, options),
      closed
        ? t('bo.planning.done.closed', { room, date: day })
        : t('bo.planning.done.opened', { room, date: day }),
    );
  };

  const toggleDay = (date: IsoDate) => {
    const day = store.days.get(date)?.peek();
    const structure = store.structure.peek();
    if (!day || !structure || !canToggleDay(day, structure.today, store.busy.peek())) return;
    const closed = !store.dayLooksClosed(date);
    const text = formatLongDate(date, language);
    void write(
      (options) => secureApi(planningEndpoints.setRoomClosing, { params, body: { date, closed } }, options),
      closed
        ? t('bo.planning.done.day.closed', { date: text })
        : t('bo.planning.done.day.opened', { date: text }),
    );
  };

  const moveStay = async (stay: PlanningStay, toRoomId: number) => {
    const reservation = store.reservations.get(stay.reservationCode);
    const info = describeStay(store, stay);
    const ok = await write(
      (options) =>
        secureApi(
          planningEndpoints.moveReservationRoom,
          { params, body: { roomSoldId: stay.roomSoldId, toRoomId, version: reservation?.version ?? 1 } },
          options,
        ),
      t('bo.planning.done.moved', { guest: info.guest, code: info.code, room: roomName(store, toRoomId) }),
    );
    onMoved();
    return ok;
  };

  return { status, alert, setAlert, setCellClosed, toggleDay, moveStay };
}

/**
 * The planning's writes: close or open a room's night or a whole day, move a stay to another
 * room. The grid is patched from the answer's `changed` span (only the cells it changed repaint),
 * the cached planning takes the same dates (so the cache and the grid agree), the other screens'
 * reads of stays are marked stale, and the result is announced; a refused write (409) shows the
 * server's message and reloads the grid (which repaints only the cells that differ).
 */
import { useState } from 'react';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import type { PlanningChange, PlanningResponse, PlanningStay } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import { formatLongDate, type IsoDate } from '../../../domain/dates-format.ts';
import { canToggleDay } from '../../../domain/planning.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, secureQueryKey, useQueryClient } from '../app/query.ts';
import { STAY_READS_BESIDE_PLANNING } from '../app/reads.ts';
import { secureApi } from '../app/request.ts';
import { mergePlanning } from './planning-cache.ts';
import { describeStay, roomName } from './planning-stays.ts';
import type { PlanningStore } from './planning-store.ts';
import { errorText, planningInput } from './usePlanningData.ts';

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
  const client = useQueryClient();
  // A write's "moved to room 101" speaks of the weeks it was made on: another page of weeks hides it.
  const period = `${range.from}|${range.to}`;
  const [said, setSaid] = useState({ period, status: '', alert: '' });
  const status = said.period === period ? said.status : '';
  const alert = said.period === period ? said.alert : '';
  const setStatus = (text: string) => setSaid((current) => ({ ...current, period, status: text }));
  const setAlert = (text: string) => setSaid((current) => ({ ...current, period, alert: text }));
  const params = { hotelId: hotel.id };

  /** The cached planning of this period takes the write's dates; other periods and screens reload when shown. */
  const keepCacheTrue = (changed: PlanningResponse) => {
    const shownKey = secureQueryKey(planningEndpoints.getPlanning, planningInput(hotel.id, range, language));
    client.setQueryData<PlanningResponse>(shownKey, (cached) =>
      cached ? mergePlanning(cached, changed) : cached,
    );
    store.markSynced(client.getQueryData<PlanningResponse>(shownKey));
    const shown = JSON.stringify(shownKey);
    void client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === planningEndpoints.getPlanning.operationId &&
        JSON.stringify(query.queryKey) !== shown,
    });
    void invalidateReads(client, STAY_READS_BESIDE_PLANNING);
  };

  /** One planning write; the grid is patched from its answer, or reloaded when it fails. */
  const write = async (
    send: (options: { fallback: string }) => Promise<PlanningChange>,
    done: string,
  ): Promise<boolean> => {
    store.busy.value = true;
    setSaid({ period, status: '', alert: '' });
    try {
      const change = await send({ fallback: t('bo.planning.error.generic') });
      store.apply(change.changed);
      keepCacheTrue(change.changed);
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

/**
 * The planning's data: the grid of the period (into the store), the reservation sources of the
 * legend, and each room's housekeeping status today (its own light call, beside the grid's: a
 * badge by the room's number). `reload` reads both again.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import type { PlanningResponse } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import { loadHousekeeping } from '../housekeeping/housekeeping-api.ts';
import type { PlanningStore } from './planning-store.ts';

/** Reads the planning of `range` into `store`, again on `reload`. */
export function usePlanningData({
  hotel,
  language,
  range,
  store,
  t,
}: {
  hotel: { id: number };
  language: Language;
  range: { from: IsoDate; to: IsoDate };
  store: PlanningStore;
  t: Translate;
}) {
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [reloadTick, setReloadTick] = useState(0);
  const [sources, setSources] = useState<PlanningResponse['sources']>([]);
  const reload = useCallback(() => setReloadTick((n) => n + 1), []);

  // Without the housekeeping permission, or on a failure, the grid shows no badges.
  const [roomStatuses, setRoomStatuses] = useState<ReadonlyMap<number, RoomStatus>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadTick re-reads them with the grid
  useEffect(() => {
    let cancelled = false;
    loadHousekeeping(hotel.id, null, language)
      .then((list) => {
        if (!cancelled) setRoomStatuses(new Map(list.rooms.map((room) => [room.id, room.status])));
      })
      .catch(() => {
        if (!cancelled) setRoomStatuses(new Map());
      });
    return () => {
      cancelled = true;
    };
  }, [hotel.id, language, reloadTick]);

  // `t` follows `language`, already a dependency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    secureApi(
      planningEndpoints.getPlanning,
      { params: { hotelId: hotel.id }, query: { from: range.from, to: range.to, language } },
      { fallback: t('bo.planning.error.load') },
    )
      .then((response) => {
        if (cancelled) return;
        store.load(response);
        setSources(response.sources);
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(errorText(error, t, language));
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [hotel.id, range.from, range.to, language, reloadTick, store]);

  return { loading, loadError, reloadTick, reload, sources, roomStatuses };
}

/**
 * The text of a failed call: the timeout text; in English the server's own message (it names the
 * room, the reservation and the night); in Italian the text of its code (`error.planning.room.taken`
 * → `bo.planning.conflict.planning.room.taken`), else the server's message.
 */
export function errorText(error: unknown, t: Translate, language: Language): string {
  const timeout = timeoutMessage(error, t);
  if (timeout) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors[0]?.code ?? '';
    const key = `bo.planning.conflict.${code.replace(/^error\./, '')}`;
    if (error.fromServer && error.message && language === 'en') return error.message;
    if (code && t.has(key)) return t.text(key);
    if (error.message) return error.message;
  }
  return t('bo.planning.error.generic');
}

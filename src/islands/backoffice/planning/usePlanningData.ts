/**
 * The planning's data, read through the query cache (decision 067): the grid of the period, fed
 * into the store of per-cell signals (decision 066: the cache holds the answer, the store patches
 * only the cells a new answer changes, so a reload keeps the focus, the scroll and the keyboard
 * position), the reservation sources of the legend, and each room's housekeeping status today
 * (its own light read, beside the grid's: a badge by the room's number). `reload` reads them
 * again, with the channel conflicts' banner.
 */
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { housekeepingEndpoints } from '../../../contracts/routes/housekeeping.ts';
import { icalEndpoints } from '../../../contracts/routes/ical.ts';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import type { PlanningResponse } from '../../../contracts/secure/planning.ts';
import type { Language } from '../../../contracts/types.ts';
import type { IsoDate } from '../../../domain/dates-format.ts';
import type { RoomStatus } from '../../../domain/housekeeping.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { invalidateReads, useQueryClient, useSecureQuery } from '../app/query.ts';
import type { PlanningStore } from './planning-store.ts';

const NO_SOURCES: PlanningResponse['sources'] = [];
const NO_STATUSES: ReadonlyMap<number, RoomStatus> = new Map();

/** The cache's input of the planning of `range` (the writes keep that answer true). */
export function planningInput(hotelId: number, range: { from: IsoDate; to: IsoDate }, language: Language) {
  return { params: { hotelId }, query: { from: range.from, to: range.to, language } };
}

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
  const client = useQueryClient();
  // Another period keeps the grid shown (busy) until its own answer comes.
  const planning = useSecureQuery(planningEndpoints.getPlanning, planningInput(hotel.id, range, language), {
    fallback: t('bo.planning.error.load'),
    keepPrevious: true,
  });
  // Without the housekeeping permission, or on a failure, the grid shows no badges.
  const housekeeping = useSecureQuery(
    housekeepingEndpoints.getHousekeeping,
    { params: { hotelId: hotel.id }, query: { language } },
    { fallback: 'Error getting the housekeeping list' },
  );

  // Before paint: a screen shown again from the cache draws its grid at once, not a loading text.
  useLayoutEffect(() => {
    if (planning.data) store.sync(planning.data);
  }, [planning.data, store]);

  const roomStatuses = useMemo(
    () =>
      housekeeping.data
        ? new Map(housekeeping.data.rooms.map((room) => [room.id, room.status]))
        : NO_STATUSES,
    [housekeeping.data],
  );

  const reload = useCallback(() => {
    void invalidateReads(client, [
      planningEndpoints.getPlanning,
      housekeepingEndpoints.getHousekeeping,
      icalEndpoints.listCalendarConflicts,
    ]);
  }, [client]);

  return {
    loading: planning.isFetching,
    loadError: planning.isError ? errorText(planning.error, t, language) : null,
    reload,
    sources: planning.data?.sources ?? NO_SOURCES,
    roomStatuses,
  };
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

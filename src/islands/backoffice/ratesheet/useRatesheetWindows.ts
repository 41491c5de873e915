/**
 * The ratesheet's reads, through the query cache: the sheet is read in windows of dates
 * (ratesheet-window.ts), one read per window whose columns are rendered, keyed by hotel, language
 * and the window's dates, so scrolling back to a window read a moment ago asks nothing; each new
 * answer goes into the store of per-cell signals (only the cells it changes repaint). The
 * hotel's promotions (their rows) apart. `reload` reads again what is on screen, keeping the
 * values meanwhile; a failure shows its text and the sheet read so far stays.
 */

import { useCallback, useEffect, useRef, useState } from 'react';
import { promotionsEndpoints } from '../../../contracts/routes/promotions.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { invalidateReads, useQueryClient, useSecureQuery } from '../app/query.ts';
import { useSecureQueries } from '../app/query-many.ts';
import { errorText } from './ratesheet-errors.ts';
import type { RatesheetStore } from './ratesheet-store.ts';
import { SHEET_DAYS, windowSpan, windowsFor } from './ratesheet-window.ts';

/** How long a window's answer is taken as it is when it scrolls back into view (a write marks it stale at once). */
export const WINDOW_FRESH_MS = 60_000;

type Range = { first: number; last: number };

export function useRatesheetWindows({
  hotel,
  language,
  t,
  store,
  from,
  size,
  setAlert,
}: {
  hotel: { id: number };
  language: Language;
  t: Translate;
  store: RatesheetStore;
  from: string;
  size: number;
  setAlert: (text: string) => void;
}) {
  const client = useQueryClient();
  /** The date columns fully in view. */
  const [shown, setShown] = useState<Range>({ first: 0, last: size - 1 });
  /** The date columns rendered (in view and beside it): their windows are read. */
  const [rendered, setRendered] = useState<Range>({ first: 0, last: size - 1 });
  const spans = windowsFor(rendered.first, rendered.last, size)
    .map((index) => windowSpan(from, index, size, SHEET_DAYS))
    .filter((span) => span !== null);
  const reads = useSecureQueries(
    ratesheetEndpoints.getRatesheet,
    spans.map((span) => ({
      params: { hotelId: hotel.id },
      query: { from: span.from, to: span.to, language },
    })),
    { fallback: t('bo.ratesheet.error.load'), staleTime: WINDOW_FRESH_MS },
  );

  // Each new answer into the store, once (the answers by when they came).
  const answered = reads.map((read) => read.dataUpdatedAt).join('|');
  const latest = useRef(reads);
  latest.current = reads;
  useEffect(() => {
    if (!answered) return;
    for (const read of latest.current) if (read.data) store.applyOnce(read.data);
  }, [answered, store]);

  const failure = reads.find((read) => read.isError)?.error;
  const loadError = failure ? errorText(failure, t, t('bo.ratesheet.error.load')) : null;
  const firstLoad: 'loading' | 'done' | 'failed' = reads.some((read) => read.data)
    ? 'done'
    : failure
      ? 'failed'
      : 'loading';

  /** Reads again what is on screen (after a 409 or a bulk edit), keeping the values meanwhile; the rest when next shown. */
  const reload = useCallback(() => {
    void invalidateReads(client, [ratesheetEndpoints.getRatesheet]);
  }, [client]);

  // The hotel's promotions (their rows); the sheet works without them if this fails.
  const promotions = useSecureQuery(
    promotionsEndpoints.listPromotions,
    { params: { hotelId: hotel.id } },
    { fallback: t('bo.ratesheet.error.load') },
  );
  useEffect(() => {
    // Equal to what the switch already shows after its own write: nothing repaints.
    const list = promotions.data?.promotions;
    if (list && JSON.stringify(list) !== JSON.stringify(store.promotions.peek()))
      store.promotions.value = list;
  }, [promotions.data, store]);
  const promotionsError = promotions.error;
  useEffect(() => {
    if (promotionsError) setAlert(errorText(promotionsError, t, t('bo.ratesheet.error.load')));
  }, [promotionsError, setAlert, t]);
  const onRange = useCallback(
    (range: Range, visible: Range) => {
      setRendered((current) => (sameWindows(current, range, size) ? current : range));
      setShown((current) =>
        current.first === visible.first && current.last === visible.last ? current : visible,
      );
    },
    [size],
  );

  return { firstLoad, loadError, shown, reload, onRange };
}

/** Whether two column ranges need the same windows read (scrolling inside a window asks nothing). */
function sameWindows(a: Range, b: Range, size: number): boolean {
  return windowsFor(a.first, a.last, size).join(',') === windowsFor(b.first, b.last, size).join(',');
}

/**
 * The ratesheet's reads: the sheet is read in windows of dates (ratesheet-window.ts) as its
 * columns are rendered, each window once per hotel, language, first date and window size; the
 * hotel's promotions (their rows) apart. `reload` reads again what is on screen, keeping the
 * values meanwhile; a failure shows its text and the sheet read so far stays.
 */

import { useCallback, useEffect, useRef, useState } from 'react';
import { promotionsEndpoints } from '../../../contracts/routes/promotions.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { secureApi } from '../app/request.ts';
import { errorText } from './ratesheet-errors.ts';
import type { RatesheetStore } from './ratesheet-store.ts';
import { SHEET_DAYS, windowSpan, windowsFor } from './ratesheet-window.ts';

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
  const [firstLoad, setFirstLoad] = useState<'loading' | 'done' | 'failed'>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  /** The date columns fully in view. */
  const [shown, setShown] = useState({ first: 0, last: size - 1 });
  // Windows read (or being read) for this hotel, language and first date.
  const windows = useRef(new Map<string, 'loading' | 'done'>());
  const rendered = useRef({ first: 0, last: size - 1 });
  const sheetKey = `${hotel.id}|${language}|${from}|${size}`;
  const sheetKeyRef = useRef(sheetKey);
  sheetKeyRef.current = sheetKey;

  const loadWindow = useCallback(
    async (index: number) => {
      const key = `${sheetKey}|${index}`;
      const span = windowSpan(from, index, size, SHEET_DAYS);
      if (!span || windows.current.get(key)) return;
      windows.current.set(key, 'loading');
      try {
        const response = await secureApi(
          ratesheetEndpoints.getRatesheet,
          { params: { hotelId: hotel.id }, query: { from: span.from, to: span.to, language } },
          { fallback: t('bo.ratesheet.error.load') },
        );
        if (sheetKeyRef.current !== sheetKey) return;
        store.apply(response);
        windows.current.set(key, 'done');
        setFirstLoad('done');
        setLoadError(null);
      } catch (error) {
        windows.current.delete(key);
        if (sheetKeyRef.current !== sheetKey) return;
        setLoadError(errorText(error, t, t('bo.ratesheet.error.load')));
        setFirstLoad((state) => (state === 'done' ? state : 'failed'));
      }
    },
    [sheetKey, from, size, hotel.id, language, store, t],
  );

  const loadShown = useCallback(() => {
    const { first, last } = rendered.current;
    for (const index of windowsFor(first, last, size)) void loadWindow(index);
  }, [loadWindow, size]);

  /** Reads again what is on screen (after a 409 or a bulk edit), keeping the values meanwhile. */
  const reload = useCallback(() => {
    windows.current.clear();
    loadShown();
  }, [loadShown]);

  /** Reads the hotel's promotions (their rows); the sheet works without them if this fails. */
  const loadPromotions = useCallback(async () => {
    const hotelId = hotel.id;
    try {
      const response = await secureApi(
        promotionsEndpoints.listPromotions,
        { params: { hotelId } },
        { fallback: t('bo.ratesheet.error.load') },
      );
      if (sheetKeyRef.current.startsWith(`${hotelId}|`)) store.promotions.value = response.promotions;
    } catch (error) {
      if (sheetKeyRef.current.startsWith(`${hotelId}|`))
        setAlert(errorText(error, t, t('bo.ratesheet.error.load')));
    }
  }, [hotel.id, store, t, setAlert]);

  // A new hotel or language forgets everything; a new first date or window size reads anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new hotel or language only
  useEffect(() => {
    store.clear();
    store.structure.value = null;
    setFirstLoad('loading');
    void loadPromotions();
  }, [hotel.id, language]);
  useEffect(() => {
    windows.current.clear();
    loadShown();
  }, [loadShown]);

  const onRange = useCallback(
    (range: { first: number; last: number }, visible: { first: number; last: number }) => {
      rendered.current = range;
      setShown((current) =>
        current.first === visible.first && current.last === visible.last ? current : visible,
      );
      for (const index of windowsFor(range.first, range.last, size)) void loadWindow(index);
    },
    [loadWindow, size],
  );

  return { firstLoad, loadError, shown, reload, loadPromotions, onRange };
}

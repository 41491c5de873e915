// biome-ignore-all lint/a11y/useSemanticElements: the APG grid is built on rows of divs with ARIA roles, so that only the columns near the viewport are rendered (a year of dates) while the date header and the row labels stay sticky
// biome-ignore-all lint/a11y/useFocusableInteractive: rows and spanning headers are containers; focus goes to their cells (roving tabindex)
/**
 * The ratesheet grid (WAI-ARIA APG grid): room-type blocks × a year of dates. One element is in
 * the Tab order (roving tabindex); arrows move, Home/End go to the row's ends (Ctrl: the grid's),
 * PageUp/PageDown move a window of dates; Enter or F2 opens an amount's menu or edits a stay,
 * a digit starts editing with it, Shift+F10 opens the cell menu, Escape cancels an edit; Space or
 * Enter presses a toggle. Only the columns near the viewport are rendered (ratesheet-window.ts);
 * each cell reads its own signals (ratesheet-store.ts). A cell's disabled reason, its last change
 * and a day's open/close action show in one tooltip on hover or focus (useRatesheetTooltip.ts).
 * The keyboard navigation is the one the planning shares (src/ui/grid/useGridNavigation.ts).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { memo, type RefObject, useMemo, useRef } from 'react';
import type { Language } from '../../../contracts/types.ts';
import { addDays, formatLongDate, LOCALE } from '../../../domain/dates-format.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { GridBounds } from '../../../ui/grid/grid-keys.ts';
import { useGridNavigation } from '../../../ui/grid/useGridNavigation.ts';
import { DayHeader } from './RatesheetCells.tsx';
import { type RowFrame, renderSheetRow, spacer } from './RatesheetRows.tsx';
import { RatesheetTooltip } from './RatesheetTooltip.tsx';
import type { GridControl, SheetContext, SheetHandlers } from './ratesheet-grid-types.ts';
import { sheetRows } from './ratesheet-rows.ts';
import type { RatesheetStore } from './ratesheet-store.ts';
import { useRatesheetColumns } from './useRatesheetColumns.ts';
import { useRatesheetGridEvents } from './useRatesheetGridEvents.ts';
import { useRatesheetTooltip } from './useRatesheetTooltip.ts';

export type RatesheetGridProps = {
  store: RatesheetStore;
  t: Translate;
  language: Language;
  hotelName: string;
  from: string;
  days: number;
  currency: string;
  handlers: SheetHandlers;
  control: RefObject<GridControl | null>;
  /** The rendered columns changed (the screen reads their windows) and the ones fully shown. */
  onRange: (rendered: { first: number; last: number }, shown: { first: number; last: number }) => void;
  /** PageUp/PageDown and the toolbar move by this many dates. */
  pageSize: number;
  /** The rate plans screen, where the 'no primary rate plan' warning leads. */
  ratePlans?: { href: string; open: () => void };
};

export const RatesheetGrid = memo(function RatesheetGrid({
  store,
  t,
  language,
  hotelName,
  from,
  days,
  currency,
  handlers,
  control,
  onRange,
  pageSize,
  ratePlans,
}: RatesheetGridProps) {
  useSignals();
  const structure = store.structure.value;
  const collapsed = store.collapsed.value;
  const promotions = store.promotions.value;
  const promotionsSaving = store.promotionsSaving.value;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const rows = useMemo(
    () => (structure ? sheetRows(structure.roomTypes, collapsed, promotions) : []),
    [structure, collapsed, promotions],
  );
  const planNames = useMemo(() => {
    const names = new Map<number, string>();
    for (const roomType of structure?.roomTypes ?? [])
      for (const plan of roomType.ratePlans) names.set(plan.id, plan.name);
    return names;
  }, [structure]);
  const ctx = useSheetContext({ store, t, language, currency, handlers: handlersRef });

  const { range, before, after, scrollIntoView } = useRatesheetColumns({
    scrollRef,
    days,
    from,
    structure,
    control,
    onRange,
    onNewSheet: () => {
      navigation.position.current = { r: navigation.position.current.r, c: 1 };
    },
  });
  const navigation = useGridNavigation({
    labels: 'keep-column',
    labelFallback: false,
    restingElement: (grid, at) =>
      at(navigation.position.current.r, navigation.position.current.c) ??
      grid.querySelector<HTMLElement>('[data-r="0"][data-c]'),
  });
  const { gridRef, position } = navigation;
  const { tooltipId, tip, showTip, hadFocus } = useRatesheetTooltip({
    gridRef,
    structure,
    refocus: () => navigation.focusAt(position.current.r, position.current.c),
  });
  const bounds: GridBounds = {
    lastRow: rows.length,
    lastColumn: days,
    page: { by: 'columns', size: pageSize },
  };

  const events = useRatesheetGridEvents({
    rows,
    bounds,
    handlers: handlersRef,
    navigation,
    scrollIntoView,
    showTip,
    hadFocus,
  });

  if (!structure) return null;

  const columns: number[] = [];
  for (let i = range.first; i <= range.last; i++) columns.push(i);
  const frame: RowFrame = {
    ctx,
    from,
    today: structure.today,
    columns,
    before,
    after,
    currency,
    planNames,
    promotionsSaving,
    ratePlans,
  };

  return (
    <div className="rs-scroll" ref={scrollRef}>
      <div
        ref={gridRef}
        role="grid"
        className="rs-grid"
        aria-label={t('bo.ratesheet.grid.label', {
          hotel: hotelName,
          from: formatLongDate(from, language),
          to: formatLongDate(addDays(from, days - 1), language),
        })}
        aria-rowcount={rows.length + 1}
        aria-colcount={days + 1}
        {...events}
      >
        <div role="rowgroup" className="rs-head">
          <div role="row" className="rs-row rs-row--head" aria-rowindex={1}>
            <div role="columnheader" className="rs-corner" aria-colindex={1}>
              {t('bo.ratesheet.column.roomtype')}
            </div>
            {spacer(before, 'before')}
            {columns.map((i) => (
              <DayHeader key={addDays(from, i)} date={addDays(from, i)} c={i + 1} ctx={ctx} />
            ))}
            {spacer(after, 'after')}
          </div>
        </div>
        <div role="rowgroup" className="rs-body">
          {rows.map((row, index) => renderSheetRow(row, index, frame))}
        </div>
      </div>
      {structure.roomTypes.length === 0 && (
        <p className="rs-empty">
          {t('bo.ratesheet.empty')}{' '}
          <a href={localePath(language, '/secure/setup')}>{t('bo.ratesheet.empty.setup')}</a>
        </p>
      )}
      {tip && <RatesheetTooltip id={tooltipId} anchor={tip.anchor} text={tip.text} />}
    </div>
  );
});
/** What every cell shares: the store, the texts and the formats of the manager's language. */
function useSheetContext({
  store,
  t,
  language,
  currency,
  handlers,
}: Pick<SheetContext, 'store' | 't' | 'language' | 'handlers'> & { currency: string }): SheetContext {
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(LOCALE[language], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    [language],
  );
  return useMemo<SheetContext>(
    () => ({
      store,
      t,
      language,
      dateLabel: (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`)),
      money: new Intl.NumberFormat(LOCALE[language], {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
      }),
      changeTime: new Intl.DateTimeFormat(LOCALE[language], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
      handlers,
    }),
    [store, t, language, dateFormat, currency, handlers],
  );
}

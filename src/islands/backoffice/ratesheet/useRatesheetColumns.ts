/**
 * The ratesheet's rendered window of date columns: only the columns near the viewport are
 * rendered (a year of dates), following the scroll position and the viewport's width. The screen
 * learns which columns are rendered (it reads their windows) and which are fully shown.
 */
import { type RefObject, useCallback, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { GridControl } from './ratesheet-grid-types.ts';
import type { SheetStructure } from './ratesheet-store.ts';
import { scrollToColumn, visibleColumns } from './ratesheet-window.ts';

export type ColumnRange = { first: number; last: number };

type Options = {
  scrollRef: RefObject<HTMLDivElement | null>;
  days: number;
  from: string;
  /** The scroller exists only once the first window is read. */
  structure: SheetStructure | null;
  control: RefObject<GridControl | null>;
  onRange: (rendered: ColumnRange, shown: ColumnRange) => void;
  /** A new first date: the focus goes back to the first date column. */
  onNewSheet: () => void;
};

export function useRatesheetColumns({
  scrollRef,
  days,
  from,
  structure,
  control,
  onRange,
  onNewSheet,
}: Options) {
  const onRangeRef = useRef(onRange);
  onRangeRef.current = onRange;
  const onNewSheetRef = useRef(onNewSheet);
  onNewSheetRef.current = onNewSheet;
  const [range, setRange] = useState<ColumnRange>({ first: 0, last: Math.min(days - 1, 14) });
  const metrics = useRef({ col: 76, label: 176 });

  const measure = useCallback(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const probe = scroller.querySelector<HTMLElement>('.rs-col');
    const label = scroller.querySelector<HTMLElement>('.rs-corner');
    if (probe) metrics.current.col = probe.getBoundingClientRect().width || metrics.current.col;
    if (label) metrics.current.label = label.getBoundingClientRect().width || metrics.current.label;
    const viewport = scroller.clientWidth - metrics.current.label;
    // Spanning rows (room type, plan, warning) are as wide as what is visible of the grid.
    scroller.style.setProperty('--rs-viewport', `${scroller.clientWidth}px`);
    const next = visibleColumns(scroller.scrollLeft, viewport, metrics.current.col, days);
    const col = metrics.current.col;
    const shown = {
      first: Math.min(days - 1, Math.ceil(scroller.scrollLeft / col - 0.05)),
      last: Math.max(0, Math.min(days - 1, Math.floor((scroller.scrollLeft + viewport) / col + 0.05) - 1)),
    };
    setRange((current) => (current.first === next.first && current.last === next.last ? current : next));
    onRangeRef.current(next, shown);
  }, [days, scrollRef]);

  // `structure`: the scroller exists only once the first window is read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    measure();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(onScroll);
    observer.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [measure, structure]);

  // A new first date starts at the left edge.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new sheet only
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (scroller) scroller.scrollLeft = 0;
    onNewSheetRef.current();
    measure();
  }, [from]);

  useImperativeHandle(
    control,
    () => ({
      showColumn: (index: number) => {
        const scroller = scrollRef.current;
        if (!scroller) return;
        const target = Math.max(0, Math.min(days - 1, index)) * metrics.current.col;
        scroller.scrollTo({ left: target, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      },
      firstShown: () => {
        const scroller = scrollRef.current;
        if (!scroller) return 0;
        return Math.ceil(scroller.scrollLeft / metrics.current.col - 0.05);
      },
    }),
    [days, scrollRef],
  );

  /** Scrolls date column `index` (0-based) into view, if it is not. */
  const scrollIntoView = (index: number) => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const viewport = scroller.clientWidth - metrics.current.label;
    const left = scrollToColumn(index, scroller.scrollLeft, viewport, metrics.current.col);
    if (left !== null) {
      scroller.scrollLeft = left;
      measure();
    }
  };

  /** The width of the columns not rendered before and after the window. */
  const before = range.first * metrics.current.col;
  const after = Math.max(0, (days - 1 - range.last) * metrics.current.col);
  return { range, before, after, scrollIntoView };
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

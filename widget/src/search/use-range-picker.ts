/**
 * The picker's state: the range being chosen, the roving day and the visible months, the day
 * under the pointer, and the status line; what choosing a day, moving by keyboard, shifting the
 * months and confirming do. Rules: ./range-rules.ts; the view: ./DateRangePicker.tsx.
 */
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiClient, CalendarParty } from '../../../src/contracts/client/client.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { addMonths, nightsBetween } from '../../../src/domain/booking/dates.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import { useCalendar } from './calendar.ts';
import { shortDate } from './format.ts';
import { blockText, nightsText, type Translate } from './picker-texts.ts';
import {
  choose,
  clampDate,
  clampFirstMonth,
  dayBlock,
  endBlock,
  firstMonthFor,
  focusBounds,
  initialSelection,
  lastDayFrom,
  minStayOf,
  monthOf,
  moveFocus,
  openingDay,
  type RangeRules,
  type Selection,
  spansFor,
} from './range-rules.ts';

type IsoDate = string;

export type DateRangePickerProps = {
  api: Pick<ApiClient, 'bookingCalendar'>;
  hotel: string;
  language: Language;
  /** The hotel's today. */
  today: IsoDate;
  maxRange: number;
  checkin: IsoDate | null;
  checkout: IsoDate | null;
  /** The searched party: the calendar's prices are the lowest this party can book (decision 026). */
  party: Required<CalendarParty>;
  money: (amount: number) => string;
  /** Called with the range on Confirm, with null on Cancel or Escape. */
  onClose: (range: { checkin: IsoDate; checkout: IsoDate } | null) => void;
};
type Bounds = ReturnType<typeof focusBounds>;

/** The status line once a check-in, or a whole range, is chosen. */
function chosenStatus(
  t: Translate,
  next: Selection,
  rules: RangeRules,
  language: DateRangePickerProps['language'],
) {
  if (next.start !== null && next.end !== null) {
    return t('widget.picker.status.range', {
      checkin: shortDate(next.start, language),
      checkout: shortDate(next.end, language),
      nights: nightsText(t, nightsBetween(next.start, next.end)),
    });
  }
  if (next.start === null) return null;
  const minStay = minStayOf(next.start, rules);
  return (
    t('widget.picker.status.start', { checkin: shortDate(next.start, language) }) +
    (minStay > 1 ? ` ${t('widget.picker.legend.minstay', { nights: nightsText(t, minStay) })}` : '')
  );
}

/**
 * The grid's keys: Enter / Space choose the day, the others move the roving day. A run of
 * PageUp / PageDown keeps the day of the month it started from (31 Jan → 28 Feb → 31 Mar).
 */
function useGridKeys(bounds: Bounds, pick: (date: IsoDate) => void, focusDay: (date: IsoDate) => void) {
  const pageRun = useRef<{ day: number; at: IsoDate } | null>(null);
  return (event: KeyboardEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).getAttribute('data-date');
    if (date === null) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(date);
      return;
    }
    const paging = event.key === 'PageUp' || event.key === 'PageDown';
    const run = pageRun.current;
    const day = run !== null && run.at === date ? run.day : Number(date.slice(8, 10));
    const next = moveFocus(date, event.key, event.shiftKey, bounds, paging ? day : undefined);
    if (next === null) return;
    pageRun.current = paging ? { day, at: next } : null;
    event.preventDefault();
    focusDay(next);
  };
}

export function useRangePicker(props: DateRangePickerProps, narrow: boolean) {
  const { api, hotel, language, today, maxRange, onClose } = props;
  const t = translator(language);
  const count = narrow ? 1 : 2;
  const grids = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const moveDomFocus = useRef(true);

  const lastDay = lastDayFrom(today);
  const bounds = focusBounds({ today, lastDay });
  const baseRules = { today, lastDay, maxRange: Math.max(1, maxRange) };

  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(props.checkin, props.checkout, { ...baseRules, days: new Map() }),
  );
  const [focus, setFocus] = useState<IsoDate>(() => selection.start ?? openingDay(today, count, lastDay));
  const [first, setFirst] = useState<IsoDate>(() => clampFirstMonth(monthOf(focus), count, bounds));
  const [hover, setHover] = useState<IsoDate | null>(null);
  const [gridFocused, setGridFocused] = useState(false);
  const [message, setMessage] = useState('');

  const months = Array.from({ length: count }, (_, i) => addMonths(first, i));
  const calendar = useCalendar(api, hotel, spansFor(months, baseRules, selection.start), props.party);
  const rules: RangeRules = { ...baseRules, days: calendar.days };

  // The month count changes with the viewport: keep the focused day visible.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the count matters here.
  useEffect(() => setFirst((current) => firstMonthFor(current, count, focus, bounds)), [count]);

  // After a keyboard move (and on opening) the DOM focus follows the roving day, before the next
  // key arrives (a layout effect: Preact runs plain effects only after the next paint).
  useLayoutEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    grids.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const pick = (date: IsoDate) => {
    const chosen = choose(selection, date, rules);
    // Wide screens have no Confirm: a new check-in asks for its check-out again.
    const next = chosen !== null && !narrow && date === chosen.start ? { ...chosen, end: null } : chosen;
    if (next === null) {
      const block = dayBlock(date, selection, rules);
      setMessage(`${shortDate(date, language)}: ${blockText(t, block ?? 'past', selection.start, rules)}`);
      return;
    }
    if (!narrow && next.start !== null && date === next.end) {
      onClose({ checkin: next.start, checkout: next.end });
      return;
    }
    setSelection(next);
    setHover(null);
    const status = chosenStatus(t, next, rules, language);
    if (status !== null) setMessage(status);
    if (
      next.start !== null &&
      next.end !== null &&
      (next.end !== selection.end || next.start !== selection.start)
    )
      confirm.current?.focus();
  };

  const focusDay = (date: IsoDate, moveDom: boolean) => {
    if (moveDom) setHover(null); // the keyboard, not a resting pointer, now drives the preview
    if (date === focus) return;
    moveDomFocus.current = moveDom;
    setFocus(date);
    setFirst((current) => firstMonthFor(current, count, date, bounds));
  };

  /** Previous / next month or year: the view moves, the roving day follows, the focus stays. */
  const shift = (monthsBy: number) => {
    const target = clampFirstMonth(addMonths(first, monthsBy), count, bounds);
    if (target === first) return;
    setFirst(target);
    const moved = addMonths(focus, monthsBy);
    const visible = monthOf(focus) >= target && monthOf(focus) < addMonths(target, count);
    if (!visible) setFocus(clampDate(moved, bounds.min, bounds.max));
  };

  const submit = () => {
    if (selection.start !== null && selection.end !== null) {
      onClose({ checkin: selection.start, checkout: selection.end });
    } else {
      setMessage(
        t(selection.start === null ? 'widget.picker.checkin.choose' : 'widget.picker.checkout.choose'),
      );
    }
  };

  const dayEvents = {
    onChoose: (date: IsoDate) => {
      focusDay(date, false);
      pick(date);
    },
    onFocus: (date: IsoDate) => {
      setGridFocused(true);
      if (date !== focus) setFocus(date);
    },
    onBlur: () => setGridFocused(false),
    onHover: setHover,
  };

  // The range drawn: the chosen one, or while choosing the check-out the one up to the day under
  // the pointer or the keyboard focus, when that day can be the check-out.
  const { start, view } = selection;
  const target = view === 'end' && start !== null ? (hover ?? (gridFocused ? focus : null)) : null;
  const previewEnd =
    target !== null && start !== null && target > start && endBlock(start, target, rules) === null
      ? target
      : null;
  const focusedBlock = dayBlock(hover ?? focus, selection, rules);
  const hint =
    (hover !== null || gridFocused) &&
    focusedBlock !== null &&
    focusedBlock !== 'past' &&
    focusedBlock !== 'far'
      ? `${shortDate(hover ?? focus, language)}: ${blockText(t, focusedBlock, start, rules)}`
      : '';

  return {
    selection,
    setSelection,
    focus,
    months,
    calendar,
    rules,
    message,
    hint,
    previewEnd,
    minStay: start !== null && view === 'end' ? minStayOf(start, rules) : 1,
    canShift: (by: number) => clampFirstMonth(addMonths(first, by), count, bounds) !== first,
    grids,
    confirm,
    onGridKey: useGridKeys(bounds, pick, (date) => focusDay(date, true)),
    shift,
    submit,
    dayEvents,
    clearHover: () => setHover(null),
  };
}

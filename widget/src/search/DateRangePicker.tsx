/**
 * The stay's date-range picker: a modal native <dialog> (top layer, above any z-index of the
 * host page) following the WAI-ARIA APG "Date Picker Dialog" pattern, extended to a range:
 * - a month heading announced politely, previous / next month and year buttons;
 * - one grid per visible month (two side by side on wide screens, one full screen on small
 *   ones), weekday column headers with full names, weeks starting on Monday;
 * - one focusable day (roving tabindex); arrows ±1 day / ±1 week, Home / End the week's ends,
 *   PageUp / PageDown ±1 month, with Shift ±1 year (a run of them keeps the day of the month it
 *   started from: 31 Jan → 28 Feb → 31 Mar), Enter / Space choose, Escape closes without
 *   change; Tab cycles inside the dialog;
 * - the start view first, the end view after a check-in is chosen (PROPFLOW-5); on wide screens
 *   choosing the check-out closes with the range at once (Cancel closes without); the full-screen
 *   phone panel keeps its Confirm / Cancel footer.
 * Each day shows its lowest price and is marked when closed, sold out, closed to arrival or to
 * departure; days that cannot be chosen have aria-disabled (still focusable) and say why in
 * their name and in the hint line. Rules: ./range-rules.ts.
 */
import { Fragment, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ApiClient, CalendarParty } from '../../../src/contracts/client/client.ts';
import type { Language } from '../../../src/contracts/types.ts';
import { addMonths, nightsBetween } from '../../../src/domain/booking/dates.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import { useCalendar } from './calendar.ts';
import { compactPrice, longDateParts, monthLabel, shortDate, weekdays } from './format.ts';
import { peopleSummary } from './people-limits.ts';
import {
  type Block,
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
  monthWeeks,
  moveFocus,
  openingDay,
  type RangeRules,
  type Selection,
  spansFor,
} from './range-rules.ts';
import './DateRangePicker.css';

type IsoDate = string;

/** Below this viewport width the picker shows one month, full screen (as in the CSS). */
export const NARROW_QUERY = '(max-width: 719.98px)';

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

function useNarrow(): boolean {
  const [query] = useState(() => (typeof matchMedia === 'function' ? matchMedia(NARROW_QUERY) : null));
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (query === null) return;
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query]);
  return narrow;
}

const FOCUSABLE = 'button, input, [tabindex="0"]';

export function DateRangePicker(props: DateRangePickerProps) {
  const { api, hotel, language, today, maxRange, money, onClose } = props;
  const t = translator(language);
  const narrow = useNarrow();
  const count = narrow ? 1 : 2;
  const dialog = useRef<HTMLDialogElement>(null);
  const grids = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const moveDomFocus = useRef(true);
  /** A run of PageUp / PageDown: the day of the month it started from, and where it is now. */
  const pageRun = useRef<{ day: number; at: IsoDate } | null>(null);

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

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);

  // After a keyboard move (and on opening) the DOM focus follows the roving day, before the next
  // key arrives (a layout effect: Preact runs plain effects only after the next paint).
  useLayoutEffect(() => {
    if (!moveDomFocus.current) return;
    moveDomFocus.current = false;
    grids.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const nightsText = (nights: number) =>
    nights === 1 ? t('booking.nights.one') : t('booking.nights.other', { count: nights });

  const blockText = (block: Block, start: IsoDate | null): string => {
    switch (block) {
      case 'closed':
        return t('widget.picker.day.closed');
      case 'soldOut':
        return t('widget.picker.day.soldout');
      case 'cta':
        return t('widget.picker.day.cta');
      case 'ctd':
        return t('widget.picker.day.ctd');
      case 'minStay':
        return t('widget.picker.day.minstay', { nights: nightsText(start ? minStayOf(start, rules) : 1) });
      case 'maxStay':
        return t('widget.picker.day.maxstay', { nights: nightsText(rules.maxRange) });
      case 'blocked':
        return t('widget.picker.day.blocked');
      default:
        return t('widget.picker.day.unavailable');
    }
  };

  const pick = (date: IsoDate) => {
    const chosen = choose(selection, date, rules);
    // Wide screens have no Confirm: a new check-in asks for its check-out again.
    const next = chosen !== null && !narrow && date === chosen.start ? { ...chosen, end: null } : chosen;
    if (next === null) {
      const block = dayBlock(date, selection, rules);
      setMessage(`${shortDate(date, language)}: ${blockText(block ?? 'past', selection.start)}`);
      return;
    }
    if (!narrow && next.start !== null && date === next.end) {
      onClose({ checkin: next.start, checkout: next.end });
      return;
    }
    setSelection(next);
    setHover(null);
    if (next.start !== null && next.end !== null) {
      setMessage(
        t('widget.picker.status.range', {
          checkin: shortDate(next.start, language),
          checkout: shortDate(next.end, language),
          nights: nightsText(nightsBetween(next.start, next.end)),
        }),
      );
      if (next.end !== selection.end || next.start !== selection.start) confirm.current?.focus();
    } else if (next.start !== null) {
      const minStay = minStayOf(next.start, rules);
      setMessage(
        t('widget.picker.status.start', { checkin: shortDate(next.start, language) }) +
          (minStay > 1 ? ` ${t('widget.picker.legend.minstay', { nights: nightsText(minStay) })}` : ''),
      );
    }
  };

  const focusDay = (date: IsoDate, moveDom: boolean) => {
    if (moveDom) setHover(null); // the keyboard, not a resting pointer, now drives the preview
    if (date === focus) return;
    moveDomFocus.current = moveDom;
    setFocus(date);
    setFirst((current) => firstMonthFor(current, count, date, bounds));
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
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
    focusDay(next, true);
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

  /** Tab and Shift+Tab wrap inside the dialog (APG dialog pattern). */
  const onDialogKey = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || dialog.current === null) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !(el as HTMLButtonElement).disabled && el.tabIndex >= 0,
    );
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (event.shiftKey && event.target === firstItem) {
      event.preventDefault();
      lastItem?.focus();
    } else if (!event.shiftKey && event.target === lastItem) {
      event.preventDefault();
      firstItem?.focus();
    }
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

  // The range drawn: the chosen one, or while choosing the check-out the one up to the day under
  // the pointer or the keyboard focus, when that day can be the check-out.
  const { start, end, view } = selection;
  const target = view === 'end' && start !== null ? (hover ?? (gridFocused ? focus : null)) : null;
  const previewEnd =
    target !== null && start !== null && target > start && endBlock(start, target, rules) === null
      ? target
      : null;
  const rangeEnd = previewEnd ?? end;
  const focusedBlock = dayBlock(hover ?? focus, selection, rules);
  const hint =
    (hover !== null || gridFocused) &&
    focusedBlock !== null &&
    focusedBlock !== 'past' &&
    focusedBlock !== 'far'
      ? `${shortDate(hover ?? focus, language)}: ${blockText(focusedBlock, start)}`
      : '';
  const minStay = start !== null && view === 'end' ? minStayOf(start, rules) : 1;
  const names = weekdays(language);
  const canShift = (by: number) => clampFirstMonth(addMonths(first, by), count, bounds) !== first;
  const headingId = `drp${useId().replace(/[^\w-]/g, '')}`;

  const renderDay = (date: IsoDate | null, index: number) => {
    if (date === null) return <td key={`empty-${index}`} className="drp-empty" />;
    const day = rules.days.get(date);
    const block = dayBlock(date, selection, rules);
    const disabled = block !== null;
    const isStart = date === start;
    const isEnd = date === end && previewEnd === null;
    const inRange = start !== null && rangeEnd !== null && date > start && date < rangeEnd;
    const flags: string[] = [];
    if (day?.closed && date >= today) flags.push(t('widget.picker.day.closed'));
    else if (day && !day.available && date >= today) flags.push(t('widget.picker.day.soldout'));
    if (day?.closedToArrival) flags.push(t('widget.picker.day.cta'));
    if (day?.closedToDeparture) flags.push(t('widget.picker.day.ctd'));
    const reason =
      block !== null && !['closed', 'soldOut', 'cta', 'ctd'].includes(block) ? blockText(block, start) : null;
    const price = day?.lowestPrice != null && date >= today ? compactPrice(money, day.lowestPrice) : null;
    // The name comes from the content (visible day and price, hidden words around them), so
    // the visible text is part of the accessible name (WCAG 2.5.3).
    const [before, dayNumber, after] = longDateParts(date, language);
    const rest = [
      ...flags,
      reason,
      isStart ? t('booking.checkin') : null,
      date === end ? t('booking.checkout') : null,
    ]
      .filter(Boolean)
      .join(', ');
    const classes = [
      'drp-day',
      disabled && 'is-disabled',
      (block === 'past' || block === 'far') && 'is-out',
      (day?.closed || (day && !day.available)) && date >= today && 'is-closed',
      day?.closedToArrival && 'is-cta',
      day?.closedToDeparture && 'is-ctd',
      isStart && 'is-start',
      isEnd && 'is-end',
      date === previewEnd && 'is-preview-end',
      inRange && (previewEnd !== null ? 'in-preview' : 'in-range'),
      date === today && 'is-today',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the grid handles Enter and Space (onGridKey).
      <td
        key={date}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells (APG date picker).
        role="gridcell"
        data-date={date}
        className={classes}
        tabIndex={date === focus ? 0 : -1}
        aria-selected={isStart || date === end}
        aria-disabled={disabled || undefined}
        aria-current={date === today ? 'date' : undefined}
        onClick={() => {
          focusDay(date, false);
          pick(date);
        }}
        onFocus={() => {
          setGridFocused(true);
          if (date !== focus) setFocus(date);
        }}
        onBlur={() => setGridFocused(false)}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHover(date)}
      >
        <span className="visually-hidden">{before}</span>
        <span className="drp-num">{dayNumber}</span>
        <span className="visually-hidden">{`${after}${price ? ', ' : ''}`}</span>
        {price ? (
          <span className="drp-price">{price}</span>
        ) : (
          <span className="drp-price" aria-hidden="true">
            {'\u00a0'}
          </span>
        )}
        {rest && <span className="visually-hidden">{`, ${rest}`}</span>}
      </td>
    );
  };

  return (
    <dialog
      ref={dialog}
      className="drp"
      aria-modal="true"
      aria-label={t('widget.picker.label')}
      onCancel={(event) => {
        event.preventDefault();
        onClose(null);
      }}
      onKeyDown={onDialogKey}
    >
      <div className="drp-head">
        <div className="drp-ends">
          {(['start', 'end'] as const).map((side) => {
            const value = side === 'start' ? start : end;
            return (
              <button
                key={side}
                type="button"
                className="drp-end"
                aria-pressed={view === side}
                aria-disabled={side === 'end' && start === null ? true : undefined}
                onClick={() => start !== null && setSelection({ ...selection, view: side })}
              >
                <span className="drp-end-label">
                  {t(side === 'start' ? 'booking.checkin' : 'booking.checkout')}
                </span>
                {/* Under its 'Check-in' / 'Check-out' label, an empty end says only that a date is
                    wanted: 'Scegli il check-in' took two lines at 390 px (CONSIST). */}
                <span className="drp-end-value">
                  {value !== null ? shortDate(value, language) : t('widget.picker.end.empty')}
                </span>
              </button>
            );
          })}
        </div>
        <div className="drp-nav">
          <button
            type="button"
            className="drp-arrow"
            aria-label={t('widget.picker.previous.year')}
            aria-disabled={!canShift(-12) || undefined}
            onClick={() => shift(-12)}
          >
            <span aria-hidden="true">«</span>
          </button>
          <button
            type="button"
            className="drp-arrow"
            aria-label={t('widget.picker.previous.month')}
            aria-disabled={!canShift(-1) || undefined}
            onClick={() => shift(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h2 className="drp-heading" aria-live="polite">
            {months.map((month, i) => (
              <Fragment key={month}>
                {i > 0 && <span className="visually-hidden">, </span>}
                <span id={`${headingId}-${i}`} className="drp-month-name">
                  {monthLabel(month, language)}
                </span>
              </Fragment>
            ))}
          </h2>
          <button
            type="button"
            className="drp-arrow"
            aria-label={t('widget.picker.next.month')}
            aria-disabled={!canShift(1) || undefined}
            onClick={() => shift(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          <button
            type="button"
            className="drp-arrow"
            aria-label={t('widget.picker.next.year')}
            aria-disabled={!canShift(12) || undefined}
            onClick={() => shift(12)}
          >
            <span aria-hidden="true">»</span>
          </button>
        </div>
      </div>
      <div className="drp-body">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keyboard of the grids' days, delegated. */}
        <div className="drp-months" ref={grids} onKeyDown={onGridKey} onMouseLeave={() => setHover(null)}>
          {months.map((month, i) => (
            <div className="drp-month" key={month}>
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table. */}
              <table role="grid" className="drp-grid" aria-labelledby={`${headingId}-${i}`}>
                <thead>
                  <tr>
                    {names.map((name) => (
                      <th key={name.long} scope="col" abbr={name.long}>
                        <span aria-hidden="true">{name.short}</span>
                        <span className="visually-hidden">{name.long}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week) => (
                    <tr key={`${month}-${week.find(Boolean)}`}>{week.map(renderDay)}</tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
        <ul className="drp-legend">
          <li>
            <span className="drp-swatch is-closed" aria-hidden="true" />
            {t('widget.picker.legend.closed')}
          </li>
          <li>
            <span className="drp-swatch is-cta" aria-hidden="true" />
            {t('widget.picker.legend.cta')}
          </li>
          <li>
            <span className="drp-swatch is-ctd" aria-hidden="true" />
            {t('widget.picker.legend.ctd')}
          </li>
          {minStay > 1 && (
            <li className="drp-minstay">
              {t('widget.picker.legend.minstay', { nights: nightsText(minStay) })}
            </li>
          )}
          <li>
            {t('widget.picker.legend.prices', {
              party: peopleSummary(props.party, props.party.rooms, language),
            })}
          </li>
        </ul>
        {calendar.loading && (
          <p className="loading drp-loading" role="status">
            {t('widget.picker.loading')}
          </p>
        )}
        {calendar.failed && !calendar.loading && <p className="drp-failed">{t('widget.picker.failed')}</p>}
        <p className="drp-hint">{hint !== message ? hint : ''}</p>
      </div>
      <div className="drp-foot">
        <p className="drp-status" aria-live="polite">
          {message}
        </p>
        <div className="drp-actions">
          <button type="button" className="button secondary" onClick={() => onClose(null)}>
            {t('widget.picker.cancel')}
          </button>
          {narrow && (
            <button
              type="button"
              className="button"
              ref={confirm}
              aria-disabled={end === null || undefined}
              onClick={submit}
            >
              {t('widget.picker.confirm')}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

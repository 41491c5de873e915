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
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { translator } from '../../../src/i18n/dictionary.ts';
import { MonthGrid } from './MonthGrid.tsx';
import { PickerDay } from './PickerDay.tsx';
import { MonthNav, RangeEnds } from './PickerHead.tsx';
import { PickerLegend } from './PickerLegend.tsx';
import { type DateRangePickerProps, useRangePicker } from './use-range-picker.ts';

export type { DateRangePickerProps } from './use-range-picker.ts';

import './DateRangePicker.css';

/** Below this viewport width the picker shows one month, full screen (as in the CSS). */
export const NARROW_QUERY = '(max-width: 719.98px)';

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

/** Tab and Shift+Tab wrap inside the dialog (APG dialog pattern). */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
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
}

export function DateRangePicker(props: DateRangePickerProps) {
  const { language, money, onClose } = props;
  const t = translator(language);
  const narrow = useNarrow();
  const dialog = useRef<HTMLDialogElement>(null);
  // Opened before the picker's state moves the focus to the roving day: a day of a closed
  // dialog cannot take it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) element.showModal?.();
    return () => element?.close?.();
  }, []);
  const picker = useRangePicker(props, narrow);
  const { selection, months, rules, message, hint } = picker;
  const headingId = `drp${useId().replace(/[^\w-]/g, '')}`;

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
      onKeyDown={wrapTab}
    >
      <div className="drp-head">
        <RangeEnds
          selection={selection}
          language={language}
          onView={(side) => picker.setSelection({ ...selection, view: side })}
        />
        <MonthNav
          months={months}
          headingId={headingId}
          language={language}
          canShift={picker.canShift}
          onShift={picker.shift}
        />
      </div>
      <div className="drp-body">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: keyboard of the grids' days, delegated. */}
        <div
          className="drp-months"
          ref={picker.grids}
          onKeyDown={picker.onGridKey}
          onMouseLeave={picker.clearHover}
        >
          {months.map((month, i) => (
            <MonthGrid
              key={month}
              month={month}
              labelledBy={`${headingId}-${i}`}
              language={language}
              renderDay={(date) => (
                <PickerDay
                  key={date}
                  date={date}
                  selection={selection}
                  rules={rules}
                  previewEnd={picker.previewEnd}
                  focused={date === picker.focus}
                  language={language}
                  money={money}
                  events={picker.dayEvents}
                />
              )}
            />
          ))}
        </div>
        <PickerLegend minStay={picker.minStay} party={props.party} language={language} />
        {picker.calendar.loading && (
          <p className="loading drp-loading" role="status">
            {t('widget.picker.loading')}
          </p>
        )}
        {picker.calendar.failed && !picker.calendar.loading && (
          <p className="drp-failed">{t('widget.picker.failed')}</p>
        )}
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
              ref={picker.confirm}
              aria-disabled={selection.end === null || undefined}
              onClick={picker.submit}
            >
              {t('widget.picker.confirm')}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}

/**
 * The picker's head: the two ends of the stay (check-in, check-out: pressing one goes back to
 * choosing it) and the month navigation around the visible months' heading, announced politely.
 */
import { Fragment } from 'react';
import type { Language } from '../../../src/contracts/types.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import { monthLabel, shortDate } from './format.ts';
import type { Selection, View } from './range-rules.ts';

type IsoDate = string;

export function RangeEnds({
  selection,
  language,
  onView,
}: {
  selection: Selection;
  language: Language;
  onView: (view: View) => void;
}) {
  const t = translator(language);
  const { start, end, view } = selection;
  return (
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
            onClick={() => start !== null && onView(side)}
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
  );
}

/** The previous / next year and month buttons, in the order they sit around the heading. */
const SHIFTS = [
  { by: -12, label: 'widget.picker.previous.year', arrow: '«' },
  { by: -1, label: 'widget.picker.previous.month', arrow: '‹' },
  { by: 1, label: 'widget.picker.next.month', arrow: '›' },
  { by: 12, label: 'widget.picker.next.year', arrow: '»' },
] as const;

export function MonthNav({
  months,
  headingId,
  language,
  canShift,
  onShift,
}: {
  months: readonly IsoDate[];
  /** Each month's name is labelled `${headingId}-${index}`: its grid's label. */
  headingId: string;
  language: Language;
  canShift: (by: number) => boolean;
  onShift: (by: number) => void;
}) {
  const t = translator(language);
  const button = ({ by, label, arrow }: (typeof SHIFTS)[number]) => (
    <button
      key={by}
      type="button"
      className="drp-arrow"
      aria-label={t(label)}
      aria-disabled={!canShift(by) || undefined}
      onClick={() => onShift(by)}
    >
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
  return (
    <div className="drp-nav">
      {SHIFTS.slice(0, 2).map(button)}
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
      {SHIFTS.slice(2).map(button)}
    </div>
  );
}

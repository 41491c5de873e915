/**
 * One day of the picker's grid: a gridcell with the roving tabindex, its day number and lowest
 * price, and hidden words around them (the full date, why it cannot be chosen, check-in or
 * check-out), so the visible text is part of its accessible name (WCAG 2.5.3).
 */
import type { Language } from '../../../src/contracts/types.ts';
import { translator } from '../../../src/i18n/dictionary.ts';
import { compactPrice, longDateParts } from './format.ts';
import { blockText } from './picker-texts.ts';
import { dayBlock, type RangeRules, type Selection } from './range-rules.ts';

type IsoDate = string;

/** What the guest does on a day; the grid's keyboard is delegated to the grid itself. */
export type DayEvents = {
  onChoose: (date: IsoDate) => void;
  onFocus: (date: IsoDate) => void;
  onBlur: () => void;
  onHover: (date: IsoDate) => void;
};

export type PickerDayProps = {
  date: IsoDate;
  selection: Selection;
  rules: RangeRules;
  /** The check-out under the pointer or the keyboard while it is being chosen. */
  previewEnd: IsoDate | null;
  /** The roving day: the one in the tab order. */
  focused: boolean;
  language: Language;
  money: (amount: number) => string;
  events: DayEvents;
};

export function PickerDay({
  date,
  selection,
  rules,
  previewEnd,
  focused,
  language,
  money,
  events,
}: PickerDayProps) {
  const t = translator(language);
  const { today } = rules;
  const { start, end } = selection;
  const rangeEnd = previewEnd ?? end;
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
    block !== null && !['closed', 'soldOut', 'cta', 'ctd'].includes(block)
      ? blockText(t, block, start, rules)
      : null;
  const price = day?.lowestPrice != null && date >= today ? compactPrice(money, day.lowestPrice) : null;
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
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cells (APG date picker).
      role="gridcell"
      data-date={date}
      className={classes}
      tabIndex={focused ? 0 : -1}
      aria-selected={isStart || date === end}
      aria-disabled={disabled || undefined}
      aria-current={date === today ? 'date' : undefined}
      onClick={() => events.onChoose(date)}
      onFocus={() => events.onFocus(date)}
      onBlur={events.onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && events.onHover(date)}
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
}

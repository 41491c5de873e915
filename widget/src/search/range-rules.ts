/**
 * The date-range picker's rules, pure and framework-free: the month grid (weeks start on
 * Monday), which days can be a check-in or a check-out given the hotel's availability calendar,
 * the selection's transitions, the APG date-picker keyboard moves, and which calendar spans to
 * fetch. Dates are 'YYYY-MM-DD' strings moved only with the epoch-day functions of
 * src/domain/booking/dates.ts: no Date, no time zone, so no DST duplicate and no UTC off-by-one.
 *
 * Rules (EMBED-1, PROPCHECK-11 range picker):
 * - check-in: from the hotel's today to the day before `lastDay`; not closed, not sold out
 *   (`available` false), not closed to arrival;
 * - check-out: at least 1 night and at least the check-in day's minimum stay (minLOS), at most
 *   `maxRange` nights, not after `lastDay`, not closed to departure, and every night of the stay
 *   open and available (so no check-out after the first closed or sold-out night);
 * - a day the calendar has not answered for (still loading, or the call failed) is open: the
 *   search still checks the stay, and a failed calendar never stops a guest from choosing dates.
 */

import { CALENDAR_MAX_AHEAD_DAYS, MAX_CALENDAR_DAYS } from '../../../src/contracts/booking-limits.ts';
import type { CalendarDay } from '../../../src/contracts/booking-types.ts';
import {
  addDays,
  addMonths,
  daysInMonth,
  isoDayOfWeek,
  maxDate,
  minDate,
  nightsBetween,
} from '../../../src/domain/booking/dates.ts';

type IsoDate = string;

export type RangeRules = {
  /** The hotel's today (todayBySpan(profile.hotel.timeZone, profile.hotel.utcOffset, now)). */
  today: IsoDate;
  /** The last day a stay may reach (check-out included). */
  lastDay: IsoDate;
  /** Longest stay, in nights (profile.maxRange). */
  maxRange: number;
  /** The calendar days known so far, by date. */
  days: ReadonlyMap<IsoDate, CalendarDay>;
};

/** Why a day cannot be chosen (the first that applies). */
export type Block = 'past' | 'far' | 'closed' | 'soldOut' | 'cta' | 'ctd' | 'minStay' | 'maxStay' | 'blocked';

export type View = 'start' | 'end';

export type Selection = { start: IsoDate | null; end: IsoDate | null; view: View };

/** The last day of the booking horizon (the calendar API reaches today + 731 days). */
export function lastDayFrom(today: IsoDate): IsoDate {
  return addDays(today, CALENDAR_MAX_AHEAD_DAYS);
}

/** A date within [min, max] (dates compare as strings). */
export function clampDate(date: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/** 'YYYY-MM-01' of a date's month. */
export function monthOf(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** Whole months from a's month to b's month: monthsBetween('2026-11-30', '2027-01-01') = 2. */
export function monthsBetween(a: IsoDate, b: IsoDate): number {
  const index = (date: IsoDate) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return index(b) - index(a);
}

/**
 * The weeks of a month, Monday first: rows of 7 slots holding the month's dates, null before the
 * 1st and after the last day (another month's days are not repeated: with two months side by
 * side a date appears once, so it has one cell and one focus).
 */
export function monthWeeks(month: IsoDate): (IsoDate | null)[][] {
  const first = monthOf(month);
  const length = daysInMonth(Number(first.slice(0, 4)), Number(first.slice(5, 7)));
  const lead = isoDayOfWeek(first) - 1;
  const weeks: (IsoDate | null)[][] = [];
  for (let slot = -lead; slot < length; slot += 7) {
    const week: (IsoDate | null)[] = [];
    for (let i = slot; i < slot + 7; i++) week.push(i >= 0 && i < length ? addDays(first, i) : null);
    weeks.push(week);
  }
  return weeks;
}

/** The check-in day's minimum stay in nights (1 when unknown). */
export function minStayOf(start: IsoDate, rules: RangeRules): number {
  return Math.max(1, rules.days.get(start)?.minLOS ?? 1);
}

/** Why `date` cannot be a check-in, or null when it can. */
export function startBlock(date: IsoDate, rules: RangeRules): Block | null {
  if (date < rules.today) return 'past';
  if (date >= rules.lastDay) return 'far';
  const day = rules.days.get(date);
  if (day === undefined) return null;
  if (day.closed) return 'closed';
  if (!day.available) return 'soldOut';
  if (day.closedToArrival) return 'cta';
  return null;
}

/**
 * The latest possible check-out for a check-in: the first night of the stay that is closed or
 * sold out (the guest leaves that morning), capped by maxRange and lastDay.
 */
export function latestEnd(start: IsoDate, rules: RangeRules): IsoDate {
  let end = addDays(start, Math.max(1, rules.maxRange));
  if (end > rules.lastDay) end = rules.lastDay;
  for (let night = addDays(start, 1); night < end; night = addDays(night, 1)) {
    const day = rules.days.get(night);
    if (day !== undefined && (day.closed || !day.available)) return night;
  }
  return end;
}

/** Why `date` cannot be the check-out of a stay from `start`, or null when it can. */
export function endBlock(start: IsoDate, date: IsoDate, rules: RangeRules): Block | null {
  if (date <= start) return 'past';
  if (date > rules.lastDay) return 'far';
  const nights = nightsBetween(start, date);
  if (nights > rules.maxRange) return 'maxStay';
  if (date > latestEnd(start, rules)) return 'blocked';
  if (nights < minStayOf(start, rules)) return 'minStay';
  if (rules.days.get(date)?.closedToDeparture) return 'ctd';
  return null;
}

/**
 * Why a day cannot be chosen now: in the end view (a check-in chosen) days after the check-in
 * follow the check-out rules and earlier days the check-in rules (choosing one moves the
 * check-in); otherwise the check-in rules.
 */
export function dayBlock(date: IsoDate, selection: Selection, rules: RangeRules): Block | null {
  const { start, view } = selection;
  if (view === 'end' && start !== null && date > start) return endBlock(start, date, rules);
  if (view === 'end' && date === start) return null;
  return startBlock(date, rules);
}

/** The selection after choosing `date`, or null when the day cannot be chosen. */
export function choose(selection: Selection, date: IsoDate, rules: RangeRules): Selection | null {
  const { start, end, view } = selection;
  if (view === 'end' && start !== null && date > start) {
    return endBlock(start, date, rules) === null ? { start, end: date, view: 'end' } : null;
  }
  if (startBlock(date, rules) !== null) return null;
  const keep = end !== null && endBlock(date, end, rules) === null;
  return { start: date, end: keep ? end : null, view: 'end' };
}

/** The initial selection of the picker from the query's dates (dropped when no longer valid). */
export function initialSelection(
  checkin: IsoDate | null,
  checkout: IsoDate | null,
  rules: RangeRules,
): Selection {
  if (checkin === null || startBlock(checkin, rules) !== null)
    return { start: null, end: null, view: 'start' };
  const end = checkout !== null && endBlock(checkin, checkout, rules) === null ? checkout : null;
  return { start: checkin, end, view: end === null ? 'end' : 'start' };
}

/** Days left in today's month (today included) below which a one-month picker opens on the next. */
export const FEW_DAYS_LEFT = 7;

/**
 * The day a picker with no check-in opens on (its focus, and so its first month): today, or on a
 * one-month picker (a phone) the first of next month when today's month has less than a week
 * left (CONSIST: opened on 29 November, a phone showed two days to choose from). The days before
 * stay one 'previous month' away. Never past the horizon.
 */
export function openingDay(today: IsoDate, count: number, lastDay: IsoDate): IsoDate {
  if (count !== 1) return today;
  const next = addMonths(monthOf(today), 1);
  return nightsBetween(today, next) < FEW_DAYS_LEFT && next <= lastDay ? next : today;
}

/** Where the focus may go: today's month's first day to the last day of the horizon. */
export function focusBounds(rules: Pick<RangeRules, 'today' | 'lastDay'>): { min: IsoDate; max: IsoDate } {
  return { min: monthOf(rules.today), max: rules.lastDay };
}

/**
 * The day the focus moves to for a key (WAI-ARIA APG date picker dialog): arrows ±1 day / ±1
 * week, Home / End the week's Monday / Sunday, PageUp / PageDown ±1 month (±1 year with Shift),
 * onto `pageDay`: the day of the month a run of consecutive PageUp / PageDown started from (the
 * caller keeps it), so 31 Jan → 28 Feb → 31 Mar as in the APG example; clamped to the month's
 * length. Every move is clamped to the bounds. Null for any other key.
 */
export function moveFocus(
  date: IsoDate,
  key: string,
  shift: boolean,
  bounds: { min: IsoDate; max: IsoDate },
  pageDay: number = Number(date.slice(8, 10)),
): IsoDate | null {
  let next: IsoDate;
  switch (key) {
    case 'ArrowLeft':
      next = addDays(date, -1);
      break;
    case 'ArrowRight':
      next = addDays(date, 1);
      break;
    case 'ArrowUp':
      next = addDays(date, -7);
      break;
    case 'ArrowDown':
      next = addDays(date, 7);
      break;
    case 'Home':
      next = addDays(date, 1 - isoDayOfWeek(date));
      break;
    case 'End':
      next = addDays(date, 7 - isoDayOfWeek(date));
      break;
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(date), (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1));
      // addMonths by 0 clamps the day to the month's length.
      next = addMonths(`${month.slice(0, 8)}${String(pageDay).padStart(2, '0')}`, 0);
      break;
    }
    default:
      return null;
  }
  return clampDate(next, bounds.min, bounds.max);
}

/**
 * The first visible month so that `focus` is among the `count` visible months, moving the view
 * as little as possible and never past the bounds' months.
 */
export function firstMonthFor(
  first: IsoDate,
  count: number,
  focus: IsoDate,
  bounds: { min: IsoDate; max: IsoDate },
): IsoDate {
  let month = monthOf(first);
  const target = monthOf(focus);
  if (target < month) month = target;
  else if (monthsBetween(month, target) >= count) month = addMonths(target, 1 - count);
  return clampFirstMonth(month, count, bounds);
}

/** A first visible month within the bounds' months (the last months stay full). */
export function clampFirstMonth(
  month: IsoDate,
  count: number,
  bounds: { min: IsoDate; max: IsoDate },
): IsoDate {
  const latest = addMonths(monthOf(bounds.max), 1 - count);
  const earliest = monthOf(bounds.min);
  if (month > latest) month = latest;
  return month < earliest ? earliest : month;
}

/** Calendar chunks: three months aligned on quarters (at most 92 days, well under 400). */
export type CalendarSpan = { key: string; from: IsoDate; to: IsoDate };

/**
 * The calendar spans to load to show `months` (first days of the visible months), the month
 * after them, and the nights a stay from `start` may cover; each clipped to today…lastDay.
 */
export function spansFor(
  months: readonly IsoDate[],
  rules: Pick<RangeRules, 'today' | 'lastDay' | 'maxRange'>,
  start: IsoDate | null,
): CalendarSpan[] {
  const wanted = new Set<string>();
  const quarterOf = (date: IsoDate) => {
    const month = Number(date.slice(5, 7));
    return `${date.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
  };
  for (const month of months) wanted.add(quarterOf(month));
  const last = months[months.length - 1];
  if (last !== undefined) wanted.add(quarterOf(addMonths(last, 1)));
  if (start !== null) {
    wanted.add(quarterOf(start));
    wanted.add(quarterOf(addDays(start, rules.maxRange)));
  }
  const spans: CalendarSpan[] = [];
  for (const quarter of [...wanted].sort()) {
    const from = maxDate(quarter, rules.today);
    const to = minDate(addDays(addMonths(quarter, 3), -1), rules.lastDay);
    if (from <= to && nightsBetween(from, to) < MAX_CALENDAR_DAYS) spans.push({ key: quarter, from, to });
  }
  return spans;
}

/**
 * The planning screen's period rules (BOFLOW-1 "Planning view", BOLIM-1 "Planning and plans"):
 * views D, W and M (anything else is W), a week is the start date plus 6 days, a month runs to
 * its end, each day is 100 / days % wide, and the header's season follows the month.
 * Pure functions over 'YYYY-MM-DD' strings (no Date objects, so no time zone shifts a day).
 */
import { addDays, daysBetween, type IsoDate, isIsoDate } from '../../../domain/dates-format.ts';

export type PlanningView = 'D' | 'W' | 'M';

export const PLANNING_VIEWS: readonly PlanningView[] = ['D', 'W', 'M'];

/** BOLIM-1: a week of 7 days. */
export const WEEK_DAYS = 7;

/** BOFLOW: D, W or M; any other value (or none) becomes W. */
export function parseView(value: string | null | undefined): PlanningView {
  return value === 'D' || value === 'M' ? value : 'W';
}

/** The first day of `date`'s month: monthStart('2026-11-25') = '2026-11-01'. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of `date`'s month: monthEnd('2028-02-10') = '2028-02-29'. */
export function monthEnd(date: IsoDate): IsoDate {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** Adds whole months to a month's first day: addMonths('2026-12-01', 1) = '2027-01-01'. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export type PlanningRange = { view: PlanningView; from: IsoDate; to: IsoDate; days: number };

/**
 * The dates a view shows from a start date (`to` inclusive): D that day, W the start date plus
 * 6 days, M the start date's month to its end (a month view always starts on the 1st).
 */
export function viewRange(view: PlanningView, start: IsoDate): PlanningRange {
  if (view === 'D') return { view, from: start, to: start, days: 1 };
  if (view === 'W') return { view, from: start, to: addDays(start, WEEK_DAYS - 1), days: WEEK_DAYS };
  const from = monthStart(start);
  const to = monthEnd(start);
  return { view, from, to, days: daysBetween(from, to) + 1 };
}

/** The start date of the previous (-1) or next (+1) period: a day, a week or a month. */
export function shiftStart(view: PlanningView, start: IsoDate, step: -1 | 1): IsoDate {
  if (view === 'D') return addDays(start, step);
  if (view === 'W') return addDays(start, step * WEEK_DAYS);
  return addMonths(monthStart(start), step);
}

/** The start date a URL asks for (`?from=`), or `fallback` when it is missing or not a real date. */
export function parseStart(value: string | null | undefined, fallback: IsoDate): IsoDate {
  return value && isIsoDate(value) ? value : fallback;
}

/** Every date of a range, in order. */
export function rangeDates(range: { from: IsoDate; to: IsoDate }): IsoDate[] {
  const count = daysBetween(range.from, range.to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(range.from, i));
}

/** BOLIM: each day is 100 / number of days percent wide. */
export function dayWidthPercent(days: number): number {
  return days > 0 ? 100 / days : 100;
}

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/**
 * BOSCREENS: "month index 2-4 spring, 5-7 summer, 8-10 autumn, otherwise winter". The index
 * is 0-based (January = 0, as the original's JavaScript getMonth() is): 2-4 is March to May,
 * the northern-hemisphere spring; read 1-based it would make February spring and May summer.
 */
export function seasonOfMonthIndex(monthIndex: number): Season {
  if (monthIndex >= 2 && monthIndex <= 4) return 'spring';
  if (monthIndex >= 5 && monthIndex <= 7) return 'summer';
  if (monthIndex >= 8 && monthIndex <= 10) return 'autumn';
  return 'winter';
}

/** The season of a date's month (see `seasonOfMonthIndex`). */
export function seasonOf(date: IsoDate): Season {
  return seasonOfMonthIndex(Number(date.slice(5, 7)) - 1);
}

/** The URL query of a view and start date (`?view=W&from=2026-11-25`), keeping other parameters. */
export function planningQuery(current: URLSearchParams, view: PlanningView, start: IsoDate): string {
  const query = new URLSearchParams(current);
  query.set('view', view);
  query.set('from', start);
  return query.toString();
}

/**
 * The ratesheet's dates: the sheet spans a year from its first date (`?from=`, default the
 * hotel's today), and is read from the API in windows (two weeks on a phone, four otherwise) as
 * the columns come into view. Only the columns near the viewport are rendered, so scrolling a
 * year of 20 room types stays smooth (the DOM holds a few hundred cells, not a hundred thousand).
 */
import { addDays, daysBetween } from '../../../domain/dates-format.ts';
import { RATESHEET_MAX_DAYS } from '../../../domain/ratesheet.ts';

/** The sheet spans this many dates from its first one (RATES: 'scrolls smoothly over a year'). */
export const SHEET_DAYS = 366;
/** Dates read per request on a phone (RATES: 'a two-week window on a phone'). */
export const PHONE_WINDOW = 14;
/** Dates read per request on a wider screen. */
export const WIDE_WINDOW = 28;
/** Columns rendered beyond each edge of the viewport. */
export const OVERSCAN = 2;

/** The window size for a screen: phone or not. */
export function windowSize(phone: boolean): number {
  return Math.min(phone ? PHONE_WINDOW : WIDE_WINDOW, RATESHEET_MAX_DAYS);
}

/**
 * How far the arrows page: the days fully in view (what the title names), so the next page starts
 * the day after the last one seen and no day is skipped unseen; at least one.
 */
export function pageStep(shown: { first: number; last: number }): number {
  return Math.max(1, shown.last - shown.first + 1);
}

/** The sheet's dates from `from`: SHEET_DAYS of them. */
export function sheetDates(from: string, days = SHEET_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

/** One API read: the dates of window `index` (inclusive `to`), clipped to the sheet. */
export function windowSpan(
  from: string,
  index: number,
  size: number,
  days = SHEET_DAYS,
): { from: string; to: string } | null {
  const start = index * size;
  if (index < 0 || start >= days) return null;
  const end = Math.min(days, start + size) - 1;
  return { from: addDays(from, start), to: addDays(from, end) };
}

/** The windows (by index) that hold columns first..last (inclusive, 0-based day indexes). */
export function windowsFor(first: number, last: number, size: number): number[] {
  if (last < first) return [];
  const out: number[] = [];
  for (let w = Math.floor(first / size); w <= Math.floor(last / size); w++) out.push(w);
  return out;
}

/**
 * The columns to render for a horizontal scroll position: those in the viewport plus OVERSCAN
 * on each side, clipped to 0..total-1. `viewport` is the width left for date columns.
 */
export function visibleColumns(
  scrollLeft: number,
  viewport: number,
  columnWidth: number,
  total: number,
  overscan = OVERSCAN,
): { first: number; last: number } {
  if (total <= 0 || columnWidth <= 0) return { first: 0, last: -1 };
  const first = Math.max(0, Math.floor(scrollLeft / columnWidth) - overscan);
  const last = Math.min(total - 1, Math.ceil((scrollLeft + Math.max(viewport, 0)) / columnWidth) + overscan);
  return { first, last: Math.max(first, last) };
}

/**
 * The scroll position that brings column `index` into view, or null when it already is (fully).
 * Keeps the least movement: a column on the right edge is aligned right, on the left aligned left.
 */
export function scrollToColumn(
  index: number,
  scrollLeft: number,
  viewport: number,
  columnWidth: number,
): number | null {
  const left = index * columnWidth;
  const right = left + columnWidth;
  if (left < scrollLeft) return left;
  if (right > scrollLeft + viewport) return Math.max(0, right - viewport);
  return null;
}

/** The index of `date` in a sheet starting at `from`, or -1 outside it. */
export function dateIndex(from: string, date: string, days = SHEET_DAYS): number {
  const index = daysBetween(from, date);
  return index >= 0 && index < days ? index : -1;
}

/** The first date of a sheet for a `?from=` value: a valid date, else the hotel's today. */
export function sheetStart(value: string | null, today: string): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : today;
}

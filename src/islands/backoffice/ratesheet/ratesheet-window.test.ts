import { describe, expect, it } from 'vitest';
import {
  dateIndex,
  PHONE_WINDOW,
  pageStep,
  SHEET_DAYS,
  scrollToColumn,
  sheetDates,
  sheetStart,
  visibleColumns,
  WIDE_WINDOW,
  windowSize,
  windowSpan,
  windowsFor,
} from './ratesheet-window.ts';

describe('the sheet over a year, read in windows', () => {
  it('spans a year from its first date', () => {
    const dates = sheetDates('2027-03-01');
    expect(dates).toHaveLength(SHEET_DAYS);
    expect(dates[0]).toBe('2027-03-01');
    expect(dates.at(-1)).toBe('2028-02-29');
  });

  it('reads two weeks at a time on a phone, four otherwise', () => {
    expect(windowSize(true)).toBe(PHONE_WINDOW);
    expect(PHONE_WINDOW).toBe(14);
    expect(windowSize(false)).toBe(WIDE_WINDOW);
  });

  it.each([
    [0, { from: '2027-01-01', to: '2027-01-14' }],
    [1, { from: '2027-01-15', to: '2027-01-28' }],
    [26, { from: '2027-12-31', to: '2028-01-01' }],
    [27, null],
    [-1, null],
  ])('window %i of 14 days', (index, span) => {
    expect(windowSpan('2027-01-01', index, 14)).toEqual(span);
  });

  it.each([
    [0, 5, 14, [0]],
    [10, 20, 14, [0, 1]],
    [27, 60, 28, [0, 1, 2]],
    [5, 4, 14, []],
  ])('columns %i..%i need windows', (first, last, size, windows) => {
    expect(windowsFor(first, last, size)).toEqual(windows);
  });
});

describe('rendering only the columns near the viewport', () => {
  it('adds the overscan and clips to the sheet', () => {
    expect(visibleColumns(0, 400, 50, 366, 4)).toEqual({ first: 0, last: 12 });
    expect(visibleColumns(1000, 400, 50, 366, 4)).toEqual({ first: 16, last: 32 });
    expect(visibleColumns(18_000, 400, 50, 366, 4)).toEqual({ first: 356, last: 365 });
    expect(visibleColumns(0, 400, 50, 0, 4)).toEqual({ first: 0, last: -1 });
  });

  it('scrolls the least to show a column, or not at all', () => {
    expect(scrollToColumn(3, 0, 400, 50)).toBeNull();
    expect(scrollToColumn(8, 0, 400, 50)).toBe(50);
    expect(scrollToColumn(2, 300, 400, 50)).toBe(100);
  });

  it('finds a date in the sheet', () => {
    expect(dateIndex('2027-01-01', '2027-01-01')).toBe(0);
    expect(dateIndex('2027-01-01', '2027-02-01')).toBe(31);
    expect(dateIndex('2027-01-01', '2026-12-31')).toBe(-1);
    expect(dateIndex('2027-01-01', '2028-01-02')).toBe(-1);
  });

  it('starts at ?from= when it is a date, else today', () => {
    expect(sheetStart('2027-05-02', '2026-11-25')).toBe('2027-05-02');
    expect(sheetStart('nonsense', '2026-11-25')).toBe('2026-11-25');
    expect(sheetStart(null, '2026-11-25')).toBe('2026-11-25');
  });
});

describe('pageStep', () => {
  it('pages by the days fully in view, so no day is skipped unseen', () => {
    expect(pageStep({ first: 0, last: 9 })).toBe(10);
    expect(pageStep({ first: 28, last: 30 })).toBe(3);
    expect(pageStep({ first: 5, last: 5 })).toBe(1);
    expect(pageStep({ first: 5, last: 4 })).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dayWidthPercent,
  monthEnd,
  parseStart,
  parseView,
  planningQuery,
  rangeDates,
  seasonOf,
  seasonOfMonthIndex,
  shiftStart,
  viewRange,
} from './planning-view.ts';

describe('parseView (BOFLOW: D, W or M; anything else is W)', () => {
  it.each([
    ['D', 'D'],
    ['W', 'W'],
    ['M', 'M'],
    ['m', 'W'],
    ['Y', 'W'],
    ['', 'W'],
    [null, 'W'],
  ] as const)('%s → %s', (value, view) => expect(parseView(value)).toBe(view));
});

describe('viewRange', () => {
  it.each([
    ['D', '2026-11-25', '2026-11-25', '2026-11-25', 1],
    ['W', '2026-11-25', '2026-11-25', '2026-12-01', 7],
    ['W', '2026-12-29', '2026-12-29', '2027-01-04', 7],
    ['M', '2026-11-25', '2026-11-01', '2026-11-30', 30],
    ['M', '2028-02-10', '2028-02-01', '2028-02-29', 29],
    ['M', '2027-02-01', '2027-02-01', '2027-02-28', 28],
    ['M', '2026-12-31', '2026-12-01', '2026-12-31', 31],
  ] as const)('%s from %s → %s…%s (%d days)', (view, start, from, to, days) => {
    expect(viewRange(view, start)).toEqual({ view, from, to, days });
  });
});

describe('shiftStart (previous / next period)', () => {
  it.each([
    ['D', '2026-11-30', 1, '2026-12-01'],
    ['D', '2026-11-01', -1, '2026-10-31'],
    ['W', '2026-11-25', 1, '2026-12-02'],
    ['W', '2026-11-25', -1, '2026-11-18'],
    ['M', '2026-12-15', 1, '2027-01-01'],
    ['M', '2026-01-15', -1, '2025-12-01'],
  ] as const)('%s %s %d → %s', (view, start, step, expected) => {
    expect(shiftStart(view, start, step)).toBe(expected);
  });
});

describe('months', () => {
  it('adds months across years', () => {
    expect(addMonths('2026-11-01', 14)).toBe('2028-01-01');
    expect(addMonths('2026-01-01', -13)).toBe('2024-12-01');
  });
  it('knows leap years', () => {
    expect(monthEnd('2028-02-03')).toBe('2028-02-29');
    expect(monthEnd('2100-02-03')).toBe('2100-02-28');
  });
});

describe('season by month index (0-based: 2-4 spring, 5-7 summer, 8-10 autumn, else winter)', () => {
  it.each([
    [0, 'winter'],
    [1, 'winter'],
    [2, 'spring'],
    [4, 'spring'],
    [5, 'summer'],
    [7, 'summer'],
    [8, 'autumn'],
    [10, 'autumn'],
    [11, 'winter'],
  ] as const)('%d → %s', (index, season) => expect(seasonOfMonthIndex(index)).toBe(season));

  it('reads a date: March is spring, November autumn, December winter', () => {
    expect(seasonOf('2027-03-01')).toBe('spring');
    expect(seasonOf('2026-11-25')).toBe('autumn');
    expect(seasonOf('2026-12-01')).toBe('winter');
    expect(seasonOf('2027-06-30')).toBe('summer');
  });
});

describe('other helpers', () => {
  it('day width is 100 / days %', () => {
    expect(dayWidthPercent(7)).toBeCloseTo(14.2857, 3);
    expect(dayWidthPercent(31)).toBeCloseTo(3.2258, 3);
    expect(dayWidthPercent(1)).toBe(100);
  });
  it('a bad ?from= falls back', () => {
    expect(parseStart('2026-02-30', '2026-11-25')).toBe('2026-11-25');
    expect(parseStart('2026-02-28', '2026-11-25')).toBe('2026-02-28');
    expect(parseStart(null, '2026-11-25')).toBe('2026-11-25');
  });
  it('lists the dates of a range', () => {
    expect(rangeDates({ from: '2026-12-30', to: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
  it('keeps other query parameters', () => {
    expect(planningQuery(new URLSearchParams('x=1&view=D'), 'M', '2026-11-01')).toBe(
      'x=1&view=M&from=2026-11-01',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  chartQuery,
  defaultPeriod,
  periodError,
  periodFromQuery,
  periodToQuery,
  previousPeriod,
  revenueQuery,
} from './statistics-query.ts';

const TODAY = '2026-11-26';

describe('statistics period in the address', () => {
  it('defaults to 30 days back and ahead, by day, without comparison', () => {
    expect(defaultPeriod(TODAY)).toEqual({
      from: '2026-10-27',
      to: '2026-12-26',
      xType: 'DAYS',
      compare: null,
    });
    expect(periodFromQuery(new URLSearchParams(''), TODAY)).toEqual(defaultPeriod(TODAY));
  });

  it('reads a valid period and comparison, and writes it back', () => {
    const query = 'from=2026-01-01&to=2026-12-31&xType=MONTHS&compareFrom=2025-01-01&compareTo=2025-12-31';
    const period = periodFromQuery(new URLSearchParams(query), TODAY);
    expect(period).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      xType: 'MONTHS',
      compare: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(periodToQuery(period)).toBe(query);
  });

  it('falls back on invalid dates, reversed or too long periods, and drops a half comparison', () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-05-02&to=2026-05-01',
      'from=2025-01-01&to=2026-06-01&xType=DAYS',
    ]) {
      const period = periodFromQuery(new URLSearchParams(query), TODAY);
      expect(period.from, query).toBe('2026-10-27');
    }
    expect(periodFromQuery(new URLSearchParams('compareFrom=2025-01-01'), TODAY).compare).toBeNull();
  });

  it('offers the same number of days just before as the comparison', () => {
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it.each([
    ['2026-01-01', '2026-12-31', 'DAYS', null],
    ['2026-01-01', '2027-01-02', 'DAYS', 'bo.statistics.error.too.long'],
    ['2026-01-02', '2026-01-01', 'DAYS', 'error.date.end.before.start'],
    ['2016-01-01', '2026-12-31', 'MONTHS', 'bo.statistics.error.too.long'],
    ['2017-01-01', '2026-12-31', 'MONTHS', null],
    ['x', '2026-12-31', 'YEARS', 'error.field.generic.invalid'],
  ] as const)('periodError(%s, %s, %s) → %s', (from, to, xType, error) => {
    expect(periodError(from, to, xType)).toBe(error);
  });
});

describe('the reads of a period', () => {
  const period = { from: '2026-01-01', to: '2026-03-31', xType: 'MONTHS', compare: null } as const;
  const compared = { ...period, compare: { from: '2025-01-01', to: '2025-03-31' } };

  it('asks a chart for its period and grouping, with the comparison only when there is one', () => {
    expect(chartQuery('RESERVATIONS_SOURCE_TREND', period)).toEqual({
      chart: 'RESERVATIONS_SOURCE_TREND',
      from: '2026-01-01',
      to: '2026-03-31',
      xType: 'MONTHS',
    });
    expect(chartQuery('RESERVATIONS_SOURCE_TREND', compared)).toMatchObject({
      compareFrom: '2025-01-01',
      compareTo: '2025-03-31',
    });
  });

  it('asks the revenue figures by day: the grouping changes nothing in their read', () => {
    expect(revenueQuery(period)).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(revenueQuery({ ...compared, xType: 'DAYS' })).toEqual(revenueQuery(compared));
    expect(revenueQuery(compared)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      compareFrom: '2025-01-01',
      compareTo: '2025-03-31',
    });
  });
});

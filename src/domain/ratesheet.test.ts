import { describe, expect, it } from 'vitest';
import {
  addDays,
  amountIssue,
  applyRateChanges,
  bulkDates,
  bulkLastDate,
  bulkPeriodIssues,
  EMPTY_RATE,
  isoWeekday,
  latestChange,
  maxStayBounds,
  minStayBounds,
  rateFieldChanges,
  sameRate,
  stayIssues,
  targetFieldChanges,
  targetRateIssues,
  toCents,
  weekdayMask,
} from './ratesheet.ts';

describe('stay bounds (BOCHECK, BOLIM: 1..30, max stay at least min stay or 3)', () => {
  it.each([
    [null, { min: 1, max: 30 }],
    [7, { min: 1, max: 7 }],
    [45, { min: 1, max: 30 }],
  ])('min stay with max stay %s', (maxLOS, bounds) => {
    expect(minStayBounds(maxLOS)).toEqual(bounds);
  });

  it.each([
    [null, { min: 3, max: 30 }],
    [1, { min: 1, max: 30 }],
    [5, { min: 5, max: 30 }],
  ])('max stay with min stay %s', (minLOS, bounds) => {
    expect(maxStayBounds(minLOS)).toEqual(bounds);
  });

  it.each([
    [{ minLOS: null, maxLOS: null }, []],
    [{ minLOS: 1, maxLOS: 30 }, []],
    [{ minLOS: 5, maxLOS: 5 }, []],
    [{ minLOS: null, maxLOS: 3 }, []],
    [{ minLOS: 0, maxLOS: null }, [{ field: 'minLOS', code: 'error.field.min' }]],
    [{ minLOS: 31, maxLOS: null }, [{ field: 'minLOS', code: 'error.field.max' }]],
    [{ minLOS: null, maxLOS: 2 }, [{ field: 'maxLOS', code: 'error.field.min' }]],
    [{ minLOS: null, maxLOS: 31 }, [{ field: 'maxLOS', code: 'error.field.max' }]],
    [
      { minLOS: 6, maxLOS: 5 },
      [
        { field: 'minLOS', code: 'error.field.max' },
        { field: 'maxLOS', code: 'error.field.min' },
      ],
    ],
    [{ minLOS: 2.5, maxLOS: null }, [{ field: 'minLOS', code: 'error.field.generic.invalid' }]],
  ])('%j → %j', (values, issues) => {
    expect(stayIssues(values)).toEqual(issues);
  });
});

describe('amounts (BOCHECK-1: required, 0.01 minimum, two decimals, no sign)', () => {
  it.each([
    [100, {}, null],
    [0.01, {}, null],
    [99_999.99, {}, null],
    [0, {}, 'error.amount.min'],
    [0.005, {}, 'error.field.generic.invalid'],
    [-5, {}, 'error.field.generic.invalid'],
    [100_000, {}, 'error.amount.max'],
    [Number.NaN, {}, 'error.field.generic.invalid'],
    [null, {}, null],
    [null, { required: true }, 'error.required'],
    [5, { min: 10 }, 'error.amount.min'],
    [50, { max: 40 }, 'error.amount.max'],
  ])('%s with %j → %s', (amount, options, code) => {
    expect(amountIssue('amount', amount, options)?.code ?? null).toBe(code);
  });

  it('converts to cents exactly', () => {
    expect(toCents(135.5)).toBe(13_550);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(99_999.99)).toBe(9_999_999);
  });
});

describe('bulk period (today .. today + 2 years)', () => {
  const today = '2026-11-25';
  it('reaches the same day two years later (29 February → 28 February)', () => {
    expect(bulkLastDate(today)).toBe('2028-11-25');
    expect(bulkLastDate('2028-02-29')).toBe('2030-02-28');
  });

  it.each([
    ['2026-11-25', '2028-11-25', []],
    ['2026-11-24', '2026-11-30', [{ field: 'startDate', code: 'error.field.min' }]],
    ['2026-12-10', '2026-12-01', [{ field: 'endDate', code: 'error.date.end.before.start' }]],
    ['2026-12-01', '2028-11-26', [{ field: 'endDate', code: 'error.field.max' }]],
    [
      '2028-11-26',
      '2028-11-27',
      [
        { field: 'startDate', code: 'error.field.max' },
        { field: 'endDate', code: 'error.field.max' },
      ],
    ],
    [
      null,
      null,
      [
        { field: 'startDate', code: 'error.required' },
        { field: 'endDate', code: 'error.required' },
      ],
    ],
  ])('%s .. %s', (start, end, issues) => {
    expect(bulkPeriodIssues(start, end, today)).toEqual(issues);
  });

  it('lists the dates of the period on the chosen ISO weekdays', () => {
    // 2026-11-30 is a Monday.
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(bulkDates('2026-11-30', '2026-12-13', [6, 7])).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(bulkDates('2026-11-25', '2028-11-25', [1, 2, 3, 4, 5, 6, 7])).toHaveLength(732);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('bulk target (null keeps the current value)', () => {
  const empty = { amount: null, minLOS: null, maxLOS: null, closedToArrival: null, closedToDeparture: null };
  it.each([
    [{ amount: 120 }, []],
    [{ closedToArrival: false }, []],
    [{}, [{ field: 'targetRate', code: 'error.required' }]],
    [{ amount: 0 }, [{ field: 'targetRate.amount', code: 'error.amount.min' }]],
    [
      { minLOS: 4, maxLOS: 3 },
      [
        { field: 'targetRate.minLOS', code: 'error.field.max' },
        { field: 'targetRate.maxLOS', code: 'error.field.min' },
      ],
    ],
    [{ maxLOS: 2 }, [{ field: 'targetRate.maxLOS', code: 'error.field.min' }]],
  ])('%j', (target, issues) => {
    expect(targetRateIssues({ ...empty, ...target })).toEqual(issues);
  });
});

describe('cells and audit', () => {
  it('applies the changed fields over the current values and compares cells', () => {
    const current = { ...EMPTY_RATE, amount: 100, minLOS: 2 };
    const next = applyRateChanges(current, { amount: 120, closedToArrival: true });
    expect(next).toEqual({ ...current, amount: 120, closedToArrival: true });
    expect(sameRate(current, { ...current })).toBe(true);
    expect(sameRate(current, next)).toBe(false);
  });

  it('finds the latest bulk change covering a date on its weekdays', () => {
    expect(weekdayMask([1, 7])).toBe(65);
    expect(weekdayMask([1, 2, 3, 4, 5, 6, 7])).toBe(127);
    const changes = [
      { id: 2, start_date: '2026-12-01', end_date: '2026-12-31', weekdays: weekdayMask([7]) },
      { id: 1, start_date: '2026-11-01', end_date: '2027-01-31', weekdays: 127 },
    ];
    expect(latestChange(changes, '2026-12-06')?.id).toBe(2);
    expect(latestChange(changes, '2026-12-07')?.id).toBe(1);
    expect(latestChange(changes, '2027-02-01')).toBeNull();
  });

  it('names the fields a change moved, in row order', () => {
    const before = { ...EMPTY_RATE, amount: 87, minLOS: 1 };
    const after = { ...before, amount: 123.45, minLOS: 2, closedToDeparture: true };
    expect(rateFieldChanges(before, after)).toEqual([
      { field: 'amount', before: 87, after: 123.45 },
      { field: 'minLOS', before: 1, after: 2 },
      { field: 'closedToDeparture', before: false, after: true },
    ]);
    expect(rateFieldChanges(before, { ...before })).toEqual([]);
    expect(rateFieldChanges(EMPTY_RATE, { ...EMPTY_RATE, amount: 90 })).toEqual([
      { field: 'amount', before: null, after: 90 },
    ]);
  });
});

describe("a bulk edit's values in the last-change hint", () => {
  const keep = { amount: null, minLOS: null, maxLOS: null, closedToArrival: null, closedToDeparture: null };
  it('lists the fields the target sets, in row order, false flags included', () => {
    expect(targetFieldChanges({ ...keep, closedToDeparture: false, amount: 150, minLOS: 5 })).toEqual([
      { field: 'amount', after: 150 },
      { field: 'minLOS', after: 5 },
      { field: 'closedToDeparture', after: false },
    ]);
  });
  it('lists nothing for an empty target', () => {
    expect(targetFieldChanges(keep)).toEqual([]);
  });
});

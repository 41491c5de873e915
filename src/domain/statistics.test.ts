import { describe, expect, it } from 'vitest';
import {
  cumulativeReviews,
  datasetReport,
  datasetTotals,
  fillEntries,
  legendPercentages,
  matchByTitle,
  percentChange,
  periodCount,
  periodKey,
  periodKeys,
  periodLabel,
  reportKind,
  type StatisticsDataset,
  seriesValues,
  yAxisMax,
} from './statistics.ts';

const dataset = (
  title: string,
  values: number[],
  yType: StatisticsDataset['yType'] = 'CURRENCY',
): StatisticsDataset => ({
  title,
  xType: 'MONTHS',
  yType,
  entries: Object.fromEntries(values.map((v, i) => [`2026-${String(i + 1).padStart(2, '0')}`, v])),
});

describe('period keys', () => {
  it.each([
    ['2026-11-05', 'DAYS', '2026-11-05'],
    ['2026-11-05', 'MONTHS', '2026-11'],
    ['2026-11-05', 'YEARS', '2026'],
  ] as const)('periodKey(%s, %s) → %s', (date, xType, key) => {
    expect(periodKey(date, xType)).toBe(key);
  });

  it('lists every day, month or year of the period, both ends included', () => {
    expect(periodKeys('2026-02-27', '2026-03-02', 'DAYS')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodKeys('2028-02-28', '2028-03-01', 'DAYS')).toHaveLength(3); // leap year
    expect(periodKeys('2026-11-30', '2027-02-01', 'MONTHS')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(periodKeys('2024-06-01', '2026-01-01', 'YEARS')).toEqual(['2024', '2025', '2026']);
    expect(periodKeys('2026-05-05', '2026-05-05', 'MONTHS')).toEqual(['2026-05']);
    expect(periodKeys('2026-05-05', '2026-05-04', 'DAYS')).toEqual([]);
    expect(periodCount('2026-01-01', '2026-12-31', 'DAYS')).toBe(365);
  });

  it('fills the missing periods with 0 and drops keys outside', () => {
    const keys = ['2026-01', '2026-02', '2026-03'];
    expect(
      fillEntries(
        keys,
        new Map([
          ['2026-02', 5],
          ['2025-12', 9],
        ]),
      ),
    ).toEqual({
      '2026-01': 0,
      '2026-02': 5,
      '2026-03': 0,
    });
  });
});

describe('chart figures', () => {
  it('ends the y axis at the largest value plus 10', () => {
    expect(yAxisMax([3, 42.5, 7])).toBe(52.5);
    expect(yAxisMax([])).toBe(10);
    expect(yAxisMax([-5])).toBe(10);
  });

  it.each([
    [150, 120, 25],
    [120, 150, -20],
    [5, 0, 100],
    [0, 0, 100],
    [1, 3, -66.67],
    [2, 3, -33.33],
    [1, 8, -87.5],
    [100.5, 100, 0.5],
  ])('percentChange(%s, %s) → %s', (value, comparison, change) => {
    expect(percentChange(value, comparison)).toBe(change);
  });

  it('gives legend percentages to two decimals', () => {
    expect(legendPercentages([1, 1, 1])).toEqual([33.33, 33.33, 33.33]);
    expect(legendPercentages([2, 1])).toEqual([66.67, 33.33]);
    expect(legendPercentages([0, 0])).toEqual([0, 0]);
    expect(legendPercentages([3, 0, 1])).toEqual([75, 0, 25]);
  });

  it('matches compare datasets by title and lines them up by position', () => {
    const current = [dataset('BOOKING', [1, 2]), dataset('PHONE', [3, 4])];
    const previous = [dataset('PHONE', [5]), dataset('EXPEDIA', [6, 7])];
    const matched = matchByTitle(current, previous);
    expect(matched.map((d) => d?.title ?? null)).toEqual([null, 'PHONE']);
    // PHONE had one period then: the second is a gap, not a zero.
    expect(seriesValues(matched[1] ?? null, 2)).toEqual([5, null]);
    expect(seriesValues(null, 2)).toEqual([0, 0]);
    expect(datasetTotals(current)).toEqual([3, 7]);
  });
});

describe('reports (BOLIM-8)', () => {
  it('average rate: the total over the count of positive periods, total shown', () => {
    // 0 + 300 + 0 + 500 = 800 over 2 positive months = 400.
    const report = datasetReport('RESERVATIONS_AMOUNT_TREND', dataset('amount', [0, 300, 0, 500]));
    expect(report).toEqual({
      title: 'amount',
      yType: 'CURRENCY',
      kind: 'AVERAGE_RATE',
      total: 800,
      value: 400,
      change: null,
    });
    expect(datasetReport('TRANSFERS_TREND', dataset('x', [0, 0], 'COUNT')).value).toBe(0);
    // 10 over 3 positive periods = 3.33.
    expect(datasetReport('TRANSFERS_TREND', dataset('x', [5, 3, 2], 'COUNT')).value).toBe(3.33);
  });

  it('occupation rate: the total over the period count, total hidden', () => {
    // (80 + 0 + 70 + 50) / 4 = 50.
    const report = datasetReport(
      'RESERVATIONS_AMOUNT_TREND',
      dataset('occupation', [80, 0, 70, 50], 'PERCENTAGE'),
    );
    expect(report.kind).toBe('OCCUPATION_RATE');
    expect(report.total).toBeNull();
    expect(report.value).toBe(50);
    // 100 / 3 = 33.33.
    expect(datasetReport('RESERVATIONS_AMOUNT_TREND', dataset('o', [50, 50, 0], 'PERCENTAGE')).value).toBe(
      33.33,
    );
  });

  it('review series: the last value, totals hidden for counts and averages', () => {
    const count = datasetReport('REVIEWS_COUNT_TREND', dataset('REVIEWS_TOTAL', [10, 12, 15], 'COUNT'));
    expect(count).toMatchObject({ kind: 'LAST_VALUE', total: null, value: 15 });
    const average = datasetReport(
      'REVIEWS_COUNT_TREND',
      dataset('REVIEWS_AVERAGE', [8.1, 8.25, 7.9], 'SCORE'),
    );
    expect(average).toMatchObject({ kind: 'LAST_VALUE', total: null, value: 7.9 });
    expect(reportKind('REVIEWS_COUNT_TREND', 'COUNT')).toBe('LAST_VALUE');
  });

  it('compares the total where shown, else the value', () => {
    // Totals 800 against 640: +25 %.
    expect(
      datasetReport(
        'RESERVATIONS_AMOUNT_TREND',
        dataset('amount', [0, 300, 0, 500]),
        dataset('amount', [640]),
      ).change,
    ).toBe(25);
    // Last values 15 against 12: +25 %; against 0: 100.
    expect(
      datasetReport('REVIEWS_COUNT_TREND', dataset('r', [10, 15], 'COUNT'), dataset('r', [9, 12], 'COUNT'))
        .change,
    ).toBe(25);
    expect(
      datasetReport('REVIEWS_COUNT_TREND', dataset('r', [3], 'COUNT'), dataset('r', [0], 'COUNT')).change,
    ).toBe(100);
    // Occupation 50 against 40: +25 %.
    expect(
      datasetReport(
        'RESERVATIONS_AMOUNT_TREND',
        dataset('o', [60, 40], 'PERCENTAGE'),
        dataset('o', [40, 40], 'PERCENTAGE'),
      ).change,
    ).toBe(25);
  });
});

describe('cumulativeReviews', () => {
  it('runs the count and the average from the reviews before the period', () => {
    const series = cumulativeReviews(
      ['2026-01', '2026-02', '2026-03'],
      new Map([
        ['2026-01', { count: 2, scoreSum: 17 }],
        ['2026-03', { count: 1, scoreSum: 4 }],
      ]),
      { count: 2, scoreSum: 19 },
    );
    // 4 reviews (36 points) = 9; 4 = 9; 5 reviews (40 points) = 8.
    expect(series.count).toEqual({ '2026-01': 4, '2026-02': 4, '2026-03': 5 });
    expect(series.average).toEqual({ '2026-01': 9, '2026-02': 9, '2026-03': 8 });
    expect(cumulativeReviews(['2026-01'], new Map(), { count: 0, scoreSum: 0 }).average).toEqual({
      '2026-01': 0,
    });
    // 3 reviews of 25 points: 8.33.
    expect(
      cumulativeReviews(['2026-01'], new Map([['2026-01', { count: 3, scoreSum: 25 }]]), {
        count: 0,
        scoreSum: 0,
      }).average['2026-01'],
    ).toBe(8.33);
  });
});

describe('periodLabel (BOLIM-7 date formats)', () => {
  it.each([
    ['2026-11-05', 'DAYS', 'small', 'en', '05/11/26'],
    ['2026-11-05', 'DAYS', 'large', 'en', '05 Nov 2026'],
    ['2026-11-05', 'DAYS', 'large', 'it', '05 nov 2026'],
    ['2026-11', 'MONTHS', 'small', 'en', 'Nov'],
    ['2026-11', 'MONTHS', 'large', 'en', 'November'],
    ['2026-11', 'MONTHS', 'large', 'it', 'novembre'],
    ['2026', 'YEARS', 'small', 'en', '2026'],
  ] as const)('%s %s %s %s → %s', (key, xType, size, language, label) => {
    expect(periodLabel(key, xType, size, language)).toBe(label);
  });

  it('adds the year to months when asked', () => {
    expect(periodLabel('2027-01', 'MONTHS', 'small', 'en', true)).toBe('Jan 2027');
  });
});

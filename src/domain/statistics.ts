/**
 * Statistics of a hotel (BODATA-13 Statistics dataset and Chart types, BOLIM Widgets: chart and
 * report): period keys by x type, the complete entries of a period, the chart's y maximum, the
 * reports (average rate over positive periods, occupation over the period count, last value of
 * the review series, percentage change to two decimals and 100 against a zero comparison), the
 * legend percentages, compare datasets matched by title, and the spec's date formats. Pure: the
 * worker computes the figures in SQL and shapes them here; the screen reads them.
 */

export const STATISTICS_CHARTS = [
  'RESERVATIONS_AMOUNT_TREND',
  'RESERVATIONS_SOURCE_TREND',
  'REVIEWS_COUNT_TREND',
  'TRANSFERS_TREND',
] as const;

import { localeOf } from './dates-format.ts';
export type StatisticsChart = (typeof STATISTICS_CHARTS)[number];

/** BODATA-13 chart types: bar, doughnut, line, bar. */
export const CHART_KIND: Record<StatisticsChart, 'bar' | 'doughnut' | 'line'> = {
  RESERVATIONS_AMOUNT_TREND: 'bar',
  RESERVATIONS_SOURCE_TREND: 'doughnut',
  REVIEWS_COUNT_TREND: 'line',
  TRANSFERS_TREND: 'bar',
};

export const X_TYPES = ['DAYS', 'MONTHS', 'YEARS'] as const;
export type XType = (typeof X_TYPES)[number];

export const Y_TYPES = ['CURRENCY', 'PERCENTAGE', 'COUNT', 'SCORE'] as const;
export type YType = (typeof Y_TYPES)[number];

/** BODATA: title, xType, yType, entries (time key → number). */
export type StatisticsDataset = {
  title: string;
  xType: XType;
  yType: YType;
  entries: Record<string, number>;
};

/** Longest period per x type: a year of days, ten years of months, twenty years. */
export const MAX_PERIODS: Record<XType, number> = { DAYS: 366, MONTHS: 120, YEARS: 20 };

/** BOLIM: the review average axis is fixed from 4 to 12. */
export const REVIEW_AXIS = { min: 4, max: 12 } as const;
/** BOLIM: bars blue, the comparison a darker blue; doughnut cutout 60 %. */
export const BAR_COLOUR = '#1976d2';
export const COMPARE_COLOUR = '#0d3c78';
export const DOUGHNUT_CUTOUT = '60%';
/** BOLIM-8: the reports list is at most 340 px high. */
export const REPORTS_MAX_HEIGHT_PX = 340;

/** The length of a date's prefix that is its time key: 'YYYY-MM-DD', 'YYYY-MM', 'YYYY'. */
export const KEY_LENGTH: Record<XType, number> = { DAYS: 10, MONTHS: 7, YEARS: 4 };

/** The time key of a date ('2026-11-05', MONTHS → '2026-11'). */
export function periodKey(date: string, xType: XType): string {
  return date.slice(0, KEY_LENGTH[xType]);
}

const addUtcDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Every time key from `from` to `to` (both included), in order:
 * `periodKeys('2026-01-30', '2026-03-01', 'MONTHS')` → ['2026-01', '2026-02', '2026-03'].
 */
export function periodKeys(from: string, to: string, xType: XType): string[] {
  if (to < from) return [];
  const keys: string[] = [];
  if (xType === 'DAYS') {
    for (let day = from; day <= to && keys.length <= MAX_PERIODS.DAYS; day = addUtcDays(day, 1))
      keys.push(day);
    return keys;
  }
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = periodKey(to, xType);
  for (;;) {
    const key = xType === 'YEARS' ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
    keys.push(key);
    if (key >= last || keys.length > MAX_PERIODS[xType]) return keys;
    if (xType === 'YEARS') year += 1;
    else if (month === 12) {
      year += 1;
      month = 1;
    } else month += 1;
  }
}

/** The number of periods between two dates (both included). */
export function periodCount(from: string, to: string, xType: XType): number {
  return periodKeys(from, to, xType).length;
}

/** The entries of every key of the period, 0 where nothing happened (keys outside are dropped). */
export function fillEntries(
  keys: readonly string[],
  values: ReadonlyMap<string, number>,
): Record<string, number> {
  return Object.fromEntries(keys.map((key) => [key, values.get(key) ?? 0]));
}

/** Rounds to two decimals (half away from zero, as money is shown). */
export function round2(value: number): number {
  return Math.sign(value) * (Math.round((Math.abs(value) + Number.EPSILON) * 100) / 100);
}

/** BOLIM-7: the y axis ends at the largest value plus 10. */
export function yAxisMax(values: readonly number[]): number {
  return Math.max(0, ...values.filter(Number.isFinite)) + 10;
}

/**
 * BOLIM-8: the percentage change of `value` against `comparison`, to two decimals; 100 when
 * the comparison is 0 (`percentChange(150, 120)` → 25, `percentChange(5, 0)` → 100).
 */
export function percentChange(value: number, comparison: number): number {
  if (comparison === 0) return 100;
  return round2(((value - comparison) / Math.abs(comparison)) * 100);
}

/** BOLIM: each value's share of the total in percent, to two decimals (all 0 when the total is 0). */
export function legendPercentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => (total === 0 ? 0 : round2((value * 100) / total)));
}

export type ReportKind = 'AVERAGE_RATE' | 'OCCUPATION_RATE' | 'LAST_VALUE';

/** One line of the reports list. */
export type DatasetReport = {
  title: string;
  yType: YType;
  kind: ReportKind;
  /** The sum of the entries; null where the spec hides it (rates, review counts and averages). */
  total: number | null;
  /** The average rate, the occupation rate or the last value, by `kind`. */
  value: number;
  /** Against the comparison dataset of the same title; null without one. */
  change: number | null;
};

/** How a dataset is summed up: review series by their last value, percentages over every period, the rest over positive ones. */
export function reportKind(chart: StatisticsChart, yType: YType): ReportKind {
  if (chart === 'REVIEWS_COUNT_TREND') return 'LAST_VALUE';
  if (yType === 'PERCENTAGE') return 'OCCUPATION_RATE';
  return 'AVERAGE_RATE';
}

function figures(chart: StatisticsChart, dataset: StatisticsDataset) {
  const values = Object.values(dataset.entries);
  const total = values.reduce((sum, value) => sum + value, 0);
  const kind = reportKind(chart, dataset.yType);
  let value: number;
  if (kind === 'LAST_VALUE') value = values.at(-1) ?? 0;
  else if (kind === 'OCCUPATION_RATE') value = values.length === 0 ? 0 : round2(total / values.length);
  else {
    const positive = values.filter((v) => v > 0).length;
    value = positive === 0 ? 0 : round2(total / positive);
  }
  return { kind, total: kind === 'AVERAGE_RATE' ? round2(total) : null, value };
}

/**
 * The report of a dataset (BOLIM-8): average rate = total over the count of positive periods;
 * occupation rate = total over the period count; review series = their last value, totals hidden.
 * The change compares the total where it is shown, otherwise the value.
 */
export function datasetReport(
  chart: StatisticsChart,
  dataset: StatisticsDataset,
  comparison?: StatisticsDataset | null,
): DatasetReport {
  const current = figures(chart, dataset);
  let change: number | null = null;
  if (comparison) {
    const other = figures(chart, comparison);
    change =
      current.total !== null && other.total !== null
        ? percentChange(current.total, other.total)
        : percentChange(current.value, other.value);
  }
  return { title: dataset.title, yType: dataset.yType, ...current, change };
}

/** BODATA-13: compare datasets are matched by title (null where the comparison lacks one). */
export function matchByTitle(
  datasets: readonly StatisticsDataset[],
  comparison: readonly StatisticsDataset[],
): Array<StatisticsDataset | null> {
  const byTitle = new Map(comparison.map((dataset) => [dataset.title, dataset]));
  return datasets.map((dataset) => byTitle.get(dataset.title) ?? null);
}

/**
 * A dataset's values in key order (the comparison's are lined up by position with the current
 * ones). A position past the end of a shorter period has no value (null, a gap), never 0: a
 * 30-day month compared with a 31-day one must not end with an average score of zero. A dataset
 * the comparison lacks (a source with no reservation then) counts 0 over the whole period.
 */
export function seriesValues(dataset: StatisticsDataset | null, length: number): (number | null)[] {
  if (!dataset) return Array.from({ length }, () => 0);
  const values = Object.values(dataset.entries);
  return Array.from({ length }, (_, i) => values[i] ?? null);
}

/** The total of each dataset over the period (a doughnut's slices). */
export function datasetTotals(datasets: readonly StatisticsDataset[]): number[] {
  return datasets.map((dataset) => round2(Object.values(dataset.entries).reduce((sum, v) => sum + v, 0)));
}

/**
 * The review series of a period from the reviews per period and those written before it:
 * the running count of reviews and the running average score (two decimals; 0 before any review).
 */
export function cumulativeReviews(
  keys: readonly string[],
  perPeriod: ReadonlyMap<string, { count: number; scoreSum: number }>,
  before: { count: number; scoreSum: number },
): { count: Record<string, number>; average: Record<string, number> } {
  let count = before.count;
  let scoreSum = before.scoreSum;
  const counts: Record<string, number> = {};
  const averages: Record<string, number> = {};
  for (const key of keys) {
    const period = perPeriod.get(key);
    count += period?.count ?? 0;
    scoreSum += period?.scoreSum ?? 0;
    counts[key] = count;
    averages[key] = count === 0 ? 0 : round2(scoreSum / count);
  }
  return { count: counts, average: averages };
}

export type LabelSize = 'small' | 'large';

const MONTH_INDEX = (key: string) => Number(key.slice(5, 7)) - 1;

/**
 * BOLIM-7 date formats: days DD/MM/YY (small) or DD MMM YYYY (large); months MMM (small) or
 * MMMM (large), with the year when the period spans several; years YYYY.
 */
export function periodLabel(
  key: string,
  xType: XType,
  size: LabelSize,
  language: string,
  withYear = false,
): string {
  if (xType === 'YEARS') return key.slice(0, 4);
  const year = key.slice(0, 4);
  if (xType === 'MONTHS') {
    const date = new Date(Date.UTC(Number(year), MONTH_INDEX(key), 1));
    const month = new Intl.DateTimeFormat(localeOf(language), {
      month: size === 'small' ? 'short' : 'long',
      timeZone: 'UTC',
    }).format(date);
    return withYear ? `${month} ${year}` : month;
  }
  const day = key.slice(8, 10);
  if (size === 'small') return `${day}/${key.slice(5, 7)}/${year.slice(2)}`;
  const month = new Intl.DateTimeFormat(localeOf(language), { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(year), MONTH_INDEX(key), 1)),
  );
  return `${day} ${month} ${year}`;
}

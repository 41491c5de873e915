/**
 * The statistics screen's period in the address (`/secure/statistics?from=…&to=…&xType=MONTHS
 * &compareFrom=…&compareTo=…`): defaults, the comparison's default (the same number of days just
 * before), and the checks the API makes (end after start, at most MAX_PERIODS periods).
 */
import {
  MAX_PERIODS,
  periodCount,
  type StatisticsChart,
  X_TYPES,
  type XType,
} from '../../../domain/statistics.ts';

export type StatisticsPeriod = {
  from: string;
  to: string;
  xType: XType;
  compare: { from: string; to: string } | null;
};

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null): value is string =>
  value !== null &&
  ISO.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const shiftDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Default: 30 days back to 30 days ahead of today, by day (what a front desk looks at first). */
export function defaultPeriod(today: string): StatisticsPeriod {
  return { from: shiftDays(today, -30), to: shiftDays(today, 30), xType: 'DAYS', compare: null };
}

/** The comparison a manager is offered first: as many days, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  const end = shiftDays(from, -1);
  return { from: shiftDays(end, -days), to: end };
}

/** The message key of what is wrong with a period, or null. */
export function periodError(from: string, to: string, xType: XType): string | null {
  if (!isDate(from) || !isDate(to)) return 'error.field.generic.invalid';
  if (to < from) return 'error.date.end.before.start';
  if (periodCount(from, to, xType) > MAX_PERIODS[xType]) return 'bo.statistics.error.too.long';
  return null;
}

/** The period of an address's query; anything invalid falls back to the default. */
export function periodFromQuery(query: URLSearchParams, today: string): StatisticsPeriod {
  const fallback = defaultPeriod(today);
  const xTypeText = query.get('xType');
  const xType = (X_TYPES as readonly (string | null)[]).includes(xTypeText)
    ? (xTypeText as XType)
    : fallback.xType;
  const from = query.get('from');
  const to = query.get('to');
  const base =
    isDate(from) && isDate(to) && periodError(from, to, xType) === null
      ? { from, to, xType }
      : {
          from: fallback.from,
          to: fallback.to,
          xType: periodError(fallback.from, fallback.to, xType) ? 'DAYS' : xType,
        };
  const compareFrom = query.get('compareFrom');
  const compareTo = query.get('compareTo');
  const compare =
    isDate(compareFrom) && isDate(compareTo) && periodError(compareFrom, compareTo, base.xType) === null
      ? { from: compareFrom, to: compareTo }
      : null;
  return { ...base, xType: base.xType as XType, compare };
}

/** The address query of a period. */
export function periodToQuery(period: StatisticsPeriod): string {
  const query = new URLSearchParams({ from: period.from, to: period.to, xType: period.xType });
  if (period.compare) {
    query.set('compareFrom', period.compare.from);
    query.set('compareTo', period.compare.to);
  }
  return query.toString();
}

/** The comparison's bounds as the API's query names them, or nothing. */
const compareQuery = (period: StatisticsPeriod) =>
  period.compare ? { compareFrom: period.compare.from, compareTo: period.compare.to } : {};

/** The query of one chart's read (its cache key too: a chart and a period make one answer). */
export function chartQuery(chart: StatisticsChart, period: StatisticsPeriod) {
  return { chart, from: period.from, to: period.to, xType: period.xType, ...compareQuery(period) };
}

/** The query of the revenue figures' read: by day always, so the grouping is not part of it. */
export function revenueQuery(period: StatisticsPeriod) {
  return { from: period.from, to: period.to, ...compareQuery(period) };
}

/**
 * One chart card of the statistics screen: the chart of the period (read through the query cache,
 * keyed by chart and period, so going back to a period shows it at once), its one-sentence
 * summary, the table alternative and the reports of each dataset.
 */

import { type ReactNode, useId } from 'react';
import { statisticsEndpoints } from '../../../contracts/routes/statistics.ts';
import type { StatisticsResponse } from '../../../contracts/secure/statistics.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  BAR_COLOUR,
  CHART_KIND,
  COMPARE_COLOUR,
  type DatasetReport,
  datasetReport,
  datasetTotals,
  legendPercentages,
  matchByTitle,
  periodLabel,
  REVIEW_AXIS,
  type StatisticsChart,
  type StatisticsDataset,
  seriesValues,
  type YType,
} from '../../../domain/statistics.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Chart } from '../../../ui/Chart.tsx';
import type { ChartSeries } from '../../../ui/chart-data.ts';
import { formatMoney, formatNumber } from '../../../ui/format.ts';
import { failureText } from '../../shared/request-error.ts';
import { useSecureQuery } from '../app/query.ts';
import { sourceLabel } from '../reservations/SourceBadge.tsx';
import { chartQuery, type StatisticsPeriod } from './statistics-query.ts';

/** Second colours of multi-series bars and lines, and their darker compare shades. */
const SERIES_COLOURS = [BAR_COLOUR, '#00838f', '#ef6c00'];
const COMPARE_COLOURS = [COMPARE_COLOUR, '#00474e', '#8a3c00'];
const FALLBACK_SLICE = '#757575';

/** A day as the screen writes it ('26 November 2026'). */
export function dayText(date: string, language: Language): string {
  return periodLabel(date, 'DAYS', 'large', language);
}

/** A dataset's name: a source's, a transfer service's, or the figure's. */
function datasetName(chart: StatisticsChart, title: string, t: Translate): string {
  if (chart === 'RESERVATIONS_SOURCE_TREND') return sourceLabel(title, t);
  const key = `bo.statistics.dataset.${title}`;
  return t.has(key) ? t.text(key) : title;
}

function formatValue(value: number, yType: YType, language: Language, currency: string): string {
  if (yType === 'CURRENCY') return formatMoney(value, language, currency);
  if (yType === 'PERCENTAGE') return `${formatNumber(value, language, 2)} %`;
  return formatNumber(value, language, 2);
}

function signed(value: number, language: Language): string {
  const text = formatNumber(Math.abs(value), language, 2);
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text} %`;
}

/** The one-sentence summary of a chart. */
function summaryOf(
  data: StatisticsResponse,
  reports: DatasetReport[],
  language: Language,
  t: Translate,
): string {
  const from = dayText(data.period.from, language);
  const to = dayText(data.period.to, language);
  const chart = data.chart;
  const find = (title: string) => reports.find((r) => r.title === title);
  if (chart === 'RESERVATIONS_AMOUNT_TREND') {
    const amount = find('AMOUNT');
    const count = find('RESERVATIONS');
    const occupation = find('OCCUPATION');
    return t('bo.statistics.summary.amount', {
      from,
      to,
      count: formatNumber(count?.total ?? 0, language),
      amount: formatMoney(amount?.total ?? 0, language, data.currency),
      average: formatMoney(amount?.value ?? 0, language, data.currency),
      occupation: formatNumber(occupation?.value ?? 0, language, 2),
    });
  }
  if (chart === 'RESERVATIONS_SOURCE_TREND') {
    const totals = datasetTotals(data.datasets);
    const total = totals.reduce((s, v) => s + v, 0);
    const first = data.datasets[0];
    if (!first || total === 0) return t('bo.statistics.summary.sources.none', { from, to });
    return t('bo.statistics.summary.sources', {
      from,
      to,
      source: sourceLabel(first.title, t),
      count: formatNumber(totals[0] ?? 0, language),
      total: formatNumber(total, language),
      share: formatNumber(legendPercentages(totals)[0] ?? 0, language, 2),
    });
  }
  if (chart === 'REVIEWS_COUNT_TREND') {
    return t('bo.statistics.summary.reviews', {
      to,
      count: formatNumber(find('REVIEWS_TOTAL')?.value ?? 0, language),
      average: formatNumber(find('REVIEWS_AVERAGE')?.value ?? 0, language, 2),
    });
  }
  const total = reports.reduce((s, r) => s + (r.total ?? 0), 0);
  return t('bo.statistics.summary.transfers', { from, to, count: formatNumber(total, language) });
}

function ReportsList({
  chart,
  reports,
  shares,
  compared,
  currency,
  language,
  t,
}: {
  chart: StatisticsChart;
  reports: DatasetReport[];
  shares: number[] | null;
  compared: boolean;
  currency: string;
  language: Language;
  t: Translate;
}) {
  const label = t('bo.statistics.reports', { chart: t(`bo.statistics.chart.${chart}`) });
  return (
    // The list scrolls past 340 px: focusable so that a keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <ul className="bo-stats__reports" aria-label={label} tabIndex={0}>
      {reports.map((report, index) => (
        <li key={report.title} className="bo-stats__report">
          <span className="bo-stats__report-name">{datasetName(chart, report.title, t)}</span>
          {report.total !== null ? (
            <span>
              {t('bo.statistics.report.total')}:{' '}
              <strong>{formatValue(report.total, report.yType, language, currency)}</strong>
            </span>
          ) : null}
          <span>
            {t(`bo.statistics.report.${report.kind}`)}:{' '}
            <strong>{formatValue(report.value, report.yType, language, currency)}</strong>
          </span>
          {shares ? (
            <span>
              {t('bo.statistics.report.share')}:{' '}
              <strong>{formatNumber(shares[index] ?? 0, language, 2)} %</strong>
            </span>
          ) : null}
          {compared ? (
            <span
              className={
                report.change === null ? undefined : report.change >= 0 ? 'bo-stats__up' : 'bo-stats__down'
              }
            >
              {t('bo.statistics.report.change')}:{' '}
              <strong>{report.change === null ? '—' : signed(report.change, language)}</strong>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ChartCard({
  hotelId,
  chart,
  period,
  language,
  t,
  narrow,
  colours,
}: {
  hotelId: number;
  chart: StatisticsChart;
  period: StatisticsPeriod;
  language: Language;
  t: Translate;
  narrow: boolean;
  colours: ReadonlyMap<string, string>;
}) {
  const query = useSecureQuery(
    statisticsEndpoints.getHotelStatistics,
    { params: { hotelId }, query: chartQuery(chart, period) },
    { fallback: 'Error getting the statistics' },
  );
  const headingId = useId();
  const title = t(`bo.statistics.chart.${chart}`);
  let body: ReactNode;
  if (query.isPending) body = <p aria-busy="true">{t('bo.statistics.loading')}</p>;
  else if (query.isError)
    body = (
      <p className="bo-stats__error" role="alert">
        {failureText(query.error, t, t('bo.statistics.error'))}
      </p>
    );
  else
    body = (
      <ChartCardBody
        chart={chart}
        data={query.data}
        title={title}
        language={language}
        t={t}
        narrow={narrow}
        colours={colours}
      />
    );
  return (
    <section className="bo-stats__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}

type ChartBodyProps = {
  chart: StatisticsChart;
  data: StatisticsResponse;
  title: string;
  language: Language;
  t: Translate;
  narrow: boolean;
  colours: ReadonlyMap<string, string>;
};

/** The period's chart (a doughnut, or a trend by period), then the reports of each dataset. */
function ChartCardBody(props: ChartBodyProps) {
  const { chart, data, language, t } = props;
  const comparison = data.compare ? matchByTitle(data.datasets, data.compare.datasets) : null;
  // A dataset the comparison period lacks (a source it never had) compares with zero: +100 %.
  const reports = data.datasets.map((d, i) =>
    datasetReport(chart, d, comparison ? (comparison[i] ?? { ...EMPTY, title: d.title }) : null),
  );
  const summary = summaryOf(data, reports, language, t);
  const doughnut = CHART_KIND[chart] === 'doughnut';
  return (
    <>
      {doughnut ? (
        <DoughnutCharts {...props} comparison={comparison} summary={summary} />
      ) : (
        <TrendChart {...props} comparison={comparison} summary={summary} />
      )}
      <ReportsList
        chart={chart}
        reports={reports}
        shares={doughnut ? legendPercentages(datasetTotals(data.datasets)) : null}
        compared={data.compare !== null}
        currency={data.currency}
        language={language}
        t={t}
      />
    </>
  );
}

type DrawnChartProps = ChartBodyProps & {
  /** The comparison period's dataset of each dataset (null: the period has none). */
  comparison: (StatisticsDataset | null)[] | null;
  summary: string;
};

const tableToggleOf = (t: Translate) => ({
  show: t('bo.statistics.table.show'),
  hide: t('bo.statistics.table.hide'),
});

/** The period's share of each dataset, and beside it the comparison period's. */
function DoughnutCharts({ chart, data, title, language, t, colours, comparison, summary }: DrawnChartProps) {
  const totals = datasetTotals(data.datasets);
  const names = data.datasets.map((d) => datasetName(chart, d.title, t));
  const sliceColours = data.datasets.map((d) => colours.get(d.title) ?? FALLBACK_SLICE);
  const label = t('bo.statistics.dataset.RESERVATIONS');
  return (
    <div className="bo-stats__doughnuts">
      <Chart
        type="doughnut"
        title={title}
        showTitle={false}
        series={[{ label, values: totals }]}
        labels={names}
        sliceColours={sliceColours}
        language={language}
        height={380}
        summary={summary}
        tableToggle={tableToggleOf(t)}
      />
      {data.compare ? (
        <Chart
          type="doughnut"
          title={t('bo.statistics.compare.chart', {
            title,
            from: dayText(data.compare.period.from, language),
            to: dayText(data.compare.period.to, language),
          })}
          series={[
            { label, values: datasetTotals((comparison ?? []).map((d) => d ?? { ...EMPTY, title: '' })) },
          ]}
          labels={names}
          sliceColours={sliceColours}
          language={language}
          height={380}
          tableToggle={tableToggleOf(t)}
        />
      ) : null}
    </div>
  );
}

/** Bars or lines by period, each dataset followed by its comparison drawn darker. */
function TrendChart({ chart, data, title, language, t, narrow, comparison, summary }: DrawnChartProps) {
  const keys = Object.keys(data.datasets[0]?.entries ?? {});
  const multiYear = keys.length > 0 && keys[0]?.slice(0, 4) !== keys.at(-1)?.slice(0, 4);
  const labels = keys.map((key) =>
    periodLabel(key, data.xType, narrow ? 'small' : 'large', language, multiYear),
  );
  // The amount chart draws the booked amount; occupation and counts are in its reports.
  const drawn =
    chart === 'RESERVATIONS_AMOUNT_TREND' ? data.datasets.filter((d) => d.title === 'AMOUNT') : data.datasets;
  const series: ChartSeries[] = [];
  drawn.forEach((dataset, i) => {
    const axis = dataset.yType === 'SCORE' ? ('y1' as const) : ('y' as const);
    const name = datasetName(chart, dataset.title, t);
    series.push({
      label: name,
      values: seriesValues(dataset, keys.length),
      color: SERIES_COLOURS[i % SERIES_COLOURS.length],
      axis,
    });
    if (comparison) {
      series.push({
        label: t('bo.statistics.compare.series', { name }),
        values: seriesValues(comparison[data.datasets.indexOf(dataset)] ?? null, keys.length),
        color: COMPARE_COLOURS[i % COMPARE_COLOURS.length],
        axis,
      });
    }
  });
  return (
    <Chart
      type={CHART_KIND[chart] === 'line' ? 'line' : 'bar'}
      title={title}
      showTitle={false}
      series={series}
      labels={labels}
      language={language}
      secondaryAxis={chart === 'REVIEWS_COUNT_TREND' ? REVIEW_AXIS : undefined}
      summary={summary}
      tableToggle={tableToggleOf(t)}
      height={300}
    />
  );
}

/** A source the comparison period never had: no reservations. */
const EMPTY: StatisticsDataset = { title: '', xType: 'DAYS', yType: 'COUNT', entries: {} };

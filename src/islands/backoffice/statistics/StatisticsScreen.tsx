/**
 * Statistics (INSIGHT-2, BODATA-13 chart types, BOLIM-7 chart and report): the four charts of the
 * hotel over a period picked by day, month or year, optionally compared with another period
 * (datasets matched by title, in a darker blue). Each chart has a one-sentence summary, a
 * 'Show as table' alternative and its reports (spec formulas in src/domain/statistics.ts) in a
 * list at most 340 px high. The period lives in the address.
 */
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { statisticsEndpoints } from '../../../contracts/routes/statistics.ts';
import type { StatisticsResponse } from '../../../contracts/secure/statistics.ts';
import type { Language } from '../../../contracts/types.ts';
import { todayIso } from '../../../domain/dates-format.ts';
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
  STATISTICS_CHARTS,
  type StatisticsChart,
  type StatisticsDataset,
  seriesValues,
  X_TYPES,
  type XType,
  type YType,
} from '../../../domain/statistics.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Chart } from '../../../ui/Chart.tsx';
import type { ChartSeries } from '../../../ui/chart-data.ts';
import { formatMoney, formatNumber } from '../../../ui/format.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureApi } from '../app/request.ts';
import { sourceLabel, useReservationSources } from '../reservations/SourceBadge.tsx';
import type { ScreenProps } from '../screen.ts';
import { RevenueSection } from './RevenueSection.tsx';
import {
  periodError,
  periodFromQuery,
  periodToQuery,
  previousPeriod,
  type StatisticsPeriod,
} from './statistics-query.ts';
import './statistics.css';

/** Second colours of multi-series bars and lines, and their darker compare shades. */
const SERIES_COLOURS = [BAR_COLOUR, '#00838f', '#ef6c00'];
const COMPARE_COLOURS = [COMPARE_COLOUR, '#00474e', '#8a3c00'];
const FALLBACK_SLICE = '#757575';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: StatisticsResponse };

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.('(max-width: 600px)');
    if (!media) return;
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}

function dayText(date: string, language: Language): string {
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

function ChartCard({
  chart,
  loaded,
  language,
  t,
  narrow,
  colours,
}: {
  chart: StatisticsChart;
  loaded: Loaded;
  language: Language;
  t: Translate;
  narrow: boolean;
  colours: ReadonlyMap<string, string>;
}) {
  const headingId = useId();
  const title = t(`bo.statistics.chart.${chart}`);
  let body: ReactNode;
  if (loaded.status === 'loading') body = <p aria-busy="true">{t('bo.statistics.loading')}</p>;
  else if (loaded.status === 'error')
    body = (
      <p className="bo-stats__error" role="alert">
        {loaded.message}
      </p>
    );
  else {
    const { data } = loaded;
    const comparison = data.compare ? matchByTitle(data.datasets, data.compare.datasets) : null;
    // A dataset the comparison period lacks (a source it never had) compares with zero: +100 %.
    const reports = data.datasets.map((d, i) =>
      datasetReport(chart, d, comparison ? (comparison[i] ?? { ...EMPTY, title: d.title }) : null),
    );
    const keys = Object.keys(data.datasets[0]?.entries ?? {});
    const multiYear = keys.length > 0 && keys[0]?.slice(0, 4) !== keys.at(-1)?.slice(0, 4);
    const labels = keys.map((key) =>
      periodLabel(key, data.xType, narrow ? 'small' : 'large', language, multiYear),
    );
    const kind = CHART_KIND[chart];
    const tableToggle = { show: t('bo.statistics.table.show'), hide: t('bo.statistics.table.hide') };
    const summary = summaryOf(data, reports, language, t);
    const compareName = (name: string) => t('bo.statistics.compare.series', { name });
    let charts: ReactNode;
    if (kind === 'doughnut') {
      const totals = datasetTotals(data.datasets);
      const names = data.datasets.map((d) => datasetName(chart, d.title, t));
      const sliceColours = data.datasets.map((d) => colours.get(d.title) ?? FALLBACK_SLICE);
      charts = (
        <div className="bo-stats__doughnuts">
          <Chart
            type="doughnut"
            title={title}
            showTitle={false}
            series={[{ label: t('bo.statistics.dataset.RESERVATIONS'), values: totals }]}
            labels={names}
            sliceColours={sliceColours}
            language={language}
            height={380}
            summary={summary}
            tableToggle={tableToggle}
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
                {
                  label: t('bo.statistics.dataset.RESERVATIONS'),
                  values: datasetTotals((comparison ?? []).map((d) => d ?? { ...EMPTY, title: '' })),
                },
              ]}
              labels={names}
              sliceColours={sliceColours}
              language={language}
              height={380}
              tableToggle={tableToggle}
            />
          ) : null}
        </div>
      );
    } else {
      // The amount chart draws the booked amount; occupation and counts are in its reports.
      const drawn =
        chart === 'RESERVATIONS_AMOUNT_TREND'
          ? data.datasets.filter((d) => d.title === 'AMOUNT')
          : data.datasets;
      const series: ChartSeries[] = [];
      drawn.forEach((dataset, i) => {
        const axis = dataset.yType === 'SCORE' ? ('y1' as const) : ('y' as const);
        series.push({
          label: datasetName(chart, dataset.title, t),
          values: seriesValues(dataset, keys.length),
          color: SERIES_COLOURS[i % SERIES_COLOURS.length],
          axis,
        });
        if (comparison) {
          const match = comparison[data.datasets.indexOf(dataset)] ?? null;
          series.push({
            label: compareName(datasetName(chart, dataset.title, t)),
            values: seriesValues(match, keys.length),
            color: COMPARE_COLOURS[i % COMPARE_COLOURS.length],
            axis,
          });
        }
      });
      charts = (
        <Chart
          type={kind}
          title={title}
          showTitle={false}
          series={series}
          labels={labels}
          language={language}
          secondaryAxis={chart === 'REVIEWS_COUNT_TREND' ? REVIEW_AXIS : undefined}
          summary={summary}
          tableToggle={tableToggle}
          height={300}
        />
      );
    }
    body = (
      <>
        {charts}
        <ReportsList
          chart={chart}
          reports={reports}
          shares={kind === 'doughnut' ? legendPercentages(datasetTotals(data.datasets)) : null}
          compared={data.compare !== null}
          currency={data.currency}
          language={language}
          t={t}
        />
      </>
    );
  }
  return (
    <section className="bo-stats__card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
    </section>
  );
}

/** A source the comparison period never had: no reservations. */
const EMPTY: StatisticsDataset = { title: '', xType: 'DAYS', yType: 'COUNT', entries: {} };

export default function StatisticsScreen({ hotel, language, query, navigate }: ScreenProps) {
  const t = useBackofficeTranslations(language);
  const today = todayIso(new Date(), hotel.timeZone);
  const period = periodFromQuery(query, today);
  const address = periodToQuery(period);
  const narrow = useNarrow();
  const colours = useReservationSources();
  const [draft, setDraft] = useState<StatisticsPeriod>(period);
  const [errors, setErrors] = useState<{ period: string | null; compare: string | null }>({
    period: null,
    compare: null,
  });
  const [loaded, setLoaded] = useState<Record<StatisticsChart, Loaded>>(
    () =>
      Object.fromEntries(STATISTICS_CHARTS.map((c) => [c, { status: 'loading' }])) as Record<
        StatisticsChart,
        Loaded
      >,
  );
  const ids = {
    from: useId(),
    to: useId(),
    xType: useId(),
    compare: useId(),
    cFrom: useId(),
    cTo: useId(),
    pErr: useId(),
    cErr: useId(),
  };

  // The address changed (back button): the form follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what the period is read from.
  useEffect(() => setDraft(period), [address]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address and the hotel are what the charts are loaded for.
  useEffect(() => {
    let live = true;
    setLoaded(
      Object.fromEntries(STATISTICS_CHARTS.map((c) => [c, { status: 'loading' }])) as Record<
        StatisticsChart,
        Loaded
      >,
    );
    for (const chart of STATISTICS_CHARTS) {
      const request = {
        chart,
        from: period.from,
        to: period.to,
        xType: period.xType,
        ...(period.compare ? { compareFrom: period.compare.from, compareTo: period.compare.to } : {}),
      };
      secureApi(
        statisticsEndpoints.getHotelStatistics,
        { params: { hotelId: hotel.id }, query: request },
        { fallback: 'Error getting the statistics' },
      )
        .then((data) => {
          if (live) setLoaded((current) => ({ ...current, [chart]: { status: 'ready', data } }));
        })
        .catch((error: unknown) => {
          const message =
            timeoutMessage(error, t) ??
            (error instanceof Error && error.message ? error.message : t('bo.statistics.error'));
          if (live) setLoaded((current) => ({ ...current, [chart]: { status: 'error', message } }));
        });
    }
    return () => {
      live = false;
    };
  }, [hotel.id, address]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const periodProblem = periodError(draft.from, draft.to, draft.xType);
    const compareProblem = draft.compare
      ? periodError(draft.compare.from, draft.compare.to, draft.xType)
      : null;
    setErrors({ period: periodProblem, compare: compareProblem });
    if (periodProblem) {
      document.getElementById(periodProblem === 'error.date.end.before.start' ? ids.to : ids.from)?.focus();
      return;
    }
    if (compareProblem) {
      document.getElementById(ids.cFrom)?.focus();
      return;
    }
    navigate(`/statistics?${periodToQuery(draft)}`);
  };

  const errorText = (key: string | null) => (key === null ? '' : t.text(key));

  return (
    <section className="bo-stats" aria-labelledby="bo-stats-title">
      <h1 id="bo-stats-title">{t('bo.statistics.title')}</h1>
      <p className="bo-stats__intro">{t('bo.statistics.intro')}</p>
      <form className="bo-stats__form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>{t('bo.statistics.period')}</legend>
          <label htmlFor={ids.from}>{t('bo.statistics.from')}</label>
          <input
            id={ids.from}
            type="date"
            value={draft.from}
            aria-invalid={errors.period !== null}
            aria-describedby={errors.period ? ids.pErr : undefined}
            onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          />
          <label htmlFor={ids.to}>{t('bo.statistics.to')}</label>
          <input
            id={ids.to}
            type="date"
            value={draft.to}
            aria-invalid={errors.period !== null}
            aria-describedby={errors.period ? ids.pErr : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          />
          <label htmlFor={ids.xType}>{t('bo.statistics.x.type')}</label>
          <select
            id={ids.xType}
            value={draft.xType}
            onChange={(e) => setDraft({ ...draft, xType: e.currentTarget.value as XType })}
          >
            {X_TYPES.map((xType) => (
              <option key={xType} value={xType}>
                {t(`bo.statistics.x.${xType}`)}
              </option>
            ))}
          </select>
          <p id={ids.pErr} className="bo-stats__field-error">
            {errorText(errors.period)}
          </p>
        </fieldset>
        <fieldset>
          <legend>{t('bo.statistics.compare')}</legend>
          <label className="bo-stats__check">
            <input
              type="checkbox"
              checked={draft.compare !== null}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  compare: e.currentTarget.checked ? previousPeriod(draft.from, draft.to) : null,
                })
              }
            />
            {t('bo.statistics.compare.with')}
          </label>
          {draft.compare ? (
            <>
              <label htmlFor={ids.cFrom}>{t('bo.statistics.compare.from')}</label>
              <input
                id={ids.cFrom}
                type="date"
                value={draft.compare.from}
                aria-invalid={errors.compare !== null}
                aria-describedby={errors.compare ? ids.cErr : undefined}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    compare: { to: draft.compare?.to ?? '', from: e.currentTarget.value },
                  })
                }
              />
              <label htmlFor={ids.cTo}>{t('bo.statistics.compare.to')}</label>
              <input
                id={ids.cTo}
                type="date"
                value={draft.compare.to}
                aria-invalid={errors.compare !== null}
                aria-describedby={errors.compare ? ids.cErr : undefined}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    compare: { from: draft.compare?.from ?? '', to: e.currentTarget.value },
                  })
                }
              />
              <p id={ids.cErr} className="bo-stats__field-error">
                {errorText(errors.compare)}
              </p>
            </>
          ) : null}
        </fieldset>
        <button type="submit" className="button">
          {t('bo.statistics.apply')}
        </button>
      </form>
      <p className="bo-stats__showing" role="status">
        {t('bo.statistics.showing', {
          from: dayText(period.from, language),
          to: dayText(period.to, language),
          xType: t(`bo.statistics.x.${period.xType}`).toLowerCase(),
        })}
        {period.compare
          ? ` ${t('bo.statistics.showing.compare', {
              from: dayText(period.compare.from, language),
              to: dayText(period.compare.to, language),
            })}`
          : ''}
      </p>
      <RevenueSection
        hotelId={hotel.id}
        cashReport={hotel.permissions.includes('folio.read')}
        period={period}
        address={address}
        language={language}
        narrow={narrow}
        t={t}
      />
      <div className="bo-stats__grid">
        {STATISTICS_CHARTS.map((chart) => (
          <ChartCard
            key={chart}
            chart={chart}
            loaded={loaded[chart]}
            language={language}
            t={t}
            narrow={narrow}
            colours={colours}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * The revenue figures of the statistics screen (FOLIO-3, decision 060): cards for occupancy, ADR,
 * RevPAR, room revenue, room nights sold and net pickup, each with its change against the
 * comparison period (occupancy in percentage points, the rest in percent), and three charts by
 * day (occupancy; ADR and RevPAR; pickup by booking day) with the comparison drawn darker. A day
 * the shorter comparison lacks is a gap, never a 0. Figures by day only: a period of months
 * longer than a year says so instead of asking.
 */
import { type ReactNode, useId } from 'react';
import { revenueEndpoints } from '../../../contracts/routes/revenue.ts';
import type { RevenueResponse } from '../../../contracts/secure/revenue.ts';
import type { Language } from '../../../contracts/types.ts';
import {
  alignedComparison,
  MAX_REVENUE_DAYS,
  netPickup,
  occupancyPercent,
  type RevenueDay,
} from '../../../domain/revenue.ts';
import { BAR_COLOUR, COMPARE_COLOUR, periodCount, periodLabel } from '../../../domain/statistics.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { Chart } from '../../../ui/Chart.tsx';
import type { ChartSeries } from '../../../ui/chart-data.ts';
import { formatMoney, formatNumber } from '../../../ui/format.ts';
import { failureText } from '../../shared/request-error.ts';
import { useSecureQuery } from '../app/query.ts';
import { revenueQuery, type StatisticsPeriod } from './statistics-query.ts';

const SECOND_COLOUR = '#00838f';
const SECOND_COMPARE = '#00474e';

const euros = (cents: number) => cents / 100;
// A day with nothing sold has no average rate: a gap in the line, not a price of 0.
const dayAdr = (day: RevenueDay) =>
  day.roomNightsSold === 0 ? null : euros(Math.round(day.roomRevenueCents / day.roomNightsSold));
const dayRevpar = (day: RevenueDay) =>
  day.roomsAvailable === 0 ? null : euros(Math.round(day.roomRevenueCents / day.roomsAvailable));
const dayOccupancy = (day: RevenueDay) => occupancyPercent(day.roomNightsSold, day.roomsAvailable);

/** "+4.2 pt", "−1.0 pt", "±0 pt". */
function signedPoints(value: number, language: Language, t: Translate): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return t('bo.revenue.points', { value: `${sign}${formatNumber(Math.abs(value), language, 1)}` });
}

function signedPercent(value: number, language: Language): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return `${sign}${formatNumber(Math.abs(value), language, 2)} %`;
}

function Figure({
  label,
  value,
  detail,
  change,
}: {
  label: string;
  value: string;
  detail?: string;
  change: { text: string; up: boolean; down: boolean } | null;
}) {
  return (
    <div className="bo-revenue__figure">
      <dt>{label}</dt>
      <dd>
        <strong className="bo-revenue__value">{value}</strong>
        {detail ? <span className="bo-revenue__detail">{detail}</span> : null}
        {change ? (
          <span className={change.up ? 'bo-stats__up' : change.down ? 'bo-stats__down' : undefined}>
            <strong>{change.text}</strong>
          </span>
        ) : null}
      </dd>
    </div>
  );
}

export function RevenueSection({
  hotelId,
  cashReport,
  period,
  language,
  narrow,
  t,
}: {
  hotelId: number;
  /** Whether the person may open the daily cash report (folio.read): the link is shown then only. */
  cashReport: boolean;
  period: StatisticsPeriod;
  language: Language;
  narrow: boolean;
  t: Translate;
}) {
  const headingId = useId();
  const tooLong =
    periodCount(period.from, period.to, 'DAYS') > MAX_REVENUE_DAYS ||
    (period.compare !== null &&
      periodCount(period.compare.from, period.compare.to, 'DAYS') > MAX_REVENUE_DAYS);
  // A new period keeps the last figures on screen until its own come (the cards do not blink).
  const figures = useSecureQuery(
    revenueEndpoints.getHotelRevenueFigures,
    { params: { hotelId }, query: revenueQuery(period) },
    { fallback: 'Error getting the revenue figures', enabled: !tooLong, keepPrevious: true },
  );

  let body: ReactNode;
  if (tooLong) body = <p>{t('bo.revenue.too.long')}</p>;
  else if (figures.isPending) body = <p aria-busy="true">{t('bo.revenue.loading')}</p>;
  else if (figures.isError)
    body = (
      <p className="bo-stats__error" role="alert">
        {failureText(figures.error, t, t('bo.statistics.error'))}
      </p>
    );
  else body = <RevenueBody data={figures.data} language={language} narrow={narrow} t={t} />;

  return (
    <section className="bo-stats__card bo-revenue" aria-labelledby={headingId}>
      <div className="bo-revenue__head">
        <h2 id={headingId}>{t('bo.revenue.title')}</h2>
        {cashReport ? (
          <a className="button button--secondary" href={localePath(language, '/secure/cash-report')}>
            {t('bo.revenue.cash.link')}
          </a>
        ) : null}
      </div>
      <p className="bo-stats__intro">{t('bo.revenue.intro')}</p>
      {body}
    </section>
  );
}

/** The money of a figure, and a change in percent (when the period has a comparison). */
function revenueFormats(data: RevenueResponse, language: Language) {
  return {
    money: (cents: number) => formatMoney(euros(cents), language, data.currency),
    percent: (value: number) =>
      data.changes ? { text: signedPercent(value, language), up: value > 0, down: value < 0 } : null,
  };
}

type RevenueBodyProps = { data: RevenueResponse; language: Language; narrow: boolean; t: Translate };

function RevenueBody({ data, language, narrow, t }: RevenueBodyProps) {
  const { compare } = data;
  return (
    <>
      <RevenueFigures data={data} language={language} t={t} />
      {compare ? (
        <p className="bo-revenue__compared">
          {t('bo.statistics.showing.compare', {
            from: periodLabel(compare.from, 'DAYS', 'large', language),
            to: periodLabel(compare.to, 'DAYS', 'large', language),
          })}
        </p>
      ) : null}
      <RevenueCharts data={data} language={language} narrow={narrow} t={t} />
    </>
  );
}

/** The cards: occupancy (its change in points), ADR, RevPAR, revenue, nights sold and pickup (in percent). */
function RevenueFigures({ data, language, t }: { data: RevenueResponse; language: Language; t: Translate }) {
  const { changes } = data;
  const { figures, pickupTotals: pickup } = data.current;
  const { money, percent } = revenueFormats(data, language);
  const points = changes?.occupancyPoints ?? 0;
  return (
    <dl className="bo-revenue__figures">
      <Figure
        label={t('bo.revenue.card.occupancy')}
        value={`${formatNumber(figures.occupancy, language, 2)} %`}
        change={
          changes ? { text: signedPoints(points, language, t), up: points > 0, down: points < 0 } : null
        }
      />
      <Figure
        label={t('bo.revenue.card.adr')}
        value={money(figures.adrCents)}
        change={percent(changes?.adrPercent ?? 0)}
      />
      <Figure
        label={t('bo.revenue.card.revpar')}
        value={money(figures.revparCents)}
        change={percent(changes?.revparPercent ?? 0)}
      />
      <Figure
        label={t('bo.revenue.card.revenue')}
        value={money(figures.roomRevenueCents)}
        change={percent(changes?.roomRevenuePercent ?? 0)}
      />
      <Figure
        label={t('bo.revenue.card.nights')}
        value={formatNumber(figures.roomNightsSold, language)}
        detail={t('bo.revenue.card.nights.detail', {
          available: formatNumber(figures.roomNightsAvailable, language),
        })}
        change={percent(changes?.roomNightsSoldPercent ?? 0)}
      />
      <Figure
        label={t('bo.revenue.card.pickup')}
        value={formatNumber(pickup.net, language)}
        detail={t('bo.revenue.card.pickup.detail', {
          reservations: formatNumber(pickup.reservations, language),
          cancelled: formatNumber(pickup.cancelledRoomNights, language),
        })}
        change={percent(changes?.pickupPercent ?? 0)}
      />
    </dl>
  );
}

/** A series and, when the period has a comparison, the same series over it (named so, drawn darker). */
function withComparison(
  t: Translate,
  name: string,
  values: (number | null)[],
  compared: (number | null)[] | null,
  colours: [string, string],
): ChartSeries[] {
  return [
    { label: name, values, color: colours[0] },
    ...(compared
      ? [{ label: t('bo.statistics.compare.series', { name }), values: compared, color: colours[1] }]
      : []),
  ];
}

/** One chart by day under its heading (the heading names it; the chart's own title is for its table). */
function RevenueChart({
  type,
  title,
  series,
  summary,
  labels,
  language,
  t,
}: {
  type: 'line' | 'bar';
  title: string;
  series: ChartSeries[];
  summary: string;
  labels: string[];
  language: Language;
  t: Translate;
}) {
  return (
    <div className="bo-revenue__chart">
      <h3>{title}</h3>
      <Chart
        type={type}
        title={title}
        showTitle={false}
        labels={labels}
        language={language}
        height={260}
        series={series}
        summary={summary}
        tableToggle={{ show: t('bo.statistics.table.show'), hide: t('bo.statistics.table.hide') }}
      />
    </div>
  );
}

/** Occupancy, ADR and RevPAR, and pickup by day; a day the shorter comparison lacks is a gap. */
function RevenueCharts({ data, language, narrow, t }: RevenueBodyProps) {
  const { current, compare } = data;
  const { money } = revenueFormats(data, language);
  const from = periodLabel(current.from, 'DAYS', 'large', language);
  const to = periodLabel(current.to, 'DAYS', 'large', language);
  const keys = current.days.map((day) => day.date);
  const multiYear = keys[0]?.slice(0, 4) !== keys.at(-1)?.slice(0, 4);
  const labels = keys.map((key) => periodLabel(key, 'DAYS', narrow ? 'small' : 'large', language, multiYear));
  const byDay = (value: (day: RevenueDay) => number | null) =>
    compare ? alignedComparison(current.days, compare.days, value) : null;
  const { figures, pickupTotals: pickup } = current;
  const chart = { labels, language, t };
  return (
    <div className="bo-stats__grid">
      <RevenueChart
        {...chart}
        type="line"
        title={t('bo.revenue.chart.occupancy')}
        series={withComparison(
          t,
          t('bo.revenue.series.occupancy'),
          current.days.map(dayOccupancy),
          byDay(dayOccupancy),
          [BAR_COLOUR, COMPARE_COLOUR],
        )}
        summary={t('bo.revenue.summary.occupancy', {
          from,
          to,
          sold: formatNumber(figures.roomNightsSold, language),
          available: formatNumber(figures.roomNightsAvailable, language),
          occupancy: formatNumber(figures.occupancy, language, 2),
        })}
      />
      <RevenueChart
        {...chart}
        type="line"
        title={t('bo.revenue.chart.rates')}
        series={[
          ...withComparison(t, t('bo.revenue.series.adr'), current.days.map(dayAdr), byDay(dayAdr), [
            BAR_COLOUR,
            COMPARE_COLOUR,
          ]),
          ...withComparison(t, t('bo.revenue.series.revpar'), current.days.map(dayRevpar), byDay(dayRevpar), [
            SECOND_COLOUR,
            SECOND_COMPARE,
          ]),
        ]}
        summary={t('bo.revenue.summary.rates', {
          from,
          to,
          adr: money(figures.adrCents),
          revpar: money(figures.revparCents),
        })}
      />
      <RevenueChart
        {...chart}
        type="bar"
        title={t('bo.revenue.chart.pickup')}
        series={withComparison(
          t,
          t('bo.revenue.series.pickup'),
          current.pickup.map(netPickup),
          compare ? alignedComparison(current.pickup, compare.pickup, netPickup) : null,
          [BAR_COLOUR, COMPARE_COLOUR],
        )}
        summary={t('bo.revenue.summary.pickup', {
          from,
          to,
          reservations: formatNumber(pickup.reservations, language),
          nights: formatNumber(pickup.roomNights, language),
          cancelled: formatNumber(pickup.cancelledRoomNights, language),
        })}
      />
    </div>
  );
}

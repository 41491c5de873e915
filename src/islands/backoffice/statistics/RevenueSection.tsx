/**
 * The revenue figures of the statistics screen (FOLIO-3, decision 060): cards for occupancy, ADR,
 * RevPAR, room revenue, room nights sold and net pickup, each with its change against the
 * comparison period (occupancy in percentage points, the rest in percent), and three charts by
 * day (occupancy; ADR and RevPAR; pickup by booking day) with the comparison drawn darker. A day
 * the shorter comparison lacks is a gap, never a 0. Figures by day only: a period of months
 * longer than a year says so instead of asking.
 */
import { type ReactNode, useEffect, useId, useState } from 'react';
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
import { timeoutMessage } from '../../shared/request-error.ts';
import { secureApi } from '../app/request.ts';
import type { StatisticsPeriod } from './statistics-query.ts';

const SECOND_COLOUR = '#00838f';
const SECOND_COMPARE = '#00474e';

type Loaded =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: RevenueResponse };

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
  address,
  language,
  narrow,
  t,
}: {
  hotelId: number;
  /** Whether the person may open the daily cash report (folio.read): the link is shown then only. */
  cashReport: boolean;
  period: StatisticsPeriod;
  address: string;
  language: Language;
  narrow: boolean;
  t: Translate;
}) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const tooLong =
    periodCount(period.from, period.to, 'DAYS') > MAX_REVENUE_DAYS ||
    (period.compare !== null &&
      periodCount(period.compare.from, period.compare.to, 'DAYS') > MAX_REVENUE_DAYS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address and the hotel are what the figures are loaded for.
  useEffect(() => {
    if (tooLong) return;
    let live = true;
    setLoaded({ status: 'loading' });
    const query = {
      from: period.from,
      to: period.to,
      ...(period.compare ? { compareFrom: period.compare.from, compareTo: period.compare.to } : {}),
    };
    secureApi(
      revenueEndpoints.getHotelRevenueFigures,
      { params: { hotelId }, query },
      { fallback: 'Error getting the revenue figures' },
    )
      .then((data) => {
        if (live) setLoaded({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        const message =
          timeoutMessage(error, t) ??
          (error instanceof Error && error.message ? error.message : t('bo.statistics.error'));
        if (live) setLoaded({ status: 'error', message });
      });
    return () => {
      live = false;
    };
  }, [hotelId, address, tooLong]);

  let body: ReactNode;
  if (tooLong) body = <p>{t('bo.revenue.too.long')}</p>;
  else if (loaded.status === 'idle' || loaded.status === 'loading')
    body = <p aria-busy="true">{t('bo.revenue.loading')}</p>;
  else if (loaded.status === 'error')
    body = (
      <p className="bo-stats__error" role="alert">
        {loaded.message}
      </p>
    );
  else body = <RevenueBody data={loaded.data} language={language} narrow={narrow} t={t} />;

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

function RevenueBody({
  data,
  language,
  narrow,
  t,
}: {
  data: RevenueResponse;
  language: Language;
  narrow: boolean;
  t: Translate;
}) {
  const { current, compare, changes, currency } = data;
  const money = (cents: number) => formatMoney(euros(cents), language, currency);
  const percent = (value: number) =>
    changes ? { text: signedPercent(value, language), up: value > 0, down: value < 0 } : null;
  const from = periodLabel(current.from, 'DAYS', 'large', language);
  const to = periodLabel(current.to, 'DAYS', 'large', language);
  const keys = current.days.map((day) => day.date);
  const multiYear = keys[0]?.slice(0, 4) !== keys.at(-1)?.slice(0, 4);
  const labels = keys.map((key) => periodLabel(key, 'DAYS', narrow ? 'small' : 'large', language, multiYear));
  const tableToggle = { show: t('bo.statistics.table.show'), hide: t('bo.statistics.table.hide') };
  const compareName = (name: string) => t('bo.statistics.compare.series', { name });
  const withComparison = (
    name: string,
    values: (number | null)[],
    compared: (number | null)[] | null,
    colours: [string, string],
  ): ChartSeries[] => [
    { label: name, values, color: colours[0] },
    ...(compared ? [{ label: compareName(name), values: compared, color: colours[1] }] : []),
  ];
  const compareDays = compare ? compare.days : null;
  const figures = current.figures;
  const pickup = current.pickupTotals;

  return (
    <>
      <dl className="bo-revenue__figures">
        <Figure
          label={t('bo.revenue.card.occupancy')}
          value={`${formatNumber(figures.occupancy, language, 2)} %`}
          change={
            changes
              ? {
                  text: signedPoints(changes.occupancyPoints, language, t),
                  up: changes.occupancyPoints > 0,
                  down: changes.occupancyPoints < 0,
                }
              : null
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
      {compare ? (
        <p className="bo-revenue__compared">
          {t('bo.statistics.showing.compare', {
            from: periodLabel(compare.from, 'DAYS', 'large', language),
            to: periodLabel(compare.to, 'DAYS', 'large', language),
          })}
        </p>
      ) : null}
      <div className="bo-stats__grid">
        <div className="bo-revenue__chart">
          <h3>{t('bo.revenue.chart.occupancy')}</h3>
          <Chart
            type="line"
            title={t('bo.revenue.chart.occupancy')}
            showTitle={false}
            labels={labels}
            language={language}
            height={260}
            series={withComparison(
              t('bo.revenue.series.occupancy'),
              current.days.map(dayOccupancy),
              compareDays ? alignedComparison(current.days, compareDays, dayOccupancy) : null,
              [BAR_COLOUR, COMPARE_COLOUR],
            )}
            summary={t('bo.revenue.summary.occupancy', {
              from,
              to,
              sold: formatNumber(figures.roomNightsSold, language),
              available: formatNumber(figures.roomNightsAvailable, language),
              occupancy: formatNumber(figures.occupancy, language, 2),
            })}
            tableToggle={tableToggle}
          />
        </div>
        <div className="bo-revenue__chart">
          <h3>{t('bo.revenue.chart.rates')}</h3>
          <Chart
            type="line"
            title={t('bo.revenue.chart.rates')}
            showTitle={false}
            labels={labels}
            language={language}
            height={260}
            series={[
              ...withComparison(
                t('bo.revenue.series.adr'),
                current.days.map(dayAdr),
                compareDays ? alignedComparison(current.days, compareDays, dayAdr) : null,
                [BAR_COLOUR, COMPARE_COLOUR],
              ),
              ...withComparison(
                t('bo.revenue.series.revpar'),
                current.days.map(dayRevpar),
                compareDays ? alignedComparison(current.days, compareDays, dayRevpar) : null,
                [SECOND_COLOUR, SECOND_COMPARE],
              ),
            ]}
            summary={t('bo.revenue.summary.rates', {
              from,
              to,
              adr: money(figures.adrCents),
              revpar: money(figures.revparCents),
            })}
            tableToggle={tableToggle}
          />
        </div>
        <div className="bo-revenue__chart">
          <h3>{t('bo.revenue.chart.pickup')}</h3>
          <Chart
            type="bar"
            title={t('bo.revenue.chart.pickup')}
            showTitle={false}
            labels={labels}
            language={language}
            height={260}
            series={withComparison(
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
            tableToggle={tableToggle}
          />
        </div>
      </div>
    </>
  );
}

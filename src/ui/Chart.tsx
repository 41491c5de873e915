/**
 * Chart wrapper over chart.js (SITELIM; BOLIM). chart.js is imported on mount only
 * (`import('chart.js/auto')`), so a page without charts never downloads it. The canvas is an
 * image named by the title; the same data is in a visually hidden table for screen readers.
 */
import type { ChartConfiguration } from 'chart.js';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { Language } from '../contracts/types.ts';
import { translator } from '../i18n/dictionary.ts';
import {
  CHART_MIN_HEIGHT,
  type ChartSeries,
  type ChartType,
  chartConfig,
  type NormalizedChart,
  normalizeChart,
} from './chart-data.ts';
import { useFieldIds } from './field.tsx';
import { formatNumber } from './format.ts';
import './Chart.css';

export type ChartProps = {
  type: ChartType;
  /** Accessible name of the chart and caption of its data table. */
  title: string;
  series: readonly ChartSeries[];
  /** Labels of array values (object values bring their own keys). */
  labels?: readonly string[];
  language: Language;
  /** Height in px; never below 250. */
  height?: number;
  /** Show the title above the chart (default true). */
  showTitle?: boolean;
  id?: string;
  /** One colour per slice (pie, doughnut, polar area). */
  sliceColours?: readonly string[];
  /** A fixed-range right axis for the series with `axis: 'y1'`. */
  secondaryAxis?: { min: number; max: number };
  /** A one-sentence text summary shown under the chart (and describing it). */
  summary?: string;
  /** Texts of a visible 'Show as table' toggle; without them the table is for screen readers only. */
  tableToggle?: { show: string; hide: string };
};

type Normalized = { data: NormalizedChart; error: null } | { data: null; error: string };

function tryNormalize(
  type: ChartType,
  series: readonly ChartSeries[],
  labels?: readonly string[],
): Normalized {
  try {
    return { data: normalizeChart(type, series, labels), error: null };
  } catch (error) {
    return { data: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Draws the chart on the canvas with chart.js, loaded on mount only, and destroys it on change or
 * unmount; true once chart.js failed to load or draw.
 */
function useChartJs(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  type: ChartType,
  data: NormalizedChart | null,
  sliceColours: readonly string[] | undefined,
  secondaryAxis: { min: number; max: number } | undefined,
): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !data) return;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    import('chart.js/auto')
      .then(({ default: ChartJs }) => {
        if (cancelled) return;
        const config = chartConfig(type, data, {
          reducedMotion,
          sliceColours,
          secondaryAxis,
        }) as unknown as ChartConfiguration;
        chart = new ChartJs(canvas, config);
      })
      .catch((error: unknown) => {
        console.error('Chart failed', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [canvasRef, type, data, sliceColours, secondaryAxis]);
  return failed;
}

/** The chart's data as a table: one row per label (per point for a bubble chart), one column per series. */
function ChartDataTable({
  id,
  title,
  data,
  bubble,
  language,
}: {
  id: string;
  title: string;
  data: NormalizedChart;
  bubble: boolean;
  language: Language;
}) {
  const t = translator(language);
  return (
    <table id={id}>
      <caption>{t('chart.table.caption', { title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('chart.table.label')}</th>
          {bubble ? (
            <>
              <th scope="col">{t('chart.bubble.x')}</th>
              <th scope="col">{t('chart.bubble.y')}</th>
              <th scope="col">{t('chart.bubble.r')}</th>
            </>
          ) : (
            data.series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))
          )}
        </tr>
      </thead>
      <tbody>
        {bubble
          ? data.series.flatMap((s) =>
              (s.points ?? []).map((p) => (
                <tr key={`${s.label}-${p.x}-${p.y}-${p.r}`}>
                  <th scope="row">{s.label}</th>
                  <td>{formatNumber(p.x, language)}</td>
                  <td>{formatNumber(p.y, language)}</td>
                  <td>{formatNumber(p.r, language)}</td>
                </tr>
              )),
            )
          : data.labels.map((label, row) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {data.series.map((s) => (
                  <td key={s.label}>
                    {/* A period the series has no value for reads as a dash, never as 0. */}
                    {typeof s.values[row] === 'number' ? formatNumber(s.values[row], language) : '–'}
                  </td>
                ))}
              </tr>
            ))}
      </tbody>
    </table>
  );
}

export function Chart({
  type,
  title,
  series,
  labels,
  language,
  height = CHART_MIN_HEIGHT,
  showTitle = true,
  id,
  sliceColours,
  secondaryAxis,
  summary,
  tableToggle,
}: ChartProps) {
  const t = translator(language);
  const ids = useFieldIds(id);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const summaryId = `${ids.hintId}-summary`;
  const tableId = `${ids.hintId}-table`;
  const normalized = useMemo(() => tryNormalize(type, series, labels), [type, series, labels]);

  const failed = useChartJs(canvasRef, type, normalized.data, sliceColours, secondaryAxis);

  if (normalized.error !== null) {
    console.error(normalized.error);
    return (
      <figure className="ui-chart ui-chart--error" data-chart-type={type} data-error={normalized.error}>
        {showTitle ? <figcaption className="ui-chart__title">{title}</figcaption> : null}
        <p className="ui-field__error" role="alert">
          {t('chart.error')} ({normalized.error})
        </p>
      </figure>
    );
  }

  const { data } = normalized;
  const bubble = type === 'bubble';
  return (
    <figure className="ui-chart" data-chart-type={type} aria-labelledby={showTitle ? ids.labelId : undefined}>
      {showTitle ? (
        <figcaption className="ui-chart__title" id={ids.labelId}>
          {title}
        </figcaption>
      ) : null}
      <div className="ui-chart__canvas" style={{ height: Math.max(CHART_MIN_HEIGHT, height) }}>
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={title}
          aria-describedby={summary ? `${summaryId} ${ids.hintId}` : ids.hintId}
        />
      </div>
      {failed ? <p className="ui-field__error">{t('chart.error')}</p> : null}
      {summary ? (
        <p className="ui-chart__summary" id={summaryId}>
          {summary}
        </p>
      ) : null}
      {tableToggle ? (
        <button
          type="button"
          className="ui-chart__toggle"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? tableToggle.hide : tableToggle.show}
        </button>
      ) : null}
      {/* The wrapper is what hides: a table ignores the 1 px width and would widen the page. */}
      <div
        className={tableShown ? 'ui-chart__table' : 'ui-sr-only'}
        id={ids.hintId}
        // Shown, the table may scroll sideways: a keyboard user must be able to reach it.
        {...(tableShown
          ? { tabIndex: 0, role: 'region', 'aria-label': t('chart.table.caption', { title }) }
          : {})}
      >
        <ChartDataTable id={tableId} title={title} data={data} bubble={bubble} language={language} />
      </div>
    </figure>
  );
}

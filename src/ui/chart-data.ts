/**
 * Chart data normalisation and chart.js configuration (pure, no chart.js import, so pages and
 * tests pay nothing for it). SITELIM-7: chart types line, bar, horizontal-bar, radar, pie,
 * polar-area, doughnut, bubble; minimum height 250. BOERR: data that is neither an array
 * nor an object fails with 'values is not valid'. BOLIM-7: y max is the largest value plus
 * 10 (line and bar), doughnut cutout 60 %.
 */

export const CHART_TYPES = [
  'line',
  'bar',
  'horizontal-bar',
  'radar',
  'pie',
  'polar-area',
  'doughnut',
  'bubble',
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const CHART_MIN_HEIGHT = 250;
export const INVALID_VALUES_MESSAGE = 'values is not valid';

export type BubblePoint = { x: number; y: number; r: number };

/**
 * A series: numbers (labels from the chart's `labels`), a label→number map, or bubble points. A
 * null in a list is a period the series has no value for: a gap in the line, never a 0 (a shorter
 * comparison period would otherwise fall to zero at its end).
 */
export type ChartValues =
  | readonly (number | null)[]
  | Readonly<Record<string, number>>
  | readonly BubblePoint[];

export type ChartSeries = {
  label: string;
  values: ChartValues;
  color?: string;
  /** 'y1': drawn against the secondary axis (`secondaryAxis` of chartConfig), left out of the y maximum. */
  axis?: 'y' | 'y1';
};

export type NormalizedChart = {
  labels: string[];
  series: Array<{
    label: string;
    color: string;
    values: (number | null)[];
    points?: BubblePoint[];
    axis?: 'y' | 'y1';
  }>;
};

/** Purple-first palette with enough contrast between neighbours. */
export const CHART_COLOURS = [
  '#6a1b9a',
  '#1976d2',
  '#ef6c00',
  '#2e7d32',
  '#c2185b',
  '#00838f',
  '#5d4037',
  '#455a64',
];

function isBubblePoint(value: unknown): value is BubblePoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BubblePoint).x === 'number' &&
    typeof (value as BubblePoint).y === 'number' &&
    typeof (value as BubblePoint).r === 'number'
  );
}

/**
 * Turns the series into labels and number lists. Throws `Error('values is not valid')` when a
 * series' values are neither an array nor an object (or hold something else than numbers).
 */
export function normalizeChart(
  type: ChartType,
  series: readonly ChartSeries[],
  labels?: readonly string[],
): NormalizedChart {
  let resolvedLabels: string[] | undefined = labels ? [...labels] : undefined;
  const out: NormalizedChart['series'] = series.map((s, i) => {
    const color = s.color ?? CHART_COLOURS[i % CHART_COLOURS.length] ?? '#6a1b9a';
    const values: unknown = s.values;
    if (Array.isArray(values)) {
      if (type === 'bubble') {
        if (!values.every(isBubblePoint)) throw new Error(INVALID_VALUES_MESSAGE);
        return { label: s.label, color, values: values.map((p) => p.y), points: [...values] };
      }
      if (!values.every((v) => v === null || (typeof v === 'number' && Number.isFinite(v))))
        throw new Error(INVALID_VALUES_MESSAGE);
      resolvedLabels ??= values.map((_, index) => String(index + 1));
      return {
        label: s.label,
        color,
        values: [...(values as (number | null)[])],
        ...(s.axis ? { axis: s.axis } : {}),
      };
    }
    if (typeof values === 'object' && values !== null && type !== 'bubble') {
      const entries = Object.entries(values as Record<string, unknown>);
      if (!entries.every(([, v]) => typeof v === 'number' && Number.isFinite(v))) {
        throw new Error(INVALID_VALUES_MESSAGE);
      }
      resolvedLabels ??= entries.map(([key]) => key);
      const map = values as Record<string, number>;
      return {
        label: s.label,
        color,
        values: (resolvedLabels ?? []).map((key) => map[key] ?? 0),
        ...(s.axis ? { axis: s.axis } : {}),
      };
    }
    throw new Error(INVALID_VALUES_MESSAGE);
  });
  return { labels: resolvedLabels ?? [], series: out };
}

/** chart.js `type` of each of our types. */
export function chartJsType(
  type: ChartType,
): 'line' | 'bar' | 'radar' | 'pie' | 'polarArea' | 'doughnut' | 'bubble' {
  if (type === 'horizontal-bar') return 'bar';
  if (type === 'polar-area') return 'polarArea';
  return type;
}

/** Whether each data point gets its own colour (one series split in slices). */
export function isSliced(type: ChartType): boolean {
  return type === 'pie' || type === 'doughnut' || type === 'polar-area';
}

/** A translucent version of a #rrggbb colour. */
export function withAlpha(hex: string, alpha: number): string {
  const a = Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');
  return `${hex}${a}`;
}

/** The chart.js configuration (plain data: the component passes it to `new Chart`). */
export function chartConfig(
  type: ChartType,
  data: NormalizedChart,
  options: {
    reducedMotion?: boolean;
    /** One colour per slice of a pie, doughnut or polar area (e.g. each reservation source's). */
    sliceColours?: readonly string[];
    /** A second value axis on the right with a fixed range, for the series with `axis: 'y1'`. */
    secondaryAxis?: { min: number; max: number };
  } = {},
) {
  const sliced = isSliced(type);
  const max = Math.max(
    0,
    ...data.series.filter((s) => s.axis !== 'y1').flatMap((s) => s.values.filter((v) => v !== null)),
  );
  const datasets = data.series.map((s) => {
    if (type === 'bubble') {
      return {
        label: s.label,
        data: s.points ?? [],
        backgroundColor: withAlpha(s.color, 0.6),
        borderColor: s.color,
      };
    }
    return {
      label: s.label,
      data: s.values,
      ...(s.axis === 'y1' && options.secondaryAxis ? { yAxisID: 'y1' } : {}),
      backgroundColor: sliced
        ? data.labels.map(
            (_, i) => options.sliceColours?.[i] ?? CHART_COLOURS[i % CHART_COLOURS.length] ?? s.color,
          )
        : type === 'line' || type === 'radar'
          ? withAlpha(s.color, 0.2)
          : s.color,
      borderColor: sliced ? '#ffffff' : s.color,
      borderWidth: type === 'line' || type === 'radar' ? 2 : 1,
      fill: type === 'radar',
    };
  });
  const axes = type === 'line' || type === 'bar' || type === 'horizontal-bar' || type === 'bubble';
  const valueAxis = type === 'horizontal-bar' ? 'x' : 'y';
  return {
    type: chartJsType(type),
    data: { labels: type === 'bubble' ? undefined : data.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: options.reducedMotion ? (false as const) : undefined,
      indexAxis: type === 'horizontal-bar' ? ('y' as const) : ('x' as const),
      cutout: type === 'doughnut' ? '60%' : undefined,
      plugins: { legend: { display: sliced || data.series.length > 1 } },
      scales:
        type === 'bubble'
          ? { x: { grace: '10%' }, y: { beginAtZero: true, grace: '15%' } }
          : axes
            ? {
                [valueAxis]: { beginAtZero: true, suggestedMax: max + 10 },
                ...(options.secondaryAxis
                  ? {
                      y1: {
                        position: 'right' as const,
                        min: options.secondaryAxis.min,
                        max: options.secondaryAxis.max,
                        grid: { drawOnChartArea: false },
                      },
                    }
                  : {}),
              }
            : type === 'radar'
              ? { r: { beginAtZero: true } }
              : undefined,
    },
  };
}

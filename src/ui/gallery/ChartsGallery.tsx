/** The component gallery's Chart section: one chart of each type, and one over invalid data. */
import { Chart } from '../Chart.tsx';
import type { ChartSeries, ChartType } from '../chart-data.ts';
import { type GallerySectionProps, galleryStates, Section, State } from './GalleryFrame.tsx';

const MONTHS = { Jan: 12, Feb: 19, Mar: 27, Apr: 31, May: 45, Jun: 52 };
const CHART_SERIES: Record<ChartType, ChartSeries[]> = {
  line: [{ label: 'Reviews', values: MONTHS }],
  bar: [
    { label: '2025', values: [1200, 1850, 2100, 2600] },
    { label: '2026', values: [1400, 1900, 2500, 3100] },
  ],
  'horizontal-bar': [{ label: 'Transfers', values: { Airport: 42, Station: 18, Port: 7 } }],
  radar: [{ label: 'Scores', values: { Cleanliness: 9, Comfort: 8, Location: 10, Staff: 9, Value: 7 } }],
  pie: [{ label: 'Sources', values: { Portal: 48, Booking: 30, Phone: 12, Email: 10 } }],
  'polar-area': [{ label: 'Rooms', values: { Single: 4, Double: 12, Suite: 3, Family: 5 } }],
  doughnut: [{ label: 'Channels', values: { Widget: 35, Expedia: 25, Airbnb: 20, Other: 20 } }],
  bubble: [
    {
      label: 'Hotels',
      values: [
        { x: 10, y: 20, r: 8 },
        { x: 25, y: 12, r: 14 },
        { x: 40, y: 30, r: 6 },
      ],
    },
  ],
};

export function ChartsGallery({ language }: GallerySectionProps) {
  const st = galleryStates(language);
  return (
    <Section id="charts" title="Chart">
      {(Object.keys(CHART_SERIES) as ChartType[]).map((type) => (
        <State key={type} title={type}>
          <Chart
            type={type}
            title={`${type} chart`}
            series={CHART_SERIES[type]}
            labels={type === 'bar' ? ['Q1', 'Q2', 'Q3', 'Q4'] : undefined}
            language={language}
          />
        </State>
      ))}
      <State title={st.error}>
        <Chart
          type="line"
          title="Invalid data"
          series={[{ label: 'Broken', values: 'oops' as unknown as number[] }]}
          language={language}
        />
      </State>
    </Section>
  );
}

import { describe, expect, it } from 'vitest';
import {
  CHART_TYPES,
  chartConfig,
  chartJsType,
  INVALID_VALUES_MESSAGE,
  normalizeChart,
} from './chart-data.ts';

describe('normalizeChart', () => {
  it('takes labels from an object, or from `labels`, or numbers them', () => {
    expect(normalizeChart('line', [{ label: 'A', values: { Jan: 1, Feb: 2 } }])).toMatchObject({
      labels: ['Jan', 'Feb'],
      series: [{ label: 'A', values: [1, 2], color: '#6a1b9a' }],
    });
    expect(normalizeChart('bar', [{ label: 'A', values: [3, 4] }], ['Q1', 'Q2']).labels).toEqual([
      'Q1',
      'Q2',
    ]);
    expect(normalizeChart('bar', [{ label: 'A', values: [3, 4] }]).labels).toEqual(['1', '2']);
  });

  it("throws 'values is not valid' when values are neither an array nor an object (BOERR)", () => {
    for (const values of ['oops', 42, null, undefined, [1, 'x'], { a: 'b' }]) {
      expect(() => normalizeChart('line', [{ label: 'A', values: values as unknown as number[] }])).toThrow(
        INVALID_VALUES_MESSAGE,
      );
    }
    expect(() => normalizeChart('bubble', [{ label: 'A', values: [1, 2] }])).toThrow(INVALID_VALUES_MESSAGE);
  });

  it('keeps bubble points', () => {
    const data = normalizeChart('bubble', [{ label: 'H', values: [{ x: 1, y: 2, r: 3 }] }]);
    expect(data.series[0]?.points).toEqual([{ x: 1, y: 2, r: 3 }]);
  });
});

describe('chartConfig', () => {
  it('maps the 8 types to chart.js', () => {
    expect(CHART_TYPES.map(chartJsType)).toEqual([
      'line',
      'bar',
      'bar',
      'radar',
      'pie',
      'polarArea',
      'doughnut',
      'bubble',
    ]);
  });

  it('sets horizontal bars, the doughnut cutout and y max + 10 (BOLIM-7)', () => {
    const data = normalizeChart('bar', [{ label: 'A', values: [10, 40] }]);
    expect(chartConfig('horizontal-bar', data).options.indexAxis).toBe('y');
    expect(chartConfig('horizontal-bar', data).options.scales).toEqual({
      x: { beginAtZero: true, suggestedMax: 50 },
    });
    expect(chartConfig('bar', data).options.scales).toEqual({ y: { beginAtZero: true, suggestedMax: 50 } });
    expect(chartConfig('doughnut', data).options.cutout).toBe('60%');
    expect(chartConfig('pie', data).data.datasets[0]?.backgroundColor).toHaveLength(2);
    expect(chartConfig('line', data, { reducedMotion: true }).options.animation).toBe(false);
  });

  it('keeps a period without a value as a gap (null), which the y maximum ignores', () => {
    const data = normalizeChart('line', [{ label: 'Before', values: [8, null] }], ['1 Nov', '2 Nov']);
    expect(data.series[0]?.values).toEqual([8, null]);
    expect(chartConfig('line', data).data.datasets[0]?.data).toEqual([8, null]);
    expect(chartConfig('line', data).options.scales).toEqual({ y: { beginAtZero: true, suggestedMax: 18 } });
  });
});

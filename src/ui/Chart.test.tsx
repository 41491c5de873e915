// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Chart } from './Chart.tsx';

vi.mock('chart.js/auto', () => ({
  default: class {
    destroy() {}
  },
}));

afterEach(cleanup);

describe('<Chart>', () => {
  it('renders a named canvas, a min height of 250 and an accessible data table', () => {
    const { container } = render(
      <Chart
        type="bar"
        title="Revenue"
        series={[{ label: '2026', values: { Q1: 1200.5, Q2: 900 } }]}
        language="en"
        height={100}
      />,
    );
    expect(screen.getByRole('img', { name: 'Revenue' }).tagName).toBe('CANVAS');
    expect((container.querySelector('.ui-chart__canvas') as HTMLElement).style.height).toBe('250px');
    const table = screen.getByRole('table', { name: 'Data of the chart: Revenue' });
    expect(table.textContent).toContain('Q1');
    expect(table.textContent).toContain('1,200.5');
  });

  it("shows an error for invalid values ('values is not valid')", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <Chart
        type="pie"
        title="Broken"
        series={[{ label: 'x', values: 'nope' as unknown as number[] }]}
        language="it"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('values is not valid');
    expect(container.querySelector('canvas')).toBeNull();
  });
});

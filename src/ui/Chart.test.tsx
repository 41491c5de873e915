// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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

  it('describes the canvas with its summary and shows the table on demand', () => {
    const { container } = render(
      <Chart
        type="doughnut"
        title="Sources"
        series={[{ label: 'Reservations', values: { BOOKING: 3, PHONE: 1 } }]}
        language="en"
        summary="Booking.com brought 3 of 4 reservations."
        tableToggle={{ show: 'Show as table', hide: 'Hide the table' }}
      />,
    );
    const canvas = screen.getByRole('img', { name: 'Sources' });
    const [summaryId] = (canvas.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(summaryId ?? '')?.textContent).toBe(
      'Booking.com brought 3 of 4 reservations.',
    );
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.ui-chart__table')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded')).toBe('true');
    const region = container.querySelector('.ui-chart__table');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect(region?.textContent).toContain('BOOKING');
  });
});

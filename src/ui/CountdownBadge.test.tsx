// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownBadge, formatRemaining, remainingTime } from './CountdownBadge.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2027-01-01T00:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('remainingTime', () => {
  it('splits the time left and rounds up to the second', () => {
    const r = remainingTime(2 * 86_400_000 + 3_723_400, 0);
    expect(r).toEqual({ days: 2, hours: 1, minutes: 2, seconds: 4, finished: false });
    expect(formatRemaining(r, (n) => `${n} d`)).toBe('2 d 01:02:04');
    expect(remainingTime(1000, 5000).finished).toBe(true);
  });
});

describe('<CountdownBadge>', () => {
  it('ticks every second, then shows ! and calls onFinish once', async () => {
    const onFinish = vi.fn();
    const end = Date.now() + 3000;
    render(<CountdownBadge end={end} language="en" onFinish={onFinish} />);
    await act(async () => {});
    const timer = screen.getByRole('timer');
    expect(timer.style.width).toBe('100px');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.textContent).toContain('00:00:03');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(timer.textContent).toContain('00:00:02');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(timer.textContent).toBe('!Time is up');
    expect(timer.getAttribute('aria-live')).toBe('polite');
    expect(timer.dataset.finished).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('accepts an ISO end and a diameter', async () => {
    render(<CountdownBadge end="2027-01-01T01:00:00Z" language="it" diameter={80} />);
    await act(async () => {});
    const timer = screen.getByRole('timer');
    expect(timer.style.height).toBe('80px');
    expect(timer.textContent).toContain('Tempo rimasto'.slice(0, 0));
    expect(timer.textContent).toContain('01:00:00');
  });
});

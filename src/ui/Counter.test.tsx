// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Counter, clampToStep } from './Counter.tsx';

afterEach(cleanup);

function Harness({
  initial = 2,
  min = 0,
  max = 10,
  step = 1,
}: {
  initial?: number;
  min?: number;
  max?: number;
  step?: number;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Counter label="Adults" language="en" value={value} onChange={setValue} min={min} max={max} step={step} />
  );
}

describe('clampToStep', () => {
  it('clamps and snaps', () => {
    expect(clampToStep(12, { min: 0, max: 10 })).toBe(10);
    expect(clampToStep(-3, { min: 0, max: 10 })).toBe(0);
    expect(clampToStep(7, { min: 1, max: 10, step: 2 })).toBe(7);
    expect(clampToStep(8, { min: 1, max: 10, step: 2 })).toBe(9);
    expect(clampToStep(0.3, { min: 0, step: 0.1 })).toBe(0.3);
    expect(clampToStep(Number.NaN, { min: 1 })).toBe(1);
  });
});

describe('<Counter> (APG spinbutton)', () => {
  it('exposes the spinbutton values', () => {
    render(<Harness />);
    const spin = screen.getByRole('spinbutton', { name: 'Adults' });
    expect(spin.getAttribute('aria-valuenow')).toBe('2');
    expect(spin.getAttribute('aria-valuemin')).toBe('0');
    expect(spin.getAttribute('aria-valuemax')).toBe('10');
  });

  it('moves with Up/Down, PageUp/PageDown, Home/End', () => {
    render(<Harness />);
    const spin = screen.getByRole('spinbutton');
    const now = () => spin.getAttribute('aria-valuenow');
    fireEvent.keyDown(spin, { key: 'ArrowUp' });
    expect(now()).toBe('3');
    fireEvent.keyDown(spin, { key: 'ArrowDown' });
    fireEvent.keyDown(spin, { key: 'ArrowDown' });
    expect(now()).toBe('1');
    fireEvent.keyDown(spin, { key: 'PageUp' });
    expect(now()).toBe('6');
    fireEvent.keyDown(spin, { key: 'PageUp' });
    expect(now()).toBe('10');
    fireEvent.keyDown(spin, { key: 'Home' });
    expect(now()).toBe('0');
    fireEvent.keyDown(spin, { key: 'ArrowDown' });
    expect(now()).toBe('0');
    fireEvent.keyDown(spin, { key: 'End' });
    expect(now()).toBe('10');
  });

  it('disables the buttons at the bounds', () => {
    render(<Harness initial={0} max={1} />);
    const minus = screen.getByRole('button', { name: 'Decrease Adults' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase Adults' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    expect(plus.disabled).toBe(false);
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
  });

  it('clamps typed values on blur and respects the step', () => {
    render(<Harness initial={1} min={1} max={9} step={2} />);
    const spin = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(spin, { target: { value: '42' } });
    fireEvent.blur(spin);
    expect(spin.value).toBe('9');
    fireEvent.change(spin, { target: { value: '4' } });
    fireEvent.keyDown(spin, { key: 'Enter' });
    expect(spin.getAttribute('aria-valuenow')).toBe('5');
  });
});

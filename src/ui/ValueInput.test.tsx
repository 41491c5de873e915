// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountRange, ValueUnit, ValueWithUnit } from '../domain/value-unit.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import { createTranslate, type MessageBundle } from '../i18n/translate.ts';
import { ValueInput } from './ValueInput.tsx';

afterEach(cleanup);
const t = createTranslate(dictionaries as MessageBundle, 'en');

function Harness(
  props: CountRange & { initial: ValueWithUnit; units?: ValueUnit[]; spy?: (v: ValueWithUnit) => void },
) {
  const [value, setValue] = useState(props.initial);
  return (
    <ValueInput
      t={t}
      label="Length"
      value={value}
      units={props.units}
      min={props.min}
      max={props.max}
      step={props.step}
      disabled={props.disabled}
      onChange={(next) => {
        props.spy?.(next);
        setValue(next);
      }}
    />
  );
}

describe('<ValueInput>', () => {
  it('offers the 1–10 presets by default, with disabled counts not selectable', () => {
    render(<Harness initial={{ count: 2, unit: 'MONTHS' }} disabled={[4]} />);
    const select = screen.getByRole('combobox', { name: 'Length: number' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(select.options[3]?.disabled).toBe(true);
    const group = screen.getByRole('group', { name: 'Length' });
    expect(group.textContent).toContain('months');
    // the unit agrees with the count
    fireEvent.change(select, { target: { value: '1' } });
    expect(group.textContent).toContain('month');
    expect(group.textContent).not.toContain('months');
  });

  it('changes the unit among the given ones', () => {
    const spy = vi.fn();
    render(<Harness initial={{ count: 2, unit: 'MONTHS' }} units={['MONTHS', 'YEARS']} spy={spy} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Length: unit' }), { target: { value: 'YEARS' } });
    expect(spy).toHaveBeenLastCalledWith({ count: 2, unit: 'YEARS' });
  });

  it('more than 10 counts: manual entry with min/max (error.field.min) and step (error.filed.invalid)', () => {
    const spy = vi.fn();
    render(
      <Harness initial={{ count: 3, unit: 'MONTHS' }} min={3} max={36} step={3} disabled={[9]} spy={spy} />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Length: number' });
    const typeIn = (value: string) => {
      fireEvent.change(input, { target: { value } });
      fireEvent.blur(input);
    };
    typeIn('40');
    expect(screen.getByText('The minimum value is 36')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    typeIn('1');
    expect(screen.getByText('The minimum value is 3')).toBeTruthy();
    typeIn('10');
    expect(screen.getByText('This value is not allowed')).toBeTruthy();
    typeIn('9');
    expect(screen.getByText('This value is not allowed')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    typeIn('12');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(spy).toHaveBeenLastCalledWith({ count: 12, unit: 'MONTHS' });
  });
});

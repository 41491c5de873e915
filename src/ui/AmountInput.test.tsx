// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AmountInput,
  type AmountInputProps,
  amountLimits,
  parseAmount,
  validateAmount,
} from './AmountInput.tsx';

afterEach(cleanup);

describe('amount rules (INPUT)', () => {
  it('has the ranges and steps of each type', () => {
    expect(amountLimits({ type: 'PRICE' })).toEqual({ min: 0, max: undefined, step: 0.01 });
    expect(amountLimits({ type: 'PRICE', allowNegative: true })).toEqual({
      min: undefined,
      max: undefined,
      step: 0.01,
    });
    expect(amountLimits({ type: 'PERCENTAGE' })).toEqual({ min: 0, max: 100, step: 1 });
    expect(amountLimits({ type: 'PERCENTAGE', allowNegative: true })).toEqual({
      min: -100,
      max: 100,
      step: 1,
    });
    expect(amountLimits({ type: 'PERCENTAGE', min: 10, max: 200 })).toEqual({ min: 10, max: 100, step: 1 });
  });

  it('parses with the price patterns (comma accepted as decimal separator)', () => {
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('12.505')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('-3', true)).toBe(-3);
    expect(parseAmount('+3.10', true)).toBe(3.1);
    expect(parseAmount('1e3')).toBeNull();
  });

  it('reports the message keys', () => {
    expect(validateAmount('', { type: 'PRICE', required: true })).toEqual({ key: 'error.required' });
    expect(validateAmount('', { type: 'PRICE' })).toBeNull();
    expect(validateAmount('abc', { type: 'PRICE' })).toEqual({ key: 'error.field.generic.invalid' });
    expect(validateAmount('-1', { type: 'PRICE' })).toEqual({ key: 'error.field.generic.invalid' });
    expect(validateAmount('-101', { type: 'PERCENTAGE', allowNegative: true })).toEqual({
      key: 'error.field.min',
      params: { num: -100 },
    });
    expect(validateAmount('101', { type: 'PERCENTAGE' })).toEqual({
      key: 'error.field.max',
      params: { num: 100 },
    });
    expect(validateAmount('12.5', { type: 'PERCENTAGE' })).toEqual({ key: 'error.field.generic.invalid' });
    expect(validateAmount('99.99', { type: 'PRICE' })).toBeNull();
  });
});

function Harness(props: Partial<AmountInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <AmountInput
      label="Price"
      language="en"
      type="PRICE"
      required
      {...props}
      value={value}
      onChange={(text) => setValue(text)}
    />
  );
}

describe('<AmountInput>', () => {
  it('shows the euro symbol by default, dollar for USD, % for percentages', () => {
    const { unmount } = render(<Harness />);
    expect(screen.getByText('€')).toBeTruthy();
    unmount();
    render(<Harness currency="USD" />);
    expect(screen.getByText('$')).toBeTruthy();
    cleanup();
    render(<Harness type="PERCENTAGE" label="Discount" />);
    expect(screen.getByText('%')).toBeTruthy();
  });

  it('shows the required error once the field is left, then the max error', () => {
    render(<Harness type="PERCENTAGE" label="Discount" />);
    const input = screen.getByLabelText(/Discount/) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '150' } });
    expect(screen.getByText('The maximum value is 100')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`);
    fireEvent.change(input, { target: { value: '50' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('reports the number to the caller', () => {
    const seen: Array<number | null> = [];
    render(
      <AmountInput
        label="Price"
        language="it"
        type="PRICE"
        value=""
        onChange={(_, amount) => seen.push(amount)}
      />,
    );
    const input = screen.getByLabelText(/Price/);
    fireEvent.change(input, { target: { value: '12,30' } });
    fireEvent.change(input, { target: { value: '12,305' } });
    expect(seen).toEqual([12.3, null]);
  });
});

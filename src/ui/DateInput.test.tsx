// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput, validateDateText } from './DateInput.tsx';

afterEach(cleanup);

describe('DateInput (strict short format)', () => {
  it('validates', () => {
    expect(validateDateText('', 'en', { required: true })).toEqual({ key: 'error.required' });
    expect(validateDateText('31/02/2027', 'en', {})).toEqual({ key: 'error.date.invalid' });
    expect(validateDateText('01/02/2027', 'it', { max: '2027-01-31' })).toEqual({
      key: 'error.field.max',
      params: { num: '31/01/2027' },
    });
    expect(validateDateText('01/02/2027', 'it', {})).toBeNull();
  });

  it("emits the ISO date, or null with 'The date is not valid!'", () => {
    const onChange = vi.fn();
    render(<DateInput label="Birth date" language="en" value={null} onChange={onChange} />);
    const input = screen.getByLabelText(/Birth date/);
    fireEvent.change(input, { target: { value: '29/02/2028' } });
    expect(onChange).toHaveBeenLastCalledWith('2028-02-29');
    fireEvent.change(input, { target: { value: '29/02/2027' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('The date is not valid!')).toBeTruthy();
    expect(screen.getByText('Format: DD/MM/YYYY')).toBeTruthy();
  });
});

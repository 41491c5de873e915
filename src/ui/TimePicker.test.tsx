// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LooseTranslate } from '../i18n/translate.ts';
import { TimePicker } from './TimePicker.tsx';

afterEach(cleanup);

const TEXTS: Record<string, string> = {
  'error.required': 'Required',
  'timepicker.hint': '24-hour time, HH:mm',
};
const t: LooseTranslate = { text: (key) => TEXTS[key] ?? key, has: (key) => key in TEXTS };

let last = '';
function Harness({ initial = '', required = false }: { initial?: string; required?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      label="Check-in from"
      value={value}
      required={required}
      t={t}
      onChange={(next) => {
        last = next;
        setValue(next);
      }}
    />
  );
}

describe('<TimePicker> (BOCHECK, BOLIM)', () => {
  it('is a spinbutton named by its label, with the time as its value text', () => {
    render(<Harness initial="14:30" />);
    const spin = screen.getByRole('spinbutton', { name: /Check-in from/ });
    expect(spin.getAttribute('aria-valuenow')).toBe('870');
    expect(spin.getAttribute('aria-valuetext')).toBe('14:30');
    expect(spin.getAttribute('aria-describedby')).toContain('-hint');
  });

  it('steps with the keyboard: arrows by 15 minutes, pages by an hour, Home and End, wrapping the day', () => {
    render(<Harness initial="23:50" />);
    const spin = screen.getByRole('spinbutton');
    fireEvent.keyDown(spin, { key: 'ArrowUp' });
    expect(last).toBe('00:05');
    fireEvent.keyDown(spin, { key: 'ArrowDown' });
    expect(last).toBe('23:50');
    fireEvent.keyDown(spin, { key: 'PageDown' });
    expect(last).toBe('22:50');
    fireEvent.keyDown(spin, { key: 'Home' });
    expect(last).toBe('00:00');
    fireEvent.keyDown(spin, { key: 'End' });
    expect(last).toBe('23:59');
    expect((spin as HTMLInputElement).value).toBe('23:59');
  });

  it('normalises what was typed on blur, and keeps text that is not a time for the form to refuse', () => {
    render(<Harness />);
    const spin = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(spin, { target: { value: '930' } });
    fireEvent.blur(spin);
    expect(spin.value).toBe('09:30');
    expect(last).toBe('09:30');
    fireEvent.change(spin, { target: { value: '25:00' } });
    fireEvent.blur(spin);
    expect(spin.value).toBe('25:00');
    expect(spin.getAttribute('aria-valuenow')).toBeNull();
  });

  it('says a required time is missing once the field was left empty', () => {
    render(<Harness required />);
    const spin = screen.getByRole('spinbutton');
    expect(screen.queryByText('Required')).toBeNull();
    fireEvent.blur(spin);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(spin.getAttribute('aria-invalid')).toBe('true');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Chips, markSelected, toggleChip } from './Chips.tsx';

afterEach(cleanup);

const OPTIONS = [
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'pool', label: 'Pool' },
  { value: 'spa', label: 'Spa', disabled: true },
];

describe('chips helpers', () => {
  it('marks the selected items with the role value (VISITOR)', () => {
    expect(markSelected([{ value: 'a', role: 'OLD' }, { value: 'b' }], ['b'], 'SELECTED')).toEqual([
      { value: 'a' },
      { value: 'b', role: 'SELECTED' },
    ]);
  });

  it('toggles in the options order', () => {
    expect(toggleChip(OPTIONS, ['pool'], 'wifi')).toEqual(['wifi', 'pool']);
    expect(toggleChip(OPTIONS, ['wifi', 'pool'], 'wifi')).toEqual(['pool']);
  });
});

function Harness() {
  const [value, setValue] = useState<string[]>(['pool']);
  return <Chips legend="Services" language="en" options={OPTIONS} value={value} onChange={setValue} />;
}

describe('<Chips>', () => {
  it('is a group of checkboxes that marks the selected ones', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Services' })).toBeTruthy();
    const wifi = screen.getByRole('checkbox', { name: 'Wi-Fi' }) as HTMLInputElement;
    const pool = screen.getByRole('checkbox', { name: /Pool/ }) as HTMLInputElement;
    expect(pool.checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    fireEvent.click(wifi);
    expect(wifi.checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Spa' }) as HTMLInputElement).disabled).toBe(true);
  });
});

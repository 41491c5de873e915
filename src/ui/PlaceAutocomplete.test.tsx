// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressInfo } from '../contracts/types.ts';
import { PlacesError, type PlacesProvider, type Suggestion } from '../domain/places.ts';
import { CityAutocomplete } from './CityAutocomplete.tsx';
import { placeFieldError } from './PlaceAutocomplete.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SUGGESTIONS: Suggestion[] = [
  {
    placeId: 'it:058091',
    kind: 'city',
    mainText: 'Roma',
    secondaryText: 'RM, Lazio, Italy',
    description: 'Roma, RM, Lazio, Italy',
  },
  {
    placeId: 'it:016183',
    kind: 'city',
    mainText: 'Romano di Lombardia',
    secondaryText: 'BG, Lombardia, Italy',
    description: 'Romano di Lombardia, BG, Lombardia, Italy',
  },
];

function fakeProvider(fail = false) {
  const queries: string[] = [];
  const provider: PlacesProvider = {
    async suggest(query) {
      queries.push(query);
      if (fail) throw new PlacesError('Error getting cities', 500);
      return SUGGESTIONS.filter((s) => s.mainText.toLowerCase().startsWith(query.toLowerCase()));
    },
    async details(placeId) {
      return {
        placeId,
        city: placeId === 'it:058091' ? 'Roma' : 'Romano di Lombardia',
        country: 'IT',
        formatted_address: placeId === 'it:058091' ? 'Roma RM, Italia' : 'Romano di Lombardia BG, Italia',
      };
    },
  };
  return { provider, queries };
}

function Harness({
  provider,
  onValue,
}: {
  provider: PlacesProvider;
  onValue?: (v: AddressInfo | null) => void;
}) {
  const [value, setValue] = useState<AddressInfo | null>(null);
  return (
    <CityAutocomplete
      language="en"
      provider={provider}
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue?.(v);
      }}
    />
  );
}

async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}

describe('placeFieldError (INPUT)', () => {
  const base = {
    kind: 'address' as const,
    text: '',
    value: null,
    required: true,
    minLength: 3,
    lookupFailed: false,
  };
  it('gives the message keys in order', () => {
    expect(placeFieldError(base)).toEqual({ key: 'error.required' });
    expect(placeFieldError({ ...base, required: false })).toBeNull();
    expect(placeFieldError({ ...base, text: 'Ro' })).toEqual({
      key: 'error.field.generic.minlength',
      params: { count: 3 },
    });
    expect(placeFieldError({ ...base, text: 'Rom', lookupFailed: true })).toEqual({
      key: 'error.address.not.found',
    });
    expect(placeFieldError({ ...base, kind: 'city', text: 'Rom' })).toEqual({ key: 'error.city.not.match' });
    expect(placeFieldError({ ...base, text: 'Rom', value: { city: 'Roma' } })).toBeNull();
  });
});

describe('<CityAutocomplete> (APG combobox)', () => {
  it('waits for 3 characters and 250 ms, then lists the suggestions', async () => {
    const { provider, queries } = fakeProvider();
    render(<Harness provider={provider} />);
    const input = screen.getByRole('combobox', { name: /City/ });
    await type(input, 'Ro');
    expect(queries).toEqual([]);
    fireEvent.change(input, { target: { value: 'Rom' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(queries).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(queries).toEqual(['Rom']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('moves with the arrows (aria-activedescendant), chooses with Enter and closes with Escape', async () => {
    const { provider } = fakeProvider();
    const values: Array<AddressInfo | null> = [];
    render(<Harness provider={provider} onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await type(input, 'Rom');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
      await vi.runAllTimersAsync();
    });
    expect(values.at(-1)).toMatchObject({ placeId: 'it:058091', city: 'Roma' });
    expect(input.value).toBe('Roma RM, Italia');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('requires a selection: typing after a choice clears the value; leaving shows not.match', async () => {
    const { provider } = fakeProvider();
    const values: Array<AddressInfo | null> = [];
    render(<Harness provider={provider} onValue={(v) => values.push(v)} />);
    const input = screen.getByRole('combobox');
    await type(input, 'Rom');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('option')[1] as HTMLElement);
      await vi.runAllTimersAsync();
    });
    expect(values.at(-1)?.city).toBe('Romano di Lombardia');
    await type(input, 'Romano di');
    expect(values.at(-1)).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Choose a city from the suggestions')).toBeTruthy();
  });

  it('shows the minimum length and the not-found messages', async () => {
    const { provider } = fakeProvider(true);
    render(<Harness provider={provider} />);
    const input = screen.getByRole('combobox');
    fireEvent.blur(input);
    expect(screen.getByText('This field is required')).toBeTruthy();
    await type(input, 'Ro');
    // No error while typing (TRUST): it is judged when the field is left.
    expect(screen.queryByText('Enter at least 3 characters')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('Enter at least 3 characters')).toBeTruthy();
    await type(input, 'Rom');
    fireEvent.blur(input);
    expect(screen.getByText('City not found')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

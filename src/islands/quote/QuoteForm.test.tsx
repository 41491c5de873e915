// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../../contracts/join.ts';
import { mergeErrors, QuoteForm, toQuoteBody } from './QuoteForm.tsx';

beforeEach(() => {
  window.history.replaceState(null, '', '/quote?email=anna%40example.com');
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hotelSections = () => document.querySelectorAll('.quote-hotel');

describe('quote form', () => {
  it('takes the e-mail from the query and follows count and building type', async () => {
    render(<QuoteForm language="en" />);
    const email = (await screen.findByLabelText(/^E-mail/)) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('anna@example.com'));
    expect(hotelSections()).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Several properties'));
    const count = (await screen.findByLabelText(/^How many\?/)) as HTMLInputElement;
    expect(count.value).toBe('1');
    fireEvent.change(count, { target: { value: '3' } });
    await waitFor(() => expect(hotelSections()).toHaveLength(3));
    fireEvent.change(count, { target: { value: '2' } });
    await waitFor(() => expect(hotelSections()).toHaveLength(2));
    fireEvent.click(screen.getByLabelText('The properties belong to a group'));
    fireEvent.change(await screen.findByLabelText(/^Group name/), { target: { value: 'G' } });

    // A new building type: count 1, one hotel, no group.
    fireEvent.click(screen.getByLabelText('A single property'));
    await waitFor(() => expect(hotelSections()).toHaveLength(1));
    fireEvent.click(screen.getByLabelText('Several properties'));
    expect(((await screen.findByLabelText(/^How many\?/)) as HTMLInputElement).value).toBe('1');
    expect((screen.getByLabelText('The properties belong to a group') as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.queryByLabelText(/^Group name/)).toBeNull();
  });

  it('asks per building type: no name for NONE, no type nor rooms for BUILDING, stars for hotels', async () => {
    render(<QuoteForm language="en" />);
    await screen.findByLabelText(/^Property name/);
    // Required fields are marked, and the mark is explained once at the top.
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    expect(document.querySelectorAll('.quote-form label .field-required').length).toBeGreaterThanOrEqual(5);
    // Stars is shown from the start, next to the type, and asked only for hotels.
    const stars = screen.getByLabelText(/^Stars/) as HTMLSelectElement;
    expect(stars.disabled).toBe(true);
    expect(screen.getByText(/Only for hotels/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Property type/), { target: { value: 'HOTEL' } });
    await waitFor(() => expect(stars.disabled).toBe(false));
    expect(screen.getByText('Required for hotels.')).toBeTruthy();
    const rooms = screen.getByLabelText(/^Rooms/) as HTMLSelectElement;
    expect(
      Array.from(rooms.options)
        .map((o) => o.text)
        .slice(-2),
    ).toEqual(['20', '20+']);

    fireEvent.click(screen.getByLabelText('A building with several units'));
    await waitFor(() => expect(screen.queryByLabelText(/^Property type/)).toBeNull());
    expect(screen.queryByLabelText(/^Rooms/)).toBeNull();

    fireEvent.click(screen.getByLabelText("I don't have a property yet"));
    await waitFor(() => expect(screen.queryByLabelText(/^Property name/)).toBeNull());
    expect(screen.getByText(/placeholder property/)).toBeTruthy();
  });

  it('an invalid submit shows the validation text and focuses the first invalid field', async () => {
    render(<QuoteForm language="en" />);
    await screen.findByLabelText(/^Property name/);
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote request' }));
    expect(
      await screen.findByText('Some fields are missing or invalid: please check the form.'),
    ).toBeTruthy();
    // Name, type and rooms (cross-field rules) are reported together with the address.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Property name/)));
    expect(screen.getByLabelText(/^Property type/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Rooms/).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('quote helpers', () => {
  it('merges error trees, the first winning', () => {
    const leaf = (message: string) => ({ type: 'custom', message });
    expect(
      mergeErrors(
        { hotels: [{ addressInfo: { street: leaf('a') } }] },
        { hotels: [{ name: leaf('b'), addressInfo: { street: leaf('c') } }], count: leaf('d') },
      ),
    ).toEqual({ hotels: [{ name: leaf('b'), addressInfo: { street: leaf('a') } }], count: leaf('d') });
  });

  it('sends stars only for hotels and no name for the NONE placeholder', () => {
    const addressInfo = { address: 'Via Roma 1', street: 'Via Roma', city: 'Milano', country: 'IT' };
    const body = toQuoteBody(
      {
        manager: { email: 'a@example.com' },
        buildingType: 'NONE',
        count: 1,
        group: false,
        groupName: 'x',
        language: 'en',
        hotels: [{ name: 'Ignored', type: 'BB', stars: 3, roomsNumber: 2, addressInfo }],
      } as Quote,
      'it',
    );
    expect(body.language).toBe('it');
    expect(body.groupName).toBeUndefined();
    expect(body.hotels[0]).toMatchObject({ name: undefined, stars: undefined, type: 'BB', roomsNumber: 2 });
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingForm, type BookingValue, bandMax, clampCheckout, withCheckin } from './BookingForm.tsx';

afterEach(cleanup);

describe('booking form rules (SITEFLOW)', () => {
  it('forces checkout to checkin + 1 .. checkin + maxRange', () => {
    expect(clampCheckout('2027-02-27', '2027-02-27', 30)).toBe('2027-02-28');
    expect(clampCheckout('2027-02-27', '2027-02-01', 30)).toBe('2027-02-28');
    expect(clampCheckout('2027-02-27', '2027-05-01', 30)).toBe('2027-03-29');
    expect(clampCheckout('2027-02-27', '2027-03-05', 30)).toBe('2027-03-05');
    expect(clampCheckout('2028-02-28', 'garbage', 7)).toBe('2028-02-29');
  });

  it('moves checkout with checkin', () => {
    const value: BookingValue = {
      checkin: '2027-01-10',
      checkout: '2027-01-12',
      people: { adults: 2, boys: 0, children: 0, kids: 0 },
    };
    expect(withCheckin(value, '2027-01-20', 14).checkout).toBe('2027-01-21');
    expect(withCheckin(value, '2027-01-01', 5).checkout).toBe('2027-01-06');
    expect(withCheckin(value, 'nope', 5)).toBe(value);
  });

  it('caps each band by what the total maximum leaves', () => {
    const people = { adults: 2, boys: 1, children: 0, kids: 0 };
    expect(bandMax(people, 'children', 10, 4)).toBe(1);
    expect(bandMax(people, 'adults', 10, 4)).toBe(3);
    expect(bandMax(people, 'adults', 10)).toBe(10);
  });
});

function Harness() {
  const [value, setValue] = useState<BookingValue>({
    checkin: '2027-01-10',
    checkout: '2027-01-12',
    people: { adults: 1, boys: 0, children: 0, kids: 0 },
  });
  return (
    <>
      <BookingForm
        language="en"
        value={value}
        onChange={setValue}
        minDate="2027-01-01"
        maxRange={7}
        maxGuests={2}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

describe('<BookingForm>', () => {
  it('clamps the checkout the user picks and follows the checkin', () => {
    render(<Harness />);
    const checkin = screen.getByLabelText('Check-in') as HTMLInputElement;
    const checkout = screen.getByLabelText('Check-out') as HTMLInputElement;
    expect(checkout.min).toBe('2027-01-11');
    expect(checkout.max).toBe('2027-01-17');
    fireEvent.change(checkout, { target: { value: '2027-02-01' } });
    expect(checkout.value).toBe('2027-01-17');
    fireEvent.change(checkin, { target: { value: '2027-01-20' } });
    expect(checkout.value).toBe('2027-01-21');
    expect(screen.getByText('1 night')).toBeTruthy();
  });

  it('keeps at least one adult and disables plus at the total maximum', () => {
    render(<Harness />);
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    expect(adults.getAttribute('aria-valuemin')).toBe('1');
    expect((screen.getByRole('button', { name: 'Decrease Adults' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Increase Children' }));
    expect((screen.getByRole('button', { name: 'Increase Adults' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('value').textContent).toContain('"children":1');
    expect(screen.getByRole('group', { name: /Guests: 2 guests/ })).toBeTruthy();
  });
});

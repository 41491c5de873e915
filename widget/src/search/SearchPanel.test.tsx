// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingCalendar, BookingProfile, BookingSearch } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { addDays, eachNight } from '../../../src/domain/booking/dates.ts';
import { readConfig } from '../config.ts';
import { WidgetContext } from '../context.tsx';
import { createController } from '../flow/controller.ts';
import { clearCalendarCache } from './calendar.ts';
import { SearchPanel } from './SearchPanel.tsx';

const occupancy = (
  maxOccupancy: number,
  max: { adults: number; boys: number; children: number; kids: number },
) => ({
  occupancy: { maxOccupancy, max, baseOccupancy: 2, minAdults: 1 },
});

const profile = {
  hotel: { id: 7, name: "Ca' dei Dogi", timeZone: 'Europe/Rome' },
  currency: 'EUR',
  maxRange: 21,
  roomTypes: [
    occupancy(2, { adults: 2, boys: 0, children: 1, kids: 1 }),
    occupancy(3, { adults: 3, boys: 1, children: 2, kids: 1 }),
  ],
} as unknown as BookingProfile;

const result = { hotelId: 7, currency: 'EUR', results: [], violations: [] } as unknown as BookingSearch;

async function setup(attributes: Record<string, string> = {}) {
  const api = {
    bookingProfile: vi.fn(async () => profile),
    searchAvailability: vi.fn(async () => result),
    bookingCalendar: vi.fn(
      async (_hotel: number | string, from: string, to: string): Promise<BookingCalendar> => ({
        hotelId: 7,
        from,
        to,
        currency: 'EUR',
        people: { adults: 2, boys: 0, children: 0, kids: 0 },
        rooms: 1,
        days: eachNight(from, addDays(to, 1)).map((date) => ({
          date,
          lowestPrice: 120,
          available: true,
          closed: false,
          closedToArrival: false,
          closedToDeparture: false,
          minLOS: 1,
        })),
      }),
    ),
  } as unknown as ApiClient;
  const { config } = readConfig({ attributes: { hotel: 'ca-dei-dogi-venezia', ...attributes } });
  const controller = createController(config, {
    api,
    emit: () => {},
    storage: null,
    dataLayer: () => null,
    now: () => Date.now(),
  });
  await controller.loadProfile();
  render(
    <WidgetContext.Provider value={controller}>
      <SearchPanel />
    </WidgetContext.Provider>,
  );
  return { controller, api };
}

const datesButton = () => screen.getByRole('button', { name: /^Dates/ });
const guestsButton = () => screen.getByRole('button', { name: /^Guests/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-10T08:00:00Z'));
  clearCalendarCache();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('<SearchPanel>', () => {
  it('asks for dates before searching, with the error linked to the dates button', async () => {
    const { api } = await setup();
    expect(datesButton().textContent).toContain('Choose your dates');
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    const error = screen.getByText('Choose the check-in and check-out dates');
    expect(datesButton().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(datesButton());
    expect(api.searchAvailability).not.toHaveBeenCalled();
  });

  it('opens the picker, and the chosen range goes to the query', async () => {
    const { controller } = await setup();
    fireEvent.click(datesButton());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    await waitFor(() =>
      expect(dialog.querySelector('[data-date="2026-06-12"]')?.textContent).toContain('€120'),
    );
    fireEvent.click(dialog.querySelector('[data-date="2026-06-12"]') as HTMLElement);
    // A wide screen: the check-out completes the choice.
    fireEvent.click(dialog.querySelector('[data-date="2026-06-15"]') as HTMLElement);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(controller.state.get().query).toMatchObject({ checkin: '2026-06-12', checkout: '2026-06-15' });
    expect(datesButton().textContent).toContain('Fri 12 Jun – Mon 15 Jun · 3 nights');
    expect(document.activeElement).toBe(datesButton());
  });

  it('cancelling the picker changes nothing', async () => {
    const { controller } = await setup({ checkin: '2026-07-01', checkout: '2026-07-03' });
    fireEvent.click(datesButton());
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(dialog.querySelector('[data-date="2026-07-10"]') as HTMLElement);
    fireEvent.click(screen.getByText('Cancel'));
    expect(controller.state.get().query).toMatchObject({ checkin: '2026-07-01', checkout: '2026-07-03' });
  });

  it('counts guests with spinbuttons, + disabled at the largest room occupancy', async () => {
    const { controller } = await setup();
    expect(guestsButton().textContent).toContain('2 adults');
    expect(guestsButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(guestsButton());
    const adults = await screen.findByRole('spinbutton', { name: 'Adults' });
    expect(guestsButton().getAttribute('aria-expanded')).toBe('true');
    expect(adults.getAttribute('aria-valuemin')).toBe('1');
    expect(adults.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('13 to 17 years')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Increase Children' }));
    expect(controller.state.get().query.people).toEqual({ adults: 2, boys: 0, children: 1, kids: 0 });
    // 3 guests: the largest room holds 3, every + is disabled
    for (const band of ['Adults', 'Teenagers', 'Children', 'Infants']) {
      expect((screen.getByRole('button', { name: `Increase ${band}` }) as HTMLButtonElement).disabled).toBe(
        true,
      );
    }
    expect(guestsButton().textContent).toContain('2 adults, 1 child');
    fireEvent.click(screen.getByRole('button', { name: 'Increase Rooms' }));
    expect(controller.state.get().query.rooms).toBe(2);
    expect(guestsButton().textContent).toContain('2 adults, 1 child per room · 2 rooms');
    fireEvent.keyDown(adults, { key: 'Escape' });
    expect(screen.queryByRole('spinbutton', { name: 'Adults' })).toBeNull();
    expect(document.activeElement).toBe(guestsButton());
  });

  it('keeps the promo code behind a link unless one is set', async () => {
    await setup();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I have a promo code' }));
    const input = await screen.findByLabelText('Promo code');
    await waitFor(() => expect(document.activeElement).toBe(input));
    cleanup();
    await setup({ promo: 'VENEZIA10' });
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('VENEZIA10');
  });

  it('searches, then says when the results are out of date', async () => {
    const { controller, api } = await setup({
      checkin: '2026-07-01',
      checkout: '2026-07-04',
      promo: 'VENEZIA10',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => expect(api.searchAvailability).toHaveBeenCalledTimes(1));
    expect(api.searchAvailability).toHaveBeenCalledWith(
      'ca-dei-dogi-venezia',
      expect.objectContaining({
        checkin: '2026-07-01',
        checkout: '2026-07-04',
        adults: 2,
        promo: 'VENEZIA10',
      }),
    );
    expect(controller.state.get().step).toBe('results');
    expect(screen.queryByText(/You changed the search/)).toBeNull();
    act(() => controller.setQuery({ people: { adults: 1, boys: 0, children: 0, kids: 0 } }));
    expect(screen.getByText(/You changed the search/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.searchAvailability).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/You changed the search/)).toBeNull();
  });

  it('refuses a past check-in and too many guests', async () => {
    const { api } = await setup({ checkin: '2026-06-01', checkout: '2026-06-04' });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(screen.getByText('The check-in date has passed: choose new dates')).toBeTruthy();
    cleanup();
    await setup({ checkin: '2026-07-01', checkout: '2026-07-04', adults: '4' });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    expect((await screen.findAllByText('Our rooms host at most 3 guests')).length).toBeGreaterThan(0);
    expect(api.searchAvailability).not.toHaveBeenCalled();
  });

  it('offers to discard a restored draft', async () => {
    const { controller } = await setup();
    act(() => controller.state.setKey('restoredDraft', true));
    expect(screen.getByText('We kept the dates and rooms of your last visit.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(controller.state.get().restoredDraft).toBe(false);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReservationCreated } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { WidgetContext } from '../context.tsx';
import type { WidgetController } from '../flow/controller.ts';
import { SummaryStep } from './SummaryStep.tsx';
import { CREATED, GUEST, SEARCH, summaryController } from './test-fixtures.ts';

afterEach(cleanup);

function renderSummary(controller: WidgetController) {
  return render(
    <WidgetContext.Provider value={controller}>
      <SummaryStep />
    </WidgetContext.Provider>,
  );
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('SummaryStep', () => {
  it('shows everything the guest is about to book, with the figures of all the rooms', () => {
    const { controller } = summaryController();
    const { container } = renderSummary(controller);
    const stay = screen.getByRole('region', { name: 'Your stay' });
    expect(text(stay)).toContain("Ca' dei Dogi");
    expect(text(stay)).toContain('30 Jan 2027 · from 14:00');
    expect(text(stay)).toContain('3 Feb 2027 · until 11:00');
    expect(text(stay)).toContain('4 nights');
    expect(text(stay)).toContain('2 × Classic double room');
    expect(text(stay)).toContain('2 adults per room');
    expect(text(stay)).toContain('Non-refundable, breakfast included');
    expect(text(stay)).toContain('Included in the price: breakfast');

    const nights = screen.getByRole('table', { name: 'Price per night, for each room' });
    const rows = within(nights).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(text(rows[0]?.querySelector('th') ?? null)).toBe('Sat 30 Jan');
    expect(text(rows[0]?.querySelector('td') ?? null)).toBe('Before discounts: €105.30 now €74.11');
    expect(rows[0]?.querySelector('del')?.textContent).toContain('€105.30');

    const price = screen.getByRole('region', { name: 'Price details' });
    expect(text(price)).toContain('Friends of the palazzo−€107.46');
    expect(text(price)).toContain('Early booking: save 15%−€133.48');
    expect(text(price)).toContain('Wi-FiIncluded');

    const totals = container.querySelector('.summary-totals');
    expect(text(totals)).toContain('Rooms total€756.28');
    expect(text(totals)).toContain('VAT included (10 %): €68.76');
    expect(text(totals)).toContain('City tax, paid at the hotel€72.00');
    expect(text(totals)).toContain('Total€828.28');
    expect(text(totals)).toContain('Deposit requested at booking€226.88');
    expect(text(totals)).toContain('To pay at the hotel€601.40');
    expect(text(totals)).not.toContain('charged in');

    expect(screen.getByRole('heading', { name: 'Cancellation policy: Non-refundable' })).toBeTruthy();
    expect(text(container)).toContain('cancelling at any time costs €756.28');
    // No-show told with the cancellation policy: €378.14 a room, 2 rooms.
    expect(text(container)).toContain('If you do not arrive (no-show), the hotel charges €756.28.');
    expect(text(screen.getByRole('region', { name: 'Your details' }))).toContain('anna.rossi@example.it');
  });

  it('says plainly that the booking is charged in the hotel currency when another one is shown', async () => {
    const { controller, api } = summaryController({}, { currency: 'USD' });
    const { container } = renderSummary(controller);
    await waitFor(() => expect(text(container.querySelector('.summary-grand'))).toBe('TotalUS$911.11'));
    expect(api.exchangeRates).toHaveBeenCalledWith('EUR', 'ca-dei-dogi-venezia');
    expect(text(container.querySelector('.summary-currency'))).toBe(
      'Prices are shown in USD as a guide. The booking is charged in EUR: €828.28 in total.',
    );
  });

  it('goes back to the guest details with Edit, keeping them', () => {
    const { controller } = summaryController();
    renderSummary(controller);
    fireEvent.click(screen.getByRole('button', { name: 'Edit your details' }));
    expect(controller.state.get().step).toBe('guest');
    expect(controller.state.get().guest).toEqual(GUEST);
  });

  it('on a phone-wide widget keeps the total, Back and the one confirm button in the sticky bar', async () => {
    // The widget measures itself (the host decides its width): a 390 px wide summary.
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        readonly report: ResizeObserverCallback;
        constructor(report: ResizeObserverCallback) {
          this.report = report;
        }
        observe(element: Element) {
          observed.push(element);
          this.report(
            [{ contentRect: { width: 390 } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          );
        }
        disconnect() {}
      },
    );
    try {
      const createReservation = vi.fn(() => new Promise<ReservationCreated>(() => undefined));
      const { controller } = summaryController({ createReservation } as Partial<ApiClient>);
      const { container } = renderSummary(controller);
      const bar = container.querySelector('.sticky-total');
      expect(bar).not.toBeNull();
      expect(text(bar)).toContain('Total €828.28');
      expect(screen.getAllByRole('button', { name: 'Confirm booking' })).toHaveLength(1);
      const aside = container.querySelector('.summary-side');
      expect(within(aside as HTMLElement).queryByRole('button', { name: 'Confirm booking' })).toBeNull();
      fireEvent.click(within(bar as HTMLElement).getByRole('button', { name: 'Confirm booking' }));
      expect(createReservation).toHaveBeenCalledTimes(1);
      fireEvent.click(within(bar as HTMLElement).getByRole('button', { name: 'Back' }));
      expect(controller.state.get().step).toBe('guest');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('books once on a double click, with the rooms total the guest saw, and says it is booking', async () => {
    let resolve: (value: ReservationCreated) => void = () => undefined;
    const createReservation = vi.fn(() => new Promise<ReservationCreated>((r) => (resolve = r)));
    const { controller } = summaryController({ createReservation } as Partial<ApiClient>);
    renderSummary(controller);
    const button = screen.getByRole('button', { name: 'Confirm booking' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(createReservation).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Booking…');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const [, body, key] = createReservation.mock.calls[0] as unknown as [
      string,
      { expectedTotal: number; rooms: unknown[] },
      string,
    ];
    expect(body.expectedTotal).toBe(756.28);
    expect(body.rooms).toHaveLength(2);
    expect(key).toBe('test-key-1');
    await act(async () => resolve(CREATED));
    expect(controller.state.get().step).toBe('confirmation');
  });

  it('explains a changed price with the new total and searches again keeping the guest', async () => {
    const quote = { currency: 'EUR', total: 800, grandTotal: 872, rooms: [] };
    const createReservation = vi.fn(async () => {
      throw new ApiRequestError(
        409,
        'The price has changed',
        [{ field: 'expectedTotal', code: 'error.price.changed' }],
        true,
        {
          message: 'The price has changed',
          quote,
        },
      );
    });
    const { controller, api } = summaryController({ createReservation } as Partial<ApiClient>);
    renderSummary(controller);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    });
    const alert = screen.getByRole('alert');
    expect(text(alert)).toContain('The price changed after your search: the new total is €872.00.');
    expect(text(alert)).toContain('Your details are kept.');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'See the new price' }));
    });
    expect(api.searchAvailability).toHaveBeenCalledWith(
      'ca-dei-dogi-venezia',
      expect.objectContaining({
        checkin: SEARCH.checkin,
        checkout: SEARCH.checkout,
        rooms: 2,
        promo: 'VENEZIA10',
      }),
    );
    expect(controller.state.get().step).toBe('results');
    expect(controller.state.get().guest).toEqual(GUEST);
  });

  it('offers other dates when the room is gone, and a retry with the same key on a server error', async () => {
    const createReservation = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(503, 'Error creating the reservation'))
      .mockRejectedValueOnce(
        new ApiRequestError(409, 'No room left: Classic double room is sold out on 2027-01-31', [
          { field: 'rooms.0', code: 'error.stay.sold.out' },
        ]),
      );
    const { controller } = summaryController({ createReservation } as Partial<ApiClient>);
    renderSummary(controller);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    });
    expect(text(screen.getByRole('alert'))).toContain(
      'Something went wrong. Nothing you entered has been lost.',
    );
    // The widget's own words for a 503, never the server's English message.
    expect(text(screen.getByRole('alert'))).toContain('The booking service is not answering right now');
    expect(text(screen.getByRole('alert'))).not.toContain('Error creating the reservation');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    });
    expect(createReservation.mock.calls.map((call) => call[2])).toEqual(['test-key-1', 'test-key-1']);
    const alert = screen.getByRole('alert');
    expect(text(alert)).toContain('the room is no longer available for these dates');
    expect(text(alert)).not.toContain('sold out on 2027-01-31');
    fireEvent.click(within(alert).getByRole('button', { name: 'Search other dates' }));
    expect(controller.state.get().step).toBe('search');
    expect(controller.state.get().guest).toEqual(GUEST);
  });

  it('sends refused guest or card fields back to the guest step with their errors', async () => {
    const createReservation = vi.fn(async () => {
      throw new ApiRequestError(400, 'This card is not accepted', [
        { field: 'card.number', code: 'error.card.type.invalid' },
      ]);
    });
    const { controller } = summaryController({ createReservation } as Partial<ApiClient>);
    renderSummary(controller);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check your details' }));
    const state = controller.state.get();
    expect(state.step).toBe('guest');
    expect(state.booking.error?.errors).toEqual([{ field: 'card.number', code: 'error.card.type.invalid' }]);
  });

  it('asks to search again when the chosen rate is no longer in the results', () => {
    const { controller } = summaryController({}, {}, { choice: { roomTypeId: 999, ratePlanId: 1 } });
    renderSummary(controller);
    fireEvent.click(screen.getByRole('button', { name: 'Search again' }));
    expect(controller.state.get().step).toBe('search');
  });
});

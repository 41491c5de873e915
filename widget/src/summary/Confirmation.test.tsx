// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetContext } from '../context.tsx';
import type { WidgetController } from '../flow/controller.ts';
import { Confirmation } from './Confirmation.tsx';
import { CREATED, PROFILE, RESERVATION, summaryController } from './test-fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function confirmed() {
  const { controller } = summaryController(
    {},
    {},
    {
      step: 'confirmation',
      booking: { status: 'ready', data: CREATED, error: null },
      idempotencyKey: 'test-key-1',
    },
  );
  return controller;
}

function renderConfirmation(controller: WidgetController) {
  return render(
    <WidgetContext.Provider value={controller}>
      <Confirmation />
    </WidgetContext.Provider>,
  );
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('Confirmation', () => {
  it('shows the code, the amounts booked, the e-mail and the private manage link in a new tab', () => {
    const { container } = renderConfirmation(confirmed());
    expect(screen.getByRole('heading', { name: 'Your booking is confirmed' })).toBeTruthy();
    expect(text(container)).toContain("Thank you, Anna: Ca' dei Dogi is expecting you on 30 Jan 2027.");
    expect(container.querySelector('.confirmation-code-value')?.textContent).toBe('ZZKJHNDTQ5');
    expect(text(container)).toContain('We have sent the confirmation to anna.rossi@example.it.');
    const totals = text(container.querySelector('.summary-totals'));
    expect(totals).toContain('Rooms total€756.28');
    expect(totals).toContain('City tax, paid at the hotel€72.00');
    expect(totals).toContain('Total€828.28');
    expect(totals).toContain('Deposit requested at booking€226.88');
    expect(totals).toContain('To pay at the hotel€601.40');

    const manage = screen.getByRole('link', {
      name: 'Manage or cancel your reservation (opens in a new tab)',
    });
    expect(manage.getAttribute('href')).toBe(CREATED.manageUrl);
    expect(manage.getAttribute('target')).toBe('_blank');
    expect(manage.getAttribute('rel')).toBe('noopener');
  });

  it('says the VAT the server booked and lists the extras and the requests as the summary did', () => {
    // Two gondola rides in each of the 2 rooms: €80 a room on top of the rate's €378.14.
    const booked = {
      ...CREATED,
      total: 916.28,
      grandTotal: 988.28,
      // The nights' VAT (10 %) and the extras' (22 %): not the rate's VAT alone (2 × €34.38).
      vat: 97.61,
    };
    const { controller } = summaryController(
      {},
      {},
      {
        step: 'confirmation',
        booking: { status: 'ready', data: booked, error: null },
        extras: { services: [{ serviceId: 152, count: 2 }], beds: [], cents: 8000 },
        notes: 'We arrive late, around 22:00',
        idempotencyKey: 'test-key-1',
      },
    );
    const { container } = renderConfirmation(controller);
    const totals = text(container.querySelector('.summary-totals'));
    expect(totals).toContain('Rooms total€916.28');
    expect(totals).toContain('€97.61');
    const recap = text(container.querySelector('.recap'));
    expect(recap).toContain('Requests for the hotelWe arrive late, around 22:00');
    expect(recap).toContain('Gondola ride × 2€160.00');
    expect(recap).toContain('Wi-FiIncluded');
  });

  it('copies the code with the Clipboard API', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderConfirmation(confirmed());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the confirmation code' }));
    });
    expect(writeText).toHaveBeenCalledWith('ZZKJHNDTQ5');
    expect(screen.getByRole('status').textContent).toBe('Confirmation code copied.');
  });

  it('falls back to selecting the code when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const execCommand = vi.fn(() => false);
    document.execCommand = execCommand;
    renderConfirmation(confirmed());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the confirmation code' }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(window.getSelection()?.toString()).toBe('ZZKJHNDTQ5');
    expect(screen.getByRole('status').textContent).toContain('The code is selected');
  });

  it('starts a new booking with "Book another stay"', () => {
    const controller = confirmed();
    renderConfirmation(controller);
    fireEvent.click(screen.getByRole('button', { name: 'Book another stay' }));
    const state = controller.state.get();
    expect(state.step).toBe('search');
    expect(state.booking.status).toBe('idle');
    expect(state.idempotencyKey).toBeNull();
  });

  it('recaps the stay: hotel with address, map and contacts, dates with times, room, rate, guests, cancellation, calendar', async () => {
    const profile = {
      ...PROFILE,
      hotel: {
        ...PROFILE.hotel,
        addressInfo: {
          formatted_address: 'Calle de la Madonna 4646, 30122 Venezia',
          geo: { type: 'Point', coordinates: [12.3391, 45.4372] },
        },
        contacts: [
          { type: 'WEBSITE', value: 'https://cadeidogi.example' },
          { type: 'PHONE', value: '+39 041 123 4567' },
          { type: 'EMAIL', value: 'info@cadeidogi.example' },
        ],
      },
    } as typeof PROFILE;
    const { controller } = summaryController(
      {},
      {},
      {
        step: 'confirmation',
        profile: { status: 'ready', data: profile, error: null },
        booking: { status: 'ready', data: CREATED, error: null },
      },
    );
    renderConfirmation(controller);
    const recap = screen.getByRole('region', { name: 'Your stay' });
    const all = text(recap);
    expect(all).toContain("Ca' dei Dogi");
    expect(all).toContain('Calle de la Madonna 4646, 30122 Venezia');
    expect(all).toContain('Check-in30 Jan 2027 · from 14:00');
    expect(all).toContain('until 11:00');
    expect(all).toContain('Not available for this booking');
    const map = screen.getByRole('link', { name: 'Open the map (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.4372&mlon=12.3391#map=17/45.4372/12.3391',
    );
    expect(screen.getByRole('link', { name: '+39 041 123 4567' }).getAttribute('href')).toBe(
      'tel:+390411234567',
    );
    expect(screen.getByRole('link', { name: 'info@cadeidogi.example' }).getAttribute('href')).toBe(
      'mailto:info@cadeidogi.example',
    );

    let saved: Blob | null = null;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved = blob;
          return 'blob:x';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    });
    const ics = await (saved as unknown as Blob).text();
    expect(ics).toContain('DTSTART;VALUE=DATE:20270130\r\n');
    expect(ics).toContain(`UID:${CREATED.code.toLowerCase()}@`);
    expect(ics.replace(/\r\n /g, '')).toContain(`Manage or cancel your reservation: ${CREATED.manageUrl}`);
  });

  it('no longer says confirmed once the booking was cancelled elsewhere (read again when the page is back in view)', async () => {
    const reservation = vi.fn(async () => ({ ...RESERVATION, status: 'CANCELLED' as const }));
    const { controller } = summaryController(
      { reservation },
      {},
      { step: 'confirmation', booking: { status: 'ready', data: CREATED, error: null } },
    );
    renderConfirmation(controller);
    expect(screen.getByRole('heading', { name: 'Your booking is confirmed' })).toBeTruthy();
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reservation).toHaveBeenCalledWith(CREATED.code, CREATED.manageToken);
    expect(
      screen.getByRole('heading', { name: 'This booking is no longer confirmed: Cancelled' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });
});

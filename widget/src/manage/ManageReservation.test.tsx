// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancelReservationInput } from '../../../src/contracts/booking.ts';
import type { CancellationResult, ReservationView } from '../../../src/contracts/booking-types.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import type { ManageLink } from '../../../src/contracts/client/manage-link.ts';
import { WidgetContext } from '../context.tsx';
import { RESERVATION, summaryController, TOKEN } from '../summary/test-fixtures.ts';
import type { ManageProps } from './link.ts';
import { ManageReservation } from './ManageReservation.tsx';

afterEach(cleanup);

const LINK: ManageLink = { code: 'ZZKJHNDTQ5', token: TOKEN };

const CANCELLED: ReservationView = {
  ...RESERVATION,
  status: 'CANCELLED',
  statusText: 'free',
  cancellation: null,
  cancelledDate: '2026-11-21T09:00:00.000Z',
  cancelAmount: 0,
  chargedAmount: 0,
  unpaidBalance: 0,
  rooms: RESERVATION.rooms.map((room) => ({ ...room, status: 'CANCELLED' })),
};

const result = (preview: boolean, penalty = 0): CancellationResult => ({
  code: 'ZZKJHNDTQ5',
  preview,
  status: 'CANCELLED',
  statusText: penalty > 0 ? 'penalty' : 'free',
  currency: 'EUR',
  penalty,
  rooms: [{ id: 1, status: 'CANCELLED', cancelAmount: penalty }],
});

async function renderManage(
  link: ManageLink | null,
  api: ManageProps['api'],
  attributes: Record<string, string> = {},
) {
  const { controller } = summaryController({}, { mode: 'manage', ...attributes });
  await act(async () => {
    render(
      <WidgetContext.Provider value={controller}>
        <ManageReservation link={link} api={api} />
      </WidgetContext.Provider>,
    );
  });
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('ManageReservation', () => {
  it('shows the reservation: status, hotel, stay, rooms, guest, masked card, totals and policy', async () => {
    const api = {
      reservation: vi.fn(async () => RESERVATION),
      cancelReservation: vi.fn(),
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    };
    await renderManage(LINK, api);
    expect(api.reservation).toHaveBeenCalledWith('ZZKJHNDTQ5', TOKEN);
    const article = screen.getByRole('article', { name: 'Reservation ZZKJHNDTQ5' });
    const all = text(article);
    expect(all).toContain('Status: Confirmed');
    expect(all).toContain("Ca' dei Dogi");
    expect(all).toContain('Calle de la Madonna, 4646');
    expect(all).toContain('30 Jan 2027 · from 14:00');
    expect(all).toContain('Room 1: Classic double room');
    expect(all).toContain('Flexible, breakfast included · 2 adults');
    expect(all).toContain('Visa ending in 1111, expires 05/2029');
    expect(all).toContain('City tax, paid at the hotel€18.00');
    expect(all).toContain('Total€222.00');
    expect(all).toContain('Cancellation policy: Custom conditions');
    expect(all).not.toContain('4111');
  });

  it("lists a room's extras under it with the nights' own amount, and the guest's requests", async () => {
    const [room] = RESERVATION.rooms;
    if (!room) throw new Error('fixture has a room');
    const withExtras: ReservationView = {
      ...RESERVATION,
      total: 284,
      notes: 'We arrive late, around 22:00',
      rooms: [
        {
          ...room,
          total: 284,
          services: [
            {
              id: 152,
              nameKey: 'service.gondola',
              name: { en: 'Gondola ride', it: 'Giro in gondola' },
              bookability: 'BOOKABLE',
              frequency: 'LUMP_SUM',
              unitAmount: 40,
              count: 2,
              total: 80,
            },
          ],
        },
      ],
    };
    await renderManage(LINK, {
      reservation: vi.fn(async () => withExtras),
      cancelReservation: vi.fn(),
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    });
    const all = text(screen.getByRole('article', { name: 'Reservation ZZKJHNDTQ5' }));
    expect(all).toContain('Room 1: Classic double room€284.00');
    expect(all).toContain('2 nights€204.00');
    expect(all).toContain('Gondola ride × 2€80.00');
    expect(text(screen.getByRole('region', { name: 'Requests for the hotel' }))).toContain(
      'We arrive late, around 22:00',
    );
  });

  it('previews the penalty in an alert dialog, focused on keeping the reservation, then cancels', async () => {
    const reservation = vi.fn().mockResolvedValueOnce(RESERVATION).mockResolvedValueOnce(CANCELLED);
    const cancelReservation = vi.fn(async (_code: string, body: CancelReservationInput) =>
      result(body.preview === true, 0),
    );
    await renderManage(LINK, {
      reservation,
      cancelReservation,
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    });
    expect(cancelReservation).toHaveBeenCalledTimes(1);
    expect(cancelReservation).toHaveBeenLastCalledWith('ZZKJHNDTQ5', { token: TOKEN, preview: true });
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel reservation ZZKJHNDTQ5?' });
    expect(dialog.getAttribute('aria-describedby')).toBe('itaca-cancel-text');
    expect(text(dialog)).toContain('Cancelling now is free of charge.');
    const keep = within(dialog).getByRole('button', { name: 'Keep my reservation' });
    expect(document.activeElement).toBe(keep);

    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the reservation' }));
    });
    expect(cancelReservation).toHaveBeenLastCalledWith('ZZKJHNDTQ5', { token: TOKEN, preview: false });
    expect(reservation).toHaveBeenCalledTimes(2);
    expect(text(screen.getByRole('status'))).toBe(
      'Your reservation is cancelled, free of charge. We have sent you an e-mail.',
    );
    expect(text(screen.getByRole('article'))).toContain('Status: Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('shows a penalty before confirming and keeps the reservation when asked', async () => {
    const reservation = vi.fn(async () => ({ ...RESERVATION, cancellation: { penalty: 117, free: false } }));
    const cancelReservation = vi.fn(async () => result(true, 117));
    await renderManage(LINK, {
      reservation,
      cancelReservation,
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    });
    expect(text(screen.getByRole('article'))).toContain('Cancelling now costs €117.00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    });
    const dialog = screen.getByRole('alertdialog');
    expect(text(dialog)).toContain('Cancelling now costs €117.00, as the cancellation policy says.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my reservation' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancelReservation).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel reservation' }));
  });

  it('explains a reservation that can no longer be cancelled (409) and shows it as it is now', async () => {
    const reservation = vi.fn().mockResolvedValueOnce(RESERVATION).mockResolvedValueOnce(CANCELLED);
    const cancelReservation = vi.fn(async () => {
      throw new ApiRequestError(409, 'The reservation is already cancelled', [
        { field: 'code', code: 'error.reservation.not.confirmed' },
      ]);
    });
    await renderManage(LINK, {
      reservation,
      cancelReservation,
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel reservation' }));
    });
    expect(text(screen.getByRole('alert'))).toBe(
      'This reservation is no longer active, so it cannot be cancelled.',
    );
    expect(text(screen.getByRole('article'))).toContain('Status: Cancelled');
    // What was charged and nothing due, the booked total struck through, not in bold.
    const totals = text(screen.getByRole('article').querySelector('.summary-totals'));
    expect(totals).toContain('No cancellation fee');
    expect(totals).toContain('Charged€0.00');
    expect(totals).toContain('Due€0.00');
    expect(text(screen.getByRole('article').querySelector('.summary-grand'))).toBe('Due€0.00');
    expect(text(screen.getByRole('article').querySelector('.summary-totals del'))).toBe('€222.00');
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('says when the link is incomplete (no call) or the reservation is not found, and retries other errors', async () => {
    const none = {
      reservation: vi.fn(),
      cancelReservation: vi.fn(),
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    };
    window.history.replaceState(null, '', '/booking/manage?code=zzkjhndtq5&token=cut-short');
    await renderManage(null, none);
    expect(text(screen.getAllByRole('alert')[0] ?? null)).toContain('This link is incomplete');
    expect((screen.getByLabelText('Reservation code') as HTMLInputElement).value).toBe('ZZKJHNDTQ5');
    expect(none.reservation).not.toHaveBeenCalled();
    cleanup();
    window.history.replaceState(null, '', '/booking/manage');

    await renderManage(LINK, {
      reservation: vi.fn(async () => Promise.reject(new ApiRequestError(404, 'Reservation not found'))),
      cancelReservation: vi.fn(),
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    });
    expect(text(screen.getAllByRole('alert')[0] ?? null)).toContain('We could not find this reservation');
    expect(screen.getByRole('heading', { name: 'Find your booking' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, 'Error getting the reservation'))
      .mockResolvedValueOnce(RESERVATION);
    await renderManage(LINK, {
      reservation: flaky,
      cancelReservation: vi.fn(),
      findReservation: vi.fn(),
      changeReservation: vi.fn(),
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByRole('article', { name: 'Reservation ZZKJHNDTQ5' })).toBeTruthy();
  });

  it('speaks Italian on the Italian page', async () => {
    await renderManage(
      LINK,
      {
        reservation: vi.fn(async () => RESERVATION),
        cancelReservation: vi.fn(),
        findReservation: vi.fn(),
        changeReservation: vi.fn(),
      },
      { lang: 'it' },
    );
    expect(screen.getByRole('heading', { name: 'Prenotazione ZZKJHNDTQ5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancella la prenotazione' })).toBeTruthy();
  });

  it('finds a booking without the link: checks code and address, then says where the link went, whatever the answer', async () => {
    window.history.replaceState(null, '', '/booking/manage');
    const findReservation = vi
      .fn()
      .mockResolvedValueOnce({ message: 'sent' })
      .mockRejectedValueOnce(new ApiRequestError(429, 'Too many attempts'));
    await renderManage(null, {
      reservation: vi.fn(),
      cancelReservation: vi.fn(),
      findReservation,
      changeReservation: vi.fn(),
    });
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    const code = screen.getByLabelText('Reservation code') as HTMLInputElement;
    const email = screen.getByLabelText('E-mail address of the booking') as HTMLInputElement;
    const send = screen.getByRole('button', { name: 'Send me the link' });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(findReservation).not.toHaveBeenCalled();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(text(document.getElementById(code.getAttribute('aria-describedby')?.split(' ')[1] ?? ''))).toBe(
      'This field is required',
    );

    fireEvent.change(code, { target: { value: ' zzkjhndtq5 ' } });
    fireEvent.change(email, { target: { value: 'mario.rossi' } });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(findReservation).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: ' mario.rossi@example.it ' } });
    await act(async () => {
      fireEvent.click(send);
    });
    expect(findReservation).toHaveBeenCalledWith({
      code: 'ZZKJHNDTQ5',
      email: 'mario.rossi@example.it',
      language: 'en',
    });
    expect(text(screen.getByRole('status'))).toContain(
      'If ZZKJHNDTQ5 is a booking made with mario.rossi@example.it, we have sent its link to that address.',
    );

    await act(async () => {
      fireEvent.click(send);
    });
    expect(text(screen.getByRole('alert'))).toBe(
      'Too many attempts: please wait a few minutes and try again.',
    );
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetContext } from '../context.tsx';
import type { WidgetController } from '../flow/controller.ts';
import { Confirmation } from './Confirmation.tsx';
import { CREATED, summaryController } from './test-fixtures.ts';

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
});

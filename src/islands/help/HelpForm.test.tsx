// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../../i18n/translate.ts';
import { HelpForm } from './HelpForm.tsx';
import messages from './messages.gen.json';

const t = createTranslate<keyof typeof messages.en>(messages, 'en', 'error.field.generic.invalid');

// The site's client (browserApi) keeps the fetch it found first: one mock for every test.
const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSent = vi.fn();
  render(<HelpForm language="en" t={t} open onSent={onSent} />);
  return { onSent };
}

const respond = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const sentBody = () => JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit | undefined)?.body));

describe('help request form', () => {
  it('offers the call-back slots 10-11 … 17-18, 10-11 by phone by default', () => {
    renderForm();
    expect((screen.getByLabelText('Call me back') as HTMLInputElement).checked).toBe(true);
    const hours = screen.getByLabelText('Preferred time') as HTMLSelectElement;
    expect(hours.value).toBe('10-11');
    expect(Array.from(hours.options, (option) => option.value)).toEqual([
      '10-11',
      '11-12',
      '12-13',
      '13-14',
      '14-15',
      '15-16',
      '16-17',
      '17-18',
    ]);
    expect(hours.options[0]?.textContent).toBe('10:00–11:00');
  });

  it('blocks an empty form: validation text, both required errors, focus on the phone', async () => {
    renderForm();
    submit();
    expect(
      await screen.findByText('Some fields are missing or invalid: please check the form.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone')));
    expect(screen.getByLabelText('How can we help you?').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the phone pattern', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: 'call me' } });
    fireEvent.change(screen.getByLabelText('How can we help you?'), { target: { value: 'Help' } });
    submit();
    await waitFor(() => expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an e-mail request without the phone and hands the server message over', async () => {
    const { onSent } = renderForm();
    fireEvent.click(screen.getByLabelText('Write to me'));
    expect(screen.queryByLabelText('Phone')).toBeNull();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('How can we help you?'), {
      target: { value: 'Channel manager?' },
    });
    respond(201, { message: 'Help request received. We will contact you soon.' });
    submit();
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith('Help request received. We will contact you soon.'),
    );
    expect(sentBody()).toMatchObject({ type: 'EMAIL', email: 'anna@example.com', text: 'Channel manager?' });
    expect(sentBody()).not.toHaveProperty('phone');
  });

  it('shows the server message of a failure as a notification', async () => {
    const { onSent } = renderForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+39 0212345678' } });
    fireEvent.change(screen.getByLabelText('Preferred time'), { target: { value: '15-16' } });
    fireEvent.change(screen.getByLabelText('How can we help you?'), { target: { value: 'Call me' } });
    respond(500, { message: 'Mail service unavailable', errors: [] });
    submit();
    expect(await screen.findByText('Mail service unavailable')).toBeTruthy();
    expect(sentBody()).toMatchObject({ type: 'PHONE', phone: '+39 0212345678', hours: '15-16' });
    expect(onSent).not.toHaveBeenCalled();
  });

  it('falls back to its own text when the server says nothing', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+39 0212345678' } });
    fireEvent.change(screen.getByLabelText('How can we help you?'), { target: { value: 'Call me' } });
    respond(503, {});
    submit();
    expect(
      await screen.findByText('We could not send your help request: please try again later.'),
    ).toBeTruthy();
  });
});

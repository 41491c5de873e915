// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslate } from '../../i18n/translate.ts';
import { DemoForm, demoErrorKey } from './DemoForm.tsx';
import messages from './messages.gen.json';

const t = createTranslate<keyof typeof messages.en>(messages, 'en', 'error.field.generic.invalid');

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onSentChange = vi.fn();
  render(<DemoForm language="en" t={t} open onClose={() => undefined} onSentChange={onSentChange} />);
  return { onSentChange };
}

function fillValid() {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText('Surname'), { target: { value: 'Rossi' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna.rossi@example.com' } });
  fireEvent.change(screen.getByLabelText('Property name'), { target: { value: 'Villa Anna' } });
  fireEvent.click(screen.getByLabelText(/I have read the privacy policy/));
}

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));

describe('demo request form', () => {
  it('maps 401, 400 and other statuses to the message keys', () => {
    expect(demoErrorKey(401)).toBe('join.demo.request.error.401.text');
    expect(demoErrorKey(400)).toBe('join.demo.request.error.400.text');
    expect(demoErrorKey(500)).toBe('join.demo.request.error.text');
    expect(demoErrorKey(0)).toBe('join.demo.request.error.text');
  });

  it('blocks an invalid form with the reservation form message and focuses the first invalid field', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please fill in all the required fields correctly.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByLabelText(/I have read the privacy policy/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request and ends in success', async () => {
    const { onSentChange } = renderForm();
    fillValid();
    respond(201, { message: 'Demo request received' });
    submit();
    expect(await screen.findByText('Thank you! We will contact you within one working day.')).toBeTruthy();
    expect(screen.getByText('Demo request received')).toBeTruthy();
    expect(onSentChange).toHaveBeenCalledWith(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/rs/public/demo-request/');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Anna', privacy: true, language: 'en' });
  });

  it.each([
    [401, { message: 'Unauthorized' }, 'Your session is no longer valid', null],
    [400, { message: 'Bad', errors: [] }, 'Some data are missing or invalid', null],
    [500, { message: 'Mail server down' }, 'We could not send your request', 'Mail server down'],
    [502, {}, 'We could not send your request', null],
  ])('HTTP %i shows its message', async (status, body, text, toast) => {
    renderForm();
    fillValid();
    respond(status, body);
    submit();
    expect((await screen.findByText(new RegExp(text))).closest('[role="alert"]')).toBeTruthy();
    if (toast) expect(screen.getByText(toast).closest('.island-toast')).toBeTruthy();
    else expect(document.querySelector('.island-toast')).toBeNull();
    // A 401 here is an answer, not an expired session: no redirect to the login page.
    expect(window.location.pathname).not.toContain('login');
  });

  it('says a 429 once, with the wait, and no notification repeating it in other words', async () => {
    renderForm();
    fillValid();
    respond(
      429,
      { message: 'Too many attempts. Please try again in 17 minutes.' },
      { 'Retry-After': '1020' },
    );
    submit();
    const alert = (await screen.findByText('Too many attempts: please try again in 17 minutes.')).closest(
      '[role="alert"]',
    );
    expect(alert).toBeTruthy();
    expect(document.querySelector('.island-toast')).toBeNull();
    expect(document.body.textContent).not.toContain('Please try again in 17 minutes.');
  });
});

// @vitest-environment happy-dom
/**
 * The notes section against a fetch that answers like the worker, for either owner (a reservation
 * or the hotel): it reads and writes that owner's notes, is named by its heading, and a note changed
 * meanwhile (409) reloads the list and says so while the editor keeps the typed text.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoteView } from '../../../contracts/secure/notes.ts';
import { createTranslate, type MessageBundle } from '../../../i18n/translate.ts';
import { createBackofficeQueryClient } from '../app/query.ts';
import messages from '../messages.gen.json';
import { Notes } from './Notes.tsx';

const t = createTranslate(messages as MessageBundle, 'en');
// The app's http client binds fetch when its module loads: replace it before the imports run.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const NOTE: NoteView = {
  id: 7,
  text: 'Boiler check on Monday',
  createdBy: { name: 'Pia', surname: 'Test' },
  createdDate: '2027-03-10T09:00:00Z',
  lastModifiedBy: null,
  lastModifiedDate: null,
  isEdited: false,
  version: 1,
};

/** The notes in the app's query cache, a fresh one per test (as the back office provides it). */
const renderNotes = (owner: { hotelId: number; code?: string }, heading: string) =>
  render(
    <QueryClientProvider client={createBackofficeQueryClient()}>
      <Notes owner={owner} heading={heading} language="en" timeZone="Europe/Rome" t={t} />
    </QueryClientProvider>,
  );

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);

beforeEach(() => {
  fetchMock.mockReset();
});

afterEach(() => {
  cleanup();
});

describe.each([
  ['the hotel', { hotelId: 3 }, 'hotels/3/property/notes', 'Notes on the hotel'],
  ['a reservation', { hotelId: 3, code: 'AB12CD' }, 'hotels/3/reservations/AB12CD/notes', 'Notes'],
])('the notes of %s', (_, owner, path, heading) => {
  it('reads the given path and is the region its heading names', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [NOTE]));
    renderNotes(owner, heading);
    const region = await screen.findByRole('region', { name: heading });
    expect(await within(region).findByText('Boiler check on Monday')).toBeTruthy();
    expect(calls()).toEqual([expect.stringMatching(new RegExp(`^GET .*/api/rs/secure/${path}$`))]);
  });

  it('reloads and says so when the note was changed meanwhile, keeping the typed text', async () => {
    const changed = { ...NOTE, text: 'Boiler check on Tuesday', version: 2 };
    fetchMock
      .mockResolvedValueOnce(json(200, [NOTE]))
      .mockResolvedValueOnce(json(409, { message: 'changed', errors: [{ field: 'version', code: 'x' }] }))
      .mockResolvedValueOnce(json(200, [changed]));
    renderNotes(owner, heading);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit the note/ }));
    const editor = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(editor, { target: { value: 'Boiler check on Wednesday' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    });
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(t('bo.notes.conflict')));
    expect(calls()[2]).toMatch(new RegExp(`^GET .*/${path}$`));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value).toBe(
      'Boiler check on Wednesday',
    );
    const [, put] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(put.method).toBe('PUT');
    expect(JSON.parse(String(put.body))).toEqual({ text: 'Boiler check on Wednesday', version: 1 });
    expect(calls()[1]).toMatch(new RegExp(`/${path}/7$`));
  });
});

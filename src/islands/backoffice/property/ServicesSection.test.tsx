// @vitest-environment happy-dom
/**
 * The services section against a fetch that answers like the worker (PROPFLOW-8): a switch
 * turned on whose save fails goes back off and says so; a removal that fails stays on; a save
 * that succeeds shows the service; the edit panel offers only what PROPCHECK-8 allows, and cancel drops
 * the copy.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceView } from '../../../contracts/secure/property.ts';
import { createTranslate, type MessageBundle } from '../../../i18n/translate.ts';
import messages from '../messages.gen.json';
import { ServicesSection } from './ServicesSection.tsx';

const t = createTranslate(messages as MessageBundle, 'en');
// The app's http client binds fetch when its module loads: replace it before the imports run.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SAUNA: ServiceView = {
  id: 41,
  nameKey: 'service.sauna',
  type: 'SAUNA',
  name: { en: 'Sauna', it: 'Sauna' },
  category: 'HOTEL',
  bookability: 'INCLUDED',
  paymentType: 'FREE',
  frequency: 'LUMP_SUM',
  options: [],
  maxCount: -1,
  roomTypeIds: [],
  description: {},
  version: 1,
};

/** The section under a parent that keeps the list, as the property screen does. */
function Parent({ initial, latest }: { initial: ServiceView[]; latest: { list: ServiceView[] } }) {
  const [list, setList] = useState(initial);
  latest.list = list;
  return (
    <ServicesSection
      hotelId={1}
      services={list}
      roomTypes={[]}
      language="en"
      t={t}
      onChange={(change) => setList((current) => change([...current]))}
      reload={async () => {}}
    />
  );
}

function renderSection(services: ServiceView[]) {
  const latest = { list: services };
  render(<Parent initial={services} latest={latest} />);
  return { services: () => latest.list };
}

beforeEach(() => {
  fetchMock.mockReset();
});

afterEach(() => {
  cleanup();
});

describe('service switches (PROPFLOW-8)', () => {
  it('turns back off with an error when the create fails', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Error saving the service', errors: [] }));
    renderSection([]);
    const gym = screen.getByRole('switch', { name: 'Gym' }) as HTMLInputElement;
    await act(async () => {
      fireEvent.click(gym);
    });
    expect(gym.checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('Gym could not be switched on');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/api/rs/secure/hotels/1/property/services');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'GYM' });
  });

  it('shows a created service with its edit button', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { ...SAUNA, id: 42, nameKey: 'service.gym', type: 'GYM' }));
    const { services } = renderSection([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Gym' }));
    });
    expect((screen.getByRole('switch', { name: 'Gym' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Gym is on.');
    expect(screen.getByRole('button', { name: 'Edit Gym' })).toBeTruthy();
    expect(services().map((s) => s.id)).toEqual([42]);
  });

  it('stays on with an error when the removal fails', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Error removing the service', errors: [] }));
    renderSection([SAUNA]);
    const sauna = screen.getByRole('switch', { name: 'Sauna' }) as HTMLInputElement;
    await act(async () => {
      fireEvent.click(sauna);
    });
    expect(sauna.checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('Sauna could not be switched off');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('/property/services/41?version=1');
    expect(init.method).toBe('DELETE');
  });
});

describe('the edit panel (PROPCHECK)', () => {
  it('offers EXTERNAL only in advanced mode, only FREE for an included hotel service, and cancel drops the copy', async () => {
    renderSection([SAUNA]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sauna' }));
    const category = screen.getByLabelText(/Category/) as HTMLSelectElement;
    expect([...category.options].map((o) => o.value)).toEqual(['ROOM', 'HOTEL']);
    const payment = screen.getByLabelText(/Payment/) as HTMLSelectElement;
    expect([...payment.options].map((o) => o.value)).toEqual(['FREE']);
    fireEvent.change(screen.getByLabelText(/Availability/), { target: { value: 'BOOKABLE' } });
    expect([...(screen.getByLabelText(/Payment/) as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'FREE',
      'SINGLE',
      'PER_PERSON',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/Availability/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Advanced mode (external services)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sauna' }));
    expect((screen.getByLabelText(/Availability/) as HTMLSelectElement).value).toBe('INCLUDED');
    expect([...(screen.getByLabelText(/Category/) as HTMLSelectElement).options].map((o) => o.value)).toEqual(
      ['ROOM', 'HOTEL', 'EXTERNAL'],
    );
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: 'EXTERNAL' } });
    expect(
      [...(screen.getByLabelText(/Availability/) as HTMLSelectElement).options].map((o) => o.value),
    ).toEqual(['BOOKABLE']);
  });

  it('refuses a save without the required price, focusing it, and sends nothing', async () => {
    renderSection([{ ...SAUNA, bookability: 'BOOKABLE' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Sauna' }));
    fireEvent.change(screen.getByLabelText(/Payment/), { target: { value: 'SINGLE' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);
    expect(screen.getByRole('alert').textContent).toContain('Some fields are missing or invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

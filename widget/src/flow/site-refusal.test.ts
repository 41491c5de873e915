/**
 * The widget on a page that may not take bookings for the hotel (EMBED-1): prices still show,
 * choosing a rate says that bookings are not possible here instead of going on, and the page's
 * console tells the site owner exactly what to add and where.
 */
import { describe, expect, it, vi } from 'vitest';
import type { BookingProfile, BookingSearch } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import type { SiteCheck } from '../../../src/contracts/secure/widget-sites.ts';
import { readConfig } from '../config.ts';
import { createController, refusedSiteInstruction } from './controller.ts';

const profile = {
  hotel: { id: 5, name: 'Chalet Sassolungo', nameAlias: 'chalet-sassolungo', timeZone: 'Europe/Rome' },
  currency: 'EUR',
} as unknown as BookingProfile;
const searchResult = {
  hotelId: 5,
  currency: 'EUR',
  results: [
    { roomType: { id: 3, nameKey: 'room.double', name: { en: 'Double' } }, rates: [{ ratePlanId: 11 }] },
  ],
  violations: [],
} as unknown as BookingSearch;

async function setup(site: () => Promise<SiteCheck>) {
  const events: { name: string; detail: unknown }[] = [];
  const warnings: string[] = [];
  const api = {
    bookingProfile: vi.fn(async () => profile),
    bookingSite: vi.fn(site),
    searchAvailability: vi.fn(async () => searchResult),
  } as unknown as ApiClient;
  const { config } = readConfig({
    attributes: { hotel: 'chalet-sassolungo', checkin: '2030-06-01', checkout: '2030-06-04' },
  });
  const controller = createController(config, {
    api,
    emit: (name, detail) => events.push({ name, detail }),
    storage: null,
    dataLayer: () => null,
    serviceOrigin: 'https://itaca.example',
    warn: (message) => warnings.push(message),
  });
  await controller.loadProfile();
  await vi.waitFor(() => expect(api.bookingSite).toHaveBeenCalledOnce());
  await controller.search();
  return { controller, events, warnings };
}

describe('a page that is not one of the hotel’s sites', () => {
  const refused = async (): Promise<SiteCheck> => ({ allowed: false, origin: 'https://www.chalet.example' });

  it('shows the prices, refuses to go on to the guest step and says so once', async () => {
    const { controller, events } = await setup(refused);
    expect(controller.state.get().search.status).toBe('ready');
    controller.select({ roomTypeId: 3, ratePlanId: 11 });
    const s = controller.state.get();
    expect(s.step).toBe('results');
    expect(s.siteRefused).toBe(true);
    expect(events.find((e) => e.name === 'error')?.detail).toMatchObject({ status: 403 });
    expect(events.some((e) => e.name === 'select')).toBe(false);
    // A new search hides the message until the guest chooses again.
    await controller.search();
    expect(controller.state.get().siteRefused).toBe(false);
  });

  it('tells the site owner in the console exactly what to add, and where', async () => {
    const { warnings } = await setup(refused);
    await vi.waitFor(() => expect(warnings).toHaveLength(1));
    expect(warnings[0]).toBe(
      refusedSiteInstruction('https://www.chalet.example', 'Chalet Sassolungo', 'https://itaca.example'),
    );
    expect(warnings[0]).toContain(
      "Add https://www.chalet.example to your hotel's sites in the back office: https://itaca.example/secure/widget",
    );
  });
});

describe('a site of the hotel, or an unknown answer', () => {
  it.each([
    ['allowed', async (): Promise<SiteCheck> => ({ allowed: true, origin: 'https://www.chalet.example' })],
    [
      'a failed check',
      async (): Promise<SiteCheck> => {
        throw new Error('offline');
      },
    ],
  ])('goes on to the guest step (%s), with nothing in the console', async (_name, site) => {
    const { controller, warnings } = await setup(site);
    controller.select({ roomTypeId: 3, ratePlanId: 11 });
    expect(controller.state.get().step).toBe('guest');
    expect(controller.state.get().siteRefused).toBe(false);
    expect(warnings).toEqual([]);
  });
});

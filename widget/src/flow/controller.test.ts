import { describe, expect, it, vi } from 'vitest';
import type {
  BookingProfile,
  BookingSearch,
  ReservationCreated,
} from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { readConfig } from '../config.ts';
import { DRAFT_STORAGE_KEY } from '../drafts.ts';
import { createController, type GuestDetails } from './controller.ts';

const profile = {
  hotel: { id: 7, name: "Ca' dei Dogi", timeZone: 'Europe/Rome' },
  currency: 'EUR',
} as unknown as BookingProfile;

const rate = {
  ratePlanId: 11,
  // Rooms' total 468 (VAT included) + city tax 12: the server checks expectedTotal against 468.
  total: { finalAmount: 468 },
  grandTotalForRooms: 480,
  taxes: { vatAmount: 43.64 },
};
const searchResult = {
  hotelId: 7,
  checkin: '2027-06-01',
  checkout: '2027-06-04',
  currency: 'EUR',
  results: [{ roomType: { id: 3, nameKey: 'room.double', name: { en: 'Double' } }, rates: [rate] }],
  violations: [],
} as unknown as BookingSearch;

const created: ReservationCreated = {
  code: 'ABC123XYZ',
  manageToken: 't'.repeat(43),
  manageUrl: 'https://itaca.test/booking/manage?code=ABC123XYZ&token=x',
  status: 'CONFIRMED',
  currency: 'EUR',
  total: 480,
  cityTax: 12,
  grandTotal: 492,
  deposit: 0,
  vat: 43.64,
};

const guest: GuestDetails = {
  email: 'ann@example.com',
  name: 'Ann',
  surname: 'Smith',
  phone: { prefix: '+39', number: '3331234567' },
  nationality: 'Italy',
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setup(attributes: Record<string, string> = {}, api: Partial<ApiClient> = {}) {
  const events: { name: string; detail: unknown }[] = [];
  const dataLayer: unknown[] = [];
  const storage = memoryStorage();
  const fullApi = {
    bookingProfile: vi.fn(async () => profile),
    searchAvailability: vi.fn(async () => searchResult),
    createReservation: vi.fn(async () => created),
    ...api,
  } as unknown as ApiClient;
  const { config } = readConfig({
    attributes: {
      hotel: 'ca-dei-dogi-venezia',
      checkin: '2027-06-01',
      checkout: '2027-06-04',
      ...attributes,
    },
  });
  let key = 0;
  const controller = createController(config, {
    api: fullApi,
    emit: (name, detail) => events.push({ name, detail }),
    storage,
    dataLayer: () => dataLayer,
    now: () => Date.parse('2027-05-01T10:00:00Z'),
    randomKey: () => `key-${++key}-abcdefgh`,
  });
  return { controller, events, dataLayer, storage, api: fullApi };
}

async function toSummary(s: ReturnType<typeof setup>) {
  await s.controller.loadProfile();
  await s.controller.search();
  s.controller.select({ roomTypeId: 3, ratePlanId: 11 });
  s.controller.setGuest(guest, null, ' late arrival ');
}

describe('booking flow controller', () => {
  it('with autosearch and a stay given by the host, searches as soon as the hotel is loaded', async () => {
    const auto = setup({ autosearch: '' });
    await auto.controller.loadProfile();
    await vi.waitFor(() => expect(auto.controller.state.get().search.status).toBe('ready'));
    expect(auto.api.searchAvailability).toHaveBeenCalledTimes(1);
    expect(auto.controller.state.get().step).toBe('results');

    const manual = setup();
    await manual.controller.loadProfile();
    expect(manual.api.searchAvailability).not.toHaveBeenCalled();
    expect(manual.controller.state.get().step).toBe('search');
  });

  it('walks from the profile to a confirmed reservation, telling the host page at each step', async () => {
    const s = setup();
    await toSummary(s);
    expect(s.controller.state.get().step).toBe('summary');
    await s.controller.book();
    const state = s.controller.state.get();
    expect(state.step).toBe('confirmation');
    expect(state.booking.data?.code).toBe('ABC123XYZ');
    expect(s.events.map((e) => e.name)).toEqual(['ready', 'search', 'select', 'checkout', 'booked']);
    expect(s.events.at(-1)?.detail).toEqual({ code: 'ABC123XYZ', total: 492, currency: 'EUR' });
    const [hotel, body, key] = vi.mocked(s.api.createReservation).mock.calls[0] ?? [];
    expect(hotel).toBe('ca-dei-dogi-venezia');
    expect(key).toBe('key-1-abcdefgh');
    expect(body).toMatchObject({
      stay: { checkin: '2027-06-01', checkout: '2027-06-04' },
      rooms: [{ roomTypeId: 3, ratePlanId: 11, people: { adults: 2, boys: 0, children: 0, kids: 0 } }],
      guest: { email: 'ann@example.com', language: 'en' },
      expectedTotal: 468,
      notes: 'late arrival',
    });
  });

  it('books one reservation per room with the same people when rooms > 1', async () => {
    const s = setup({ rooms: '2', adults: '1' });
    await toSummary(s);
    await s.controller.book();
    const body = vi.mocked(s.api.createReservation).mock.calls[0]?.[1];
    expect(body?.rooms).toHaveLength(2);
    expect(body?.expectedTotal).toBe(936);
  });

  it('sends the extras with every room and counts them in the expected total; another rate drops them', async () => {
    const s = setup({ rooms: '2', adults: '1' });
    await toSummary(s);
    const sofa = { bedId: 'sofa', people: { adults: 1, boys: 0, children: 0, kids: 0 } };
    s.controller.setExtras({ services: [{ serviceId: 5, count: 1 }], beds: [sofa], cents: 6550 });
    s.controller.select({ roomTypeId: 3, ratePlanId: 11 });
    expect(s.controller.state.get().extras.cents).toBe(6550);
    s.controller.setGuest(guest, null, '');
    await s.controller.book();
    const body = vi.mocked(s.api.createReservation).mock.calls[0]?.[1];
    expect(body?.rooms.map((room) => room.services)).toEqual([
      [{ serviceId: 5, count: 1 }],
      [{ serviceId: 5, count: 1 }],
    ]);
    expect(body?.rooms.map((room) => room.extraBeds)).toEqual([[sofa], [sofa]]);
    expect(body?.expectedTotal).toBe(1067); // (468 + 30.50 + 35) × 2
    s.controller.startOver();
    expect(s.controller.state.get().extras).toEqual({ services: [], beds: [], cents: 0 });
  });

  it('books once on a double click', async () => {
    let resolve: (value: ReservationCreated) => void = () => undefined;
    const s = setup(
      {},
      { createReservation: vi.fn(() => new Promise<ReservationCreated>((r) => (resolve = r))) },
    );
    await toSummary(s);
    const first = s.controller.book();
    const second = s.controller.book();
    resolve(created);
    await Promise.all([first, second]);
    expect(s.api.createReservation).toHaveBeenCalledTimes(1);
  });

  it('retries a failed network call with the same idempotency key, a refused one with a new key', async () => {
    const createReservation = vi
      .fn()
      .mockRejectedValueOnce(new ApiRequestError(0, 'Error creating the reservation'))
      .mockRejectedValueOnce(
        new ApiRequestError(400, 'Invalid', [{ field: 'guest.email', code: 'error.email' }]),
      )
      .mockResolvedValueOnce(created);
    const s = setup({}, { createReservation });
    await toSummary(s);
    await s.controller.book();
    expect(s.controller.state.get().booking.status).toBe('error');
    expect(s.controller.state.get().guest).toEqual(guest);
    await s.controller.book();
    await s.controller.book();
    expect(createReservation.mock.calls.map((call) => call[2])).toEqual([
      'key-1-abcdefgh',
      'key-1-abcdefgh',
      'key-2-abcdefgh',
    ]);
    expect(s.events.filter((e) => e.name === 'error')).toHaveLength(2);
  });

  it('pushes GA4 e-commerce events only with opt-in and consent', async () => {
    const without = setup({ analytics: '' });
    await toSummary(without);
    await without.controller.book();
    expect(without.dataLayer).toEqual([]);

    const granted = setup({ analytics: '', 'analytics-consent': 'granted' });
    await toSummary(granted);
    await granted.controller.book();
    const events = granted.dataLayer
      .filter((entry) => (entry as { event?: string }).event)
      .map((entry) => (entry as { event: string }).event);
    expect(events).toEqual(['view_item_list', 'select_item', 'begin_checkout', 'purchase']);
    expect(JSON.stringify(granted.dataLayer)).not.toContain('ann@example.com');
  });

  it('keeps a draft without guest data while searching and forgets it once booked', async () => {
    const s = setup();
    await toSummary(s);
    const stored = s.storage.items.get(DRAFT_STORAGE_KEY) ?? '';
    expect(stored).toContain('2027-06-01');
    expect(stored).not.toContain('Smith');
    await s.controller.book();
    expect(s.storage.items.get(DRAFT_STORAGE_KEY) ?? '').not.toContain('2027-06-01');
  });

  it('restores a stored draft for a visitor without dates', async () => {
    const first = setup();
    await first.controller.loadProfile();
    await first.controller.search();
    const s = setup({ checkin: '', checkout: '' });
    for (const [key, value] of first.storage.items) s.storage.setItem(key, value);
    await s.controller.loadProfile();
    const state = s.controller.state.get();
    expect(state.restoredDraft).toBe(true);
    expect(state.query.checkin).toBe('2027-06-01');
  });

  it('shows only the latest of overlapping searches', async () => {
    const resolvers: ((value: BookingSearch) => void)[] = [];
    const s = setup(
      {},
      { searchAvailability: vi.fn(() => new Promise<BookingSearch>((r) => resolvers.push(r))) },
    );
    await s.controller.loadProfile();
    const first = s.controller.search();
    s.controller.setQuery({ checkout: '2027-06-05' });
    const second = s.controller.search();
    resolvers[1]?.({ ...searchResult, checkout: '2027-06-05' });
    resolvers[0]?.(searchResult);
    await Promise.all([first, second]);
    expect(s.controller.state.get().search.data?.checkout).toBe('2027-06-05');
  });
});

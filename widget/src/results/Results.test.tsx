// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingSearch } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import { readConfig } from '../config.ts';
import { WidgetContext } from '../context.tsx';
import { createController, type Load } from '../flow/controller.ts';
import { Results } from './Results.tsx';
import { PROFILE, SEARCH } from './test-fixtures.ts';

afterEach(cleanup);

/** Booked well before the stay: the policies' free period is still ahead. */
const NOW = Date.parse('2026-11-21T10:00:00Z');

function setup(options: { search?: Load<BookingSearch>; lang?: string; api?: Partial<ApiClient> } = {}) {
  const api = {
    storage: vi.fn(async () => ({ url: '/images' })),
    searchAvailability: vi.fn(async () => SEARCH),
    ...options.api,
  } as unknown as ApiClient;
  const { config } = readConfig({
    attributes: {
      hotel: 'ca-dei-dogi-venezia',
      lang: options.lang ?? 'en',
      checkin: SEARCH.checkin,
      checkout: SEARCH.checkout,
      promo: 'VENEZIA10',
    },
  });
  const controller = createController(config, {
    api,
    emit: () => undefined,
    storage: null,
    dataLayer: () => null,
  });
  const s = controller.state.get();
  controller.state.set({
    ...s,
    step: 'results',
    profile: { status: 'ready', data: PROFILE, error: null },
    searched: s.query,
    search: options.search ?? { status: 'ready', data: SEARCH, error: null },
  });
  const view = render(
    <WidgetContext.Provider value={controller}>
      <Results now={NOW} />
    </WidgetContext.Provider>,
  );
  return { controller, api, view };
}

const cards = () => screen.getAllByRole('article');

/** An accessible name made of visible text and a visually hidden part: "Select" + ": Room only". */
const named = (visible: string, hidden: string) =>
  new RegExp(`^${visible}\\s?${hidden.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)}$`);

describe('Results: room cards from a real search', () => {
  it('says how many room types were found, for which stay and guests, and that the promo applied', () => {
    setup();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('3 room types available');
    expect(status.textContent).toContain('3 nights');
    expect(status.textContent).toContain('2 adults');
    expect(screen.getByText('Promo code VENEZIA10 applied.')).toBeTruthy();
    expect(cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Classic double roomDouble',
      'Superior room, canal viewDouble',
      'Family suiteSuite',
    ]);
  });

  it("shows the cheapest rate's total as the 'from' price, the undiscounted one struck through", () => {
    setup();
    const [first] = cards();
    const best = first?.querySelector('.room-card__best') as HTMLElement;
    // Room only: 211.13 + 27 city tax = 238.13; 276 + 27 = 303 before the promotions.
    expect(best.querySelector('.price__total')?.textContent).toBe('now €238.13');
    const struck = best.querySelector('s');
    expect(struck?.textContent).toBe('was €303.00');
    expect(best.textContent).toContain('from');
    expect(best.textContent).toContain('3 nights');
  });

  it('shows the people icons with words, beds, size and rooms left', () => {
    setup();
    const [first, , suite] = cards();
    expect(within(first as HTMLElement).getByRole('img', { name: 'Sleeps up to 3' })).toBeTruthy();
    expect(first?.textContent).toContain('Double bed · 18 m²');
    expect(first?.textContent).not.toContain('left');
    expect(suite?.textContent).toContain('Only 3 rooms left');
    expect(suite?.textContent).toContain('King-size bed, Twin beds · 38 m²');
  });

  it('shows the cheapest rate and expands and collapses the others (APG disclosure)', () => {
    setup();
    const card = cards()[0] as HTMLElement;
    const rates = within(card).getByRole('list', { name: 'Rates for Classic double room' });
    expect(rates.querySelectorAll('li.rate')).toHaveLength(1);
    const toggle = within(card).getByRole('button', { name: 'Show 2 more rates' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(rates.id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Show fewer rates');
    expect(rates.querySelectorAll('li.rate')).toHaveLength(3);
    expect(Array.from(rates.querySelectorAll('.rate__name')).map((n) => n.textContent)).toEqual([
      'Room only',
      'Non-refundable, breakfast included',
      'Flexible, breakfast included',
    ]);
    fireEvent.click(toggle);
    expect(rates.querySelectorAll('li.rate')).toHaveLength(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows meals, promotion badges (truncated, full name for screen readers), payment and policy', () => {
    setup();
    const card = cards()[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Show 2 more rates' }));
    const [roomOnly, notRefundable] = Array.from(card.querySelectorAll<HTMLElement>('li.rate'));
    expect(roomOnly?.textContent).toContain('Room only');
    const badge = roomOnly?.querySelector('.badge--promo') as HTMLElement;
    expect(badge.getAttribute('title')).toBe('Friends of the palazzo');
    expect(badge.querySelector('span[aria-hidden="true"]')?.textContent).toBe('Friends of the palaz…');
    expect(badge.querySelector('.visually-hidden')?.textContent).toBe('Promotion: Friends of the palazzo');
    expect(roomOnly?.textContent).toContain('Pay at the hotel');
    expect(roomOnly?.textContent).toContain('Free cancellation until 17 Jan 2027, 23:59, Italy time');
    // Person icons for the room's capacity, not the searched party.
    const capacity = within(card).getByRole('img', { name: /^Sleeps up to \d+$/ });
    expect(capacity.querySelectorAll('svg').length).toBe(
      Number(capacity.getAttribute('aria-label')?.match(/\d+/)?.[0]),
    );
    // One title and one policy line: the name says the meals and 'Non-refundable' once.
    expect(roomOnly?.textContent?.match(/Room only/g)).toHaveLength(1);
    expect(notRefundable?.textContent).not.toContain('Included: breakfast');
    expect(notRefundable?.textContent).toContain('Deposit €66.30 at booking');
    expect(notRefundable?.textContent?.match(/Non-refundable/g)).toHaveLength(1);
    expect(notRefundable?.querySelector('.rate__policy-line')?.textContent).toBe(
      'No refund: cancelling or not arriving costs €221.01',
    );
    expect(notRefundable?.querySelector('.price__total')?.textContent).toBe('now €248.01');
    // The price is what the guest pays; the part paid at the hotel is said apart (EU price display).
    expect(notRefundable?.querySelector('.rate__taxes')?.textContent).toBe(
      'VAT and city tax included (€27.00 city tax, paid at the hotel)',
    );
  });

  it('opens the cancellation policy of a rate: the shared summary and bar', () => {
    setup();
    const card = cards()[0] as HTMLElement;
    const toggle = within(card).getByRole('button', { name: named('Cancellation policy', ': Room only') });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(details.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(within(details).getByRole('heading', { level: 4 }).textContent).toContain('Cancellation policy');
    expect(details.textContent).toContain('Free cancellation until 17 Jan 2027, 23:59.');
    // The no-show charge is told with the cancellation policy, before booking.
    expect(details.textContent).toContain('If you do not arrive (no-show), the hotel charges €66.55.');
    expect(
      within(details).getByRole('list', { name: 'Cancellation conditions from booking to check-in' }),
    ).toBeTruthy();
  });

  it('selects a rate: the controller moves to the guest step with the choice', () => {
    const { controller } = setup();
    const select = vi.spyOn(controller, 'select');
    const card = cards()[1] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Show 2 more rates' }));
    fireEvent.click(
      within(card).getByRole('button', {
        name: named('Select', ': Flexible, breakfast included, Superior room, canal view'),
      }),
    );
    expect(select).toHaveBeenCalledWith({ roomTypeId: 103, ratePlanId: 11 });
    expect(controller.state.get().step).toBe('guest');
    expect(controller.state.get().choice).toEqual({ roomTypeId: 103, ratePlanId: 11 });
  });

  it('loads the photos from the storage base, lazily, with sizes and alt text', async () => {
    const { api } = setup();
    await act(async () => undefined);
    expect(api.storage).toHaveBeenCalledTimes(1);
    const image = cards()[0]?.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/\/images\/hotels\/ca-dei-dogi-venezia\/3\.svg$/);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('300');
    expect(image.getAttribute('alt')).toBe('Classic double room: photo');
  });

  it('says which room type the stay is too short for, and searches the stay that sells it', async () => {
    const [first] = SEARCH.results;
    if (!first) throw new Error('fixture has a result');
    const checkout = '2027-02-06';
    const searched = { ...SEARCH, longerStays: [{ roomType: first.roomType, minStay: 7, checkout }] };
    const { controller, api } = setup({ search: { status: 'ready', data: searched, error: null } });
    const longer = screen.getByRole('heading', { name: 'For a longer stay' }).parentElement as HTMLElement;
    expect(longer.textContent).toContain('needs at least 7 nights from this check-in');
    await act(async () => {
      fireEvent.click(within(longer).getByRole('button', { name: /^Search / }));
    });
    expect(controller.state.get().query.checkout).toBe(checkout);
    expect(api.searchAvailability).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ checkout }),
    );
  });

  it('says so when the promo code did not apply', () => {
    setup({ search: { status: 'ready', data: { ...SEARCH, promoApplied: false }, error: null } });
    expect(screen.getByText(/The promo code VENEZIA10 does not apply to this stay/)).toBeTruthy();
  });

  it('speaks Italian', () => {
    setup({ lang: 'it' });
    expect(screen.getByRole('status').textContent).toContain('3 tipologie di camera disponibili');
    const best = cards()[0]?.querySelector('.room-card__best') as HTMLElement;
    expect(best.querySelector('s')?.textContent?.replace(/\s/g, ' ')).toBe('prima 303,00 €');
    expect(
      within(cards()[0] as HTMLElement).getByRole('button', { name: 'Mostra altre 2 tariffe' }),
    ).toBeTruthy();
  });
});

describe('Results: the room details dialog', () => {
  it('opens labelled by the room, shows its details, and gives the focus back on close', async () => {
    setup();
    await act(async () => undefined);
    const opener = within(cards()[1] as HTMLElement).getByRole('button', {
      name: named('Room details', ': Superior room, canal view'),
    });
    opener.focus();
    fireEvent.click(opener);
    const dialog = document.querySelector('dialog.room-dialog') as HTMLDialogElement;
    expect(dialog).toBeTruthy();
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Superior room, canal view');
    expect(document.activeElement).toBe(title);
    expect(dialog.textContent).toContain('Two windows on the canal, a sofa bed and a marble bathroom.');
    expect(dialog.textContent).toContain('24 m²');
    expect(dialog.textContent).toContain('Up to 3 guests');
    expect(dialog.textContent).toContain(
      'Per age group, at most: 3 adults, 1 teenager, 2 children, 1 infant',
    );
    const section = (name: string) => within(dialog).getByRole('heading', { name }).nextElementSibling;
    expect(section('Included services')?.textContent).toBe('Wi-Fi');
    expect(section('Services you can add')?.textContent).toContain('Pet in the room€15.00 / night');
    expect(section('Services you can add')?.textContent).toContain(
      'Dinner (half board)€35.00 per adult / day',
    );
    expect(section('Extra beds')?.textContent).toBe('Sofa bedfrom €25.00 / night');
    // Gallery: two photos, looping.
    expect(dialog.textContent).toContain('Photo 1 of 2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(dialog.textContent).toContain('Photo 2 of 2');
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/2\.svg$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(dialog.textContent).toContain('Photo 1 of 2');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog.room-dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe("Results: a new hotel's room type without photos, with amenities", () => {
  it('shows no empty frame on the card nor in its details, and lists what the room has', async () => {
    const [first, ...rest] = SEARCH.results;
    if (!first) throw new Error('fixture without results');
    const bare = { ...first, roomType: { ...first.roomType, photos: [] } };
    const profile = {
      ...PROFILE,
      roomTypes: PROFILE.roomTypes.map((room) =>
        room.id === bare.roomType.id ? { ...room, photos: [], amenities: ['WIFI', 'SEA_VIEW'] } : room,
      ),
    };
    const { controller } = setup({
      search: { status: 'ready', data: { ...SEARCH, results: [bare, ...rest] }, error: null },
    });
    controller.state.set({
      ...controller.state.get(),
      profile: { status: 'ready', data: profile, error: null },
    });
    await act(async () => undefined);
    const card = cards()[0] as HTMLElement;
    expect(card.classList.contains('room-card--no-photo')).toBe(true);
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.photo--empty')).toBeNull();
    fireEvent.click(
      within(card).getByRole('button', { name: named('Room details', ': Classic double room') }),
    );
    const dialog = document.querySelector('dialog.room-dialog') as HTMLDialogElement;
    expect(dialog.querySelector('.gallery')).toBeNull();
    const amenities = within(dialog).getByRole('heading', { name: 'In the room' }).nextElementSibling;
    expect([...(amenities?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Wi-Fi',
      'Sea view',
    ]);
  });
});

describe('Results: waiting, failing, nothing found', () => {
  it('is busy with a status message and skeletons while searching', () => {
    setup({ search: { status: 'loading', data: null, error: null } });
    const region = screen.getByRole('region', { name: 'Available rooms' });
    expect(region.querySelector('.results__body')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Looking for available rooms…');
    expect(region.querySelectorAll('.room-card--skeleton')).toHaveLength(2);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it("says the failure in the widget's words (never the server's English message) and retries", async () => {
    const error = new ApiRequestError(503, 'The booking engine is busy, try again in a minute.');
    const { controller, api } = setup({ search: { status: 'error', data: null, error } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('We could not load the available rooms.');
    expect(alert.textContent).toContain('The booking service is not answering right now');
    expect(alert.textContent).not.toContain('The booking engine is busy');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    });
    expect(api.searchAvailability).toHaveBeenCalledTimes(1);
    expect(controller.state.get().search.status).toBe('ready');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("says 'availability missed', why, and offers other dates", () => {
    const empty: BookingSearch = {
      ...SEARCH,
      checkin: '2026-12-28',
      checkout: '2026-12-29',
      nights: 1,
      results: [],
      violations: [
        { code: 'people.band.max', limit: 1, band: 'adults' },
        { code: 'people.too.many', limit: 1 },
        { code: 'stay.min.los', date: '2026-12-28', limit: 3 },
      ],
    };
    const { controller } = setup({ search: { status: 'ready', data: empty, error: null } });
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('No availability for these dates');
    expect(screen.getByRole('status').textContent).toContain(
      'No room can be booked from Mon, 28 Dec 2026 to Tue, 29 Dec 2026 for 2 adults.',
    );
    const reasons = screen.getByRole('list');
    // Two adults fit the double rooms: the single room's limit is not the reason.
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stays arriving on 28 Dec 2026 must last at least 3 nights.']);
    fireEvent.click(screen.getByRole('button', { name: 'Search other dates' }));
    expect(controller.state.get().step).toBe('search');
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingProfile, BookingSearch } from '../../../src/contracts/booking-types.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import type { CardCircuit } from '../../../src/contracts/types.ts';
import { readConfig } from '../config.ts';
import { WidgetContext } from '../context.tsx';
import { createController, type WidgetController } from '../flow/controller.ts';
import { GuestStep } from './GuestStep.tsx';

function profileWith(circuits: CardCircuit[]): BookingProfile {
  return {
    hotel: {
      id: 7,
      name: "Ca' dei Dogi",
      timeZone: 'Europe/Rome',
      depositPercentage: 30,
      policies: {},
      paymentSettings: {
        creditCards: [{ circuit: 'VISA' }, { circuit: 'MASTERCARD' }, { circuit: 'AMEX' }],
        otherCards: [{ circuit: 'MAESTRO' }],
      },
    },
    currency: 'EUR',
    cardCircuits: circuits,
    roomTypes: [
      {
        id: 3,
        serviceIds: [21, 22],
        extraBeds: [
          {
            id: 'sofa',
            type: 'DIVAN',
            maxCount: 1,
            maxPerson: 1,
            frequency: 'NIGHTLY',
            prices: { adults: 35, boys: 30, children: 25, kids: 0 },
          },
        ],
      },
    ],
    services: [
      {
        id: 21,
        nameKey: 'service.cot',
        name: { en: 'Cot', it: 'Culla' },
        description: {},
        category: 'ROOM',
        bookability: 'BOOKABLE',
        paymentType: 'SINGLE',
        frequency: 'NIGHTLY',
        options: [{ size: 'SINGLE', amount: 10 }],
        maxCount: 1,
      },
      {
        id: 22,
        nameKey: 'service.breakfast',
        name: { en: 'Breakfast' },
        description: {},
        category: 'ROOM',
        bookability: 'INCLUDED',
        paymentType: 'FREE',
        frequency: 'NIGHTLY',
        options: [],
        maxCount: 1,
      },
    ],
  } as unknown as BookingProfile;
}

const search = {
  hotelId: 7,
  checkin: '2027-06-01',
  checkout: '2027-06-04',
  nights: 3,
  nightDates: ['2027-06-01', '2027-06-02', '2027-06-03'],
  people: { adults: 2, boys: 0, children: 0, kids: 0 },
  rooms: 1,
  currency: 'EUR',
  results: [
    {
      roomType: { id: 3, nameKey: 'room.double', name: { en: 'Classic double', it: 'Doppia classica' } },
      roomsLeft: 2,
      rates: [
        {
          ratePlanId: 11,
          nameKey: 'plan.flex',
          name: { en: 'Flexible', it: 'Flessibile' },
          rateType: 'STANDARD',
          total: { initialAmount: 480, finalAmount: 480 },
          deposit: 0,
          policy: { deposit: false, reservationPenalty: 0, checkinPenalty: 160, noShowPenalty: 160 },
          grandTotal: 492,
          grandTotalForRooms: 492,
          taxes: { vatAmount: 43.64 },
        },
      ],
    },
  ],
  violations: [],
} as unknown as BookingSearch;

/** The search with its one rate changed (a deposit rate, a non-refundable one). */
function searchWith(rate: Record<string, unknown>): BookingSearch {
  const [result] = search.results;
  if (!result) throw new Error('no result');
  return { ...search, results: [{ ...result, rates: result.rates.map((r) => ({ ...r, ...rate })) }] };
}

async function setup(
  options: { lang?: 'en' | 'it'; circuits?: CardCircuit[]; rate?: Record<string, unknown> } = {},
) {
  const api = {
    bookingProfile: vi.fn(async () => profileWith(options.circuits ?? ['VISA', 'MASTERCARD', 'AMEX'])),
    searchAvailability: vi.fn(async () => (options.rate ? searchWith(options.rate) : search)),
  } as unknown as ApiClient;
  const { config } = readConfig({
    attributes: {
      hotel: 'ca-dei-dogi-venezia',
      lang: options.lang ?? 'en',
      checkin: '2027-06-01',
      checkout: '2027-06-04',
    },
  });
  const controller = createController(config, {
    api,
    emit: () => {},
    storage: null,
    dataLayer: () => null,
    now: () => Date.parse('2027-05-01T10:00:00Z'),
  });
  await controller.loadProfile();
  await controller.search();
  controller.select({ roomTypeId: 3, ratePlanId: 11 });
  const setGuest = vi.spyOn(controller, 'setGuest');
  const view = renderStep(controller);
  return { controller, setGuest, ...view };
}

function renderStep(controller: WidgetController) {
  return render(
    <WidgetContext.Provider value={controller}>
      <GuestStep />
    </WidgetContext.Provider>,
  );
}

/** The sticky bar with the total and the step's buttons. */
const bar = () => document.querySelector<HTMLElement>('.sticky-total') as HTMLElement;
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue to the summary' }));

function chooseNationality(text: string) {
  const input = screen.getByRole('combobox', { name: /Nationality/ });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function fillGuest() {
  type(/^Name \*$/, 'Ann');
  type(/^Surname/, 'Smith');
  type(/^E-mail/, ' ann@example.com ');
  chooseNationality('ital');
  type(/^Phone number/, '333 123 4567');
}

const nextYear = new Date().getUTCFullYear() + 1;

beforeEach(() => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'en']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('GuestStep', () => {
  it('adds a bookable extra with its price, counts it in the sticky total and keeps it for the booking', async () => {
    const { controller } = await setup();
    const cot = screen.getByRole('spinbutton', { name: 'Cot' });
    expect(screen.getByText('€10.00 each, per night')).toBeTruthy();
    // Included services are part of the rate: nothing to add.
    expect(screen.queryByRole('spinbutton', { name: 'Breakfast' })).toBeNull();
    expect(within(bar()).getByText('€492.00')).toBeTruthy();
    fireEvent.keyDown(cot, { key: 'ArrowUp' });
    expect(screen.getByText('€30.00 for your stay')).toBeTruthy();
    expect(within(bar()).getByText('Total with extras')).toBeTruthy();
    expect(within(bar()).getByText('€522.00')).toBeTruthy();
    expect(controller.state.get().extras).toEqual({
      services: [{ serviceId: 21, count: 1 }],
      beds: [],
      cents: 3000,
    });
    // The cot's cap is one.
    fireEvent.keyDown(cot, { key: 'ArrowUp' });
    expect(controller.state.get().extras.services).toEqual([{ serviceId: 21, count: 1 }]);
  });

  it('puts a guest in an extra bed at the band price, within the bed, and keeps the bed line for the booking', async () => {
    const { controller } = await setup();
    // The party is two adults: only the adults' counter, at the adults' price.
    const sofa = screen.getByRole('spinbutton', { name: 'Sofa bed: adults' });
    expect(screen.queryByRole('spinbutton', { name: 'Sofa bed: children' })).toBeNull();
    expect(screen.getByText('Who sleeps in it: up to 1 guest per bed.')).toBeTruthy();
    expect(screen.getByText('€35.00 each, per night')).toBeTruthy();
    fireEvent.keyDown(sofa, { key: 'ArrowUp' });
    expect(screen.getByText('€105.00 for your stay')).toBeTruthy();
    expect(within(bar()).getByText('€597.00')).toBeTruthy();
    expect(controller.state.get().extras).toEqual({
      services: [],
      beds: [{ bedId: 'sofa', people: { adults: 1, boys: 0, children: 0, kids: 0 } }],
      cents: 10500,
    });
    // One bed of one guest: a second adult does not fit.
    fireEvent.keyDown(sofa, { key: 'ArrowUp' });
    expect(controller.state.get().extras.beds).toHaveLength(1);
    fireEvent.keyDown(sofa, { key: 'ArrowDown' });
    expect(controller.state.get().extras).toEqual({ services: [], beds: [], cents: 0 });
  });

  it('shows the chosen room, rate, dates and total above the form', async () => {
    await setup();
    expect(screen.getByText('Classic double')).toBeTruthy();
    expect(screen.getByText('Flexible')).toBeTruthy();
    expect(screen.getByText('1 Jun 2027')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your choice' })).getByText('€492.00')).toBeTruthy();
    expect(screen.getByText('3 nights · 2 guests')).toBeTruthy();
  });

  it('on an invalid submit shows the alert and focuses the first invalid field', async () => {
    const { setGuest } = await setup();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/Some fields are missing or invalid/),
    );
    const name = field(/^Name \*$/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(`${name.id}-error`);
    expect(error?.textContent).toContain('This field is required');
    expect(name.getAttribute('aria-describedby')).toContain(`${name.id}-error`);
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: /Nationality/ }).getAttribute('aria-invalid')).toBe('true');
    expect(setGuest).not.toHaveBeenCalled();
  });

  it('sends a valid guest with a Visa card to the controller', async () => {
    const { setGuest, controller } = await setup();
    fillGuest();
    fireEvent.click(field(/Send me the hotel's offers/));
    type(/^Requests for the hotel/, 'Late arrival');
    expect(screen.getByText('12 of 500 characters')).toBeTruthy();
    fireEvent.click(field(/Guarantee the booking with a card/));
    type(/^Name on the card/, 'Ann Smith');
    type(/^Card number/, '4111111111111111');
    expect(field(/^Card number/).value).toBe('4111 1111 1111 1111');
    expect(screen.getByText('Visa · Credit')).toBeTruthy();
    fireEvent.change(field(/^Month/), { target: { value: '12' } });
    fireEvent.change(field(/^Year/), { target: { value: String(nextYear) } });
    type(/^Security code/, '123');
    submit();
    await waitFor(() => expect(setGuest).toHaveBeenCalledTimes(1));
    expect(setGuest).toHaveBeenCalledWith(
      {
        email: 'ann@example.com',
        name: 'Ann',
        surname: 'Smith',
        phone: { prefix: '+39', number: '3331234567' },
        nationality: 'Italy',
        countryIso: 'IT',
        consents: { MARKETING: true, PROFILING: false },
        language: 'en',
      },
      {
        holder: 'Ann Smith',
        number: '4111 1111 1111 1111',
        expiryMonth: 12,
        expiryYear: nextYear,
        cvv: '123',
      },
      'Late arrival',
    );
    expect(controller.state.get().step).toBe('summary');
  });

  it('refuses a phone number without its country code', async () => {
    const { setGuest } = await setup();
    fillGuest();
    fireEvent.change(field(/^Country code/), { target: { value: '' } });
    submit();
    const prefix = field(/^Country code/);
    await waitFor(() => expect(prefix.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${prefix.id}-error`)?.textContent).toContain('This field is required');
    expect(setGuest).not.toHaveBeenCalled();
    // A malformed number is refused with the phone message.
    fireEvent.change(field(/^Country code/), { target: { value: 'IT' } });
    type(/^Phone number/, '12');
    submit();
    const number = field(/^Phone number/);
    await waitFor(() =>
      expect(document.getElementById(`${number.id}-error`)?.textContent).toContain(
        'Enter a valid phone number',
      ),
    );
    expect(setGuest).not.toHaveBeenCalled();
  });

  it('says what an optional card is for: a late arrival, and the no-show charge', async () => {
    await setup();
    expect(field(/Guarantee the booking with a card/).checked).toBe(false);
    expect(
      screen.getByText(
        "Optional: a card guarantees your room if you arrive late. Nothing is charged online; the hotel charges it only if you do not arrive (€160.00). Only the card's brand, last 4 digits and expiry date are kept.",
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/^Name on the card/)).toBeNull();
  });

  it('asks for the card of a deposit rate, saying when and how much is taken', async () => {
    const { setGuest } = await setup({
      rate: {
        deposit: 144,
        policy: { deposit: true, reservationPenalty: 0, checkinPenalty: 160, noShowPenalty: 160 },
      },
    });
    expect(screen.queryByLabelText(/Guarantee the booking with a card/)).toBeNull();
    expect(screen.getByText('A card is required for this rate')).toBeTruthy();
    expect(
      screen.getByText(
        /^This rate asks for a deposit of €144\.00: the hotel charges it to this card after booking\. The rest, €348\.00, is paid at the hotel\./,
      ),
    ).toBeTruthy();
    // An extra raises the room's total, and the deposit with it (30 % of €510).
    fireEvent.keyDown(screen.getByRole('spinbutton', { name: 'Cot' }), { key: 'ArrowUp' });
    expect(
      screen.getByText(/^This rate asks for a deposit of €153\.00: .* The rest, €369\.00, is paid/),
    ).toBeTruthy();
    fillGuest();
    submit();
    await waitFor(() => expect(field(/^Name on the card/).getAttribute('aria-invalid')).toBe('true'));
    expect(setGuest).not.toHaveBeenCalled();
    type(/^Name on the card/, 'Ann Smith');
    type(/^Card number/, '4111 1111 1111 1111');
    fireEvent.change(screen.getByLabelText(/^Month/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^Year/), { target: { value: String(nextYear) } });
    type(/^Security code/, '123');
    submit();
    await waitFor(() => expect(setGuest).toHaveBeenCalled());
    expect(setGuest.mock.calls[0]?.[1]).toMatchObject({ number: '4111 1111 1111 1111', expiryMonth: 12 });
  });

  it('asks for the card of a non-refundable rate as a guarantee of what cancelling costs', async () => {
    await setup({
      rate: {
        rateType: 'NOT_REFUNDABLE',
        policy: { deposit: false, reservationPenalty: 480, checkinPenalty: 480, noShowPenalty: 480 },
      },
    });
    expect(screen.queryByLabelText(/Guarantee the booking with a card/)).toBeNull();
    expect(
      screen.getByText(
        /^This rate is non-refundable: nothing is charged online now, and the hotel charges €480\.00 to this card if you cancel or do not arrive\./,
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Name on the card/)).toBeTruthy();
  });

  it('refuses a card of a circuit the hotel does not take, with the type-invalid message', async () => {
    const { setGuest } = await setup({ circuits: ['VISA', 'MASTERCARD'] });
    fillGuest();
    fireEvent.click(field(/Guarantee the booking with a card/));
    expect(screen.getByText('Accepted: Visa, Mastercard')).toBeTruthy();
    type(/^Name on the card/, 'Ann Smith');
    type(/^Card number/, '378282246310005');
    expect(field(/^Card number/).value).toBe('3782 822463 10005');
    fireEvent.change(field(/^Month/), { target: { value: '12' } });
    fireEvent.change(field(/^Year/), { target: { value: String(nextYear) } });
    type(/^Security code/, '1234');
    submit();
    const number = field(/^Card number/);
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${number.id}-error`)?.textContent).toContain(
      'The hotel does not accept this type of card',
    );
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect(setGuest).not.toHaveBeenCalled();
  });

  it('refuses a Luhn-invalid card number and reports every empty card field at once', async () => {
    const { setGuest } = await setup();
    fillGuest();
    fireEvent.click(field(/Guarantee the booking with a card/));
    type(/^Card number/, '4111111111111112');
    submit();
    const number = field(/^Card number/);
    await waitFor(() =>
      expect(document.getElementById(`${number.id}-error`)?.textContent).toContain(
        'This card number is not valid',
      ),
    );
    for (const label of [/^Name on the card/, /^Month/, /^Year/, /^Security code/]) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(setGuest).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the guest goes back and comes again', async () => {
    const { controller, unmount } = await setup();
    type(/^Name \*$/, 'Ann');
    type(/^E-mail/, 'ann@example');
    chooseNationality('ger');
    fireEvent.click(field(/Guarantee the booking with a card/));
    type(/^Card number/, '5555555555554444');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(controller.state.get().step).toBe('results');
    unmount();
    controller.select({ roomTypeId: 3, ratePlanId: 11 });
    renderStep(controller);
    expect(field(/^Name \*$/).value).toBe('Ann');
    expect(field(/^E-mail/).value).toBe('ann@example');
    expect((screen.getByRole('combobox', { name: /Nationality/ }) as HTMLInputElement).value).toBe('Germany');
    expect((field(/^Country code/) as unknown as HTMLSelectElement).value).toBe('DE');
    expect(field(/^Card number/).value).toBe('5555 5555 5555 4444');
  });

  it('shows again the values of a guest back from the summary', async () => {
    const { controller, unmount } = await setup();
    fillGuest();
    submit();
    await waitFor(() => expect(controller.state.get().step).toBe('summary'));
    unmount();
    controller.goTo('guest');
    renderStep(controller);
    expect(field(/^Surname/).value).toBe('Smith');
    expect((screen.getByRole('combobox', { name: /Nationality/ }) as HTMLInputElement).value).toBe('Italy');
    expect(field(/^Phone number/).value).toBe('3331234567');
    expect((field(/^Country code/) as unknown as HTMLSelectElement).value).toBe('IT');
  });

  it("shows a refused booking's field errors on their fields until they change", async () => {
    const { controller, unmount } = await setup();
    fillGuest();
    submit();
    await waitFor(() => expect(controller.state.get().step).toBe('summary'));
    unmount();
    const state = controller.state.get();
    controller.state.set({
      ...state,
      booking: {
        status: 'error',
        data: null,
        error: new ApiRequestError(400, 'Invalid body', [
          { field: 'guest.email', code: 'error.email.invalid' },
        ]),
      },
    });
    controller.goTo('guest');
    renderStep(controller);
    const email = field(/^E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toContain(
      'Enter a valid e-mail address',
    );
    expect(screen.getByRole('alert').textContent).toMatch(/Some fields are missing or invalid/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    type(/^E-mail/, 'ann@example.org');
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says a nationality must come from the list', async () => {
    const { setGuest } = await setup();
    const input = screen.getByRole('combobox', { name: /Nationality/ });
    fireEvent.change(input, { target: { value: 'Atlantis' } });
    fireEvent.blur(input);
    submit();
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${input.id}-error`)?.textContent).toContain(
      'Choose a country from the list',
    );
    fireEvent.change(input, { target: { value: 'i' } });
    await waitFor(() =>
      expect(document.getElementById(`${input.id}-error`)?.textContent).toContain(
        'Enter at least 2 characters',
      ),
    );
    expect(setGuest).not.toHaveBeenCalled();
  });

  it('speaks Italian, with the Italian country code by default', async () => {
    await setup({ lang: 'it' });
    expect((field(/^Prefisso internazionale/) as unknown as HTMLSelectElement).value).toBe('IT');
    expect(screen.getByText('Doppia classica')).toBeTruthy();
    const input = screen.getByRole('combobox', { name: /Nazionalità/ });
    fireEvent.change(input, { target: { value: 'germania' } });
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: /Germania/ })).toBeTruthy();
  });
});

describe('the nationality combobox (APG list autocomplete)', () => {
  it('opens a listbox of matches, moves with the arrows, chooses with Enter and closes with Escape', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await setup();
      const input = screen.getByRole('combobox', { name: /Nationality/ });
      expect(input.getAttribute('aria-expanded')).toBe('false');
      const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
      expect(listbox?.getAttribute('role')).toBe('listbox');
      fireEvent.change(input, { target: { value: 'ger' } });
      expect(input.getAttribute('aria-expanded')).toBe('true');
      const options = within(listbox as HTMLElement).getAllByRole('option');
      expect(options[0]?.textContent).toMatch(/^Germany/);
      act(() => {
        vi.advanceTimersByTime(700);
      });
      expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toMatch(/countr(y|ies) found/);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
      expect(options[0]?.getAttribute('aria-selected')).toBe('true');
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]?.id);
      fireEvent.keyDown(input, { key: 'ArrowDown' });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect((input as HTMLInputElement).value).toBe('Germany');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      // The phone code follows the nationality until the guest picks one.
      expect((field(/^Country code/) as unknown as HTMLSelectElement).value).toBe('DE');
      fireEvent.change(input, { target: { value: 'fra' } });
      expect(input.getAttribute('aria-expanded')).toBe('true');
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect((input as HTMLInputElement).value).toBe('fra');
      fireEvent.keyDown(input, { key: 'Escape' });
      expect((input as HTMLInputElement).value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes two letters as an ISO code and shows the name on leaving the field', async () => {
    await setup();
    const input = screen.getByRole('combobox', { name: /Nationality/ }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'it' } });
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ItalyIT']);
    fireEvent.blur(input);
    expect(input.value).toBe('Italy');
  });
});

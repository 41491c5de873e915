/**
 * The state of one <itaca-booking> and everything that changes it: the hotel's profile, the stay
 * being searched, the results, the chosen rate, the guest's details, the reservation. Components
 * read it with `useFlow()` and act through the controller's methods; the element's public API
 * (open, setStay, …) calls the same methods. Every wait has a status, every failure keeps what
 * the guest typed, and the host page hears about each step through DOM events (and, when it
 * opted in with consent, dataLayer pushes: ./analytics.ts).
 */

import type { CardEntry, CreateReservationInput } from '../../../src/contracts/booking.ts';
import type {
  BookingProfile,
  BookingSearch,
  ReservationCreated,
} from '../../../src/contracts/booking-types.ts';
import type { BookingClient } from '../../../src/contracts/client/booking-client.ts';
import { ApiRequestError } from '../../../src/contracts/client/http.ts';
import type { SiteCheck } from '../../../src/contracts/secure/widget-sites.ts';
import { todayBySpan } from '../../../src/domain/booking/dates.ts';
import type { ExtraBedRequest, People } from '../../../src/domain/booking/types.ts';
import { maskedCard } from '../../../src/domain/cards.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import type { WidgetConfig } from '../config.ts';
import { type DraftStorage, loadDraft, saveDraft } from '../drafts.ts';
import { analyticsPush } from './analytics.ts';
import { map } from './store.ts';

export const STEPS = ['search', 'results', 'guest', 'summary', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export type Load<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ApiRequestError };

const idle = <T>(): Load<T> => ({ status: 'idle', data: null, error: null });

export type StayQuery = {
  checkin: string | null;
  checkout: string | null;
  /** People in each room (the rooms are identical). */
  people: People;
  rooms: number;
  promo: string;
};

export type RateChoice = { roomTypeId: number; ratePlanId: number };

export type GuestDetails = CreateReservationInput['guest'];
/** The card as typed (kept in the browser only: the request carries `maskedCard` of it). */
export type CardDetails = CardEntry;

/** Extras added on the guest step (JOURNEY-2): the service lines of each room, and what they cost one room in cents. */
/**
 * The extras of the guest step, as sent with each room: services with their counts, extra beds
 * (one line per bed with the guests in it), and what they add to one room's total.
 */
export type ExtrasChoice = {
  services: { serviceId: number; count: number }[];
  beds: ExtraBedRequest[];
  cents: number;
};
const NO_EXTRAS: ExtrasChoice = { services: [], beds: [], cents: 0 };

export type FlowState = {
  config: WidgetConfig;
  step: Step;
  /** Dialog layout: whether the dialog is open. */
  open: boolean;
  profile: Load<BookingProfile>;
  query: StayQuery;
  /** The query the current results answer (the form may have changed since). */
  searched: StayQuery | null;
  search: Load<BookingSearch>;
  choice: RateChoice | null;
  guest: GuestDetails | null;
  card: CardDetails | null;
  notes: string;
  extras: ExtrasChoice;
  booking: Load<ReservationCreated>;
  /** Kept from the first confirm click until the reservation exists: retries book once. */
  idempotencyKey: string | null;
  /** A draft from an earlier visit was restored (the search step says so). */
  restoredDraft: boolean;
  /** Whether this page may take bookings for the hotel (null until known, or when the check failed). */
  site: SiteCheck | null;
  /** The guest chose a rate on a page that may not take bookings: the widget says so and links to the hotel's page. */
  siteRefused: boolean;
};

export type WidgetEventName = 'ready' | 'search' | 'select' | 'checkout' | 'booked' | 'error';

export type ControllerDeps = {
  api: BookingClient;
  /** Dispatches a CustomEvent on the element. */
  emit: (name: WidgetEventName, detail: unknown) => void;
  storage: DraftStorage | null;
  /** The host page's dataLayer, when it has one. */
  dataLayer: () => unknown[] | null;
  now?: () => number;
  randomKey?: () => string;
  /** The origin that serves the widget and the API (links to the hotel's page and the back office). */
  serviceOrigin?: string;
  /** Where the site owner's instructions go (the page's console). */
  warn?: (message: string) => void;
};

/**
 * The console instruction for the site owner when the page may not take bookings (EMBED-1):
 * exactly what to add, and where.
 */
export function refusedSiteInstruction(origin: string, hotelName: string, serviceOrigin: string): string {
  return (
    `<itaca-booking>: bookings for ${hotelName} are not possible on ${origin}, so guests see prices but cannot book here. ` +
    `Add ${origin} to your hotel's sites in the back office: ${serviceOrigin}/secure/widget`
  );
}

function queryFrom(config: WidgetConfig): StayQuery {
  return {
    checkin: config.checkin,
    checkout: config.checkout,
    people: { ...config.people },
    rooms: config.rooms,
    promo: config.promo,
  };
}

export function createController(initial: WidgetConfig, deps: ControllerDeps) {
  const now = deps.now ?? Date.now;
  const randomKey = deps.randomKey ?? (() => crypto.randomUUID());
  const state = map<FlowState>({
    config: initial,
    step: 'search',
    open: false,
    profile: idle(),
    query: queryFrom(initial),
    searched: null,
    search: idle(),
    choice: null,
    guest: null,
    card: null,
    notes: '',
    extras: NO_EXTRAS,
    booking: idle(),
    idempotencyKey: null,
    restoredDraft: false,
    site: null,
    siteRefused: false,
  });
  const serviceOrigin = deps.serviceOrigin ?? '';

  const fail = (error: unknown): ApiRequestError => {
    const failure =
      error instanceof ApiRequestError
        ? error
        : new ApiRequestError(0, error instanceof Error ? error.message : String(error));
    deps.emit('error', { status: failure.status, message: failure.message, step: state.get().step });
    return failure;
  };

  const push = (event: string, data: Record<string, unknown>) => {
    const { config } = state.get();
    if (!config.analytics || !config.analyticsConsent) return;
    analyticsPush(deps.dataLayer(), event, data);
  };

  const persist = () => {
    const s = state.get();
    const hotelId = s.profile.data?.hotel.id;
    if (deps.storage === null || hotelId === undefined) return;
    saveDraft(deps.storage, {
      hotelId,
      // Guests do not sign in to the widget: drafts are 'anonymous' (an e-mail as a storage key
      // would itself be stored guest data).
      guestKey: null,
      step: STEPS.indexOf(s.step),
      reservationId: s.booking.data?.code ?? null,
      draft: { ...s.query, choice: s.choice },
      today: todayOf(s),
    });
  };

  /** Today in the hotel's time zone: drafts and dates are the hotel's calendar days. */
  function todayOf(s: FlowState): string {
    const hotel = s.profile.data?.hotel;
    return todayBySpan(hotel?.timeZone ?? 'UTC', hotel?.utcOffset, now());
  }

  async function loadProfile(): Promise<void> {
    const { config } = state.get();
    state.setKey('profile', { status: 'loading', data: state.get().profile.data, error: null });
    const site = checkSite(config.hotel);
    try {
      const profile = await deps.api.bookingProfile(config.hotel);
      state.setKey('profile', { status: 'ready', data: profile, error: null });
      void site.then((check) => {
        if (
          check === null ||
          check.allowed ||
          check.origin === null ||
          state.get().config.hotel !== config.hotel
        )
          return;
        (deps.warn ?? console.warn)(refusedSiteInstruction(check.origin, profile.hotel.name, serviceOrigin));
      });
      restoreDraft(profile);
      deps.emit('ready', { hotel: profile.hotel.id, name: profile.hotel.name, currency: profile.currency });
    } catch (error) {
      state.setKey('profile', { status: 'error', data: state.get().profile.data, error: fail(error) });
    }
  }

  /** Asks, alongside the profile, whether this page may take bookings (never blocks the prices). */
  async function checkSite(hotel: string): Promise<SiteCheck | null> {
    try {
      const check = await deps.api.bookingSite(hotel);
      if (state.get().config.hotel === hotel) state.set({ ...state.get(), site: check, siteRefused: false });
      return check;
    } catch {
      return null; // unknown: booking is tried, and fails as any failed call does
    }
  }

  function restoreDraft(profile: BookingProfile): void {
    if (deps.storage === null) return;
    const s = state.get();
    // Values given by the host (attributes, deep link) win over a stored draft.
    if (s.config.checkin !== null) {
      if (s.config.autosearch && s.query.checkin !== null && s.query.checkout !== null) void search();
      return;
    }
    const draft = loadDraft(deps.storage, { hotelId: profile.hotel.id, guestKey: null, today: todayOf(s) });
    if (draft === null) return;
    const { choice, ...query } = draft.draft;
    state.set({ ...s, query, choice, restoredDraft: true });
    if (draft.step >= 1 && query.checkin !== null && query.checkout !== null) void search();
  }

  async function search(): Promise<void> {
    const s = state.get();
    const { query } = s;
    if (query.checkin === null || query.checkout === null) return;
    state.set({
      ...s,
      step: 'results',
      searched: query,
      search: { status: 'loading', data: s.search.data, error: null },
      siteRefused: false,
    });
    deps.emit('search', {
      checkin: query.checkin,
      checkout: query.checkout,
      people: query.people,
      rooms: query.rooms,
      promo: query.promo || null,
    });
    try {
      const result = await deps.api.searchAvailability(s.config.hotel, {
        checkin: query.checkin,
        checkout: query.checkout,
        ...query.people,
        rooms: query.rooms,
        promo: query.promo || undefined,
        language: s.config.language,
      });
      // A newer search may have started meanwhile: only the latest one lands.
      if (state.get().searched !== query) return;
      state.setKey('search', { status: 'ready', data: result, error: null });
      push('view_item_list', {
        item_list_name: 'rooms',
        currency: result.currency,
        items: result.results.map((room, index) => ({
          item_id: String(room.roomType.id),
          item_name: room.roomType.name.en ?? room.roomType.nameKey,
          index,
          price: room.rates[0]?.grandTotalForRooms ?? 0,
        })),
      });
      persist();
    } catch (error) {
      if (state.get().searched !== query) return;
      state.setKey('search', { status: 'error', data: null, error: fail(error) });
    }
  }

  let storage: Promise<string> | null = null;
  /** Base URL of the hotel's photos (GET storage): asked once, when a step first shows photos. */
  function photoBase(): Promise<string> {
    storage ??= deps.api.storage().then(
      (config) => config.url,
      (error: unknown) => {
        storage = null; // asked again next time
        throw error;
      },
    );
    return storage;
  }

  function select(choice: RateChoice): void {
    const s = state.get();
    const rate = findRate(s, choice);
    if (rate === null) return;
    if (s.site?.allowed === false) {
      state.set({ ...s, choice, siteRefused: true });
      deps.emit('error', { status: 403, message: 'bookings are not possible on this site', step: s.step });
      return;
    }
    state.set({ ...s, choice, step: 'guest', extras: sameChoice(s.choice, choice) ? s.extras : NO_EXTRAS });
    deps.emit('select', { ...choice, total: rate.grandTotalForRooms, currency: s.search.data?.currency });
    const item = {
      item_id: String(choice.roomTypeId),
      item_variant: String(choice.ratePlanId),
      price: rate.grandTotalForRooms,
      quantity: s.searched?.rooms ?? 1,
    };
    push('select_item', { item_list_name: 'rooms', items: [item] });
    persist();
  }

  function setGuest(guest: GuestDetails, card: CardDetails | null, notes: string): void {
    const s = state.get();
    state.set({
      ...s,
      guest,
      card,
      notes,
      step: 'summary',
      booking: s.booking.status === 'error' ? idle() : s.booking,
    });
    const rate = findRate(s, s.choice);
    deps.emit('checkout', {
      ...s.choice,
      total: rate?.grandTotalForRooms,
      currency: s.search.data?.currency,
    });
    push('begin_checkout', {
      currency: s.search.data?.currency,
      value: rate?.grandTotalForRooms ?? 0,
      items: s.choice
        ? [{ item_id: String(s.choice.roomTypeId), item_variant: String(s.choice.ratePlanId) }]
        : [],
    });
    persist();
  }

  async function book(): Promise<void> {
    const s = state.get();
    if (s.booking.status === 'loading' || s.booking.status === 'ready') return;
    const { searched, choice, guest } = s;
    const rate = findRate(s, choice);
    if (
      searched === null ||
      searched.checkin === null ||
      searched.checkout === null ||
      choice === null ||
      guest === null ||
      rate === null
    )
      return;
    const idempotencyKey = s.idempotencyKey ?? randomKey();
    state.set({ ...s, idempotencyKey, booking: { status: 'loading', data: null, error: null } });
    const body: CreateReservationInput = {
      stay: { checkin: searched.checkin, checkout: searched.checkout },
      rooms: Array.from({ length: searched.rooms }, () => ({
        ...choice,
        people: searched.people,
        ...(s.extras.services.length > 0 ? { services: s.extras.services } : {}),
        ...(s.extras.beds.length > 0 ? { extraBeds: s.extras.beds } : {}),
      })),
      guest: { ...guest, language: s.config.language },
      // Brand, last 4 and expiry only: the number and the CVV never leave the browser (FOLIO).
      ...(s.card && maskedCard(s.card) ? { card: maskedCard(s.card) } : {}),
      ...(searched.promo ? { promo: searched.promo } : {}),
      // The server compares the rooms' total (VAT included, city tax excluded) with this.
      expectedTotal: fromCents((toCents(rate.total.finalAmount) + s.extras.cents) * searched.rooms),
      ...(s.notes.trim() ? { notes: s.notes.trim() } : {}),
    };
    try {
      const created = await deps.api.createReservation(s.config.hotel, body, idempotencyKey);
      state.set({
        ...state.get(),
        step: 'confirmation',
        booking: { status: 'ready', data: created, error: null },
        card: null,
      });
      deps.emit('booked', { code: created.code, total: created.grandTotal, currency: created.currency });
      push('purchase', {
        transaction_id: created.code,
        currency: created.currency,
        value: created.grandTotal,
        tax: rate.taxes.vatAmount,
        items: [
          {
            item_id: String(choice.roomTypeId),
            item_variant: String(choice.ratePlanId),
            quantity: searched.rooms,
          },
        ],
      });
      deps.storage && clearDraftAfterBooking(s);
    } catch (error) {
      const failure = fail(error);
      // A validation or price answer means this request is final: the next confirm is a new one.
      // Except 'still in progress' (409): that request may yet create the reservation.
      const inProgress = failure.errors.some((e) => e.code === 'error.idempotency.in.progress');
      const final =
        failure.status >= 400 &&
        failure.status < 500 &&
        failure.status !== 408 &&
        failure.status !== 429 &&
        !inProgress;
      state.set({
        ...state.get(),
        idempotencyKey: final ? null : idempotencyKey,
        booking: { status: 'error', data: null, error: failure },
      });
    }
  }

  function clearDraftAfterBooking(s: FlowState): void {
    const hotelId = s.profile.data?.hotel.id;
    if (deps.storage === null || hotelId === undefined) return;
    saveDraft(deps.storage, {
      hotelId,
      guestKey: null,
      step: 0,
      reservationId: null,
      draft: null,
      today: todayOf(s),
    });
  }

  return {
    state,
    /** The API client (the date picker reads the availability calendar through it). */
    api: deps.api,
    /** The host page's local storage (null when blocked): the currency choice and rates cache use it. */
    storage: deps.storage,
    /** The origin of the widget's service: the hotel's page with us lives there. */
    serviceOrigin,
    loadProfile,
    search,
    photoBase,
    select,
    setGuest,
    /** The extras chosen on the guest step (sent with each room, counted in the expected total). */
    setExtras(extras: ExtrasChoice) {
      state.setKey('extras', extras);
    },
    /** Keeps what the guest typed on the details step (unchecked) when they leave it unfinished. */
    keepGuest(guest: GuestDetails, card: CardDetails | null, notes: string) {
      state.set({ ...state.get(), guest, card, notes });
    },
    book,
    setConfig(config: WidgetConfig) {
      const s = state.get();
      const hotelChanged = config.hotel !== s.config.hotel;
      state.set({
        ...s,
        config,
        ...(hotelChanged
          ? {
              query: queryFrom(config),
              step: 'search',
              search: idle(),
              choice: null,
              site: null,
              siteRefused: false,
            }
          : {}),
      });
      if (hotelChanged) void loadProfile();
    },
    setQuery(patch: Partial<StayQuery>) {
      state.setKey('query', { ...state.get().query, ...patch });
      persist();
    },
    goTo(step: Step) {
      const s = state.get();
      if (STEPS.indexOf(step) >= STEPS.indexOf(s.step) || s.step === 'confirmation') return;
      // A refused booking's field errors (guest.*, card.*) go back with the guest to their fields.
      const keep =
        step === 'guest' && (s.booking.error?.errors ?? []).some((e) => /^(guest|card)\./.test(e.field));
      state.set({ ...s, step, booking: s.booking.status === 'error' && !keep ? idle() : s.booking });
    },
    /** Back to the dates, keeping the guest's details: used by 'search other dates'. */
    newSearch() {
      state.set({ ...state.get(), step: 'search' });
    },
    startOver() {
      const s = state.get();
      state.set({
        ...s,
        step: 'search',
        query: queryFrom(s.config),
        searched: null,
        search: idle(),
        choice: null,
        extras: NO_EXTRAS,
        booking: idle(),
        idempotencyKey: null,
        restoredDraft: false,
      });
      clearDraftAfterBooking(s);
    },
    setOpen(open: boolean) {
      state.setKey('open', open);
    },
  };
}

export type WidgetController = ReturnType<typeof createController>;

function sameChoice(a: RateChoice | null, b: RateChoice): boolean {
  return a !== null && a.roomTypeId === b.roomTypeId && a.ratePlanId === b.ratePlanId;
}

/** The search result line of a choice, or null when the results no longer hold it. */
export function findRate(s: Pick<FlowState, 'search'>, choice: RateChoice | null) {
  if (choice === null) return null;
  const room = s.search.data?.results.find((r) => r.roomType.id === choice.roomTypeId);
  return room?.rates.find((r) => r.ratePlanId === choice.ratePlanId) ?? null;
}

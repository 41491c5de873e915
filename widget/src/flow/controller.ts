/**
 * The state of one <itaca-booking> and everything that changes it: the hotel's profile, the stay
 * being searched, the results, the chosen rate, the guest's details, the reservation. Components
 * read it with `useFlow()` and act through the controller's methods; the element's public API
 * (open, setStay, …) calls the same methods. Every wait has a status, every failure keeps what
 * the guest typed, and the host page hears about each step through DOM events (and, when it
 * opted in with consent, dataLayer pushes: ./analytics.ts).
 */

import type { BookingProfile } from '../../../src/contracts/booking-types.ts';
import type { BookingClient } from '../../../src/contracts/client/booking-client.ts';
import type { SiteCheck } from '../../../src/contracts/secure/widget-sites.ts';
import type { WidgetConfig } from '../config.ts';
import { loadDraft } from '../drafts.ts';
import { roomsListed } from './analytics.ts';
import { createCheckout } from './checkout.ts';
import { type ControllerDeps, createFlowContext } from './flow-context.ts';
import {
  backTo,
  type CardDetails,
  type ExtrasChoice,
  type GuestDetails,
  type StayQuery,
  type Step,
  startedOver,
  withConfig,
} from './flow-state.ts';

// The flow's state lives in ./flow-state.ts, what its parts share in ./flow-context.ts; their
// readers import them from here with the controller.
export type { ControllerDeps, WidgetEventName } from './flow-context.ts';
export {
  type CardDetails,
  type ExtrasChoice,
  type FlowState,
  findRate,
  type GuestDetails,
  type Load,
  type RateChoice,
  STEPS,
  type StayQuery,
  type Step,
} from './flow-state.ts';

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

/** Base URL of the hotel's photos (GET storage): asked once, when a step first shows photos. */
function photoBaseOf(api: BookingClient): () => Promise<string> {
  let storage: Promise<string> | null = null;
  return () => {
    storage ??= api.storage().then(
      (config) => config.url,
      (error: unknown) => {
        storage = null; // asked again next time
        throw error;
      },
    );
    return storage;
  };
}

export function createController(initial: WidgetConfig, deps: ControllerDeps) {
  const context = createFlowContext(initial, deps);
  const { state, fail, push, persist, todayOf, forgetDraft } = context;
  const { select, setGuest, book } = createCheckout(context);
  const serviceOrigin = deps.serviceOrigin ?? '';

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
      push('view_item_list', roomsListed(result));
      persist();
    } catch (error) {
      if (state.get().searched !== query) return;
      state.setKey('search', { status: 'error', data: null, error: fail(error) });
    }
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
    photoBase: photoBaseOf(deps.api),
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
      const hotelChanged = config.hotel !== state.get().config.hotel;
      state.set(withConfig(state.get(), config));
      if (hotelChanged) void loadProfile();
    },
    setQuery(patch: Partial<StayQuery>) {
      state.setKey('query', { ...state.get().query, ...patch });
      persist();
    },
    goTo(step: Step) {
      const back = backTo(state.get(), step);
      if (back !== null) state.set(back);
    },
    /** Back to the dates, keeping the guest's details: used by 'search other dates'. */
    newSearch() {
      state.set({ ...state.get(), step: 'search' });
    },
    startOver() {
      const s = state.get();
      state.set(startedOver(s));
      forgetDraft(s);
    },
    setOpen(open: boolean) {
      state.setKey('open', open);
    },
  };
}

export type WidgetController = ReturnType<typeof createController>;

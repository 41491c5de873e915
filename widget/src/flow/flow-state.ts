/**
 * The booking flow's state: its shape (what one <itaca-booking> holds, from the hotel's profile
 * to the reservation), the state a widget starts from, and the changes that need no call: a new
 * configuration, going back a step, starting over, and the reservation request a confirmed
 * summary sends. Pure: the controller (./controller.ts) applies them and talks to the API.
 */
import type { CardEntry, CreateReservationInput } from '../../../src/contracts/booking.ts';
import type {
  BookingProfile,
  BookingSearch,
  ReservationCreated,
} from '../../../src/contracts/booking-types.ts';
import type { ApiRequestError } from '../../../src/contracts/client/http.ts';
import type { SiteCheck } from '../../../src/contracts/secure/widget-sites.ts';
import type { ExtraBedRequest, People } from '../../../src/domain/booking/types.ts';
import { maskedCard } from '../../../src/domain/cards.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';
import type { WidgetConfig } from '../config.ts';

export const STEPS = ['search', 'results', 'guest', 'summary', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export type Load<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: ApiRequestError };

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

/**
 * The extras of the guest step, as sent with each room: services with their counts, extra beds
 * (one line per bed with the guests in it), and what they add to one room's total.
 */
export type ExtrasChoice = {
  services: { serviceId: number; count: number }[];
  beds: ExtraBedRequest[];
  cents: number;
};

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

export const idle = <T>(): Load<T> => ({ status: 'idle', data: null, error: null });

export const NO_EXTRAS: ExtrasChoice = { services: [], beds: [], cents: 0 };

export function queryFrom(config: WidgetConfig): StayQuery {
  return {
    checkin: config.checkin,
    checkout: config.checkout,
    people: { ...config.people },
    rooms: config.rooms,
    promo: config.promo,
  };
}

export function initialFlow(config: WidgetConfig): FlowState {
  return {
    config,
    step: 'search',
    open: false,
    profile: idle(),
    query: queryFrom(config),
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
  };
}

/** Another configuration; another hotel starts the search again from its attributes. */
export function withConfig(s: FlowState, config: WidgetConfig): FlowState {
  if (config.hotel === s.config.hotel) return { ...s, config };
  return {
    ...s,
    config,
    query: queryFrom(config),
    step: 'search',
    search: idle(),
    choice: null,
    site: null,
    siteRefused: false,
  };
}

/** Back to an earlier step (never from the confirmation); null when the step is not behind. */
export function backTo(s: FlowState, step: Step): FlowState | null {
  if (STEPS.indexOf(step) >= STEPS.indexOf(s.step) || s.step === 'confirmation') return null;
  // A refused booking's field errors (guest.*, card.*) go back with the guest to their fields.
  const keep =
    step === 'guest' && (s.booking.error?.errors ?? []).some((e) => /^(guest|card)\./.test(e.field));
  return { ...s, step, booking: s.booking.status === 'error' && !keep ? idle() : s.booking };
}

/** A new booking from the host's attributes; the guest's details stay for it. */
export function startedOver(s: FlowState): FlowState {
  return {
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
  };
}

/** The reservation of the searched stay, chosen rate and guest; null while one of them is missing. */
export function reservationRequest(s: FlowState) {
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
    return null;
  const card = s.card && maskedCard(s.card);
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
    ...(card ? { card } : {}),
    ...(searched.promo ? { promo: searched.promo } : {}),
    // The server compares the rooms' total (VAT included, city tax excluded) with this.
    expectedTotal: fromCents((toCents(rate.total.finalAmount) + s.extras.cents) * searched.rooms),
    ...(s.notes.trim() ? { notes: s.notes.trim() } : {}),
  };
  return { body, rate, rooms: searched.rooms, choice };
}

/**
 * A validation or price answer means the request is final: the next confirm is a new one. Not a
 * lost connection, a timeout, a rate limit, nor 'still in progress' (409): that request may yet
 * create the reservation, and a retry sends the same idempotency key.
 */
export function finalFailure(failure: ApiRequestError): boolean {
  const inProgress = failure.errors.some((e) => e.code === 'error.idempotency.in.progress');
  return (
    failure.status >= 400 &&
    failure.status < 500 &&
    failure.status !== 408 &&
    failure.status !== 429 &&
    !inProgress
  );
}

/** The search result line of a choice, or null when the results no longer hold it. */
export function findRate(s: Pick<FlowState, 'search'>, choice: RateChoice | null) {
  if (choice === null) return null;
  const room = s.search.data?.results.find((r) => r.roomType.id === choice.roomTypeId);
  return room?.rates.find((r) => r.ratePlanId === choice.ratePlanId) ?? null;
}

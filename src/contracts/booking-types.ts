/**
 * Response shapes of the public booking engine API (README "Booking engine API"), shared by the
 * worker and the typed client (widget, site). Ids are numbers, money is decimal (2 decimals) in
 * the hotel's currency, dates are 'YYYY-MM-DD' and instants ISO-8601 UTC strings. The profile,
 * the search and the reservation views are inferred from their zod schemas (booking-profile.ts,
 * booking-search.ts, reservation-view.ts); the rest are checked against theirs
 * (public-responses.ts). Browser code imports these as types only: no schema reaches a bundle.
 */

import type { Amount } from '../domain/types.ts';
import type {
  bookingViolation,
  localizedText,
  peopleCounts,
  promotionView,
  publicPromotionView,
} from './answer-parts.ts';
import type { z } from './zod.ts';

export type * from './booking-profile.ts';
export type * from './booking-search.ts';
export type * from './reservation-view.ts';

import type { ReservationActionName } from './reservation-view.ts';

export type PeopleCounts = z.output<typeof peopleCounts>;
export type LocalizedText = z.output<typeof localizedText>;
/** A rule that makes a stay unbookable (codes of src/domain/booking/types.ts ViolationCode). */
export type BookingViolation = z.output<typeof bookingViolation>;
export type PromotionView = z.output<typeof promotionView>;
/** Public promotions only: secret ones are never listed. */
export type PublicPromotionView = z.output<typeof publicPromotionView>;

/** SITEDATA Hotel.bestAv: the best rates of a hotel for a stay, best (lowest) first. */
export type BestAvailability = {
  hotelId: number;
  checkin: string;
  checkout: string;
  nights: number;
  people: PeopleCounts;
  currency: string;
  available: boolean;
  totalRates: BestRate[];
  /** Why nothing is bookable (empty when `available`). */
  violations: BookingViolation[];
};

export type BestRate = {
  roomTypeId: number;
  roomTypeName: string;
  ratePlanId: number;
  ratePlanName: string;
  rateType: 'STANDARD' | 'NOT_REFUNDABLE';
  /** initialAmount before promotions, finalAmount after (the stay's room total, VAT included). */
  amount: Amount;
  /** City tax of the stay (outside VAT, paid at the hotel). */
  cityTax: number;
  /**
   * What the guest pays for the stay: amount.finalAmount + cityTax, the figure the widget's rate
   * card shows (EU price display: every tax in, the part paid at the hotel said apart).
   */
  grandTotal: number;
  promotions: PromotionView[];
  roomsLeft: number;
};

export type CalendarDay = {
  date: string;
  /** Lowest nightly price per room for the calendar's party: rate + extra people, before promotions; or null. */
  lowestPrice: number | null;
  /** Some room type and plan can be sold for this night. */
  available: boolean;
  /** Hotel closed, or every room type / rate closed (not merely sold out), or a past day. */
  closed: boolean;
  /** No sellable room type and plan accepts arrivals on this day. */
  closedToArrival: boolean;
  /** No room type and plan accepts departures on this day. */
  closedToDeparture: boolean;
  /** Shortest minimum stay among the plans arriving on this day (null when none can). */
  minLOS: number | null;
};

/** GET booking/hotels/{idOrAlias}/calendar. */
export type BookingCalendar = {
  hotelId: number;
  from: string;
  to: string;
  currency: string;
  /** The party the prices are for (per room) and the identical rooms wanted, as in the search. */
  people: PeopleCounts;
  rooms: number;
  days: CalendarDay[];
};

/** 201 of POST booking/hotels/{idOrAlias}/reservations (replayed as is for the same Idempotency-Key). */
export type ReservationCreated = {
  code: string;
  /** Private: with the code it reads and cancels the reservation. Shown once, never stored. */
  manageToken: string;
  manageUrl: string;
  status: 'CONFIRMED';
  currency: string;
  total: number;
  cityTax: number;
  grandTotal: number;
  deposit: number;
  /** VAT included in `total`: the nights at the rooms' rate, the extras at theirs (decision 043). */
  vat: number;
};

/** 409 'The price has changed': the recomputed quote. */
export type PriceChangedBody = {
  message: string;
  errors: { field: string; code: string }[];
  quote: {
    currency: string;
    total: number;
    grandTotal: number;
    rooms: { roomTypeId: number; ratePlanId: number; total: number }[];
  };
};

export type ReservationStatusValue = 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';

/** POST booking/reservations/{code}/cancel (with `preview: true` nothing changes). */
export type CancellationResult = {
  code: string;
  preview: boolean;
  status: ReservationStatusValue;
  statusText: 'free' | 'penalty';
  currency: string;
  penalty: number;
  rooms: { id: number; status: ReservationStatusValue; cancelAmount: number }[];
};

/**
 * POST secure/hotels/{hotelId}/reservations/{code}/{action}: what the action did. `outcome` is
 * CHECKIN_DELETED when an early checkout of a stay not started became a cancellation.
 */
export type ReservationActionResult = {
  code: string;
  action: ReservationActionName;
  outcome: 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT' | 'CHECKIN_DELETED';
  /** One sentence for the staff, e.g. 'Check-in deleted: the stay had not started, so the reservation is cancelled'. */
  message: string;
  /** With `preview: true` nothing was written. */
  preview: boolean;
  status: ReservationStatusValue;
  statusText: 'free' | 'penalty' | null;
  deleteCheckin: boolean;
  checkout: string;
  currency: string;
  total: number;
  cityTax: number;
  grandTotal: number;
  /** Penalty or no-show amount owed, all rooms together. */
  cancelAmount: number;
  rooms: {
    id: number;
    status: ReservationStatusValue;
    endDate: string;
    total: number;
    cancelAmount: number;
    penalty: boolean;
  }[];
  /** Nights given back to the inventory, per room. */
  released: { roomId: number; roomTypeId: number; dates: string[] }[];
  /** Whether the guest was e-mailed (cancel and early checkout, when the guest has an address). */
  emailSent: boolean;
  /** Whether the action e-mails the guest: with `preview: true`, whether confirming it would. */
  sendsEmail: boolean;
};

/**
 * GET booking/exchange-rates?base=EUR (PROPDATA-3 Exchange record): the rates of one day,
 * `1 base = rates[code] code`, for showing prices in another currency (display only: bookings
 * are charged in the hotel's currency).
 */
export type ExchangeRates = {
  base: { iso: string; symbol: string };
  /** The day the rates are of ('YYYY-MM-DD'); older than today when the provider was unavailable. */
  date: string;
  rates: Record<string, number>;
  /** Where the rates come from: the provider's host, or 'seed' for the demo data. */
  source: string;
};

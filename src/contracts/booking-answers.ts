/**
 * The booking engine's smaller answers as zod schemas (the profile, the search and the
 * reservation views have files of their own): best availability, the calendar, a reservation
 * made, a guest's cancellation, a staff action on a reservation and the exchange rates. The
 * document shows them; their types (booking-types.ts) are inferred from them.
 */
import {
  amount,
  bookingViolation,
  count,
  currencyCode,
  day,
  id,
  money,
  peopleCounts,
  promotionView,
  reservationStatus,
} from './answer-parts.ts';
import { rateType } from './booking-profile.ts';
import { reservationActionName } from './reservation-view.ts';
import { z } from './zod.ts';

/** SITEDATA Hotel.bestAv: one of the best rates of a hotel for a stay. */
export const bestRate = z.strictObject({
  roomTypeId: id,
  roomTypeName: z.string(),
  ratePlanId: id,
  ratePlanName: z.string(),
  rateType,
  /** initialAmount before promotions, finalAmount after (the stay's room total, VAT included). */
  amount: amount.meta({ description: 'initialAmount before promotions, finalAmount after' }),
  /** City tax of the stay (outside VAT, paid at the hotel). */
  cityTax: money,
  /**
   * What the guest pays for the stay: amount.finalAmount + cityTax, the figure the widget's rate
   * card shows (EU price display: every tax in, the part paid at the hotel said apart).
   */
  grandTotal: money.meta({ description: 'amount.finalAmount + cityTax' }),
  promotions: z.array(promotionView),
  roomsLeft: count,
});

/** SITEDATA Hotel.bestAv: the best rates of a hotel for a stay, best (lowest) first. */
export const bestAvailabilityResponse = z.strictObject({
  hotelId: id,
  checkin: day,
  checkout: day,
  nights: count,
  people: peopleCounts,
  currency: currencyCode,
  available: z.boolean(),
  totalRates: z.array(bestRate),
  violations: z
    .array(bookingViolation)
    .meta({ description: 'Why nothing is bookable (empty when available)' }),
});

export const calendarDay = z.strictObject({
  date: day,
  /** Lowest nightly price per room for the calendar's party: rate + extra people, before promotions; or null. */
  lowestPrice: money.nullable().meta({ description: 'Lowest nightly rate before promotions, or null' }),
  /** Some room type and plan can be sold for this night. */
  available: z.boolean(),
  /** Hotel closed, or every room type / rate closed (not merely sold out), or a past day. */
  closed: z.boolean(),
  /** No sellable room type and plan accepts arrivals on this day. */
  closedToArrival: z.boolean(),
  /** No room type and plan accepts departures on this day. */
  closedToDeparture: z.boolean(),
  /** Shortest minimum stay among the plans arriving on this day (null when none can). */
  minLOS: count.nullable(),
});

/** GET booking/hotels/{idOrAlias}/calendar. */
export const bookingCalendarResponse = z.strictObject({
  hotelId: id,
  from: day,
  to: day,
  currency: currencyCode,
  /** The party the prices are for (per room) and the identical rooms wanted, as in the search. */
  people: peopleCounts,
  rooms: count,
  days: z.array(calendarDay),
});

/** 201 of POST booking/hotels/{idOrAlias}/reservations (replayed as is for the same Idempotency-Key). */
export const reservationCreatedResponse = z.strictObject({
  code: z.string(),
  /** Private: with the code it reads and cancels the reservation. Shown once, never stored. */
  manageToken: z
    .string()
    .meta({ description: 'Private: with the code it reads and cancels the reservation' }),
  manageUrl: z.string(),
  status: z.literal('CONFIRMED'),
  currency: currencyCode,
  total: money,
  cityTax: money,
  grandTotal: money,
  deposit: money,
  /** VAT included in `total`: the nights at the rooms' rate, the extras at theirs (decision 043). */
  vat: money.meta({ description: 'VAT included in total (nights and extras, each at its rate)' }),
});

/** POST booking/reservations/{code}/cancel (with `preview: true` nothing changes). */
export const cancellationResultResponse = z.strictObject({
  code: z.string(),
  preview: z.boolean(),
  status: reservationStatus,
  statusText: z.enum(['free', 'penalty']),
  currency: currencyCode,
  penalty: money,
  rooms: z.array(z.strictObject({ id, status: reservationStatus, cancelAmount: money })),
});

/**
 * POST secure/hotels/{hotelId}/reservations/{code}/{action}: what the action did. `outcome` is
 * CHECKIN_DELETED when an early checkout of a stay not started became a cancellation.
 */
export const reservationActionResultResponse = z.strictObject({
  code: z.string(),
  action: reservationActionName,
  outcome: z.enum(['CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT', 'CHECKIN_DELETED']),
  /** One sentence for the staff, e.g. 'Check-in deleted: the stay had not started, so the reservation is cancelled'. */
  message: z.string(),
  preview: z.boolean().meta({ description: 'With `preview: true` nothing was written' }),
  status: reservationStatus,
  statusText: z.enum(['free', 'penalty']).nullable(),
  deleteCheckin: z.boolean(),
  checkout: day,
  currency: currencyCode,
  total: money,
  cityTax: money,
  grandTotal: money,
  /** Penalty or no-show amount owed, all rooms together. */
  cancelAmount: money,
  rooms: z.array(
    z.strictObject({
      id,
      status: reservationStatus,
      endDate: day,
      total: money,
      cancelAmount: money,
      penalty: z.boolean(),
    }),
  ),
  /** Nights given back to the inventory, per room. */
  released: z.array(z.strictObject({ roomId: id, roomTypeId: id, dates: z.array(day) })),
  /** Whether the guest was e-mailed (cancel and early checkout, when the guest has an address). */
  emailSent: z.boolean(),
  sendsEmail: z.boolean().meta({
    description: 'Whether the action e-mails the guest (with `preview`, whether confirming would)',
  }),
});

/**
 * GET booking/exchange-rates?base=EUR (PROPDATA-3 Exchange record): the rates of one day,
 * `1 base = rates[code] code`, for showing prices in another currency (display only: bookings
 * are charged in the hotel's currency).
 */
export const exchangeRatesResponse = z.strictObject({
  base: z.strictObject({ iso: currencyCode, symbol: z.string() }),
  /** The day the rates are of; older than today when the provider was unavailable. */
  date: day,
  rates: z.record(z.string(), z.number()),
  /** Where the rates come from: the provider's host, or 'seed' for the demo data. */
  source: z.string(),
});

/**
 * Changing a booking (FOLIO-2, decision 059): the quote of a change and its application, under
 * /api/rs/secure/hotels/{hotelId}/reservations/{code}/change-quote and …/change, a night's price
 * set by hand (…/nights/{date}/price), and the guest's change of dates from the manage page
 * (/api/rs/public/booking/reservations/{code}/change). The quote and the change read the same fields:
 * what is left out stays as stored (room type, plan, party). A change carries the reservation
 * `version` and the `newTotalCents` + `penaltyCents` its quote showed: either moved meanwhile, 409.
 */

import { peopleCounts } from '../answer-parts.ts';
import {
  cancelReservationSchema,
  dateField,
  reservationCodeParams,
  staffReservationParams,
} from '../booking.ts';
import { MAX_GUESTS_PER_BAND } from '../booking-limits.ts';
import { ErrorCode } from '../error-codes.ts';
import { optionalInt, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { isoDate, versionField } from './common.ts';

/** Why a night's price was set by hand. */
export const NIGHT_PRICE_REASON_MAX = 200;
/** The highest price of one night (100,000.00). */
export const NIGHT_PRICE_MAX_CENTS = 10_000_000;
/** The highest total a change may be confirmed with. */
const TOTAL_MAX_CENTS = 2_000_000_000;

/** A query-string id or count, digits only ('abc', '1.5', '-1' are invalid); absent = as stored. */
const queryNumber = (min: number, max: number) =>
  z
    .string({ error: typeError })
    .max(9, { error: ErrorCode.max, abort: true })
    .regex(/^\d+$/, { error: ErrorCode.invalid, abort: true })
    .transform(Number)
    .pipe(z.number().min(min, ErrorCode.min).max(max, ErrorCode.max))
    .optional();

function checkOrder(stay: { checkin: string; checkout: string }, ctx: z.core.$RefinementCtx) {
  if (stay.checkout <= stay.checkin) {
    ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'error.date.end.before.start' });
  }
}

/** GET …/change-quote?checkin&checkout[&roomId&roomTypeId&planId&adults&boys&children&kids] */
export const changeQuoteQuery = z
  .object(
    {
      checkin: dateField(),
      checkout: dateField(),
      /**
       * The reservation room (its `id` in the reservation view) the room type, plan and party apply to;
       * required for those on a reservation of several rooms. The dates move every room.
       */
      roomId: queryNumber(1, 999_999_999),
      roomTypeId: queryNumber(1, 999_999_999),
      planId: queryNumber(1, 999_999_999),
      adults: queryNumber(1, MAX_GUESTS_PER_BAND),
      boys: queryNumber(0, MAX_GUESTS_PER_BAND),
      children: queryNumber(0, MAX_GUESTS_PER_BAND),
      kids: queryNumber(0, MAX_GUESTS_PER_BAND),
    },
    { error: typeError },
  )
  .superRefine(checkOrder);
export type ChangeQuoteQuery = z.output<typeof changeQuoteQuery>;

/** POST …/change: the quoted change, confirmed. */
export const changeInput = z
  .object(
    {
      checkin: dateField(),
      checkout: dateField(),
      roomId: optionalInt(1, 999_999_999),
      roomTypeId: optionalInt(1, 999_999_999),
      planId: optionalInt(1, 999_999_999),
      adults: optionalInt(1, MAX_GUESTS_PER_BAND),
      boys: optionalInt(0, MAX_GUESTS_PER_BAND),
      children: optionalInt(0, MAX_GUESTS_PER_BAND),
      kids: optionalInt(0, MAX_GUESTS_PER_BAND),
      version: versionField(),
      newTotalCents: requiredInt(0, TOTAL_MAX_CENTS),
      penaltyCents: requiredInt(0, TOTAL_MAX_CENTS),
      /** An overbooking the manager confirmed in the dialog (decision 018). */
      allowOverbooking: z
        .boolean({ error: typeError })
        .nullish()
        .transform((value) => value ?? false),
    },
    { error: typeError },
  )
  .superRefine(checkOrder);
export type ChangeInput = z.input<typeof changeInput>;

/** …/nights/{date}/price */
export const nightPriceParams = staffReservationParams.extend({ date: dateField() });

/** PUT …/nights/{date}/price */
export const nightPriceInput = z.object(
  {
    /** The reservation room whose night it is; required on a reservation of several rooms. */
    roomId: optionalInt(1, 999_999_999),
    priceCents: requiredInt(0, NIGHT_PRICE_MAX_CENTS),
    reason: requiredText(NIGHT_PRICE_REASON_MAX),
    version: versionField(),
  },
  { error: typeError },
);
export type NightPriceInput = z.input<typeof nightPriceInput>;

/** POST /api/rs/booking/reservations/{code}/change: the guest's new dates (manage token). */
export const guestChangeParams = reservationCodeParams;
export const guestChangeInput = z
  .object(
    {
      token: cancelReservationSchema.shape.token,
      checkin: dateField(),
      checkout: dateField(),
      /** true: only the quote. Otherwise the total the guest confirmed (stale: 409). */
      preview: z
        .boolean({ error: typeError })
        .nullish()
        .transform((value) => value ?? false),
      newTotalCents: optionalInt(0, TOTAL_MAX_CENTS),
    },
    { error: typeError },
  )
  .superRefine(checkOrder);
export type GuestChangeInput = z.input<typeof guestChangeInput>;

export const changeNightView = z.strictObject({
  date: isoDate,
  amountCents: z.number().int(),
  /** Set by hand, with this reason (null: the engine's price). */
  overrideReason: z.string().nullable(),
});

/** One room of the reservation in a change: as booked, and after. */
export const changeRoomView = z.strictObject({
  /** The reservation room's id (as in the reservation view). */
  roomId: z.number().int(),
  /** 1, 2, … in the reservation's order. */
  number: z.number().int(),
  roomTypeId: z.number().int(),
  planId: z.number().int(),
  people: peopleCounts,
  /** false: this room stays exactly as booked (nights, prices, room assigned). */
  changed: z.boolean(),
  oldTotalCents: z.number().int(),
  newTotalCents: z.number().int(),
  penaltyCents: z.number().int(),
  differenceCents: z.number().int(),
  nights: z.array(changeNightView),
  /** Rooms of its type are left for every new night. */
  available: z.boolean(),
});

/**
 * The answer of a quote, of a change applied, and of a night's price set. The totals are the
 * reservation's (every room summed); `roomTypeId`, `planId`, `people` and `nights` are those of the
 * room the change names (the first one when it names none); `rooms` has every room.
 */
export const changeQuoteView = z.strictObject({
  code: z.string(),
  currency: z.string(),
  checkin: isoDate,
  checkout: isoDate,
  roomTypeId: z.number().int(),
  planId: z.number().int(),
  /** The room the change names (the first when it names none). */
  roomId: z.number().int(),
  people: peopleCounts,
  /** The stay's total before and after, every room (nights, beds, services; city tax apart). */
  oldTotalCents: z.number().int(),
  newTotalCents: z.number().int(),
  /** Owed for the nights given up (a non-refundable rate, or a flexible one past its deadline). */
  penaltyCents: z.number().int(),
  /** new + penalty − old. */
  differenceCents: z.number().int(),
  cityTaxCents: z.number().int(),
  nights: z.array(changeNightView),
  removed: z.array(isoDate),
  added: z.array(isoDate),
  /** Rooms are left for every new night of every room; false: only an overbooking confirmed by staff applies it. */
  available: z.boolean(),
  rooms: z.array(changeRoomView),
  /** The reservation version the quote is based on (send it back with the change). */
  version: z.number().int(),
  /** The change was applied (false for a quote). */
  applied: z.boolean(),
});
export type ChangeQuoteView = z.output<typeof changeQuoteView>;

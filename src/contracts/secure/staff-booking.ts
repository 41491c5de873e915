/**
 * Staff booking (MANAGE "Staff booking", decision 018): a reservation a front desk takes by
 * phone, by e-mail or from another channel, priced by the booking engine.
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/reservations/availability?checkin&checkout&adults&boys&children&kids
 *        → StaffAvailability (every room type and rate for the stay, sold-out ones included)
 *   POST /api/rs/secure/hotels/{hotelId}/reservations   (header Idempotency-Key) StaffBooking
 *        → 201 StaffBookingCreated; 409 with the full nights when a night is sold out and
 *          `overbook` is not set
 *
 * Shared by the route and the new-reservation screen (its react-hook-form resolver).
 *
 * The guest (BOCHECK-6 guest form, decided for a front desk in decision 018): name, surname,
 * phone (prefix and number) and nationality are required; the e-mail is optional (a caller may
 * not have or give one) except for an EMAIL booking, and a confirmation e-mail needs one.
 */

import { STAFF_BOOKING_SOURCES, type StaffBookingSource } from '../../domain/reservation-sources.ts';
import {
  BookingErrorCode,
  GUEST_NAME_MAX_LENGTH,
  MAX_ROOMS,
  MAX_STAY_NIGHTS,
  NATIONALITY_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  peopleSchema,
  phoneSchema,
} from '../booking.ts';
import { MAX_GUESTS_PER_BAND, MAX_GUESTS_PER_ROOM } from '../booking-limits.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, optionalEmail, optionalText, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, idField, isoDate } from './common.ts';

export { STAFF_BOOKING_SOURCES, type StaffBookingSource } from '../../domain/reservation-sources.ts';

export const DEFAULT_STAFF_SOURCE: StaffBookingSource = 'PHONE';

/** Error codes of staff booking besides the generic ones. */
export const StaffBookingErrorCode = {
  /** A room chosen by the staff is not free for the stay (assigned, closed, disabled). */
  roomTaken: 'error.room.not.free',
  /** A room chosen by the staff is not of the room's type. */
  roomType: 'error.room.type.mismatch',
  /** A night is sold out and the overbooking was not confirmed. */
  soldOut: 'error.stay.sold.out',
  /** PROPCHECK-4 Bed: an extra bed with nobody in it. */
  bedNoPeople: 'error.bed.no.people',
} as const;

const EPOCH_DAY_MS = 86_400_000;
const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / EPOCH_DAY_MS;

export const staffStaySchema = z
  .object({ checkin: dateField(), checkout: dateField() }, { error: typeError })
  .superRefine((stay, ctx) => {
    const nights = epochDay(stay.checkout) - epochDay(stay.checkin);
    if (nights < 1) {
      ctx.addIssue({ code: 'custom', path: ['checkout'], message: BookingErrorCode.endBeforeStart });
    } else if (nights > MAX_STAY_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['checkout'], message: BookingErrorCode.stayTooLong });
    }
  });

const serviceSchema = z.object(
  {
    serviceId: idField(),
    count: z.number({ error: typeError }).int(ErrorCode.invalid).min(0, ErrorCode.min).max(99, ErrorCode.max),
  },
  { error: typeError },
);

const bedPeopleCount = () =>
  z
    .number({ error: typeError })
    .int(ErrorCode.invalid)
    .min(0, ErrorCode.min)
    .max(MAX_GUESTS_PER_BAND, ErrorCode.max)
    .optional()
    .transform((value) => value ?? 0);

/** Most extra beds one room may ask for (each room type caps its own beds with maxCount). */
export const MAX_EXTRA_BEDS = 5;

/**
 * An extra bed of the room type (PROPDATA-5 Bed) and who sleeps in it: the same shape as the
 * widget's booking, priced by the same engine. Its guests are among the room's people.
 */
export const staffExtraBedSchema = z
  .object(
    {
      bedId: requiredText(40),
      people: z.object(
        {
          adults: bedPeopleCount(),
          boys: bedPeopleCount(),
          children: bedPeopleCount(),
          kids: bedPeopleCount(),
        },
        { error: typeError },
      ),
    },
    { error: typeError },
  )
  .superRefine((bed, ctx) => {
    // PROPCHECK-4 Bed: the total of standard guests must be above 0 ('bed no people').
    const guests = bed.people.adults + bed.people.boys + bed.people.children + bed.people.kids;
    if (guests < 1)
      ctx.addIssue({ code: 'custom', path: ['people'], message: StaffBookingErrorCode.bedNoPeople });
  });
export type StaffExtraBedInput = z.input<typeof staffExtraBedSchema>;

export const staffRoomSchema = z.object(
  {
    roomTypeId: idField(),
    ratePlanId: idField(),
    people: peopleSchema,
    extraBeds: z
      .array(staffExtraBedSchema, { error: typeError })
      .max(MAX_EXTRA_BEDS, ErrorCode.maxLength)
      .optional()
      .default([]),
    services: z
      .array(serviceSchema, { error: typeError })
      .max(20, ErrorCode.maxLength)
      .superRefine((services, ctx) => {
        const seen = new Set<number>();
        services.forEach((service, index) => {
          if (seen.has(service.serviceId)) {
            ctx.addIssue({ code: 'custom', path: [index, 'serviceId'], message: ErrorCode.duplicate });
          }
          seen.add(service.serviceId);
        });
      })
      .optional()
      .default([]),
    /** A physical room the staff chose (checked free); absent, one is assigned automatically. */
    roomId: idField()
      .nullish()
      .transform((value) => value ?? null),
  },
  { error: typeError },
);

/** The guest of a staff booking (BODATA-12 Guest contact; e-mail optional, see above). */
export const staffGuestSchema = z.object(
  {
    email: optionalEmail(),
    name: requiredText(GUEST_NAME_MAX_LENGTH),
    surname: requiredText(GUEST_NAME_MAX_LENGTH),
    phone: phoneSchema,
    nationality: requiredText(NATIONALITY_MAX_LENGTH),
    countryIso: optionalText(2, { pattern: /^[A-Za-z]{2}$/ }).transform((value) => value?.toUpperCase()),
    language: oneOf(['en', 'it'])
      .optional()
      .transform((value) => value ?? 'en'),
  },
  { error: typeError },
);

/**
 * The guest's e-mail is required for an EMAIL booking and for a confirmation e-mail (the
 * booking body and the screen's form share this rule).
 */
function requireEmailWhenNeeded(
  value: { guest: { email?: string | undefined }; source: string; sendEmail?: boolean | null | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (!value.guest.email && (value.source === 'EMAIL' || value.sendEmail === true)) {
    ctx.addIssue({ code: 'custom', path: ['guest', 'email'], message: ErrorCode.required });
  }
}

const sourceField = () =>
  oneOf(STAFF_BOOKING_SOURCES)
    .optional()
    .transform((value) => value ?? DEFAULT_STAFF_SOURCE);

/**
 * The screen's guest form (react-hook-form + this schema): the guest, the source, the notes and
 * whether to e-mail the confirmation. `sendEmail` is what the toggle says; it only applies when
 * there is an e-mail (see `staffBookingSchema`).
 */
export const staffGuestFormSchema = z
  .object(
    {
      guest: staffGuestSchema,
      source: sourceField(),
      notes: optionalText(NOTES_MAX_LENGTH, { multiline: true }),
      sendEmail: z.boolean({ error: typeError }),
    },
    { error: typeError },
  )
  // The toggle means "if there is an address": only an EMAIL booking needs one here.
  .superRefine((value, ctx) => requireEmailWhenNeeded({ ...value, sendEmail: false }, ctx));
export type StaffGuestFormInput = z.input<typeof staffGuestFormSchema>;
export type StaffGuestForm = z.output<typeof staffGuestFormSchema>;

/** POST secure/hotels/{hotelId}/reservations body. */
export const staffBookingSchema = z
  .object(
    {
      stay: staffStaySchema,
      rooms: z
        .array(staffRoomSchema, { error: typeError })
        .min(1, ErrorCode.required)
        .max(MAX_ROOMS, ErrorCode.maxLength),
      guest: staffGuestSchema,
      source: sourceField(),
      notes: optionalText(NOTES_MAX_LENGTH, { multiline: true }),
      /** Send the confirmation to the guest; default: when there is an e-mail. */
      sendEmail: z.boolean({ error: typeError }).nullish(),
      /** Book even the nights that are sold out (the screen asks for a confirmation first). */
      overbook: z
        .boolean({ error: typeError })
        .nullish()
        .transform((value) => value ?? false),
    },
    { error: typeError },
  )
  .superRefine((body, ctx) => {
    requireEmailWhenNeeded(body, ctx);
    const chosen = new Set<number>();
    body.rooms.forEach((room, index) => {
      if (room.roomId === null) return;
      if (chosen.has(room.roomId)) {
        ctx.addIssue({ code: 'custom', path: ['rooms', index, 'roomId'], message: ErrorCode.duplicate });
      }
      chosen.add(room.roomId);
    });
  })
  .transform((body) => ({ ...body, sendEmail: body.sendEmail ?? body.guest.email !== undefined }));

export type StaffBookingInput = z.input<typeof staffBookingSchema>;
export type StaffBooking = z.output<typeof staffBookingSchema>;

/** A query-string count in [min, max]. */
const countParam = (min: number, max: number, fallback: number) =>
  z
    .string({ error: typeError })
    .max(6, { error: ErrorCode.max, abort: true })
    .regex(/^\d+$/, { error: ErrorCode.invalid, abort: true })
    .transform(Number)
    .pipe(z.number().min(min, ErrorCode.min).max(max, ErrorCode.max))
    .optional()
    .transform((value) => value ?? fallback);

/** GET secure/hotels/{hotelId}/reservations/availability query: the stay and one room's party. */
export const staffAvailabilityQuery = z
  .object(
    {
      checkin: dateField(),
      checkout: dateField(),
      adults: countParam(1, MAX_GUESTS_PER_BAND, 2),
      boys: countParam(0, MAX_GUESTS_PER_BAND, 0),
      children: countParam(0, MAX_GUESTS_PER_BAND, 0),
      kids: countParam(0, MAX_GUESTS_PER_BAND, 0),
      language: oneOf(['en', 'it'])
        .optional()
        .transform((value) => value ?? 'en'),
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    const nights = epochDay(query.checkout) - epochDay(query.checkin);
    if (nights < 1) {
      ctx.addIssue({ code: 'custom', path: ['checkout'], message: BookingErrorCode.endBeforeStart });
    } else if (nights > MAX_STAY_NIGHTS) {
      ctx.addIssue({ code: 'custom', path: ['checkout'], message: BookingErrorCode.stayTooLong });
    }
    if (query.adults + query.boys + query.children + query.kids > MAX_GUESTS_PER_ROOM) {
      ctx.addIssue({ code: 'custom', path: ['adults'], message: ErrorCode.max });
    }
  });
export type StaffAvailabilityQuery = z.output<typeof staffAvailabilityQuery>;

/** A restriction of the online channels the staff booking overrides (or a sold-out night). */
export const staffOverride = z.strictObject({
  code: z.enum([
    'stay.min.los',
    'stay.max.los',
    'stay.closed.arrival',
    'stay.closed.departure',
    'stay.closed',
    'stay.sold.out',
  ]),
  date: isoDate.optional(),
  limit: z.number().int().optional(),
});
export type StaffOverride = z.output<typeof staffOverride>;

/** One rate of a room type for the stay, priced by the engine as the public search prices it. */
export const staffRate = z.strictObject({
  ratePlanId: z.number().int(),
  name: z.string(),
  rateType: z.enum(['STANDARD', 'NOT_REFUNDABLE']),
  includedMealPlans: z.array(z.string()),
  currency: z.string(),
  /** Room total before and after promotions (VAT included, city tax excluded). */
  initialAmount: z.number(),
  finalAmount: z.number(),
  vatRate: z.number(),
  vatAmount: z.number(),
  cityTax: z.number(),
  deposit: z.number(),
  /** finalAmount + city tax. */
  grandTotal: z.number(),
  /** Nightly final amounts, aligned with the answer's `nightDates`. */
  nightly: z.array(z.number()),
  promotions: z.array(z.string()),
  /** Online restrictions this booking overrides (shown to the staff), sold-out nights included. */
  overrides: z.array(staffOverride),
});
export type StaffRate = z.output<typeof staffRate>;

/**
 * A service a guest may add to a room of the type (PROPDATA-8 service, BOOKABLE), priced by the
 * engine for the searched party: `unitAmount` a period for one count (PER_PERSON: every guest of
 * the room), `periods` the stay's periods of its frequency (LUMP_SUM 1, NIGHTLY the nights…).
 */
export const staffServiceOffer = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  paymentType: z.enum(['FREE', 'SINGLE', 'PER_PERSON']),
  frequency: z.enum(['LUMP_SUM', 'DAILY', 'NIGHTLY', 'MONTHLY', 'YEARLY']),
  /** Most a room may take; -1: no cap. */
  maxCount: z.number().int(),
  unitAmount: z.number(),
  periods: z.number().int(),
});
export type StaffServiceOffer = z.output<typeof staffServiceOffer>;

/** An extra bed of the room type (PROPDATA-5 Bed): a price per guest in it, per band. */
export const staffExtraBedOffer = z.strictObject({
  id: z.string(),
  type: z.string(),
  /** How many of these beds one room can take. */
  maxCount: z.number().int(),
  /** Guests one bed holds. */
  maxPerson: z.number().int(),
  frequency: z.enum(['LUMP_SUM', 'DAILY', 'NIGHTLY']),
  periods: z.number().int(),
  prices: z.strictObject({ adults: z.number(), boys: z.number(), children: z.number(), kids: z.number() }),
});
export type StaffExtraBedOffer = z.output<typeof staffExtraBedOffer>;

export const staffRoomTypeAvailability = z.strictObject({
  roomType: z.strictObject({ id: z.number().int(), name: z.string(), maxOccupancy: z.number().int() }),
  /** What the guest may add to a room of this type. */
  services: z.array(staffServiceOffer),
  extraBeds: z.array(staffExtraBedOffer),
  /** Rooms of the type left on every night (0: booking it is an overbooking). */
  roomsLeft: z.number().int(),
  /** Physical rooms free on every night, in the order the automatic assignment uses. */
  freeRooms: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  rates: z.array(staffRate),
});
export type StaffRoomTypeAvailability = z.output<typeof staffRoomTypeAvailability>;

export const staffAvailability = z.strictObject({
  hotelId: z.number().int(),
  checkin: isoDate,
  checkout: isoDate,
  nights: z.number().int(),
  nightDates: z.array(isoDate),
  currency: z.string(),
  results: z.array(staffRoomTypeAvailability),
  /** Why nothing can be sold (hotel closed, occupancy…) when `results` is empty. */
  violations: z.array(z.strictObject({ code: z.string(), date: isoDate.optional() })),
});
export type StaffAvailability = z.output<typeof staffAvailability>;

/** 201 of POST secure/hotels/{hotelId}/reservations. */
export const staffBookingCreated = z.strictObject({
  code: z.string(),
  status: z.literal('CONFIRMED'),
  source: z.string(),
  currency: z.string(),
  total: z.number(),
  cityTax: z.number(),
  grandTotal: z.number(),
  deposit: z.number(),
  /** True when a night was booked past its rooms (confirmed overbooking). */
  overbooked: z.boolean(),
  /** Whether the confirmation went to the guest's outbox. */
  emailSent: z.boolean(),
  rooms: z.array(
    z.strictObject({
      roomTypeId: z.number().int(),
      ratePlanId: z.number().int(),
      /** The physical room given; null when none was free (an overbooking to assign). */
      roomId: z.number().int().nullable(),
      roomName: z.string().nullable(),
    }),
  ),
});
export type StaffBookingCreated = z.output<typeof staffBookingCreated>;

/** 409 of a sold-out night without `overbook`: the nights that are full, per room type. */
export const staffSoldOut = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), code: z.string() })),
  fullNights: z.array(z.object({ roomTypeId: z.number().int(), date: isoDate })),
});
export type StaffSoldOut = z.output<typeof staffSoldOut>;

/** POST secure/hotels/{hotelId}/staff-quote body: the stay and the rooms as they would be booked. */
export const staffQuoteSchema = z.object(
  {
    stay: staffStaySchema,
    rooms: z
      .array(staffRoomSchema, { error: typeError })
      .min(1, ErrorCode.required)
      .max(MAX_ROOMS, ErrorCode.maxLength),
  },
  { error: typeError },
);
export type StaffQuoteInput = z.input<typeof staffQuoteSchema>;
export type StaffQuoteRequest = z.output<typeof staffQuoteSchema>;

/**
 * 200 of POST secure/hotels/{hotelId}/staff-quote: the engine's price of the rooms with their
 * extras, the same figures the booking then stores (nothing is written).
 */
export const staffQuote = z.strictObject({
  currency: z.string(),
  total: z.number(),
  cityTax: z.number(),
  grandTotal: z.number(),
  deposit: z.number(),
  rooms: z.array(
    z.strictObject({
      roomTypeId: z.number().int(),
      ratePlanId: z.number().int(),
      /** The room with its extras (VAT included, city tax apart). */
      total: z.number(),
      extraBeds: z.array(z.strictObject({ bedId: z.string(), total: z.number() })),
      /** BOOKABLE services asked for (INCLUDED ones are part of the rate). */
      services: z.array(
        z.strictObject({ serviceId: z.number().int(), count: z.number().int(), total: z.number() }),
      ),
    }),
  ),
});
export type StaffQuote = z.output<typeof staffQuote>;

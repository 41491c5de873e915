/**
 * Request schemas of the public booking engine API (README "Booking engine API"): path, query
 * and body of bestav, the booking profile, calendar, search, reservation creation, reading and
 * cancellation. Shared by the worker routes and the widget's forms.
 *
 * Dates are 'YYYY-MM-DD' (bestav's path takes 'YYYYMMDD'; every date field accepts both). Checks
 * that need the hotel (its today, its maximum stay, its card circuits) are made by the routes.
 */

import { parseCompactDate, parseDate } from '../domain/booking/dates.ts';
import { CARD_EXPIRY_YEARS, cardBrand, cardDigits, checkCardNumber, cvvLength } from '../domain/cards.ts';
import { CURRENCY_CODE, DEFAULT_CURRENCY } from '../domain/currency.ts';
import { PHONE } from '../domain/formats.ts';
import { CARD_CIRCUITS } from '../domain/types.ts';
import {
  BookingErrorCode,
  CARD_HOLDER_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  MANAGE_TOKEN,
  MAX_CALENDAR_DAYS,
  MAX_GUESTS_PER_BAND,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS,
  MAX_STAY_NIGHTS,
  NATIONALITY_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  RESERVATION_CODE,
} from './booking-limits.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, optionalText, requiredEmail, requiredText, typeError } from './fields.ts';
import { z } from './zod.ts';

export {
  BookingErrorCode,
  CALENDAR_MAX_AHEAD_DAYS,
  CARD_HOLDER_MAX_LENGTH,
  GUEST_NAME_MAX_LENGTH,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
  MANAGE_TOKEN,
  MAX_CALENDAR_DAYS,
  MAX_GUESTS_PER_BAND,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS,
  MAX_STAY_NIGHTS,
  NATIONALITY_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
  RESERVATION_CODE,
} from './booking-limits.ts';

const EPOCH_DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / EPOCH_DAY_MS;

/** A date field: 'YYYY-MM-DD' or 'YYYYMMDD', a real calendar day → 'YYYY-MM-DD'. */
export const dateField = () =>
  z
    .string({ error: typeError })
    .trim()
    .max(10, { error: ErrorCode.invalid, abort: true })
    .transform((value, ctx) => {
      const date = value === '' ? null : parseDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: value === '' ? ErrorCode.required : ErrorCode.invalid });
        return z.NEVER;
      }
      return date;
    });

/** A 'YYYYMMDD' path date (PUBAPI bestav) → 'YYYY-MM-DD'. */
const compactDateParam = () =>
  z
    .string({ error: typeError })
    .max(8, { error: ErrorCode.invalid, abort: true })
    .transform((value, ctx) => {
      const date = parseCompactDate(value) ?? parseDate(value);
      if (date === null) {
        ctx.addIssue({ code: 'custom', message: ErrorCode.invalid });
        return z.NEVER;
      }
      return date;
    });

/** Adds 'checkout' issues when it is not after checkin or the stay is longer than MAX_STAY_NIGHTS. */
function checkStayOrder(
  stay: { checkin: string; checkout: string },
  ctx: z.core.$RefinementCtx,
  path: (string | number)[] = [],
): void {
  const nights = toDay(stay.checkout) - toDay(stay.checkin);
  if (nights < 1)
    ctx.addIssue({ code: 'custom', path: [...path, 'checkout'], message: BookingErrorCode.endBeforeStart });
  else if (nights > MAX_STAY_NIGHTS) {
    ctx.addIssue({ code: 'custom', path: [...path, 'checkout'], message: BookingErrorCode.stayTooLong });
  }
}

/** A hotel by id (1-999999999) or name alias (lowercase letters, digits, hyphens). */
export const hotelRefParam = z
  .string({ error: typeError })
  .max(120, { error: ErrorCode.invalid, abort: true })
  .regex(/^(?:[1-9]\d{0,8}|[a-z0-9][a-z0-9-]{0,119})$/, ErrorCode.invalid)
  .transform((value) =>
    /^\d+$/.test(value) ? { id: Number(value), alias: null } : { id: null, alias: value },
  );
export type HotelRef = z.output<typeof hotelRefParam>;

export const bookingHotelParams = z.object({ idOrAlias: hotelRefParam }, { error: typeError });

/** GET hotels/bestav/{hotelId}/{checkin}/{checkout} (PUBAPI). */
export const bestAvailabilityParams = z
  .object(
    {
      hotelId: z
        .string({ error: typeError })
        .regex(/^[1-9]\d{0,8}$/, ErrorCode.invalid)
        .transform(Number),
      checkin: compactDateParam(),
      checkout: compactDateParam(),
    },
    { error: typeError },
  )
  .superRefine((params, ctx) => checkStayOrder(params, ctx));

/** A query-string count in [min, max] (digits only; 'abc', '1.5', '-1' are invalid). */
const countParam = (min: number, max: number, fallback: number) =>
  z
    .string({ error: typeError })
    .max(6, { error: ErrorCode.max, abort: true })
    .regex(/^\d+$/, { error: ErrorCode.invalid, abort: true })
    .transform(Number)
    .pipe(z.number().min(min, ErrorCode.min).max(max, ErrorCode.max))
    .optional()
    .transform((value) => value ?? fallback);

const languageParam = oneOf(['en', 'it'])
  .optional()
  .transform((value) => value ?? 'en');

const promoCodeField = () =>
  optionalText(PROMO_CODE_MAX_LENGTH, { pattern: /^[A-Za-z0-9_-]+$/, code: ErrorCode.invalid });

/** Optional people of bestav (one room; default 2 adults). */
export const bestAvailabilityQuery = z.object(
  {
    adults: countParam(1, MAX_GUESTS_PER_BAND, 2),
    boys: countParam(0, MAX_GUESTS_PER_BAND, 0),
    children: countParam(0, MAX_GUESTS_PER_BAND, 0),
    kids: countParam(0, MAX_GUESTS_PER_BAND, 0),
  },
  { error: typeError },
);

/**
 * The party of a calendar or a search: people per room (defaults 2 adults) and identical rooms
 * wanted (default 1), the same parameters with the same limits, so a calendar's price is the
 * search's for the same party (decision 026).
 */
const partyFields = {
  adults: countParam(1, MAX_GUESTS_PER_BAND, 2),
  boys: countParam(0, MAX_GUESTS_PER_BAND, 0),
  children: countParam(0, MAX_GUESTS_PER_BAND, 0),
  kids: countParam(0, MAX_GUESTS_PER_BAND, 0),
  rooms: countParam(1, MAX_ROOMS, 1),
};

function checkPartySize(
  party: { adults: number; boys: number; children: number; kids: number },
  ctx: z.core.$RefinementCtx,
): void {
  if (party.adults + party.boys + party.children + party.kids > MAX_GUESTS_PER_ROOM) {
    ctx.addIssue({ code: 'custom', path: ['adults'], message: ErrorCode.max });
  }
}

/** GET booking/hotels/{idOrAlias}/calendar?from&to&adults&boys&children&kids&rooms. */
export const calendarQuery = z
  .object({ from: dateField(), to: dateField(), ...partyFields }, { error: typeError })
  .superRefine((query, ctx) => {
    const days = toDay(query.to) - toDay(query.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: BookingErrorCode.endBeforeStart });
    else if (days > MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorCode.max });
    checkPartySize(query, ctx);
  });

/** GET booking/hotels/{idOrAlias}/search: people are per room; `rooms` identical rooms are wanted. */
export const searchQuery = z
  .object(
    {
      checkin: dateField(),
      checkout: dateField(),
      ...partyFields,
      promo: promoCodeField(),
      language: languageParam,
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    checkStayOrder(query, ctx);
    checkPartySize(query, ctx);
  });

const peopleCount = (min: number) =>
  z
    .number({ error: typeError })
    .int(ErrorCode.invalid)
    .min(min, ErrorCode.min)
    .max(MAX_GUESTS_PER_BAND, ErrorCode.max);

export const peopleSchema = z
  .object(
    {
      adults: peopleCount(1),
      boys: peopleCount(0).optional().default(0),
      children: peopleCount(0).optional().default(0),
      kids: peopleCount(0).optional().default(0),
    },
    { error: typeError },
  )
  .superRefine((people, ctx) => {
    if (people.adults + people.boys + people.children + people.kids > MAX_GUESTS_PER_ROOM) {
      ctx.addIssue({ code: 'custom', path: ['adults'], message: ErrorCode.max });
    }
  });

const idField = () =>
  z.number({ error: typeError }).int(ErrorCode.invalid).min(1, ErrorCode.min).max(999_999_999, ErrorCode.max);

const reservationRoomSchema = z.object(
  {
    roomTypeId: idField(),
    ratePlanId: idField(),
    people: peopleSchema,
    services: z
      .array(
        z.object(
          {
            serviceId: idField(),
            count: z
              .number({ error: typeError })
              .int(ErrorCode.invalid)
              .min(0, ErrorCode.min)
              .max(99, ErrorCode.max),
          },
          { error: typeError },
        ),
        { error: typeError },
      )
      .max(20, ErrorCode.maxLength)
      .superRefine((services, ctx) => {
        // Each service once per room: a repeated one would take its count past maxCount (PROPCHECK-8).
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
    extraBeds: z
      .array(
        z.object(
          {
            bedId: requiredText(40),
            people: z.object(
              {
                adults: peopleCount(0).optional().default(0),
                boys: peopleCount(0).optional().default(0),
                children: peopleCount(0).optional().default(0),
                kids: peopleCount(0).optional().default(0),
              },
              { error: typeError },
            ),
          },
          { error: typeError },
        ),
        { error: typeError },
      )
      .max(5, ErrorCode.maxLength)
      .optional()
      .default([]),
  },
  { error: typeError },
);

/** A consent: a flag, or the `{ value }` object of BODATA-12. */
const consentField = z
  .union([z.boolean(), z.object({ value: z.boolean({ error: typeError }) }, { error: typeError })], {
    error: typeError,
  })
  .optional()
  .transform((value) => (typeof value === 'object' ? value.value : (value ?? false)));

/** BODATA-2 Phone: a dial-code prefix and the number. */
export const phoneSchema = z
  .object(
    {
      prefix: z
        .string({ error: typeError })
        .trim()
        .max(6, { error: ErrorCode.invalid, abort: true })
        .regex(/^\+\d{1,4}$/, ErrorCode.phone),
      number: z
        .string({ error: typeError })
        .trim()
        .max(20, { error: ErrorCode.phone, abort: true })
        .transform((value) => value.replace(/[ -]/g, ''))
        .pipe(z.string().regex(/^\d{4,14}$/, ErrorCode.phone)),
    },
    { error: typeError },
  )
  .refine((phone) => PHONE.test(phone.prefix + phone.number), { path: ['number'], message: ErrorCode.phone });

/** BODATA-12 Guest contact. */
export const guestSchema = z.object(
  {
    email: requiredEmail(),
    name: requiredText(GUEST_NAME_MAX_LENGTH),
    surname: requiredText(GUEST_NAME_MAX_LENGTH),
    phone: phoneSchema,
    nationality: requiredText(NATIONALITY_MAX_LENGTH),
    countryIso: optionalText(2, { pattern: /^[A-Za-z]{2}$/ }).transform((value) => value?.toUpperCase()),
    consents: z
      .object({ MARKETING: consentField, PROFILING: consentField }, { error: typeError })
      .optional()
      .transform((value) => value ?? { MARKETING: false, PROFILING: false }),
    language: languageParam,
  },
  { error: typeError },
);

const currentYear = () => new Date().getUTCFullYear();

/**
 * Card guarantee (PROPCHECK-2): holder, number (Luhn and a known brand; the hotel's allowed
 * circuits are checked by the route), expiry month 1-12 and year this year + 14, CVV of the
 * brand's length. Only brand, last 4 digits and expiry survive the transform (the holder is
 * checked but not kept: no card data besides brand, last 4 and expiry is stored).
 */
export const cardSchema = z
  .object(
    {
      holder: requiredText(CARD_HOLDER_MAX_LENGTH),
      number: z.string({ error: typeError }).max(32, { error: BookingErrorCode.cardInvalid, abort: true }),
      expiryMonth: z
        .number({ error: typeError })
        .int(ErrorCode.invalid)
        .min(1, ErrorCode.min)
        .max(12, ErrorCode.max),
      expiryYear: z
        .number({ error: typeError })
        .int(ErrorCode.invalid)
        .refine((year) => year >= currentYear(), ErrorCode.min)
        .refine((year) => year < currentYear() + CARD_EXPIRY_YEARS, ErrorCode.max),
      cvv: z
        .string({ error: typeError })
        .max(4, { error: ErrorCode.invalid, abort: true })
        .regex(/^\d{3,4}$/, ErrorCode.invalid),
    },
    { error: typeError },
  )
  .superRefine((card, ctx) => {
    const check = checkCardNumber(card.number);
    if (!check.ok) {
      const message = check.reason === 'invalid' ? BookingErrorCode.cardInvalid : BookingErrorCode.cardType;
      ctx.addIssue({ code: 'custom', path: ['number'], message });
      return;
    }
    if (card.cvv.length !== cvvLength(check.brand)) {
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: ErrorCode.invalid });
    }
    const now = new Date();
    const month = now.getUTCMonth() + 1;
    if (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < month) {
      ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: BookingErrorCode.cardExpired });
    }
  })
  .transform((card) => {
    const digits = cardDigits(card.number) ?? '';
    return {
      circuit: cardBrand(digits) ?? 'VISA',
      last4: digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    };
  });

/** What is kept of a card: never the number nor the CVV. */
export type StoredCard = z.output<typeof cardSchema>;

/** The card as the guest types it in the widget (checked there by `cardSchema`, never sent). */
export type CardEntry = z.input<typeof cardSchema>;

/**
 * The card guarantee the reservation route takes (FOLIO, PCI DSS scope): only what is kept,
 * brand, last 4 and expiry, which the widget derives in the browser after `cardSchema`'s checks
 * (`maskedCard`). A body that carries a full number or a CVV is refused (400
 * `error.card.data.refused` on that field): card data never reaches the API.
 */
export const cardGuaranteeSchema = z
  .object(
    {
      circuit: z.enum(CARD_CIRCUITS, { error: () => BookingErrorCode.cardType }),
      last4: z.string({ error: typeError }).regex(/^\d{4}$/, BookingErrorCode.cardInvalid),
      expiryMonth: z
        .number({ error: typeError })
        .int(ErrorCode.invalid)
        .min(1, ErrorCode.min)
        .max(12, ErrorCode.max),
      expiryYear: z
        .number({ error: typeError })
        .int(ErrorCode.invalid)
        .refine((year) => year >= currentYear(), ErrorCode.min)
        .refine((year) => year < currentYear() + CARD_EXPIRY_YEARS, ErrorCode.max),
      // Named only to be refused: their presence is the error.
      number: z.unknown().optional(),
      cvv: z.unknown().optional(),
    },
    { error: typeError },
  )
  .superRefine((card, ctx) => {
    for (const field of ['number', 'cvv'] as const) {
      if (card[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: BookingErrorCode.cardData });
    }
    const now = new Date();
    if (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1) {
      ctx.addIssue({ code: 'custom', path: ['expiryMonth'], message: BookingErrorCode.cardExpired });
    }
  })
  .transform(
    (card): StoredCard => ({
      circuit: card.circuit,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    }),
  );
export type CardGuarantee = z.input<typeof cardGuaranteeSchema>;

/** A decimal amount with at most 2 decimals, ≥ 0. */
const moneyField = () =>
  z
    .number({ error: typeError })
    .min(0, ErrorCode.min)
    .max(10_000_000, ErrorCode.max)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, ErrorCode.invalid);

/** POST booking/hotels/{idOrAlias}/reservations body. */
export const createReservationSchema = z
  .object(
    {
      stay: z.object({ checkin: dateField(), checkout: dateField() }, { error: typeError }),
      rooms: z
        .array(reservationRoomSchema, { error: typeError })
        .min(1, ErrorCode.required)
        .max(MAX_ROOMS, ErrorCode.maxLength),
      guest: guestSchema,
      card: cardGuaranteeSchema.nullish().transform((value) => value ?? null),
      promo: promoCodeField(),
      /** The total the guest saw (Σ rooms' `total.finalAmount`): a different server total is a 409. */
      expectedTotal: moneyField()
        .nullish()
        .transform((value) => value ?? null),
      notes: optionalText(NOTES_MAX_LENGTH, { multiline: true }),
    },
    { error: typeError },
  )
  .superRefine((body, ctx) => checkStayOrder(body.stay, ctx, ['stay']));

export type CreateReservationInput = z.input<typeof createReservationSchema>;
export type CreateReservation = z.output<typeof createReservationSchema>;

const reservationCode = () =>
  z
    .string({ error: typeError })
    .max(16, { error: ErrorCode.invalid, abort: true })
    .regex(RESERVATION_CODE, ErrorCode.invalid);

export const reservationCodeParams = z.object({ code: reservationCode() }, { error: typeError });

/** secure/hotels/{hotelId}/reservations/{code}[/{action}]: a numeric hotel id and a code. */
export const staffReservationParams = z.object(
  {
    hotelId: z
      .string({ error: typeError })
      .regex(/^[1-9]\d{0,8}$/, ErrorCode.invalid)
      .transform(Number),
    code: reservationCode(),
  },
  { error: typeError },
);

export const manageToken = () =>
  z
    .string({ error: typeError })
    .max(64, { error: ErrorCode.invalid, abort: true })
    .refine((value) => value !== '', { error: ErrorCode.required, abort: true })
    .regex(MANAGE_TOKEN, ErrorCode.invalid);

/** GET booking/reservations/{code}?token. */
export const reservationTokenQuery = z.object({ token: manageToken() }, { error: typeError });

/** POST booking/reservations/{code}/cancel body; `preview: true` only computes the penalty. */
export const cancelReservationSchema = z.object(
  {
    token: manageToken(),
    preview: z
      .boolean({ error: typeError })
      .nullish()
      .transform((value) => value ?? false),
  },
  { error: typeError },
);

export type CancelReservationInput = z.input<typeof cancelReservationSchema>;

/** POST secure/hotels/{hotelId}/reservations/{code}/{action} body (may be `{}` or absent). */
export const staffActionSchema = z.object(
  {
    preview: z
      .boolean({ error: typeError })
      .nullish()
      .transform((value) => value ?? false),
  },
  { error: typeError },
);

export type StaffActionInput = z.input<typeof staffActionSchema>;

/** Day number helper shared with the routes (UTC epoch days of 'YYYY-MM-DD'). */
export const epochDay = toDay;

/** GET booking/exchange-rates?base=EUR[&hotel=…]: the day's rates of a base currency. */
export const ratesQuery = z.object({
  base: z
    .string({ error: ErrorCode.invalid })
    .regex(CURRENCY_CODE, ErrorCode.invalid)
    .default(DEFAULT_CURRENCY),
  // Only decides which origins may read the answer (the booking CORS middleware); the rates are
  // the same for everyone.
  hotel: hotelRefParam.optional(),
});

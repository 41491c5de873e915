import {
  BUILDING_TYPES,
  type BuildingType,
  HOTEL_TYPES,
  ROOMS_NUMBER_MAX,
  ROOMS_NUMBER_MIN,
  STARS_MAX,
  STARS_MIN,
} from '../domain/hotel-types.ts';
import { addressInfoSchema } from './address.ts';
import { languageField } from './demo-request.ts';
import { ErrorCode } from './error-codes.ts';
import { oneOf, optionalInt, optionalText, requiredEmail, typeError } from './fields.ts';
import { booleanParam } from './paging.ts';
import {
  QUOTE_COUNT_MAX,
  QUOTE_COUNT_MIN,
  QUOTE_GROUP_NAME_MAX_LENGTH,
  QUOTE_HOTEL_NAME_MAX_LENGTH,
  QUOTE_MULTIPLE_MIN,
} from './quote-limits.ts';
import { z } from './zod.ts';

/** GET /join?email=&sendEmail= (PUBAPI). */
export const joinQuerySchema = z.object({
  email: requiredEmail(),
  sendEmail: booleanParam.optional().transform((value) => value ?? false),
});
export type JoinQueryInput = z.input<typeof joinQuerySchema>;
export type JoinQuery = z.output<typeof joinQuerySchema>;

/** The small join form (PROPCHECK-5): e-mail required and valid. */
export const joinFormSchema = z.object({ email: requiredEmail() }, { error: typeError });
export type JoinFormInput = z.input<typeof joinFormSchema>;

/** Building types that describe exactly one property. */
export const SINGLE_PROPERTY_BUILDING_TYPES = [
  'HOTEL',
  'BUILDING',
  'NONE',
] as const satisfies readonly BuildingType[];

/**
 * One property of the quote. Which fields are required depends on the quote's building type
 * (PROPCHECK-7 hotel form), so those rules live in `quoteSchema`'s cross-field check:
 * name required unless NONE; type and roomsNumber required unless BUILDING; stars required for HOTEL.
 */
export const quoteHotelSchema = z.object(
  {
    name: optionalText(QUOTE_HOTEL_NAME_MAX_LENGTH),
    type: oneOf(HOTEL_TYPES)
      .nullish()
      .transform((value) => value ?? undefined),
    stars: optionalInt(STARS_MIN, STARS_MAX),
    /** 1 to 20, or 21 for '20+'. */
    roomsNumber: optionalInt(ROOMS_NUMBER_MIN, ROOMS_NUMBER_MAX),
    addressInfo: addressInfoSchema,
  },
  { error: typeError },
);
export type QuoteHotelInput = z.input<typeof quoteHotelSchema>;
export type QuoteHotel = z.output<typeof quoteHotelSchema>;

/** POST /join/quote body (SITEDATA-4 Quote form). */
export const quoteSchema = z
  .object(
    {
      manager: z.object({ email: requiredEmail() }, { error: typeError }),
      buildingType: oneOf(BUILDING_TYPES),
      // `abort` keeps the cross-field rules below from piling up on an out-of-range count or list.
      count: z
        .number({ error: typeError })
        .int({ error: ErrorCode.invalid, abort: true })
        .min(QUOTE_COUNT_MIN, { error: ErrorCode.min, abort: true })
        .max(QUOTE_COUNT_MAX, { error: ErrorCode.max, abort: true }),
      hotels: z
        .array(quoteHotelSchema, { error: typeError })
        .min(1, { error: ErrorCode.required, abort: true })
        .max(QUOTE_COUNT_MAX, { error: ErrorCode.maxLength, abort: true }),
      group: z
        .boolean({ error: typeError })
        .nullish()
        .transform((value) => value ?? false),
      groupName: optionalText(QUOTE_GROUP_NAME_MAX_LENGTH),
      /** Language of the confirmation e-mail; not in the spec's form, defaults to en. */
      language: languageField(),
    },
    { error: typeError },
  )
  .superRefine((quote, ctx) => {
    const single = (SINGLE_PROPERTY_BUILDING_TYPES as readonly string[]).includes(quote.buildingType);
    if (single && quote.count !== 1) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: ErrorCode.max });
    }
    if (quote.buildingType === 'MULTIPLE_HOTELS' && quote.count < QUOTE_MULTIPLE_MIN) {
      ctx.addIssue({ code: 'custom', path: ['count'], message: ErrorCode.min });
    }
    if (quote.hotels.length !== quote.count) {
      ctx.addIssue({ code: 'custom', path: ['hotels'], message: ErrorCode.invalid });
    }
    if (quote.group && !quote.groupName) {
      ctx.addIssue({ code: 'custom', path: ['groupName'], message: ErrorCode.required });
    }
    quote.hotels.forEach((hotel, index) => {
      const at = (field: string) => ['hotels', index, field];
      if (quote.buildingType !== 'NONE' && !hotel.name) {
        ctx.addIssue({ code: 'custom', path: at('name'), message: ErrorCode.required });
      }
      if (quote.buildingType !== 'BUILDING') {
        if (hotel.type === undefined) {
          ctx.addIssue({ code: 'custom', path: at('type'), message: ErrorCode.required });
        }
        if (hotel.roomsNumber === undefined) {
          ctx.addIssue({ code: 'custom', path: at('roomsNumber'), message: ErrorCode.required });
        }
      }
      if (hotel.type === 'HOTEL' && hotel.stars === undefined) {
        ctx.addIssue({ code: 'custom', path: at('stars'), message: ErrorCode.required });
      }
    });
  });

export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

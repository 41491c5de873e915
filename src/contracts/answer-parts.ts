/**
 * Pieces the API's answers share, written once as zod schemas: the OpenAPI document shows them
 * and the answers' TypeScript types are inferred from them. In the booking answers money is a
 * decimal of the answer's currency (2 decimals, VAT included unless a field says otherwise),
 * days are 'YYYY-MM-DD' in the hotel's time zone and instants ISO-8601 UTC strings. Objects
 * the worker answers whole are strict, so a field added or renamed on one side only fails the
 * answers' parse test (worker/routes/answer-schemas.test.ts) instead of drifting silently.
 */
import type { UtcOffsetSpan } from '../domain/booking/dates.ts';
import { RESERVATION_STATUSES } from '../domain/booking/types.ts';
import { type AddressInfo, type Amount, CARD_CIRCUITS } from '../domain/types.ts';
import { z } from './zod.ts';

/** Compile-time proof that a schema's output is exactly a TypeScript type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * For a type the domain owns (it cannot import the contracts): the schema that describes it on
 * the wire must output exactly that type, or the build fails.
 */
export function sameAs<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, T> extends true ? unknown : never)): S =>
    schema;
}

/** A page of a list (PROPFLOW-11 paged list). */
export function pageOf<Item extends z.ZodType>(item: Item, description: string) {
  return z
    .strictObject({
      content: z.array(item),
      totalElements: z.number().int(),
      totalPages: z.number().int(),
      number: z.number().int().meta({ description: 'Zero-based page number' }),
      size: z.number().int(),
      first: z.boolean(),
      last: z.boolean(),
    })
    .meta({ description });
}

/** A database id. */
export const id = z.number().int();

/** A count: nights, rooms, people, a position. */
export const count = z.number().int();

/** Money in the answer's currency, a decimal with 2 places. */
export const money = z.number();

/** A day, 'YYYY-MM-DD' (the hotel's calendar). */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** An instant, ISO-8601 in UTC ('2026-05-01T09:30:00.000Z'). */
export const instant = z.iso.datetime();

/** A currency's ISO 4217 code. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/);

export const language = z.enum(['en', 'it']);

export const cardCircuit = z.enum(CARD_CIRCUITS);

/** A text per language; a language the hotel did not write is left out. */
export const localizedText = z.partialRecord(language, z.string());

/** A guest count per age band (adults, boys, children, kids). */
export const peopleCounts = z.strictObject({ adults: count, boys: count, children: count, kids: count });

/** A price per age band (an extra bed's, an extra person's). */
export const pricePerBand = z.strictObject({ adults: money, boys: money, children: money, kids: money });

export const reservationStatus = z.enum(RESERVATION_STATUSES);

export const addressInfo = sameAs<AddressInfo>()(
  z.strictObject({
    address: z.string().optional(),
    street: z.string().optional(),
    number: z.string().optional(),
    zipcode: z.string().optional(),
    city: z.string().optional(),
    district: z.string().optional(),
    province: z.string().optional(),
    region: z.string().optional(),
    country: z.string().optional(),
    placeId: z.string().optional(),
    timeZoneId: z.string().optional(),
    geo: z
      .strictObject({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
      .optional()
      .meta({ description: 'GeoJSON point: [longitude, latitude]' }),
    offset: z.number().int().optional().meta({ description: 'UTC offset in minutes' }),
    formatted_address: z.string().optional(),
    addressComplete: z.boolean().optional(),
  }),
);

/** A price before and after promotions (a stay's room total, a plan's price). */
export const amount = sameAs<Amount>()(
  z.strictObject({
    type: z.enum(['PRICE', 'PERCENTAGE']),
    currency: z.string(),
    initialAmount: money,
    finalAmount: money,
    discountAmount: money.optional(),
    discountRate: z.number().optional(),
    vatRate: z.number().optional(),
    vatAmount: money.optional(),
  }),
);

/** The span of a time zone's current UTC offset: a client tells the hotel's today by arithmetic. */
export const utcOffsetSpan = sameAs<UtcOffsetSpan>()(
  z.strictObject({ minutes: z.number().int(), from: instant, until: instant }),
);

/** A rule that makes a stay unbookable (codes of src/domain/booking/types.ts ViolationCode). */
export const bookingViolation = z.strictObject({
  code: z.string(),
  date: day.optional(),
  limit: z.number().optional(),
  band: z.string().optional(),
  scope: z.enum(['room', 'rate', 'hotel']).optional(),
  roomTypeId: id.optional(),
  ratePlanId: id.optional(),
});

const discount = z
  .strictObject({ type: z.enum(['PERCENTAGE', 'PRICE']), value: z.number() })
  .meta({ description: 'PERCENTAGE: percent off; PRICE: money off each eligible night' });

/** A promotion applied to a stay, with what it saved. */
export const promotionView = z.strictObject({
  id,
  type: z.string(),
  name: z.string(),
  label: z.string().meta({ description: 'The name truncated to 20 characters for display' }),
  discount,
  amount: money.meta({ description: 'Money saved by this promotion on the stay' }),
});

/** A public promotion as the booking profile lists it (secret ones never are). */
export const publicPromotionView = z.strictObject({
  id,
  type: z.string(),
  name: z.string(),
  label: z.string(),
  discount,
  days: count.nullable(),
  minStay: count.nullable(),
  validFrom: day.nullable(),
  validTo: day.nullable(),
  onArrival: z.boolean(),
});

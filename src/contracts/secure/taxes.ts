/**
 * A hotel's taxes as the manager sets them up (the Taxes screen's form shares these), one
 * versioned document:
 *
 *   GET /api/rs/secure/hotels/{hotelId}/taxes → TaxesView
 *   PUT /api/rs/secure/hotels/{hotelId}/taxes   TaxesInput → TaxesView (409: stale)
 *
 * VAT is included in every price a guest sees (the engine splits it out); city tax is per guest
 * per night, for the age bands that pay it, up to a number of nights, and is added to the total
 * and paid at the hotel (src/domain/booking/pricing.ts `cityTax`).
 */
import { AGE_BANDS } from '../../domain/booking/types.ts';
import { CITY_TAX_MAX_CENTS, CITY_TAX_NIGHTS_MAX } from '../../domain/policy-setup.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, requiredInt, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { versionField } from './common.ts';
import { percentField } from './policies.ts';

export const taxesInput = z.object(
  {
    vat: z.object(
      {
        /** VAT % of the nights (the room rate). */
        accommodation: percentField(),
        /** VAT % of extra beds and bookable services. */
        extras: percentField(),
      },
      { error: typeError },
    ),
    cityTax: z.object(
      {
        /** Per guest per night, in cents of the hotel's currency (0: none). */
        amountCents: requiredInt(0, CITY_TAX_MAX_CENTS),
        /** The age bands that pay it (the others are exempt); at least one. */
        payingBands: z
          .array(oneOf(AGE_BANDS), { error: typeError })
          .min(1, 'error.tax.bands.required')
          .max(AGE_BANDS.length, ErrorCode.max)
          .transform((bands) => AGE_BANDS.filter((band) => bands.includes(band))),
        /** Most nights taxed per stay; null: every night. */
        maxNights: requiredInt(1, CITY_TAX_NIGHTS_MAX)
          .nullish()
          .transform((value) => value ?? null),
      },
      { error: typeError },
    ),
    version: versionField(),
  },
  { error: typeError },
);
export type TaxesInput = z.output<typeof taxesInput>;

export const taxesView = z.strictObject({
  vat: z.strictObject({ accommodation: z.number(), extras: z.number() }),
  cityTax: z.strictObject({
    amountCents: z.number().int(),
    payingBands: z.array(z.enum(AGE_BANDS)),
    maxNights: z.number().int().nullable(),
  }),
  currency: z.string(),
  version: z.number().int(),
});
export type TaxesView = z.output<typeof taxesView>;

export const TaxesRefusal = { changed: 'error.taxes.changed' } as const;

/**
 * The promotions editor's API (BODATA-5 Promotion, BOCHECK, BOLIM):
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/promotions               → PromotionsResponse
 *   POST   /api/rs/secure/hotels/{hotelId}/promotions               PromotionInput → PromotionView (201)
 *   PUT    /api/rs/secure/hotels/{hotelId}/promotions/{id}          PromotionUpdate → PromotionView
 *   PUT    /api/rs/secure/hotels/{hotelId}/promotions/{id}/enabled  PromotionToggle → PromotionView
 *   DELETE /api/rs/secure/hotels/{hotelId}/promotions/{id}?version=N → 204
 *
 * Writes carry the version the screen saw (a stale one answers 409). The cross-field rules are
 * `promotionIssues` of src/domain/promotions.ts, which the editor's form runs too.
 */
import {
  DISCOUNT_TYPES,
  PROMOTION_NAME_MAX_LENGTH,
  PROMOTION_TYPES,
  promotionIssues,
  SECRET_CODE_MAX_LENGTH,
  SECRET_CODE_PATTERN,
} from '../../domain/promotions.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, optionalText, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, hotelParams, idField, idParam, isoDate, versionField } from './common.ts';

/** A count field of the editor: an integer, or null when the type has none. */
const countField = () =>
  z
    .number({ error: typeError })
    .int(ErrorCode.invalid)
    .min(-1_000_000, ErrorCode.invalid)
    .max(1_000_000, ErrorCode.invalid)
    .nullish()
    .transform((value) => value ?? null);

/** Ids of the hotel's rate plans or room types it applies to; null = all of them. */
const idsField = () =>
  z
    .array(idField(), { error: typeError })
    .max(200, ErrorCode.maxLength)
    .refine((ids) => new Set(ids).size === ids.length, ErrorCode.duplicate)
    .nullish()
    .transform((value) => value ?? null);

const optionalDate = () =>
  dateField()
    .nullish()
    .transform((value) => value ?? null);

const promotionFields = {
  type: oneOf(PROMOTION_TYPES),
  name: z.object(
    {
      en: requiredText(PROMOTION_NAME_MAX_LENGTH),
      it: optionalText(PROMOTION_NAME_MAX_LENGTH),
    },
    { error: typeError },
  ),
  discount: z.object(
    {
      type: oneOf(DISCOUNT_TYPES),
      /** PERCENTAGE: percent off each night; PRICE: money off each night (2 decimals at most). */
      amount: z.number({ error: typeError }).min(-1e9, ErrorCode.invalid).max(1e9, ErrorCode.invalid),
    },
    { error: typeError },
  ),
  /** EARLY_BOOKING min days ahead, LAST_MINUTE max days ahead, LAST_SECOND max hours. */
  days: countField(),
  /** MINIMUM_STAY: minimum nights (the input accepts 0; the rule says minimum 1). */
  minStay: countField(),
  enabled: z.boolean({ error: typeError }),
  onArrival: z.boolean({ error: typeError }),
  /** Secret promotions apply only with this code; '' or null = public. */
  secretCode: optionalText(SECRET_CODE_MAX_LENGTH, { pattern: SECRET_CODE_PATTERN }).transform(
    (value) => value ?? null,
  ),
  validFrom: optionalDate(),
  validTo: optionalDate(),
  ratePlanIds: idsField(),
  roomTypeIds: idsField(),
};

type Issues = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };

function crossFieldRules(value: Parameters<typeof promotionIssues>[0], ctx: Issues): void {
  for (const issue of promotionIssues(value)) {
    ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.code });
  }
}

export const promotionInput = z.object(promotionFields, { error: typeError }).superRefine(crossFieldRules);
export type PromotionInput = z.output<typeof promotionInput>;

export const promotionUpdate = z
  .object({ ...promotionFields, version: versionField() }, { error: typeError })
  .superRefine(crossFieldRules);
export type PromotionUpdate = z.output<typeof promotionUpdate>;

export const promotionToggle = z.object(
  { enabled: z.boolean({ error: typeError }), version: versionField() },
  { error: typeError },
);
export type PromotionToggle = z.output<typeof promotionToggle>;

/** DELETE …/promotions/{id}?version=3 */
export const promotionDeleteQuery = z.object({ version: idParam() }, { error: typeError });

/** …/hotels/{hotelId}/promotions/{id} */
export const promotionParams = hotelParams.extend({ id: idParam() });

export const promotionView = z.strictObject({
  id: z.number().int(),
  type: z.enum(PROMOTION_TYPES),
  name: z.strictObject({ en: z.string(), it: z.string().nullable() }),
  discount: z.strictObject({ type: z.enum(DISCOUNT_TYPES), amount: z.number() }),
  days: z.number().int().nullable(),
  minStay: z.number().int().nullable(),
  enabled: z.boolean(),
  onArrival: z.boolean(),
  secretCode: z.string().nullable(),
  validFrom: isoDate.nullable(),
  validTo: isoDate.nullable(),
  ratePlanIds: z.array(z.number().int()).nullable(),
  roomTypeIds: z.array(z.number().int()).nullable(),
  version: z.number().int(),
});
export type PromotionView = z.output<typeof promotionView>;

/** A rate plan or room type the editor offers, with its name per language. */
const choice = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.record(z.string(), z.string()),
});
export type PromotionChoice = z.output<typeof choice>;

export const promotionsResponse = z.strictObject({
  /** The hotel's currency (PRICE discounts are in it). */
  currency: z.string(),
  promotions: z.array(promotionView),
  ratePlans: z.array(choice),
  roomTypes: z.array(choice),
});
export type PromotionsResponse = z.output<typeof promotionsResponse>;

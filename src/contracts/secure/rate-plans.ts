/**
 * A hotel's rate plans as the manager sets them up (the rate plans screen's form shares these):
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/rate-plans               → RatePlansResponse
 *   POST   /api/rs/secure/hotels/{hotelId}/rate-plans               RatePlanInput → RatePlanView (201)
 *   PUT    /api/rs/secure/hotels/{hotelId}/rate-plans/{id}          RatePlanUpdate → RatePlanView
 *   DELETE /api/rs/secure/hotels/{hotelId}/rate-plans/{id}?version=N → 204 (setupDeleteQuery)
 *
 * Writes carry the version the screen read (a stale one answers 409). The list answer carries
 * what the editor chooses from: the hotel's room types, channels, and cancellation and no-show
 * policies in the engine's own shape (the screen says them in words as a guest reads them).
 */
import { RATE_TYPES } from '../../domain/booking/types.ts';
import { MEAL_PLANS } from '../../domain/meal-plans.ts';
import {
  DERIVATION_AMOUNT_MAX_CENTS,
  DERIVATION_KINDS,
  DERIVATION_PERCENT_MAX,
  DERIVATION_PERCENT_MIN,
  hasTwoDecimalsAtMost,
  OCCUPANTS_MAX,
  PERCENT_DECIMALS,
  PRICING_MODELS,
  RATE_PLAN_NAME_MAX_LENGTH,
  RATE_PLAN_POSITION_MAX,
} from '../../domain/rate-plan-setup.ts';
import { stayIssues } from '../../domain/ratesheet.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, optionalText, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idField, idParam, versionField } from './common.ts';

export { setupDeleteQuery } from './room-types.ts';

/** An optional whole number; null when left out. */
const optionalCount = (min: number, max: number) =>
  requiredInt(min, max)
    .nullish()
    .transform((value) => value ?? null);

/** An optional id; null when left out. */
const optionalId = () =>
  idField()
    .nullish()
    .transform((value) => value ?? null);

/**
 * How a derived plan follows its parent, signed: PERCENTAGE −10 is 10 % less, AMOUNT −1500 is
 * €15 less a night (cents, as every amount of the API).
 */
export const derivationField = z
  .object(
    {
      parentId: idField(),
      kind: oneOf(DERIVATION_KINDS),
      value: z.number({ error: typeError }).finite(ErrorCode.invalid),
    },
    { error: typeError },
  )
  .superRefine((value, ctx) => {
    const at = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (value.kind === 'PERCENTAGE') {
      if (value.value < DERIVATION_PERCENT_MIN) at(ErrorCode.min);
      else if (value.value > DERIVATION_PERCENT_MAX) at(ErrorCode.max);
      else if (!hasTwoDecimalsAtMost(value.value)) at(PERCENT_DECIMALS);
    } else if (!Number.isInteger(value.value)) at(ErrorCode.invalid);
    else if (value.value < -DERIVATION_AMOUNT_MAX_CENTS) at(ErrorCode.min);
    else if (value.value > DERIVATION_AMOUNT_MAX_CENTS) at(ErrorCode.max);
  });

/** A channel code of src/domain/channels.ts ('WEBSITE', 'BOOKING'…); codes the hotel lacks link nothing. */
const channelCode = z.string({ error: typeError }).regex(/^[A-Z][A-Z_]{0,19}$/, ErrorCode.invalid);

/** A list of distinct values (a repeated one is invalid). */
const distinct = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: typeError })
    .max(max, ErrorCode.max)
    .refine((values) => new Set(values).size === values.length, ErrorCode.invalid);

const ratePlanFields = {
  name: z.object(
    {
      en: requiredText(RATE_PLAN_NAME_MAX_LENGTH),
      it: optionalText(RATE_PLAN_NAME_MAX_LENGTH),
    },
    { error: typeError },
  ),
  type: oneOf(RATE_TYPES),
  /** Null: a primary plan, priced by its own daily rates on the ratesheet. */
  derivation: derivationField.nullish().transform((value) => value ?? null),
  includedMealPlans: distinct(oneOf(MEAL_PLANS), MEAL_PLANS.length)
    .nullish()
    .transform((value) => value ?? []),
  /** The room types that sell it; null (or left out): all of them. */
  roomTypeIds: distinct(idField(), 500)
    .refine((ids) => ids.length > 0, ErrorCode.required)
    .nullish()
    .transform((value) => value ?? null),
  /** The channels it is linked to; null (or left out): every channel of the hotel. */
  channels: distinct(channelCode, 40)
    .nullish()
    .transform((value) => value ?? null),
  pricingModel: oneOf(PRICING_MODELS)
    .nullish()
    .transform((value) => value ?? 'PER_ROOM'),
  /** OCCUPANCY_BASED_PRICING: guests the nightly rate covers; null: the room type's base occupancy. */
  occupantsForBaseRate: optionalCount(1, OCCUPANTS_MAX),
  /** Null: the hotel's first cancellation policy (one is created when it has none). */
  cancellationPolicyId: optionalId(),
  noShowPolicyId: optionalId(),
  /** Nights, for the nights whose own rate names none; null: no limit. */
  minStay: optionalCount(1, 365),
  maxStay: optionalCount(1, 365),
  /** On sale (default true). */
  enabled: z
    .boolean({ error: typeError })
    .optional()
    .transform((value) => value ?? true),
  /** Place in the hotel's list; null (or left out): last for a new plan, unchanged for an edit. */
  position: optionalCount(0, RATE_PLAN_POSITION_MAX),
};

type Issues = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };

function crossFieldRules(
  value: { minStay: number | null; maxStay: number | null; derivation: { parentId: number } | null },
  ctx: Issues,
): void {
  // The ratesheet's own bounds of a night's stay limits (1–30, the maximum at least 3 and the minimum).
  for (const issue of stayIssues(
    { minLOS: value.minStay, maxLOS: value.maxStay },
    { minLOS: 'minStay', maxLOS: 'maxStay' },
  )) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
  }
}

export const ratePlanInput = z.object(ratePlanFields, { error: typeError }).superRefine(crossFieldRules);
export type RatePlanInput = z.output<typeof ratePlanInput>;

/** An edit replaces the whole plan; `enabled` is required so that leaving it out never re-enables one. */
export const ratePlanUpdate = z
  .object(
    { ...ratePlanFields, enabled: z.boolean({ error: typeError }), version: versionField() },
    { error: typeError },
  )
  .superRefine(crossFieldRules);
export type RatePlanUpdate = z.output<typeof ratePlanUpdate>;

/** …/hotels/{hotelId}/rate-plans/{id} */
export const ratePlanIdParams = hotelParams.extend({ id: idParam() });

export const ratePlanView = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.strictObject({ en: z.string(), it: z.string().nullable() }),
  type: z.enum(RATE_TYPES),
  derivation: z
    .strictObject({ parentId: z.number().int(), kind: z.enum(DERIVATION_KINDS), value: z.number() })
    .nullable(),
  includedMealPlans: z.array(z.string()),
  roomTypeIds: z.array(z.number().int()).nullable(),
  channels: z.array(z.string()),
  pricingModel: z.enum(PRICING_MODELS),
  occupantsForBaseRate: z.number().int().nullable(),
  cancellationPolicyId: z.number().int().nullable(),
  noShowPolicyId: z.number().int().nullable(),
  minStay: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  enabled: z.boolean(),
  position: z.number().int(),
  /** Reservations were ever made on it: it can be disabled, not deleted. */
  booked: z.boolean(),
  version: z.number().int(),
});
export type RatePlanView = z.output<typeof ratePlanView>;

const penaltyView = z
  .strictObject({
    percentage: z.number().nullable(),
    firstNight: z.boolean(),
    additionalNights: z.number().int(),
    chargeNights: z.number().int(),
    chargeAmountCents: z.number().int(),
  })
  .nullable();

/** A cancellation policy in the engine's shape (src/domain/booking/types.ts CancellationPolicy). */
export const cancellationPolicyView = z.strictObject({
  id: z.string(),
  deadline: z.strictObject({ count: z.number().int(), unit: z.string() }).nullable(),
  reservationPenalty: penaltyView,
  checkinPenalty: penaltyView,
  cancellation: z
    .strictObject({ chargeNights: z.number().int(), percentage: z.number().nullable() })
    .nullable(),
  deposit: z.boolean(),
});

/** A no-show policy in the engine's shape (NoShowPolicy). */
export const noShowPolicyView = z.strictObject({
  id: z.string(),
  percentage: z.number().nullable(),
  chargeNights: z.number().int(),
  stayNights: z.boolean(),
  chargeAmountCents: z.number().int(),
});

export const ratePlansResponse = z.strictObject({
  ratePlans: z.array(ratePlanView),
  /** What a plan chooses from. */
  roomTypes: z.array(
    z.strictObject({
      id: z.number().int(),
      name: z.strictObject({ en: z.string(), it: z.string().nullable() }),
      enabled: z.boolean(),
      baseOccupancy: z.number().int(),
      /** Nightly price of each guest beyond the base occupancy, per band, in cents (OCCUPANCY_BASED_PRICING). */
      extraPersonCents: z.strictObject({
        adults: z.number().int(),
        boys: z.number().int(),
        children: z.number().int(),
        kids: z.number().int(),
      }),
    }),
  ),
  channels: z.array(z.strictObject({ channel: z.string(), disabled: z.boolean() })),
  cancellationPolicies: z.array(cancellationPolicyView),
  noShowPolicies: z.array(noShowPolicyView),
  currency: z.string(),
  timeZone: z.string(),
});
export type RatePlansResponse = z.output<typeof ratePlansResponse>;

/** The message keys of a refused rate plan write (409). */
export const RatePlanRefusal = {
  changed: 'error.rate.plan.changed',
  /** Future stays are booked on it (disable, delete). */
  reserved: 'error.rate.plan.reserved',
  /** The hotel's last enabled primary plan (disable, delete, make derived). */
  lastPrimary: 'error.rate.plan.last.primary',
  /** Derived plans follow it (delete). */
  hasChildren: 'error.rate.plan.has.children',
  /** Past stays keep their plan: disable it instead (delete). */
  hasHistory: 'error.rate.plan.has.history',
} as const;

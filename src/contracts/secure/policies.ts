/**
 * A hotel's policies as the manager sets them up (the Policies screen's form shares these): its
 * cancellation policies, its no-show policies and its deposit, one versioned document:
 *
 *   GET /api/rs/secure/hotels/{hotelId}/policies → PoliciesView
 *   PUT /api/rs/secure/hotels/{hotelId}/policies   PoliciesInput → PoliciesView (409: stale, in use)
 *
 * A policy keeps its id across saves (the rate plans point at it): an item with an id edits that
 * policy, one without adds a policy, a policy left out is removed (refused while a plan uses it).
 * The terms are the manager's words (src/domain/policy-setup.ts maps them to the engine's).
 */
import {
  CHARGE_TYPES,
  CUSTOM_NOT_NEW,
  DEPOSIT_DUE_DAYS_MAX,
  DEPOSIT_KINDS,
  DEPOSIT_NIGHTS_MAX,
  EARLY_CHECKOUT_NIGHTS_MAX,
  FREE_DAYS_MAX,
  FREE_HOURS_MAX,
  FREE_UNITS,
  PERCENT_MAX,
  PERCENTAGE_REQUIRED,
  POLICIES_MAX,
  POLICY_NAME_MAX_LENGTH,
} from '../../domain/policy-setup.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { idField, versionField } from './common.ts';

/** A percentage in [min, 100] with at most two decimals (12.5 means 12.5 %). */
export const percentField = (min = 0) =>
  z
    .number({ error: typeError })
    .min(min, ErrorCode.min)
    .max(PERCENT_MAX, ErrorCode.max)
    // At most two decimals (12.5, 22.75), whatever the float's last bits.
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: ErrorCode.invalid,
    });

type Issues = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };

/** What a charge costs; `percentage` is asked for PERCENTAGE only (and ignored otherwise). */
export const chargeField = z
  .object(
    {
      type: oneOf(CHARGE_TYPES),
      percentage: percentField(1)
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: typeError },
  )
  .superRefine((value, ctx: Issues) => {
    if (value.type === 'PERCENTAGE' && value.percentage === null)
      ctx.addIssue({ code: 'custom', path: ['percentage'], message: PERCENTAGE_REQUIRED });
  })
  .transform((value) => ({
    type: value.type,
    percentage: value.type === 'PERCENTAGE' ? value.percentage : null,
  }));

const freeUntilField = z
  .object({ count: requiredInt(0, FREE_DAYS_MAX), unit: oneOf(FREE_UNITS) }, { error: typeError })
  .superRefine((value, ctx: Issues) => {
    if (value.unit === 'HOURS' && value.count > FREE_HOURS_MAX)
      ctx.addIssue({ code: 'custom', path: ['count'], message: ErrorCode.max });
  });

const nameField = requiredText(POLICY_NAME_MAX_LENGTH);

/** A cancellation policy: free until `freeUntil` before arrival (null: never free), then `penalty`. */
export const cancellationPolicyInput = z
  .object(
    {
      id: idField()
        .nullish()
        .transform((value) => value ?? null),
      name: nameField,
      freeUntil: freeUntilField.nullable(),
      penalty: chargeField,
      /** The hotel's deposit is asked at booking with this policy. */
      deposit: z.boolean({ error: typeError }),
      /** What an early checkout of a NOT_REFUNDABLE rate charges; null: what the penalty charges. */
      earlyCheckout: z
        .object(
          { nights: requiredInt(1, EARLY_CHECKOUT_NIGHTS_MAX), percentage: percentField(1) },
          { error: typeError },
        )
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: typeError },
  )
  .superRefine((value, ctx: Issues) => {
    // CUSTOM keeps terms the form cannot say: only a stored policy has them.
    if (value.penalty.type === 'CUSTOM' && value.id === null)
      ctx.addIssue({ code: 'custom', path: ['penalty', 'type'], message: CUSTOM_NOT_NEW });
  });
export type CancellationPolicyInput = z.output<typeof cancellationPolicyInput>;

export const noShowPolicyInput = z
  .object(
    {
      id: idField()
        .nullish()
        .transform((value) => value ?? null),
      name: nameField,
      charge: chargeField,
    },
    { error: typeError },
  )
  .superRefine((value, ctx: Issues) => {
    if (value.charge.type === 'CUSTOM' && value.id === null)
      ctx.addIssue({ code: 'custom', path: ['charge', 'type'], message: CUSTOM_NOT_NEW });
  });
export type NoShowPolicyInput = z.output<typeof noShowPolicyInput>;

/** The deposit a policy with `deposit` asks: a percentage of the total or the first nights. */
export const depositInput = z
  .object(
    {
      kind: oneOf(DEPOSIT_KINDS),
      /** PERCENTAGE: 0..100; NIGHTS: 1..30. */
      value: z.number({ error: typeError }).min(0, ErrorCode.min).max(PERCENT_MAX, ErrorCode.max),
      /** Days before arrival the deposit is due; null: at booking. */
      dueDaysBeforeArrival: requiredInt(1, DEPOSIT_DUE_DAYS_MAX)
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: typeError },
  )
  .superRefine((value, ctx: Issues) => {
    if (value.kind === 'NIGHTS') {
      if (!Number.isInteger(value.value))
        ctx.addIssue({ code: 'custom', path: ['value'], message: ErrorCode.invalid });
      else if (value.value < 1) ctx.addIssue({ code: 'custom', path: ['value'], message: ErrorCode.min });
      else if (value.value > DEPOSIT_NIGHTS_MAX)
        ctx.addIssue({ code: 'custom', path: ['value'], message: ErrorCode.max });
    } else if (!percentField().safeParse(value.value).success)
      ctx.addIssue({ code: 'custom', path: ['value'], message: ErrorCode.invalid });
  });
export type DepositInput = z.output<typeof depositInput>;

const uniqueIds = (items: ReadonlyArray<{ id: number | null }>, ctx: Issues, path: string) => {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (item.id === null) return;
    if (seen.has(item.id))
      ctx.addIssue({ code: 'custom', path: [path, index, 'id'], message: ErrorCode.invalid });
    seen.add(item.id);
  });
};

export const policiesInput = z
  .object(
    {
      cancellationPolicies: z
        .array(cancellationPolicyInput, { error: typeError })
        .min(1, 'error.policy.cancellation.required')
        .max(POLICIES_MAX, ErrorCode.max),
      noShowPolicies: z.array(noShowPolicyInput, { error: typeError }).max(POLICIES_MAX, ErrorCode.max),
      deposit: depositInput,
      version: versionField(),
    },
    { error: typeError },
  )
  .superRefine((value, ctx) => {
    uniqueIds(value.cancellationPolicies, ctx, 'cancellationPolicies');
    uniqueIds(value.noShowPolicies, ctx, 'noShowPolicies');
  });
export type PoliciesInput = z.output<typeof policiesInput>;

const chargeView = z.strictObject({ type: z.enum(CHARGE_TYPES), percentage: z.number().nullable() });

const penaltyView = z.strictObject({
  percentage: z.number().nullable(),
  firstNight: z.boolean(),
  additionalNights: z.number().int(),
  chargeNights: z.number().int(),
  chargeAmountCents: z.number().int(),
});

/**
 * The booking engine's terms of a cancellation policy (src/domain/booking/types.ts), what the
 * widget renders in words: the screen renders them with the same function.
 */
export const cancellationTermsView = z.strictObject({
  deadline: z.strictObject({ count: z.number().int(), unit: z.string() }).nullable(),
  reservationPenalty: penaltyView.nullable(),
  checkinPenalty: penaltyView.nullable(),
  cancellation: z
    .strictObject({ chargeNights: z.number().int(), percentage: z.number().nullable() })
    .nullable(),
  deposit: z.boolean(),
});

export const noShowTermsView = z.strictObject({
  percentage: z.number().nullable(),
  chargeNights: z.number().int(),
  stayNights: z.boolean(),
  chargeAmountCents: z.number().int(),
});

export const cancellationPolicyView = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  freeUntil: z.strictObject({ count: z.number().int(), unit: z.enum(FREE_UNITS) }).nullable(),
  penalty: chargeView,
  deposit: z.boolean(),
  earlyCheckout: z.strictObject({ nights: z.number().int(), percentage: z.number() }).nullable(),
  /** The rate plans that use it (it cannot be removed while any does). */
  ratePlans: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  /** The engine's terms as stored (what a CUSTOM policy keeps). */
  engine: cancellationTermsView,
});
export type CancellationPolicyView = z.output<typeof cancellationPolicyView>;

export const noShowPolicyView = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  charge: chargeView,
  ratePlans: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  engine: noShowTermsView,
});
export type NoShowPolicyView = z.output<typeof noShowPolicyView>;

export const policiesView = z.strictObject({
  cancellationPolicies: z.array(cancellationPolicyView),
  noShowPolicies: z.array(noShowPolicyView),
  deposit: z.strictObject({
    kind: z.enum(DEPOSIT_KINDS),
    value: z.number(),
    dueDaysBeforeArrival: z.number().int().nullable(),
  }),
  /** For the screen's sentences: the hotel's currency and time zone. */
  currency: z.string(),
  timeZone: z.string(),
  version: z.number().int(),
});
export type PoliciesView = z.output<typeof policiesView>;

/** The message keys of a refused policies write (409). */
export const PoliciesRefusal = {
  changed: 'error.policies.changed',
  /** A removed policy is still used by a rate plan. */
  inUse: 'error.policy.in.use',
  /** An id that is not one of the hotel's policies (400). */
  unknown: 'error.policy.unknown',
} as const;

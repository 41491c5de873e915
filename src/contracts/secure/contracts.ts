/**
 * Plans for partners and the hotel's current contract (INSIGHT-3; BODATA-4 Plan, Contract, BOAPI):
 *
 *   GET /partner-plans               → PartnerPlansResponse (the plans flagged for partners, decision 030)
 *   GET /hotels/{hotelId}/contract   → HotelContractResponse (null when the hotel has none)
 */
import { PLAN_FREQUENCIES, type Plan } from '../../domain/types.ts';
import { amount, sameAs } from '../answer-parts.ts';
import { billingSchema } from '../register.ts';
import { z } from '../zod.ts';

const lengthView = z.strictObject({
  count: z.number().int(),
  unit: z.enum(['DAYS', 'WEEKS', 'MONTHS', 'YEARS']),
});

/** A price with its VAT split (the public answers' amount). */
export const amountView = amount;

export const paymentOptionView = z.strictObject({
  id: z.number().int(),
  frequency: z.enum(PLAN_FREQUENCIES),
  amount: amountView,
  minLength: lengthView,
  favorite: z.boolean(),
});

export const lengthDiscountView = z.strictObject({
  id: z.number().int(),
  size: lengthView,
  discount: z.strictObject({ type: z.enum(['PRICE', 'PERCENTAGE']), finalAmount: z.number() }),
});

/** A subscription plan, its prices with their VAT split: the public plan list answers it too. */
export const planView = sameAs<Plan>()(
  z.strictObject({
    id: z.number().int(),
    nameKey: z.string(),
    classification: z.number().int(),
    enabled: z.boolean(),
    background: z.string().nullable(),
    features: z.array(z.string()),
    featureGroups: z.array(
      z.strictObject({ nameKey: z.string(), favorite: z.boolean(), features: z.array(z.string()) }),
    ),
    paymentOptions: z.array(paymentOptionView),
    multiLengthDiscounts: z.array(lengthDiscountView),
  }),
);

export const partnerPlansResponse = z.array(planView);
export type PartnerPlansResponse = z.output<typeof partnerPlansResponse>;

export const contractView = z.strictObject({
  id: z.number().int(),
  plan: z.strictObject({ id: z.number().int(), nameKey: z.string() }),
  paymentOption: paymentOptionView,
  multiLengthDiscount: lengthDiscountView.nullable(),
  /** ISO instants. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  billing: billingSchema,
});
export type ContractView = z.output<typeof contractView>;

export const hotelContractResponse = z.strictObject({ contract: contractView.nullable() });
export type HotelContractResponse = z.output<typeof hotelContractResponse>;

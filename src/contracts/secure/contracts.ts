/**
 * Plans for partners and the hotel's current contract (INSIGHT-3; BODATA-4 Plan, Contract, BOAPI):
 *
 *   GET /partner-plans               → PartnerPlansResponse (the plans flagged for partners, decision 030)
 *   GET /hotels/{hotelId}/contract   → HotelContractResponse (null when the hotel has none)
 */
import { billingSchema } from '../register.ts';
import { z } from '../zod.ts';

const lengthView = z.object({ count: z.number().int(), unit: z.enum(['DAYS', 'WEEKS', 'MONTHS', 'YEARS']) });

export const amountView = z.object({
  type: z.enum(['PRICE', 'PERCENTAGE']),
  currency: z.string(),
  initialAmount: z.number(),
  finalAmount: z.number(),
  vatRate: z.number().optional(),
  vatAmount: z.number().optional(),
  discountAmount: z.number().optional(),
  discountRate: z.number().optional(),
});

export const paymentOptionView = z.object({
  id: z.number().int(),
  frequency: z.enum(['LUMP_SUM', 'PER_MINUTE', 'HOURLY', 'DAILY', 'NIGHTLY', 'WEEKLY', 'MONTHLY', 'YEARLY']),
  amount: amountView,
  minLength: lengthView,
  favorite: z.boolean(),
});

export const lengthDiscountView = z.object({
  id: z.number().int(),
  size: lengthView,
  discount: z.object({ type: z.enum(['PRICE', 'PERCENTAGE']), finalAmount: z.number() }),
});

export const planView = z.object({
  id: z.number().int(),
  nameKey: z.string(),
  classification: z.number().int(),
  enabled: z.boolean(),
  background: z.string().nullable(),
  features: z.array(z.string()),
  featureGroups: z.array(
    z.object({ nameKey: z.string(), favorite: z.boolean(), features: z.array(z.string()) }),
  ),
  paymentOptions: z.array(paymentOptionView),
  multiLengthDiscounts: z.array(lengthDiscountView),
});

export const partnerPlansResponse = z.array(planView);
export type PartnerPlansResponse = z.output<typeof partnerPlansResponse>;

export const contractView = z.object({
  id: z.number().int(),
  plan: z.object({ id: z.number().int(), nameKey: z.string() }),
  paymentOption: paymentOptionView,
  multiLengthDiscount: lengthDiscountView.nullable(),
  /** ISO instants. */
  startDate: z.string(),
  endDate: z.string().nullable(),
  billing: billingSchema,
});
export type ContractView = z.output<typeof contractView>;

export const hotelContractResponse = z.object({ contract: contractView.nullable() });
export type HotelContractResponse = z.output<typeof hotelContractResponse>;

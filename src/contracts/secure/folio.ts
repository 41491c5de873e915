/**
 * The folio of a reservation (FOLIO-1, decision 052), under
 * /api/rs/secure/hotels/{hotelId}/reservations/{code}/folio: its read, and the four writes staff
 * make (a charge or correction, a payment, a refund, a penalty waived). Every write carries the
 * folio `version` it was based on: a stale one answers 409 and writes nothing. Amounts are integer
 * cents in the reservation's currency.
 */
import {
  FOLIO_LINE_KINDS,
  FOLIO_MAX_CENTS,
  FolioRefusal,
  PAYMENT_METHODS,
  VAT_CLASSES,
} from '../../domain/folio.ts';
import { staffReservationParams } from '../booking.ts';
import { ErrorCode } from '../error-codes.ts';
import { oneOf, optionalText, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { isoDate, versionField } from './common.ts';

/** What a charge is called on the folio and the receipt ("Parking", "Minibar"). */
export const CHARGE_DESCRIPTION_MAX = 80;
/** Why a correction, refund or waiver was made. */
export const FOLIO_REASON_MAX = 200;
/** A payment's reference (terminal receipt, transfer id, OTA payout). */
export const PAYMENT_REFERENCE_MAX = 60;

const positiveCents = () => requiredInt(1, FOLIO_MAX_CENTS);

/** POST …/folio/charges: a charge, or (negative, with a reason) a correction. */
export const folioChargeInput = z
  .object(
    {
      description: requiredText(CHARGE_DESCRIPTION_MAX),
      amountCents: requiredInt(-FOLIO_MAX_CENTS, FOLIO_MAX_CENTS).refine((value) => value !== 0, {
        error: FolioRefusal.amount,
      }),
      vatClass: oneOf(VAT_CLASSES),
      reason: optionalText(FOLIO_REASON_MAX),
      version: versionField(),
    },
    { error: typeError },
  )
  .superRefine((input, ctx) => {
    if (input.amountCents < 0 && !input.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: ErrorCode.required });
    }
  });
export type FolioChargeInput = z.input<typeof folioChargeInput>;

/** POST …/folio/payments */
export const folioPaymentInput = z.object(
  {
    amountCents: positiveCents(),
    method: oneOf(PAYMENT_METHODS),
    reference: optionalText(PAYMENT_REFERENCE_MAX),
    version: versionField(),
  },
  { error: typeError },
);
export type FolioPaymentInput = z.input<typeof folioPaymentInput>;

/** POST …/folio/refunds: never more than what was paid. */
export const folioRefundInput = z.object(
  {
    amountCents: positiveCents(),
    method: oneOf(PAYMENT_METHODS),
    reference: optionalText(PAYMENT_REFERENCE_MAX),
    reason: requiredText(FOLIO_REASON_MAX),
    version: versionField(),
  },
  { error: typeError },
);
export type FolioRefundInput = z.input<typeof folioRefundInput>;

/** POST …/folio/waivers: all of the penalty still owed (amountCents left out), or part of it. */
export const folioWaiverInput = z.object(
  {
    amountCents: positiveCents()
      .nullish()
      .transform((value) => value ?? null),
    reason: requiredText(FOLIO_REASON_MAX),
    version: versionField(),
  },
  { error: typeError },
);
export type FolioWaiverInput = z.input<typeof folioWaiverInput>;

const author = z.strictObject({ name: z.string(), surname: z.string() }).nullable();

export const folioLineView = z.strictObject({
  id: z.string(),
  kind: z.enum(FOLIO_LINE_KINDS),
  date: isoDate,
  amountCents: z.number().int(),
  /** VAT percent included; null: outside VAT (city tax). */
  vatRate: z.number().nullable(),
  /** 1-based room of the reservation (stay lines). */
  room: z.number().int().nullable(),
  /** The extra's name (service or bed), in the names the hotel gave it. */
  itemName: z.record(z.string(), z.string()).nullable(),
  /** The bed type of an extra bed line (named by the widget's words). */
  bedType: z.string().nullable(),
  description: z.string().nullable(),
  reason: z.string().nullable(),
  by: author,
  createdDate: z.string().nullable(),
});
export type FolioLineView = z.output<typeof folioLineView>;

export const folioPaymentView = z.strictObject({
  id: z.string(),
  kind: z.enum(['PAYMENT', 'REFUND']),
  method: z.enum(PAYMENT_METHODS),
  amountCents: z.number().int(),
  reference: z.string().nullable(),
  date: isoDate,
  by: author,
  createdDate: z.string(),
});
export type FolioPaymentView = z.output<typeof folioPaymentView>;

/** A receipt number: per hotel and year, never reused; a voided one stays, with its reason. */
export const receiptNumberView = z.strictObject({
  year: z.number().int(),
  number: z.number().int(),
  issuedDate: z.string(),
  voided: z.strictObject({ date: z.string(), reason: z.string() }).nullable(),
});
export type ReceiptNumberView = z.output<typeof receiptNumberView>;

/** POST …/folio/receipts/{year}/{number}/void */
export const receiptVoidParams = staffReservationParams.extend({
  year: z
    .string({ error: typeError })
    .regex(/^2\d{3}$/, ErrorCode.invalid)
    .transform(Number),
  number: z
    .string({ error: typeError })
    .regex(/^[1-9]\d{0,8}$/, ErrorCode.invalid)
    .transform(Number),
});
export const receiptVoidInput = z.object({ reason: requiredText(FOLIO_REASON_MAX) }, { error: typeError });

export const folioView = z.strictObject({
  code: z.string(),
  status: z.string(),
  lines: z.array(folioLineView),
  payments: z.array(folioPaymentView),
  /** Σ lines, city tax included. */
  chargesCents: z.number().int(),
  /** Payments less refunds. */
  paidCents: z.number().int(),
  /** chargesCents − paidCents; negative: money the hotel owes back. */
  balanceCents: z.number().int(),
  depositDueCents: z.number().int(),
  depositPaidCents: z.number().int(),
  /** The penalty still owed (what a waiver may take off). */
  penaltyCents: z.number().int(),
  vatTotals: z.array(
    z.strictObject({
      vatRate: z.number().nullable(),
      grossCents: z.number().int(),
      taxableCents: z.number().int(),
      vatCents: z.number().int(),
    }),
  ),
  /** The hotel's VAT rates a manual charge can take. */
  vatRates: z.strictObject({ accommodation: z.number(), extras: z.number() }),
  /** The receipts issued, oldest first; the last valid one is the number the receipt prints. */
  receipts: z.array(receiptNumberView),
  currency: z.string(),
  version: z.number().int(),
});
export type FolioView = z.output<typeof folioView>;

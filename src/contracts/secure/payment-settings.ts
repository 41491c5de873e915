/**
 * The hotel's payment settings as the back office edits them (FOLIO-1): which card circuits it
 * takes as credit cards and as other cards (PROPDATA CREDIT_CARD / OTHER_CARD: debit and
 * prepaid), and whether the widget asks for a guarantee card at all.
 * GET/PUT /api/rs/secure/hotels/{hotelId}/payment-settings; a save carries the version it was based
 * on (a stale one answers 409). The property screen's form runs this same schema before saving.
 */
import { CARD_CIRCUITS } from '../../domain/types.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { versionField } from './common.ts';

/** Field error: a guarantee card is asked but no circuit is accepted, so no guest could give one. */
export const NO_CARD_ACCEPTED = 'error.payments.no.card';

/** The message key of a 409: the form says so and keeps what was ticked. */
export const PAYMENT_SETTINGS_CHANGED = 'bo.payments.changed';

const circuits = () =>
  z
    .array(z.enum(CARD_CIRCUITS, { error: () => 'error.field.generic.invalid' }), { error: typeError })
    .max(CARD_CIRCUITS.length, 'error.field.generic.invalid')
    .refine((list) => new Set(list).size === list.length, 'error.field.duplicate');

const fields = {
  guaranteeCard: z.boolean({ error: typeError }),
  creditCards: circuits(),
  otherCards: circuits(),
};

type Fields = { guaranteeCard: boolean; creditCards: string[]; otherCards: string[] };

const refine = (value: Fields, ctx: z.core.$RefinementCtx<Fields>) => {
  if (value.guaranteeCard && value.creditCards.length + value.otherCards.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['creditCards'], message: NO_CARD_ACCEPTED });
  }
};

export const paymentSettingsForm = z.object(fields, { error: typeError }).superRefine(refine);
export type PaymentSettingsForm = z.input<typeof paymentSettingsForm>;

export const paymentSettingsUpdate = z
  .object({ ...fields, version: versionField() }, { error: typeError })
  .superRefine(refine);
export type PaymentSettingsUpdate = z.output<typeof paymentSettingsUpdate>;

export const paymentSettingsView = z.strictObject({
  guaranteeCard: z.boolean(),
  creditCards: z.array(z.enum(CARD_CIRCUITS)),
  otherCards: z.array(z.enum(CARD_CIRCUITS)),
  version: z.number().int(),
});
export type PaymentSettingsView = z.output<typeof paymentSettingsView>;

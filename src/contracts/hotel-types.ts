/** A hotel's gallery, payment settings and policies, as the public API answers them. */
import { cardCircuit } from './answer-parts.ts';
import { z } from './zod.ts';

export const galleryImage = z.strictObject({
  path: z.string(),
  cover: z.boolean(),
  caption: z.string().optional(),
});
export type GalleryImage = z.output<typeof galleryImage>;

export const paymentSettings = z.strictObject({
  paypal: z.strictObject({ type: z.string() }).nullable().optional(),
  creditCards: z.array(z.strictObject({ circuit: cardCircuit })),
  otherCards: z.array(z.strictObject({ circuit: cardCircuit })),
  /**
   * Whether the widget asks for a guarantee card at all (FOLIO); left out: it does. When false
   * no card form is shown and no rate needs one.
   */
  guaranteeCard: z.boolean().optional(),
});
export type PaymentSettings = z.output<typeof paymentSettings>;

/** Check-in and check-out times are the hotel's local 'HH:mm'. */
export const hotelPolicies = z.strictObject({
  checkinFrom: z.string().optional(),
  checkinTo: z.string().optional(),
  checkoutTo: z.string().optional(),
  childrenAllowed: z.boolean().optional(),
  petsAllowed: z.boolean().optional(),
  smokingAllowed: z.boolean().optional(),
});
export type HotelPolicies = z.output<typeof hotelPolicies>;

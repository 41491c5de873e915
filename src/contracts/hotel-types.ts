/** A hotel's gallery, payment settings and policies, as the public API answers them. */
import type { CardCircuit } from '../domain/types.ts';

export type GalleryImage = { path: string; cover: boolean; caption?: string };

export type PaymentSettings = {
  paypal?: { type: string } | null;
  creditCards: { circuit: CardCircuit }[];
  otherCards: { circuit: CardCircuit }[];
  /**
   * Whether the widget asks for a guarantee card at all (FOLIO); left out: it does. When false
   * no card form is shown and no rate needs one.
   */
  guaranteeCard?: boolean;
};

export type HotelPolicies = {
  checkinFrom?: string;
  checkinTo?: string;
  checkoutTo?: string;
  childrenAllowed?: boolean;
  petsAllowed?: boolean;
  smokingAllowed?: boolean;
};

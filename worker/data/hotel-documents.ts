import type { CardCircuit } from '../../src/domain/types.ts';

/**
 * The hotel's documents as the data layer reads them from `hotels` and `hotel_gallery`: its own
 * types, so the SQL never shapes an HTTP answer. The routes and use cases map them to the API's
 * views; where the shapes agree today, a stored field renamed still fails there, at the contract.
 */

/** A hotel by id (a number in the path) or by alias. */
export type HotelKey = { id: number | null; alias: string | null };

/** One photo of the gallery; `caption` only when it has one. */
export type GalleryPhotoRecord = { path: string; cover: boolean; caption?: string };

/** `hotels.payment_settings_json`, normalised by `paymentSettingsRecord`. */
export type PaymentSettingsRecord = {
  paypal?: { type: string } | null;
  creditCards: { circuit: CardCircuit }[];
  otherCards: { circuit: CardCircuit }[];
  /** Only `false` is stored: the hotel asks no guarantee card. */
  guaranteeCard?: boolean;
};

/** `hotels.policies_json`: times of day `HH:mm` and what the hotel allows. */
export type HotelPoliciesRecord = {
  checkinFrom?: string;
  checkinTo?: string;
  checkoutTo?: string;
  childrenAllowed?: boolean;
  petsAllowed?: boolean;
  smokingAllowed?: boolean;
};

/** The stored payment settings with their lists always present; a missing document asks a card. */
export function paymentSettingsRecord(raw: Partial<PaymentSettingsRecord>): PaymentSettingsRecord {
  return {
    paypal: raw.paypal ?? null,
    creditCards: Array.isArray(raw.creditCards) ? raw.creditCards : [],
    otherCards: Array.isArray(raw.otherCards) ? raw.otherCards : [],
    // Only a hotel that asks no guarantee card says so (FOLIO); left out, one is asked.
    ...(raw.guaranteeCard === false ? { guaranteeCard: false } : {}),
  };
}

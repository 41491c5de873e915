/**
 * A service as its edit panel holds it (numbers as typed) and the body it sends, with the rules the
 * panel follows as the manager changes it: the category, bookability and payment kept inside the
 * choices offered (EXTERNAL only in advanced mode, never INCLUDED for it…), the frequency sent only
 * for a paid service, room types only for a room service.
 */
import type { ServiceView } from '../../../../contracts/secure/property.ts';
import {
  bookabilitiesOffered,
  categoriesOffered,
  DESCRIPTION_LANGUAGES,
  isInRoom,
  PAYMENT_SIZES,
  type PaymentSize,
  paymentTypesOffered,
  pricesFromOptions,
  SERVICE_FREQUENCIES,
  type ServiceBookability,
  type ServiceCategory,
  type ServicePaymentType,
} from '../../../../domain/property.ts';
import { numberText, toNumber } from '../form.tsx';

export type ServiceDraft = {
  category: ServiceCategory;
  bookability: ServiceBookability;
  paymentType: ServicePaymentType;
  frequency: string;
  prices: Record<PaymentSize, string>;
  vatRate: string;
  unlimited: boolean;
  maxCount: string;
  roomTypeIds: number[];
  description: Record<string, string>;
};

/** The panel's copy of a saved service (prices per size from its options; -1 is "unlimited"). */
export function serviceDraftOf(service: ServiceView): ServiceDraft {
  const prices = pricesFromOptions(service.options);
  return {
    category: service.category,
    bookability: service.bookability,
    paymentType: service.paymentType,
    frequency: service.frequency,
    prices: Object.fromEntries(PAYMENT_SIZES.map((size) => [size, numberText(prices[size])])) as Record<
      PaymentSize,
      string
    >,
    vatRate: String(service.options[0]?.vatRate ?? 10),
    unlimited: service.maxCount === -1,
    maxCount: service.maxCount === -1 ? '1' : String(service.maxCount),
    roomTypeIds: [...service.roomTypeIds],
    description: Object.fromEntries(
      DESCRIPTION_LANGUAGES.map((lang) => [lang, service.description[lang] ?? '']),
    ),
  };
}

/** Keeps the draft inside the choices PROPCHECK offers after a change. */
export function coherentServiceDraft(d: ServiceDraft, advanced: boolean): ServiceDraft {
  const category = categoriesOffered(advanced).includes(d.category) ? d.category : 'HOTEL';
  const bookability = bookabilitiesOffered(category).includes(d.bookability) ? d.bookability : 'BOOKABLE';
  const paymentType = paymentTypesOffered(category, bookability).includes(d.paymentType)
    ? d.paymentType
    : 'FREE';
  return { ...d, category, bookability, paymentType };
}

/** What the save sends (the route's schema checks it): a free service is charged once, if at all. */
export function serviceBodyOf(draft: ServiceDraft, advanced: boolean) {
  return {
    category: draft.category,
    bookability: draft.bookability,
    paymentType: draft.paymentType,
    frequency: draft.paymentType === 'FREE' ? 'LUMP_SUM' : draft.frequency,
    prices: Object.fromEntries(PAYMENT_SIZES.map((size) => [size, toNumber(draft.prices[size])])),
    vatRate: toNumber(draft.vatRate) ?? 0,
    maxCount: draft.unlimited ? -1 : toNumber(draft.maxCount),
    roomTypeIds: isInRoom(draft.category) ? draft.roomTypeIds : [],
    description: draft.description,
    advanced,
  };
}

/** The frequencies offered: NIGHTLY is kept for the services stored with it (the engine prices DAILY the same way). */
export function serviceFrequencies(saved: string): string[] {
  return saved === 'NIGHTLY' ? [...SERVICE_FREQUENCIES, 'NIGHTLY'] : [...SERVICE_FREQUENCIES];
}

/**
 * GET /api/rs/public/booking/hotels/{idOrAlias}: a hotel's booking profile, what the widget
 * loads once before any search (the hotel, its room types, services, rate plans and public
 * promotions). One schema: the document shows it, the types below are inferred from it.
 */
import {
  addressInfo,
  cardCircuit,
  count,
  currencyCode,
  id,
  localizedText,
  money,
  peopleCounts,
  pricePerBand,
  publicPromotionView,
  utcOffsetSpan,
} from './answer-parts.ts';
import { galleryImage, hotelPolicies, paymentSettings } from './hotel-types.ts';
import { z } from './zod.ts';

export const bedView = z.strictObject({ type: z.string(), count, maxPerson: count });

export const extraBedView = z.strictObject({
  id: z.string(),
  type: z.string(),
  maxCount: count,
  maxPerson: count,
  frequency: z.string(),
  prices: pricePerBand.meta({
    description: 'Price per guest in the bed, per band (per night unless LUMP_SUM)',
  }),
});

export const roomTypeView = z.strictObject({
  id,
  nameKey: z.string(),
  name: localizedText,
  description: localizedText,
  category: z.string(),
  photos: z.array(galleryImage),
  beds: z.array(bedView),
  extraBeds: z.array(extraBedView),
  occupancy: z.strictObject({
    max: peopleCounts,
    maxOccupancy: count,
    baseOccupancy: count,
    minAdults: count,
  }),
  /** Nightly price of each guest beyond the base occupancy (occupancy-based plans). */
  extraPersonPrices: pricePerBand,
  sizeSqm: z.number().nullable(),
  /** Enabled physical rooms of the type: the most identical rooms one booking can take. */
  rooms: count,
  /** Services of the room type (ids of `services`). */
  serviceIds: z.array(id),
  /** What the room has: codes of src/domain/room-photos.ts ROOM_AMENITIES ('widget.amenity.<CODE>'). */
  amenities: z.array(z.string()),
});

export const serviceView = z.strictObject({
  id,
  nameKey: z.string(),
  name: localizedText,
  description: localizedText,
  category: z.enum(['ROOM', 'HOTEL', 'EXTERNAL']),
  bookability: z.enum(['INCLUDED', 'BOOKABLE']),
  paymentType: z.enum(['FREE', 'SINGLE', 'PER_PERSON']),
  frequency: z.string(),
  options: z.array(z.strictObject({ size: z.string(), amount: money })),
  maxCount: z.number().int().meta({ description: '-1: no cap' }),
});

export const penaltyView = z.strictObject({
  percentage: z.number().nullable(),
  firstNight: z.boolean(),
  additionalNights: count,
  chargeNights: count,
  chargeAmount: money,
});

/**
 * BODATA-8 cancellation (chargeNights, percentage): what an early checkout of a NOT_REFUNDABLE
 * rate charges for the nights not stayed, the first chargeNights at percentage % (null = 100).
 */
export const cancellationChargeView = z.strictObject({
  chargeNights: count,
  percentage: z.number().nullable(),
});

export const cancellationPolicyView = z.strictObject({
  type: z.enum(['FREE', 'NOT_REFUNDABLE', 'CUSTOM']),
  gracePeriod: z.boolean(),
  deadline: z.strictObject({ count, unit: z.string() }).nullable(),
  reservationPenalty: penaltyView.nullable(),
  checkinPenalty: penaltyView.nullable(),
  /** Null: an early checkout charges the check-in penalty's chargeNights and percentage. */
  cancellation: cancellationChargeView.nullable(),
  deposit: z.boolean(),
});

export const noShowPolicyView = z.strictObject({
  percentage: z.number().nullable(),
  chargeNights: count,
  stayNights: z.boolean(),
  chargeAmount: money,
});

export const rateType = z.enum(['STANDARD', 'NOT_REFUNDABLE']);

export const ratePlanView = z.strictObject({
  id,
  nameKey: z.string(),
  name: localizedText,
  type: rateType,
  /** A derived plan's parent and adjustment (PERCENTAGE: percent; AMOUNT: money per night). */
  derivedFrom: z
    .strictObject({ ratePlanId: id, kind: z.enum(['PERCENTAGE', 'AMOUNT']), value: z.number() })
    .nullable(),
  pricingModel: z.enum(['PER_ROOM', 'OCCUPANCY_BASED_PRICING']),
  occupantsForBaseRate: count.nullable(),
  includedMealPlans: z.array(z.string()),
  roomTypeIds: z.array(id).nullable().meta({ description: 'Room types it is sold for; null: all' }),
  cancellationPolicy: cancellationPolicyView,
  noShowPolicy: noShowPolicyView.nullable(),
});

/** One of the hotel's contacts: PHONE, MOBILE, WHATSAPP, FAX, EMAIL, WEBSITE, FACEBOOK, TWITTER, INSTAGRAM, SKYPE, VIBER, TELEGRAM or ADDRESS. */
export const hotelContact = z.strictObject({ type: z.string(), value: z.string() });

export const bookingProfileResponse = z
  .strictObject({
    hotel: z.strictObject({
      id,
      name: z.string(),
      nameAlias: z.string(),
      type: z.string(),
      stars: count.nullable(),
      addressInfo,
      gallery: z.array(galleryImage),
      /** The hotel's contacts as the manager lists them (PROPDATA-6 Contact info). */
      contacts: z.array(hotelContact),
      policies: hotelPolicies,
      paymentSettings,
      description: localizedText,
      timeZone: z.string(),
      /**
       * The span of the time zone's current UTC offset (utcOffsetSpanAt), so a client can tell the
       * hotel's today by arithmetic (todayBySpan). Absent from a profile cached before it was sent.
       */
      utcOffset: utcOffsetSpan.optional(),
      vatRate: z.number(),
      /** VAT % of extra beds and bookable services (absent from older cached profiles: vatRate). */
      vatRateExtras: z.number().optional(),
      depositPercentage: z.number(),
      /** When set, the deposit is the first nights (the search's `deposit`), not a percentage. */
      depositNights: count.nullable().optional(),
      cityTax: z.strictObject({ amount: money, nightsLimit: count, bands: z.array(z.string()) }),
    }),
    currency: currencyCode,
    maxRange: count.meta({ description: 'Longest stay bookable online, in nights' }),
    cardCircuits: z
      .array(cardCircuit)
      .meta({ description: "Card circuits a guarantee may use (the platform's ∩ the hotel's)" }),
    roomTypes: z.array(roomTypeView),
    services: z.array(serviceView),
    ratePlans: z.array(ratePlanView),
    promotions: z.array(publicPromotionView),
  })
  .meta({ description: "A hotel's booking profile" });

export type BedView = z.output<typeof bedView>;
export type ExtraBedView = z.output<typeof extraBedView>;
export type RoomTypeView = z.output<typeof roomTypeView>;
export type ServiceView = z.output<typeof serviceView>;
export type PenaltyView = z.output<typeof penaltyView>;
export type CancellationChargeView = z.output<typeof cancellationChargeView>;
export type CancellationPolicyView = z.output<typeof cancellationPolicyView>;
export type NoShowPolicyView = z.output<typeof noShowPolicyView>;
export type RatePlanView = z.output<typeof ratePlanView>;
export type HotelContact = z.output<typeof hotelContact>;
export type BookingProfile = z.output<typeof bookingProfileResponse>;

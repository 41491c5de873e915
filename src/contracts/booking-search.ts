/**
 * GET /api/rs/public/booking/hotels/{idOrAlias}/search: the rooms and rates a hotel sells for a
 * stay and a party, each rate priced night by night with its promotions, services, taxes,
 * deposit and cancellation policy now. One schema: the document shows it, the types are
 * inferred from it.
 */
import {
  amount,
  bookingViolation,
  count,
  currencyCode,
  day,
  id,
  instant,
  localizedText,
  money,
  peopleCounts,
  promotionView,
} from './answer-parts.ts';
import { bedView, cancellationChargeView, rateType } from './booking-profile.ts';
import { galleryImage } from './hotel-types.ts';
import { z } from './zod.ts';

export const pricedServiceView = z.strictObject({
  id,
  bookability: z.enum(['INCLUDED', 'BOOKABLE']),
  frequency: z.string(),
  unitAmount: money,
  periods: count,
  count,
  total: money,
});

export const policySummaryView = z.strictObject({
  type: z.enum(['FREE', 'NOT_REFUNDABLE', 'CUSTOM']),
  gracePeriod: z.boolean(),
  freeNow: z.boolean().meta({ description: 'Free cancellation right now' }),
  /** Instant after which the check-in penalty applies, and its hotel-local day. */
  deadline: instant.nullable(),
  deadlineDate: day.nullable(),
  reservationPenalty: money,
  checkinPenalty: money,
  deposit: z.boolean(),
  noShowPenalty: money,
  /** The plan's early-checkout charge (see the profile's cancellation policy). */
  cancellation: cancellationChargeView.nullable(),
});

/** One bookable rate plan of a room type for the searched stay (figures per room). */
export const rateOffer = z.strictObject({
  ratePlanId: id,
  nameKey: z.string(),
  name: localizedText,
  rateType,
  includedMealPlans: z.array(z.string()),
  total: amount.meta({
    description: 'Room total: initialAmount before promotions, finalAmount after (VAT in, city tax out)',
  }),
  /** Amount of each night (in the order of `nightDates`) before (initial) and after (final) promotions. */
  nightly: z.strictObject({ initial: z.array(money), final: z.array(money) }),
  promotions: z.array(promotionView),
  services: z.array(pricedServiceView),
  taxes: z.strictObject({ vatRate: z.number(), vatAmount: money, taxableAmount: money, cityTax: money }),
  deposit: money,
  grandTotal: money.meta({ description: 'total.finalAmount + city tax' }),
  grandTotalForRooms: money.meta({ description: 'grandTotal × rooms searched' }),
  policy: policySummaryView,
});

/** The room type as a search result shows it (details, extra beds and services: the profile). */
export const roomTypeSummary = z.strictObject({
  id,
  nameKey: z.string(),
  name: localizedText,
  category: z.string(),
  photos: z.array(galleryImage),
  beds: z.array(bedView),
  maxOccupancy: count,
  sizeSqm: z.number().nullable(),
});

export const searchResult = z.strictObject({
  roomType: roomTypeSummary,
  roomsLeft: count.meta({ description: 'Rooms of the type still free on every night of the stay' }),
  rates: z.array(rateOffer),
});

/**
 * A room type the searched stay is too short for (CONSIST): it sells nothing else wrong, and
 * the stay of its minimum from the same check-in, to `checkout`, would sell it.
 */
export const longerStayView = z.strictObject({
  roomType: roomTypeSummary,
  minStay: count.meta({ description: 'The fewest nights any of its plans sells from this check-in' }),
  checkout: day,
});

export const bookingSearchResponse = z
  .strictObject({
    hotelId: id,
    checkin: day,
    checkout: day,
    nights: count,
    /** The nights' days (checkout excluded): the order of every rate's `nightly` arrays. */
    nightDates: z.array(day),
    people: peopleCounts,
    rooms: count,
    currency: currencyCode,
    promoCode: z.string().nullable(),
    promoApplied: z
      .boolean()
      .meta({ description: 'The promo code matched a secret promotion applied to some rate' }),
    results: z.array(searchResult),
    violations: z
      .array(bookingViolation)
      .meta({ description: 'When `results` is empty: why (one entry per rule and date)' }),
    longerStays: z.array(longerStayView).meta({
      description: 'Room types hidden only by their minimum stay, with the dates that would sell them',
    }),
  })
  .meta({ description: 'Rooms and rates for a stay' });

export type PricedServiceView = z.output<typeof pricedServiceView>;
export type PolicySummaryView = z.output<typeof policySummaryView>;
export type RateOffer = z.output<typeof rateOffer>;
export type RoomTypeSummary = z.output<typeof roomTypeSummary>;
export type SearchResult = z.output<typeof searchResult>;
export type LongerStayView = z.output<typeof longerStayView>;
export type BookingSearch = z.output<typeof bookingSearchResponse>;

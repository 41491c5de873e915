/** The shape of a demo hotel the booking demo data is built from: its room types, plans, rules and calendar. */

export type Localized = { en: string; it: string };
export type Bands = { adults: number; boys: number; children: number; kids: number };

export type DemoRoomType = {
  id: number;
  nameKey: string;
  name: Localized;
  description: Localized;
  category: string;
  max: Bands;
  maxOccupancy: number;
  baseOccupancy: number;
  extraCents: Bands;
  beds: { type: string; count: number; maxPerson: number }[];
  extraBeds: {
    id: string;
    type: string;
    maxCount: number;
    maxPerson: number;
    pricesCents: Bands;
    frequency: 'LUMP_SUM' | 'NIGHTLY';
  }[];
  /** Gallery images of the hotel shown for the room type (index into the hotel's images, 1-based). */
  photos: number[];
  sizeSqm: number;
  /** Physical room names. */
  rooms: string[];
  /** Nightly base price (season 100, weekday), cents. */
  baseCents: number;
};

export type DemoService = {
  id: number;
  nameKey: string;
  name: Localized;
  category: 'ROOM' | 'HOTEL' | 'EXTERNAL';
  bookability: 'INCLUDED' | 'BOOKABLE';
  paymentType: 'FREE' | 'SINGLE' | 'PER_PERSON';
  frequency: 'LUMP_SUM' | 'DAILY' | 'NIGHTLY' | 'MONTHLY' | 'YEARLY';
  options: { size: 'SINGLE' | 'PER_ADULT' | 'PER_BOY' | 'PER_CHILD' | 'PER_KID'; amountCents: number }[];
  maxCount: number;
  /** Room types it is attached to (room services). */
  roomTypeIds: number[];
};

export type DemoPenalty = {
  percentage: number | null;
  firstNight: boolean;
  additionalNights: number;
  chargeNights: number;
  chargeAmountCents: number;
};

export type DemoPolicy = {
  id: number;
  nameKey: string;
  deadline: { count: number; unit: 'DAYS' | 'HOURS' | 'MONTHS' } | null;
  reservationPenalty: DemoPenalty | null;
  checkinPenalty: DemoPenalty | null;
  /** BODATA-8 cancellation: nights an early checkout of a NOT_REFUNDABLE rate charges. */
  cancellation: { chargeNights: number; percentage: number | null } | null;
  deposit: boolean;
};

export type DemoNoShow = {
  id: number;
  nameKey: string;
  percentage: number | null;
  chargeNights: number;
  stayNights: boolean;
  chargeAmountCents: number;
};

export type DemoRatePlan = {
  id: number;
  nameKey: string;
  name: Localized;
  type: 'STANDARD' | 'NOT_REFUNDABLE';
  /** Own rates: price factor (percent) of the room type's nightly price. */
  ownRatesPercent: number | null;
  parent: { id: number; kind: 'PERCENTAGE' | 'AMOUNT'; value: number } | null;
  pricingModel: 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';
  occupantsForBaseRate: number | null;
  cancellationPolicyId: number;
  noShowPolicyId: number;
  includedMealPlans: string[];
  roomTypeIds: number[] | null;
};

export type DemoPromotion = {
  id: number;
  type: 'STANDARD' | 'MINIMUM_STAY' | 'BOOK_TODAY' | 'EARLY_BOOKING' | 'LAST_MINUTE' | 'LAST_SECOND';
  name: Localized;
  discountType: 'PERCENTAGE' | 'PRICE';
  /** Percent, or cents for PRICE. */
  discountValue: number;
  days: number | null;
  minStay: number | null;
  /** Validity as day offsets from the seed day (inclusive); null = open. */
  validFromDay: number | null;
  validToDay: number | null;
  onArrival: boolean;
  secretCode: string | null;
  ratePlanIds: number[] | null;
  roomTypeIds: number[] | null;
};

/** A restriction rule: which nights (by offset and date) and what it sets. */
export type NightRule = {
  /** Room types concerned (all when absent). */
  roomTypeIds?: number[];
  /** Day offsets from the seed day. */
  days?: number[];
  /** 'MM-DD' inclusive range (may wrap over the new year). */
  between?: [string, string];
  /** ISO weekdays (1 Monday … 7 Sunday). */
  weekdays?: number[];
  minLOS?: number;
  maxLOS?: number;
  closed?: boolean;
  cta?: boolean;
  ctd?: boolean;
};

export type DemoBookingHotel = {
  hotelId: number;
  alias: string;
  allowedOrigins: string[];
  maxRange: number;
  /** Seasons as 'MM-DD' ranges with a price index (100 = base); first match wins. */
  seasons: [from: string, to: string, percent: number][];
  /** Price uplift of Friday and Saturday nights, percent. */
  weekendPercent: number;
  roomTypes: DemoRoomType[];
  services: DemoService[];
  policies: DemoPolicy[];
  noShowPolicies: DemoNoShow[];
  ratePlans: DemoRatePlan[];
  promotions: DemoPromotion[];
  rules: NightRule[];
  /** Hotel closed: 'MM-DD' ranges and day offsets. */
  closings: { between?: [string, string][]; days?: number[] };
  /** Room types closed (inventory.room_closed) on day offsets. */
  roomClosings: { roomTypeId: number; days: number[] }[];
  /** Nights sold out (booked = total) and nearly full (one room left), by day offset. */
  soldOut: { roomTypeId: number; days: number[] }[];
  nearlyFullDays: number[];
};

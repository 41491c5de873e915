/**
 * Response shapes of the public booking engine API (README "Booking engine API"), shared by the
 * worker and the typed client (widget, site). Ids are numbers, money is decimal (2 decimals) in
 * the hotel's currency, dates are 'YYYY-MM-DD' and instants ISO-8601 UTC strings.
 */

import type { UtcOffsetSpan } from '../domain/booking/dates.ts';
import type { AddressInfo, Amount, CardCircuit, Language } from '../domain/types.ts';
import type { GalleryImage, HotelPolicies, PaymentSettings } from './hotel-types.ts';

export type PeopleCounts = { adults: number; boys: number; children: number; kids: number };

export type LocalizedText = Partial<Record<Language, string>>;

/** A rule that makes a stay unbookable (codes of src/domain/booking/types.ts ViolationCode). */
export type BookingViolation = {
  code: string;
  date?: string;
  limit?: number;
  band?: string;
  scope?: 'room' | 'rate' | 'hotel';
  roomTypeId?: number;
  ratePlanId?: number;
};

export type PromotionView = {
  id: number;
  type: string;
  name: string;
  /** The name truncated to 20 characters for display (BOLIM-3). */
  label: string;
  /** PERCENTAGE: value in percent; PRICE: value in money off each eligible night. */
  discount: { type: 'PERCENTAGE' | 'PRICE'; value: number };
  /** Money saved by this promotion on the stay. */
  amount: number;
};

/** SITEDATA Hotel.bestAv: the best rates of a hotel for a stay, best (lowest) first. */
export type BestAvailability = {
  hotelId: number;
  checkin: string;
  checkout: string;
  nights: number;
  people: PeopleCounts;
  currency: string;
  available: boolean;
  totalRates: BestRate[];
  /** Why nothing is bookable (empty when `available`). */
  violations: BookingViolation[];
};

export type BestRate = {
  roomTypeId: number;
  roomTypeName: string;
  ratePlanId: number;
  ratePlanName: string;
  rateType: 'STANDARD' | 'NOT_REFUNDABLE';
  /** initialAmount before promotions, finalAmount after (the stay's room total, VAT included). */
  amount: Amount;
  /** City tax of the stay (outside VAT, paid at the hotel). */
  cityTax: number;
  /**
   * What the guest pays for the stay: amount.finalAmount + cityTax, the figure the widget's rate
   * card shows (EU price display: every tax in, the part paid at the hotel said apart).
   */
  grandTotal: number;
  promotions: PromotionView[];
  roomsLeft: number;
};

export type BedView = { type: string; count: number; maxPerson: number };

export type ExtraBedView = {
  id: string;
  type: string;
  maxCount: number;
  maxPerson: number;
  frequency: string;
  /** Price per guest in the bed, per band (per night unless LUMP_SUM). */
  prices: PeopleCounts;
};

export type RoomTypeView = {
  id: number;
  nameKey: string;
  name: LocalizedText;
  description: LocalizedText;
  category: string;
  photos: GalleryImage[];
  beds: BedView[];
  extraBeds: ExtraBedView[];
  occupancy: { max: PeopleCounts; maxOccupancy: number; baseOccupancy: number; minAdults: number };
  /** Nightly price of each guest beyond the base occupancy (occupancy-based plans). */
  extraPersonPrices: PeopleCounts;
  sizeSqm: number | null;
  /** Enabled physical rooms of the type: the most identical rooms one booking can take. */
  rooms: number;
  /** Services of the room type (ids of `services`). */
  serviceIds: number[];
  /** What the room has: codes of src/domain/room-photos.ts ROOM_AMENITIES ('widget.amenity.<CODE>'). */
  amenities: string[];
};

export type ServiceView = {
  id: number;
  nameKey: string;
  name: LocalizedText;
  description: LocalizedText;
  category: 'ROOM' | 'HOTEL' | 'EXTERNAL';
  bookability: 'INCLUDED' | 'BOOKABLE';
  paymentType: 'FREE' | 'SINGLE' | 'PER_PERSON';
  frequency: string;
  options: { size: string; amount: number }[];
  /** -1 = no cap. */
  maxCount: number;
};

export type PenaltyView = {
  percentage: number | null;
  firstNight: boolean;
  additionalNights: number;
  chargeNights: number;
  chargeAmount: number;
};

/**
 * BODATA-8 cancellation (chargeNights, percentage): what an early checkout of a NOT_REFUNDABLE
 * rate charges for the nights not stayed, the first chargeNights at percentage % (null = 100).
 */
export type CancellationChargeView = { chargeNights: number; percentage: number | null };

export type CancellationPolicyView = {
  type: 'FREE' | 'NOT_REFUNDABLE' | 'CUSTOM';
  gracePeriod: boolean;
  deadline: { count: number; unit: string } | null;
  reservationPenalty: PenaltyView | null;
  checkinPenalty: PenaltyView | null;
  /** Null: an early checkout charges the check-in penalty's chargeNights and percentage. */
  cancellation: CancellationChargeView | null;
  deposit: boolean;
};

export type NoShowPolicyView = {
  percentage: number | null;
  chargeNights: number;
  stayNights: boolean;
  chargeAmount: number;
};

export type RatePlanView = {
  id: number;
  nameKey: string;
  name: LocalizedText;
  type: 'STANDARD' | 'NOT_REFUNDABLE';
  /** A derived plan's parent and adjustment (PERCENTAGE: percent; AMOUNT: money per night). */
  derivedFrom: { ratePlanId: number; kind: 'PERCENTAGE' | 'AMOUNT'; value: number } | null;
  pricingModel: 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';
  occupantsForBaseRate: number | null;
  includedMealPlans: string[];
  /** Room types it is sold for; null = all. */
  roomTypeIds: number[] | null;
  cancellationPolicy: CancellationPolicyView;
  noShowPolicy: NoShowPolicyView | null;
};

/** Public promotions only: secret ones are never listed. */
export type PublicPromotionView = {
  id: number;
  type: string;
  name: string;
  label: string;
  discount: { type: 'PERCENTAGE' | 'PRICE'; value: number };
  days: number | null;
  minStay: number | null;
  validFrom: string | null;
  validTo: string | null;
  onArrival: boolean;
};

/** One of the hotel's contacts: PHONE, MOBILE, WHATSAPP, FAX, EMAIL, WEBSITE, FACEBOOK, TWITTER, INSTAGRAM, SKYPE, VIBER, TELEGRAM or ADDRESS. */
export type HotelContact = { type: string; value: string };

/** GET booking/hotels/{idOrAlias}. */
export type BookingProfile = {
  hotel: {
    id: number;
    name: string;
    nameAlias: string;
    type: string;
    stars: number | null;
    addressInfo: AddressInfo;
    gallery: GalleryImage[];
    /** The hotel's contacts as the manager lists them (PROPDATA-6 Contact info). */
    contacts: HotelContact[];
    policies: HotelPolicies;
    paymentSettings: PaymentSettings;
    description: LocalizedText;
    timeZone: string;
    /**
     * The span of the time zone's current UTC offset (utcOffsetSpanAt), so a client can tell the
     * hotel's today by arithmetic (todayBySpan). Absent from a profile cached before it was sent.
     */
    utcOffset?: UtcOffsetSpan;
    vatRate: number;
    /** VAT % of extra beds and bookable services (absent from older cached profiles: vatRate). */
    vatRateExtras?: number;
    depositPercentage: number;
    /** When set, the deposit is the first nights (the search's `deposit`), not a percentage. */
    depositNights?: number | null;
    cityTax: { amount: number; nightsLimit: number; bands: string[] };
  };
  currency: string;
  /** Longest stay bookable online, in nights. */
  maxRange: number;
  /** Card circuits a guarantee may use (platform's config/cc ∩ the hotel's cards). */
  cardCircuits: CardCircuit[];
  roomTypes: RoomTypeView[];
  services: ServiceView[];
  ratePlans: RatePlanView[];
  promotions: PublicPromotionView[];
};

export type CalendarDay = {
  date: string;
  /** Lowest nightly price per room for the calendar's party: rate + extra people, before promotions; or null. */
  lowestPrice: number | null;
  /** Some room type and plan can be sold for this night. */
  available: boolean;
  /** Hotel closed, or every room type / rate closed (not merely sold out), or a past day. */
  closed: boolean;
  /** No sellable room type and plan accepts arrivals on this day. */
  closedToArrival: boolean;
  /** No room type and plan accepts departures on this day. */
  closedToDeparture: boolean;
  /** Shortest minimum stay among the plans arriving on this day (null when none can). */
  minLOS: number | null;
};

/** GET booking/hotels/{idOrAlias}/calendar. */
export type BookingCalendar = {
  hotelId: number;
  from: string;
  to: string;
  currency: string;
  /** The party the prices are for (per room) and the identical rooms wanted, as in the search. */
  people: PeopleCounts;
  rooms: number;
  days: CalendarDay[];
};

export type PricedServiceView = {
  id: number;
  bookability: 'INCLUDED' | 'BOOKABLE';
  frequency: string;
  unitAmount: number;
  periods: number;
  count: number;
  total: number;
};

export type PolicySummaryView = {
  type: 'FREE' | 'NOT_REFUNDABLE' | 'CUSTOM';
  gracePeriod: boolean;
  /** Free cancellation right now. */
  freeNow: boolean;
  /** Instant (ISO) after which the check-in penalty applies, and its hotel-local date. */
  deadline: string | null;
  deadlineDate: string | null;
  reservationPenalty: number;
  checkinPenalty: number;
  deposit: boolean;
  noShowPenalty: number;
  /** The plan's early-checkout charge (see CancellationPolicyView.cancellation). */
  cancellation: CancellationChargeView | null;
};

/** One bookable rate plan of a room type for the searched stay (figures per room). */
export type RateOffer = {
  ratePlanId: number;
  nameKey: string;
  name: LocalizedText;
  rateType: 'STANDARD' | 'NOT_REFUNDABLE';
  includedMealPlans: string[];
  /** Room total: initialAmount before promotions, finalAmount after (VAT included, city tax excluded). */
  total: Amount;
  /**
   * Nightly breakdown aligned with the search's `nights`: amount of each night before (initial)
   * and after (final) promotions, extra people included.
   */
  nightly: { initial: number[]; final: number[] };
  promotions: PromotionView[];
  services: PricedServiceView[];
  taxes: { vatRate: number; vatAmount: number; taxableAmount: number; cityTax: number };
  deposit: number;
  /** total.finalAmount + city tax. */
  grandTotal: number;
  /** grandTotal × rooms searched. */
  grandTotalForRooms: number;
  policy: PolicySummaryView;
};

/** The room type as a search result shows it (details, extra beds and services: the profile). */
export type RoomTypeSummary = {
  id: number;
  nameKey: string;
  name: LocalizedText;
  category: string;
  photos: GalleryImage[];
  beds: BedView[];
  maxOccupancy: number;
  sizeSqm: number | null;
};

export type SearchResult = {
  roomType: RoomTypeSummary;
  /** Rooms of the type still free on every night of the stay. */
  roomsLeft: number;
  rates: RateOffer[];
};

/**
 * A room type the searched stay is too short for (CONSIST): it sells nothing else wrong, and
 * the stay of its minimum from the same check-in, to `checkout`, would sell it.
 */
export type LongerStayView = {
  roomType: RoomTypeSummary;
  /** The fewest nights any of its plans sells from this check-in. */
  minStay: number;
  checkout: string;
};

/** GET booking/hotels/{idOrAlias}/search. */
export type BookingSearch = {
  hotelId: number;
  checkin: string;
  checkout: string;
  nights: number;
  /** The dates of the nights (checkout excluded): the order of every rate's `nightly` arrays. */
  nightDates: string[];
  people: PeopleCounts;
  rooms: number;
  currency: string;
  promoCode: string | null;
  /** True when the promo code matched a secret promotion applied to some rate. */
  promoApplied: boolean;
  results: SearchResult[];
  /** When `results` is empty: why (one entry per rule and date). */
  violations: BookingViolation[];
  /** Room types hidden only by their minimum stay, with the dates that would sell them. */
  longerStays: LongerStayView[];
};

/** 201 of POST booking/hotels/{idOrAlias}/reservations (replayed as is for the same Idempotency-Key). */
export type ReservationCreated = {
  code: string;
  /** Private: with the code it reads and cancels the reservation. Shown once, never stored. */
  manageToken: string;
  manageUrl: string;
  status: 'CONFIRMED';
  currency: string;
  total: number;
  cityTax: number;
  grandTotal: number;
  deposit: number;
  /** VAT included in `total`: the nights at the rooms' rate, the extras at theirs (decision 043). */
  vat: number;
};

/** 409 'The price has changed': the recomputed quote. */
export type PriceChangedBody = {
  message: string;
  errors: { field: string; code: string }[];
  quote: {
    currency: string;
    total: number;
    grandTotal: number;
    rooms: { roomTypeId: number; ratePlanId: number; total: number }[];
  };
};

export type ReservationStatusValue = 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT';

/**
 * A reserved room's policy now (BODATA-8 Cancellation policy): the search's summary computed on
 * the room's own nights and total, plus the deadline's hotel-local time and the two penalty
 * amounts under the spec's names (the same figures as reservationPenalty and checkinPenalty).
 */
export type ReservationPolicyView = PolicySummaryView & {
  /** Hotel-local 'HH:mm' of `deadline` (with `deadlineDate`), null without a policy. */
  deadlineTime: string | null;
  reservationPenaltyAmount: number;
  checkinPenaltyAmount: number;
};

/** BODATA-7 totalPriceDetails, from the reservation's stored lines. */
export type TotalPriceDetails = {
  /** The nights before promotions. */
  rooms: number;
  /** Bookable services (INCLUDED ones are part of the rate). */
  services: number;
  /** Extra beds. */
  otherBeds: number;
  /** rooms + services + otherBeds. */
  subTotal: number;
  /** Taken off the nights by promotions. */
  discountPromo: number;
  /**
   * A derived plan's discount against its parent: 0, the nights stored are those of the plan
   * booked (the discount is already in `rooms`; the parent's rates of the day are not kept).
   */
  discountHotel: number;
};

export type ReservationRoomView = {
  id: number;
  roomType: { id: number; nameKey: string; name: LocalizedText };
  ratePlan: { id: number; nameKey: string; name: LocalizedText };
  rateType: 'STANDARD' | 'NOT_REFUNDABLE';
  status: ReservationStatusValue;
  startDate: string;
  endDate: string;
  people: PeopleCounts;
  nightly: { date: string; amount: number }[];
  /**
   * INCLUDED services are part of the rate: listed with unitAmount and total 0. `total` is what
   * the line adds to the room's total for its nights.
   */
  services: {
    id: number;
    /** The service's names, as the hotel's profile has them (empty when the service was deleted). */
    nameKey: string;
    name: LocalizedText;
    bookability: string;
    frequency: string;
    unitAmount: number;
    count: number;
    total: number;
  }[];
  beds: {
    id: string;
    type: string;
    frequency: string;
    unitAmount: number;
    people: PeopleCounts;
    total: number;
  }[];
  promotions: PromotionView[];
  includedMealPlans: string[];
  /** Nights + other beds + bookable services (INCLUDED services add nothing). */
  total: number;
  /** Already charged to the guest for this room. */
  chargedAmount: number;
  cancelAmount: number;
  cancellationPolicy: CancellationPolicyView;
  noShowPolicy: NoShowPolicyView | null;
  /** The policy's figures for this room now: deadline, penalty amounts, free or not. */
  policy: ReservationPolicyView;
};

/** GET booking/reservations/{code}?token. */
export type ReservationView = {
  code: string;
  status: ReservationStatusValue;
  statusText: 'free' | 'penalty' | null;
  hotel: {
    id: number;
    name: string;
    nameAlias: string;
    addressInfo: AddressInfo;
    policies: HotelPolicies;
    timeZone: string;
  };
  checkin: string;
  checkout: string;
  nights: number;
  /** Every guest of every room, all age bands. */
  guestsCount: number;
  source: string;
  guest: {
    email: string;
    name: string;
    surname: string;
    phone: { prefix: string; number: string };
    nationality: string;
    countryIso: string | null;
    consents: { MARKETING: { value: boolean }; PROFILING: { value: boolean } };
  };
  card: {
    circuit: CardCircuit;
    last4: string;
    expiryMonth: number;
    expiryYear: number;
  } | null;
  currency: string;
  initialTotal: number;
  discount: number;
  total: number;
  vat: number;
  cityTax: number;
  deposit: number;
  grandTotal: number;
  cancelAmount: number;
  /** What the guest paid: the folio's payments less its refunds (FOLIO-1, decision 052). */
  chargedAmount: number;
  /**
   * What is still owed: the folio's balance floored at 0 (its lines, city tax included, and a
   * cancelled or no-show room's penalty instead of its stay, less what was paid).
   */
  unpaidBalance: number;
  /** The guest's requests to the hotel, as written when booking. */
  notes: string | null;
  totalPriceDetails: TotalPriceDetails;
  rooms: ReservationRoomView[];
  /** What cancelling now would cost (null when nothing can be cancelled any more). */
  cancellation: { penalty: number; free: boolean } | null;
  createdDate: string;
  cancelledDate: string | null;
};

/** POST booking/reservations/{code}/cancel (with `preview: true` nothing changes). */
export type CancellationResult = {
  code: string;
  preview: boolean;
  status: ReservationStatusValue;
  statusText: 'free' | 'penalty';
  currency: string;
  penalty: number;
  rooms: { id: number; status: ReservationStatusValue; cancelAmount: number }[];
};

/** A reservation action of the staff (BOFLOW), as the last segment of its path. */
export type ReservationActionName = 'cancel' | 'no-show' | 'early-checkout';

/** A service line of a reserved room, named (the guest and the staff read the same line). */
export type StaffReservationServiceView = ReservationRoomView['services'][number];

/** A reserved room as the staff sees it: the guest's view plus the physical room assigned to it. */
export type StaffReservationRoomView = Omit<ReservationRoomView, 'services'> & {
  /** The physical room (rooms table) the stay is in; null while unassigned (an overbooking to solve). */
  assignedRoom: { id: number; name: string } | null;
  services: StaffReservationServiceView[];
};

/**
 * The guarantee card, masked (WIDGETUI-4 card view): never more than brand, Credit or Debit, holder,
 * last 4 digits and expiry. `virtual`: the card of an OTA or GDS channel (virtual-card view).
 */
export type StaffCardView = {
  circuit: CardCircuit;
  /** Credit or Debit when the channel or the desk recorded it; null when unknown. */
  type: 'CREDIT' | 'DEBIT' | null;
  holder: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  virtual: boolean;
};

/**
 * GET secure/hotels/{hotelId}/reservations/{code}: the reservation as the hotel staff sees it:
 * the guest's view plus what the staff needs to act on it.
 */
export type StaffReservationView = Omit<ReservationView, 'rooms' | 'card'> & {
  /** An early checkout before the stay started was recorded as a cancellation ('delete check-in'). */
  deleteCheckin: boolean;
  /** The guest's language (e-mails are sent in it). */
  language: string;
  promoCode: string | null;
  /** The hotel's today, the day the actions are computed for. */
  today: string;
  /** The actions that apply now. */
  allowedActions: ReservationActionName[];
  /** Optimistic-concurrency version: bumped by every change of the reservation. */
  version: number;
  /** Instant (ISO) of the last change. */
  updatedDate: string;
  /** The source's colour in the platform's source list (null when the list lacks the source). */
  sourceColor: string | null;
  /** VAT split of `total` (PROPLIM: taxable = gross / ((100 + rate) / 100)). */
  taxable: number;
  rooms: StaffReservationRoomView[];
  card: StaffCardView | null;
  /** The front desk's stay (decision 047): state, who checked in and out and when, today's desk action. */
  stay?: {
    state: 'EXPECTED' | 'IN_HOUSE' | 'DEPARTED';
    checkedIn: { date: string; by: { name: string; surname: string } | null } | null;
    checkedOut: { date: string; by: { name: string; surname: string } | null } | null;
    action: 'check-in' | 'undo-check-in' | 'check-out' | null;
  };
};

/**
 * POST secure/hotels/{hotelId}/reservations/{code}/{action}: what the action did. `outcome` is
 * CHECKIN_DELETED when an early checkout of a stay not started became a cancellation.
 */
export type ReservationActionResult = {
  code: string;
  action: ReservationActionName;
  outcome: 'CANCELLED' | 'NO_SHOW' | 'EARLY_CHECKOUT' | 'CHECKIN_DELETED';
  /** One sentence for the staff, e.g. 'Check-in deleted: the stay had not started, so the reservation is cancelled'. */
  message: string;
  /** With `preview: true` nothing was written. */
  preview: boolean;
  status: ReservationStatusValue;
  statusText: 'free' | 'penalty' | null;
  deleteCheckin: boolean;
  checkout: string;
  currency: string;
  total: number;
  cityTax: number;
  grandTotal: number;
  /** Penalty or no-show amount owed, all rooms together. */
  cancelAmount: number;
  rooms: {
    id: number;
    status: ReservationStatusValue;
    endDate: string;
    total: number;
    cancelAmount: number;
    penalty: boolean;
  }[];
  /** Nights given back to the inventory, per room. */
  released: { roomId: number; roomTypeId: number; dates: string[] }[];
  /** Whether the guest was e-mailed (cancel and early checkout, when the guest has an address). */
  emailSent: boolean;
  /** Whether the action e-mails the guest: with `preview: true`, whether confirming it would. */
  sendsEmail: boolean;
};

/**
 * GET booking/exchange-rates?base=EUR (PROPDATA-3 Exchange record): the rates of one day,
 * `1 base = rates[code] code`, for showing prices in another currency (display only: bookings
 * are charged in the hotel's currency).
 */
export type ExchangeRates = {
  base: { iso: string; symbol: string };
  /** The day the rates are of ('YYYY-MM-DD'); older than today when the provider was unavailable. */
  date: string;
  rates: Record<string, number>;
  /** Where the rates come from: the provider's host, or 'seed' for the demo data. */
  source: string;
};

/**
 * Booking engine: input and output types of the pure booking rules.
 *
 * Overview (this comment is the engine's README)
 * ----------------------------------------------
 * Modules, all pure (no I/O, no clock: callers pass `now` / `today`), no framework imports:
 * - `types.ts`        these types, the data layer's contract.
 * - `dates.ts`        date-only arithmetic on 'YYYY-MM-DD' strings (UTC epoch days, so no DST or
 *                     time-zone off-by-one), strict parsing of YYYYMMDD and YYYY-MM-DD, the hotel's
 *                     local date and local midnight of a date in a time zone.
 * - `context.ts`      `createStayContext` indexes the rows the data layer loads (daily rates,
 *                     inventory, hotel closings, room types, rate plans, services, promotions).
 * - `rates.ts`        `resolveRate`: a night's amount and restrictions, derived plans resolved.
 * - `people.ts`       age bands, occupancy validation.
 * - `stay.ts`         `validateStay` and its parts: stable violation codes.
 * - `pricing.ts`      `quoteRoom`: nightly rates (derived plans, occupancy-based extra people),
 *                     extra beds, services, promotions, VAT, city tax, deposit; a reservation's
 *                     VAT (`reservationVatSplit`), `unpaidBalance`, `reservationPriceDetails`.
 * - `promotions.ts`   which promotions apply, best per type, fixed order, label truncation.
 * - `cancellation.ts` policy type, grace period, deadline instant, penalty amounts, summary.
 * - `actions.ts`      BOFLOW reservation actions: cancel, no-show, early checkout.
 * - `cents.ts`        exact integer percentage / VAT rounding for the hot paths.
 *
 * Flow for a search: load rows → `createStayContext` → per room type × plan `validateStay`
 * (+ `validateExtras`) → `quoteRoom` (null only when a night has no rate) → `policySummary`.
 * A booking: the same on the server, then `reservationRoomFromQuote`; afterwards the actions.
 *
 * Money: every amount is an integer number of cents (`…Cents` fields), like the D1 schema and
 * `../money.ts`. Arithmetic on cents is exact; every step that divides (percentages, VAT,
 * derived plans) rounds to a whole cent half-up (ties away from zero) with integer arithmetic
 * (`cents.ts`: percentages scaled to 4 decimals, so no float drift; same results as money.ts's
 * `percentOf` / `vatOfGross`, which it falls back to beyond 2^53), per night where a nightly
 * figure is shown, so the nightly breakdown always sums to the total. Convert to decimals
 * (`fromCents`) only at the API edge. Percentages are plain numbers (12.5 means 12.5 %). No
 * amount is ever negative: discounts and derivations floor at 0.
 *
 * Dates: `IsoDate` is a plain 'YYYY-MM-DD' string (date-only, the hotel's local calendar day).
 * A night is named by its date: a stay checkin 2028-02-28 → checkout 2028-03-01 has the nights
 * 2028-02-28 and 2028-02-29. Instants (now, deadlines) are epoch milliseconds (`number`) and are
 * turned into hotel dates with `todayIn(timeZone, now)`.
 *
 * Ids are strings (stringify numeric D1 ids at the edge). Optional lists of ids use `null` for
 * "all" (promotion room types / rate plans, rate plan room types).
 *
 * Documented choices (details next to each rule):
 * - Derived rate plans: nightly amount = parent's nightly amount (itself derived if the parent is
 *   derived; chains are followed, cycles and missing parents give "no rate") adjusted by
 *   `value` % (PERCENTAGE) or `value` cents (AMOUNT), signed, rounded per night, floored at 0.
 *   Restrictions (minLOS, closed, CTA, CTD…) come from the derived plan's own daily-rate row when
 *   present, otherwise from the parent's.
 * - OCCUPANCY_BASED_PRICING: the nightly amount covers `occupantsForBaseRate` guests (the plan's
 *   value, else the room type's `baseOccupancy`), counted oldest band first (adults, boys,
 *   children, kids); each further guest who is not in an extra bed pays the room type's
 *   `extraPersonCents` of their band per night. PER_ROOM: the rate covers everyone in the room.
 * - Extra beds: Σ people in the bed × that band's price, once (LUMP_SUM) or per night
 *   (NIGHTLY, DAILY treated as NIGHTLY as in PROPDATA-5).
 * - Services: FREE → 0; SINGLE → the SINGLE option; PER_PERSON → Σ people × band option. Times the
 *   count (capped at `maxCount` unless -1, per service and room: a service may be requested once
 *   per room, `service.duplicate` otherwise, and repeated lines are priced as one capped line) times the periods: LUMP_SUM 1, DAILY and NIGHTLY the
 *   number of nights (DAILY like NIGHTLY, as for beds), MONTHLY ceil(nights / 30) (30-day month,
 *   as `../plans.ts`), YEARLY ceil(nights / 365). INCLUDED services of the room type are listed
 *   automatically with count 1 at 0: they are part of the rate, so they add nothing to the total
 *   nor to the unpaid balance; BOOKABLE ones are charged, only when requested.
 * - Promotions: see `promotions.ts` (stay-night validity, best per type, compounding in the
 *   order of `PROMOTION_TYPES`, PRICE discounts are cents off each eligible night). They discount
 *   the room's nightly amounts only (not beds, services or city tax).
 * - VAT: the hotel rate (default 10) split out of the gross total: taxable = gross / ((100 +
 *   rate) / 100) rounded half-up to the cent with integer arithmetic, vat = gross − taxable, so
 *   taxable + vat = gross exactly (105 at 20 % → 88 + 17). A reservation's VAT is the sum of its
 *   rooms' splits, at booking and when an early checkout recomputes it (`reservationVatSplit`).
 *   A hotel may tax extras (extra beds, bookable services) at another rate (`vatRateExtras`):
 *   then a room's nights and its extras are split apart, each at its rate, and added up, so
 *   taxable + vat = gross still holds exactly; with one rate the room is split at once, as before
 *   (`roomVatSplit`).
 * - City tax: cityTaxCents × guests in `cityTaxBands` (default every guest; a hotel may list the
 *   paying bands to exempt the others) × nights, nights
 *   capped at `cityTaxLimit` when above 0. Outside the total (not in VAT nor deposit), added to
 *   the grand total.
 * - Deposit: depositPercentage (clamped to 0..100) of the total after discount, or the first
 *   depositNights nights (after discount) when the hotel sets them, asked only when the plan's
 *   cancellation policy has `deposit: true` (`depositAmount` computes it regardless).
 * - Stay: checkout in checkin + 1 … checkin + maxRange nights (default 30); min/max LOS, CTA
 *   from the arrival date's rate, CTD from the checkout date's rate; closings, no rate and
 *   availability on every night except the checkout day; a missing inventory row = sold out.
 * - Deadlines: check-in local midnight in the hotel time zone minus DAYS (local calendar days),
 *   HOURS (elapsed) or months; the reservation penalty applies while now ≤ deadline.
 * - Penalties: see `cancellation.ts` (`penaltyAmount`).
 * - Actions: see `actions.ts` ("today" is the hotel's; a room has ended when endDate ≤ today; an
 *   early checkout of a NOT_REFUNDABLE rate charges the nights of the policy's `cancellation`,
 *   else of its check-in penalty: `earlyCheckoutCharge`).
 */

/** A date-only 'YYYY-MM-DD' string in the hotel's calendar (validate with `parseIsoDate`). */
export type IsoDate = string;

/** An instant in epoch milliseconds (e.g. `Date.now()` taken by the caller, never by the rules). */
export type EpochMs = number;

// ---------------------------------------------------------------------------------------------
// People

/** Age bands, oldest first (the order used wherever guests are counted one by one). */
export const AGE_BANDS = ['adults', 'boys', 'children', 'kids'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Ages of each band (BOLIM-4): adults 18+, boys 13-17, children 3-12, kids 0-2. */
export const AGE_BAND_RANGES: Readonly<Record<AgeBand, { minAge: number; maxAge: number | null }>> = {
  adults: { minAge: 18, maxAge: null },
  boys: { minAge: 13, maxAge: 17 },
  children: { minAge: 3, maxAge: 12 },
  kids: { minAge: 0, maxAge: 2 },
};

/** Minimum adults in a room (BOLIM-4). */
export const MIN_ADULTS = 1;

/** Guests of a room by age band. */
export type People = { adults: number; boys: number; children: number; kids: number };

/** A figure per age band (prices in cents, or limits). */
export type PerBand = People;

// ---------------------------------------------------------------------------------------------
// Frequencies, beds, services

/** How often a charge applies. DAILY is priced like NIGHTLY (see the overview). */
export const CHARGE_FREQUENCIES = ['LUMP_SUM', 'DAILY', 'NIGHTLY', 'MONTHLY', 'YEARLY'] as const;
export type ChargeFrequency = (typeof CHARGE_FREQUENCIES)[number];

/** Bed frequencies (PROPDATA-5): LUMP_SUM or NIGHTLY; DAILY is accepted and treated as NIGHTLY. */
export type BedFrequency = 'LUMP_SUM' | 'NIGHTLY' | 'DAILY';

/** A standard bed of a room type (included in the rate). */
export type RoomBed = { type: string; count: number; maxPerson: number };

/** An extra bed a guest may add to a room type, priced per guest band. */
export type ExtraBed = {
  id: string;
  type: string;
  /** How many of these beds one room can take. */
  maxCount: number;
  /** Guests one bed holds. */
  maxPerson: number;
  /** Price per guest in the bed, per band, in cents (per night when NIGHTLY/DAILY). */
  pricesCents: PerBand;
  frequency: BedFrequency;
};

export const SERVICE_PAYMENT_TYPES = ['FREE', 'SINGLE', 'PER_PERSON'] as const;
export type ServicePaymentType = (typeof SERVICE_PAYMENT_TYPES)[number];

export const SERVICE_SIZES = ['SINGLE', 'PER_ADULT', 'PER_BOY', 'PER_CHILD', 'PER_KID'] as const;
export type ServiceSize = (typeof SERVICE_SIZES)[number];

export type ServiceBookability = 'INCLUDED' | 'BOOKABLE';
export type ServiceCategory = 'ROOM' | 'HOTEL' | 'EXTERNAL';

/** A hotel service (PROPDATA-8 "Hotel service"). */
export type Service = {
  id: string;
  nameKey: string;
  category: ServiceCategory;
  bookability: ServiceBookability;
  paymentType: ServicePaymentType;
  frequency: ChargeFrequency;
  /** One option per size: SINGLE for SINGLE services, PER_* for PER_PERSON services. */
  options: ReadonlyArray<{ size: ServiceSize; amountCents: number }>;
  /** Maximum count per room; -1 means no cap. */
  maxCount: number;
};

/** A service requested for a room. */
export type ServiceRequest = { serviceId: string; count: number };

/** An extra bed requested for a room, with the guests (among the room's people) sleeping in it. */
export type ExtraBedRequest = { bedId: string; people: People };

// ---------------------------------------------------------------------------------------------
// Room types, rate plans, policies

export type RoomType = {
  id: string;
  nameKey: string;
  category: string;
  /** Maximum guests per band. */
  maxPerBand: PerBand;
  /** Maximum guests in total (all bands). */
  maxOccupancy: number;
  /** Guests covered by the nightly rate for OCCUPANCY_BASED_PRICING when the plan sets none. */
  baseOccupancy: number;
  /** Nightly price of each guest beyond the base occupancy, per band, in cents. */
  extraPersonCents: PerBand;
  beds: ReadonlyArray<RoomBed>;
  extraBeds: ReadonlyArray<ExtraBed>;
  /** Services attached to the room type (INCLUDED ones are always charged, BOOKABLE on request). */
  serviceIds: ReadonlyArray<string>;
};

export const RATE_TYPES = ['STANDARD', 'NOT_REFUNDABLE'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export type PricingModel = 'PER_ROOM' | 'OCCUPANCY_BASED_PRICING';

/** A derived plan follows its parent: value is a signed percentage (PERCENTAGE) or cents (AMOUNT). */
export type RatePlanDerivation = { parentId: string; kind: 'PERCENTAGE' | 'AMOUNT'; value: number };

/** Deadline before check-in: DAYS, HOURS, any other unit means MONTHS (SITEDATA-7). */
export type DeadlineUnit = 'DAYS' | 'HOURS' | 'MONTHS';
export type Deadline = { count: number; unit: DeadlineUnit | string };

/**
 * A penalty (SITEDATA-7 "Cancellation policy"). How the fields combine is `penaltyAmount`'s rule:
 * K = max((firstNight ? 1 : 0) + additionalNights, chargeNights) nights (the first K nights) ×
 * (percentage ?? 100) %; with no nights, percentage % of the total; plus chargeAmountCents;
 * never above the total.
 */
export type Penalty = {
  percentage: number | null;
  firstNight: boolean;
  additionalNights: number;
  chargeNights: number;
  chargeAmountCents: number;
};

/**
 * What an early checkout of a NOT_REFUNDABLE rate charges for the nights not stayed (BODATA
 * "cancellation (chargeNights, percentage)", PEN-3 early checkout): the first chargeNights of them,
 * at percentage % (null or 0 mean 100; below 100 discounts them).
 */
export type CancellationCharge = { chargeNights: number; percentage: number | null };

export type CancellationPolicy = {
  id: string;
  /** How long before check-in (local midnight) the reservation penalty applies; null = up to check-in. */
  deadline: Deadline | null;
  /** Penalty when cancelling on or before the deadline (null = free). */
  reservationPenalty: Penalty | null;
  /** Penalty when cancelling after the deadline (null = free). */
  checkinPenalty: Penalty | null;
  /**
   * Nights charged by an early checkout of a NOT_REFUNDABLE rate; null = the check-in penalty's
   * chargeNights and percentage (what policies set before this field existed).
   */
  cancellation: CancellationCharge | null;
  /** A deposit is requested at booking (hotel depositPercentage of the total). */
  deposit: boolean;
};

/** No-show policy (PROPDATA-12): stayNights charges every night, else the first chargeNights. */
export type NoShowPolicy = {
  id: string;
  percentage: number | null;
  chargeNights: number;
  stayNights: boolean;
  chargeAmountCents: number;
};

export type RatePlan = {
  id: string;
  nameKey: string;
  type: RateType;
  /** Null for a plan priced by its own daily rates. */
  parent: RatePlanDerivation | null;
  pricingModel: PricingModel;
  /** OCCUPANCY_BASED_PRICING: guests covered by the nightly amount (null → room type baseOccupancy). */
  occupantsForBaseRate: number | null;
  cancellationPolicy: CancellationPolicy | null;
  noShowPolicy: NoShowPolicy | null;
  includedMealPlans: ReadonlyArray<string>;
  /** Room types the plan is sold for; null = all. */
  roomTypeIds: ReadonlyArray<string> | null;
  /**
   * The plan's default minimum and maximum stay, for an arrival night whose resolved rate names
   * none (null or left out: no limit).
   */
  minStay?: number | null;
  maxStay?: number | null;
};

// ---------------------------------------------------------------------------------------------
// Per-date rows (what the data layer loads for the stay's dates)

/** One row per (roomTypeId, ratePlanId, date). For a derived plan amountCents is ignored. */
export type DailyRate = {
  roomTypeId: string;
  ratePlanId: string;
  date: IsoDate;
  /** Nightly amount in cents; null = no rate that night (not sellable). */
  amountCents: number | null;
  minLOS: number | null;
  maxLOS: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
};

/** One row per (roomTypeId, date). A missing row means no availability. */
export type Inventory = {
  roomTypeId: string;
  date: IsoDate;
  total: number;
  booked: number;
  roomClosed: boolean;
};

// ---------------------------------------------------------------------------------------------
// Promotions

/** Promotion types, in the order promotions are applied (see promotions.ts). */
export const PROMOTION_TYPES = [
  'STANDARD',
  'MINIMUM_STAY',
  'BOOK_TODAY',
  'EARLY_BOOKING',
  'LAST_MINUTE',
  'LAST_SECOND',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** PERCENTAGE: value % off each eligible night; PRICE: value cents off each eligible night. */
export type Discount = { type: 'PERCENTAGE' | 'PRICE'; value: number };

export type Promotion = {
  id: string;
  type: PromotionType;
  /** Name per language code ('en', 'it'…). */
  name: Readonly<Record<string, string>>;
  discount: Discount;
  /**
   * EARLY_BOOKING: minimum days between booking and arrival; LAST_MINUTE: maximum days;
   * LAST_SECOND: maximum hours before arrival (local midnight). Ignored by other types.
   */
  days: number | null;
  /** MINIMUM_STAY: minimum nights. */
  minStay: number | null;
  enabled: boolean;
  /** Inclusive validity (stay nights; booking days for BOOK_TODAY); null = open-ended. */
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  /** Validity checked on the arrival date only (then every night is discounted). */
  onArrival: boolean;
  /** Secret promotions apply only with this code (case-insensitive); null = public. */
  secretCode: string | null;
  ratePlanIds: ReadonlyArray<string> | null;
  roomTypeIds: ReadonlyArray<string> | null;
};

// ---------------------------------------------------------------------------------------------
// Hotel

export const DEFAULT_VAT_RATE = 10;
export const DEFAULT_CURRENCY = 'EUR';

export type HotelPricing = {
  /** VAT % included in prices; null → DEFAULT_VAT_RATE. */
  vatRate: number | null;
  /**
   * VAT % of the extras (extra beds, bookable services) when it differs from the accommodation's;
   * null or absent → vatRate (one rate for everything, as before this field).
   */
  vatRateExtras?: number | null;
  /** Deposit % of the total after discount (clamped to 0..100). */
  depositPercentage: number;
  /** When set, the deposit is the first depositNights nights instead of depositPercentage. */
  depositNights?: number | null;
  /** City tax per guest per night, in cents. */
  cityTaxCents: number;
  /** Maximum nights charged with city tax; 0 = no cap. */
  cityTaxLimit: number;
  /** Bands that pay city tax; null → every band (the others are exempt when a list is given). */
  cityTaxBands: ReadonlyArray<AgeBand> | null;
  currency: string;
  /** IANA time zone of the hotel ('Europe/Rome'). */
  timeZone: string;
};

// ---------------------------------------------------------------------------------------------
// Stay validation

export type ViolationCode =
  | 'stay.checkin.invalid'
  | 'stay.checkout.invalid'
  | 'stay.checkin.past'
  | 'stay.checkout.before.checkin'
  | 'stay.too.long'
  | 'stay.min.los'
  | 'stay.max.los'
  | 'stay.closed.arrival'
  | 'stay.closed.departure'
  | 'stay.closed'
  | 'stay.no.rate'
  | 'stay.sold.out'
  | 'stay.room.type.unknown'
  | 'stay.rate.plan.unknown'
  | 'people.invalid'
  | 'people.adults.min'
  | 'people.too.many'
  | 'people.band.max'
  | 'bed.unknown'
  | 'bed.too.many'
  | 'bed.people.max'
  | 'bed.people.not.in.room'
  | 'bed.band.not.fit'
  | 'service.unknown'
  | 'service.not.bookable'
  | 'service.count.invalid'
  | 'service.duplicate';

/**
 * A broken rule. `date` is the night/day concerned, `limit` the bound, `scope` what is closed,
 * `id` the bed or service concerned, `index` its line in the request's list (services, extra beds).
 */
export type Violation = {
  code: ViolationCode;
  id?: string;
  index?: number;
  date?: IsoDate;
  band?: AgeBand;
  limit?: number;
  scope?: 'room' | 'rate' | 'hotel';
};

// ---------------------------------------------------------------------------------------------
// Quote (output of pricing)

export type NightPrice = {
  date: IsoDate;
  /** Rate plan amount (derived if the plan is derived). */
  rateCents: number;
  /** Extra people (OCCUPANCY_BASED_PRICING). */
  extraPeopleCents: number;
  /** rateCents + extraPeopleCents, before promotions. */
  initialCents: number;
  discountCents: number;
  /** initialCents − discountCents. */
  finalCents: number;
};

export type AppliedPromotion = {
  promotionId: string;
  type: PromotionType;
  /** Full name in the requested language (fallback: first name). */
  name: string;
  /** Name truncated for display (20 characters with an ellipsis). */
  label: string;
  discount: Discount;
  discountCents: number;
};

export type PricedLine = {
  id: string;
  frequency: ChargeFrequency | BedFrequency;
  /** Price of one period (a night, a month… or the lump sum) for a count of 1, people included. */
  unitCents: number;
  periods: number;
  count: number;
  totalCents: number;
};

export type PricedService = Omit<PricedLine, 'frequency'> & {
  frequency: ChargeFrequency;
  bookability: ServiceBookability;
};

export type RoomQuote = {
  roomTypeId: string;
  ratePlanId: string;
  rateType: RateType;
  checkin: IsoDate;
  checkout: IsoDate;
  nights: number;
  people: People;
  nightly: ReadonlyArray<NightPrice>;
  /** Σ nightly initialCents. */
  roomInitialCents: number;
  /** Σ nightly discountCents. */
  roomDiscountCents: number;
  /** Σ nightly finalCents. */
  roomFinalCents: number;
  promotions: ReadonlyArray<AppliedPromotion>;
  extraBeds: ReadonlyArray<PricedLine>;
  extraBedsCents: number;
  /** INCLUDED services (listed at 0: part of the rate) and the BOOKABLE ones requested. */
  services: ReadonlyArray<PricedService>;
  /** BOOKABLE services. */
  bookableServicesCents: number;
  /** Before promotions: roomInitial + beds + bookable services. */
  initialTotalCents: number;
  /** After promotions (VAT included): roomFinal + beds + bookable services. */
  totalCents: number;
  vatRate: number;
  taxableCents: number;
  vatCents: number;
  cityTaxCents: number;
  depositCents: number;
  /** totalCents + cityTaxCents. */
  grandTotalCents: number;
  currency: string;
  cancellationPolicy: CancellationPolicy | null;
  noShowPolicy: NoShowPolicy | null;
  includedMealPlans: ReadonlyArray<string>;
};

// ---------------------------------------------------------------------------------------------
// Reservations (input and output of actions)

export const RESERVATION_STATUSES = ['CONFIRMED', 'CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** 'free' / 'penalty' after a cancel (PEN-1); null otherwise. */
export type StatusText = 'free' | 'penalty' | null;

/**
 * A reserved night: its final amount (after promotions) and, from the quote, its amount before
 * promotions (`initialCents`; absent on nights stored before it was kept, and on the nights an
 * early checkout charges as a penalty).
 */
export type ReservationNight = { date: IsoDate; amountCents: number; initialCents?: number };

export type ReservationBed = {
  bedId: string;
  type: string;
  frequency: BedFrequency;
  /** Price of one period (a night, or the lump sum), guests included. */
  unitCents: number;
  people: People;
  status: ReservationStatus;
};

export type ReservationService = {
  serviceId: string;
  bookability: ServiceBookability;
  frequency: ChargeFrequency;
  /** Price of one period for one count, people included; 0 for INCLUDED services (part of the rate). */
  unitCents: number;
  count: number;
  status: ReservationStatus;
};

export type ReservationRoom = {
  id: string;
  roomTypeId: string;
  ratePlanId: string;
  rateType: RateType;
  status: ReservationStatus;
  startDate: IsoDate;
  endDate: IsoDate;
  people: People;
  /** Final nightly amounts (after promotions) of the room rate. */
  dailyRates: ReadonlyArray<ReservationNight>;
  beds: ReadonlyArray<ReservationBed>;
  services: ReadonlyArray<ReservationService>;
  cancellationPolicy: CancellationPolicy | null;
  noShowPolicy: NoShowPolicy | null;
  /** Room total: nightly rates + other beds + bookable services (see `roomTotalCents`). */
  totalCents: number;
  /** Already charged to the guest for this room. */
  chargedCents: number;
  /** Penalty owed when CANCELLED / NO_SHOW / EARLY_CHECKOUT with penalty. */
  cancelAmountCents: number;
  /** Early checkout of a NOT_REFUNDABLE room that fell back to the penalty. */
  penalty: boolean;
};

export type Reservation = {
  id: string;
  /** Hotel time zone: deadlines and "today" are the hotel's. */
  timeZone: string;
  checkin: IsoDate;
  checkout: IsoDate;
  status: ReservationStatus;
  rooms: ReadonlyArray<ReservationRoom>;
  totalCents: number;
  cancelAmountCents: number;
  cityTaxCents: number;
  depositCents: number;
  /** Set by the actions when the guest must be notified. */
  sendEmail: boolean;
  statusText: StatusText;
  /** True when an early checkout of a stay not yet started was turned into a cancellation. */
  deleteCheckin: boolean;
  /** Instant of the cancellation (epoch ms), null if not cancelled. */
  cancelledAt: EpochMs | null;
};

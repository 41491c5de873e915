/**
 * Price of a stay per room (ENGINE "Rules", PRICING price rules, PROPDATA-8 beds, services and
 * unpaid balance, SITEDATA-6 Amount). Everything in integer cents; see the overview in types.ts for
 * the documented choices.
 */
import { bedFitsBand } from './bed-bands.ts';
import { percentOfCents, taxableInGross } from './cents.ts';
import type { StayContext } from './context.ts';
import { todayIn } from './dates.ts';
import { addPeople, countBands, NO_PEOPLE, subtractPeople, totalGuests } from './people.ts';
import { applyPromotionsTo } from './promotions.ts';
import { isResolvedStayOf, type ResolvedStay, resolveStay } from './rates.ts';
import {
  AGE_BANDS,
  type AgeBand,
  type BedFrequency,
  type ChargeFrequency,
  DEFAULT_VAT_RATE,
  type EpochMs,
  type ExtraBed,
  type ExtraBedRequest,
  type HotelPricing,
  type IsoDate,
  type NightPrice,
  type People,
  type PricedLine,
  type PricedService,
  type RatePlan,
  type ReservationBed,
  type ReservationRoom,
  type ReservationService,
  type RoomQuote,
  type RoomType,
  type Service,
  type ServiceRequest,
  type ServiceSize,
  type Violation,
} from './types.ts';

/** Days in a month and a year for MONTHLY / YEARLY services (30 as in ../plans.ts). */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

/**
 * Bands that pay city tax when the hotel sets none: every guest (PRICING-3 "rate times guests
 * times nights"). A hotel whose municipality exempts some ages lists the bands that pay in its
 * `cityTaxBands` setting (e.g. ['adults', 'boys'] to exempt children and kids).
 */
export const DEFAULT_CITY_TAX_BANDS: ReadonlyArray<AgeBand> = AGE_BANDS;

const SIZE_OF_BAND: Readonly<Record<AgeBand, ServiceSize>> = {
  adults: 'PER_ADULT',
  boys: 'PER_BOY',
  children: 'PER_CHILD',
  kids: 'PER_KID',
};

/**
 * Periods a charge applies for a stay: LUMP_SUM 1, DAILY and NIGHTLY the nights, MONTHLY and
 * YEARLY the started months/years: chargePeriods('MONTHLY', 31) = 2, chargePeriods('YEARLY', 30) = 1.
 */
export function chargePeriods(frequency: ChargeFrequency | BedFrequency, nights: number): number {
  const n = Math.max(0, nights);
  switch (frequency) {
    case 'LUMP_SUM':
      return 1;
    case 'DAILY':
    case 'NIGHTLY':
      return n;
    case 'MONTHLY':
      return Math.ceil(n / DAYS_PER_MONTH);
    case 'YEARLY':
      return Math.ceil(n / DAYS_PER_YEAR);
  }
}

/** Service count after the cap: maxCount -1 means no cap; negatives become 0. */
export function cappedCount(count: number, maxCount: number): number {
  const wanted = Math.max(0, Math.floor(count));
  return maxCount === -1 ? wanted : Math.min(wanted, Math.max(0, maxCount));
}

/** Price of one period of a service for one count: FREE 0, SINGLE the single option, PER_PERSON Σ guests × band option. */
export function serviceUnitCents(service: Pick<Service, 'paymentType' | 'options'>, people: People): number {
  const option = (size: ServiceSize) => service.options.find((o) => o.size === size)?.amountCents ?? 0;
  switch (service.paymentType) {
    case 'FREE':
      return 0;
    case 'SINGLE':
      return Math.max(0, option('SINGLE'));
    case 'PER_PERSON': {
      let cents = 0;
      for (const band of AGE_BANDS) cents += people[band] * Math.max(0, option(SIZE_OF_BAND[band]));
      return cents;
    }
  }
}

/**
 * A priced service line for a stay (count capped by maxCount). An INCLUDED service is part of the
 * rate: it is listed (bookability INCLUDED) at 0, so it adds nothing to the room total, the price
 * the guest pays or the unpaid balance.
 */
export function priceService(service: Service, people: People, count: number, nights: number): PricedService {
  const unitCents = service.bookability === 'INCLUDED' ? 0 : serviceUnitCents(service, people);
  const periods = chargePeriods(service.frequency, nights);
  const capped = cappedCount(count, service.maxCount);
  return {
    id: service.id,
    bookability: service.bookability,
    frequency: service.frequency,
    unitCents,
    periods,
    count: capped,
    totalCents: unitCents * periods * capped,
  };
}

/** Price of one period of an extra bed: Σ guests in it × their band's price. */
export function bedUnitCents(bed: Pick<ExtraBed, 'pricesCents'>, people: People): number {
  let cents = 0;
  for (const band of AGE_BANDS) cents += people[band] * Math.max(0, bed.pricesCents[band]);
  return cents;
}

/** A priced extra-bed line: once for LUMP_SUM, per night otherwise (DAILY as NIGHTLY). */
export function priceExtraBed(bed: ExtraBed, people: People, nights: number): PricedLine {
  const unitCents = bedUnitCents(bed, people);
  const periods = chargePeriods(bed.frequency, nights);
  return {
    id: bed.id,
    frequency: bed.frequency,
    unitCents,
    periods,
    count: 1,
    totalCents: unitCents * periods,
  };
}

/**
 * Guests beyond the base occupancy, taken youngest-last: the base covers adults first, then boys,
 * children and kids. extraPeople({ adults: 3, boys: 1, children: 0, kids: 0 }, 2) = { adults: 1, boys: 1, … }.
 */
export function extraPeople(people: People, baseOccupancy: number): People {
  let covered = Math.max(0, baseOccupancy);
  const extra: People = { ...NO_PEOPLE };
  for (const band of AGE_BANDS) {
    const inBase = Math.min(covered, people[band]);
    covered -= inBase;
    extra[band] = people[band] - inBase;
  }
  return extra;
}

/** Nightly price of the extra guests of a room under OCCUPANCY_BASED_PRICING (0 for PER_ROOM). */
export function extraPeopleNightlyCents(
  roomType: Pick<RoomType, 'baseOccupancy' | 'extraPersonCents'>,
  plan: Pick<RatePlan, 'pricingModel' | 'occupantsForBaseRate'>,
  roomPeople: People,
): number {
  if (plan.pricingModel !== 'OCCUPANCY_BASED_PRICING') return 0;
  const extra = extraPeople(roomPeople, plan.occupantsForBaseRate ?? roomType.baseOccupancy);
  let cents = 0;
  for (const band of AGE_BANDS) cents += extra[band] * Math.max(0, roomType.extraPersonCents[band]);
  return cents;
}

/** The hotel VAT rate, DEFAULT_VAT_RATE (10) when unset. */
export function vatRateOf(hotel: Pick<HotelPricing, 'vatRate'>): number {
  return hotel.vatRate ?? DEFAULT_VAT_RATE;
}

/**
 * VAT split of a gross amount (PROPLIM, BOLIM): taxable = gross / ((100 + rate) / 100)
 * rounded half-up to the cent in integer arithmetic, vat = gross − taxable, so taxable + vat = gross
 * exactly: vatSplit(11000, 10) = { taxableCents: 10000, vatCents: 1000 }; vatSplit(105, 20) =
 * { taxableCents: 88, vatCents: 17 } (87.5 rounds up).
 */
export function vatSplit(grossCents: number, vatRate: number): { taxableCents: number; vatCents: number } {
  const taxableCents = taxableInGross(grossCents, vatRate);
  return { taxableCents, vatCents: grossCents - taxableCents + 0 };
}

/** The VAT rates of a hotel: its nights, and its extras (extra beds, bookable services). */
export type VatRates = { accommodation: number; extras: number };

/** The hotel's rates: the extras' rate is the accommodation's when unset. */
export function vatRatesOf(hotel: Pick<HotelPricing, 'vatRate' | 'vatRateExtras'>): VatRates {
  const accommodation = vatRateOf(hotel);
  return { accommodation, extras: hotel.vatRateExtras ?? accommodation };
}

/** A room's gross amount in the two parts VAT tells apart: its nights, and its extras. */
export type VatParts = { accommodationCents: number; extrasCents: number };

/**
 * VAT split of one room: with one rate, the room's whole total at once (what every hotel had
 * before two rates); with two, the nights at the accommodation rate plus the extras at theirs,
 * so taxable + vat = gross still holds exactly:
 * roomVatSplit({ accommodationCents: 11000, extrasCents: 2440 }, { accommodation: 10, extras: 22 })
 * = { taxableCents: 12000, vatCents: 1440 } (10000 + 1000 and 2000 + 440).
 */
export function roomVatSplit(parts: VatParts, rates: VatRates): { taxableCents: number; vatCents: number } {
  if (rates.accommodation === rates.extras) {
    return vatSplit(parts.accommodationCents + parts.extrasCents, rates.accommodation);
  }
  const nights = vatSplit(parts.accommodationCents, rates.accommodation);
  const extras = vatSplit(parts.extrasCents, rates.extras);
  return {
    taxableCents: nights.taxableCents + extras.taxableCents,
    vatCents: nights.vatCents + extras.vatCents,
  };
}

/**
 * The VAT of a reservation (one rule for booking and for every later recomputation): the sum of
 * its rooms' splits, each room split from its own total, so the reservation's figures are the sum
 * of the per-room figures the guest was quoted: reservationVatSplit([105, 105], 20) =
 * { taxableCents: 176, vatCents: 34 } (88 + 88 and 17 + 17; splitting 210 at once would give 175 + 35).
 * With two rates, each room comes as its parts (`roomVatSplit`).
 */
export function reservationVatSplit(
  rooms: ReadonlyArray<number | VatParts>,
  vatRate: number | VatRates,
): { taxableCents: number; vatCents: number } {
  const rates = typeof vatRate === 'number' ? { accommodation: vatRate, extras: vatRate } : vatRate;
  let taxableCents = 0;
  let vatCents = 0;
  for (const room of rooms) {
    const parts = typeof room === 'number' ? { accommodationCents: room, extrasCents: 0 } : room;
    const split = roomVatSplit(parts, rates);
    taxableCents += split.taxableCents;
    vatCents += split.vatCents;
  }
  return { taxableCents, vatCents };
}

/** A reserved room's parts for VAT: its nights, and the rest of its total (beds, bookable services). */
export function reservationRoomVatParts(room: Pick<ReservationRoom, 'dailyRates' | 'totalCents'>): VatParts {
  let accommodationCents = 0;
  for (const night of room.dailyRates) accommodationCents += night.amountCents;
  accommodationCents = Math.min(accommodationCents, room.totalCents);
  return { accommodationCents, extrasCents: room.totalCents - accommodationCents };
}

/**
 * City tax: rate × paying guests × nights, nights capped at cityTaxLimit when above 0; every guest
 * pays unless the hotel's `cityTaxBands` exempts some bands:
 * cityTax({ cityTaxCents: 200, cityTaxLimit: 3, … }, 2 adults, 5 nights) = 1200;
 * cityTax({ cityTaxCents: 450, cityTaxLimit: 0, cityTaxBands: null }, 2 adults + 1 child, 4 nights) = 5400.
 */
export function cityTax(
  hotel: Pick<HotelPricing, 'cityTaxCents' | 'cityTaxLimit' | 'cityTaxBands'>,
  people: People,
  nights: number,
): number {
  const paying = hotel.cityTaxBands ?? DEFAULT_CITY_TAX_BANDS;
  // Each band once, whatever the setting lists.
  const guests = countBands(
    people,
    AGE_BANDS.filter((band) => paying.includes(band)),
  );
  const taxedNights = hotel.cityTaxLimit > 0 ? Math.min(nights, hotel.cityTaxLimit) : nights;
  return Math.max(0, hotel.cityTaxCents) * guests * Math.max(0, taxedNights);
}

/** Deposit: percentage (clamped to 0..100) of the total after discount, whole cents: depositAmount(10000, 150) = 10000. */
export function depositAmount(totalCents: number, percentage: number): number {
  return percentOfCents(totalCents, Math.min(100, Math.max(0, percentage)));
}

/**
 * The hotel's deposit for a stay: the first depositNights nights (their final amounts, never more
 * than the total) when it sets them, else depositPercentage of the total:
 * hotelDeposit({ depositNights: 1, … }, [9000, 11000], 20000) = 9000.
 */
export function hotelDeposit(
  hotel: Pick<HotelPricing, 'depositPercentage' | 'depositNights'>,
  nightlyCents: ReadonlyArray<number>,
  totalCents: number,
): number {
  const nights = hotel.depositNights ?? 0;
  if (nights <= 0) return depositAmount(totalCents, hotel.depositPercentage);
  let cents = 0;
  for (let i = 0; i < Math.min(nights, nightlyCents.length); i++) cents += nightlyCents[i] ?? 0;
  return Math.min(totalCents, Math.max(0, cents));
}

export type QuoteRequest = {
  roomTypeId: string;
  ratePlanId: string;
  checkin: IsoDate;
  checkout: IsoDate;
  /** Every guest of the room, those in extra beds included. */
  people: People;
  extraBeds?: ReadonlyArray<ExtraBedRequest>;
  /** BOOKABLE services wanted (INCLUDED ones of the room type are added automatically). */
  services?: ReadonlyArray<ServiceRequest>;
  promoCode?: string | null;
  language?: string;
};

/** Services of the room type that are INCLUDED in the rate (always listed, never charged). */
function includedServices(ctx: StayContext, roomType: RoomType): Service[] {
  const services: Service[] = [];
  for (const id of roomType.serviceIds) {
    const service = ctx.services.get(id);
    if (service && service.bookability === 'INCLUDED' && service.category === 'ROOM') services.push(service);
  }
  return services;
}

/** Whether a service may be booked with a room of this type: BOOKABLE and offered for it (room services) or hotel-wide. */
function isBookableFor(service: Service, roomType: RoomType): boolean {
  if (service.bookability !== 'BOOKABLE') return false;
  return service.category !== 'ROOM' || roomType.serviceIds.includes(service.id);
}

/**
 * Checks a request's extra beds and services against the room type: known bed, at most its
 * maxCount, at most maxPerson guests each, bed guests among the room's; known bookable service,
 * once per room (`service.duplicate` on the repeated line: repeating a service would take its
 * count past maxCount), non-negative integer count (a count above maxCount is capped, not
 * refused). A bed may be listed again: each line is one more bed with its own guests, within its
 * maxCount and the room's guests, so a repeated bed never charges a guest twice.
 */
export function validateExtras(
  ctx: StayContext,
  roomType: RoomType,
  request: Pick<QuoteRequest, 'people' | 'extraBeds' | 'services'>,
): Violation[] {
  const violations: Violation[] = [];
  const perBed = new Map<string, number>();
  let inBeds: People = NO_PEOPLE;
  for (const wanted of request.extraBeds ?? []) {
    const bed = roomType.extraBeds.find((b) => b.id === wanted.bedId);
    if (!bed) {
      violations.push({ code: 'bed.unknown', id: wanted.bedId });
      continue;
    }
    const count = (perBed.get(bed.id) ?? 0) + 1;
    perBed.set(bed.id, count);
    if (count === bed.maxCount + 1)
      violations.push({ code: 'bed.too.many', id: bed.id, limit: bed.maxCount });
    if (totalGuests(wanted.people) > bed.maxPerson) {
      violations.push({ code: 'bed.people.max', id: bed.id, limit: bed.maxPerson });
    }
    if (AGE_BANDS.some((band) => wanted.people[band] > 0 && !bedFitsBand(bed.type, band))) {
      violations.push({ code: 'bed.band.not.fit', id: bed.id });
    }
    inBeds = addPeople(inBeds, wanted.people);
  }
  if (AGE_BANDS.some((band) => inBeds[band] > request.people[band])) {
    violations.push({ code: 'bed.people.not.in.room' });
  }
  const seen = new Set<string>();
  for (const [index, wanted] of (request.services ?? []).entries()) {
    if (seen.has(wanted.serviceId)) {
      violations.push({ code: 'service.duplicate', id: wanted.serviceId, index });
      continue;
    }
    seen.add(wanted.serviceId);
    const service = ctx.services.get(wanted.serviceId);
    if (!service) violations.push({ code: 'service.unknown', id: wanted.serviceId });
    else if (!isBookableFor(service, roomType))
      violations.push({ code: 'service.not.bookable', id: service.id });
    if (!Number.isSafeInteger(wanted.count) || wanted.count < 0) {
      violations.push({ code: 'service.count.invalid', id: wanted.serviceId });
    }
  }
  return violations;
}

/**
 * Prices one room for a stay. `now` gives the booking date (hotel's today) for promotions.
 * Returns null when the room type or plan is unknown or a night has no rate: validate the stay
 * (`validateStay`, `validateExtras`) first for reasons. Unknown beds and services are skipped.
 * `resolved`, the nights `checkStay` resolved for the same room type, plan and dates, saves
 * resolving them again (any other resolved stay is ignored).
 */
export function quoteRoom(
  ctx: StayContext,
  request: QuoteRequest,
  now: EpochMs,
  resolved?: ResolvedStay | null,
): RoomQuote | null {
  const roomType = ctx.roomTypes.get(request.roomTypeId);
  const plan = ctx.ratePlans.get(request.ratePlanId);
  if (!roomType || !plan) return null;
  const stay =
    resolved && isResolvedStayOf(resolved, roomType.id, plan.id, request.checkin, request.checkout)
      ? resolved
      : resolveStay(ctx, roomType.id, plan.id, request.checkin, request.checkout);
  const dates = stay.dates;
  const nights = dates.length;

  // Extra beds and the guests sleeping in them (who then are not "extra people" of the room).
  const extraBeds: PricedLine[] = [];
  let inBeds: People = NO_PEOPLE;
  for (const wanted of request.extraBeds ?? []) {
    const bed = roomType.extraBeds.find((b) => b.id === wanted.bedId);
    if (!bed) continue;
    extraBeds.push(priceExtraBed(bed, wanted.people, nights));
    inBeds = addPeople(inBeds, wanted.people);
  }
  const extraPerNight = extraPeopleNightlyCents(roomType, plan, subtractPeople(request.people, inBeds));

  // Plain loops from here on: a search prices every room type and plan of a hotel.
  const rates: number[] = new Array(nights);
  const initialCents: number[] = new Array(nights);
  for (let i = 0; i < nights; i++) {
    const amount = stay.rates[i]?.amountCents ?? null;
    if (amount === null) return null;
    rates[i] = amount;
    initialCents[i] = amount + extraPerNight;
  }

  const promo = applyPromotionsTo(ctx.promotions, dates, initialCents, {
    roomTypeId: roomType.id,
    ratePlanId: plan.id,
    checkin: request.checkin,
    checkout: request.checkout,
    bookingDate: todayIn(ctx.hotel.timeZone, now),
    now,
    timeZone: ctx.hotel.timeZone,
    promoCode: request.promoCode ?? null,
    language: request.language ?? 'en',
  });
  const nightly: NightPrice[] = new Array(nights);
  let roomInitialCents = 0;
  let roomDiscountCents = 0;
  for (let i = 0; i < nights; i++) {
    const amountCents = initialCents[i] as number;
    const discountCents = promo.discountsCents[i] ?? 0;
    roomInitialCents += amountCents;
    roomDiscountCents += discountCents;
    nightly[i] = {
      date: dates[i] as IsoDate,
      rateCents: rates[i] as number,
      extraPeopleCents: extraPerNight,
      initialCents: amountCents,
      discountCents,
      finalCents: amountCents - discountCents,
    };
  }
  const roomFinalCents = roomInitialCents - roomDiscountCents;

  const services: PricedService[] = includedServices(ctx, roomType).map((s) =>
    priceService(s, request.people, 1, nights),
  );
  // One line per service: repeated lines add up before the maxCount cap (validateExtras refuses them).
  const wantedCounts = new Map<string, number>();
  for (const wanted of request.services ?? []) {
    wantedCounts.set(wanted.serviceId, (wantedCounts.get(wanted.serviceId) ?? 0) + Math.max(0, wanted.count));
  }
  for (const [serviceId, count] of wantedCounts) {
    const service = ctx.services.get(serviceId);
    if (service && isBookableFor(service, roomType)) {
      services.push(priceService(service, request.people, count, nights));
    }
  }

  let extraBedsCents = 0;
  for (const bed of extraBeds) extraBedsCents += bed.totalCents;
  // INCLUDED services are part of the rate (priced at 0): only BOOKABLE ones add to the total.
  let bookableServicesCents = 0;
  for (const service of services) {
    if (service.bookability === 'BOOKABLE') bookableServicesCents += service.totalCents;
  }
  const extrasCents = extraBedsCents + bookableServicesCents;
  const totalCents = roomFinalCents + extrasCents;
  const vatRates = vatRatesOf(ctx.hotel);
  const vatRate = vatRates.accommodation;
  const { taxableCents, vatCents } = roomVatSplit(
    { accommodationCents: roomFinalCents, extrasCents },
    vatRates,
  );
  const cityTaxCents = cityTax(ctx.hotel, request.people, nights);
  const policy = plan.cancellationPolicy;
  return {
    roomTypeId: roomType.id,
    ratePlanId: plan.id,
    rateType: plan.type,
    checkin: request.checkin,
    checkout: request.checkout,
    nights,
    people: request.people,
    nightly,
    roomInitialCents,
    roomDiscountCents,
    roomFinalCents,
    promotions: promo.applied,
    extraBeds,
    extraBedsCents,
    services,
    bookableServicesCents,
    initialTotalCents: roomInitialCents + extrasCents,
    totalCents,
    vatRate,
    taxableCents,
    vatCents,
    cityTaxCents,
    // A deposit is asked only when the plan's cancellation policy says so.
    depositCents: policy?.deposit
      ? hotelDeposit(
          ctx.hotel,
          nightly.map((night) => night.finalCents),
          totalCents,
        )
      : 0,
    grandTotalCents: totalCents + cityTaxCents,
    currency: ctx.hotel.currency,
    cancellationPolicy: policy,
    noShowPolicy: plan.noShowPolicy,
    includedMealPlans: plan.includedMealPlans,
  };
}

// ---------------------------------------------------------------------------------------------
// Reservation rooms: totals and unpaid balance

/** Total of a reserved extra bed for a number of nights. */
export function reservationBedCents(
  bed: Pick<ReservationBed, 'frequency' | 'unitCents'>,
  nights: number,
): number {
  return bed.unitCents * chargePeriods(bed.frequency, nights);
}

/**
 * Total of a reserved service for a number of nights; 0 for an INCLUDED service, part of the rate
 * (also when an older snapshot stored its list price).
 */
export function reservationServiceCents(
  service: Pick<ReservationService, 'frequency' | 'unitCents' | 'count'> &
    Partial<Pick<ReservationService, 'bookability'>>,
  nights: number,
): number {
  if (service.bookability === 'INCLUDED') return 0;
  return service.unitCents * service.count * chargePeriods(service.frequency, nights);
}

/** A reserved room's total: Σ nightly rates + other beds + bookable services, recomputed from its lines. */
export function roomTotalCents(room: Pick<ReservationRoom, 'dailyRates' | 'beds' | 'services'>): number {
  const nights = room.dailyRates.length;
  let cents = 0;
  for (const night of room.dailyRates) cents += night.amountCents;
  for (const bed of room.beds) cents += reservationBedCents(bed, nights);
  for (const service of room.services) cents += reservationServiceCents(service, nights);
  return cents;
}

/**
 * What the guest still owes (PROPLIM: total rate minus charged amount, floored at 0, counting
 * rooms, other beds and bookable services): Σ over rooms (CONFIRMED and EARLY_CHECKOUT: their
 * total, i.e. rates, other beds and bookable services, INCLUDED services being part of the rate;
 * CANCELLED and NO_SHOW: their penalty) minus Σ charged, floored at 0.
 */
export function unpaidBalance(
  rooms: ReadonlyArray<Pick<ReservationRoom, 'status' | 'totalCents' | 'cancelAmountCents' | 'chargedCents'>>,
): number {
  let owed = 0;
  let charged = 0;
  for (const room of rooms) {
    owed +=
      room.status === 'CANCELLED' || room.status === 'NO_SHOW' ? room.cancelAmountCents : room.totalCents;
    charged += room.chargedCents;
  }
  return Math.max(0, owed - charged);
}

/**
 * BODATA-7 totalPriceDetails of a reservation, from its rooms' stored lines (cents):
 * rooms = the nights before promotions, services = bookable services (INCLUDED ones are part of
 * the rate), otherBeds = extra beds, subTotal = their sum, discountPromo = what promotions took off
 * the nights, so subTotal − discountPromo is the rooms' total. discountHotel, the discount of a
 * derived plan (e.g. non-refundable −10 %) against its parent, is 0: a reservation keeps the
 * nightly amounts of the plan booked, which already include it, not its parent's amounts (the
 * parent's rates of that day are not stored and may have changed since). A room checked out early
 * counts the nights it kept (its penalty nights at their charged amount).
 */
export type PriceDetails = {
  roomsCents: number;
  servicesCents: number;
  otherBedsCents: number;
  subTotalCents: number;
  discountPromoCents: number;
  discountHotelCents: number;
};

export function reservationPriceDetails(
  rooms: ReadonlyArray<Pick<ReservationRoom, 'dailyRates' | 'beds' | 'services'>>,
): PriceDetails {
  let roomsCents = 0;
  let discountPromoCents = 0;
  let servicesCents = 0;
  let otherBedsCents = 0;
  for (const room of rooms) {
    const nights = room.dailyRates.length;
    for (const night of room.dailyRates) {
      // Nights stored without their amount before promotions count as undiscounted.
      const initial = Math.max(night.amountCents, night.initialCents ?? night.amountCents);
      roomsCents += initial;
      discountPromoCents += initial - night.amountCents;
    }
    for (const bed of room.beds) otherBedsCents += reservationBedCents(bed, nights);
    for (const service of room.services) servicesCents += reservationServiceCents(service, nights);
  }
  return {
    roomsCents,
    servicesCents,
    otherBedsCents,
    subTotalCents: roomsCents + servicesCents + otherBedsCents,
    discountPromoCents,
    discountHotelCents: 0,
  };
}

/** Turns a quote into a reserved room (status CONFIRMED), the shape the actions work on. */
export function reservationRoomFromQuote(
  quote: RoomQuote,
  options: { id: string; extraBeds?: ReadonlyArray<ExtraBedRequest>; chargedCents?: number },
  roomType: Pick<RoomType, 'extraBeds'>,
): ReservationRoom {
  const beds: ReservationBed[] = [];
  for (const wanted of options.extraBeds ?? []) {
    const bed = roomType.extraBeds.find((b) => b.id === wanted.bedId);
    if (!bed) continue;
    beds.push({
      bedId: bed.id,
      type: bed.type,
      frequency: bed.frequency,
      unitCents: bedUnitCents(bed, wanted.people),
      people: wanted.people,
      status: 'CONFIRMED',
    });
  }
  const services: ReservationService[] = quote.services.map((s) => ({
    serviceId: s.id,
    bookability: s.bookability,
    frequency: s.frequency,
    unitCents: s.unitCents,
    count: s.count,
    status: 'CONFIRMED',
  }));
  return {
    id: options.id,
    roomTypeId: quote.roomTypeId,
    ratePlanId: quote.ratePlanId,
    rateType: quote.rateType,
    status: 'CONFIRMED',
    startDate: quote.checkin,
    endDate: quote.checkout,
    people: quote.people,
    dailyRates: quote.nightly.map((n) => ({
      date: n.date,
      amountCents: n.finalCents,
      initialCents: n.initialCents,
    })),
    beds,
    services,
    cancellationPolicy: quote.cancellationPolicy,
    noShowPolicy: quote.noShowPolicy,
    totalCents: quote.totalCents,
    chargedCents: options.chargedCents ?? 0,
    cancelAmountCents: 0,
    penalty: false,
  };
}

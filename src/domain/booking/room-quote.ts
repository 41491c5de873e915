/**
 * Quote of one room for a stay (ENGINE "Rules", SITEDATA-6 Amount): checks the extras a request
 * asks for, then prices its nights, extra people, promotions, extras, VAT, city tax and deposit
 * into one RoomQuote. Everything in integer cents; see the overview in types.ts for the
 * documented choices.
 */
import { bedFitsBand } from './bed-bands.ts';
import type { StayContext } from './context.ts';
import { todayIn } from './dates.ts';
import { hotelDeposit } from './deposit.ts';
import { extraPeopleNightlyCents } from './extra-people.ts';
import { priceExtraBed, priceService } from './extras.ts';
import { addPeople, NO_PEOPLE, subtractPeople, totalGuests } from './people.ts';
import { applyPromotionsTo } from './promotions.ts';
import { isResolvedStayOf, type ResolvedStay, resolveStay } from './rates.ts';
import { cityTax, roomVatSplit, vatRatesOf } from './taxes.ts';
import {
  AGE_BANDS,
  type EpochMs,
  type ExtraBedRequest,
  type IsoDate,
  type NightPrice,
  type People,
  type PricedLine,
  type PricedService,
  type RoomQuote,
  type RoomType,
  type Service,
  type ServiceRequest,
  type Violation,
} from './types.ts';

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

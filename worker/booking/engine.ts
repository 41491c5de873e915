/**
 * The worker side of the booking engine: runs the pure rules of src/domain/booking over what
 * worker/data/booking.ts loaded (one hotel, one date span) and shapes the answers of the public
 * routes: availability calendar, search, best availability and the quote of a reservation.
 * No SQL here and no pricing rule of its own: prices, restrictions and policies are the domain's.
 */
import type {
  BestRate,
  BookingViolation,
  CalendarDay,
  LongerStayView,
  RateOffer,
  SearchResult,
} from '../../src/contracts/booking-types.ts';
import { createStayContext, type StayContext } from '../../src/domain/booking/context.ts';
import { addDays, eachNight, nightsBetween } from '../../src/domain/booking/dates.ts';
import { validateOccupancy } from '../../src/domain/booking/people.ts';
import {
  cityTax,
  extraPeopleNightlyCents,
  quoteRoom,
  validateExtras,
} from '../../src/domain/booking/pricing.ts';
import { resolveRates } from '../../src/domain/booking/rates.ts';
import { checkStay } from '../../src/domain/booking/stay.ts';
import type {
  EpochMs,
  ExtraBedRequest,
  IsoDate,
  People,
  RoomQuote,
  ServiceRequest,
  Violation,
} from '../../src/domain/booking/types.ts';
import { discountRate, money } from '../../src/domain/money.ts';
import type { HotelBooking } from '../data/booking.ts';
import type { RatePlanInfo, RoomTypeInfo } from '../data/booking-catalogue.ts';
import { appliedPromotionView, policySummaryView, roomTypeSummary } from './views.ts';

export function contextOf(booking: HotelBooking): StayContext {
  return createStayContext({
    hotel: booking.pricing,
    roomTypes: booking.roomTypes,
    ratePlans: booking.ratePlans,
    services: booking.services,
    promotions: booking.promotions,
    dailyRates: booking.dailyRates,
    inventory: booking.inventory,
    hotelClosedDates: booking.hotelClosedDates,
  });
}

/** Rate plans sold for a room type, in display order. */
export function plansFor(booking: HotelBooking, roomTypeId: string): RatePlanInfo[] {
  return booking.ratePlans.filter(
    (plan) => plan.roomTypeIds === null || plan.roomTypeIds.includes(roomTypeId),
  );
}

/** Rooms of a type free on every night of a stay (0 when a night has no inventory row). */
export function roomsLeft(ctx: StayContext, roomTypeId: string, nights: ReadonlyArray<IsoDate>): number {
  let left = Number.POSITIVE_INFINITY;
  for (const date of nights) {
    const stock = ctx.inventory(roomTypeId, date);
    left = Math.min(left, stock && !stock.roomClosed ? stock.total - stock.booked : 0);
  }
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}

function violationView(violation: Violation, roomTypeId?: string, ratePlanId?: string): BookingViolation {
  return {
    code: violation.code,
    ...(violation.date !== undefined ? { date: violation.date } : {}),
    ...(violation.limit !== undefined ? { limit: violation.limit } : {}),
    ...(violation.band !== undefined ? { band: violation.band } : {}),
    ...(violation.scope !== undefined ? { scope: violation.scope } : {}),
    ...(roomTypeId !== undefined ? { roomTypeId: Number(roomTypeId) } : {}),
    ...(ratePlanId !== undefined ? { ratePlanId: Number(ratePlanId) } : {}),
  };
}

/** At most this many violations are reported when nothing is bookable. */
const MAX_VIOLATIONS = 50;

// ---------------------------------------------------------------------------------------------
// Calendar

/** The party a calendar is priced for: people per room and identical rooms wanted (as a search). */
export type CalendarParty = { people: People; rooms: number };

/**
 * Per day of from..to, for a party (decision 026): the lowest nightly price per room among the
 * room types the party fits (occupancy) with `rooms` rooms left, and their open plans (the rate
 * plus the party's extra-person charge, before promotions, VAT and one night's city tax for the
 * party included, as the room cards' totals include them),
 * arrival and departure restrictions and the shortest minimum stay of the plans that accept
 * arrivals. Days before `today` are closed. A one-night search for the same party and day finds
 * this price as its cheapest grand total when no promotion applies.
 */
export function buildCalendar(
  booking: HotelBooking,
  from: IsoDate,
  to: IsoDate,
  today: IsoDate,
  party: CalendarParty = { people: { adults: 2, boys: 0, children: 0, kids: 0 }, rooms: 1 },
): CalendarDay[] {
  const ctx = contextOf(booking);
  const dates = eachNight(from, addDays(to, 1));
  // Every room type × plan resolved over the whole span at once (derivation chains looked up once).
  // Inventory rows looked up once per room type, not once per plan. Room types the party does not
  // fit in are left out: their price is not one this party can book.
  const combos = booking.roomTypes
    .filter((roomType) => validateOccupancy(roomType, party.people).length === 0)
    .flatMap((roomType) => {
      const stocks = dates.map((date) => ctx.inventory(roomType.id, date));
      return plansFor(booking, roomType.id).map((plan) => ({
        minStay: plan.minStay ?? null,
        stocks,
        rates: resolveRates(ctx, roomType.id, plan.id, dates),
        extraCents: extraPeopleNightlyCents(roomType, plan, party.people),
      }));
    });
  const nightCityTax = cityTax(booking.pricing, party.people, 1);
  return dates.map((date, index): CalendarDay => {
    const hotelClosed = ctx.hotelClosed(date);
    let lowest: number | null = null;
    let anyOpen = false;
    let anyArrival = false;
    let anyDeparture = false;
    let anyRow = false;
    let minLOS: number | null = null;
    for (const { minStay, stocks, rates, extraCents } of combos) {
      const rate = rates[index];
      if (!rate) continue;
      if (rate.amountCents !== null) {
        anyRow = true;
        if (!rate.closedToDeparture) anyDeparture = true;
      }
      const stock = stocks[index];
      const open = !hotelClosed && !rate.closed && rate.amountCents !== null && !stock?.roomClosed;
      if (!open) continue;
      anyOpen = true;
      if (!stock || stock.total - stock.booked < party.rooms || rate.amountCents === null) continue;
      const price = rate.amountCents + extraCents;
      if (lowest === null || price < lowest) lowest = price;
      if (!rate.closedToArrival) {
        anyArrival = true;
        const los = rate.minLOS ?? minStay ?? 1;
        if (minLOS === null || los < minLOS) minLOS = los;
      }
    }
    const past = date < today;
    const available = !past && lowest !== null;
    return {
      date,
      // With the night's city tax for the party, as the room cards' totals include it (CONSIST).
      lowestPrice: available && lowest !== null ? money(lowest + nightCityTax) : null,
      available,
      closed: past || hotelClosed || !anyOpen,
      closedToArrival: available && !anyArrival,
      closedToDeparture: anyRow && !anyDeparture,
      minLOS: available ? minLOS : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Search and best availability

export type StayQuery = {
  checkin: IsoDate;
  checkout: IsoDate;
  people: People;
  rooms: number;
  promoCode: string | null;
  language: string;
};

type Offer = { roomType: RoomTypeInfo; plan: RatePlanInfo; quote: RoomQuote; left: number };

/**
 * How many nights past the check-in a search loads, so that a room type hidden by its minimum
 * stay can be offered with the dates that would sell it (a longer minimum is still said, by the
 * violations, when nothing sells).
 */
export const LONGER_STAY_LOOKAHEAD = 14;

/** A room type the stay's minimum stay hides, with the shortest stay from the same check-in that sells it. */
type LongerStay = { roomType: RoomTypeInfo; minStay: number; checkout: IsoDate };

/**
 * Every bookable room type × plan of a stay, or the violations when none is; and the room types
 * that sell nothing only because the stay is shorter than their minimum, when the stay of that
 * minimum from the same check-in would sell.
 */
function offers(
  booking: HotelBooking,
  query: StayQuery,
  now: EpochMs,
  today: IsoDate,
): { offers: Offer[]; violations: BookingViolation[]; longerStays: LongerStay[] } {
  const ctx = contextOf(booking);
  const nights = eachNight(query.checkin, query.checkout);
  const found: Offer[] = [];
  const violations: BookingViolation[] = [];
  const longerStays: LongerStay[] = [];
  const seen = new Set<string>();
  const options = { maxRange: booking.hotel.maxRange, today };
  for (const roomType of booking.roomTypes) {
    const left = roomsLeft(ctx, roomType.id, nights);
    const offered = found.length;
    let longer: LongerStay | null = null;
    for (const plan of plansFor(booking, roomType.id)) {
      // Checked and priced in one pass: the nights resolved by the check are the ones priced.
      const { violations: broken, resolved } = checkStay(
        ctx,
        {
          checkin: query.checkin,
          checkout: query.checkout,
          roomTypeId: roomType.id,
          ratePlanId: plan.id,
          people: query.people,
          rooms: query.rooms,
        },
        options,
        nights,
      );
      const quote =
        broken.length === 0
          ? quoteRoom(
              ctx,
              {
                roomTypeId: roomType.id,
                ratePlanId: plan.id,
                checkin: query.checkin,
                checkout: query.checkout,
                people: query.people,
                promoCode: query.promoCode,
                language: query.language,
              },
              now,
              resolved,
            )
          : null;
      if (quote) {
        found.push({ roomType, plan, quote, left });
        continue;
      }
      const minStay = broken.length === 1 && broken[0]?.code === 'stay.min.los' ? broken[0].limit : undefined;
      if (minStay !== undefined && (longer === null || minStay < longer.minStay)) {
        const checkout = addDays(query.checkin, minStay);
        const longerStay = { ...query, checkout, roomTypeId: roomType.id, ratePlanId: plan.id };
        if (checkStay(ctx, longerStay, options).violations.length === 0)
          longer = { roomType, minStay, checkout };
      }
      for (const violation of broken) {
        const key = `${violation.code}|${violation.date ?? ''}|${violation.scope ?? ''}`;
        if (seen.has(key) || violations.length >= MAX_VIOLATIONS) continue;
        seen.add(key);
        violations.push(violationView(violation));
      }
    }
    if (found.length === offered && longer !== null) longerStays.push(longer);
  }
  return { offers: found, violations: found.length > 0 ? [] : violations, longerStays };
}

function rateOffer(offer: Offer, booking: HotelBooking, rooms: number, now: EpochMs): RateOffer {
  const { quote, plan } = offer;
  const nights = quote.nightly.length;
  const initial: number[] = new Array(nights);
  const final: number[] = new Array(nights);
  const finalCents: number[] = new Array(nights);
  for (let i = 0; i < nights; i++) {
    const night = quote.nightly[i] as RoomQuote['nightly'][number];
    initial[i] = money(night.initialCents);
    final[i] = money(night.finalCents);
    finalCents[i] = night.finalCents;
  }
  return {
    ratePlanId: Number(plan.id),
    nameKey: plan.nameKey,
    name: plan.name,
    rateType: plan.type,
    includedMealPlans: [...plan.includedMealPlans],
    total: {
      type: 'PRICE',
      currency: quote.currency,
      initialAmount: money(quote.initialTotalCents),
      finalAmount: money(quote.totalCents),
      discountAmount: money(quote.initialTotalCents - quote.totalCents),
      discountRate: discountRate(quote.initialTotalCents, quote.totalCents),
      vatRate: quote.vatRate,
      vatAmount: money(quote.vatCents),
    },
    nightly: { initial, final },
    promotions: quote.promotions.map(appliedPromotionView),
    services: quote.services.map((s) => ({
      id: Number(s.id),
      bookability: s.bookability,
      frequency: s.frequency,
      unitAmount: money(s.unitCents),
      periods: s.periods,
      count: s.count,
      total: money(s.totalCents),
    })),
    taxes: {
      vatRate: quote.vatRate,
      vatAmount: money(quote.vatCents),
      taxableAmount: money(quote.taxableCents),
      cityTax: money(quote.cityTaxCents),
    },
    deposit: money(quote.depositCents),
    grandTotal: money(quote.grandTotalCents),
    grandTotalForRooms: money(quote.grandTotalCents * rooms),
    policy: policySummaryView(quote, booking.pricing.timeZone, now, finalCents),
  };
}

/** Bookable room types with each plan's price for the stay (cheapest plan first), or violations. */
export function searchStay(
  booking: HotelBooking,
  query: StayQuery,
  now: EpochMs,
  today: IsoDate,
): {
  results: SearchResult[];
  violations: BookingViolation[];
  longerStays: LongerStayView[];
  promoApplied: boolean;
} {
  const found = offers(booking, query, now, today);
  const byRoomType = new Map<string, Offer[]>();
  for (const offer of found.offers) {
    const list = byRoomType.get(offer.roomType.id) ?? [];
    list.push(offer);
    byRoomType.set(offer.roomType.id, list);
  }
  const secretIds = new Set(booking.promotions.filter((p) => p.secretCode !== null).map((p) => p.id));
  let promoApplied = false;
  const results: SearchResult[] = [];
  for (const roomType of booking.roomTypes) {
    const list = byRoomType.get(roomType.id);
    if (!list) continue;
    list.sort((a, b) => a.quote.totalCents - b.quote.totalCents);
    for (const offer of list) {
      if (offer.quote.promotions.some((p) => secretIds.has(p.promotionId))) promoApplied = true;
    }
    results.push({
      roomType: roomTypeSummary(roomType),
      roomsLeft: list[0]?.left ?? 0,
      rates: list.map((offer) => rateOffer(offer, booking, query.rooms, now)),
    });
  }
  const longerStays = found.longerStays.map(({ roomType, minStay, checkout }) => ({
    roomType: roomTypeSummary(roomType),
    minStay,
    checkout,
  }));
  return { results, violations: found.violations, longerStays, promoApplied };
}

/** PUBAPI-1 bestAv: every bookable room type × plan, lowest final amount first. */
export function bestRates(
  booking: HotelBooking,
  query: StayQuery,
  now: EpochMs,
  today: IsoDate,
): { rates: BestRate[]; violations: BookingViolation[] } {
  const found = offers(booking, query, now, today);
  const language = query.language;
  const rates = found.offers
    .sort((a, b) => a.quote.totalCents - b.quote.totalCents || Number(a.plan.id) - Number(b.plan.id))
    .map(
      (offer): BestRate => ({
        roomTypeId: Number(offer.roomType.id),
        roomTypeName: offer.roomType.name[language] ?? offer.roomType.name.en ?? offer.roomType.nameKey,
        ratePlanId: Number(offer.plan.id),
        ratePlanName: offer.plan.name[language] ?? offer.plan.name.en ?? offer.plan.nameKey,
        rateType: offer.plan.type,
        amount: {
          type: 'PRICE',
          currency: offer.quote.currency,
          initialAmount: money(offer.quote.initialTotalCents),
          finalAmount: money(offer.quote.totalCents),
          discountAmount: money(offer.quote.initialTotalCents - offer.quote.totalCents),
          discountRate: discountRate(offer.quote.initialTotalCents, offer.quote.totalCents),
          vatRate: offer.quote.vatRate,
          vatAmount: money(offer.quote.vatCents),
        },
        cityTax: money(offer.quote.cityTaxCents),
        grandTotal: money(offer.quote.grandTotalCents),
        promotions: offer.quote.promotions.map(appliedPromotionView),
        roomsLeft: offer.left,
      }),
    );
  return { rates, violations: found.violations };
}

// ---------------------------------------------------------------------------------------------
// Reservation quote

export type RoomRequest = {
  roomTypeId: number;
  ratePlanId: number;
  people: People;
  services: ServiceRequest[];
  extraBeds: ExtraBedRequest[];
};

/** A problem of one requested room: `index` into the request's rooms (null for the stay). */
export type RoomProblem = { index: number | null; violation: Violation };

export type ReservationQuote = { ok: true; quotes: RoomQuote[] } | { ok: false; problems: RoomProblem[] };

/**
 * Validates and prices every requested room. Rooms of the same type are checked together, so
 * two rooms of a type need two rooms left on every night.
 */
export function quoteReservation(
  booking: HotelBooking,
  stay: { checkin: IsoDate; checkout: IsoDate },
  rooms: ReadonlyArray<RoomRequest>,
  options: {
    promoCode: string | null;
    language: string;
    now: EpochMs;
    today: IsoDate;
    /** Violations the caller may book past (a staff booking's overrides, decision 018). */
    ignore?: (violation: Violation) => boolean;
  },
): ReservationQuote {
  const ctx = contextOf(booking);
  const perType = new Map<number, number>();
  for (const room of rooms) perType.set(room.roomTypeId, (perType.get(room.roomTypeId) ?? 0) + 1);
  const problems: RoomProblem[] = [];
  const quotes: RoomQuote[] = [];
  rooms.forEach((room, index) => {
    const roomTypeId = String(room.roomTypeId);
    const ratePlanId = String(room.ratePlanId);
    const { violations: broken, resolved } = checkStay(
      ctx,
      {
        checkin: stay.checkin,
        checkout: stay.checkout,
        roomTypeId,
        ratePlanId,
        people: room.people,
        rooms: perType.get(room.roomTypeId) ?? 1,
      },
      { maxRange: booking.hotel.maxRange, today: options.today },
    );
    const roomType = ctx.roomTypes.get(roomTypeId);
    if (roomType) broken.push(...validateExtras(ctx, roomType, room));
    const ignore = options.ignore;
    if (ignore) broken.splice(0, broken.length, ...broken.filter((violation) => !ignore(violation)));
    if (broken.length > 0) {
      for (const violation of broken) problems.push({ index, violation });
      return;
    }
    const quote = quoteRoom(
      ctx,
      {
        roomTypeId,
        ratePlanId,
        checkin: stay.checkin,
        checkout: stay.checkout,
        people: room.people,
        extraBeds: room.extraBeds,
        services: room.services,
        promoCode: options.promoCode,
        language: options.language,
      },
      options.now,
      resolved,
    );
    if (!quote) problems.push({ index, violation: { code: 'stay.no.rate' } });
    else quotes.push(quote);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, quotes };
}

/** The span of per-date rows a stay needs: its nights and the checkout day (CTD). */
export function staySpan(checkin: IsoDate, checkout: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: checkin, to: checkout };
}

export { nightsBetween };

/**
 * Test fixtures for the booking rules (imported by the *.test.ts files only): a Rome hotel with
 * one double room type, a standard plan, a derived non-refundable plan (−10 %), a derived plan of
 * that one (−5 €) and an occupancy-based plan, with builders for daily rates and inventory.
 */
import { createStayContext, type StayContext, type StayContextInput } from './context.ts';
import { addDays, eachNight, maxDate, minDate } from './dates.ts';
import { type QuoteRequest, quoteRoom } from './room-quote.ts';
import type {
  CancellationPolicy,
  DailyRate,
  HotelPricing,
  Inventory,
  IsoDate,
  NoShowPolicy,
  Penalty,
  People,
  Promotion,
  RatePlan,
  Reservation,
  ReservationRoom,
  RoomQuote,
  RoomType,
  Service,
} from './types.ts';

export const ROME = 'Europe/Rome';

export const hotel: HotelPricing = {
  vatRate: null,
  depositPercentage: 30,
  cityTaxCents: 200,
  cityTaxLimit: 0,
  cityTaxBands: null,
  currency: 'EUR',
  timeZone: ROME,
};

export function people(adults: number, boys = 0, children = 0, kids = 0): People {
  return { adults, boys, children, kids };
}

export const double: RoomType = {
  id: 'DBL',
  nameKey: 'room.double',
  category: 'DOUBLE',
  maxPerBand: { adults: 3, boys: 2, children: 2, kids: 1 },
  maxOccupancy: 4,
  baseOccupancy: 2,
  extraPersonCents: { adults: 3000, boys: 2000, children: 1500, kids: 0 },
  beds: [{ type: 'DOUBLE', count: 1, maxPerson: 2 }],
  extraBeds: [
    {
      id: 'sofa',
      type: 'DIVAN',
      maxCount: 1,
      maxPerson: 2,
      pricesCents: { adults: 2500, boys: 2000, children: 1500, kids: 0 },
      frequency: 'NIGHTLY',
    },
    {
      id: 'cot',
      type: 'COT',
      maxCount: 1,
      maxPerson: 1,
      pricesCents: { adults: 0, boys: 0, children: 0, kids: 1000 },
      frequency: 'LUMP_SUM',
    },
  ],
  serviceIds: ['cleaning', 'breakfast', 'parking', 'gym'],
};

export function penalty(partial: Partial<Penalty> = {}): Penalty {
  return {
    percentage: null,
    firstNight: false,
    additionalNights: 0,
    chargeNights: 0,
    chargeAmountCents: 0,
    ...partial,
  };
}

/** Free until 2 days before check-in, then the first night. */
export const flexiblePolicy: CancellationPolicy = {
  id: 'flex',
  deadline: { count: 2, unit: 'DAYS' },
  reservationPenalty: null,
  checkinPenalty: penalty({ firstNight: true }),
  cancellation: null,
  deposit: false,
};

/** 100 % from booking; an early checkout charges 1 more night at 50 % (its check-in penalty's nights). */
export const nonRefundablePolicy: CancellationPolicy = {
  id: 'nr',
  deadline: null,
  reservationPenalty: penalty({ percentage: 100 }),
  checkinPenalty: penalty({ percentage: 50, chargeNights: 1 }),
  cancellation: null,
  deposit: true,
};

export const noShowFirstNight: NoShowPolicy = {
  id: 'ns',
  percentage: null,
  chargeNights: 1,
  stayNights: false,
  chargeAmountCents: 0,
};

export const standard: RatePlan = {
  id: 'STD',
  nameKey: 'plan.standard',
  type: 'STANDARD',
  parent: null,
  pricingModel: 'PER_ROOM',
  occupantsForBaseRate: null,
  cancellationPolicy: flexiblePolicy,
  noShowPolicy: noShowFirstNight,
  includedMealPlans: ['BREAKFAST'],
  roomTypeIds: null,
};

export const nonRefundable: RatePlan = {
  ...standard,
  id: 'NR',
  nameKey: 'plan.nr',
  type: 'NOT_REFUNDABLE',
  parent: { parentId: 'STD', kind: 'PERCENTAGE', value: -10 },
  cancellationPolicy: nonRefundablePolicy,
};

/** Derived from a derived plan: NR − 5 €. */
export const nonRefundableLess5: RatePlan = {
  ...nonRefundable,
  id: 'NR5',
  parent: { parentId: 'NR', kind: 'AMOUNT', value: -500 },
};

export const occupancyBased: RatePlan = {
  ...standard,
  id: 'OBP',
  pricingModel: 'OCCUPANCY_BASED_PRICING',
  occupantsForBaseRate: 2,
};

export const services: Service[] = [
  {
    id: 'cleaning',
    nameKey: 'service.cleaning',
    category: 'ROOM',
    bookability: 'INCLUDED',
    paymentType: 'SINGLE',
    frequency: 'LUMP_SUM',
    options: [{ size: 'SINGLE', amountCents: 2000 }],
    maxCount: 1,
  },
  {
    id: 'breakfast',
    nameKey: 'service.breakfast',
    category: 'ROOM',
    bookability: 'BOOKABLE',
    paymentType: 'PER_PERSON',
    frequency: 'DAILY',
    options: [
      { size: 'PER_ADULT', amountCents: 1200 },
      { size: 'PER_BOY', amountCents: 800 },
      { size: 'PER_CHILD', amountCents: 600 },
      { size: 'PER_KID', amountCents: 0 },
    ],
    maxCount: -1,
  },
  {
    id: 'parking',
    nameKey: 'service.parking',
    category: 'ROOM',
    bookability: 'BOOKABLE',
    paymentType: 'SINGLE',
    frequency: 'NIGHTLY',
    options: [{ size: 'SINGLE', amountCents: 1500 }],
    maxCount: 2,
  },
  {
    id: 'spa',
    nameKey: 'service.spa',
    category: 'HOTEL',
    bookability: 'BOOKABLE',
    paymentType: 'SINGLE',
    frequency: 'LUMP_SUM',
    options: [{ size: 'SINGLE', amountCents: 4000 }],
    maxCount: 3,
  },
  {
    id: 'gym',
    nameKey: 'service.gym',
    category: 'ROOM',
    bookability: 'BOOKABLE',
    paymentType: 'SINGLE',
    frequency: 'MONTHLY',
    options: [{ size: 'SINGLE', amountCents: 3000 }],
    maxCount: 1,
  },
];

/** One STD rate row per date of [from, to), amount 100 € unless `amountCents` says otherwise. */
export function rateRows(
  from: IsoDate,
  to: IsoDate,
  overrides: Partial<DailyRate> = {},
  ratePlanId = 'STD',
  roomTypeId = 'DBL',
): DailyRate[] {
  return eachNight(from, to).map((date) => ({
    roomTypeId,
    ratePlanId,
    date,
    amountCents: 10000,
    minLOS: null,
    maxLOS: null,
    closed: false,
    closedToArrival: false,
    closedToDeparture: false,
    ...overrides,
  }));
}

/** Inventory rows of [from, to): 5 rooms, `booked` booked. */
export function inventoryRows(from: IsoDate, to: IsoDate, booked = 0, roomTypeId = 'DBL'): Inventory[] {
  return eachNight(from, to).map((date) => ({ roomTypeId, date, total: 5, booked, roomClosed: false }));
}

/** A context for [from, to) with the fixture hotel, plans and services (STD and OBP at 100 €), plus overrides. */
export function context(
  from: IsoDate,
  to: IsoDate,
  extra: Partial<StayContextInput> & { rates?: DailyRate[]; stock?: Inventory[]; promos?: Promotion[] } = {},
): StayContext {
  return createStayContext({
    hotel,
    roomTypes: [double],
    ratePlans: [standard, nonRefundable, nonRefundableLess5, occupancyBased],
    services,
    promotions: extra.promos ?? [],
    dailyRates: [...rateRows(from, to), ...rateRows(from, to, {}, 'OBP'), ...(extra.rates ?? [])],
    inventory: [...inventoryRows(from, to), ...(extra.stock ?? [])],
    hotelClosedDates: extra.hotelClosedDates ?? [],
    ...(extra.hotel ? { hotel: extra.hotel } : {}),
  });
}

export function promotion(partial: Partial<Promotion> & Pick<Promotion, 'id' | 'type'>): Promotion {
  return {
    name: { en: `Promo ${partial.id}`, it: `Promo ${partial.id} it` },
    discount: { type: 'PERCENTAGE', value: 10 },
    days: null,
    minStay: null,
    enabled: true,
    validFrom: null,
    validTo: null,
    onArrival: false,
    secretCode: null,
    ratePlanIds: null,
    roomTypeIds: null,
    ...partial,
  };
}

/** A reserved room with nightly amounts from `startDate`. */
export function reservedRoom(
  startDate: IsoDate,
  amounts: number[],
  partial: Partial<ReservationRoom> = {},
): ReservationRoom {
  const dailyRates = amounts.map((amountCents, i) => ({ date: addDays(startDate, i), amountCents }));
  const end = addDays(startDate, amounts.length);
  const total = amounts.reduce((sum, a) => sum + a, 0);
  return {
    id: 'r1',
    roomTypeId: 'DBL',
    ratePlanId: 'STD',
    rateType: 'STANDARD',
    status: 'CONFIRMED',
    startDate,
    endDate: end,
    people: people(2),
    dailyRates,
    beds: [],
    services: [],
    cancellationPolicy: flexiblePolicy,
    noShowPolicy: noShowFirstNight,
    totalCents: total,
    chargedCents: 0,
    cancelAmountCents: 0,
    penalty: false,
    ...partial,
  };
}

export function reservation(rooms: ReservationRoom[], partial: Partial<Reservation> = {}): Reservation {
  const checkin = rooms.map((r) => r.startDate).reduce(minDate);
  const checkout = rooms.map((r) => r.endDate).reduce(maxDate);
  return {
    id: 'res1',
    timeZone: ROME,
    checkin,
    checkout,
    status: 'CONFIRMED',
    rooms,
    totalCents: rooms.reduce((sum, r) => sum + r.totalCents, 0),
    cancelAmountCents: 0,
    cityTaxCents: 0,
    depositCents: 0,
    sendEmail: false,
    statusText: null,
    deleteCheckin: false,
    cancelledAt: null,
    ...partial,
  };
}

// Booked on 1 June 2028 at 12:00 in Rome.
export const NOW = Date.parse('2028-06-01T10:00:00Z');

/** The quote of a double room, standard plan, 10–13 June 2028 for 2 adults unless the request says otherwise. */
export function quote(request: Partial<QuoteRequest>, ctx = context('2028-06-01', '2028-07-15')): RoomQuote {
  const result = quoteRoom(
    ctx,
    {
      roomTypeId: 'DBL',
      ratePlanId: 'STD',
      checkin: '2028-06-10',
      checkout: '2028-06-13',
      people: people(2),
      ...request,
    },
    NOW,
  );
  if (!result) throw new Error('no quote');
  return result;
}

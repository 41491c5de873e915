/**
 * Totals of a reserved room and of a reservation, recomputed from their stored lines (PROPDATA-8
 * services and unpaid balance, BODATA-7 totalPriceDetails), and the reserved room a quote becomes.
 * Everything in integer cents.
 */
import { bedUnitCents, chargePeriods } from './extras.ts';
import type {
  ExtraBedRequest,
  ReservationBed,
  ReservationRoom,
  ReservationService,
  RoomQuote,
  RoomType,
} from './types.ts';

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

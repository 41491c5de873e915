/**
 * What a front desk may sell for a stay and a party (the staff booking's first step): every room
 * type and rate, priced by the engine exactly as the public search prices them, with the online
 * restrictions the staff may override, the free rooms, and the bookable services (priced for the
 * party) and extra beds of each type.
 */
import type {
  StaffAvailability,
  StaffBooking,
  StaffExtraBedOffer,
  StaffOverride,
  StaffRoomTypeAvailability,
  StaffServiceOffer,
} from '../../src/contracts/secure/staff-booking.ts';
import { eachNight, nightsBetween } from '../../src/domain/booking/dates.ts';
import { chargePeriods, priceService, quoteRoom, validateExtras } from '../../src/domain/booking/pricing.ts';
import { staffMayOverride } from '../../src/domain/booking/staff-booking.ts';
import { checkStay } from '../../src/domain/booking/stay.ts';
import type { RoomType } from '../../src/domain/booking/types.ts';
import { money } from '../../src/domain/money.ts';
import type { HotelBooking } from '../data/booking.ts';
import { freeRoomsByType } from '../data/free-rooms.ts';
import { contextOf, plansFor, roomsLeft } from './engine.ts';
import { hotelToday } from './guards.ts';

const localized = (text: Partial<Record<string, string>>, language: string, fallback: string) =>
  text[language] ?? text.en ?? fallback;

/**
 * What a guest may add to a room of the type: its BOOKABLE services (the engine's own check,
 * `validateExtras`, decides which) priced for the party by `priceService`, and its extra beds.
 */
function extrasOf(
  booking: HotelBooking,
  roomType: RoomType,
  people: StaffBooking['rooms'][number]['people'],
  nights: number,
  language: string,
): { services: StaffServiceOffer[]; extraBeds: StaffExtraBedOffer[] } {
  const ctx = contextOf(booking);
  const services: StaffServiceOffer[] = [];
  for (const service of booking.services) {
    if (service.bookability !== 'BOOKABLE') continue;
    const wanted = { people, services: [{ serviceId: service.id, count: 1 }] };
    if (validateExtras(ctx, roomType, wanted).length > 0) continue;
    const priced = priceService(service, people, 1, nights);
    services.push({
      id: Number(service.id),
      name: localized(service.name, language, service.nameKey),
      paymentType: service.paymentType,
      frequency: service.frequency,
      maxCount: service.maxCount,
      unitAmount: money(priced.unitCents),
      periods: priced.periods,
    });
  }
  const extraBeds = roomType.extraBeds.map(
    (bed): StaffExtraBedOffer => ({
      id: bed.id,
      type: bed.type,
      maxCount: bed.maxCount,
      maxPerson: bed.maxPerson,
      frequency: bed.frequency,
      periods: chargePeriods(bed.frequency, nights),
      prices: {
        adults: money(bed.pricesCents.adults),
        boys: money(bed.pricesCents.boys),
        children: money(bed.pricesCents.children),
        kids: money(bed.pricesCents.kids),
      },
    }),
  );
  return { services, extraBeds };
}

/** Every room type × plan of the stay the staff may sell, priced by the engine. */
export async function staffAvailability(
  db: D1Database,
  booking: HotelBooking,
  query: {
    checkin: string;
    checkout: string;
    people: StaffBooking['rooms'][number]['people'];
    language: string;
  },
  now: number,
): Promise<StaffAvailability> {
  const ctx = contextOf(booking);
  const today = hotelToday(booking, now);
  const nights = eachNight(query.checkin, query.checkout);
  const results: StaffRoomTypeAvailability[] = [];
  const violations: StaffAvailability['violations'] = [];
  const options = { maxRange: booking.hotel.maxRange, today };
  const free = await freeRoomsByType(db, {
    hotelId: booking.hotel.id,
    start: query.checkin,
    end: query.checkout,
  });
  for (const roomType of booking.roomTypes) {
    const rates: StaffRoomTypeAvailability['rates'] = [];
    for (const plan of plansFor(booking, roomType.id)) {
      const request = {
        checkin: query.checkin,
        checkout: query.checkout,
        roomTypeId: roomType.id,
        ratePlanId: plan.id,
        people: query.people,
      };
      const { violations: broken, resolved } = checkStay(ctx, request, options, nights);
      const blocking = broken.filter((v) => !staffMayOverride(v, { overbook: true }));
      if (blocking.length > 0) {
        for (const v of blocking) {
          if (violations.length < 20 && !violations.some((o) => o.code === v.code && o.date === v.date)) {
            violations.push({ code: v.code, ...(v.date ? { date: v.date } : {}) });
          }
        }
        continue;
      }
      const quote = quoteRoom(ctx, { ...request, promoCode: null, language: query.language }, now, resolved);
      if (!quote) continue;
      rates.push({
        ratePlanId: Number(plan.id),
        name: localized(plan.name, query.language, plan.nameKey),
        rateType: plan.type,
        includedMealPlans: [...plan.includedMealPlans],
        currency: quote.currency,
        initialAmount: money(quote.initialTotalCents),
        finalAmount: money(quote.totalCents),
        vatRate: quote.vatRate,
        vatAmount: money(quote.vatCents),
        cityTax: money(quote.cityTaxCents),
        deposit: money(quote.depositCents),
        grandTotal: money(quote.grandTotalCents),
        nightly: quote.nightly.map((n) => money(n.finalCents)),
        promotions: quote.promotions.map((p) => p.name),
        overrides: broken.map(
          (v): StaffOverride => ({
            code: v.code as StaffOverride['code'],
            ...(v.date ? { date: v.date } : {}),
            ...(v.limit !== undefined ? { limit: v.limit } : {}),
          }),
        ),
      });
    }
    if (rates.length === 0) continue;
    rates.sort((a, b) => a.finalAmount - b.finalAmount);
    results.push({
      roomType: {
        id: Number(roomType.id),
        name: localized(roomType.name, query.language, roomType.nameKey),
        maxOccupancy: roomType.maxOccupancy,
      },
      ...extrasOf(booking, roomType, query.people, nights.length, query.language),
      roomsLeft: roomsLeft(ctx, roomType.id, nights),
      freeRooms: free.get(Number(roomType.id)) ?? [],
      rates,
    });
  }
  return {
    hotelId: booking.hotel.id,
    checkin: query.checkin,
    checkout: query.checkout,
    nights: nightsBetween(query.checkin, query.checkout),
    nightDates: nights,
    currency: booking.pricing.currency,
    results,
    violations: results.length > 0 ? [] : violations,
  };
}

/**
 * Checks shared by the booking routes: the hotel exists, the stay dates suit it, online booking
 * is on, and the card circuits it accepts.
 */

import { BookingErrorCode, CALENDAR_MAX_AHEAD_DAYS, type HotelRef } from '../../src/contracts/booking.ts';
import type { CardCircuit, CreditCardConfig } from '../../src/contracts/types.ts';
import { addDays, nightsBetween, todayIn } from '../../src/domain/booking/dates.ts';
import type { EpochMs, IsoDate } from '../../src/domain/booking/types.ts';
import { findConfig } from '../data/about.ts';
import { type HotelBooking, type LoadOptions, loadHotelBooking } from '../data/booking.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';

export const HOTEL_NOT_FOUND = 'Hotel not found';

/** A hotel's booking data, or 404 (unknown or disabled hotels look the same). */
export async function requireHotelBooking(
  db: D1Database,
  ref: HotelRef,
  options: LoadOptions,
): Promise<HotelBooking> {
  const booking = await loadHotelBooking(db, ref, options);
  if (!booking) throw notFound(HOTEL_NOT_FOUND);
  return booking;
}

/**
 * Stay dates a hotel can be asked about (400 otherwise): check-in not before its today nor more
 * than 2 years ahead, at most its maxRange nights. `fields` names the fields in the errors.
 */
export function checkStayDates(
  booking: HotelBooking,
  stay: { checkin: IsoDate; checkout: IsoDate },
  today: IsoDate,
  fields: { checkin: string; checkout: string },
): void {
  if (stay.checkin < today) {
    throw badRequest(`Check-in ${stay.checkin} is in the past`, [
      { field: fields.checkin, code: BookingErrorCode.datePast },
    ]);
  }
  if (stay.checkin > addDays(today, CALENDAR_MAX_AHEAD_DAYS)) {
    throw badRequest('Check-in is too far ahead', [
      { field: fields.checkin, code: BookingErrorCode.dateTooFar },
    ]);
  }
  const maxRange = booking.hotel.maxRange;
  if (nightsBetween(stay.checkin, stay.checkout) > maxRange) {
    throw badRequest(`Stays are at most ${maxRange} nights`, [
      { field: fields.checkout, code: BookingErrorCode.stayTooLong },
    ]);
  }
}

/** Card circuits a guarantee may use: the platform's (config/cc) that the hotel accepts. */
export async function allowedCircuits(db: D1Database, booking: HotelBooking): Promise<CardCircuit[]> {
  const config = await findConfig<CreditCardConfig>(db, 'cc');
  const platform = config?.circuits ?? [];
  const hotel = new Set(
    [...booking.hotel.paymentSettings.creditCards, ...booking.hotel.paymentSettings.otherCards].map(
      (c) => c.circuit,
    ),
  );
  return hotel.size === 0 ? platform : platform.filter((circuit) => hotel.has(circuit));
}

export function hotelToday(booking: HotelBooking, now: EpochMs): IsoDate {
  return todayIn(booking.pricing.timeZone, now);
}

export function requireBookingEnabled(booking: HotelBooking): void {
  if (!booking.hotel.bookingEnabled) {
    throw new ApiError(409, 'Online booking is not available for this hotel', [
      { field: 'hotel', code: BookingErrorCode.unavailable },
    ]);
  }
}

/**
 * Taxes of a stay (PRICING-3 city tax, SETUP Taxes VAT): the VAT split of a room and of a
 * reservation, with one rate or two (nights and extras), and the city tax. Integer cents,
 * taxable + VAT = gross exactly.
 */
import { taxableInGross } from './cents.ts';
import { countBands } from './people.ts';
import {
  AGE_BANDS,
  type AgeBand,
  DEFAULT_VAT_RATE,
  type HotelPricing,
  type People,
  type ReservationRoom,
} from './types.ts';

/**
 * Bands that pay city tax when the hotel sets none: every guest (PRICING-3 "rate times guests
 * times nights"). A hotel whose municipality exempts some ages lists the bands that pay in its
 * `cityTaxBands` setting (e.g. ['adults', 'boys'] to exempt children and kids).
 */
export const DEFAULT_CITY_TAX_BANDS: ReadonlyArray<AgeBand> = AGE_BANDS;

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

/** The deposit a hotel asks for a stay: a percentage of the total, or its first nights. Integer cents. */
import { percentOfCents } from './cents.ts';
import type { HotelPricing } from './types.ts';

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

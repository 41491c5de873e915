/**
 * When the guest's card is required at booking, and what it is for (JOURNEY, decision 026). A
 * rate that asks a deposit needs a card the hotel charges the deposit to after booking; a
 * non-refundable rate needs one as a guarantee of what cancelling or not arriving costs; any
 * other rate takes a card only if the guest wants to give one (it guarantees a late arrival and
 * lets the hotel charge a no-show). The widget asks and explains by this rule; the reservation
 * route refuses a booking that needs a card without one.
 */
import type { RateType } from './types.ts';

export type CardRequirement = 'DEPOSIT' | 'GUARANTEE' | 'OPTIONAL';

/**
 * cardRequirement({ rateType: 'STANDARD', deposit: true }) = 'DEPOSIT';
 * cardRequirement({ rateType: 'NOT_REFUNDABLE', deposit: false }) = 'GUARANTEE';
 * cardRequirement({ rateType: 'STANDARD', deposit: false }) = 'OPTIONAL'.
 */
export function cardRequirement(rate: { rateType: RateType; deposit: boolean }): CardRequirement {
  if (rate.deposit) return 'DEPOSIT';
  if (rate.rateType === 'NOT_REFUNDABLE') return 'GUARANTEE';
  return 'OPTIONAL';
}

/** The requirement of a booking of several rooms: the strictest of its rates. */
export function bookingCardRequirement(
  rates: ReadonlyArray<{ rateType: RateType; deposit: boolean }>,
): CardRequirement {
  const each = rates.map(cardRequirement);
  if (each.includes('DEPOSIT')) return 'DEPOSIT';
  if (each.includes('GUARANTEE')) return 'GUARANTEE';
  return 'OPTIONAL';
}

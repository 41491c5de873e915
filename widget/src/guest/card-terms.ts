/**
 * What the guest step says about the card, in cents for the whole booking: a deposit rate asks
 * the deposit now (the plan's share of each room's total, extras included when the hotel asks a
 * percentage) and says the balance; a non-refundable rate guarantees its penalty; otherwise the
 * card is optional and guarantees the no-show penalty when there is one.
 */
import type { BookingProfile, RateOffer } from '../../../src/contracts/booking-types.ts';
import type { CardRequirement } from '../../../src/domain/booking/guarantee.ts';
import { depositAmount } from '../../../src/domain/booking/pricing.ts';
import { toCents } from '../../../src/domain/money.ts';

export type CardTerms =
  | { key: 'widget.guest.card.required.DEPOSIT'; amountCents: number; balanceCents: number }
  | { key: 'widget.guest.card.required.GUARANTEE' | 'widget.guest.card.optional.noshow'; amountCents: number }
  | { key: 'widget.guest.card.optional' };

export type CardTermsInput = {
  rate: Pick<RateOffer, 'total' | 'deposit' | 'policy'>;
  requirement: CardRequirement;
  hotel: Pick<BookingProfile['hotel'], 'depositNights' | 'depositPercentage'> | undefined;
  /** The extras of one room, and the rooms booked. */
  extrasCents: number;
  rooms: number;
  /** The booking's total, extras of every room included. */
  totalCents: number;
};

export function cardTerms({
  rate,
  requirement,
  hotel,
  extrasCents,
  rooms,
  totalCents,
}: CardTermsInput): CardTerms {
  if (requirement === 'DEPOSIT') {
    const roomTotal = toCents(rate.total.finalAmount) + extrasCents;
    // A deposit of the first nights is the search's; a percentage is taken again with the extras.
    const deposit =
      extrasCents > 0 && hotel && !hotel.depositNights
        ? depositAmount(roomTotal, hotel.depositPercentage)
        : toCents(rate.deposit);
    return {
      key: 'widget.guest.card.required.DEPOSIT',
      amountCents: deposit * rooms,
      balanceCents: Math.max(0, totalCents - deposit * rooms),
    };
  }
  if (requirement === 'GUARANTEE') {
    const penalty = Math.max(rate.policy.reservationPenalty, rate.policy.noShowPenalty);
    return { key: 'widget.guest.card.required.GUARANTEE', amountCents: toCents(penalty) * rooms };
  }
  return rate.policy.noShowPenalty > 0
    ? { key: 'widget.guest.card.optional.noshow', amountCents: toCents(rate.policy.noShowPenalty) * rooms }
    : { key: 'widget.guest.card.optional' };
}

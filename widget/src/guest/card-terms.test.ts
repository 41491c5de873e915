import { describe, expect, it } from 'vitest';
import { cardTerms } from './card-terms.ts';

const policy = { reservationPenalty: 0, noShowPenalty: 0 };
// One room: 100.00 after promotions, a 30.00 deposit from the search.
const rate = (over: Partial<typeof policy> = {}) =>
  ({ total: { finalAmount: 100 }, deposit: 30, policy: { ...policy, ...over } }) as Parameters<
    typeof cardTerms
  >[0]['rate'];
const percent = { depositPercentage: 30, depositNights: null };

describe('cardTerms', () => {
  it.each([
    // No extras: the search's deposit, for each room; the balance is the rest of the total.
    [{ extrasCents: 0, rooms: 2, totalCents: 20_000 }, 6_000, 14_000],
    // Extras and a percentage: 30% of (100.00 + 20.00) per room.
    [{ extrasCents: 2_000, rooms: 2, totalCents: 24_000 }, 7_200, 16_800],
  ])('asks the deposit of a deposit rate %o', (booking, amountCents, balanceCents) => {
    expect(cardTerms({ rate: rate(), requirement: 'DEPOSIT', hotel: percent, ...booking })).toEqual({
      key: 'widget.guest.card.required.DEPOSIT',
      amountCents,
      balanceCents,
    });
  });

  it('keeps the deposit of the first nights when the hotel asks nights, extras or not', () => {
    const hotel = { depositPercentage: 30, depositNights: 1 };
    const terms = cardTerms({
      rate: rate(),
      requirement: 'DEPOSIT',
      hotel,
      extrasCents: 2_000,
      rooms: 1,
      totalCents: 12_000,
    });
    expect(terms).toEqual({
      key: 'widget.guest.card.required.DEPOSIT',
      amountCents: 3_000,
      balanceCents: 9_000,
    });
  });

  it('guarantees the larger penalty of a non-refundable rate, and the no-show penalty of another', () => {
    const booking = { hotel: percent, extrasCents: 0, rooms: 2, totalCents: 20_000 };
    expect(
      cardTerms({
        rate: rate({ reservationPenalty: 80, noShowPenalty: 100 }),
        requirement: 'GUARANTEE',
        ...booking,
      }),
    ).toEqual({
      key: 'widget.guest.card.required.GUARANTEE',
      amountCents: 20_000,
    });
    expect(cardTerms({ rate: rate({ noShowPenalty: 50.5 }), requirement: 'OPTIONAL', ...booking })).toEqual({
      key: 'widget.guest.card.optional.noshow',
      amountCents: 10_100,
    });
    expect(cardTerms({ rate: rate(), requirement: 'OPTIONAL', ...booking })).toEqual({
      key: 'widget.guest.card.optional',
    });
  });
});

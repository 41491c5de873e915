import { describe, expect, it } from 'vitest';
import { bestAvailabilityPrice, isDiscounted } from './best-price.ts';

describe('bestAvailabilityPrice', () => {
  it('takes the lowest final amount among the total rates', () => {
    const answer = {
      totalRates: [
        { amount: { initialAmount: 200, finalAmount: 180, currency: 'EUR' }, promotions: [] },
        { amount: { initialAmount: 150, finalAmount: 120 }, promotions: [{}] },
        { amount: { initialAmount: 130, finalAmount: 130 } },
      ],
    };
    expect(bestAvailabilityPrice(answer)).toEqual({ finalAmount: 120, initialAmount: 150, currency: 'EUR' });
  });

  it('reads a nested bestAv and the hotel currency', () => {
    expect(
      bestAvailabilityPrice({ bestAv: { totalRates: [{ amount: { finalAmount: 90 } }] } }, 'CHF'),
    ).toEqual({
      finalAmount: 90,
      initialAmount: 90,
      currency: 'CHF',
    });
  });

  it('reads the answer of GET hotels/bestav (currency at the top)', () => {
    const answer = {
      hotelId: 1,
      currency: 'GBP',
      available: true,
      totalRates: [
        { roomTypeId: 1, amount: { type: 'PRICE', initialAmount: 210, finalAmount: 189 }, promotions: [] },
        { roomTypeId: 2, amount: { type: 'PRICE', initialAmount: 250, finalAmount: 250 }, promotions: [] },
      ],
      violations: [],
    };
    expect(bestAvailabilityPrice(answer, 'EUR')).toEqual({
      finalAmount: 189,
      initialAmount: 210,
      currency: 'GBP',
    });
  });

  it('is null when nothing is bookable', () => {
    expect(bestAvailabilityPrice({ totalRates: [] })).toBeNull();
    expect(bestAvailabilityPrice({})).toBeNull();
    expect(bestAvailabilityPrice(null)).toBeNull();
    expect(bestAvailabilityPrice({ totalRates: [{ amount: { finalAmount: 'x' } }] })).toBeNull();
  });

  it('strikes the initial price only when it is higher', () => {
    expect(isDiscounted({ initialAmount: 150, finalAmount: 120 })).toBe(true);
    expect(isDiscounted({ initialAmount: 120, finalAmount: 120 })).toBe(false);
  });
});

describe('bestAvailabilityPrice on the hotels page answers', () => {
  const answers: unknown[] = [
    null,
    {},
    { totalRates: [] },
    {
      currency: 'EUR',
      totalRates: [
        { amount: { initialAmount: 116, finalAmount: 104.4, currency: 'EUR' }, cityTax: 9 },
        { amount: { initialAmount: 101, finalAmount: 101, currency: 'EUR' }, cityTax: 9 },
      ],
    },
    { totalRates: [{ amount: { finalAmount: 80.333 } }, { amount: null }, { amount: { finalAmount: 'x' } }] },
    { currency: 'CHF', totalRates: [{ amount: { initialAmount: 200, finalAmount: 150 }, cityTax: -3 }] },
  ];
  it('picks the lowest final amount with the city tax', () => {
    expect(bestAvailabilityPrice(answers[3], 'EUR')).toEqual({
      finalAmount: 110,
      initialAmount: 110,
      currency: 'EUR',
    });
    expect(bestAvailabilityPrice(answers[0], 'EUR')).toBeNull();
  });
});

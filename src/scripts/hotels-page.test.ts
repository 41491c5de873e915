import { describe, expect, it } from 'vitest';
import { bestAvailabilityPrice } from '../islands/home/home-data.ts';
import { pageNumber, roomsLeft, tonightPrice } from './hotels-page.ts';

describe('hotels page', () => {
  it('reads the 1-based page, 1 when missing or invalid', () => {
    expect(pageNumber('?page=3')).toBe(3);
    expect(pageNumber('')).toBe(1);
    expect(pageNumber('?page=0')).toBe(1);
    expect(pageNumber('?page=-2')).toBe(1);
    expect(pageNumber('?page=1.5')).toBe(1);
    expect(pageNumber('?page=abc')).toBe(1);
  });
  it('counts the rooms left of a best-availability answer', () => {
    expect(roomsLeft({ available: true, totalRates: [{ roomsLeft: 3 }, { roomsLeft: 11 }] })).toBe(11);
    expect(roomsLeft({ available: true, totalRates: [] })).toBe(1);
    expect(roomsLeft({ available: false, totalRates: [] })).toBe(0);
    expect(roomsLeft(null)).toBe(0);
  });
});

describe('tonightPrice', () => {
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
  it('picks the lowest final amount with the city tax, as the home page does', () => {
    expect(tonightPrice(answers[3], 'EUR')).toEqual({
      finalAmount: 110,
      initialAmount: 110,
      currency: 'EUR',
    });
    expect(tonightPrice(answers[0], 'EUR')).toBeNull();
    for (const answer of answers)
      expect(tonightPrice(answer, 'USD')).toEqual(bestAvailabilityPrice(answer, 'USD'));
  });
});

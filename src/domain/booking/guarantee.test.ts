import { describe, expect, it } from 'vitest';
import { bookingCardRequirement, cardRequirement } from './guarantee.ts';

describe('cardRequirement', () => {
  it.each([
    ['STANDARD', true, 'DEPOSIT'],
    ['NOT_REFUNDABLE', true, 'DEPOSIT'],
    ['NOT_REFUNDABLE', false, 'GUARANTEE'],
    ['STANDARD', false, 'OPTIONAL'],
  ] as const)('%s with deposit %s → %s', (rateType, deposit, expected) => {
    expect(cardRequirement({ rateType, deposit })).toBe(expected);
  });

  it('takes the strictest rate of a booking', () => {
    const flexible = { rateType: 'STANDARD', deposit: false } as const;
    const nonRefundable = { rateType: 'NOT_REFUNDABLE', deposit: false } as const;
    expect(bookingCardRequirement([flexible])).toBe('OPTIONAL');
    expect(bookingCardRequirement([flexible, nonRefundable])).toBe('GUARANTEE');
    expect(bookingCardRequirement([nonRefundable, { rateType: 'STANDARD', deposit: true }])).toBe('DEPOSIT');
    expect(bookingCardRequirement([])).toBe('OPTIONAL');
  });
});

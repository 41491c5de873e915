import { describe, expect, it } from 'vitest';
import { policySentences } from '../../../src/ui/PolicySummary.tsx';
import { policyFromSummaryView, policyFromView, summaryFigures, times } from './figures.ts';
import { NOT_REFUNDABLE, RESERVATION, SEARCH } from './test-fixtures.ts';

describe('summaryFigures', () => {
  it('multiplies one room by the rooms booked, to the cent the server sums', () => {
    const f = summaryFigures(NOT_REFUNDABLE, SEARCH.nightDates, 2);
    expect(f.total).toBe(756.28);
    expect(f.vat).toBe(68.76);
    expect(f.cityTax).toBe(72);
    expect(f.grandTotal).toBe(828.28);
    expect(f.grandTotal).toBe(NOT_REFUNDABLE.grandTotalForRooms);
    expect(f.deposit).toBe(226.88);
    expect(f.balance).toBe(601.4);
    expect(f.initialTotal).toBe(1074.6);
    expect(f.promotions.map((p) => p.amount)).toEqual([107.46, 133.48]);
  });

  it('aligns the nightly prices with the night dates, per room', () => {
    const f = summaryFigures(NOT_REFUNDABLE, SEARCH.nightDates, 2);
    expect(f.nights).toEqual([
      { date: '2027-01-30', initial: 105.3, final: 74.11 },
      { date: '2027-01-31', initial: 91.8, final: 64.61 },
      { date: '2027-02-01', initial: 170.1, final: 119.71 },
      { date: '2027-02-02', initial: 170.1, final: 119.71 },
    ]);
  });

  it('has no floating-point drift and never a negative balance', () => {
    expect(times(0.1, 3)).toBe(0.3);
    const all = summaryFigures({ ...NOT_REFUNDABLE, deposit: 500 }, SEARCH.nightDates, 1);
    expect(all.balance).toBe(0);
    expect(summaryFigures(NOT_REFUNDABLE, SEARCH.nightDates, 0).rooms).toBe(1);
  });
});

describe('policy conversions', () => {
  it('reads the search policy in cents and epoch ms, multiplied by the rooms', () => {
    const summary = policyFromSummaryView(NOT_REFUNDABLE.policy, 2);
    expect(summary.deadline).toBe(Date.parse('2027-01-29T23:00:00.000Z'));
    expect(summary.reservationPenaltyCents).toBe(75628);
    expect(
      policySentences(summary, { checkin: '2027-01-30', timeZone: 'Europe/Rome', language: 'en' })[0],
    ).toBe('Non-refundable: cancelling at any time costs €756.28.');
  });

  it('turns a reservation room policy into the domain policy (charge amounts in cents)', () => {
    const room = RESERVATION.rooms[0];
    if (!room) throw new Error('fixture');
    const policy = policyFromView({
      ...room.cancellationPolicy,
      checkinPenalty: {
        percentage: 50,
        firstNight: false,
        additionalNights: 0,
        chargeNights: 0,
        chargeAmount: 12.5,
      },
    });
    expect(policy.reservationPenalty).toBeNull();
    expect(policy.checkinPenalty).toEqual({
      percentage: 50,
      firstNight: false,
      additionalNights: 0,
      chargeNights: 0,
      chargeAmountCents: 1250,
    });
    expect(policy.deadline).toEqual({ count: 3, unit: 'DAYS' });
  });
});
